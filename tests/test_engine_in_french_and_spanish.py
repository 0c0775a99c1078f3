"""The rules engine in French and Spanish: its refusals of bad input (cards, hands, names,
rule settings, transcripts), its notes and its turn clock, with plurals and numbers as each
language writes them, while the words played, card notation and TOML keys stay as typed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from cli_helpers import qs
from english_leaks import assert_no_leaks, english_fragments
from test_cli_score import BAD_TRANSCRIPTS, SECTION_SIX

from quiddler_score.engine.cards import parse_word, split_notes, word
from quiddler_score.engine.checks import verify_hand
from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.engine.players import resolve_player
from quiddler_score.engine.plays import Challenge, Hand, RoundPlay
from quiddler_score.engine.rules import (
    SETTINGS_HELP,
    RuleSettings,
    _toml,
    said_shape,
    said_shape_name,
    shape_name,
)
from quiddler_score.engine.scoring import TABLE_RULED, score_round
from quiddler_score.engine.shown_text import clipped
from quiddler_score.engine.table import Table
from quiddler_score.engine.turns import Turn, said_clock
from quiddler_score.language import _, speaking

# Babel's French groups thousands with a narrow no-break space, Spanish with a dot.
THOUSANDS = {"fr": "120\u202f000", "es": "120.000"}


def refusal(make: Callable[[], object]) -> str:
    with pytest.raises(QuiddlerError) as refused:
        make()
    return str(refused.value)


# --- What a scorekeeper reads -----------------------------------------------------------

SAID = {
    "fr": {
        "hyphen": "manche 2, Bob, mot 'q-t' : 'q-t' contient un trait d'union ; "
        "les mots qui en demandent un ne sont pas admis",
        "unknown card": "carte 'xy' : il n'y a pas de carte 'XY' (les cartes doubles sont CL, ER, IN, QU, TH)",
        "name": "'Anne' ne joue pas dans cette partie ; vouliez-vous dire Ann ? Joueurs : Ann, Bob",
        "two names": "'an' peut désigner Ann ou Anna ou Annie : saisissez davantage de lettres",
        "rule value": 'la règle clamp doit valoir "total", "round" ou "none", et non \'sometimes\'',
        "note": "QUIT est compté tel que saisi, 24 points ; "
        "avec la carte double, ce serait (QU)IT, 14 points",
        "left": "il reste 0:45",
        "over": "0:12 au-delà de la limite de 1:00",
        "no hand": "manche 2, Cy : n'a pas de main enregistrée",
        "self-challenge": "manche 2, Cy, mot 'AT' : ne peut pas contester son propre mot",
    },
    "es": {
        "hyphen": "ronda 2, Bob, palabra 'q-t': 'q-t' lleva guion; "
        "no se admiten palabras que lo necesiten",
        "unknown card": "carta 'xy': no existe la carta 'XY' (las cartas dobles son CL, ER, IN, QU, TH)",
        "name": "'Anne' no juega en esta partida; ¿querías decir Ann? Jugadores: Ann, Bob",
        "two names": "'an' puede ser Ann o Anna o Annie: escribe más letras",
        "rule value": 'la regla clamp debe ser "total", "round" o "none", no \'sometimes\'',
        "note": "QUIT se cuenta tal como se escribió, 24 puntos; "
        "con la carta doble sería (QU)IT, 14 puntos",
        "left": "quedan 0:45",
        "over": "0:12 por encima del límite de 1:00",
        "no hand": "ronda 2, Cy: no tiene ninguna mano anotada",
        "self-challenge": "ronda 2, Cy, palabra 'AT': no puede impugnar su propia palabra",
    },
}


@pytest.mark.parametrize("language", ["fr", "es"])
def test_refusals_notes_and_the_turn_clock_are_said_in_the_language(language: str) -> None:
    said = SAID[language]
    turn = Turn(1, 1, "Ann", started=0.0)
    with speaking(language):
        assert refusal(lambda: parse_word("q-t", round_number=2, player="Bob")) == said["hyphen"]
        assert refusal(lambda: word("[xy]")) == said["unknown card"]
        assert refusal(lambda: resolve_player(["Ann", "Bob"], "Anne")) == said["name"]
        assert (
            refusal(lambda: RuleSettings.from_table({"clamp": "sometimes"})) == said["rule value"]
        )
        assert str(split_notes(word("quit"))[0]) == said["note"]
        assert said_clock(turn, 60, now=15.2) == (said["left"], False)
        assert said_clock(turn, 60, now=72.9) == (said["over"], True)


@pytest.mark.parametrize("language", ["fr", "es"])
def test_a_name_that_could_be_several_players_is_refused_in_the_language(language: str) -> None:
    with speaking(language):
        # Not one of them exactly: "an" starts all three.
        said = refusal(lambda: resolve_player(["Ann", "Anna", "Annie"], "an"))
    assert said == SAID[language]["two names"]


@pytest.mark.parametrize(
    ("language", "said"),
    [("fr", "la table a jugé le mot inacceptable"), ("es", "la mesa decidió que no vale")],
)
def test_a_word_the_table_struck_keeps_its_reason_in_english_and_says_it_in_the_language(
    language: str, said: str
) -> None:
    table = Table.seat(["Ann", "Bob"])
    hands = {
        "Ann": Hand((word("ox"),), tuple(word("a").cards)),
        "Bob": Hand((word("at"),), tuple(word("e").cards)),
    }
    challenge = Challenge("Ann", "Bob", word("at"), ruling=False)
    with speaking(language):
        result = score_round(table, RoundPlay(1, hands, None, (challenge,)), {"Ann": 0, "Bob": 0})
        (struck,) = result.of("Bob").struck
        # JSON prints it as kept, in English; the screen says it in the language.
        assert struck.reason == TABLE_RULED == "the table ruled it unacceptable"
        assert _(struck.reason) == said


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("fr", "'Zed' n'a joué aucune partie enregistrée ; joueurs : Ann, Bob"),
        ("es", "'Zed' no ha jugado ninguna partida guardada; jugadores: Ann, Bob"),
    ],
)
def test_a_name_is_refused_in_one_sentence_whether_its_ending_comes_in_english_or_not(
    language: str, said: str
) -> None:
    with speaking(language):
        for ending in ("has played no saved game", _("has played no saved game")):
            refused = refusal(lambda: resolve_player(["Ann", "Bob"], "Zed", missing=ending))  # noqa: B023
            assert refused == said


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("fr", "1 manche de 4 cartes", "8 manches de 3 à 10 cartes"),
        ("es", "1 ronda de 4 cartas", "8 rondas de 3 a 10 cartas"),
    ],
)
def test_a_games_shape_is_said_in_the_language_one_round_or_more(
    language: str, one: str, two: str
) -> None:
    with speaking(language):
        assert said_shape((4,)) == one
        assert said_shape((3, 4, 5, 6, 7, 8, 9, 10)) == two
        # What stats keep and compare games by stays English whatever the language, and
        # is said in the language where shown.
        assert shape_name((3, 4, 5, 6, 7, 8, 9, 10)) == "8 rounds of 3 to 10 cards"
        assert said_shape_name("8 rounds of 3 to 10 cards") == two
        assert said_shape_name("") == ""
        assert said_shape_name("8 rounds of many cards") == "8 rounds of many cards"


def test_every_shape_is_said_back_from_its_english_name() -> None:
    shapes = [(3,), (4, 3), (3, 4, 5), (3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3), (2, 10, 2)]
    with speaking("fr"):
        said = [said_shape(rounds) for rounds in shapes]
    assert said == [
        "1 manche de 3 cartes",
        "2 manches de 4, 3 cartes",
        "3 manches de 3 à 5 cartes",
        "15 manches de 3 à 10, 9 à 3 cartes",
        "3 manches de 2, 10, 2 cartes",
    ]
    with speaking("en"):
        assert [said_shape(rounds) for rounds in shapes] == [shape_name(r) for r in shapes]


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        (
            "fr",
            "manche 1, Ann : 1 carte en tout (mots et non utilisées), "
            "mais la manche 1 en distribue 3",
            "manche 1, Ann : 2 cartes en tout (mots et non utilisées), "
            "mais la manche 1 en distribue 3",
        ),
        (
            "es",
            "ronda 1, Ann: 1 carta en total (palabras y sin usar), "
            "pero en la ronda 1 se reparten 3",
            "ronda 1, Ann: 2 cartas en total (palabras y sin usar), "
            "pero en la ronda 1 se reparten 3",
        ),
    ],
)
def test_a_hand_of_the_wrong_size_says_its_cards_in_the_singular_and_the_plural(
    language: str, one: str, two: str
) -> None:
    def hand(unused: str) -> Callable[[], None]:
        cards = tuple(word(unused).cards)
        return lambda: verify_hand(1, "Ann", Hand((), cards), went_out=False, dealt=3)

    with speaking(language):
        assert refusal(hand("q")) == one
        assert refusal(hand("qz")) == two


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("fr", "mais E n'est pas utilisée", "mais Z A ne sont pas utilisées"),
        ("es", "pero E está sin usar", "pero Z A están sin usar"),
    ],
)
def test_the_cards_left_by_a_player_who_went_out_agree_with_their_number(
    language: str, one: str, two: str
) -> None:
    def went_out(unused: str) -> Callable[[], None]:
        cards = tuple(word(unused).cards)
        laid = Hand((word("ox"),), cards)
        return lambda: verify_hand(1, "Ann", laid, went_out=True, dealt=laid.card_count)

    with speaking(language):
        assert refusal(went_out("e")).endswith(one)
        assert refusal(went_out("za")).endswith(two)


@pytest.mark.parametrize("language", ["fr", "es"])
def test_a_long_value_cut_short_says_its_length_grouped_as_the_language_groups_it(
    language: str,
) -> None:
    characters = {"fr": "caractères", "es": "caracteres"}[language]
    with speaking(language):
        shown = clipped("y" * 120_000, quotes="''")
    assert shown.endswith(f"…' ({THOUSANDS[language]} {characters})")


@pytest.mark.parametrize("language", ["fr", "es"])
def test_a_bad_transcript_is_refused_in_one_line_in_the_language(
    tmp_path: Path, language: str
) -> None:
    path = tmp_path / "game.toml"
    path.write_text(SECTION_SIX.replace('Cy  = { words = ["at", "be"] }', ""), encoding="utf-8")
    result = qs("--lang", language, "score", str(path))
    assert result.exit_code == 2
    assert SAID[language]["no hand"] in result.output
    assert len(result.output.strip().splitlines()) == 1, result.output


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("fr", "Règles, dans la table [rules] d'un fichier --rules"),
        ("es", "Reglas, en la tabla [rules] de un archivo --rules"),
    ],
)
def test_the_rule_settings_help_is_drawn_in_the_language(language: str, line: str) -> None:
    result = qs("--lang", language, "score", "--help", columns=200)
    assert result.exit_code == 0
    assert line in result.output
    # The settings and their values are typed in a TOML file: they stay as written.
    assert "rounds = [3, 4, 5, 6, 7, 8, 9, 10]" in result.output
    assert 'longest_word_by = "letters"' in result.output


def test_the_rule_settings_help_gives_every_setting_and_its_default() -> None:
    # Written whole so that it is one message: it must keep up with the settings.
    lines = SETTINGS_HELP.splitlines()[2:]
    defaults = RuleSettings().to_table()
    assert [line.split(" = ")[0].strip() for line in lines] == list(defaults)
    for line, (key, default) in zip(lines, defaults.items(), strict=True):
        assert line.startswith(f"  {key} = {_toml(default)}: "), line


# --- Nothing of the engine left in English ----------------------------------------------

ENGINE = "quiddler_score/engine/"


def test_the_leak_check_knows_the_engines_english() -> None:
    fragments = english_fragments("fr", ENGINE)
    assert "a word needs at least two cards" in fragments
    assert "has a hyphen; words that need one are not allowed" in fragments


@pytest.mark.parametrize("language", ["fr", "es"])
def test_no_english_message_of_the_engine_leaks_into_refused_transcripts(
    tmp_path: Path, language: str
) -> None:
    said = []
    for number, (text, _english) in enumerate(BAD_TRANSCRIPTS.values()):
        path = tmp_path / f"game{number}.toml"
        path.write_text(text, encoding="utf-8")
        said.append(qs("--lang", language, "score", str(path)).output)
    output = "\n".join(said)
    assert_no_leaks(output, language, ENGINE)
    assert SAID[language]["self-challenge"] in output

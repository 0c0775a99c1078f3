"""The screens in French and Spanish: the board, a round's details, its bonus notes, the
house rules in words, plain mode's sentences, the history's lines and check's verdicts,
in the language asked for, the words played left in English; and no English message of
these screens left in them."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import cast

import pytest
from builders import filler_rounds, hand, scored, table
from cli_helpers import ok, qs
from english_leaks import assert_no_leaks, english_fragments
from worked_example import PLAYERS, render, worked_example

from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.scoring import RoundPlay, Scoreboard
from quiddler_score.present.board import board, standings
from quiddler_score.present.changes import headline
from quiddler_score.present.console import said
from quiddler_score.present.lines import long_date
from quiddler_score.present.rules_said import rules_in_words
from quiddler_score.present.spoken import spoken
from quiddler_score.present.words_list import and_list, ordinal

# The files whose messages the screens are made of.
SCREENS = tuple(
    f"quiddler_score/present/{name}.py"
    for name in (
        "board",
        "lines",
        "changes",
        "bonus_notes",
        "best_lines",
        "round_table",
        "spoken",
        "rules_said",
        "rulings_view",
        "verdict_lines",
        "console",
        "fit",
        "marks",
        "words_list",
    )
)


def flat(text: str) -> str:
    """Text as read, whatever the lines it was wrapped on."""
    return " ".join(text.split())


def plain(renderable: object) -> str:
    return "\n".join(said(renderable))


@pytest.fixture
def french(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "fr")


@pytest.fixture
def spanish(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "es")


# The board -----------------------------------------------------------------------------


def test_the_board_in_french_has_its_legend_rules_and_next_round_in_french(french: None) -> None:
    text = flat(render(board(worked_example(), "Vendredi")))
    assert "★ mot le plus long ▲ plus de mots ✗ mot barré ⚑ pénalité de contestation" in text
    assert "Dictionnaire standard ; règles standard." in text
    assert (
        "Suivante : manche 3, 5 cartes chacun ; Cy distribue, Ann joue en premier. "
        "En tête : Ann." in text
    )
    assert "manche" in text.split("Vendredi")[1]  # the column of rounds
    assert "donneur" in text


def test_the_board_in_spanish_has_its_legend_rules_and_next_round_in_spanish(
    spanish: None,
) -> None:
    text = flat(render(board(worked_example(), "Viernes")))
    assert "★ palabra más larga ▲ más palabras ✗ palabra tachada" in text
    assert "Diccionario standard; reglas estándar." in text
    assert "Siguiente: ronda 3, 5 cartas cada uno; reparte Cy, empieza Ann. En cabeza: Ann." in text


def test_the_winners_are_said_in_the_singular_for_one_and_the_plural_for_two(
    french: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    seats = table("Ann", "Bob")
    last = RoundPlay(
        8, {"Ann": hand("ox", unused="a " * 8), "Bob": hand(unused="e " * 10)}, went_out=None
    )
    one = scored(seats, *filler_rounds(("Ann", "Bob"), 7), last)
    two = scored(seats, *filler_rounds(("Ann", "Bob"), 8))
    assert "Ann gagne avec 18 points." in flat(render(board(one)))
    assert "Ann et Bob gagnent avec 0 point." in flat(render(board(two)))
    assert headline(two) == "Ann et Bob gagnent ex æquo avec 0 point"
    monkeypatch.setenv("LANGUAGE", "es")
    assert "Ann gana con 18 puntos." in flat(render(board(one)))
    assert "Ann y Bob ganan con 0 puntos." in flat(render(board(two)))
    assert headline(two) == "Ann y Bob comparten la victoria con 0 puntos"


def test_a_total_of_thousands_is_grouped_as_each_language_writes_it(
    french: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # No game of eight rounds reaches a thousand: a scoreboard as the headline reads it.
    on_top = cast(
        Scoreboard,
        SimpleNamespace(
            rounds=[None] * 3, leaders=("Bob",), handicapped_totals={"Bob": 1203}, winners=()
        ),
    )
    # Babel's French groups thousands with a narrow no-break space.
    assert headline(on_top) == "Bob mène après la manche 3 avec 1\u202f203 points"
    monkeypatch.setenv("LANGUAGE", "es")
    assert headline(on_top) == "Bob va en cabeza tras la ronda 3 con 1.203 puntos"
    monkeypatch.setenv("LANGUAGE", "en")
    assert headline(on_top) == "Bob leads after round 3 with 1,203 points"


# A round's details and its notes --------------------------------------------------------


def test_a_round_in_french_has_its_title_headings_and_notes_in_french(french: None) -> None:
    text = flat(render(standings(worked_example(), "Vendredi", [2])))
    assert "Manche 2 : 4 cartes, Bob distribue" in text
    assert "joueur mots restes mots − restes bonus pénal. manche" in text
    assert "mot le plus long : (QU)ITE, 5 lettres (Ann)" in text
    assert "(QU)ITE" in text and "ZA" not in text  # the words stay as they are


def test_a_round_said_in_plain_mode_in_spanish_is_one_sentence_a_player(spanish: None) -> None:
    text = plain(standings(worked_example(), "Viernes", [2]))
    assert "Ronda 2: 4 cartas, reparte Bob, empieza Cy." in text
    assert (
        "Ann: (QU)ITE, 16 puntos, cerró, bonificación de palabra más larga 10; "
        "ronda 26, total 26." in text
    )
    assert "Cy: AT y BE, 15 puntos, bonificación de más palabras 10; ronda 25, total 25." in text
    assert "Totales: Ann 26, Bob 0, Cy 25." in text


def test_plain_mode_says_marks_and_minus_in_the_language(french: None) -> None:
    assert spoken("★ ▲ ⚑ ↑") == "mot le plus long plus de mots pénalité de contestation sortie"
    assert spoken("✓ Bob : OX\nE (−2)") == "Enregistré. Bob : OX\nE (moins 2)"


def test_a_tied_bonus_is_explained_in_spanish(spanish: None) -> None:
    hands = {
        "Ann": hand("at", unused="e"),
        "Bob": hand("be", unused="a"),
        "Cy": hand("ox", unused="a"),
    }
    tied = RoundPlay(1, hands)
    text = flat(render(standings(scored(table(*PLAYERS), tied), None, [1])))
    assert "palabra más larga: empate a 2 letras entre Ann, Bob y Cy, así que nadie la recibe" in (
        text
    )
    assert "más palabras: empate entre Ann, Bob y Cy, así que nadie la recibe" in text


# The house rules, names and places -----------------------------------------------------


def test_house_rules_are_said_in_french_and_in_spanish(
    french: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    one_more = ("ab", "cd", "ef", "gh", "ij", "kl", "mn")
    settings = RuleSettings(most_words_bonus=0, ties="all", allow=one_more, turn_seconds=90)
    assert rules_in_words(settings) == [
        "pas de bonus « plus de mots »",
        "un bonus à égalité va à chacun des ex æquo",
        "AB, CD, EF, GH, IJ, KL et 1 autre acceptés",
        "un minuteur de 1:30 par tour",
    ]
    monkeypatch.setenv("LANGUAGE", "es")
    two_more = (*one_more, "op")
    assert rules_in_words(RuleSettings(deny=two_more)) == [
        "AB, CD, EF, GH, IJ, KL y 2 más no permitidas"
    ]


def test_places_and_lists_of_names_read_as_each_language_writes_them(
    french: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert (and_list(["Ann", "Bob", "Cy"]), ordinal(1), ordinal(2)) == (
        "Ann, Bob et Cy",
        "1er",
        "2e",
    )
    monkeypatch.setenv("LANGUAGE", "es")
    assert (and_list(["Ann", "Bob", "Cy"]), ordinal(1), ordinal(4)) == (
        "Ann, Bob y Cy",
        "1.º",
        "4.º",
    )


def test_a_long_date_is_written_by_babel_in_french_and_spanish_and_as_before_in_english(
    french: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert long_date("2026-12-01") == "mardi 1 décembre 2026"
    monkeypatch.setenv("LANGUAGE", "es")
    assert long_date("2026-12-01") == "martes, 1 de diciembre de 2026"
    monkeypatch.setenv("LANGUAGE", "en")
    assert long_date("2026-12-01") == "Tuesday 1 December 2026"


# Through the command line ---------------------------------------------------------------


def play_two_rounds() -> None:
    for arguments in (
        ["new", "Ann", "Bob", "Cy"],
        *(["record", player, "-u", "a a a"] for player in ("Ann", "Bob", "Cy")),
        ["record", "Ann", "(qu)ite", "--out"],
        ["record", "Bob", "ox", "-u", "z a"],
        ["record", "Cy", "at", "be"],
    ):
        ok(*arguments)


def test_board_and_history_in_french_through_the_command_line() -> None:
    play_two_rounds()
    board_text = flat(ok("--lang", "fr", "board", "--rounds", columns=60))
    assert "Manche 2 : 4 cartes, Bob distribue" in board_text
    assert "Totaux cumulés, manche par manche :" in board_text
    history = flat(ok("--lang", "fr", "history"))
    assert "manche 2, Ann : (QU)ITE (sortie)" in history
    assert "manche 2, Bob : OX ; non utilisées Z A" in history


def test_check_says_its_verdicts_in_spanish_through_the_command_line() -> None:
    output = qs("--lang", "es", "check", "cat", "qzx").output
    assert "cat: ✓ vale (word)." in output
    assert "La jugada no vale: qzx no vale." in output


@pytest.mark.parametrize("language", ["fr", "es"])
def test_no_english_message_of_the_screens_leaks_into_a_board_in_another_language(
    language: str,
) -> None:
    play_two_rounds()
    seen = " ".join(
        flat(ok("--lang", language, *arguments))
        for arguments in (["board", "--rounds", "--best"], ["history"], ["--plain", "board"])
    )
    assert len(english_fragments(language, SCREENS)) > 50  # the messages were read
    assert_no_leaks(seen, language, SCREENS)


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("fr", "Dictionnaire standard ; règles maison : ZZZ accepté ; CAT et QI refusés."),
        ("es", "Diccionario standard; reglas de la casa: ZZZ permitida; CAT y QI no permitidas."),
    ],
)
def test_house_words_agree_with_their_number_and_rules_are_joined_as_the_language_joins(
    tmp_path: Path, language: str, said: str
) -> None:
    rules = tmp_path / "house.toml"
    rules.write_text('allow = ["zzz"]\ndeny = ["cat", "qi"]\n', encoding="utf-8")
    ok("new", "Ann", "Bob", "--rules", str(rules))
    assert said in " ".join(ok("--lang", language, "board").split())

"""`quiddler-score play` in French and Spanish: its questions, checks and verdicts are in
the language, while the words played, card notation and commands stay as typed.

A whole game is answered through CliRunner in each language, and once more in a real
terminal (tmux, 80 columns) with only ``LANG`` set, as a French or Spanish computer has
it; each screen is checked for English messages that were not translated.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from cli_helpers import ok, qs
from english_leaks import assert_no_leaks
from screen_fit import assert_fits, tokens
from test_play import WHOLE_GAME
from test_play_terminal import Terminal, terminal  # noqa: F401  (the fixture)
from test_screen_widths import NAMES_LINES, PLAYERS, WIDE, play_answers

from quiddler_score.language import _, speaking

PLAY = "quiddler_score/cli/play/"

# What a few key messages of play say in each language.
SAID = {
    "fr": [
        "Une nouvelle partie.",
        "Qui distribue la manche 1 ? (Entrée = Ann) : ",
        "Nouvelle partie 1 'Ann vs Bob vs Cy' : Ann, Bob, Cy ; dictionnaire standard.",
        "Manche 1 sur 8 : 3 cartes chacun",
        "Ann distribue, Bob joue en premier.",
        "Qui est sorti ? (nom ; Entrée = personne) : ",
        "Cy : mots (sortie) : ",
        "✓ Bob : OX (14)",
        "La manche 1 est terminée. Des contestations ?",
        "✓ JINX, posé par Cy, est accepté ; Ann perd 32 points dans cette manche.",
        "Cy a posé PARIS : qui le conteste ? (nom ; Entrée = personne ou plus tard) : ",
        # A challenge refused, with its reason after it.
        "PARIS : refusé. ",
        "✓ PARIS, posé par Cy, est barré : ses 18 points comptent contre Cy.",
        "Annulé : ",
        "Entrée pour la manche 2, best pour les meilleurs coups, q pour arrêter : ",
        "Totaux : Ann 3, Bob 12, Cy 23.",
        "La partie est terminée et enregistrée.",
        "Une image du résultat à partager ? (un nom de fichier comme night.png ;",
        "Partie suivante : quiddler-score play --new",
    ],
    "es": [
        "Una nueva partida.",
        "¿Quién reparte en la ronda 1? (Intro = Ann): ",
        "Nueva partida 1 'Ann vs Bob vs Cy': Ann, Bob, Cy; diccionario standard.",
        "Ronda 1 de 8: 3 cartas cada uno",
        "Ann reparte y Bob juega primero.",
        "¿Quién cerró? (nombre; Intro = nadie): ",
        "Palabras de Cy (cerró): ",
        "✓ Bob: OX (14)",
        "La ronda 1 ha terminado. ¿Alguna impugnación?",
        "✓ La palabra JINX de Cy vale; Ann pierde 32 puntos en esta ronda.",
        "¿Quién impugna PARIS de Cy? (nombre; Intro = nadie o más tarde): ",
        "PARIS: no vale. ",
        "✓ La palabra PARIS de Cy queda tachada: sus 18 puntos cuentan en contra de Cy.",
        "Deshecho: ",
        "Intro para la ronda 2, best para las mejores jugadas, q para parar: ",
        "Totales: Ann 3, Bob 12, Cy 23.",
        "La partida ha terminado y está guardada.",
        "¿Una imagen del resultado para compartir? (un nombre de archivo como night.png;",
        "Siguiente partida: quiddler-score play --new",
    ],
}


def answered(*lines: str) -> str:
    return "".join(f"{line}\n" for line in lines)


def play_in(language: str, *lines: str, columns: int = 120) -> str:
    result = qs("play", input=answered(*lines), env={"LANGUAGE": language}, columns=columns)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.output


# Answered through CliRunner -----------------------------------------------------------


@pytest.mark.parametrize("language", ["fr", "es"])
def test_a_whole_game_of_play_is_asked_and_answered_in_the_language(language: str) -> None:
    screen = play_in(language, *WHOLE_GAME)
    for message in SAID[language]:
        assert message in screen, message
    assert_no_leaks(screen, language, PLAY)


@pytest.mark.parametrize(
    ("language", "one", "two", "one_left", "three_left"),
    [
        (
            "fr",
            "✗ manche 1, Ann : 1 carte non utilisée, mais les mots en laissent 3",
            "✗ manche 1, Bob : 2 cartes non utilisées, mais les mots en laissent 1",
            "Bob : cartes non utilisées (il en reste 1) : ",
            "Ann : cartes non utilisées (il en reste 3) : ",
        ),
        (
            "es",
            "✗ ronda 1, Ann: 1 carta sin usar, pero las palabras dejan 3",
            "✗ ronda 1, Bob: 2 cartas sin usar, pero las palabras dejan 1",
            "Cartas sin usar de Bob (queda 1): ",
            "Cartas sin usar de Ann (quedan 3): ",
        ),
    ],
)
def test_unused_cards_are_counted_in_the_singular_and_the_plural(
    language: str, one: str, two: str, one_left: str, three_left: str
) -> None:
    screen = play_in(
        language,
        "Ann, Bob", "", "", "",  # players, Ann deals, the standard dictionary, its name
        "",  # nobody went out
        "at", "e, i", "e",  # Bob: AT leaves 1 card; 2 typed, then 1
        "", "x", "x y z",  # Ann: no words, so 3 cards; 1 typed, then 3
        "q",
    )  # fmt: skip
    for message in (one, two, one_left, three_left):
        assert message in screen, message


@pytest.mark.parametrize(("language", "total"), [("fr", "1\u202f032"), ("es", "1.032")])
def test_a_total_of_thousands_is_written_as_the_language_groups_it(
    language: str, total: str, tmp_path: Path
) -> None:
    # A long game of ten cards a round: Ann goes out with JINX (32) ZEBRAS (34) and both
    # bonuses (20), 86 a round, 1032 after round 12; Bob keeps ten vowels, 0.
    rules = tmp_path / "house.toml"
    rules.write_text("[rules]\nrounds = [" + ", ".join(["10"] * 13) + "]\n")
    ok("new", "Ann", "Bob", "--rules", str(rules))
    for _round in range(12):
        ok("record", "ann", "jinx", "zebras", "--out")
        ok("record", "bob", "--unused", " ".join("e" * 10))
    screen = play_in(language, "", "", "q")  # no challenge, on to round 13, stop
    assert {"fr": "Totaux : ", "es": "Totales: "}[language] + f"Ann {total}, Bob 0." in screen


@pytest.mark.parametrize(
    ("language", "help_says", "option_says"),
    [
        (
            "fr",
            "Tenir le score à table : les mots de chaque manche",
            "Commencer une nouvelle partie (une partie en cours reste enregistrée).",
        ),
        (
            "es",
            "Llevar la puntuación en la mesa: las palabras de cada ronda",
            "Empezar una partida nueva (una partida en curso sigue guardada).",
        ),
    ],
)
def test_plays_help_is_in_the_language(language: str, help_says: str, option_says: str) -> None:
    shown = " ".join(ok("--lang", language, "play", "--help").split())
    assert help_says in shown
    assert option_says in shown
    assert "undo annuler" in shown or "undo deshacer" in shown  # the commands stay as typed


@pytest.mark.parametrize(
    ("language", "seats", "both"),
    [
        (
            "fr",
            "--seats sert la page de chaque joueur : ajoutez --serve",
            "--port et --lan/--local indiquent où servir le tableau des scores : ajoutez --serve",
        ),
        (
            "es",
            "--seats sirve la página de cada jugador: añade --serve",
            "--port y --lan/--local indican dónde se sirve el marcador: añade --serve",
        ),
    ],
)
def test_plays_mistaken_options_are_refused_in_the_language(
    language: str, seats: str, both: str
) -> None:
    refused = qs("--lang", language, "play", "--seats")
    assert refused.exit_code == 2
    assert seats in refused.output
    refused = qs("--lang", language, "play", "--port", "9000", "--local")
    assert refused.exit_code == 2
    assert both in " ".join(refused.output.split())


def test_a_yes_or_no_question_takes_the_languages_own_yes_and_no() -> None:
    # A fix of Bob's round 1 hand: "non", he did not go out.
    ok("new", "Ann", "Bob")
    ok("record", "ann", "ox", "--unused", "e")
    ok("record", "bob", "at", "--unused", "i")
    screen = play_in("fr", "fix", "1", "bob", "non", "", "", "", "q")
    assert "Bob est sorti(e) dans la manche 1 ? (Entrée = non) : non" in screen
    assert "Manche 1 corrigée :" in screen


def shown_by_play(screen: str) -> str:
    """The screen without what was typed after each question, as test_screen_widths
    reads it; here the line after an answer may start with À, É or ¿."""
    answers = sorted({a for a in play_answers().splitlines() if a}, key=len, reverse=True)
    after_answer = re.compile(
        "(.*?: )(" + "|".join(map(re.escape, answers)) + r")($|(?=[A-ZÀ-Ý¿✓✗!]))(.*)"
    )
    lines = []
    for line in screen.splitlines():
        typed = after_answer.fullmatch(line)
        lines += [typed[1], typed[4]] if typed else [line]
    return "\n".join(lines)


@pytest.mark.parametrize("language", ["fr", "es"])
def test_a_whole_evening_in_the_language_fits_60_and_80_columns(
    language: str, tmp_path: Path
) -> None:
    # The evening of test_screen_widths, seated as a 40-character and an accented name.
    def played(width: int) -> str:
        result = qs(
            "--db", str(tmp_path / f"{width}.sqlite3"), "play",
            input=play_answers(),
            env={"LANGUAGE": language, "COLUMNS": str(width), "LINES": "50"},
            terminal_width=max(min(width, 80) - 2, 50),
        )  # fmt: skip
        assert result.exit_code == 0, result.output
        return shown_by_play(result.output)

    wide = played(WIDE)
    for width in (60, 80):
        assert_fits(played(width), wide, width, PLAYERS, _names_lines(language))


def _names_lines(language: str) -> list[str]:
    """NAMES_LINES of test_screen_widths, in the language: the lines only a narrow screen
    has (its names said in full under the table)."""
    with speaking(language):
        said = " ".join(
            (
                _("Players, left to right: {names}.").format(names=", ".join(PLAYERS)),
                _("Names in full: {names}.").format(names=", ".join(PLAYERS)),
            )
        )
    return [*NAMES_LINES, *tokens(said)]


@pytest.mark.parametrize("language", ["fr", "es"])
def test_plays_help_in_the_language_fits_60_columns(language: str) -> None:
    def helped(width: int) -> str:
        result = qs(
            "--lang", language, "play", "--help",
            env={"COLUMNS": str(width)}, terminal_width=max(min(width, 80) - 2, 50),
        )  # fmt: skip
        assert result.exit_code == 0, result.output
        return result.output

    assert_fits(helped(60), helped(WIDE), 60)


def test_english_stays_the_language_when_none_is_asked_for() -> None:
    screen = play_in("en", *WHOLE_GAME[:4], "q")
    assert "Who deals round 1? (Enter = Ann): " in screen
    assert "Saved. Run quiddler-score play to carry on." in screen


# In a real terminal, as a French or Spanish computer has it ---------------------------


def without_typed(screen: str, answers: list[str]) -> str:
    """The screen without what was typed after each question (the words played among it)."""
    typed = sorted({a for a in answers if a}, key=len, reverse=True)
    after = re.compile("(.*?: )(" + "|".join(map(re.escape, typed)) + ")$")
    return "\n".join(
        (found[1] if (found := after.fullmatch(line)) else line) for line in screen.splitlines()
    )


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr_FR.UTF-8", "es_ES.UTF-8"])
def test_a_whole_game_in_a_terminal_speaks_the_language_of_lang_and_no_english(
    terminal: Terminal,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", lang)
    language = lang[:2]
    terminal.start(80)
    terminal.answer_each_question(list(WHOLE_GAME))
    assert terminal.exit_status() == 0
    screen = terminal.screen()
    said = " ".join(screen.split())
    for message in SAID[language]:
        assert " ".join(message.split()) in said, message
    assert_no_leaks(without_typed(screen, list(WHOLE_GAME)), language)

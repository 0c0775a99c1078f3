"""Every screen reads right at 60, 80 and 120 columns, with long and accented names.

Each screen is printed at the width under test and again so wide that nothing wraps;
screen_fit compares the two the way a person reads them: no line wider than the
terminal, no header or word cut short with "…" (a player's name shortened on purpose
is fine), no word broken inside, no wrapped line that loses its indent.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import qs
from click.testing import Result
from screen_fit import assert_fits, faults, tokens
from test_play import WHOLE_GAME

from quiddler_score.cli import cli

WIDTHS = (60, 80, 120, 200)
WIDE = 400  # nothing wraps: the screen as its words are meant to be read

# Ann, Bob and Cy of the sample game, seated as a long and an accented name: the
# sample's answers ("ann", "bob", "cy bob qat") still name them, by their start.
LONG = "Anna-Maria Évangéline Konstantinopoulous"  # 40 characters, the longest a name may be
ACCENTED = "Böb Ørsted"
PLAYERS = (LONG, ACCENTED, "Cy")
# Under a table whose names were shortened, the names are given in full.
NAMES_LINES = [
    *tokens(f"Players, left to right: Names in full: {', '.join(PLAYERS)}."),
    *(f"{word}{end}" for word in tokens(" ".join(PLAYERS)) for end in ",."),
]


def run(db: Path, columns: int, *args: str, given: str | None = None) -> Result:
    env = {"COLUMNS": str(columns), "QUIDDLER_DB": str(db), "LINES": "50"}
    # Click lays help out as wide as the terminal, at most 80 columns, less 2; CliRunner
    # would pin it at 80, so the width a terminal gives it is passed on.
    help_width = max(min(columns, 80) - 2, 50)
    # CliRunner catches what the command raises: qs fails the test on any but SystemExit.
    return qs(*args, env=env, input=given, terminal_width=help_width)


def screens(db: Path, *args: str, status: int = 0) -> Iterator[tuple[int, str, str]]:
    """The screen at each width under test, beside the same screen printed wide."""
    wide = run(db, WIDE, *args)
    assert wide.exit_code == status and wide.output.strip(), wide.output
    for width in WIDTHS:
        narrow = run(db, width, *args)
        assert narrow.exit_code == status, narrow.output
        yield width, narrow.output, wide.output


def play_answers() -> str:
    answers = list(WHOLE_GAME)
    answers[0] = ", ".join(PLAYERS)
    return "\n".join(answers) + "\n"


def without_answers(screen: str) -> str:
    """The screen as the program printed it, without what was typed after each question.

    What a person types runs on past the question and their terminal folds it as they
    type; the questions themselves must fit. CliRunner echoes an answer at the end of
    its question's line; in a terminal, an answer that reaches the last column makes
    tmux join the next line to it, so what follows the answer is a line of its own.
    """
    answers = sorted({a for a in play_answers().splitlines() if a}, key=len, reverse=True)
    after_answer = re.compile(
        "(.*?: )(" + "|".join(map(re.escape, answers)) + r")($|(?=[A-Z✓✗!]))(.*)"
    )
    lines = []
    for line in screen.splitlines():
        typed = after_answer.fullmatch(line)
        lines += [typed[1], typed[4]] if typed else [line]
    return "\n".join(lines)


@pytest.fixture(scope="module")
def evening(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database holding the sample evening played to the end under long names."""
    db = tmp_path_factory.mktemp("evening") / "games.sqlite3"
    result = run(db, WIDE, "play", given=play_answers())
    assert result.exit_code == 0, result.output
    return db


def test_the_whole_evening_of_play_fits_every_width(tmp_path: Path) -> None:
    for width in WIDTHS:
        narrow = run(tmp_path / f"{width}.sqlite3", width, "play", given=play_answers())
        wide = run(tmp_path / f"wide{width}.sqlite3", WIDE, "play", given=play_answers())
        assert narrow.exit_code == wide.exit_code == 0, narrow.output
        assert "Anna-Maria" in narrow.output and ACCENTED in narrow.output
        screen, wide_screen = without_answers(narrow.output), without_answers(wide.output)
        assert_fits(screen, wide_screen, width, PLAYERS, NAMES_LINES)


@pytest.mark.parametrize(
    "command",
    [
        "board",
        "board --rounds",
        "board --best",
        "history",
        "games",
        "stats",
        "stats anna",
        "check --explain qat zzxq (qu)een paris",
        "dictionaries",
        "best a b c (qu) e e n s t",
    ],
)
def test_each_command_fits_every_width(evening: Path, command: str) -> None:
    status = 1 if command.startswith("check") else 0  # check: 1 when a word is not acceptable
    for width, narrow, wide in screens(evening, *command.split(), status=status):
        assert_fits(narrow, wide, width, PLAYERS, NAMES_LINES)


def command_paths() -> list[list[str]]:
    paths = [[]]
    paths += [[name] for name in cli.list_commands(None)]  # type: ignore[arg-type]
    return paths


@pytest.mark.parametrize("path", command_paths(), ids=lambda p: " ".join(p) or "quiddler-score")
def test_every_help_fits_every_width(tmp_path: Path, path: list[str]) -> None:
    for width, narrow, wide in screens(tmp_path / "none.sqlite3", *path, "--help"):
        assert_fits(narrow, wide, width, extra=click_shortened(narrow, wide))


def click_shortened(narrow: str, wide: str) -> list[str]:
    """The command list's one-line summaries that click cuts to fit, ending in "...".

    Click ends a summary with "..." where the width runs out: such a piece is fine when
    the wide screen has the whole word it starts.
    """
    whole = set(tokens(wide))
    return [
        token
        for token in tokens(narrow)
        if token.endswith("...") and any(word.startswith(token.rstrip(".,;:")) for word in whole)
    ]


def test_each_fault_a_person_would_see_is_one_the_checker_sees() -> None:
    # Seeded faults: rich squeezing a header to "unu…", a word folded inside
    # ("hun" "spell"), a note whose wrapped line loses its indent, a line too wide.
    wide = "  player  unused  words\nhunspell is installed\n  a note that wraps here\n"
    narrow = "  player  unu…  words\nhun\nspell is installed\n  a note that\nwraps here\n"
    found = faults(narrow, wide, 18, ("player",))
    assert found["too wide"] == ["  player  unu…  words"]
    assert found["cut"] == ["unu…"]
    assert found["broken"] == ["hun", "spell"]
    assert found["lost indent"] == ["wraps here"]
    # The same screen laid out right has none of them.
    right = "  player  unused\n  words\nhunspell is\ninstalled\n  a note that\n    wraps here\n"
    assert not any(faults(right, wide, 18, ("player",)).values())


EIGHT = (
    "Alexandrina Évangéline",
    "Bartholomew",
    "Christabel",
    "Dominique-Anne",
    "Evangeline",
    "Fitzgerald",
    "Gwendolyn Ørsted",
    "Henrietta",
)


@pytest.fixture(scope="module")
def eight_players(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two rounds of eight players, a word, a challenge and a struck word among them."""
    db = tmp_path_factory.mktemp("eight") / "games.sqlite3"
    steps = [["new", *EIGHT], ["record", "alex", "cat"], ["record", "bart", "ox", "-u", "e"]]
    steps += [["record", name, "-u", "a e i"] for name in EIGHT[2:]]
    steps += [["challenge", "chris", "alex", "cat"]]
    steps += [["record", name, "-u", "a e i o"] for name in EIGHT[:-1]]
    steps += [["record", EIGHT[-1], "zzxq"], ["challenge", "bart", "henri", "zzxq"]]
    for step in steps:
        result = run(db, WIDE, *step)
        assert result.exit_code == 0, f"{step}: {result.output}"
    return db


@pytest.mark.parametrize("command", ["board", "board --rounds", "board --best"])
def test_eight_players_fit_every_width(eight_players: Path, command: str) -> None:
    names_lines = tokens(f"Players, left to right: {', '.join(EIGHT)}.")
    for width, narrow, wide in screens(eight_players, *command.split()):
        assert_fits(narrow, wide, width, EIGHT, names_lines)


@pytest.fixture(scope="module")
def eight_people(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Seven finished games of two: the first of EIGHT against each of the others."""
    db = tmp_path_factory.mktemp("people") / "games.sqlite3"
    for other in EIGHT[1:]:
        assert run(db, WIDE, "new", EIGHT[0], other).exit_code == 0
        for number in range(1, 9):
            for player in (EIGHT[0], other):
                unused = " ".join(("aeio" * 3)[: number + 2])
                result = run(db, WIDE, "record", player, "--unused", unused)
                assert result.exit_code == 0, result.output
    return db


@pytest.mark.parametrize("command", ["stats", "stats alex", "games"])
def test_stats_of_eight_people_fit_every_width(eight_people: Path, command: str) -> None:
    # The names in full, in the order of the table's rows: any may end in "," or ".".
    names_lines = [*tokens("Names in full:"), *tokens(" ".join(EIGHT))]
    names_lines += [word + end for word in tokens(" ".join(EIGHT)) for end in ",."]
    for width, narrow, wide in screens(eight_people, *command.split()):
        assert_fits(narrow, wide, width, EIGHT, names_lines)

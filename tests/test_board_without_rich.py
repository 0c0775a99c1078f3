"""The board written without rich is what rich prints.

present/screen.py lays the board, its legend and its chart out as rich would, so that
``board`` need not import rich (a third of its start). Where the output is plain the
two must match character for character; on a terminal, every character must show in
the same bold, dim, italic and colour. Where the layout would take rich's own choices
(a table rich squeezes, a word rich folds, a character rich may count two cells wide)
the screen goes to rich. Each screen here is printed both ways, over names, titles,
widths and encodings drawn by Hypothesis.
"""

from __future__ import annotations

import io
import re
from importlib.resources import files
from typing import Any

import pytest
from builders import filler_rounds, judge_by_list, scored, table
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from quiddler_score.engine.errors import GameError
from quiddler_score.engine.players import fold_name
from quiddler_score.engine.scoring import Scoreboard, score_game
from quiddler_score.engine.transcript import load_toml, transcript_from_data
from quiddler_score.present.board import standings
from quiddler_score.present.console import LinesEndingInText, make_console, print_screen
from quiddler_score.present.screen import SINGLE_CELL, Grid, Line, lines_of

DEMO = load_toml(files("quiddler_score").joinpath("demo.toml").read_text("utf-8"))
DEMO_PLAYERS = ("Ann", "Bob", "Cy", "Dee")
LONG = "Anna-Maria Évangéline Konstantinopoulous"  # the longest a name may be: 40
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


def _renamed(value: Any, names: dict[str, str]) -> Any:
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, list):
        return [_renamed(item, names) for item in value]
    if isinstance(value, dict):
        return {names.get(key, key): _renamed(item, names) for key, item in value.items()}
    return value


def demo_board(players: tuple[str, ...], rounds: int) -> Scoreboard:
    """The first ``rounds`` rounds of the demo game night, its four players renamed."""
    data = _renamed(DEMO, dict(zip(DEMO_PLAYERS, players, strict=True)))
    data["rounds"] = data["rounds"][:rounds]
    transcript = transcript_from_data(data)
    # PARIS is struck: a word struck and a challenge lost are on the board.
    return score_game(transcript.table, transcript.rounds, judge=judge_by_list("paris"))


class Output(io.StringIO):
    """Standard output as a file of some encoding, a terminal or not."""

    def __init__(self, encoding: str = "utf-8", terminal: bool = False) -> None:
        super().__init__()
        self._encoding = encoding
        self.terminal = terminal

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return self._encoding

    def isatty(self) -> bool:
        return self.terminal


def rich_prints(parts: list[Any], width: int, terminal: bool, encoding: str = "utf-8") -> str:
    """What rich prints: to a terminal as it is, elsewhere each line without the spaces
    that pad it, as make_console writes to a standard output that is not a terminal."""
    colours = {"force_terminal": True, "color_system": "standard"} if terminal else {}
    file = Output(encoding) if terminal else LinesEndingInText(Output(encoding))
    console = make_console(width=width, file=file, **colours)
    for part in parts:
        console.print(part)
    return str(console.file.getvalue())


def printed(
    parts: list[Any], width: int, terminal: bool, monkeypatch: pytest.MonkeyPatch, encoding: str
) -> str:
    """What print_screen writes to standard output of that width and encoding."""
    output = Output(encoding, terminal)
    monkeypatch.setattr("sys.stdout", output)
    monkeypatch.setenv("COLUMNS", str(width))
    monkeypatch.setenv("TERM", "xterm-256color")
    print_screen(*parts)
    return output.getvalue()


SGR = re.compile(r"\x1b\[([0-9;]*)m")


def looks(text: str) -> list[list[tuple[str, frozenset[str]]]]:
    """Each line as a person sees it: each character with the styles it shows in (a
    space shows none of bold, dim, italic or colour)."""
    lines: list[list[tuple[str, frozenset[str]]]] = [[]]
    codes: set[str] = set()
    position = 0
    for sequence in SGR.finditer(text + "\x1b[0m"):
        for character in text[position : sequence.start()]:
            if character == "\n":
                lines.append([])
            else:
                lines[-1].append((character, frozenset(codes if character != " " else ())))
        for code in sequence.group(1).split(";"):
            codes = set() if code in ("", "0") else codes | {code}
        position = sequence.end()
    return lines


def screen(board: Scoreboard, title: str | None, waiting: str | None) -> list[Any]:
    """What ``board`` prints: the standings, then who the round still needs."""
    return [standings(board, title), *([Line(waiting)] if waiting else [])]


# Names as people type them: letters, accents, spaces, signs that look like rich's
# markup, the board's own marks; now and then a character rich measures itself.
PLAIN_CHARACTERS = [*"abcdefghijklmnopqrstuvwxyz", *"ABCDEZ", *"éÉøØöüßñ", *"  -'.[]/:()★"]
plain_names = st.text(st.sampled_from(PLAIN_CHARACTERS), min_size=1, max_size=40)
odd_names = st.text(st.sampled_from([*PLAIN_CHARACTERS, "李", "\u0301"]), min_size=1, max_size=40)
names = st.one_of(plain_names, plain_names, odd_names).map(str.strip).filter(fold_name)
titles = st.one_of(st.none(), st.text(st.sampled_from(PLAIN_CHARACTERS), max_size=90))


@st.composite
def boards(draw: st.DrawFn) -> Scoreboard:
    """The demo game night under four drawn names, or up to three rounds of 2 to 8."""
    demo = draw(st.booleans())
    seats = (4, 4) if demo else (2, 8)
    players = tuple(
        draw(st.lists(names, min_size=seats[0], max_size=seats[1], unique_by=fold_name))
    )
    rounds = draw(st.integers(0, 8 if demo else 3))
    try:
        if demo:
            return demo_board(players, rounds)
        return scored(table(*players), *filler_rounds(players, rounds))
    except GameError:  # names the table refuses: the same name twice, say
        assume(False)
        raise


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    board=boards(),
    title=titles,
    waiting=st.one_of(st.none(), names.map(lambda name: f"Round 4 still needs: {name}.")),
    width=st.integers(30, 200),
    encoding=st.sampled_from(["utf-8", "latin-1"]),
)
def test_the_board_reads_as_rich_prints_it(
    monkeypatch: pytest.MonkeyPatch,
    board: Scoreboard,
    title: str | None,
    waiting: str | None,
    width: int,
    encoding: str,
) -> None:
    parts = screen(board, title, waiting)
    plain = printed(parts, width, False, monkeypatch, encoding)
    assert plain == rich_prints(parts, width, False, encoding)
    styled = printed(parts, width, True, monkeypatch, encoding)
    assert looks(styled) == looks(rich_prints(parts, width, True, encoding))


@pytest.mark.parametrize("width", [60, 80, 120, 200])
@pytest.mark.parametrize(
    "players",
    [DEMO_PLAYERS, (LONG, "Böb Ørsted", "Cy", "Zoë"), EIGHT],
    ids=["demo", "long names", "eight players"],
)
def test_an_everyday_board_is_laid_out_without_rich(width: int, players: tuple[str, ...]) -> None:
    # Four players play the demo's eight rounds; eight play three rounds of vowels.
    if len(players) == 4:
        board = demo_board(players, 8)
    else:
        board = scored(table(*players), *filler_rounds(players, 3))
    parts = screen(board, " vs ".join(players), f"Round 4 still needs: {players[0]}.")
    assert lines_of(parts, width, ascii_only=False) is not None


@pytest.mark.parametrize(
    ("players", "width", "why"),
    [
        (("李小龍", "Bob", "Cy", "Dee"), 120, "a character rich measures two cells wide"),
        (("Ann", "Bob", "Cy", "Dee"), 30, "a table rich squeezes into the width"),
        ((LONG, "Bob", "Cy", "Dee"), 40, "a name longer than the chart's line"),
    ],
)
def test_a_board_only_rich_can_lay_out_goes_to_rich(
    monkeypatch: pytest.MonkeyPatch, players: tuple[str, ...], width: int, why: str
) -> None:
    parts = screen(demo_board(players, 8), "Friday", None)
    assert lines_of(parts, width, ascii_only=False) is None, why
    # ... and rich prints it, styles and all.
    assert looks(printed(parts, width, True, monkeypatch, "utf-8")) == looks(
        rich_prints(parts, width, True)
    )


@pytest.mark.parametrize("padding", [0, 1])
@pytest.mark.parametrize("box", ["ROUNDED", "SIMPLE_HEAD", None])
def test_a_table_laid_out_without_rich_is_the_table_rich_draws(
    monkeypatch: pytest.MonkeyPatch, box: str | None, padding: int
) -> None:
    # Headers over two lines sit at the bottom of their row, cells over two lines
    # leave the others' second line blank, and a line is drawn under a section.
    grid = Grid(title="A title wider than the table it is over", box=box, padding=padding)
    grid.add_column("round", justify="right")
    grid.add_column("words −\nunused", header_style="green")
    grid.add_column("Ann", justify="right", header_style="bold green")
    grid.add_row("1 (3)", Line(("CAT ", "bold"), ("OX", "red")), Line("+17\n17 ★↑", style="yellow"))
    grid.add_row("2 (4)", "", Line("-2 10"))
    grid.add_section()
    grid.add_row("total", "", Line("66", style="bold green"))
    for width in (30, 80):
        plain = printed([grid], width, False, monkeypatch, "utf-8")
        assert plain == rich_prints([grid], width, False)
        assert looks(printed([grid], width, True, monkeypatch, "utf-8")) == looks(
            rich_prints([grid], width, True)
        )
    assert lines_of([grid], 30, ascii_only=False) is not None  # not left to rich


def test_a_style_rich_alone_knows_is_left_to_rich(monkeypatch: pytest.MonkeyPatch) -> None:
    underlined = Line("Ann", style="underline")
    assert printed([underlined], 80, True, monkeypatch, "utf-8") == "\x1b[4mAnn\x1b[0m\n"


def test_styles_show_on_a_terminal_only_and_no_color_keeps_bold(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    total = Line("66", style="bold green")
    assert printed([total], 80, False, monkeypatch, "utf-8") == "66\n"
    assert printed([total], 80, True, monkeypatch, "utf-8") == "\x1b[1;32m66\x1b[0m\n"
    monkeypatch.setenv("NO_COLOR", "1")
    assert printed([total], 80, True, monkeypatch, "utf-8") == "\x1b[1m66\x1b[0m\n"


def test_every_character_laid_out_without_rich_is_one_cell_wide_to_rich() -> None:
    from rich._unicode_data._versions import VERSIONS
    from rich.cells import get_character_cell_size

    for version in VERSIONS:
        wider = [c for c in SINGLE_CELL if get_character_cell_size(c, version) != 1]
        assert wider == [], version

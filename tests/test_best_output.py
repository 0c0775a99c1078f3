"""``best`` writes its lines itself where it can, byte for byte as rich writes them.

The reference is rich, printing each line as ``best`` printed them before: a bold label
and the text, through the console every command uses. Checked plain and on a terminal,
at widths where every line fits and where rich must wrap (then rich prints them), with
a dumb terminal and with NO_COLOR.
"""

from __future__ import annotations

import io
import sys

import pytest
from rich.text import Text

from quiddler_score.cli.best_command import print_labelled
from quiddler_score.present.console import LinesEndingInText, make_console

LINES = [
    ("best", "(QU)A 21 + ZIT 19 + EX 14 + NO 7 − (TH) 9 = 52, unused: (TH)"),
    ("discard", "(ER)"),
    ("going out", "not possible"),
    ("longest word", "(QU)ANTIZE, 9 letters"),
    ("most words", "(ER)K 15 + AX 14 + F(IN) 13 + PE 8 + ID 7 = 57, unused: none, discard T"),
]

LONGEST = max(len(f"{label}: {text}") for label, text in LINES)


def rich_reference(terminal: bool, lines: list[tuple[str, str]] = LINES) -> str:
    buffer = io.StringIO()
    file = buffer if terminal else LinesEndingInText(buffer)
    console = make_console(file=file, force_terminal=terminal)
    for label, text in lines:
        console.print(Text.assemble((f"{label}: ", "bold"), text))
    return buffer.getvalue()


@pytest.mark.parametrize("columns", ["120", str(LONGEST), str(LONGEST - 1), "40"])
@pytest.mark.parametrize("terminal", [False, True], ids=["plain", "terminal"])
@pytest.mark.parametrize("term", ["xterm-256color", "dumb"])
@pytest.mark.parametrize("no_color", [False, True], ids=["colour", "NO_COLOR"])
def test_best_lines_are_written_as_rich_writes_them(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    columns: str,
    terminal: bool,
    term: str,
    no_color: bool,
) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    monkeypatch.setenv("TERM", term)
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    expected = rich_reference(terminal)
    monkeypatch.setattr(sys.stdout, "isatty", lambda: terminal)
    print_labelled(LINES)
    assert capsys.readouterr().out == expected


def test_the_labels_are_bold_on_a_terminal_and_lines_wrap_where_they_must(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    print_labelled(LINES)
    wide = capsys.readouterr().out
    assert wide.startswith("\x1b[1mbest: \x1b[0m(QU)A 21")
    assert len(wide.splitlines()) == len(LINES)
    monkeypatch.setenv("COLUMNS", "40")
    print_labelled(LINES)
    assert len(capsys.readouterr().out.splitlines()) > len(LINES)


@pytest.mark.parametrize("terminal", [False, True], ids=["plain", "terminal"])
def test_best_lines_wrap_as_rich_wraps_them_at_every_width(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], terminal: bool
) -> None:
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setattr(sys.stdout, "isatty", lambda: terminal)
    spaced = [("best", "A 2 +  B 2   = 4, unused:   none  "), ("most words", "X" * 30 + " 9")]
    for lines in (LINES, spaced):
        for width in range(4, LONGEST + 3):
            monkeypatch.setenv("COLUMNS", str(width))
            expected = rich_reference(terminal, lines)
            print_labelled(lines)
            assert capsys.readouterr().out == expected, width


def test_rich_is_left_out_where_the_lines_are_written_directly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    written: list[str] = []
    monkeypatch.setattr(sys.stdout, "write", written.append)
    monkeypatch.setattr("quiddler_score.present.console.make_console", None)
    for width in ("120", "60", "45"):
        monkeypatch.setenv("COLUMNS", width)
        print_labelled(LINES)
    assert len(written) == 3

"""``best`` prints its lines through rich: a bold label and the text, wrapped between
words where the terminal is narrower than a line, piped without trailing spaces."""

from __future__ import annotations

import sys

import pytest

from quiddler_score.cli.commands.best import print_labelled

LINES = [
    ("best", "(QU)A 21 + ZIT 19 + EX 14 + NO 7 − (TH) 9 = 52, unused: (TH)"),
    ("discard", "(ER)"),
    ("going out", "not possible"),
    ("longest word", "(QU)ANTIZE, 9 letters"),
    ("most words", "(ER)K 15 + AX 14 + F(IN) 13 + PE 8 + ID 7 = 57, unused: none, discard T"),
]


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


def test_piped_lines_are_plain_and_wrap_between_words(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys.stdout, "isatty", lambda: False)
    monkeypatch.setenv("COLUMNS", "40")
    print_labelled(LINES)
    out = capsys.readouterr().out
    assert "\x1b" not in out
    assert all(len(line) <= 40 and line == line.rstrip() for line in out.splitlines())
    assert out.splitlines()[:2] == [
        "best: (QU)A 21 + ZIT 19 + EX 14 + NO 7 −",
        "(TH) 9 = 52, unused: (TH)",
    ]
    assert " ".join(out.split()) == " ".join(f"{label}: {text}" for label, text in LINES)

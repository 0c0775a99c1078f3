"""Plain lines wrapped to the terminal between words, never inside one (cli/echo.py)."""

from __future__ import annotations

import pytest

from quiddler_score.cli.echo import wrapped

LONG = (
    "The scorekeeper typed a misspelt name, and the dictionary would be consulted "
    "before the hunspell-en-gb package at /usr/share/hunspell/en_GB.dic could be "
    "found; nobody expected a word such as antidisestablishmentarianism to be played."
)


def assert_fits(output: str, columns: int, words: str) -> None:
    """No line wider than ``columns``, and every word of ``words`` arrives whole."""
    lines = output.splitlines()
    assert all(len(line) <= columns for line in lines), [len(line) for line in lines]
    shown = output.split()
    for word in words.split():
        assert word in shown, word


@pytest.mark.parametrize("columns", [80, 60, 120])
def test_wrapped_text_breaks_between_words_only(columns: int) -> None:
    text = wrapped(LONG, "    ", width=columns)
    assert_fits(text, columns, LONG)
    assert text.split() == LONG.split()
    first, *rest = text.splitlines()
    assert rest and all(line.startswith("    ") for line in rest)
    assert not first.startswith(" ")


def test_wrapped_keeps_short_lines_and_each_lines_own_indent() -> None:
    assert wrapped("  a  b", width=80) == "  a  b"
    text = wrapped(f"first\n  {LONG}", "", width=80)
    lines = text.splitlines()
    assert lines[0] == "first" and all(line.startswith("  ") for line in lines[1:])
    assert wrapped("", width=80) == ""


def test_wrapping_follows_the_columns_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    from quiddler_score.cli.echo import terminal_width

    assert terminal_width() == 120  # the test fixture's COLUMNS
    monkeypatch.setenv("COLUMNS", "80")
    assert terminal_width() == 80
    assert max(len(line) for line in wrapped(LONG).splitlines()) <= 80

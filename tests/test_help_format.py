"""Help that fits the terminal: click rewraps ordinary paragraphs, the formatter wraps the
lines of a ``\\b`` paragraph that click would print as written."""

from __future__ import annotations

import click

from quiddler_score.cli.help_format import FittedHelpFormatter


def written(text: str, width: int) -> str:
    formatter = FittedHelpFormatter(width=width)
    formatter.write_text(text)
    return formatter.getvalue()


def written_by_click(text: str, width: int) -> str:
    formatter = click.HelpFormatter(width=width)
    formatter.write_text(text)
    return formatter.getvalue()


def test_a_kept_line_too_wide_is_wrapped_between_words_and_indented() -> None:
    # 47 characters in 40 columns: the words that do not fit go on, indented, below.
    text = "\b\nclamp: whether a total may go below zero or not"
    assert written(text, 40).splitlines() == [
        "clamp: whether a total may go below zero",
        "  or not",
    ]
    # Click alone prints the kept line as written, wider than the terminal.
    assert len(written_by_click(text, 40).splitlines()[0]) == 47


def test_a_kept_paragraph_that_fits_keeps_its_lines_as_written() -> None:
    text = "\b\nstandard\nlarge\nfamily"
    assert [line.strip() for line in written(text, 80).splitlines()] == [
        "standard",
        "large",
        "family",
    ]

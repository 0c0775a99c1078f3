"""Plain lines that fit the terminal: wrapped between words, never inside one.

A terminal that is narrower than a line folds it at its last column, wherever that
falls ("d" on one line, "ictionary" on the next). :func:`say_wrapped` wraps first, at
spaces only, so that every word (a path, a package name, a hyphenated word) arrives
whole; the lines after the first are indented so that the wrapped text reads as one.
"""

from __future__ import annotations

import os
import sys

import click

from quiddler_score.engine.shown_text import printable
from quiddler_score.language import _
from quiddler_score.present.spoken import plain_wanted, spoken
from quiddler_score.present.widths import laid_out_width

# The width when there is no terminal to ask, as for shutil.get_terminal_size.
FALLBACK_COLUMNS = 80


def terminal_width() -> int:
    """The terminal's width in columns: COLUMNS when it is set, else the terminal's, else 80.

    The columns of shutil.get_terminal_size, read as it reads them, without importing
    shutil (and with it bz2 and lzma) into every command that prints a line.
    """
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        columns = _terminal_columns() or FALLBACK_COLUMNS
    return laid_out_width(columns)


def _terminal_columns() -> int:
    """The width of the terminal standard output is, or 0 when it is none."""
    stdout = sys.__stdout__
    if stdout is None:
        return 0
    try:
        return os.get_terminal_size(stdout.fileno()).columns
    except (AttributeError, ValueError, OSError):  # closed, detached or not a terminal
        return 0


def wrapped(text: str, indent: str = "  ", width: int | None = None) -> str:
    """``text`` wrapped to ``width`` (the terminal's by default), line by line.

    Each line of ``text`` is wrapped on its own and keeps its own leading spaces; its
    continuation lines have those spaces and ``indent`` more. Spaces inside a line are
    kept, breaks fall only at spaces, and a word longer than the width stays whole.
    """
    columns = terminal_width() if width is None else laid_out_width(width)
    out: list[str] = []
    for line in text.splitlines() or [""]:
        body = line.lstrip(" ")
        lead = line[: len(line) - len(body)]
        if len(line) <= columns or not body:
            out.append(line.rstrip())
            continue
        import textwrap  # only for a line too long for the terminal

        out.extend(
            textwrap.wrap(
                body,
                width=columns,
                initial_indent=lead,
                subsequent_indent=(lead + indent)[: columns // 2],
                break_long_words=False,
                break_on_hyphens=False,
            )
        )
    return "\n".join(out)


def shown(text: str, *, lines: bool = True) -> str:
    """``text`` as it is printed: control characters by their codes, and in plain mode
    (see present/spoken.py) each mark and symbol as its words."""
    text = printable(text, lines=lines)
    return spoken(text) if plain_wanted() else text


def say(text: str) -> None:
    """Print ``text`` as it is, its control and format characters shown by their codes."""
    click.echo(shown(text))


def say_wrapped(text: str, indent: str = "  ", *, err: bool = False) -> None:
    """Print ``text`` wrapped to the terminal (see :func:`wrapped`), to stderr if ``err``."""
    click.echo(wrapped(shown(text), indent), err=err)


def prompt_text(question: str) -> str:
    """``question`` wrapped so that, with click's ": " after it, no line outgrows the terminal."""
    # Wrapped with its colon, one column short for the space after it; the colon is click's.
    return wrapped(shown(f"{question}:", lines=False), width=terminal_width() - 1)[:-1]


# The answers to a yes/no question, English first; French and Spanish say theirs too.
_YES_NO = {
    **{"y": True, "yes": True, "n": False, "no": False},
    **{"o": True, "oui": True, "non": False, "s": True, "si": True, "sí": True},
}


def yes_or_no(typed: str, default: bool | None) -> bool | None:
    """What is typed at a yes/no question means (Enter: ``default``); None: neither."""
    return {**_YES_NO, "": default}.get(typed.strip().casefold())


def confirmed(question: str) -> bool:
    """Asked until answered yes or no, in English, French or Spanish; Enter is no.

    click's confirm takes only y and n, whatever the language its question is in.
    """
    # Translators: the answers a yes/no question takes, no when Enter is pressed: "y/N"
    # (French "o/N", Spanish "s/N").
    asked = prompt_text("{question} [{answers}]".format(question=question, answers=_("y/N")))
    while True:
        answer = yes_or_no(click.prompt(asked, default="", show_default=False), default=False)
        if answer is not None:
            return answer
        say(_("answer y (yes) or n (no)"))

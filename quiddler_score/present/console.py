"""The rich console every command prints through, and screens written without it."""

from __future__ import annotations

import os
import sys
from functools import cache
from typing import Any

# Narrower than this a screen is laid out, and a line wrapped, as if it were this wide.
NARROWEST = 30
# Wider than this a screen is laid out as if it were this wide: COLUMNS=99999999 would
# otherwise pad every line of a table to a hundred million spaces.
WIDEST = 500


def laid_out_width(columns: int) -> int:
    """The width a screen is laid out for, and plain lines wrapped to, on ``columns``."""
    return min(max(NARROWEST, columns), WIDEST)


def make_console(**options: Any) -> Any:
    """A rich console that never reads text as markup or as emoji codes.

    Player names, game names and words are free text: a name such as ``[/bold]``,
    ``Ann [host]`` or ``:fire:`` must be shown as typed, not taken for rich's markup.
    """
    if "file" not in options and direct_styling() is False:
        options["file"] = LinesEndingInText(sys.stdout)
    console = _shown_console()(markup=False, emoji=False, **options)
    if "width" not in options:
        # COLUMNS=0 or a sliver of a window: lay out for 30; a width of thousands: 500.
        console.width = laid_out_width(console.width)
    return console


@cache
def _shown_console() -> type:
    """rich's Console, showing text from people and files, never obeying it: an escape
    code in a name or a note is written as its code (see engine/shown_text.py)."""
    from rich.console import Console
    from rich.text import Text

    from quiddler_score.engine.shown_text import printable

    class ShownConsole(Console):
        def render_str(self, text: str, **how: Any) -> Text:
            return super().render_str(printable(text, lines=True), **how)

    return ShownConsole


class LinesEndingInText:
    """Standard output for rich where it is not a terminal: each line without the spaces
    that pad it to the table's width, so that it pastes cleanly into a chat or a file."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream
        self.spaces = ""  # at the end of what was written so far: kept until text follows

    def write(self, text: str) -> int:
        lines = (self.spaces + text).split("\n")
        last = lines.pop()
        body = last.rstrip(" ")
        self.spaces = last[len(body) :]
        self.stream.write("\n".join([*(line.rstrip(" ") for line in lines), body]))
        return len(text)

    def flush(self) -> None:
        self.stream.flush()

    def isatty(self) -> bool:
        return False

    def __getattr__(self, name: str) -> Any:  # encoding, fileno, errors: the stream's
        return getattr(self.stream, name)


def direct_styling() -> bool | None:
    """True for a terminal rich would write styles to, False for plain output, None when
    only rich can tell (it reads the environment, the platform and the terminal)."""
    environ = os.environ
    if sys.platform == "win32" or "FORCE_COLOR" in environ or "TTY_COMPATIBLE" in environ:
        return None
    isatty = getattr(sys.stdout, "isatty", None)
    try:
        terminal = bool(isatty()) if isatty is not None else False
    except ValueError:  # closed
        return None
    if terminal and environ.get("TERM", "").lower() in ("dumb", "unknown"):
        return None
    return terminal


def rich_width() -> int | None:
    """The width the console of :func:`make_console` lays out for: rich's (COLUMNS, else
    the width of the terminal on standard input, output or error, else 80), and never
    under the narrowest width laid out for. None when those terminals differ: rich
    versions differ on which of them they ask."""
    columns = os.environ.get("COLUMNS")
    if columns is not None and columns.isdigit():
        return laid_out_width(int(columns))
    widths = set()
    for descriptor in (0, 1, 2):
        try:
            widths.add(os.get_terminal_size(descriptor).columns or 80)
        except (AttributeError, ValueError, OSError):
            continue
    if len(widths) > 1:
        return None
    return laid_out_width(widths.pop() if widths else 80)


def print_screen(*parts: Any) -> None:
    """Print each part under the last, as ``make_console().print`` prints each.

    Where the output is plain or an ordinary terminal's and every part can lay itself
    out (see :mod:`quiddler_score.present.screen`), the lines are written directly and
    rich is not imported; everywhere else rich prints them.
    """
    from quiddler_score.present.screen import lines_of, written

    styled, width = direct_styling(), rich_width()
    if styled is not None and width is not None:
        encoding = (getattr(sys.stdout, "encoding", None) or "utf-8").lower()
        lines = lines_of(parts, width, ascii_only=not encoding.startswith("utf"))
        # NO_COLOR takes the colours away and leaves bold, dim and italics, as in rich.
        colour = os.environ.get("NO_COLOR", "") == ""
        text = written(lines, styled, colour) if lines is not None else None
        if text is not None:
            sys.stdout.write(text)
            sys.stdout.flush()
            return
    console = make_console()
    for part in parts:
        console.print(part)

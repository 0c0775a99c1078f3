"""The rich console every command prints through."""

from __future__ import annotations

import sys
from typing import IO, Any, cast

from rich.console import Console
from rich.text import Text

from quiddler_score.engine.shown_text import printable
from quiddler_score.present.widths import laid_out_width


class ShownConsole(Console):
    """rich's Console, showing text from people and files, never obeying it: an escape
    code in a name or a note is written as its code (see engine/shown_text.py)."""

    def render_str(self, text: str, **how: Any) -> Text:
        return super().render_str(printable(text, lines=True), **how)


def make_console(**options: Any) -> Console:
    """A rich console that never reads text as markup or as emoji codes.

    Player names, game names and words are free text: a name such as ``[/bold]``,
    ``Ann [host]`` or ``:fire:`` must be shown as typed, not taken for rich's markup.
    Where standard output is not a terminal, its lines end where their text does.
    """
    console = ShownConsole(markup=False, emoji=False, **options)
    if "file" not in options and not console.is_terminal:
        console.file = cast(IO[str], LinesEndingInText(sys.stdout))
    if "width" not in options:
        # COLUMNS=0 or a sliver of a window: lay out for 30; a width of thousands: 500.
        console.width = laid_out_width(console.width)
    return console


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


def print_screen(*parts: Any) -> None:
    """Print each part under the last, through one console."""
    console = make_console()
    for part in parts:
        console.print(part)

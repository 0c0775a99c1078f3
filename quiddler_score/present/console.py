"""The rich console every command prints through."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from typing import IO, Any, cast

from rich.console import Console, Group
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from quiddler_score.engine.shown_text import printable
from quiddler_score.language import _
from quiddler_score.present.fit import UNLIMITED, Fitted
from quiddler_score.present.spoken import plain_wanted, spoken
from quiddler_score.present.widths import laid_out_width


class ShownConsole(Console):
    """rich's Console, showing text from people and files, never obeying it: an escape
    code in a name or a note is written as its code (see engine/shown_text.py)."""

    def render_str(self, text: str, **how: Any) -> Text:
        return super().render_str(printable(text, lines=True), **how)


class Saying:
    """A screen laid out for the eye, and the same facts as sentences for plain mode."""

    def __init__(self, shown: Any, sentences: Callable[[], list[str]]) -> None:
        self.shown = shown
        self.sentences = sentences

    def __rich__(self) -> Any:
        return self.shown


def said(renderable: Any) -> Iterator[str]:
    """The lines of text that say ``renderable``: a screen's sentences, a table's rows."""
    if isinstance(renderable, Saying):
        yield from renderable.sentences()
    elif isinstance(renderable, Group):
        for part in renderable.renderables:
            yield from said(part)
    elif isinstance(renderable, Fitted):  # the most generous layout: every name in full
        layout = next(iter(renderable.layouts(UNLIMITED)), None)
        if layout is not None:
            for part in (layout.measured, *layout.below):
                yield from said(part)
    elif isinstance(renderable, Padding):
        yield from said(renderable.renderable)
    elif isinstance(renderable, Table):
        yield from _rows(renderable)
    elif isinstance(renderable, Text):
        yield renderable.plain
    elif hasattr(renderable, "__rich__"):
        yield from said(renderable.__rich__())
    else:
        yield str(renderable)


def _rows(table: Table) -> Iterator[str]:
    """A table as its title, then a sentence a row: "header: cell, header: cell."."""
    if table.title:
        yield _one_line(table.title)
    headers = [_header(_one_line(column.header)) for column in table.columns]
    cells = [[_one_line(cell) for cell in column.cells] for column in table.columns]
    for row in zip(*cells, strict=True):
        if not table.show_header:
            yield " ".join(cell for cell in row if cell)
            continue
        # Translators: a table's cell said in plain mode after its column's header, "round: 3".
        said_cell = _("{header}: {cell}")
        parts = [
            said_cell.format(header=h, cell=cell) if h else cell
            for h, cell in zip(headers, row, strict=True)
            if cell
        ]
        if parts:
            yield ", ".join(parts) + "."
    if table.title or table.rows:
        yield ""


def _header(header: str) -> str:
    """A column's header as said: a bonus's mark heads a count of that bonus."""
    if header == "#":
        # Translators: the header "#" (a row's number) said in plain mode.
        return _("number")
    if len(header) == 1 and header in "★▲":
        # Translators: the header of a count of bonuses won, "longest word bonuses".
        return _("{bonus} bonuses").format(bonus=spoken(header))
    return header


def _one_line(cell: Any) -> str:
    """A cell's text on one line, its lines joined with spaces."""
    text = cell.plain if isinstance(cell, Text) else " ".join(said(cell)) if cell else ""
    return " ".join(text.split())


class PlainConsole(ShownConsole):
    """Plain mode's console: each screen said as lines of words (see spoken.py), wrapped
    between words, with no colour, drawing or marks."""

    def print(self, *objects: Any, **how: Any) -> None:
        for renderable in objects:
            for line in said(renderable):
                super().print(Text(spoken(line)), crop=False)

    def rule(self, title: Any = "", **how: Any) -> None:
        line = title.plain if isinstance(title, Text) else str(title)
        super().print(Text(spoken(line) + "."), crop=False)


def make_console(**options: Any) -> Console:
    """A rich console that never reads text as markup or as emoji codes.

    Player names, game names and words are free text: a name such as ``[/bold]``,
    ``Ann [host]`` or ``:fire:`` must be shown as typed, not taken for rich's markup.
    Where standard output is not a terminal, its lines end where their text does.
    """
    if "file" not in options and plain_wanted():
        options = {"color_system": None, "highlight": False, **options}
        console: Console = PlainConsole(markup=False, emoji=False, **options)
    else:
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

"""Text and tables laid out as rich lays them out, written with or without rich.

Rich's import is a third of what ``board`` takes to start. The board, its legend and
its chart are built here in rich's terms: a :class:`Line` is a rich ``Text``, a
:class:`Grid` a rich ``Table``, a :class:`Stack` a rich ``Group``. Each is a rich
renderable (rich is imported when rich prints it), and each can also lay itself out
directly (``screen_lines``), cell for cell as rich would: the same column widths,
padding, box lines and title, text wrapped between the same words. Laying out directly
covers what rich does without choices of its own: a table that fits its width, words
that fit their line, characters rich counts one cell wide. Anything else answers None,
and the caller hands the whole screen to rich.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from quiddler_score.engine.shown_text import printable

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, RenderResult
    from rich.measure import Measurement
    from rich.table import Table
    from rich.text import Text

# A piece of text in one style (rich's style names: "bold green", "dim", "" for none).
Span = tuple[str, str]
# One line of the screen: its pieces, left to right.
ScreenLine = list[Span]
# How a line sits in its width, as rich justifies text ("default": as it is).
Justify = Literal["default", "left", "center", "right"]

# The characters rich counts one cell wide whatever the Unicode version it measures by:
# its own single-cell ranges, then the marks and signs the board and stats write.
_SINGLE_CELL_RANGES = ((0x20, 0x7E), (0xA0, 0xAC), (0xAE, 0x2FF), (0x370, 0x482), (0x2500, 0x25FC))
SINGLE_CELL = frozenset(
    [chr(code) for first, last in _SINGLE_CELL_RANGES for code in range(first, last + 1)]
) | frozenset("★⚑✗↑−…—–")

# A word as rich wraps text: the spaces before it and after it go with it.
_WORD = re.compile(r"\s*\S+\s*")


def cell_length(text: str) -> int:
    """How many cells wide rich prints ``text``."""
    if SINGLE_CELL.issuperset(text):
        return len(text)
    from rich.cells import cell_len

    return cell_len(text)


def _joined(*styles: str) -> str:
    return " ".join(style for style in styles if style)


class Line:
    """Styled text, as rich's ``Text.assemble`` makes it: pieces, each in its style.

    ``style`` goes under every piece's own. A line break in the text starts a new line.
    """

    def __init__(self, *pieces: str | Span, style: str = "") -> None:
        if len(pieces) == 1 and isinstance(pieces[0], str):  # a table's cell: the most made
            self.spans: tuple[Span, ...] = ((pieces[0], style),) if pieces[0] else ()
            return
        spans = [(piece, "") if isinstance(piece, str) else piece for piece in pieces]
        self.spans = tuple((text, _joined(style, own)) for text, own in spans if text)

    @property
    def plain(self) -> str:
        spans = self.spans
        return spans[0][0] if len(spans) == 1 else "".join(text for text, _ in spans)

    def rich(self) -> Text:
        from rich.text import Text

        return Text.assemble(*self.spans)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.rich()

    def width(self) -> int:
        """The width of its widest line."""
        plain = self.plain
        if "\n" not in plain:
            return cell_length(plain)
        return max(cell_length(line) for line in plain.split("\n"))

    def screen_lines(self, width: int, ascii_only: bool = False) -> list[ScreenLine] | None:
        """Its lines wrapped to ``width`` as rich wraps text printed on its own."""
        return self.wrapped(width)

    def wrapped(self, width: int, justify: Justify = "default") -> list[ScreenLine] | None:
        """Its lines wrapped between words to ``width`` cells and justified as rich does;
        None where rich would do more (a word longer than a line, a character wider or
        narrower than a cell)."""
        plain = self.plain
        if not SINGLE_CELL.issuperset(plain.replace("\n", "")):
            return None
        if len(plain) <= width and "\n" not in plain:  # one line that fits: as it is
            return [_justified(list(self.spans), width, justify)]
        lines: list[ScreenLine] = []
        start = 0
        for paragraph in plain.split("\n"):
            breaks = _breaks(paragraph, width)
            if breaks is None:
                return None
            edges = [0, *breaks, len(paragraph)]
            for begin, end in pairwise(edges):
                # Spaces past the last cell are dropped, as many as overflow, no more.
                piece = paragraph[begin:end]
                end -= min(max(len(piece) - width, 0), len(piece) - len(piece.rstrip()))
                lines.append(
                    _justified(_cut(self.spans, start + begin, start + end), width, justify)
                )
            start += len(paragraph) + 1
        return lines


def _breaks(text: str, width: int) -> list[int] | None:
    """Where rich starts each new line of ``text`` (its ``divide_line``); None where a
    word is longer than a line, which rich would fold inside."""
    breaks: list[int] = []
    used = 0
    for word in _WORD.finditer(text):
        length = len(word.group().rstrip())
        if length > width:
            return None
        if width - used >= length:
            used += len(word.group())
        elif used and word.start():
            breaks.append(word.start())
            used = len(word.group())
    return breaks


def _cut(spans: Iterable[Span], start: int, end: int) -> ScreenLine:
    """The pieces of text between two offsets of the whole."""
    cut: ScreenLine = []
    offset = 0
    for text, style in spans:
        first, last = max(start, offset), min(end, offset + len(text))
        if first < last:
            cut.append((text[first - offset : last - offset], style))
        offset += len(text)
    return cut


def _justified(line: ScreenLine, width: int, justify: Justify) -> ScreenLine:
    """A line placed in ``width`` cells as rich justifies it: "default" leaves it as it is;
    "left" pads it, "right" and "center" strip its trailing spaces and pad it."""
    if justify == "default":
        return line
    if justify != "left":
        line = _cut(line, 0, len("".join(text for text, _ in line).rstrip()))
    room = width - sum(len(text) for text, _ in line)
    before = {"left": 0, "right": room, "center": room // 2}[justify]
    return [(" " * before, ""), *line, (" " * (room - before), "")]


class Stack:
    """Parts printed one under the other, as rich's ``Group`` prints them."""

    def __init__(self, *parts: Any) -> None:
        self.parts = parts

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from self.parts

    def screen_lines(self, width: int, ascii_only: bool = False) -> list[ScreenLine] | None:
        return lines_of(self.parts, width, ascii_only)


class Indented:
    """A paragraph whose wrapped lines keep its indent, as rich's ``Padding`` prints it."""

    def __init__(self, line: Line, spaces: int = 2) -> None:
        self.line = line
        self.spaces = spaces

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        from rich.padding import Padding

        yield Padding(self.line.rich(), (0, 0, 0, self.spaces))

    def screen_lines(self, width: int, ascii_only: bool = False) -> list[ScreenLine] | None:
        wrapped = self.line.wrapped(max(width - self.spaces, 1))
        if wrapped is None:
            return None
        return [[(" " * self.spaces, ""), *line] for line in wrapped]


def lines_of(parts: Iterable[Any], width: int, ascii_only: bool) -> list[ScreenLine] | None:
    """The lines of each part in turn; None if any part can be laid out by rich alone."""
    lines: list[ScreenLine] = []
    for part in parts:
        laid = getattr(part, "screen_lines", None)
        found = laid(width, ascii_only) if laid is not None else None
        if found is None:
            return None
        lines += found
    return lines


# The codes of the styles the screens use, as rich writes them: attributes, then colour.
_ATTRIBUTES = {"bold": "1", "dim": "2", "italic": "3"}
_COLOURS = {"red": "31", "green": "32", "yellow": "33", "cyan": "36"}


def _codes(style: str, colour: bool) -> str | None:
    """``1;32`` for "bold green"; None for a style only rich knows."""
    words = style.split()
    if any(word not in _ATTRIBUTES and word not in _COLOURS for word in words):
        return None
    codes = [code for word, code in _ATTRIBUTES.items() if word in words]
    colours = [_COLOURS[word] for word in words if word in _COLOURS][-1:] if colour else []
    return ";".join(codes + colours)


def written(lines: Iterable[ScreenLine], styled: bool, colour: bool = True) -> str | None:
    """The lines as rich writes them: where ``styled``, each styled piece between its
    codes and a reset (no colours unless ``colour``); None for a style only rich knows."""
    out = []
    for line in lines:
        for text, style in line if styled else _without_trailing_spaces(line):
            codes = _codes(style, colour) if styled and style else ""
            if codes is None:
                return None
            shown = printable(text)
            out.append(f"\x1b[{codes}m{shown}\x1b[0m" if codes and text.strip() else shown)
        out.append("\n")
    return "".join(out)


def _without_trailing_spaces(line: ScreenLine) -> ScreenLine:
    """The line without the spaces that pad it to its width: piped or pasted into a chat
    or a file, a table's lines end where their text does (as rich's are, through
    :class:`~quiddler_score.present.console.LinesEndingInText`)."""
    kept = list(line)
    while kept and not kept[-1][0].strip():
        kept.pop()
    if kept:
        text, style = kept[-1]
        kept[-1] = (text.rstrip(), style)
    return kept


class _Box(NamedTuple):
    """Rich's box characters, as rich reads them: eight lines of four (left, line or
    space, crossing, right)."""

    top: str
    head: str
    head_row: str
    mid: str
    row: str
    foot_row: str
    foot: str
    bottom: str

    def rule(self, line: str, widths: Sequence[int]) -> ScreenLine:
        """A line across the table: its left end, the columns' lines and crossings, its right."""
        return [(line[0] + line[2].join(line[1] * width for width in widths) + line[3], "")]


# The boxes of rich.box the board uses, and the one rich draws instead where the
# output's encoding is not UTF-8.
BOXES = {
    "ROUNDED": _Box("╭─┬╮", "│ ││", "├─┼┤", "│ ││", "├─┼┤", "├─┼┤", "│ ││", "╰─┴╯"),
    "SIMPLE_HEAD": _Box("    ", "    ", " ── ", "    ", "    ", "    ", "    ", "    "),
}
ASCII_BOX = _Box("+--+", "| ||", "|-+|", "| ||", "|-+|", "|-+|", "| ||", "+--+")


class Column(NamedTuple):
    header: str
    justify: Justify = "left"
    header_style: str = ""


# A row as drawn: its lines, each made of its cells' pieces.
DrawnRow = list[list[ScreenLine]]


class Grid:
    """A table as rich's ``Table`` draws it (edges shown, each cell padded left and right).

    ``box`` names a box of rich.box (``"ROUNDED"``, ``"SIMPLE_HEAD"``) or is None for
    none; the header is in bold, the title in italics, as rich's default theme has them.
    """

    def __init__(
        self,
        title: str | None = None,
        box: str | None = "ROUNDED",
        padding: int = 1,
        show_header: bool = True,
        title_justify: Justify = "center",
    ) -> None:
        self.title = title
        self.title_justify = title_justify
        self.box = box
        self.padding = padding
        self.show_header = show_header
        self.columns: list[Column] = []
        self.rows: list[list[Line]] = []
        self.sections: set[int] = set()  # the rows a line is drawn under
        self._table: Table | None = None

    def add_column(self, header: str, justify: Justify = "left", header_style: str = "") -> None:
        self.columns.append(Column(header, justify, header_style))

    def add_row(self, *cells: str | Line) -> None:
        self.rows.append([Line(cell) if isinstance(cell, str) else cell for cell in cells])

    def add_section(self) -> None:
        if self.rows:
            self.sections.add(len(self.rows) - 1)

    def rich(self) -> Table:
        """The same table as rich's."""
        if self._table is None:
            from rich import box
            from rich.table import Table

            table = Table(
                title=self.title,
                title_justify=self.title_justify,
                box=getattr(box, self.box) if self.box else None,
                padding=(0, self.padding),
                show_header=self.show_header,
            )
            for column in self.columns:
                table.add_column(
                    column.header, justify=column.justify, header_style=column.header_style
                )
            for index, row in enumerate(self.rows):
                table.add_row(*(cell.rich() for cell in row), end_section=index in self.sections)
            self._table = table
        return self._table

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.rich()

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return self.rich().__rich_measure__(console, options)

    def _all_rows(self) -> list[list[Line]]:
        """The header's cells (in bold, as rich's theme has it), then the rows'."""
        if not self.show_header:
            return self.rows
        header = [Line(c.header, style=_joined("bold", c.header_style)) for c in self.columns]
        return [header, *self.rows]

    def _column_widths(self) -> list[int]:
        """Each column as wide as its widest cell and its padding, as rich measures it."""
        rows = self._all_rows()
        return [
            max((row[index].width() for row in rows), default=0) + 2 * self.padding or 1
            for index in range(len(self.columns))
        ]

    def natural_width(self) -> int:
        """The width rich draws the table at when nothing in it has to wrap."""
        edges = len(self.columns) + 1 if self.box else 0
        return sum(self._column_widths()) + edges

    def screen_lines(self, width: int, ascii_only: bool = False) -> list[ScreenLine] | None:
        """The title and the table's lines; None unless the table fits ``width`` whole
        (rich would squeeze it) and its header is shown (rich changes some boxes
        without one)."""
        if not self.columns or self.natural_width() > width or (self.box and not self.show_header):
            return None
        widths = self._column_widths()
        rows = [
            self._drawn(row, widths, header=index == 0 and self.show_header)
            for index, row in enumerate(self._all_rows())
        ]
        title = self.title
        over = (
            Line(title, style="italic").wrapped(self.natural_width(), self.title_justify)
            if title
            else []
        )
        if over is None or any(row is None for row in rows):
            return None
        drawn = [row for row in rows if row is not None]
        if self.box is None:
            return over + [
                [span for cell in line for span in cell] for row in drawn for line in row
            ]
        return over + self._boxed(drawn, widths, ASCII_BOX if ascii_only else BOXES[self.box])

    def _boxed(self, rows: list[DrawnRow], widths: list[int], box: _Box) -> list[ScreenLine]:
        """The rows between the box's lines: under the header, under each section, around."""
        lines = [box.rule(box.top, widths)]
        for index, row in enumerate(rows):
            last = index == len(rows) - 1
            edges = box.head if index == 0 else box.foot if last else box.mid
            for cells in row:
                line: ScreenLine = [(edges[0], "")]
                for column, cell in enumerate(cells):
                    line += [(edges[2], ""), *cell] if column else cell
                lines.append([*line, (edges[3], "")])
            if index == 0 and self.show_header:
                lines.append(box.rule(box.head_row, widths))
            elif index - self.show_header in self.sections and not last:
                lines.append(box.rule(box.row, widths))
        lines.append(box.rule(box.bottom, widths))
        return lines

    def _drawn(self, row: Sequence[Line], widths: Sequence[int], header: bool) -> DrawnRow | None:
        """A row's lines; a header's cells sit at the bottom of the row, the others at the
        top, as rich aligns them."""
        pad = (" " * self.padding, "")
        cells: list[list[ScreenLine]] = []
        for cell, width, column in zip(row, widths, self.columns, strict=True):
            inner = cell.wrapped(width - 2 * self.padding, column.justify)
            if inner is None:
                return None
            cells.append([[pad, *line, pad] for line in inner])
        height = max(len(cell) for cell in cells)
        aligned = []
        for lines, width in zip(cells, widths, strict=True):
            blank = [[(" " * width, "")]] * (height - len(lines))
            aligned.append([*blank, *lines] if header else [*lines, *blank])
        return [[lines[number] for lines in aligned] for number in range(height)]

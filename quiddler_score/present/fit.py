"""Screens that fit the terminal they are printed in: layouts tried in turn, text wrapped whole.

A table that is too wide for rich's width is squeezed by rich itself, which cuts header
words ("unu…") and words in cells. Here each table is offered in layouts from the most
generous to the most compact (names shortened, headers on two lines, cells wrapped), and
the first whose natural width fits is printed; text wraps only between words, and a
word too long for its cell breaks only between cards, never inside one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, NamedTuple

from rich import box
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from quiddler_score.language import _
from quiddler_score.present.marks import short_names

UNLIMITED = 10_000  # a width to measure what a layout would take if nothing wrapped


class Layout(NamedTuple):
    """One way to lay a screen out: ``measured`` must fit; ``below`` is printed under it."""

    measured: RenderableType
    below: tuple[RenderableType, ...] = ()


class Fitted:
    """The first layout that fits the width, or the last (the most compact) if none does."""

    def __init__(self, layouts: Callable[[int], Iterable[Layout]]) -> None:
        self.layouts = layouts

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        chosen: Layout | None = None
        for layout in self.layouts(options.max_width):
            chosen = layout
            wide = options.update_width(UNLIMITED)
            if console.measure(layout.measured, options=wide).maximum <= options.max_width:
                break
        if chosen is not None:
            yield chosen.measured
            yield from chosen.below


def indented(text: Text | str, spaces: int = 2) -> Padding:
    """A paragraph whose wrapped lines keep its indent, as a person indents a note."""
    return Padding(Text(text) if isinstance(text, str) else text, (0, 0, 0, spaces))


def pieces_of(word: Text, cards: Sequence[str], width: int) -> list[Text]:
    """``word`` whole when it fits ``width``, else cut between its ``cards`` into lines."""
    if word.cell_len <= width or len(cards) < 2:
        return [word]
    lines: list[Text] = []
    start = end = 0
    for card in cards:
        if end > start and cell_len(word.plain[start : end + len(card)]) > width:
            lines.append(word[start:end])
            start = end
        end += len(card)
    lines.append(word[start:])
    return lines


def wrap_pieces(pieces: Sequence[Text], width: int | None, between: str = " ") -> Text:
    """Pieces on lines of at most ``width`` cells, ``between`` each; all on one line if None."""
    if width is None:
        return Text(between).join(pieces)
    lines: list[Text] = []
    for piece in pieces:
        if lines and lines[-1].cell_len + len(between) + piece.cell_len <= width:
            lines[-1] = Text.assemble(lines[-1], between, piece)
        else:
            lines.append(piece)
    return Text("\n").join(lines)


def stacked(header: str) -> str:
    """A header on as few lines as keep it narrow: "words −" over "unused".

    Lines are as wide as its longest word or half the header, whichever is wider, so a
    long header ("challenges won/made (points)") takes three lines, and no word is cut.
    """
    words = header.split()
    width = max(max((len(word) for word in words), default=0), (len(header) + 1) // 2)
    lines: list[str] = []
    for word in words:
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return "\n".join(lines)


class TableStyle(NamedTuple):
    """How much room a table takes: its names, its headers and the space between columns.

    ``compact`` also lets a table put a cell on two lines (a score over its total).
    """

    name_limit: int | None
    compact: bool = False
    padding: int = 1  # spaces each side of a cell

    def header(self, text: str) -> str:
        return stacked(text) if self.compact else text

    def cell(self, *parts: str) -> str:
        """A cell's parts (a number and what qualifies it) on one line, or one part a line
        when compact; empty parts left out."""
        return ("\n" if self.compact else " ").join(part for part in parts if part)

    def table(self, title: str | None = None, **options: Any) -> Table:
        """A table with this style's space between columns, its title on the left."""
        return Table(
            title=title,
            box=box.SIMPLE_HEAD,
            padding=(0, self.padding),
            title_justify="left",
            **options,
        )


# From the most generous to the most compact: names shortened first, then headers and
# cells on two lines, then columns one space apart, then names shorter still.
TABLE_STYLES = (
    *(TableStyle(limit) for limit in (None, 12, 10, 8, 6)),
    TableStyle(6, compact=True),
    *(TableStyle(limit, compact=True, padding=0) for limit in (6, 5, 4)),
)


def full_names_line(names: Sequence[str]) -> str:
    """The line under a table of players whose names were shortened: every name in full."""
    return _("Players, left to right: {names}.").format(names=", ".join(names))


def names_in_full(names: Sequence[str]) -> str:
    """The same under a table of people (stats, rulings), whose rows are not seats."""
    return _("Names in full: {names}.").format(names=", ".join(names))


Build = Callable[[TableStyle, Mapping[str, str]], Any]  # a table in a style, with the names


def named_layouts(
    players: Sequence[str],
    build: Build,
    names_line: Callable[[Sequence[str]], str] = full_names_line,
    styles: Sequence[TableStyle] = TABLE_STYLES,
) -> Iterator[Layout]:
    """A table of players in each style, names shortened as it says, in full below if cut;
    a style laying out the table before's again is skipped (measuring is most of stats)."""
    before = None
    for style in styles:
        names = dict(zip(players, short_names(players, style.name_limit), strict=True))
        if (same := (tuple(names.values()), style.compact, style.padding)) == before:
            continue
        before = same
        shortened = any(short != player for player, short in names.items())
        below = (Text(names_line(players), style="dim"),) if shortened else ()
        yield Layout(build(style, names), below)


def fitted_table(
    people: Sequence[str],
    build: Build,
    names_line: Callable[[Sequence[str]], str] = names_in_full,
) -> Fitted:
    """A table of people that fits the width: names shortened first, then cells folded."""
    return Fitted(lambda _unused_width: named_layouts(people, build, names_line))


def entries(items: Sequence[str], style: str = "") -> Fitted:
    """Short entries ("★ longest word") on as few lines as fit, never split inside one."""
    return Fitted(
        lambda width: [
            Layout(
                Text(wrap_pieces([Text(item) for item in items], width, "  ").plain, style=style)
            )
        ]
    )

"""Screens that fit the terminal they are printed in: layouts tried in turn, text wrapped whole.

A table that is too wide for rich's width is squeezed by rich itself, which cuts header
words ("unu…") and words in cells. Here each table is offered in layouts from the most
generous to the most compact (names shortened, headers on two lines, cells wrapped), and
the first whose natural width fits is printed; text wraps only between words, and a
word too long for its cell breaks only between cards, never inside one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.padding import Padding
from rich.text import Text

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


def wrap_pieces(pieces: Sequence[Text], width: int | None) -> Text:
    """Words on lines of at most ``width`` cells, separated by spaces; all on one line if None."""
    if width is None:
        return Text(" ").join(pieces)
    lines: list[Text] = []
    for piece in pieces:
        if lines and lines[-1].cell_len + 1 + piece.cell_len <= width:
            lines[-1] = Text.assemble(lines[-1], " ", piece)
        else:
            lines.append(piece)
    return Text("\n").join(lines)


def stacked(header: str) -> str:
    """A header on two lines, split at its middle space ("words −" over "unused")."""
    words = header.split()
    if len(words) < 2:
        return header
    best = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(header) / 2))
    return " ".join(words[:best]) + "\n" + " ".join(words[best:])

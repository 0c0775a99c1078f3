"""``stats``' head-to-head table: the games each player won against each other player.

A club of twenty makes a table of twenty-one columns, wider than most terminals even
with every name cut to a few letters. Where the whole table does not fit, its
opponents' columns are split into blocks printed one under the other, each with the
players down its side: names stay readable instead of being cut to "Chl…" or "…".
The fewest blocks that fit are used, with names as long as they allow.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from rich.cells import cell_len
from rich.console import Group
from rich.table import Table
from rich.text import Text

from quiddler_score.language import _
from quiddler_score.present.fit import TABLE_STYLES, Fitted, Layout, TableStyle, names_in_full
from quiddler_score.present.marks import short_names

HeadToHead = Mapping[str, Mapping[str, int]]  # a player's wins against each opponent

# Columns a space apart are tried only when blocks of one opponent each do not fit.
_ROOMY = [style for style in TABLE_STYLES if style.padding]
_TIGHT = [style for style in TABLE_STYLES if not style.padding]


def head_to_head_view(table: HeadToHead) -> Fitted:
    """The table, whole or in blocks, laid out for the width it is printed at."""
    return Fitted(lambda width: _layouts(table, width))


def everyone(table: HeadToHead) -> list[str]:
    """Each person in the table once: its rows, then opponents not in them."""
    people = list(table)
    for row in table.values():
        people += [other for other in row if other not in people]
    return people


def _layouts(table: HeadToHead, width: int) -> Iterator[Layout]:
    """The first of: the whole table in each roomy style, then two blocks in each, then
    three...; else blocks of one column each, columns a space apart (the last resort,
    which rich squeezes if it does not fit either)."""
    opponents = sorted({other for row in table.values() for other in row}, key=str.casefold)
    tries = [(count, style) for count in range(1, len(opponents) + 1) for style in _ROOMY]
    tries += [(len(opponents), style) for style in _TIGHT]
    people = everyone(table)
    # The widest count in each opponent's column ("—" where they never met is one wide).
    digits = {
        other: max((len(str(row[other])) for row in table.values() if other in row), default=1)
        for other in opponents
    }
    # The names as each style shortens them.
    named = {
        style.name_limit: dict(zip(people, short_names(people, style.name_limit), strict=True))
        for style in TABLE_STYLES
    }
    count, style = next(
        (
            (count, style)
            for count, style in tries
            if all(
                _width(table, block, style, named[style.name_limit], digits) <= width
                for block in _split(opponents, count)
            )
        ),
        tries[-1] if tries else (1, TABLE_STYLES[0]),
    )
    names = named[style.name_limit]
    shortened = any(short != person for person, short in names.items())
    below = (Text(names_in_full(people), style="dim"),) if shortened else ()
    # The blocks one under the other, measured as wide as the widest.
    yield Layout(
        Group(*(_grid(table, block, style, names) for block in _split(opponents, count))), below
    )


def _split(opponents: Sequence[str], count: int) -> list[Sequence[str]]:
    """``count`` runs of opponents in their order, as near in size as can be."""
    size, more = divmod(len(opponents), count)
    runs, start = [], 0
    for index in range(count):
        end = start + size + (index < more)
        runs.append(opponents[start:end])
        start = end
    return runs or [[]]


def _width(
    table: HeadToHead,
    opponents: Sequence[str],
    style: TableStyle,
    names: Mapping[str, str],
    digits: Mapping[str, int],
) -> int:
    """How wide the block is drawn, without drawing it: each column its widest cell and
    its padding, and a line (here a space) each side of every column."""
    pad = 2 * style.padding
    column = max(cell_len(_("player")), *(cell_len(names[name]) for name in table)) + pad
    for other in opponents:
        column += max(cell_len(names[other]), digits[other], 1) + pad
    return column + len(opponents) + 2


def _grid(
    table: HeadToHead, opponents: Sequence[str], style: TableStyle, names: Mapping[str, str]
) -> Table:
    grid = style.table()
    grid.add_column(_("player"))
    for other in opponents:
        grid.add_column(names[other], justify="right")
    for name, row in table.items():
        cells = [str(row[other]) if other in row else "—" for other in opponents]
        grid.add_row(names[name], *cells)
    return grid

"""A chart's legend laid out: as many columns as keep every name whole, else names cut."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from typing import NamedTuple

from quiddler_score.present.picture_look import DPI
from quiddler_score.present.picture_text import TEXT_WIDTH, cut, text_width

LEGEND_SIZE = 13  # pt
LEGEND_ROW = 42  # px
# A legend entry's sample line, the gap before its name and between columns, in ems.
LEGEND_HANDLE, LEGEND_PAD, LEGEND_GAP = 3.0, 0.8, 1.8
LEGEND_MAX_COLUMNS = 4


class Legend(NamedTuple):
    """A chart's legend: its labels (names, cut only where they must be) in columns."""

    labels: list[str]
    columns: int

    @property
    def height(self) -> int:
        """The px the legend takes below its chart."""
        return LEGEND_ROW * math.ceil(len(self.labels) / self.columns) if self.labels else 0


def legend_layout(names: Sequence[str], min_columns: int = 2) -> Legend:
    """The fewest rows, in up to four columns, in which every name shows whole.

    Where even ``min_columns`` would cut a name, that many columns, each name cut to its
    column's width (by measure, not by count of letters) but kept apart from the others.
    """
    if not names:
        return Legend([], 1)
    most = min(len(names), LEGEND_MAX_COLUMNS)
    fewest = min(max(1, min_columns), most)
    for columns in range(most, fewest - 1, -1):
        if _legend_width(names, columns) <= _LEGEND_ROOM:
            rows = math.ceil(len(names) / columns)
            # as few columns as make that many rows: 2 by 2, not 2, 1 and 1
            return Legend(list(names), math.ceil(len(names) / rows))
    em = LEGEND_SIZE * DPI / 72
    column = (_LEGEND_ROOM - (fewest - 1) * LEGEND_GAP * em) / fewest
    room = column - (LEGEND_HANDLE + LEGEND_PAD) * em
    return Legend(
        [cut(name, room, LEGEND_SIZE, keep=_shared(name, names) + 1) for name in names], fewest
    )


# The legend spans the text width, less its own padding (0.4 em each side).
_LEGEND_ROOM = TEXT_WIDTH - 0.8 * LEGEND_SIZE * DPI / 72


def _legend_width(labels: Sequence[str], columns: int) -> float:
    """The px a legend of ``labels`` in ``columns`` takes, laid out as matplotlib does:
    down each column, the first columns one longer when they do not share out evenly."""
    em = LEGEND_SIZE * DPI / 72
    per, extra = divmod(len(labels), columns)
    widths, start = [], 0
    for column in range(columns):
        end = start + per + (1 if column < extra else 0)
        widths.append(max(text_width(label, LEGEND_SIZE) for label in labels[start:end]))
        start = end
    return (
        sum(widths) + columns * (LEGEND_HANDLE + LEGEND_PAD) * em + (columns - 1) * LEGEND_GAP * em
    )


def _shared(name: str, names: Sequence[str]) -> int:
    """How many first characters ``name`` shares with another of ``names``, case aside."""
    return max((_common_start(name, other) for other in names if other != name), default=0)


def _common_start(one: str, other: str) -> int:
    pairs = zip(one.casefold(), other.casefold(), strict=False)
    return sum(1 for _ in itertools.takewhile(lambda pair: pair[0] == pair[1], pairs))

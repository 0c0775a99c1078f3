"""A chart of a line per player, with the legend below: running totals, ratings.

Points of two lines that would hide one another are drawn a few px apart.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from matplotlib.axes import Axes
from matplotlib.lines import Line2D

from quiddler_score.present.live_chart import tick_steps
from quiddler_score.present.marks import shared_start
from quiddler_score.present.picture_card import (
    DPI,
    TEXT_WIDTH,
    WIDTH,
    Card,
    cut,
    drawn_style,
    text_width,
)
from quiddler_score.present.player_colours import PlayerStyle

Series = tuple[Sequence[float], Sequence[float]]
MARKS_MAX = 12  # points marked on a line at most, so that a long line stays a line
OVERLAP = 7.0  # px: points of two lines nearer than this at one x hide one another
# Such points are drawn apart: up and down by a line's width and a little, so that lines
# that run together show side by side, and across, so that their markers show too.
APART, ACROSS = 6.0, 11.0  # px a step
MARGIN_BELOW, MARGIN_ABOVE = 14.0, 26.0  # px around the points (above: room for a star)


class Chart(NamedTuple):
    """A drawn trend chart: its axes, where each point was drawn, and px per unit."""

    ax: Axes
    drawn: dict[str, dict[float, tuple[float, float]]]  # name -> x -> (x, y) as drawn
    px_per_x: float
    px_per_y: float


def trend_chart(
    card: Card,
    top: float,
    bottom: float,
    heading: str,
    lines: Mapping[str, Series],
    styles: Mapping[str, PlayerStyle],
    legend: Legend,
    extent: tuple[int, tuple[float, float]],
) -> Chart:
    """A heading, a line per player (x, y) in their style, and the legend below.

    The chart fills ``top`` to ``bottom`` px, its axis labels and legend included.
    ``extent`` is what the axes show at least: x from 1 to a whole number, and a range of
    y. Points that would hide one another are drawn a few px apart, so that equal totals
    show as lines side by side.
    """
    names = list(lines)
    legend_top = bottom - legend.height
    card.text(48, top, heading, fontsize=14, weight="bold")
    left, right, plot_top, plot_bottom = 112, WIDTH - 40, top + 40, legend_top - 70
    ax = card.axes(left, plot_top, right, plot_bottom)
    last, (low, high) = extent
    ax.set_xlim(0.6, last + 0.4)
    ax.set_xticks(integer_ticks(last))
    points = {name: dict(zip(*lines[name], strict=True)) for name in names}
    room = plot_bottom - plot_top - MARGIN_BELOW - MARGIN_ABOVE
    px_per_x = (right - left) / (last - 0.2)
    moves = apart(points, px_per_x, room / (high - low))
    most = max((abs(up) for moved in moves.values() for _, up in moved.values()), default=0)
    px_per_y = (room - 2 * most) / (high - low)
    ax.set_ylim(low - (MARGIN_BELOW + most) / px_per_y, high + (MARGIN_ABOVE + most) / px_per_y)
    drawn = {}
    for name in names:
        moved = moves[name]
        drawn[name] = {
            x: (x + moved.get(x, (0, 0))[0] / px_per_x, y + moved.get(x, (0, 0))[1] / px_per_y)
            for x, y in points[name].items()
        }
    _plot_lines(ax, drawn, styles)
    if names:
        _legend_below(card, legend_top, legend, [styles[name] for name in names])
    return Chart(ax, drawn, px_per_x, px_per_y)


def _plot_lines(
    ax: Axes,
    drawn: Mapping[str, Mapping[float, tuple[float, float]]],
    styles: Mapping[str, PlayerStyle],
) -> None:
    """Each player's line through their points as drawn, then its markers above it."""
    names = list(drawn)
    for index, name in enumerate(names):
        xs, ys = [x for x, _ in drawn[name].values()], [y for _, y in drawn[name].values()]
        every = list(range(0, len(xs), max(1, math.ceil(len(xs) / MARKS_MAX))))
        if every and every[-1] != len(xs) - 1:
            every.append(len(xs) - 1)  # the last point always marked: where they stand
        # The first players' lines on top of the later ones'; every marker above every
        # line and every bonus mark (zorder 6), so that no point is hidden.
        z = (len(names) - index) / 10
        ax.plot(xs, ys, **drawn_style(styles[name], zorder=3 + z, marker="none"))
        ax.plot(
            xs, ys, **drawn_style(styles[name], zorder=7 + z, markevery=every, linestyle="none")
        )


def _legend_below(card: Card, top: float, legend: Legend, styles: Sequence[PlayerStyle]) -> None:
    """The legend's labels in its columns, centred below the chart from ``top`` px down."""
    handles = [Line2D([], [], **drawn_style(style)) for style in styles]
    card.figure.legend(
        handles,
        legend.labels,
        loc="upper center",
        ncol=legend.columns,
        frameon=False,
        bbox_to_anchor=(0.5, card.y(top)),
        fontsize=LEGEND_SIZE,
        handlelength=LEGEND_HANDLE,
        handletextpad=LEGEND_PAD,
        columnspacing=LEGEND_GAP,
    )


def apart(
    points: Mapping[str, Mapping[float, float]], px_per_x: float, px_per_y: float
) -> dict[str, dict[float, tuple[float, float]]]:
    """How far (px right, px up) to move each point so that none hides another.

    At each x, points nearer than OVERLAP px to the next make a group, spread evenly, at
    least APART px apart, around their middle: the highest stays highest, and equal ones
    keep the order given, so that two lines that run together are side by side all along.
    The group also slopes down to the right, ACROSS px a step but within a quarter of the
    way to the next x either side, so that their markers show too.
    """
    moves: dict[str, dict[float, tuple[float, float]]] = {name: {} for name in points}
    for x in sorted({x for line in points.values() for x in line}):
        here = [(line[x] * px_per_y, name) for name, line in points.items() if x in line]
        here.sort(key=lambda point: -point[0])  # stable: equal points keep their order
        groups = [here[:1]]
        for above, point in itertools.pairwise(here):
            if above[0] - point[0] < OVERLAP:
                groups[-1].append(point)
            else:
                groups.append([point])
        for group in groups:
            if len(group) > 1:  # spread, never squeezed: at least APART between two
                middle = (group[0][0] + group[-1][0]) / 2
                step = max(APART, (group[0][0] - group[-1][0]) / (len(group) - 1))
                across = min(ACROSS, px_per_x / 2 / (len(group) - 1))
                for rank, (y, name) in enumerate(group):
                    place = rank - (len(group) - 1) / 2
                    moves[name][x] = (place * across, middle - place * step - y)
    return moves


def integer_ticks(last: int) -> list[int]:
    """Ticks for counts 1 to ``last``: every one, or every 2nd, 5th, 10th … for ten at most."""
    step = next(step for step in tick_steps() if last / step <= 10)
    if step < 5:
        return list(range(1, last + 1, step))
    return [1, *range(step, last + 1, step)]


# The legend laid out: as many columns as keep every name whole, else names cut.

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
        [cut(name, room, LEGEND_SIZE, keep=shared_start(name, names) + 1) for name in names], fewest
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

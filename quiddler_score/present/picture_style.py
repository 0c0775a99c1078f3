"""The look of the shared pictures: palette, player styles, fonts and the pieces of a card.

Every card is 1,080 px wide (7.2 in at 150 dpi) so that a phone shows it sharp at full
width. Positions are given in pixels from the top-left corner of the card, as a designer
would measure them, and turned into matplotlib's figure fractions here.

Only :mod:`quiddler_score.present.pictures` imports this module: it loads matplotlib,
which is heavy, and only the commands that make pictures need it.
"""

from __future__ import annotations

import itertools
import math
import warnings
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, NamedTuple

import matplotlib as mpl
from matplotlib import patheffects
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.lines import Line2D
from matplotlib.patches import FancyBboxPatch
from matplotlib.text import Text
from matplotlib.textpath import TextToPath

from quiddler_score.present.player_colours import PlayerStyle

if TYPE_CHECKING:
    from matplotlib.typing import RcKeyType

DPI = 150
WIDTH = 1080  # px

# Fonts that ship with matplotlib; names as typed (a "$" is a dollar, not mathematics).
# An SVG carries its letters as shapes, so a phone without DejaVu Sans shows the card as
# the PNG does (each text is kept beside its shapes in a comment); the same bytes come
# out for the same card.
STYLE: dict[RcKeyType, Any] = {
    "font.family": "DejaVu Sans",
    "text.parse_math": False,
    "svg.fonttype": "path",
    "svg.hashsalt": "quiddler-score",
    "axes.unicode_minus": True,
}

INK = "#1b2333"
MUTED = "#5c6676"
RULE = "#d9dde4"
BAND = "#1f3352"
BAND_TEXT = "#c9d6ea"
HIGHLIGHT = "#fdf0c4"
HIGHLIGHT_EDGE = "#e2b844"
PANEL = "#f1f4f8"

LEGEND_SIZE = 13  # pt
LEGEND_ROW = 42  # px
# A legend entry's sample line, the gap before its name and between columns, in ems.
LEGEND_HANDLE, LEGEND_PAD, LEGEND_GAP = 3.0, 0.8, 1.8
LEGEND_MAX_COLUMNS = 4


@contextmanager
def drawing() -> Iterator[None]:
    """The cards' settings while a card is built or written.

    A character DejaVu Sans lacks (an emoji in a name) shows as a box, in the PNG and
    the SVG alike, without a warning for each time it is measured or drawn.
    """
    with warnings.catch_warnings(), mpl.rc_context(STYLE):
        warnings.filterwarnings("ignore", message=r"Glyph \d+ .* missing from font")
        yield


def drawn_style(style: PlayerStyle, **extra: Any) -> dict[str, Any]:
    """Keyword arguments for a Line2D in a player's colour, dashes and marker."""
    effects = []
    if style.outlined:  # yellow: too faint on white alone
        effects = [patheffects.withStroke(linewidth=4.0, foreground="#7a7a7a")]
    return {
        "color": style.colour,
        "linestyle": style.dashes,
        "linewidth": 2.6,
        "marker": style.marker,
        "markersize": 6.5,
        "markeredgecolor": "#6a6a6a" if style.outlined else style.colour,
        "markeredgewidth": 0.8,
        "path_effects": effects,
        **extra,
    }


class Card:
    """A figure measured in pixels from its top-left corner."""

    def __init__(self, height: int) -> None:
        self.height = height
        self.figure = Figure(figsize=(WIDTH / DPI, height / DPI), dpi=DPI, facecolor="white")
        self.canvas = FigureCanvasAgg(self.figure)

    def x(self, px: float) -> float:
        return px / WIDTH

    def y(self, px: float) -> float:
        return 1 - px / self.height

    def text(self, x: float, y: float, content: str, **style: Any) -> Text:
        """Text with its anchor at (x, y) px; vertically centred unless told otherwise."""
        style.setdefault("va", "center")
        style.setdefault("color", INK)
        return self.figure.text(self.x(x), self.y(y), content, **style)

    def fitted(self, x: float, y: float, content: str, width: float, **style: Any) -> Text:
        """Text no wider than ``width`` px: smaller, down to ``min_size``, then cut with "…"."""
        min_size = style.pop("min_size", 9)
        artist = self.text(x, y, content, **style)
        while self._width(artist) > width and float(artist.get_fontsize()) > min_size:
            artist.set_fontsize(float(artist.get_fontsize()) - 0.5)
        kept = content
        while self._width(artist) > width and len(kept) > 1:
            kept = kept[:-1]
            artist.set_text(kept.rstrip() + "…")
        return artist

    def _width(self, artist: Text) -> float:
        return float(artist.get_window_extent().width)

    def box(self, left: float, top: float, right: float, bottom: float, **style: Any) -> None:
        """A rounded rectangle between the given px edges."""
        patch = FancyBboxPatch(
            (self.x(left), self.y(bottom)),
            self.x(right) - self.x(left),
            self.y(top) - self.y(bottom),
            boxstyle="round,pad=0,rounding_size=0.012",
            transform=self.figure.transFigure,
            mutation_aspect=WIDTH / self.height,
            **style,
        )
        self.figure.add_artist(patch)

    def band(self, bottom: float) -> None:
        """The dark band across the top of the card, down to ``bottom`` px."""
        self.figure.patches.append(
            FancyBboxPatch(
                (0, self.y(bottom)),
                1,
                1 - self.y(bottom),
                boxstyle="square,pad=0",
                transform=self.figure.transFigure,
                facecolor=BAND,
                edgecolor="none",
            )
        )

    def row(self, y: float, height: float, *, highlighted: bool) -> None:
        """A table row centred on ``y``: a highlight for the leaders, else a rule below it."""
        if highlighted:
            top, bottom = y - height / 2 + 3, y + height / 2 - 3
            self.box(
                34,
                top,
                WIDTH - 34,
                bottom,
                facecolor=HIGHLIGHT,
                edgecolor=HIGHLIGHT_EDGE,
                linewidth=1.2,
            )
        else:
            self.rule(y + height / 2, left=48, right=WIDTH - 48)

    def rule(self, y: float, left: float = 40, right: float = WIDTH - 40) -> None:
        self.figure.add_artist(
            Line2D(
                [self.x(left), self.x(right)],
                [self.y(y), self.y(y)],
                transform=self.figure.transFigure,
                color=RULE,
                linewidth=1,
            )
        )

    def line(self, left: float, right: float, y: float, **style: Any) -> None:
        """A straight line across the card at ``y`` px."""
        self.figure.add_artist(
            Line2D(
                [self.x(left), self.x(right)],
                [self.y(y), self.y(y)],
                transform=self.figure.transFigure,
                solid_capstyle="round",
                **style,
            )
        )

    def name(self, x: float, y: float, cell: NameCell, **style: Any) -> None:
        """A name cell's lines, centred on ``y`` px together."""
        gap = line_height(cell.size)
        first = y - gap * (len(cell.lines) - 1) / 2
        for at, line in enumerate(cell.lines):
            self.text(x, first + at * gap, line, fontsize=cell.size, **style)

    def swatch(self, left: float, right: float, y: float, style: PlayerStyle) -> None:
        """A short sample of a player's line, to find them in the chart."""
        middle = (left + right) / 2
        self.figure.add_artist(
            Line2D(
                [self.x(left), self.x(middle), self.x(right)],
                [self.y(y)] * 3,
                transform=self.figure.transFigure,
                markevery=[1],
                **drawn_style(style),
            )
        )

    def axes(self, left: float, top: float, right: float, bottom: float) -> Axes:
        """A chart's plotting area between the given px edges (its labels go outside)."""
        rect = (
            self.x(left),
            self.y(bottom),
            self.x(right) - self.x(left),
            self.y(top) - self.y(bottom),
        )
        ax = self.figure.add_axes(rect)
        ax.set_facecolor("white")
        ax.grid(axis="y", color=RULE, linewidth=0.9)
        ax.set_axisbelow(True)
        for side in ("top", "right"):
            ax.spines[side].set_visible(False)
        for side in ("left", "bottom"):
            ax.spines[side].set_color(MUTED)
        ax.tick_params(labelsize=13, colors=MUTED, labelcolor=INK)
        return ax

    def header(self, title: str, subtitle: str) -> float:
        """The band with the title and a line under it; returns the band's bottom in px."""
        lines = wrapped(title, TEXT_WIDTH, TITLE_SIZE, bold=True)
        bottom = header_height(title)
        self.band(bottom)
        style = {"weight": "bold", "color": "white", "min_size": TITLE_SIZE}
        if len(lines) == 1:
            self.fitted(48, 68, title, TEXT_WIDTH, fontsize=26, **style)
        for y, line in zip((58, 106), lines if len(lines) > 1 else (), strict=False):
            self.fitted(48, y, line, TEXT_WIDTH, fontsize=TITLE_SIZE, **style)
        self.fitted(48, bottom - 46, subtitle, TEXT_WIDTH, fontsize=14, color=BAND_TEXT)
        return bottom

    def paragraph(self, x: float, y: float, text: str, size: float, min_size: float) -> float:
        """Bold text on one line, smaller down to ``min_size`` pt if need be, else on two
        lines at ``min_size``; returns the y of its last line."""
        width = WIDTH - x - 48
        lines = wrapped(text, width, min_size, bold=True)
        if len(lines) == 1:
            self.fitted(x, y, text, width, fontsize=size, weight="bold", min_size=min_size)
            return y
        gap = min_size * DPI / 72 * 1.3
        for line in lines:
            self.fitted(x, y, line, width, fontsize=min_size, weight="bold", min_size=min_size)
            y += gap
        return y - gap


TEXT_WIDTH = WIDTH - 96
TITLE_SIZE = 19  # pt: a title that would need smaller goes on two lines
_MEASURE = TextToPath()


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """How many px wide ``text`` is in DejaVu Sans at ``size`` pt."""
    font = FontProperties(family="DejaVu Sans", size=size, weight="bold" if bold else "normal")
    points, _, _ = _MEASURE.get_text_width_height_descent(text, font, ismath=False)
    return points * DPI / 72


def wrapped(text: str, width: float, size: float, *, bold: bool = False) -> list[str]:
    """``text`` as one line if it fits ``width`` px at ``size`` pt, else as two split at a
    space: the most even split whose first line fits (the second may still be cut short)."""
    if text_width(text, size, bold=bold) <= width:
        return [text]
    words = text.split(" ")
    splits = [(" ".join(words[:n]), " ".join(words[n:])) for n in range(1, len(words))]
    fitting = [split for split in splits if text_width(split[0], size, bold=bold) <= width]
    if not fitting:
        return [text]
    head, tail = min(fitting, key=lambda split: max(text_width(p, size, bold=bold) for p in split))
    return [head, tail]


def header_height(title: str) -> int:
    """The px of the band at the top: taller for a title on two lines."""
    return 170 if len(wrapped(title, TEXT_WIDTH, TITLE_SIZE, bold=True)) == 1 else 206


def cut(text: str, width: float, size: float, *, bold: bool = False, keep: int = 1) -> str:
    """``text`` if it fits ``width`` px at ``size`` pt, else its longest start that fits with
    "…" after it, but at least ``keep`` characters (a space before the "…" dropped)."""
    if text_width(text, size, bold=bold) <= width:
        return text
    count = len(text) - 1
    while count > keep and text_width(text[:count].rstrip() + "…", size, bold=bold) > width:
        count -= 1
    return text[:count].rstrip() + "…"


def line_height(size: float) -> float:
    """The px between two lines of text at ``size`` pt."""
    return size * DPI / 72 * 1.25


class NameCell(NamedTuple):
    """A name as a table shows it: one line or two, at ``size`` pt."""

    lines: list[str]
    size: float

    @property
    def height(self) -> float:
        return line_height(self.size) * len(self.lines)


def name_cell(name: str, width: float, size: float, *, bold: bool = False) -> NameCell:
    """``name`` in a column ``width`` px wide: on one line at ``size`` pt, or up to 2 pt
    smaller; else on two lines at that smaller size, split at a space or after a hyphen
    where the longer line is shortest; a line still too wide is cut with "…"."""
    smaller = size - 2
    for tried in (size, size - 1, smaller):
        if text_width(name, tried, bold=bold) <= width:
            return NameCell([name], tried)
    splits = [(name[:at].rstrip(), name[at:].lstrip()) for at in _break_points(name)]
    if not splits:
        return NameCell([cut(name, width, smaller, bold=bold)], smaller)
    head, tail = min(
        splits, key=lambda split: max(text_width(part, smaller, bold=bold) for part in split)
    )
    return NameCell([cut(part, width, smaller, bold=bold) for part in (head, tail)], smaller)


def _break_points(name: str) -> list[int]:
    """Where a name may go on to a second line: at a space, or after a hyphen."""
    text = name.strip()
    return [
        at
        for at in range(1, len(text))
        if (text[at] == " " or text[at - 1] == "-") and text[:at].strip() and text[at:].strip()
    ]


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


def integer_ticks(last: int) -> list[int]:
    """Ticks for counts 1 to ``last``: every one, or every 2nd, 5th, 10th … for ten at most."""
    step = next(step for step in _steps() if last / step <= 10)
    if step < 5:
        return list(range(1, last + 1, step))
    return [1, *range(step, last + 1, step)]


def _steps() -> Iterator[int]:
    for power in itertools.count():
        for base in (1, 2, 5):
            yield base * 10**power


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
    if names:
        handles = [Line2D([], [], **drawn_style(styles[name])) for name in names]
        card.figure.legend(
            handles,
            legend.labels,
            loc="upper center",
            ncol=legend.columns,
            frameon=False,
            bbox_to_anchor=(0.5, card.y(legend_top)),
            fontsize=LEGEND_SIZE,
            handlelength=LEGEND_HANDLE,
            handletextpad=LEGEND_PAD,
            columnspacing=LEGEND_GAP,
        )
    return Chart(ax, drawn, px_per_x, px_per_y)


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

"""A card to draw on, and what cards are made of: the band, rows, rules, names, axes.

Positions are given in pixels from the top-left corner of the card, as a designer would
measure them, and turned into matplotlib's figure fractions here.
"""

from __future__ import annotations

from typing import Any

from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import FancyBboxPatch
from matplotlib.text import Text

from quiddler_score.present.picture_look import (
    BAND,
    BAND_TEXT,
    DPI,
    HIGHLIGHT,
    HIGHLIGHT_EDGE,
    INK,
    MUTED,
    RULE,
    WIDTH,
    drawn_style,
)
from quiddler_score.present.picture_text import (
    TEXT_WIDTH,
    TITLE_SIZE,
    NameCell,
    header_height,
    line_height,
    wrapped,
)
from quiddler_score.present.player_colours import PlayerStyle


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

"""A card to draw on: its size, palette and fonts, text measured to fit it, and what
cards are made of: the band, rows, rules, names, axes.

Every card is 1,080 px wide (7.2 in at 150 dpi) so that a phone shows it sharp at full
width. Positions are given in pixels from the top-left corner of the card, as a designer
would measure them, and turned into matplotlib's figure fractions here. Only the picture
modules import this one: it loads matplotlib, which is heavy, and only the commands that
make pictures need it.
"""

from __future__ import annotations

import io
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

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

from quiddler_score.present import text_fit
from quiddler_score.present.palette import HIGHLIGHT, HIGHLIGHT_EDGE, INK, MUTED, RULE
from quiddler_score.present.player_colours import PlayerStyle
from quiddler_score.present.text_fit import NameCell

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

BAND = "#1f3352"
BAND_TEXT = "#c9d6ea"


@contextmanager
def drawing() -> Iterator[None]:
    """The cards' settings while a card is built or written.

    A character DejaVu Sans lacks (an emoji in a name) shows as a box, in the PNG and
    the SVG alike, without a warning for each time it is measured or drawn.
    """
    with warnings.catch_warnings(), mpl.rc_context(STYLE):
        warnings.filterwarnings("ignore", message=r"Glyph \d+ .* missing from font")
        yield


def picture_bytes(figure: Figure, kind: str) -> bytes:
    """The figure as a PNG or an SVG (``kind`` "png" or "svg"), its text kept as text."""
    if kind not in ("png", "svg"):
        raise ValueError(f"a picture is .png or .svg, not {kind!r}")
    buffer = io.BytesIO()
    metadata = {"Date": None} if kind == "svg" else {}
    with drawing():
        figure.savefig(
            buffer, format=kind, dpi=figure.dpi, facecolor=figure.get_facecolor(), metadata=metadata
        )
    return buffer.getvalue()


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


# Text measured for the cards: how wide it is, wrapped or cut to fit, names in a column.

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


def wrapped_whole(text: str, width: float, size: float, indent: float = 0) -> list[str]:
    """``text`` on as many lines as it needs at ``size`` pt, each filled with the words
    that fit ``width`` px, less ``indent`` after the first (a word wider than that alone
    on its line, to be cut there)."""
    lines: list[str] = []
    for word in text.split(" "):
        room = width - (indent if len(lines) > 1 else 0)
        if lines and text_width(f"{lines[-1]} {word}", size) <= room:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def header_height(title: str) -> int:
    """The px of the band at the top: taller for a title on two lines."""
    return 170 if len(wrapped(title, TEXT_WIDTH, TITLE_SIZE, bold=True)) == 1 else 206


def cut(text: str, width: float, size: float, *, bold: bool = False, keep: int = 1) -> str:
    """``text`` if it fits ``width`` px at ``size`` pt, else cut with "…" (see text_fit.cut)."""
    return text_fit.cut(_px, text, width, size, bold=bold, keep=keep)


def _px(text: str, size: float, bold: bool) -> float:
    return text_width(text, size, bold=bold)


def line_height(size: float) -> float:
    """The px between two lines of text at ``size`` pt."""
    return size * DPI / 72 * 1.25


def name_cell(name: str, width: float, size: float, *, bold: bool = False) -> NameCell:
    """``name`` in a column ``width`` px wide, on one line or two (see text_fit.name_cell)."""
    return text_fit.name_cell(_px, name, width, size, bold=bold)


def cell_height(cell: NameCell) -> float:
    """The px a name's lines take."""
    return line_height(cell.size) * len(cell.lines)


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
        bold = style.get("weight") == "bold"
        artist.set_text(cut(content, width, float(artist.get_fontsize()), bold=bold))
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
            rule = {"color": RULE, "linewidth": 1, "solid_capstyle": "projecting"}
            self.line(48, WIDTH - 48, y + height / 2, **rule)

    def line(self, left: float, right: float, y: float, **style: Any) -> None:
        """A straight line across the card at ``y`` px, its ends round unless told."""
        style.setdefault("solid_capstyle", "round")
        self.figure.add_artist(
            Line2D(
                [self.x(left), self.x(right)],
                [self.y(y), self.y(y)],
                transform=self.figure.transFigure,
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

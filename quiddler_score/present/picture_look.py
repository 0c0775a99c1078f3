"""The look of the shared pictures: their size, palette, fonts, and a player's line.

Every card is 1,080 px wide (7.2 in at 150 dpi) so that a phone shows it sharp at full
width. Only the picture modules import this one: it loads matplotlib, which is heavy, and
only the commands that make pictures need it.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import matplotlib as mpl
from matplotlib import patheffects

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

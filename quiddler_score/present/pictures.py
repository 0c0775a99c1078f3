"""Pictures to share, as the commands ask for them: each card, written as PNG or SVG.

Drawn with matplotlib's Agg canvas, which never needs a display, in fonts that ship with
matplotlib; nothing is fetched. Only the commands that make pictures import this module.
The cards are 1,080 px wide, portrait, in Okabe and Ito's colour-blind-safe colours, each
person with a colour, marker and dashes of their own, the same in every picture of the
club (see :mod:`quiddler_score.present.player_colours`). Tonight's results card is drawn
in :mod:`~quiddler_score.present.results_card`, the leaderboard in
:mod:`~quiddler_score.present.leaderboard_card`.
"""

from __future__ import annotations

import io
from pathlib import Path

from matplotlib.figure import Figure

from quiddler_score.present.leaderboard_card import MAX_LINES, LeaderboardRow, leaderboard_card
from quiddler_score.present.picture_card import drawing
from quiddler_score.present.results_card import long_date, results_card

__all__ = [
    "MAX_LINES",
    "LeaderboardRow",
    "leaderboard_card",
    "long_date",
    "picture_bytes",
    "results_card",
    "save",
]

KINDS = ("png", "svg")


def picture_bytes(figure: Figure, kind: str) -> bytes:
    """The figure as a PNG or an SVG (``kind`` "png" or "svg"), its text kept as text."""
    fmt = kind.lower().lstrip(".")
    if fmt not in KINDS:
        raise ValueError(f"a picture is .png or .svg, not {kind!r}")
    buffer = io.BytesIO()
    metadata = {"Date": None} if fmt == "svg" else {}
    with drawing():
        figure.savefig(
            buffer, format=fmt, dpi=figure.dpi, facecolor=figure.get_facecolor(), metadata=metadata
        )
    return buffer.getvalue()


def save(figure: Figure, path: Path) -> None:
    """Write the figure to ``path`` as a PNG or an SVG, by its suffix."""
    suffix = path.suffix.lower()
    if suffix not in (".png", ".svg"):
        raise ValueError(
            f"a picture is written as .png or .svg, not {path.suffix or 'no suffix'!r}"
        )
    path.write_bytes(picture_bytes(figure, suffix))

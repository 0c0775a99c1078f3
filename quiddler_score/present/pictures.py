"""Pictures to share, as the commands ask for them: each card, written as PNG or SVG.

Drawn with matplotlib's Agg canvas, which never needs a display, in fonts that ship with
matplotlib; nothing is fetched. Only the commands that make pictures import this module.
"""

from __future__ import annotations

import io

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
]

KINDS = ("png", "svg")


def picture_bytes(figure: Figure, kind: str) -> bytes:
    """The figure as a PNG or an SVG (``kind`` "png" or "svg"), its text kept as text."""
    if kind not in KINDS:
        raise ValueError(f"a picture is .png or .svg, not {kind!r}")
    buffer = io.BytesIO()
    metadata = {"Date": None} if kind == "svg" else {}
    with drawing():
        figure.savefig(
            buffer, format=kind, dpi=figure.dpi, facecolor=figure.get_facecolor(), metadata=metadata
        )
    return buffer.getvalue()

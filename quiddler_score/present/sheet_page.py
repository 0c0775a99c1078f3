"""A page of a score sheet to draw on, measured in points from its top-left corner, and
text measured, wrapped and cut to fit it.

Only the score sheet imports this module: it loads matplotlib.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

from quiddler_score.present.picture_card import DPI, INK, cut, text_width
from quiddler_score.present.sheet_layout import Paper

MARGIN = 36.0  # pt: half an inch all round, inside what any printer can reach


class SheetPage:
    """A figure the size of the paper, drawn in points from its top-left corner."""

    def __init__(self, paper: Paper) -> None:
        self.paper = paper
        self.figure = Figure(figsize=(paper.width / 72, paper.height / 72), dpi=72)
        self.axes = self.figure.add_axes((0, 0, 1, 1))
        self.axes.set_xlim(0, paper.width)
        self.axes.set_ylim(paper.height, 0)
        self.axes.set_axis_off()
        # The edges of what is drawn, in pt from the top-left corner.
        self.left, self.right, self.bottom = MARGIN, paper.width - MARGIN, paper.height - MARGIN

    def text(self, x: float, y: float, content: str, size: float, **style: Any) -> None:
        """Text at (x, y) pt, its top there unless told otherwise; a letter keeps at most
        two accents (a name may be a letter and 30 of them)."""
        style.setdefault("va", "top")
        style.setdefault("color", INK)
        kept, marks = [], 0
        for char in content:
            marks = marks + 1 if unicodedata.combining(char) else 0
            kept += [char] * (marks <= 2)
        self.axes.text(x, y, "".join(kept), fontsize=size, **style)

    def box(self, x: float, y: float, width: float, height: float, **style: Any) -> None:
        """A rectangle from (x, y) pt, its top-left corner, ``width`` across, ``height`` down."""
        style.setdefault("fill", False)
        self.axes.add_patch(Rectangle((x, y), width, height, **style))

    def line(self, x0: float, y0: float, x1: float, y1: float, **style: Any) -> None:
        self.axes.plot([x0, x1], [y0, y1], solid_capstyle="butt", **style)


def width(text: str, size: float, *, bold: bool = False) -> float:
    """How many pt wide ``text`` is at ``size`` pt."""
    return text_width(text, size, bold=bold) * 72 / DPI


def fitted(text: str, room: float, size: float, *, bold: bool = False) -> str:
    """``text``, cut with "…" if it is wider than ``room`` pt at ``size`` pt."""
    return cut(text, room * DPI / 72, size, bold=bold)


def shrunk(text: str, room: float, size: float, *, least: float = 6, bold: bool = False) -> float:
    """The size, at most ``size`` pt and at least ``least``, at which ``text`` fits ``room``
    pt: a figure is never cut short. Text grows as its size, so it is measured once."""
    return max(least, min(size, size * room / max(width(text, size, bold=bold), 1)))


def wrapped_lines(
    pieces: list[str], room: float, size: float, *, gap: str = "  ", bold: bool = False
) -> list[str]:
    """``pieces`` (words, notes) on as many lines as they need, none split, each line at
    most ``room`` pt wide; a piece wider than a line alone is cut with "…"."""
    lines: list[str] = []
    for piece in pieces:
        joined = f"{lines[-1]}{gap}{piece}" if lines else piece
        if lines and width(joined, size, bold=bold) <= room:
            lines[-1] = joined
        else:
            lines.append(fitted(piece, room, size, bold=bold))
    return lines


def within(
    lines: list[str], most: int, room: float, size: float, *, bold: bool = False
) -> list[str]:
    """At most ``most`` of ``lines``, the last one ending in "…" if some were left out."""
    if len(lines) <= most:
        return lines
    kept = lines[: max(most, 1)]
    kept[-1] = fitted(kept[-1] + " …", room, size, bold=bold)
    return kept

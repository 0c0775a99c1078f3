"""Each player on the live board as in the pictures: their colour, marker and line.

The pictures name a marker and a line style as matplotlib does ("o", (0, (5, 2))); the
page draws them in SVG, so here they become the id of one of the page's marker shapes
and a stroke-dasharray. Who gets which colour and marker is the pictures' choice
(:mod:`quiddler_score.present.player_colours`), taken as it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from quiddler_score.games.club.seating_order import NO_CLUB, Club
from quiddler_score.present.marks import short_names
from quiddler_score.present.player_colours import player_styles

# matplotlib's marker codes as the page's shapes (symbols defined in board.html).
SHAPES = {
    "o": "circle",
    "s": "square",
    "D": "diamond",
    "P": "plus",
    "X": "cross",
    "h": "hexagon",
    "v": "triangle-down",
    "p": "pentagon",
}
# The pictures' lines are 2.6 pt wide and matplotlib scales dashes by the width; the
# page's lines are 3 px wide, so a dash keeps its proportions at this scale.
DASH_SCALE = 3


SHORT_NAME = 10  # characters of a name in a round's table, where columns are narrow


@dataclass(frozen=True)
class Look:
    name: str
    short: str  # the name cut to fit a narrow column, still told apart from the others
    colour: str  # "#0072B2"
    shape: str  # the id of the marker's symbol in the page
    dashes: str  # an SVG stroke-dasharray; "" for a solid line


def looks_of(players: Sequence[str], club: Club = NO_CLUB) -> dict[str, Look]:
    """Each player's look, as the pictures style them (``club`` says who a name is)."""
    styles = player_styles(players, club)
    shorts = dict(zip(players, short_names(players, SHORT_NAME), strict=True))
    return {
        p: Look(
            p,
            shorts[p],
            styles[p].colour,
            SHAPES.get(styles[p].marker, "circle"),
            dash_array(styles[p].dashes),
        )
        for p in players
    }


def dash_array(line_style: Any) -> str:
    """matplotlib's ``"-"`` or ``(offset, (on, off, ...))`` as an SVG stroke-dasharray."""
    if not isinstance(line_style, tuple) or len(line_style) != 2:
        return ""
    pattern = line_style[1]
    return " ".join(f"{length * DASH_SCALE:g}" for length in pattern)

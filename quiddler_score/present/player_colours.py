"""Each person's colour, marker and line in the pictures: the same on every card of a club.

A person's style follows from their place in the club (see games/club/seating_order.py: the order in
which its people first sat down): the first eight people get the eight colours, the
next eight the same colours with the second marker, and so on. So at most tables every
player has a colour of their own, and Ann is the same blue circle on tonight's results
card and on the club's leaderboard. Someone the club has not seen (a transcript scored
on its own) gets a style from their name key, by a hash that does not change between
runs or machines.

Two players of one picture may still share a colour (a club of more than eight); they
never share both colour and marker. When they would, the one whose key sorts later takes
the next marker free in that colour: the colour, which people remember, never changes.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any, NamedTuple

from quiddler_score.games.club.seating_order import NO_CLUB, Club

# Okabe and Ito's palette, told apart by the common colour blindnesses. Yellow, faint on
# white, is drawn with a grey outline (OUTLINED).
PALETTE = (
    "#0072B2",  # blue
    "#D55E00",  # vermillion
    "#009E73",  # bluish green
    "#CC79A7",  # reddish purple
    "#E69F00",  # orange
    "#56B4E9",  # sky blue
    "#000000",  # black
    "#F0E442",  # yellow
)
OUTLINED = frozenset({"#F0E442"})
# No player's marker is a star or an upward triangle: those mark the bonuses. Each marker
# has a dash pattern of its own, so two players of one colour differ in both.
MARKERS = ("o", "s", "D", "P", "X", "h", "v", "p")
DASHES: tuple[Any, ...] = (
    "-",
    (0, (5, 2)),
    (0, (1, 1.5)),
    (0, (6, 2, 1, 2)),
    (0, (2.5, 1.5)),
    (0, (6, 2, 1, 2, 1, 2)),
    (0, (9, 2.5)),
    (0, (1, 1, 3, 1)),
)


class PlayerStyle(NamedTuple):
    colour: str
    marker: str
    dashes: Any

    @property
    def outlined(self) -> bool:
        return self.colour in OUTLINED


def chosen_style(key: str, place: int | None = None) -> tuple[int, int]:
    """The (colour, marker) of a person, as indexes: by their ``place`` in the club, else
    by a hash of their name key; the same on every run."""
    if place is None:
        digest = hashlib.blake2b(key.encode("utf-8"), digest_size=8).digest()
        place = int.from_bytes(digest, "big")
    return place % len(PALETTE), (place // len(PALETTE)) % len(MARKERS)


def player_styles(names: Iterable[str], club: Club = NO_CLUB) -> dict[str, PlayerStyle]:
    """The style of each of ``names``, the players of one picture (at most 8).

    ``club`` says who a name is and each person's place. In key order,
    each keeps the style it picks unless an earlier one has it; then it keeps its colour
    and takes the next marker free in that colour (eight markers: one is always free).
    The same people get the same styles whatever order they are given in.
    """
    key = club.key
    ordered = sorted(names, key=lambda name: (key(name), name))
    if len(ordered) > len(MARKERS):
        raise ValueError(f"a picture styles at most {len(MARKERS)} players, not {len(ordered)}")
    taken: set[tuple[int, int]] = set()
    styles: dict[str, PlayerStyle] = {}
    for name in ordered:
        colour, marker = chosen_style(key(name), club.place(name))
        while (colour, marker) in taken:
            marker = (marker + 1) % len(MARKERS)
        taken.add((colour, marker))
        styles[name] = PlayerStyle(PALETTE[colour], MARKERS[marker], DASHES[marker])
    return styles

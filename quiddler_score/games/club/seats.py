"""A club's people in the order they first sat down: each keeps that place for good.

The pictures and the live board give each person a colour and marker by that place, so
the first eight people of a club all have colours of their own, and Ann is the same
colour on every card. A person is a name under the club's aliases.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import NamedTuple

from quiddler_score.engine.table import name_key
from quiddler_score.games.club.people import People, read_aliases
from quiddler_score.games.log.store import Store


class Club(NamedTuple):
    """Who a name is (``key``) and the place of each person's key (``order``, from 0)."""

    key: Callable[[str], str] = name_key
    order: Mapping[str, int] = MappingProxyType({})

    def place(self, name: str) -> int | None:
        """The person's place in the club, or None for someone it has not seen."""
        return self.order.get(self.key(name))


def club_of(store: Store) -> Club:
    """The club of a database: its aliases, and its people by the first game each sat at
    (deleted games too, so that deleting a game never moves anyone's colour)."""
    key = People(read_aliases(store)).key
    order: dict[str, int] = {}
    for players in first_seatings(store):
        for name in players:
            order.setdefault(key(name), len(order))
    return Club(key, MappingProxyType(order))


# No club: names are told apart by name_key, and each style comes from a hash of it.
NO_CLUB = Club()


def first_seatings(store: Store) -> list[list[str]]:
    """Each game's players as seated when it started, oldest game first, deleted games
    too; a first entry that does not read as names is left out."""
    with store.reading() as conn:
        rows = conn.execute(
            "SELECT CASE WHEN json_valid(payload)"
            " THEN json_extract(payload, '$.players') END"
            " FROM events WHERE seq = 1 AND kind = 'game_created' ORDER BY game_id"
        ).fetchall()
    seatings = []
    for (text,) in rows:
        try:
            players = json.loads(text) if isinstance(text, str) else None
        except (ValueError, RecursionError):
            continue
        if isinstance(players, list) and all(isinstance(p, str) for p in players):
            seatings.append(players)
    return seatings

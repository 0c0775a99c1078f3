"""A club's people in the order they first sat down: each keeps that place for good.

The pictures and the live board give each person a colour and marker by that place, so
the first eight people of a club all have colours of their own, and Ann is the same
colour on every card. A person is a name under the club's aliases.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import NamedTuple

from quiddler_score.engine.table import name_key
from quiddler_score.games.club.people import people_of
from quiddler_score.games.errors import DamagedEntry
from quiddler_score.games.events import Event, GameCreated, Kind, payload_of
from quiddler_score.games.log.store import Store
from quiddler_score.games.log.stored_json import StoredJsonError, read_object


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
    key = people_of(store).key
    with store.reading() as conn:
        rows = conn.execute(
            "SELECT game_id, payload FROM events WHERE seq = 1 AND kind = ? ORDER BY game_id",
            (Kind.GAME_CREATED,),
        ).fetchall()
    order: dict[str, int] = {}
    for game_id, text in rows:
        try:
            created = payload_of(Event(game_id, 1, Kind.GAME_CREATED, read_object(text)))
        except (StoredJsonError, DamagedEntry):
            continue  # a first entry that does not read as a game's start
        assert isinstance(created, GameCreated)
        for name in created.players:
            order.setdefault(key(name), len(order))
    return Club(key, MappingProxyType(order))


# No club: names are told apart by name_key, and each style comes from a hash of it.
NO_CLUB = Club()

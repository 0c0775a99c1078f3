"""A club's people in the order they first sat down (games/club/seating_order.py): each
keeps that place for good, which gives them their colour."""

from __future__ import annotations

from quiddler_score.games import actions
from quiddler_score.games.club.people import add_alias
from quiddler_score.games.club.seating_order import NO_CLUB, club_of
from quiddler_score.games.events import GameCreated
from quiddler_score.games.log.store import Store


def sat_down(store: Store, *players: str) -> int:
    return actions.start_game(store, GameCreated(players)).info.id


def test_people_take_places_in_the_order_they_first_sat_down(store: Store) -> None:
    sat_down(store, "Cy", "Ann")
    sat_down(store, "Ann", "Bob", "Cy")
    club = club_of(store)
    assert [club.place(name) for name in ("Cy", "Ann", "Bob", "Dee")] == [0, 1, 2, None]


def test_a_deleted_game_keeps_its_players_places(store: Store) -> None:
    first = sat_down(store, "Cy", "Ann")
    sat_down(store, "Ann", "Bob")
    store.set_deleted(first, True)
    assert club_of(store).place("Bob") == 2


def test_an_alias_and_a_name_typed_otherwise_have_the_persons_place(store: Store) -> None:
    sat_down(store, "Ann", "Chloé")
    add_alias(store, "Ann", "Annie")
    club = club_of(store)
    assert (club.place("Annie"), club.place("CHLOE")) == (0, 1)


def test_no_club_places_no_one() -> None:
    assert NO_CLUB.place("Ann") is None

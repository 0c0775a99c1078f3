"""Past nights brought in (games/past_nights/brought_in.py): the day a game is kept at,
what tells a game brought in twice, and a sheet kept whole. The ``import`` command is
tested end to end in tests/test_import.py."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.club.people import add_alias, remove_alias
from quiddler_score.games.log.store import Store
from quiddler_score.games.past_nights.brought_in import game_key, import_games, played_at
from quiddler_score.games.past_nights.sheet import PastGame, SheetError

STANDARD = (3, 4, 5, 6, 7, 8, 9, 10)


def past(*players: str, totals: tuple[int, ...] = (150, 120), day: str = "2024-03-01") -> PastGame:
    return PastGame(day, None, players, totals, STANDARD, (), (2, 1 + len(players)))


@pytest.fixture(params=["Pacific/Kiritimati", "America/Los_Angeles"])
def far_clock(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> Iterator[None]:
    """A computer 14 hours ahead of UTC, or 8 behind it."""
    monkeypatch.setenv("TZ", request.param)
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_a_day_is_kept_as_a_time_read_back_as_that_day(far_clock: None) -> None:
    assert local_day(played_at("2024-03-01")) == "2024-03-01"


def test_a_game_is_told_by_its_day_players_as_written_and_totals_not_by_aliases() -> None:
    assert game_key(past("Ann", "Robert")) == game_key(past("robert", "ANN", totals=(120, 150)))
    assert game_key(past("Ann", "Robert")) != game_key(past("Ann", "Bob"))
    assert game_key(past("Ann", "Bob")) != game_key(past("Ann", "Bob", day="2024-03-02"))
    assert game_key(past("Ann", "Bob")) != game_key(past("Ann", "Bob", totals=(150, 121)))


def test_a_game_brought_in_again_is_left_out_and_named_by_the_game_kept(store: Store) -> None:
    first = import_games(store, [past("Ann", "Bob")], "nights.csv")
    again = import_games(store, [past("Ann", "Bob"), past("Ann", "Cy")], "nights.csv")
    assert [game_id for game_id, _ in first.added] == [1]
    assert [game_id for game_id, _ in again.already] == [1]
    assert [game.players for _, game in again.added] == [("Ann", "Cy")]


def test_two_players_an_alias_makes_one_person_are_refused_and_nothing_is_kept(
    store: Store,
) -> None:
    add_alias(store, "Bob", "Robert")
    games = [past("Ann", "Bob"), past("Bob", "Robert", day="2024-03-08")]
    with pytest.raises(SheetError, match="Bob and Robert both play in the game of 2024-03-08"):
        import_games(store, games, "nights.csv")
    remove_alias(store, "Robert")
    assert import_games(store, [past("Ann", "Bob")], "nights.csv").added

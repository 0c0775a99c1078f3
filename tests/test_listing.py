"""The games listed and found in the store: each with its log's length and times, and
the one an id, a name or the start of a name means."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from builders import TickingClock, at

from quiddler_score.games.log import listing
from quiddler_score.games.log.listing import GameInfo
from quiddler_score.games.log.store import Store, StoreError


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store(tmp_path / "scores.sqlite3", clock=TickingClock()) as opened:
        yield opened


def test_games_lists_each_game_with_its_event_count_and_last_event_time(store: Store) -> None:
    friday = store.create_game("Friday", ("start", {}))  # at(0)
    saturday = store.create_game("Saturday", ("start", {}))  # at(1)
    store.append(friday, "hand", {})  # at(2)
    store.append(friday, "hand", {})  # at(3)

    assert listing.games(store) == [
        GameInfo(friday, "Friday", at(0), 3, at(3)),
        GameInfo(saturday, "Saturday", at(1), 1, at(1)),
    ]


@pytest.fixture
def named_games(store: Store) -> dict[str, int]:
    names = ["Friday", "Friday rematch", "Saturday", "Sunday", "2"]
    return {name: store.create_game(name, ("start", {})) for name in names}


def test_find_game_by_id(store: Store, named_games: dict[str, int]) -> None:
    saturday = named_games["Saturday"]
    assert listing.find_game(store, str(saturday)).name == "Saturday"


def test_find_game_by_id_comes_before_a_name_made_of_digits(
    store: Store, named_games: dict[str, int]
) -> None:
    # Game 2 is "Friday rematch"; the game named "2" has id 5.
    assert listing.find_game(store, "2").name == "Friday rematch"
    assert listing.find_game(store, "5").name == "2"


def test_find_game_by_exact_name_ignoring_case(store: Store, named_games: dict[str, int]) -> None:
    assert listing.find_game(store, "saturday").id == named_games["Saturday"]


def test_find_game_exact_name_wins_over_longer_names_it_starts(
    store: Store, named_games: dict[str, int]
) -> None:
    assert listing.find_game(store, "Friday").id == named_games["Friday"]


def test_find_game_by_unique_prefix(store: Store, named_games: dict[str, int]) -> None:
    assert listing.find_game(store, "Sat").id == named_games["Saturday"]
    assert listing.find_game(store, "friday r").id == named_games["Friday rematch"]


def test_find_game_refuses_an_ambiguous_prefix_and_lists_the_candidates(
    store: Store, named_games: dict[str, int]
) -> None:
    with pytest.raises(StoreError) as caught:
        listing.find_game(store, "S")
    assert str(caught.value) == (
        f"'S' matches 2 games in {store.path} (3 'Saturday', 4 'Sunday'); give the game's id"
    )


def test_find_game_refuses_a_name_nothing_matches(
    store: Store, named_games: dict[str, int]
) -> None:
    with pytest.raises(StoreError, match="no game with id or name 'Monday'"):
        listing.find_game(store, "Monday")
    with pytest.raises(StoreError, match="no game with id or name '99'"):
        listing.find_game(store, "99")
    with pytest.raises(StoreError, match="no game given"):
        listing.find_game(store, " ")


def test_find_game_refuses_two_games_with_the_same_name(store: Store) -> None:
    store.create_game("Friday", ("start", {}))
    store.create_game("friday", ("start", {}))
    with pytest.raises(StoreError, match="'Friday' matches 2 games"):
        listing.find_game(store, "Friday")

"""The keys of the live board's links, kept in the database (games/log/links.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import ok

from quiddler_score.games.log import links
from quiddler_score.games.log.store import Store, StoreError


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    db = tmp_path / "games.sqlite3"
    ok("new", "Ann", "Bob", "Cy", db=db)
    ok("new", "Dee", "Eve", db=db)
    with Store(db) as opened:
        yield opened


def test_a_games_seat_keys_are_made_once_and_read_back_as_kept(store: Store) -> None:
    first = links.seat_keys(store, 1, 3)
    assert len(set(first)) == 3 and all(len(key) == 22 for key in first)
    assert links.seat_keys(store, 1, 3) == first
    assert links.kept_seat_keys(store, 1) == links.SeatKeys(dict(enumerate(first)), frozenset())
    assert links.seat_keys(store, 2, 2)[0] not in first  # each game's own
    assert links.seat_keys(store, 1, 4)[:3] == first  # a seat without one gets one


def test_a_revoked_seat_gets_a_new_key_and_its_old_one_is_kept_as_revoked(store: Store) -> None:
    ann, bob, cy = links.seat_keys(store, 1, 3)
    new = links.revoke_seat(store, 1, 1)
    assert new not in (ann, bob, cy)
    assert links.kept_seat_keys(store, 1) == links.SeatKeys({0: ann, 1: new, 2: cy}, {bob})
    assert links.seat_keys(store, 1, 3) == [ann, new, cy]


def test_renewing_revokes_every_seat_of_the_game_and_no_other_game(store: Store) -> None:
    old = links.seat_keys(store, 1, 3)
    other = links.seat_keys(store, 2, 2)
    new = links.seat_keys(store, 1, 3, renew=True)
    assert not set(new) & set(old)
    assert links.kept_seat_keys(store, 1) == links.SeatKeys(dict(enumerate(new)), set(old))
    assert links.seat_keys(store, 2, 2) == other


def test_the_board_keys_are_kept_for_the_database_until_renewed(store: Store) -> None:
    first = links.board_keys(store)
    assert len(first.board) == 22 and len(first.tokens) == 32
    assert links.board_keys(store) == first
    renewed = links.board_keys(store, renew=True)
    assert renewed.board != first.board and renewed.tokens != first.tokens
    assert links.board_keys(store) == renewed


def test_a_store_that_refuses_writes_makes_no_key(store: Store) -> None:
    store.refuse_writes("the live board only reads")
    with pytest.raises(StoreError, match="the live board only reads"):
        links.seat_keys(store, 1, 3)


MAKE = """
import sys
from collections.abc import Iterator
from pathlib import Path
from quiddler_score.games.log import links
from quiddler_score.games.log.store import Store
with Store(Path(sys.argv[1])) as store:
    print(" ".join(links.seat_keys(store, 1, 3)))
"""


@pytest.mark.slow
def test_processes_making_a_games_keys_at_once_all_get_the_same_keys(tmp_path: Path) -> None:
    """Each decides in its write transaction: the first makes them, the others read them."""
    db = tmp_path / "games.sqlite3"
    ok("new", "Ann", "Bob", "Cy", db=db)
    started = [
        subprocess.Popen(
            [sys.executable, "-c", MAKE, str(db)], stdout=subprocess.PIPE, text=True, env=os.environ
        )
        for _ in range(6)
    ]
    printed = {process.communicate(timeout=120)[0] for process in started}
    assert all(process.returncode == 0 for process in started)
    (keys,) = printed
    with Store(db) as store:
        assert keys.split() == links.seat_keys(store, 1, 3)
        assert links.kept_seat_keys(store, 1).revoked == frozenset()

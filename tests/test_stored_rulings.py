"""Each game's rulings, kept beside its log and read back in one query, are those a replay
of the game gives; they are written in the transaction of the entry that makes them, and
a database of schema 4 gets them once, replaying only the games that hold one.

tests/data/schema4/club.sqlite3 was written by the last version of schema 4: Friday
(Bob challenged Ann's CAT and lost; Ann challenged Bob's ZX, struck; Ann's PARIS refused
and unchallenged), Saturday (the table overruled the dictionary both ways, Dee renamed
Dana), Quiet (no ruling), Gone (a refused ZX in a round not complete; deleted) and Undone
(a challenge of Jo's refused ZX taken back). Beside it, what that version printed of
``rulings --json --deleted``.
"""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok, printed, qs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from random_logs import random_log

from quiddler_score.cli.commands.rulings import NEWEST
from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.games.errors import StoreError
from quiddler_score.games.events import GameCreated, Payload
from quiddler_score.games.log import derived, listing
from quiddler_score.games.log.schema import SCHEMA_VERSION
from quiddler_score.games.log.store import Store
from quiddler_score.games.rulings import every_game, stored
from quiddler_score.games.rulings.every_game import RulingsRead, read_rulings
from quiddler_score.games.saved_game import SavedGame
from quiddler_score.games.state import GameState

OLD = Path(__file__).parent / "data" / "schema4"


@pytest.fixture
def migrated(tmp_path: Path) -> Path:
    db = tmp_path / "club.sqlite3"
    shutil.copy(OLD / "club.sqlite3", db)
    return db


def without_date(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows but their local day, which is the day of ``at`` on the clock running them."""
    return [{key: value for key, value in row.items() if key != "date"} for row in rows]


def count(db: Path, query: str) -> Any:
    conn = sqlite3.connect(db)
    try:
        return conn.execute(query).fetchone()[0]
    finally:
        conn.close()


def test_the_old_database_is_of_schema_4_with_summaries_and_no_kept_rulings() -> None:
    conn = sqlite3.connect(f"file:{OLD / 'club.sqlite3'}?mode=ro", uri=True)
    try:
        assert conn.execute("PRAGMA user_version").fetchone() == (4,)
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master")}
        assert conn.execute("SELECT count(*) FROM game_summaries").fetchone() == (5,)
    finally:
        conn.close()
    assert "rulings" not in tables and "game_rulings" not in tables


def test_a_schema_4_database_lists_the_rulings_that_version_listed(migrated: Path) -> None:
    old = json.loads((OLD / "rulings.json").read_text(encoding="utf-8"))
    now = json.loads(printed(migrated, "rulings", "--json", "--deleted"))
    assert without_date(now) == without_date(old)
    assert count(migrated, "PRAGMA user_version") == SCHEMA_VERSION
    # Kept now, for every game, deleted or not; seven rulings in all.
    assert count(migrated, "SELECT count(*) FROM game_rulings") == 5
    assert count(migrated, "SELECT count(*) FROM rulings") == 7
    again = json.loads(printed(migrated, "rulings", "--json", "--deleted"))
    assert again == now


def test_upgrading_replays_only_the_games_that_hold_a_ruling(
    migrated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    replayed: list[int] = []

    class Watched(SavedGame):
        def state(self) -> GameState:
            replayed.append(self.info.id)
            return super().state()

    monkeypatch.setattr(every_game, "SavedGame", Watched)
    printed(migrated, "rulings")
    # Quiet (game 3) holds no challenge and no refused word: kept with none, not replayed.
    assert sorted(replayed) == [1, 2, 4, 5]
    assert count(migrated, "SELECT event_count FROM game_rulings WHERE game_id = 3") == 3
    replayed.clear()
    printed(migrated, "rulings")
    printed(migrated, "rulings", "--player", "ann")
    assert replayed == []  # every game's rulings kept: none replayed again


def replayed(store: Store) -> list[Any]:
    """Every game's rulings as a replay of each log gives them, oldest first."""
    return read_rulings(store, listing.games(store) + listing.games(store, deleted=True)).rulings


def read_kept(store: Store) -> list[Any]:
    return stored.stored_rulings(
        store, stored.Asked(deleted=True), RulingsRead([], [], set())
    ).rulings


def kept_through_the_game_actions(db: Path, logs: list[list[Payload]]) -> None:
    """Each log written as a scorekeeper writes it: an entry at a time, each verified."""
    with Store(db) as store:
        for log in logs:
            first = log[0]
            assert isinstance(first, GameCreated)
            game = SavedGame.create(store, first)
            for payload in log[1:]:
                game.record(payload)


@pytest.mark.slow  # random logs replayed and kept: seconds
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.integers(0, 10**6), min_size=1, max_size=4))
def test_kept_rulings_read_back_as_a_replay_of_each_random_log_gives_them(
    seeds: list[int],
) -> None:
    logs = [random_log(random.Random(seed)) for seed in seeds]
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "games.sqlite3"
        kept_through_the_game_actions(db, logs)
        with Store(db) as store:
            assert derived.stale_rulings(store, 1) == []  # every game's kept with its last entry
            assert read_kept(store) == replayed(store)
        # Made again from the logs, as for a database of schema 4: the same again.
        with sqlite3.connect(db) as conn:
            conn.execute("DELETE FROM game_rulings")
            conn.execute("DELETE FROM rulings")
        conn.close()
        with Store(db) as store:
            assert stored.up_to_date(store).games == []
            assert read_kept(store) == replayed(store)


def test_the_random_logs_compared_hold_rulings_of_every_kind() -> None:
    # So that the comparison above cannot pass on logs without rulings.
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "games.sqlite3"
        kept_through_the_game_actions(db, [random_log(random.Random(s)) for s in range(12)])
        with Store(db) as store:
            rulings = read_kept(store)
    assert {r.kind for r in rulings} == {"challenge", "refused"}
    assert {r.outcome for r in rulings} >= {"acceptable", "struck", "scored", "undecided"}


def test_an_entry_whose_rulings_cannot_be_kept_is_not_written_either(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    ok("--db", str(db), "new", "Ann", "Bob")
    ok("--db", str(db), "record", "ann", "cat", "--out")
    # Another program makes every write of a ruling fail: the entry that makes one (a
    # refused ZX) fails with it, in the one transaction, so no log ever holds an entry
    # whose rulings were not kept with it.
    with sqlite3.connect(db) as conn:
        conn.execute(
            "CREATE TRIGGER no_rulings BEFORE INSERT ON rulings"
            " BEGIN SELECT RAISE(ABORT, 'no rulings'); END"
        )
    conn.close()
    result = qs("--db", str(db), "record", "bob", "zx", "-u", "e")
    assert result.exit_code == 2 and "no rulings" in result.output
    assert count(db, "SELECT max(seq) FROM events") == 2
    assert count(db, "SELECT event_count FROM game_rulings") == 2
    assert count(db, "SELECT count(*) FROM game_summaries WHERE event_count = 3") == 0


def game_with_a_challenge(db: Path, name: str) -> None:
    """A game of Ann and Bob in which Bob challenges Ann's CAT, which stands."""
    ok("--db", str(db), "new", "Ann", "Bob", "--name", name)
    ok("--db", str(db), "record", "ann", "cat", "--out")
    ok("--db", str(db), "record", "bob", "ox", "-u", "e")
    ok("--db", str(db), "challenge", "bob", "ann", "cat")


def headings(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("Game ")]


@pytest.mark.parametrize("games", [NEWEST, NEWEST + 1])
def test_rulings_lists_the_newest_games_and_says_how_many_are_not(
    tmp_path: Path, games: int
) -> None:
    db = tmp_path / "games.sqlite3"
    for number in range(1, games + 1):
        game_with_a_challenge(db, f"Night {number}")
    listed = printed(db, "rulings")
    shown = headings(listed)
    assert len(shown) == NEWEST
    assert shown[-1].startswith(f"Game {games} Night {games},")
    if games == NEWEST:
        assert "not listed" not in listed
    else:
        assert listed.startswith(
            "1 older game's rulings are not listed: quiddler-score rulings --all\n"
        )
        assert "Game 1 Night 1," not in listed
    assert len(headings(printed(db, "rulings", "--all"))) == games
    assert {r["game_id"] for r in json.loads(printed(db, "rulings", "--json"))} == set(
        range(1, games + 1)
    )


def test_a_kept_ruling_changed_by_another_program_is_read_from_its_log(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    game_with_a_challenge(db, "Friday")
    before = printed(db, "rulings", "--json")
    with sqlite3.connect(db) as conn:
        conn.execute('UPDATE rulings SET ruling = \'["challenge", "one"]\'')
    conn.close()
    assert printed(db, "rulings", "--json") == before


def test_a_database_that_cannot_be_written_lists_rulings_it_cannot_keep(
    migrated: Path,
) -> None:
    old = json.loads((OLD / "rulings.json").read_text(encoding="utf-8"))
    with Store(migrated) as store:  # migrated, its rulings not made yet
        store.refuse_writes("a test reads it only")
        unkept = stored.up_to_date(store)
        listed = stored.stored_rulings(store, stored.Asked(deleted=True), unkept).rulings
        assert len(derived.stale_rulings(store, 1)) == 5  # nothing kept
    assert [(r.game_id, r.entry, r.outcome) for r in listed] == [
        (row["game_id"], row["entry"], row["outcome"]) for row in old
    ]


def test_rulings_of_one_game_that_is_not_there_is_one_line(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    game_with_a_challenge(db, "Friday")
    result = qs("--db", str(db), "rulings", "--game", "9")
    assert result.exit_code == 2 and "no game with id or name '9'" in result.output
    with pytest.raises((StoreError, QuiddlerError)), Store(db) as store:
        listing.find_game(store, "9")


def challenged_then_undone_elsewhere(db: Path, how: str) -> None:
    """Game 1 of Ann and Bob: Bob's challenge of Ann's CAT (entry 4), then an undo of it
    written without its rulings: through the store's plain append, or by another program
    in SQL, which leaves the rulings kept for the log before it."""
    game_with_a_challenge(db, "Friday")
    if how == "append":
        with Store(db) as store:
            store.append(1, "undo", {"target": 4})
        return
    with sqlite3.connect(db) as conn:
        conn.execute(
            "INSERT INTO events (game_id, seq, kind, payload, created_at)"
            " SELECT 1, 5, 'undo', '{\"target\": 4}', created_at FROM events"
            " WHERE game_id = 1 AND seq = 4"
        )
    conn.close()


@pytest.mark.parametrize("how", ["append", "sql"])
@pytest.mark.parametrize("args", [(), ("--all",), ("--player", "bob")])
def test_rulings_kept_for_a_shorter_log_are_made_again_from_the_log(
    tmp_path: Path, how: str, args: tuple[str, ...]
) -> None:
    db = tmp_path / "games.sqlite3"
    challenged_then_undone_elsewhere(db, how)
    game_with_a_challenge(db, "Saturday")  # game 2, its rulings kept with its entries
    listed = printed(db, "rulings", *args)
    assert "Game 1 Friday" not in listed and "Game 2 Saturday" in listed
    # Made again and kept: for the whole log now.
    assert count(db, "SELECT event_count FROM game_rulings WHERE game_id = 1") == 5
    assert count(db, "SELECT count(*) FROM rulings WHERE game_id = 1") == 0

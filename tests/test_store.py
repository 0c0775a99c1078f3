"""The SQLite event store, tested on real files and, where it matters, real processes."""

from __future__ import annotations

import itertools
import os
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from builders import TickingClock, at, pragma, raw

import quiddler_score.games.log.database_file as store_file
import quiddler_score.games.log.store as store_module
from quiddler_score.games.log import listing
from quiddler_score.games.log.listing import GameInfo
from quiddler_score.games.log.store import (
    SCHEMA_VERSION,
    Event,
    Store,
    StoreConflict,
    StoreError,
)


def integrity(store: Store) -> str:
    """SQLite's full integrity check of the store's file: "ok", or what it found."""
    with store.reading() as conn:
        rows = conn.execute("PRAGMA integrity_check").fetchall()
    return "\n".join(str(row[0]) for row in rows)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "scores.sqlite3"


@pytest.fixture
def store(db: Path) -> Iterator[Store]:
    with Store(db, clock=TickingClock()) as opened:
        yield opened


# Games and events


def test_create_game_stores_the_first_event_as_seq_1_and_makes_it_current(store: Store) -> None:
    game_id = store.create_game("Friday", ("new_game", {"players": ["Ann", "Bob"]}))

    assert store.events(game_id) == [
        Event(game_id, 1, "new_game", {"players": ["Ann", "Bob"]}, at(0))
    ]
    assert listing.game(store, game_id) == GameInfo(game_id, "Friday", at(0), 1, at(0))
    assert store.current_game() == game_id


def test_events_come_back_in_seq_order_with_their_payloads(db: Path) -> None:
    payload = {"player": "Zoë", "words": [["qu", "i", "z"]], "score": 27, "note": None}
    with Store(db, clock=TickingClock()) as store:
        game_id = store.create_game("Friday", ("start", {}))
        appended = [store.append(game_id, "hand", {**payload, "round": r}) for r in (1, 2, 3)]

    with Store(db) as reopened:
        events = reopened.events(game_id)

    assert [e.seq for e in events] == [1, 2, 3, 4]
    assert events[1:] == appended
    assert events[3] == Event(game_id, 4, "hand", {**payload, "round": 3}, at(3))


def test_each_game_numbers_its_own_events_from_1(store: Store) -> None:
    first = store.create_game("first", ("start", {}))
    second = store.create_game("second", ("start", {}))
    store.append(first, "hand", {})
    store.append(second, "hand", {})
    store.append(first, "hand", {})

    assert [e.seq for e in store.events(first)] == [1, 2, 3]
    assert [e.seq for e in store.events(second)] == [1, 2]


def test_payload_comes_back_as_json_would_give_it(store: Store) -> None:
    game_id = store.create_game("Friday", ("start", {}))
    event = store.append(game_id, "hand", {"cards": ("qu", "a", "d")})

    assert event.payload == {"cards": ["qu", "a", "d"]}
    assert store.events(game_id)[-1] == event


def test_timestamps_are_utc_iso_8601_from_the_clock(db: Path) -> None:
    evening_in_sydney = datetime(2024, 3, 2, 6, 0, tzinfo=timezone(timedelta(hours=11)))
    with Store(db, clock=lambda: evening_in_sydney) as store:
        game_id = store.create_game("Friday", ("start", {}))

        assert store.events(game_id)[0].created_at == "2024-03-01T19:00:00.000000+00:00"


def test_a_clock_without_a_timezone_is_refused_and_nothing_is_written(db: Path) -> None:
    with Store(db, clock=lambda: datetime(2024, 3, 1, 19, 0)) as store:
        with pytest.raises(ValueError, match="timezone-aware"):
            store.create_game("Friday", ("start", {}))
        assert listing.games(store) == []


def test_a_payload_that_is_not_json_is_refused_and_nothing_is_written(store: Store) -> None:
    game_id = store.create_game("Friday", ("start", {}))
    with pytest.raises(TypeError):
        store.append(game_id, "hand", {"cards": {"qu", "a"}})
    with pytest.raises(ValueError):
        store.append(game_id, "hand", {"score": float("nan")})
    with pytest.raises(ValueError, match="kind"):
        store.append(game_id, "", {})

    assert [e.seq for e in store.events(game_id)] == [1]


def test_unknown_game_ids_are_refused(store: Store, db: Path) -> None:
    store.create_game("Friday", ("start", {}))
    message = f"no game with id 7 in {db}"
    with pytest.raises(StoreError, match=message):
        store.append(7, "hand", {})
    with pytest.raises(StoreError, match=message):
        store.events(7)
    with pytest.raises(StoreError, match=message):
        listing.game(store, 7)
    with pytest.raises(StoreError, match=message):
        store.set_current_game(7)


def test_the_current_game_is_the_latest_created_until_set(db: Path) -> None:
    with Store(db) as store:
        friday = store.create_game("Friday", ("start", {}))
        saturday = store.create_game("Saturday", ("start", {}))
        assert store.current_game() == saturday
        store.set_current_game(friday)

    with Store(db) as reopened:
        assert reopened.current_game() == friday


# Optimistic appends


def test_append_if_appends_when_the_log_is_as_the_caller_read_it(store: Store) -> None:
    game_id = store.create_game("Friday", ("start", {}))
    event = store.append_if(game_id, 1, "hand", {"round": 1})
    assert event.seq == 2
    assert store.append_if(game_id, listing.game(store, game_id).event_count, "hand", {}).seq == 3


def test_append_if_refuses_when_another_process_appended_meanwhile(db: Path) -> None:
    with Store(db) as mine, Store(db) as theirs:
        game_id = mine.create_game("Friday", ("start", {}))
        seen = mine.events(game_id)[-1].seq
        theirs.append(game_id, "hand", {"by": "them"})

        with pytest.raises(StoreConflict) as caught:
            mine.append_if(game_id, seen, "undo", {"by": "me"})

        assert str(caught.value) == (
            f"game {game_id} in {db} changed meanwhile: its last event is #2, not #1; "
            "reload it and try again"
        )
        assert [e.payload for e in mine.events(game_id)] == [{}, {"by": "them"}]


# What the file itself guarantees


def test_events_cannot_be_changed_or_deleted_even_with_plain_sql(store: Store, db: Path) -> None:
    game_id = store.create_game("Friday", ("start", {"score": 10}))
    conn = raw(db)
    try:
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            conn.execute("UPDATE events SET payload = '{\"score\": 99}'")
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            conn.execute("DELETE FROM events")
    finally:
        conn.close()
    assert store.events(game_id)[0].payload == {"score": 10}


def test_integrity_check_passes_on_a_used_database(store: Store) -> None:
    game_id = store.create_game("Friday", ("start", {}))
    for n in range(20):
        store.append(game_id, "hand", {"n": n})
    assert integrity(store) == "ok"


def test_a_closed_store_refuses_work(db: Path) -> None:
    with Store(db) as store:
        pass
    with pytest.raises(StoreError, match="closed"):
        listing.games(store)


def test_opening_a_rollback_journal_database_waits_while_another_process_writes_it(
    db: Path, tmp_path: Path
) -> None:
    # A backup copy keeps a rollback journal, and the other process holds its write lock
    # for 0.3 s. Switching to WAL needs that lock and SQLite's busy timeout does not cover
    # the switch, so without a retry this open fails at once with "database is locked".
    with Store(tmp_path / "live.sqlite3") as live, live.reading() as conn:
        store_file.backup_database(conn, live.path, db, live.timeout)
    assert pragma(db, "journal_mode") == "delete"
    other = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    released: list[float] = []

    def let_go() -> None:
        released.append(time.monotonic())
        other.execute("COMMIT")

    # The clock is read before the timer starts, so the lock is let go at least 0.3 s
    # after it; the open can only end once the lock is let go.
    started = time.monotonic()
    release = threading.Timer(0.3, let_go)
    release.start()
    try:
        with Store(db) as store:
            opened = time.monotonic()
            store.create_game("Friday", ("start", {}))
    finally:
        release.join()
        other.close()
    assert started < released[0] < opened
    assert opened - started >= 0.3
    assert pragma(db, "journal_mode") == "wal"


def test_a_database_locked_for_longer_than_the_timeout_is_refused(db: Path) -> None:
    with Store(db) as store:
        game_id = store.create_game("Friday", ("start", {}))
    writer = raw(db)
    writer.execute("BEGIN IMMEDIATE")
    try:
        with Store(db, timeout=0.2) as store, pytest.raises(StoreError) as caught:
            store.append(game_id, "hand", {})
    finally:
        writer.execute("ROLLBACK")
        writer.close()
    assert str(caught.value) == f"{db} stayed locked by another process for 0.2 s; try again"


# Migrations


def test_reopening_a_database_keeps_it_byte_for_byte(db: Path) -> None:
    with Store(db) as store:
        game_id = store.create_game("Friday", ("start", {}))
        store.append(game_id, "hand", {"n": 1})
    before = db.read_bytes()

    with Store(db) as store:
        assert len(store.events(game_id)) == 2
    with Store(db) as store:
        assert store.current_game() == game_id

    assert db.read_bytes() == before
    assert pragma(db, "user_version") == SCHEMA_VERSION


# Real processes


# The program each writer process runs: python -c WRITER DB GAME TAG COUNT PAUSE.
# GAME is a game id, or "new" to create a game named TAG first. It appends COUNT events
# (0: until killed) with payload {"writer": TAG, "n": n} and prints "SEQ N", flushed, each
# time append() has returned, then sleeps PAUSE seconds, as a person at the table would,
# which lets another writer have a turn at the lock. Before it even opens the database it
# waits for a line on stdin, so a test can start several writers and release them at once.
WRITER = """
import itertools, sys, time
from pathlib import Path
from quiddler_score.games.log.store import Store

db, game, tag, count, pause = sys.argv[1:]
sys.stdin.readline()
with Store(Path(db)) as store:
    game_id = store.create_game(tag, ("start", {"writer": tag})) if game == "new" else int(game)
    for n in itertools.count(1) if count == "0" else range(1, int(count) + 1):
        event = store.append(game_id, "tick", {"writer": tag, "n": n})
        print(event.seq, n, flush=True)
        time.sleep(float(pause))
"""


def _python_env() -> dict[str, str]:
    """The environment for a child that must import this checkout's quiddler_score."""
    root = Path(store_module.__file__).resolve().parents[2]
    paths = [str(root), *filter(None, [os.environ.get("PYTHONPATH")])]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}


def _writer(db: Path, game: str, tag: str, count: int, pause: float = 0) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", WRITER, str(db), game, tag, str(count), str(pause)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_python_env(),
    )


def _reported(output: str) -> list[tuple[int, int]]:
    """The (seq, n) pairs a writer printed; only whole lines count."""
    pairs = []
    for line in output.splitlines(keepends=True):
        if line.endswith("\n"):
            seq, n = line.split()
            pairs.append((int(seq), int(n)))
    return pairs


def test_every_append_that_returned_survives_sigkill(db: Path) -> None:
    with Store(db) as store:
        game_id = store.create_game("Friday", ("start", {}))

    child = _writer(db, str(game_id), "doomed", 0)
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write("go\n")
    child.stdin.flush()
    reported: list[tuple[int, int]] = []
    while len(reported) < 40:
        line = child.stdout.readline()
        assert line, f"the writer stopped early: {child.communicate()[1]}"
        reported += _reported(line)
    child.kill()
    rest, _ = child.communicate(timeout=30)
    reported += _reported(rest)
    assert child.returncode != 0, "the writer should have been killed, not finished"

    with Store(db) as store:
        events = store.events(game_id)
        assert integrity(store) == "ok"
    ticks = [(e.seq, e.payload["n"]) for e in events if e.kind == "tick"]
    assert [e.seq for e in events] == list(range(1, len(events) + 1))
    assert set(reported) <= set(ticks)
    # At most the append in flight when the kill came was committed but not reported.
    assert len(ticks) - len(reported) in (0, 1)


def test_two_processes_appending_at_once_lose_nothing(db: Path) -> None:
    with Store(db) as store:
        game_id = store.create_game("Friday", ("start", {}))

    # Each pauses a millisecond between appends, so the two take turns at the lock
    # hundreds of times instead of one of them doing everything while the other waits.
    writers = {tag: _writer(db, str(game_id), tag, 200, pause=0.001) for tag in ("ann", "bob")}
    for child in writers.values():
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    reported: dict[str, list[tuple[int, int]]] = {}
    for tag, child in writers.items():
        out, err = child.communicate(timeout=60)
        assert child.returncode == 0, err
        reported[tag] = _reported(out)

    with Store(db) as store:
        events = store.events(game_id)
        assert integrity(store) == "ok"
    # 1 first event + 2 writers x 200 appends.
    assert [e.seq for e in events] == list(range(1, 402))
    for tag in writers:
        mine = [(e.seq, e.payload["n"]) for e in events if e.payload.get("writer") == tag]
        assert [n for _, n in mine] == list(range(1, 201))
        assert reported[tag] == mine
    authors = [e.payload["writer"] for e in events[1:]]
    turns = sum(1 for a, b in itertools.pairwise(authors) if a != b)
    assert turns > 1, "the writers never overlapped, so this run proved nothing"


def test_processes_creating_the_same_new_database_at_once_all_succeed(tmp_path: Path) -> None:
    db = tmp_path / "new" / "scores.sqlite3"
    writers = [_writer(db, "new", f"game {i}", 5) for i in range(4)]
    for child in writers:
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    for child in writers:
        _, err = child.communicate(timeout=60)
        assert child.returncode == 0, err

    with Store(db) as store:
        games = listing.games(store)
        assert integrity(store) == "ok"
    assert sorted(g.name for g in games) == [f"game {i}" for i in range(4)]
    assert [g.event_count for g in games] == [6, 6, 6, 6]
    assert pragma(db, "user_version") == SCHEMA_VERSION

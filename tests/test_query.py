"""The store finds the games that hold a ruling in one query, reading no game's log."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest
from test_rulings import ok

from quiddler_score.games.log.schema import SCHEMA_VERSION, migrate
from quiddler_score.games.log.store import Store
from quiddler_score.games.rulings import query

NOW = "2024-03-01T19:00:00.000000+00:00"


def games_with_rulings(among: list[int] | None = None) -> set[int]:
    """Of ``among``, else of every game (deleted ones too)."""
    with Store(Path(os.environ["QUIDDLER_DB"])) as store, store.reading() as conn:
        every = [game_id for (game_id,) in conn.execute("SELECT id FROM games")]
        return query.games_with_rulings(store, every if among is None else among)


def a_round(ann: str, bob: str, challenge: bool = False) -> None:
    ok("new", "Ann", "Bob")
    ok("record", "ann", ann, "--out")
    ok("record", "bob", bob, "-u", "e")
    if challenge:
        ok("challenge", "bob", "ann", ann)


def test_the_games_found_are_those_with_a_challenge_or_a_refused_word() -> None:
    a_round("cat", "ox")  # 1: every word accepted (its entry's "false"s are not verdicts)
    a_round("cat", "zx")  # 2: ZX refused as it was entered
    a_round("cat", "ox", challenge=True)  # 3: a challenge of an accepted word
    a_round("cat", "ox", challenge=True)  # 4: the same, then taken back
    ok("undo")
    assert games_with_rulings() == {2, 3, 4}
    assert games_with_rulings([1, 2, 4]) == {2, 4}
    assert games_with_rulings([]) == set()


def test_what_a_hand_holds_is_read_from_its_tag_not_its_text() -> None:
    a_round("cat", "zx")  # 1: ZX refused, its hand tagged so
    a_round("cat", "ox")  # 2, 3: every word accepted
    a_round("cat", "ox")
    with sqlite3.connect(os.environ["QUIDDLER_DB"]) as conn:
        tags = conn.execute("SELECT game_id, tag FROM events WHERE kind = 'hand_recorded'")
        assert sorted(tags) == [(1, ""), (1, "refused"), (2, ""), (2, ""), (3, ""), (3, "")]
        # Another program rewrites game 2's hand to refuse a word, keeping its tag: the
        # query does not read it. It writes a hand into game 3 with no tag: what it holds
        # is not known, so game 3 is replayed.
        conn.execute("DROP TRIGGER events_no_update")
        refused = json.dumps({"verdicts": {"OX": {"accepted": False}}})
        conn.execute("UPDATE events SET payload = ? WHERE game_id = 2 AND seq = 2", (refused,))
        conn.execute(
            "INSERT INTO events (game_id, seq, kind, payload, created_at)"
            " SELECT 3, 4, kind, payload, created_at FROM events WHERE game_id = 3 AND seq = 3"
        )
    conn.close()
    assert games_with_rulings() == {1, 3}


# Entries as schema 6 kept them, with no tags: what they are tagged when the database is
# opened, beside what the search of their text that schema 6 ran found.
VERDICTS = {
    "accepted": {"CAT": {"accepted": True}},
    "refused": {"CAT": {"accepted": True}, "ZX": {"word": "ZX", "accepted": False}},
    "refused, as the oldest kept it": {"ZX": {"accepted": False, "code": "not_found"}},
    "false elsewhere": {"CAT": {"accepted": True, "reason": "false"}},
    "not objects": ["accepted", False, {"accepted": "false"}],
}
OLD_ENTRIES = [
    ("game_created", json.dumps({"players": ["Ann", "Bob"]}), None),
    *(
        ("hand_recorded", json.dumps({"went_out": False, "verdicts": verdicts}), tag)
        for verdicts, tag in zip(VERDICTS.values(), ["", "refused", "refused", "", ""], strict=True)
    ),
    ("hand_recorded", '{"verdicts": {"x": "not JSON"}, "accepted": false', ""),
    ("hand_recorded", "[1, 2]", ""),
    ("challenge", json.dumps({"word": "CAT", "accepted": False}), None),
    ("game_imported", json.dumps({"key": "3f2a", "players": ["Ann"]}), "3f2a"),
    ("game_imported", json.dumps({"players": ["Ann"]}), ""),
    ("game_imported", "not JSON", ""),
    ("undo", json.dumps({"target": 2}), None),
]


def schema_6_database(db: Path) -> None:
    """Each of OLD_ENTRIES the one entry of a game of its own, as schema 6 kept it."""
    conn = sqlite3.connect(db, isolation_level=None)
    try:
        migrate(conn, db, target=6)
        for game_id, (kind, payload, _) in enumerate(OLD_ENTRIES, start=1):
            conn.execute("INSERT INTO games VALUES (?, 'old', ?, NULL)", (game_id, NOW))
            conn.execute("INSERT INTO events VALUES (?, 1, ?, ?, ?)", (game_id, kind, payload, NOW))
    finally:
        conn.close()


def test_an_older_databases_entries_are_tagged_as_they_would_have_been_written(
    tmp_path: Path,
) -> None:
    db = tmp_path / "old.sqlite3"
    schema_6_database(db)
    with Store(db) as store, store.reading() as conn:
        tags = conn.execute("SELECT tag FROM events ORDER BY game_id").fetchall()
        assert [tag for (tag,) in tags] == [tag for _, _, tag in OLD_ENTRIES]
        # Still refused: every entry is as it was, and none can be changed.
        with pytest.raises(sqlite3.IntegrityError, match="events are append-only"):
            conn.execute("UPDATE events SET tag = 'x'")
        assert conn.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    # What schema 6's search found: the games with a refused word or a challenge.
    with Store(db) as store:
        every = range(1, len(OLD_ENTRIES) + 1)
        assert query.games_with_rulings(store, every) == {3, 4, 9}

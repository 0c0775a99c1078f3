"""The store's schema, and the migrations that bring a database up to it.

A database is ours when it carries :data:`APPLICATION_ID`; ``PRAGMA user_version`` is
the number of migration steps it has had. A blank database (no id, no version, no
tables) is version 0.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Final

from quiddler_score.games.log.errors import StoreError
from quiddler_score.games.log.legacy_settings import carry_over
from quiddler_score.language import _

APPLICATION_ID: Final = int.from_bytes(b"QDLR", "big")
"""``PRAGMA application_id`` of every quiddler-score database (ASCII "QDLR")."""


# Migrations: step N takes the schema from version N - 1 to N. `migrate` runs the missing
# steps and then sets user_version, all in one transaction. To change the schema, append a
# function; never edit one that has shipped.
Migration = Callable[[sqlite3.Connection], None]


def _create_schema_v1(conn: sqlite3.Connection) -> None:
    conn.execute(
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            created_at TEXT NOT NULL
        )
        """
    )
    conn.execute(
        """
        CREATE TABLE events (
            game_id INTEGER NOT NULL REFERENCES games (id),
            seq INTEGER NOT NULL CHECK (seq >= 1),
            kind TEXT NOT NULL CHECK (kind <> ''),
            payload TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (game_id, seq)
        ) WITHOUT ROWID
        """
    )
    for action in ("UPDATE", "DELETE"):
        conn.execute(
            f"""
            CREATE TRIGGER events_no_{action.lower()} BEFORE {action} ON events
            BEGIN SELECT RAISE(ABORT, 'events are append-only'); END
            """
        )
    conn.execute(
        """
        CREATE TABLE state (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        ) WITHOUT ROWID
        """
    )


def _deletable_games_v2(conn: sqlite3.Connection) -> None:
    # A deleted game keeps its log: deleting only hides it, so it can be restored.
    conn.execute("ALTER TABLE games ADD COLUMN deleted_at TEXT")


def _game_summaries_v3(conn: sqlite3.Connection) -> None:
    # Derived data, never the record: each game's summary for stats, rebuilt from its log
    # whenever the log has grown since (event_count says how long it was).
    conn.execute(
        """
        CREATE TABLE game_summaries (
            game_id INTEGER PRIMARY KEY REFERENCES games (id),
            event_count INTEGER NOT NULL,
            summary TEXT NOT NULL
        )
        """
    )


def _settings_tables_v4(conn: sqlite3.Connection) -> None:
    # What a table keeps beside its games (house rules, aliases, the current game) in
    # tables of their own, each change one row written in the transaction that decided
    # it; the key-value table goes. What an older version kept that cannot be carried over is
    # kept as it was in settings_set_aside, never dropped.
    conn.execute(
        """
        CREATE TABLE house_rules (
            name TEXT PRIMARY KEY,
            folded TEXT NOT NULL UNIQUE,
            rules TEXT NOT NULL,
            notes TEXT NOT NULL DEFAULT '',
            dictionary TEXT,
            one_bonus INTEGER NOT NULL DEFAULT 0
        ) WITHOUT ROWID
        """
    )
    conn.execute(
        """
        CREATE TABLE aliases (
            alias TEXT PRIMARY KEY,
            person TEXT NOT NULL
        ) WITHOUT ROWID
        """
    )
    conn.execute(
        """
        CREATE TABLE current_game (
            only INTEGER PRIMARY KEY CHECK (only = 1),
            game_id NOT NULL
        )
        """
    )
    conn.execute(
        """
        CREATE TABLE settings_set_aside (
            setting TEXT NOT NULL,
            name TEXT,
            value TEXT NOT NULL,
            why TEXT NOT NULL
        )
        """
    )
    # Answers worked out from the logs, each kept with the key of what it was made from
    # and the checksum of its text: one that does not match is made anew, never trusted.
    conn.execute(
        """
        CREATE TABLE kept_answers (
            name TEXT PRIMARY KEY,
            made_for TEXT NOT NULL,
            checksum TEXT NOT NULL,
            answer TEXT NOT NULL
        ) WITHOUT ROWID
        """
    )
    carry_over(conn)
    # What is left of the key-value table is answers kept in an older shape: made anew.
    conn.execute("DROP TABLE state")


def _kept_rulings_v5(conn: sqlite3.Connection) -> None:
    # Derived data, as the summaries are: each game's rulings, rewritten in the
    # transaction of each of its entries, so that listing them reads rows instead of
    # replaying games. game_rulings says which log length and format a game's rows were
    # made from and how many it holds (a game without rulings has its row there and none
    # in rulings); a game whose row is missing or older than its log is made again from
    # the log. A database of schema 4 has none yet: they are made, once, when they are
    # first asked for.
    conn.execute(
        """
        CREATE TABLE game_rulings (
            game_id INTEGER PRIMARY KEY REFERENCES games (id),
            event_count INTEGER NOT NULL,
            format INTEGER NOT NULL,
            held INTEGER NOT NULL
        )
        """
    )
    conn.execute(
        """
        CREATE TABLE rulings (
            game_id INTEGER NOT NULL REFERENCES games (id),
            number INTEGER NOT NULL,
            entry INTEGER NOT NULL,
            at TEXT NOT NULL,
            player TEXT NOT NULL,
            challenger TEXT,
            letters TEXT NOT NULL,
            ruling TEXT NOT NULL,
            PRIMARY KEY (game_id, number)
        ) WITHOUT ROWID
        """
    )
    # A person's rulings, newest games first, without reading everyone's.
    conn.execute("CREATE INDEX rulings_by_player ON rulings (player, game_id)")
    conn.execute("CREATE INDEX rulings_by_challenger ON rulings (challenger, game_id)")


def _finished_changes_v6(conn: sqlite3.Connection) -> None:
    # Step 6 made a count of changes to the finished games, the list of games whose
    # summary was behind their log, and eight triggers that moved both, for answers kept
    # under the count; step 7 drops them all. A database below 6 goes through both in
    # one transaction, so this step now makes nothing: the shape after step 7 is the
    # same either way, and a database at 6 still has step 7's drops to run.
    del conn


def _no_kept_answers_v7(conn: sqlite3.Connection) -> None:
    # Stats, the challenge record and the club records are made from the per-game
    # summaries: the answers kept beside them, the count of changes and the list of
    # games behind that said when those answers held, and the triggers that kept both,
    # go. What stands in is one stored answer per question, each with what it was made
    # from (every game's row and length, the aliases, the question): a row and a
    # comparison. Each summary gets a column saying whether its game is finished, filled
    # from the summaries kept (one that is not JSON, or not of a finished game, reads as
    # in progress until it is made anew from its log).
    for name in ("entry", "summary_kept", "summary_changed", "deleted", "renamed", "removed"):
        conn.execute(f"DROP TRIGGER IF EXISTS finished_changes_{name}")
    for name in ("entry", "insert", "update"):
        conn.execute(f"DROP TRIGGER IF EXISTS summaries_behind_{name}")
    for table in ("finished_changes", "summaries_behind", "kept_answers"):
        conn.execute(f"DROP TABLE IF EXISTS {table}")
    conn.execute(
        """
        CREATE TABLE stored_answers (
            question TEXT PRIMARY KEY,
            made_from TEXT NOT NULL,
            answer TEXT NOT NULL
        ) WITHOUT ROWID
        """
    )
    conn.execute("ALTER TABLE game_summaries ADD COLUMN finished INTEGER NOT NULL DEFAULT 0")
    conn.execute(
        "UPDATE game_summaries SET finished = 1 WHERE json_valid(summary)"
        " AND json_extract(summary, '$.complete') IS 1"
    )


# What the tag of an entry written before tags were kept is: a hand's "refused" where one of
# its kept verdicts refuses a word, else ""; a game brought in from a score sheet, its key.
# Read from the payload once, here, as the layer above tags the entries it appends (a
# payload that is not JSON is tagged "", as a search of the text passed it over). Written
# into step 8 as it stands here.
_TAG_AS_WRITTEN = """
    CASE kind
    WHEN 'hand_recorded' THEN
        -- Only a hand with a "false" after its first "accepted" can refuse a word (the
        -- CASEs keep SQLite's JSON functions off a payload that is not JSON).
        CASE WHEN instr(payload, '"accepted"')
                  AND instr(substr(payload, instr(payload, '"accepted"')), 'false')
                  AND json_valid(payload)
             THEN CASE WHEN EXISTS (
                      SELECT 1 FROM json_each(payload, '$.verdicts') AS verdict
                      WHERE CASE WHEN verdict.type = 'object'
                            THEN json_type(verdict.value, '$.accepted') END = 'false')
                  THEN 'refused' ELSE '' END
             ELSE '' END
    WHEN 'game_imported' THEN
        coalesce(CASE WHEN json_valid(payload)
                      THEN CAST(json_extract(payload, '$.key') AS TEXT) END, '')
    END
"""


def _entry_tags_v8(conn: sqlite3.Connection) -> None:
    # Each entry's tag: a short text the layer above gives it as it is appended, so that a
    # query finds entries by it without reading their payloads (what it says is the
    # kind's). NULL where none was given: an entry of a kind that has none, or one written
    # by another program. The entries already kept are tagged as the layer above would
    # have: the table refuses every update, so its trigger is set aside for this one, in
    # this transaction, and put back as it was.
    conn.execute("ALTER TABLE events ADD COLUMN tag TEXT")
    # Another program may have dropped it: then there is nothing to set aside or put back.
    refusal = conn.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'events_no_update'"
    ).fetchone()
    if refusal is not None:
        conn.execute("DROP TRIGGER events_no_update")
    conn.execute(
        f"UPDATE events SET tag = {_TAG_AS_WRITTEN}"
        " WHERE kind IN ('hand_recorded', 'game_imported')"
    )
    if refusal is not None:
        conn.execute(refusal[0])


def _served_links_v9(conn: sqlite3.Connection) -> None:
    # The keys of the live board's links, kept so that a server started again serves the
    # same links: the board's key and the secret its seat pages' tokens are signed with
    # (one row), and each seat's key by game and seat. A revoked key stays, with when it
    # was revoked, so that its page says so; a seat has one key in force at most.
    conn.execute(
        """
        CREATE TABLE board_keys (
            only INTEGER PRIMARY KEY CHECK (only = 1),
            board TEXT NOT NULL,
            tokens TEXT NOT NULL
        )
        """
    )
    conn.execute(
        """
        CREATE TABLE seat_keys (
            key TEXT PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES games (id),
            seat INTEGER NOT NULL,
            made_at TEXT NOT NULL,
            revoked_at TEXT
        ) WITHOUT ROWID
        """
    )
    conn.execute(
        "CREATE UNIQUE INDEX seat_keys_in_force ON seat_keys (game_id, seat)"
        " WHERE revoked_at IS NULL"
    )


MIGRATIONS: Final[tuple[Migration, ...]] = (
    _create_schema_v1,
    _deletable_games_v2,
    _game_summaries_v3,
    _settings_tables_v4,
    _kept_rulings_v5,
    _finished_changes_v6,
    _no_kept_answers_v7,
    _entry_tags_v8,
    _served_links_v9,
)
SCHEMA_VERSION: Final = len(MIGRATIONS)


def migrate(conn: sqlite3.Connection, path: Path, target: int = SCHEMA_VERSION) -> int:
    """Apply the missing migration steps up to ``target`` in one transaction.

    Returns the schema version the database had. ``conn`` must not be inside a
    transaction; ``path`` is only used in error messages. Running it again is a no-op.
    """
    if not 0 <= target <= SCHEMA_VERSION:
        raise ValueError(f"schema version {target} is not between 0 and {SCHEMA_VERSION}")
    conn.execute("BEGIN IMMEDIATE")
    try:
        # Read under the write lock: another process may have migrated since we looked.
        version = schema_version(conn, path)
        for step in MIGRATIONS[version:target]:
            step(conn)
        if version < target:
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version = {target}")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return version


def schema_version(conn: sqlite3.Connection, path: Path) -> int:
    """The schema version of a database that is ours or blank; StoreError otherwise."""
    # One statement, so one snapshot: another process may be creating the schema right now.
    application_id, version, objects = conn.execute(
        "SELECT a.application_id, v.user_version, (SELECT count(*) FROM sqlite_master)"
        " FROM pragma_application_id AS a, pragma_user_version AS v"
    ).fetchone()
    if application_id == 0 and version == 0 and objects == 0:
        return 0
    if application_id != APPLICATION_ID:
        raise StoreError(
            _(
                "{path} is an SQLite database of another application, not a quiddler-score "
                "database; use a different database path"
            ).format(path=path)
        )
    if version > SCHEMA_VERSION:
        raise StoreError(
            # Translators: {version} and {known} are numbers of the database's layout.
            _(
                "{path} was written by a newer quiddler-score (schema version {version}; this "
                "version knows up to {known}); upgrade quiddler-score to open it"
            ).format(path=path, version=version, known=SCHEMA_VERSION)
        )
    return int(version)

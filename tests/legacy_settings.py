"""A setting as an older version (schema 3 and before) kept it, carried as migration 4
carries it: for tests of what a JSON value written by hand or by an older version
becomes in the settings tables."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from quiddler_score.games.log.legacy_settings import carry_over

TABLE_OF = {"aliases": "aliases", "house_rules": "house_rules", "current_game": "current_game"}


def carry_legacy_setting(db: Path, key: str, text: str) -> None:
    """Replace what the database holds of setting ``key`` by what migration 4 makes of
    ``text`` kept under that key: the same function, on a key-value table of the old
    shape made for it alone."""
    conn = sqlite3.connect(db)
    try:
        with conn:
            conn.execute(f"DELETE FROM {TABLE_OF[key]}")
            conn.execute("DELETE FROM settings_set_aside WHERE setting = ?", (key,))
            conn.execute("CREATE TEMP TABLE state (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
            conn.execute("INSERT INTO temp.state VALUES (?, ?)", (key, text))
            carry_over(conn)
            conn.execute("DROP TABLE temp.state")
    finally:
        conn.close()

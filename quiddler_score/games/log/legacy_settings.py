"""The settings an older version kept as JSON values by key, carried into their tables.

Up to schema version 3 the house rules, the aliases and the current game were values of
the key-value table, each read in one transaction and written whole in another (so two
writers at once could lose one's change). Migration 4 moves each entry into its row.
What cannot be read as an entry (not JSON, not an object, an entry of another shape) is
kept word for word in ``settings_set_aside`` with why, so that nothing is lost and the
commands can say what was set aside.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any, Final

from quiddler_score.games.log.stored_json import StoredJsonError, read_object
from quiddler_score.language import N_

HOUSE_KEY: Final = "house_rules"
ALIASES_KEY: Final = "aliases"
CURRENT_GAME_KEY: Final = "current_game"


def carry_over(conn: sqlite3.Connection) -> None:
    """Move the old settings' entries into their tables and out of the key-value table."""
    old = dict(
        conn.execute(
            "SELECT key, CAST(value AS TEXT) FROM state WHERE key IN (?, ?, ?)",
            (HOUSE_KEY, ALIASES_KEY, CURRENT_GAME_KEY),
        ).fetchall()
    )
    if HOUSE_KEY in old:
        _carry_houses(conn, old[HOUSE_KEY])
    if ALIASES_KEY in old:
        _carry_aliases(conn, old[ALIASES_KEY])
    if CURRENT_GAME_KEY in old:
        # A game's id as a number; anything else kept as it was, named when it is read.
        value = old[CURRENT_GAME_KEY]
        game_id = int(value) if value.isascii() and value.isdigit() and len(value) < 19 else value
        conn.execute("INSERT INTO current_game (only, game_id) VALUES (1, ?)", (game_id,))
    conn.execute(
        "DELETE FROM state WHERE key IN (?, ?, ?)", (HOUSE_KEY, ALIASES_KEY, CURRENT_GAME_KEY)
    )


def _object(conn: sqlite3.Connection, setting: str, text: str | None) -> dict[str, Any]:
    """The setting as a JSON object; anything else is set aside whole and read as {}."""
    try:
        return read_object(text or "{}")
    except StoredJsonError as why:
        _set_aside(conn, setting, None, text or "", str(why))
        return {}


def _set_aside(
    conn: sqlite3.Connection, setting: str, name: str | None, value: str, why: str
) -> None:
    conn.execute(
        "INSERT INTO settings_set_aside (setting, name, value, why) VALUES (?, ?, ?, ?)",
        (setting, name, value, why),
    )


def _carry_houses(conn: sqlite3.Connection, text: str | None) -> None:
    taken: set[str] = set()
    for name, entry in _object(conn, HOUSE_KEY, text).items():
        rules = entry.get("rules") if isinstance(entry, dict) else None
        notes = entry.get("notes", "") if isinstance(entry, dict) else None
        dictionary = entry.get("dictionary") if isinstance(entry, dict) else None
        if (
            not isinstance(rules, dict)
            or not isinstance(notes, str)
            or not (dictionary is None or isinstance(dictionary, str))
            or name.casefold() in taken
        ):
            # Kept in English, and said in the language of whoever reads them.
            why = N_("a name kept twice") if name.casefold() in taken else N_("not a set of rules")
            _set_aside(conn, HOUSE_KEY, name, json.dumps(entry, ensure_ascii=False), why)
            continue
        taken.add(name.casefold())
        conn.execute(
            "INSERT INTO house_rules (name, folded, rules, notes, dictionary, one_bonus)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (
                name,
                name.casefold(),
                json.dumps(rules, ensure_ascii=False),
                notes,
                dictionary,
                int(entry.get("one_bonus") is True),
            ),
        )


def _carry_aliases(conn: sqlite3.Connection, text: str | None) -> None:
    for alias, person in _object(conn, ALIASES_KEY, text).items():
        if isinstance(person, str):
            # A name that breaks the rules of a name is carried too: reading names it.
            conn.execute("INSERT INTO aliases (alias, person) VALUES (?, ?)", (alias, person))
        else:
            value = json.dumps(person, ensure_ascii=False)
            _set_aside(conn, ALIASES_KEY, alias, value, N_("not a name"))

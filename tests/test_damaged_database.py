"""A database edited by another program: every command refuses in one line, names the
damaged entry and changes nothing; ``games`` lists whatever can still be read."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from quiddler_score.cli import cli

NOW = "2026-11-30T19:48:11.000000+00:00"
# An entry as another program writes it: without the tag this tool gives some.
ENTRY = "INSERT INTO events (game_id, seq, kind, payload, created_at) VALUES"

# What another program could do to the file: each a list of SQL statements. The log's
# triggers forbid changing an entry, but nothing stops a program that drops them.
DAMAGE = {
    "payload not JSON": [f"{ENTRY} (1, 4, 'hand_recorded', 'not json {{', '{NOW}')"],
    "payload a JSON list": [f"{ENTRY} (1, 4, 'hand_recorded', '[1, 2]', '{NOW}')"],
    "payload of the wrong types": [
        f"{ENTRY} (1, 4, 'hand_recorded', "
        f'\'{{"round": "one", "player": 3, "words": "ox", "unused": []}}\', \'{NOW}\')'
    ],
    "payload nested past any parser": [
        f"{ENTRY} (1, 4, 'undo', '{'[' * 100_000}{']' * 100_000}', '{NOW}')"
    ],
    "kind unknown": [f"{ENTRY} (1, 4, 'mystery', '{{}}', '{NOW}')"],
    "number not a number": [f"{ENTRY} (1, 'four', 'undo', '{{}}', '{NOW}')"],
    "number skipped": [f"{ENTRY} (1, 9, 'undo', '{{\"target\": null}}', '{NOW}')"],
    "first entry rewritten": [
        "DROP TRIGGER IF EXISTS events_no_update",
        'UPDATE events SET payload = \'{"players": "Ann"}\' WHERE seq = 1',
    ],
    "entry rewritten as bytes": [
        "DROP TRIGGER IF EXISTS events_no_update",
        "UPDATE events SET payload = X'FF00FE' WHERE seq = 2",
    ],
    "current game not a number": ["UPDATE current_game SET game_id = 'abc'"],
    "current game past 64 bits": ["UPDATE current_game SET game_id = '99999999999999999999'"],
    "current game negative": ["UPDATE current_game SET game_id = '-1'"],
}

# Damage that leaves every entry readable, but not the listing's own columns.
LISTING_DAMAGE = {
    "game name not UTF-8": ["UPDATE games SET name = X'FF00FE'"],
    "start time a number": ["UPDATE games SET created_at = 12345"],
    "entry time a number": [f"{ENTRY} (1, 4, 'undo', '{{\"target\": null}}', 12)"],
}

COMMANDS = [
    ["games"],
    ["games", "--json"],
    ["history"],
    ["history", "--json"],
    ["board"],
    ["board", "--json"],
    ["record", "ann", "-u", "e i o"],
    ["challenge", "ann", "bob", "ox"],
    ["undo"],
    ["redo"],
    ["rename", "ann", "Zed"],
    ["rename-game", "Friday"],
    ["export", "--json", "{out}"],
    ["open", "1"],
    ["open", "99999999999999999999"],
]


def _strip_wal(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


def damage(path: Path, statements: list[str]) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    for statement in statements:
        conn.execute(statement)
    conn.close()


def snapshot(folder: Path) -> dict[str, str]:
    """Every file of the folder by its digest; the mark that says when the database was
    last checked whole (``-checked``) is bookkeeping, not the database, and is left out."""
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.iterdir())
        if not p.name.endswith("-checked")
    }


def run(db: Path, args: list[str]) -> Result:
    filled = [a.replace("{out}", str(db.parent / "out.json")) for a in args]
    return CliRunner().invoke(cli, ["--db", str(db), *filled])


def assert_refused_or_fine(result: Result, before: dict[str, str], folder: Path) -> None:
    assert result.exit_code in (0, 1, 2), (result.exit_code, result.output)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(
        result.exception
    )
    assert "Traceback" not in result.output
    if result.exit_code != 0:
        lines = result.output.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("Error: "), result.output
        assert snapshot(folder) == before


@pytest.fixture
def game_db(tmp_path: Path) -> Path:
    db = tmp_path / "night" / "games.sqlite3"
    db.parent.mkdir()
    # Three entries: the game's creation, Bob's hand and Ann's (unused cards only, so
    # no dictionary is needed); the damage below adds or rewrites one.
    for args in (["new", "Ann", "Bob"], ["record", "bob", "-u", "o x e"]):
        result = CliRunner().invoke(cli, ["--db", str(db), *args])
        assert result.exit_code == 0, result.output
    result = CliRunner().invoke(cli, ["--db", str(db), "record", "ann", "-u", "a e i"])
    assert result.exit_code == 0, result.output
    _strip_wal(db)
    return db


@pytest.mark.parametrize("what", sorted(DAMAGE))
def test_every_command_refuses_a_damaged_log_in_one_line_and_changes_nothing(
    game_db: Path, what: str
) -> None:
    damage(game_db, DAMAGE[what])
    _strip_wal(game_db)
    for args in COMMANDS:
        before = snapshot(game_db.parent)
        result = run(game_db, args)
        assert_refused_or_fine(result, before, game_db.parent)
        if args[0] in ("games", "history", "board"):
            assert snapshot(game_db.parent) == before  # looking never writes
        if args[0] == "open" and "current game" in what:
            damage(game_db, DAMAGE[what])  # open mends a damaged current game: damage again
            _strip_wal(game_db)


@pytest.mark.parametrize("what", sorted(DAMAGE))
def test_the_board_names_what_is_damaged(game_db: Path, what: str) -> None:
    damage(game_db, DAMAGE[what])
    result = run(game_db, ["board"])
    assert result.exit_code == 2, result.output
    assert "damaged" in result.output
    if "current game" not in what:
        assert "entry #" in result.output


@pytest.mark.parametrize("what", sorted(DAMAGE))
def test_games_lists_what_can_still_be_read(game_db: Path, what: str) -> None:
    damage(game_db, DAMAGE[what])
    result = CliRunner().invoke(cli, ["--db", str(game_db), "games"])
    assert result.exit_code == 0, result.output
    assert "Ann vs Bob" in result.output


@pytest.mark.parametrize("what", sorted(LISTING_DAMAGE))
def test_damaged_listing_columns_are_shown_as_they_can_be(game_db: Path, what: str) -> None:
    damage(game_db, LISTING_DAMAGE[what])
    for args in (["games"], ["games", "--json"], ["board"], ["history"]):
        before = snapshot(game_db.parent)
        assert_refused_or_fine(run(game_db, args), before, game_db.parent)


def test_open_mends_a_current_game_that_is_not_a_number(game_db: Path) -> None:
    damage(game_db, DAMAGE["current game not a number"])
    assert "damaged" in run(game_db, ["board"]).output
    assert run(game_db, ["open", "1"]).exit_code == 0
    assert run(game_db, ["board"]).exit_code == 0

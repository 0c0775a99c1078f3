"""--db pointing at something that is not our database: refused in one line, before it
is opened, left byte for byte as it was, and nothing created beside it."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import time
from pathlib import Path

import pytest
from cli_helpers import qs
from click.testing import Result

from quiddler_score.games.log.schema import APPLICATION_ID


def listing(folder: Path) -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "other"
        for p in folder.iterdir()
    }


def assert_one_line_refusal(result: Result) -> str:
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.output
    return lines[0]


def a_game(path: Path) -> None:
    assert qs("new", "Ann", "Bob", db=path).exit_code == 0
    assert qs("record", "bob", "-u", "o x e", db=path).exit_code == 0


@pytest.mark.parametrize("command", [["games"], ["new", "Ann", "Bob"], ["board"]])
def test_a_fifo_is_refused_at_once_without_waiting_for_a_writer(
    tmp_path: Path, command: list[str]
) -> None:
    fifo = tmp_path / "games.sqlite3"
    os.mkfifo(fifo)
    started = time.monotonic()
    line = assert_one_line_refusal(qs(*command, db=fifo))
    assert time.monotonic() - started < 2
    assert "not a regular file" in line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.sqlite3"]


@pytest.mark.parametrize("command", [["games"], ["new", "Ann", "Bob"]])
def test_dev_null_is_refused_and_nothing_is_created_beside_it(command: list[str]) -> None:
    before = {p.name for p in Path("/dev").iterdir() if p.name.startswith("null")}
    assert "not a regular file" in assert_one_line_refusal(qs(*command, db="/dev/null"))
    assert {p.name for p in Path("/dev").iterdir() if p.name.startswith("null")} == before


def test_a_truncated_database_is_refused_with_nothing_left_beside_it(tmp_path: Path) -> None:
    sound = tmp_path / "sound.sqlite3"
    a_game(sound)
    damaged = tmp_path / "cut" / "games.sqlite3"
    damaged.parent.mkdir()
    damaged.write_bytes(sound.read_bytes()[:6000])
    before = listing(damaged.parent)
    for command in (["games"], ["board"], ["new", "Cy", "Di"], ["record", "ann", "-u", "a"]):
        assert "damaged" in assert_one_line_refusal(qs(*command, db=damaged))
        assert listing(damaged.parent) == before


def test_our_mark_without_our_tables_is_refused_before_any_write(tmp_path: Path) -> None:
    marked = tmp_path / "games.sqlite3"
    conn = sqlite3.connect(marked)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.commit()
    conn.close()
    before = listing(tmp_path)
    for command in (["games"], ["new", "Ann", "Bob"]):
        assert "missing" in assert_one_line_refusal(qs(*command, db=marked))
        assert listing(tmp_path) == before


def test_our_mark_with_a_table_missing_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    a_game(db)
    conn = sqlite3.connect(db)
    conn.execute("DROP TABLE aliases")
    conn.commit()
    conn.close()
    before = listing(tmp_path)
    assert "'aliases' table" in assert_one_line_refusal(qs("games", db=db))
    assert listing(tmp_path) == before


def test_a_sound_database_opened_while_another_connection_holds_it_is_read(
    tmp_path: Path,
) -> None:
    db = tmp_path / "games.sqlite3"
    a_game(db)
    holder = sqlite3.connect(db)  # another scorekeeper's open connection: a -wal exists
    holder.execute("SELECT count(*) FROM events").fetchone()
    try:
        result = qs("games", db=db)
        assert result.exit_code == 0, result.output
        assert "Ann vs Bob" in result.output
    finally:
        holder.close()


def test_a_zero_length_file_is_refused_not_made_a_database(tmp_path: Path) -> None:
    empty = tmp_path / "games.sqlite3"
    empty.touch()
    for command in (["games"], ["stats"], ["board"], ["new", "Ann", "Bob"]):
        line = assert_one_line_refusal(qs(*command, db=empty))
        assert "is an empty file, not a quiddler-score database" in line
        assert listing(tmp_path) == {"games.sqlite3": hashlib.sha256(b"").hexdigest()}
    # A path where nothing is yet is still where a new database is made.
    fresh = tmp_path / "fresh.sqlite3"
    assert "No saved games yet" in qs("games", db=fresh).output
    assert not fresh.exists()
    assert qs("new", "Ann", "Bob", db=fresh).exit_code == 0
    assert "Ann vs Bob" in qs("games", db=fresh).output


def odd_paths(tmp_path: Path) -> list[Path]:
    """A name too long for the filesystem, a symlink loop, a path under a regular file."""
    loop = tmp_path / "loop.sqlite3"
    loop.symlink_to(loop.name)
    regular = tmp_path / "notes.txt"
    regular.write_text("not a folder")
    return [tmp_path / ("x" * 300), loop, regular / "games.sqlite3"]


@pytest.mark.parametrize("which", range(3))
def test_stats_refuses_an_odd_db_path_in_one_line_as_games_does(tmp_path: Path, which: int) -> None:
    path = odd_paths(tmp_path)[which]
    before = listing_of_names(tmp_path)
    games = assert_one_line_refusal(qs("games", db=path))
    for command in (["stats"], ["stats", "--json"], ["stats", "--since", "2024-01-01"]):
        assert assert_one_line_refusal(qs(*command, db=path)) == games
    assert listing_of_names(tmp_path) == before


def listing_of_names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())

"""backup FILE: a consistent copy of every saved game, entries still in the -wal included."""

from __future__ import annotations

import os
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

from cli_helpers import qs


def test_a_backup_holds_entries_still_in_the_wal_while_a_game_is_open(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    assert qs("new", "Ann", "Bob", db=db).exit_code == 0
    # Another scorekeeper's open connection keeps the log from being written back, so
    # Bob's hand lives only in the -wal file: copying games.sqlite3 alone would lose it.
    holder = sqlite3.connect(db)
    holder.execute("PRAGMA wal_autocheckpoint = 0")
    holder.execute("SELECT count(*) FROM events").fetchone()
    try:
        recorded = subprocess.run(
            [
                sys.executable,
                "-m",
                "quiddler_score",
                "--db",
                str(db),
                "record",
                "bob",
                "-u",
                "o x e",
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        assert recorded.returncode == 0, recorded.stderr
        assert Path(f"{db}-wal").stat().st_size > 0
        copy = tmp_path / "copy.sqlite3"
        result = qs("backup", str(copy), db=db)
        assert result.exit_code == 0, result.output
        assert f"Wrote {copy}" in result.output
    finally:
        holder.close()
    assert not Path(f"{copy}-wal").exists()
    history = qs("history", db=copy)
    assert "round 1, Bob: no words; unused O X E" in history.output
    conn = sqlite3.connect(f"file:{copy}?mode=ro", uri=True)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()


def test_a_backup_replaces_a_file_keeping_its_permissions(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    assert qs("new", "Ann", "Bob", db=db).exit_code == 0
    copy = tmp_path / "copy.sqlite3"
    copy.write_text("old")
    copy.chmod(0o600)
    result = qs("backup", str(copy), db=db)
    assert result.exit_code == 0, result.output
    assert f"Replaced {copy}" in result.output
    assert stat.S_IMODE(os.stat(copy).st_mode) == 0o600
    assert "Ann vs Bob" in qs("games", db=copy).output


def test_a_backup_onto_the_database_or_a_device_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    assert qs("new", "Ann", "Bob", db=db).exit_code == 0
    before = db.read_bytes()
    for target in (str(db), f"{db}-wal", "/dev/full", ""):
        result = qs("backup", target, db=db)
        assert result.exit_code == 2, (target, result.output)
        assert len(result.output.strip().splitlines()) == 1
    assert db.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".partial")]


def test_a_backup_without_a_database_is_one_line(tmp_path: Path) -> None:
    result = qs("backup", str(tmp_path / "copy.sqlite3"), db=tmp_path / "none.sqlite3")
    assert result.exit_code == 2
    assert "no saved games" in result.output
    assert not (tmp_path / "copy.sqlite3").exists()

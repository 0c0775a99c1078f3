"""A database that cannot be written (a backup kept read-only, a read-only folder) is read
by every command that only reads, and a write says in one line that it is read-only.

Root ignores permissions, so as root the real processes run in a user namespace of their
own (``unshare --user``), where root has no power over the files; the in-process tests
are skipped."""

from __future__ import annotations

import hashlib
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import ok, qs

REPO = Path(__file__).resolve().parent.parent
READS = (
    ["games"],
    ["games", "--all", "--json"],
    ["board"],
    ["history"],
    ["stats"],
    ["stats", "--json"],
)
WRITES = (
    ["record", "ann", "ox", "--unused", "e e"],
    ["new", "Cy", "Di"],
    ["open", "1"],
    ["alias", "Ann", "Annie"],
    ["undo"],
)
as_root = os.geteuid() == 0


def as_a_user(args: list[str]) -> list[str]:
    """``args`` run so that file permissions hold: for root, in a user namespace."""
    if not as_root:
        return args
    unshare = shutil.which("unshare")
    if unshare is None or subprocess.run([unshare, "--user", "true"]).returncode != 0:
        pytest.skip("as root, permissions hold only in a user namespace, unavailable here")
    return [unshare, "--user", *args]


def run(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO), "COLUMNS": "120"}
    command = as_a_user([sys.executable, "-m", "quiddler_score", "--db", str(db), *args])
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)


def listing(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}


def a_game_night(db: Path) -> None:
    ok("new", "Ann", "Bob", db=db)
    ok("record", "ann", "at", "--unused", "e", db=db)
    ok("record", "bob", "to", "--unused", "e", db=db)


@pytest.fixture
def backup(tmp_path: Path) -> Iterator[Path]:
    """A backup of a game night, made read-only (0444)."""
    a_game_night(tmp_path / "live.sqlite3")
    copy = tmp_path / "kept" / "backup.sqlite3"
    copy.parent.mkdir()
    ok("backup", str(copy), db=tmp_path / "live.sqlite3")
    copy.chmod(0o444)
    yield copy
    copy.chmod(0o644)


@pytest.fixture
def read_only_folder(tmp_path: Path) -> Iterator[Path]:
    """The live database of a game night (WAL), in a folder made read-only (0555)."""
    folder = tmp_path / "shelf"
    folder.mkdir()
    db = folder / "games.sqlite3"
    a_game_night(db)
    folder.chmod(0o555)
    yield db
    folder.chmod(0o755)


def assert_read_only_refusal(result: subprocess.CompletedProcess[str], why: str) -> None:
    assert result.returncode == 2, result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert f"{why}, so nothing was changed" in lines[0]


def test_a_read_only_backup_is_read_by_every_command_that_only_reads(
    backup: Path, tmp_path: Path
) -> None:
    before = listing(backup.parent)
    said = {}
    for command in READS:
        result = run(backup, *command)
        assert result.returncode == 0, f"{command}: {result.stderr}"
        assert "Traceback" not in result.stderr
        said[" ".join(command)] = result.stdout
    assert "Ann vs Bob" in said["games"]
    assert "round 1, Bob: TO; unused E" in said["history"]
    out = tmp_path / "out"
    out.mkdir()
    exported = run(backup, "export", "--csv", str(out / "night.csv"), "--json", str(out / "n.json"))
    assert exported.returncode == 0, exported.stderr
    copied = run(backup, "backup", str(out / "again.sqlite3"))
    assert copied.returncode == 0, copied.stderr
    assert "Ann vs Bob" in ok("games", db=out / "again.sqlite3")
    # Not a byte changed, no -wal or -shm made: only the mark that it was checked.
    after = listing(backup.parent)
    assert {name: after[name] for name in before} == before
    assert set(after) - set(before) <= {"backup.sqlite3-checked"}


def test_a_database_in_a_read_only_folder_is_read_by_every_command_that_only_reads(
    read_only_folder: Path, tmp_path: Path
) -> None:
    before = listing(read_only_folder.parent)
    for command in READS:
        result = run(read_only_folder, *command)
        assert result.returncode == 0, f"{command}: {result.stderr}"
    exported = run(read_only_folder, "export", "--json", str(tmp_path / "night.json"))
    assert exported.returncode == 0, exported.stderr
    assert listing(read_only_folder.parent) == before


def test_a_write_to_a_read_only_backup_says_so_in_one_line_and_changes_nothing(
    backup: Path,
) -> None:
    before = listing(backup.parent)
    for command in WRITES:
        assert_read_only_refusal(run(backup, *command), "the file is read-only")
    assert {name: listing(backup.parent)[name] for name in before} == before


def test_a_write_in_a_read_only_folder_says_so_in_one_line_and_changes_nothing(
    read_only_folder: Path,
) -> None:
    before = listing(read_only_folder.parent)
    for command in WRITES:
        assert_read_only_refusal(run(read_only_folder, *command), "its folder is read-only")
    assert listing(read_only_folder.parent) == before


def test_stats_of_a_read_only_database_are_worked_out_and_not_kept(backup: Path) -> None:
    before = backup.read_bytes()
    result = run(backup, "stats")
    assert result.returncode == 0, result.stderr
    assert "0 finished games, 1 in progress (not counted)." in result.stdout
    assert backup.read_bytes() == before


def test_a_read_only_database_of_an_older_schema_is_read_as_it_is(tmp_path: Path) -> None:
    # Schema version 2 had no kept summaries, and kept its settings as JSON values: a
    # database written by version 3 less its summaries is one. Read, it is brought up to
    # date in memory, its settings carried over there.
    db = tmp_path / "old.sqlite3"
    shutil.copy(Path(__file__).parent / "data" / "schema3" / "club.sqlite3", db)
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("DROP TABLE game_summaries")
    conn.execute("PRAGMA user_version = 2")
    conn.close()
    db.chmod(0o444)
    before = db.read_bytes()
    try:
        for command in (["games"], ["stats"], ["board"]):
            result = run(db, *command)
            assert result.returncode == 0, f"{command}: {result.stderr}"
        listed = run(db, "games").stdout
        assert "Friday game night: finished, Ann won with 280" in listed
        assert "*   2" in listed  # the current game, carried over
        assert "annie is Ann" in run(db, "alias").stdout
        assert "Friday: the standard rules\n" in run(db, "house", "list").stdout
        assert_read_only_refusal(run(db, "open", "1"), "the file is read-only")
    finally:
        db.chmod(0o644)
    assert db.read_bytes() == before


@pytest.mark.skipif(as_root, reason="root ignores file permissions")
def test_a_read_only_backup_is_read_in_process(backup: Path) -> None:
    assert "Ann vs Bob" in ok("games", db=backup)
    assert "0 finished games" in ok("stats", db=backup)
    result = qs("open", "1", db=backup)
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        f"Error: cannot write to {backup}: the file is read-only, so nothing was changed; "
        "make it writable, or work on a copy"
    ]


@pytest.mark.skipif(as_root, reason="root ignores file permissions")
def test_a_database_in_a_read_only_folder_is_read_in_process(read_only_folder: Path) -> None:
    before = listing(read_only_folder.parent)
    assert "Ann vs Bob" in ok("games", db=read_only_folder)
    assert "round 1, Ann: AT; unused E" in ok("history", db=read_only_folder)
    assert qs("record", "ann", "ox", "--unused", "e e", db=read_only_folder).exit_code == 2
    assert listing(read_only_folder.parent) == before

"""sqlite3's errors said as one line a player can act on; here, a full disk."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from quiddler_score.games.errors import StoreError
from quiddler_score.games.log import sqlite_errors
from quiddler_score.games.log.store import Store


def test_a_database_that_reaches_its_size_limit_is_said_to_be_full(tmp_path: Path) -> None:
    store = Store(tmp_path / "club.sqlite3")
    with store.reading() as conn:
        conn.execute(f"PRAGMA max_page_count = {conn.execute('PRAGMA page_count').fetchone()[0]}")
    with pytest.raises(StoreError, match="the disk is full"), store.writing() as conn:
        conn.execute("CREATE TABLE big (x)")
        conn.execute("INSERT INTO big VALUES (zeroblob(100000))")
    store.close()


def _io_error() -> sqlite3.OperationalError:
    # What SQLite raises when it cannot grow the -shm file of a full disk.
    exc = sqlite3.OperationalError("disk I/O error")
    exc.sqlite_errorcode = 4874  # type: ignore[attr-defined]  # SQLITE_IOERR_SHMSIZE
    return exc


def test_an_io_error_on_a_disk_with_no_room_left_is_said_to_be_a_full_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shutil, "disk_usage", lambda _: SimpleNamespace(free=0))
    path = tmp_path / "club.sqlite3"
    with (
        pytest.raises(StoreError, match=r"club.sqlite3: the disk is full"),
        sqlite_errors.sqlite_errors(path, 5),
    ):
        raise _io_error()


def test_an_io_error_on_a_disk_with_room_is_said_as_sqlite_says_it(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    with (
        pytest.raises(StoreError, match=r"club.sqlite3: disk I/O error$"),
        sqlite_errors.sqlite_errors(path, 5),
    ):
        raise _io_error()


def test_every_command_on_a_really_full_disk_says_the_disk_is_full(tmp_path: Path) -> None:
    disk = tmp_path / "disk"
    disk.mkdir()
    if subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=200k", "tmpfs", str(disk)], capture_output=True
    ).returncode:
        pytest.skip("a small disk to fill needs mount (root)")
    try:
        db = disk / "club.sqlite3"
        quiddler = [sys.executable, "-m", "quiddler_score", "--db", str(db)]
        subprocess.run([*quiddler, "new", "Ann", "Bob"], check=True, capture_output=True)
        with pytest.raises(OSError), (disk / "fill").open("wb") as fill:
            while True:  # until the disk is full
                fill.write(bytes(4096))
        for command in (["games"], ["new", "Cy", "Dee"], ["stats"]):
            done = subprocess.run([*quiddler, *command], capture_output=True, text=True)
            assert (done.returncode, done.stderr) == (
                2,
                f"Error: cannot write to {db}: the disk is full\n",
            )
    finally:
        subprocess.run(["umount", str(disk)], check=True)

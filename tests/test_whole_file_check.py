"""SQLite's check of the whole file runs when the file may have changed outside this
tool, not on every open: with thousands of games it costs more than the command.

The mark beside the database (``<name>-checked``) holds the file's size and time as
this tool last left it; a write by another program, a ``-wal`` file left beside it, a
missing mark or SQLite finding the file damaged each make the next open check it all.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from cli_helpers import ok
from click.testing import CliRunner

from quiddler_score.cli import cli
from quiddler_score.games.log import database_file as store_file
from quiddler_score.games.log.checked_mark import forget_checked


@pytest.fixture
def checks(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Whether each open of a database with content checked the whole file."""
    seen: list[bool] = []
    real = store_file._check_through

    def spy(path: Path, query: str, timeout: float, thorough: bool) -> None:
        seen.append(thorough)
        real(path, query, timeout, thorough)

    monkeypatch.setattr(store_file, "_check_through", spy)
    return seen


def database() -> Path:
    return Path(os.environ["QUIDDLER_DB"])


def test_a_file_as_this_tool_left_it_is_not_checked_again(checks: list[bool]) -> None:
    ok("new", "Ann", "Bob")  # a new file: nothing to check yet
    assert checks == []
    ok("record", "ann", "ox", "-u", "e")
    ok("record", "bob", "at", "-u", "i")
    ok("board")
    assert checks == [False, False, False]
    assert database().with_name(database().name + "-checked").exists()


def test_a_write_by_another_program_makes_the_next_open_check_the_whole_file(
    checks: list[bool],
) -> None:
    ok("new", "Ann", "Bob")
    with sqlite3.connect(database()) as conn:  # another program writes to the file
        conn.execute(
            "INSERT INTO settings_set_aside VALUES ('note', 'elsewhere', '', 'edited elsewhere')"
        )
    conn.close()
    ok("board")
    ok("board")
    assert checks == [True, False]  # checked once, then as this tool left it


def test_a_missing_mark_or_a_left_over_log_makes_the_open_check(checks: list[bool]) -> None:
    ok("new", "Ann", "Bob")
    forget_checked(database())  # as after SQLite found the file damaged
    ok("board")
    wal = database().with_name(database().name + "-wal")
    keeper = sqlite3.connect(database())  # another process still has the file open
    keeper.execute(
        "INSERT INTO settings_set_aside VALUES ('note', 'elsewhere', '', 'open elsewhere')"
    )
    assert wal.exists()
    ok("board")
    keeper.close()
    assert checks == [True, True]


def damage_every_table_page(db: Path) -> None:
    """Overwrite the header of every page after the first, as a faulty disk might."""
    data = bytearray(db.read_bytes())
    size = int.from_bytes(data[16:18], "big")
    for start in range(size, len(data), size):
        data[start : start + 8] = b"\xff" * 8
    db.write_bytes(bytes(data))


def test_damage_is_found_by_the_check_and_by_sqlite_when_the_mark_hides_it(
    checks: list[bool],
) -> None:
    ok("new", "Ann", "Bob")
    ok("record", "ann", "ox", "-u", "e")
    db = database()
    # Damage that leaves the size and time as the mark has them: the open trusts the file.
    times = os.stat(db)
    damage_every_table_page(db)
    os.utime(db, ns=(times.st_atime_ns, times.st_mtime_ns))
    first = CliRunner().invoke(cli, ["board"])
    # SQLite itself finds the damage: one line, and the mark is forgotten.
    assert first.exit_code == 2 and "is damaged" in first.output, first.output
    assert not db.with_name(db.name + "-checked").exists()
    second = CliRunner().invoke(cli, ["board"])
    assert second.exit_code == 2 and "is damaged" in second.output
    assert len(second.output.strip().splitlines()) == 1
    assert checks == [False, False, True]  # the record, the board that hit it, then checked

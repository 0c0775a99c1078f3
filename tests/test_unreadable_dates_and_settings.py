"""A game's start or a kept setting that another program changed into something that is
not a date, or not what was kept: rebuilt from the log, or named in one line, or shown
as unknown; never a traceback."""

from __future__ import annotations

import csv
import json
import sqlite3
from pathlib import Path

import pytest
from cli_helpers import ok, qs

from quiddler_score.games.club.local_days import local_day

# The start of the game as stored, and the day it is on this computer's clock.
STARTED = "2024-05-03T19:42:11.123456+00:00"


def finished_game(db: Path) -> None:
    """Ann wins 29 to 0: rounds 1 to 7 of vowels only, then JAB against ten vowels."""
    ok("new", "Ann", "Bob", db=db)
    for number in range(1, 8):
        pool = list("a" * 10 + "e" * 12 + "i" * 8 + "o" * 8)
        for player in ("Ann", "Bob"):
            taken, pool = pool[: number + 2], pool[number + 2 :]
            ok("record", player, "--unused", " ".join(taken), db=db)
    ok("record", "ann", "jab", "--unused", "e e e e e e e", db=db)
    ok("record", "bob", "--unused", "i i i i i i i i o o", db=db)


def edit(db: Path, *statements: str) -> None:
    """What another program does to the file: statements run as they are."""
    conn = sqlite3.connect(db, isolation_level=None)
    try:
        for statement in statements:
            conn.execute(statement)
    finally:
        conn.close()


def nullable_start(db: Path) -> None:
    """The games table rewritten so that its created_at may be NULL."""
    edit(
        db,
        "PRAGMA writable_schema = ON",
        "UPDATE sqlite_master SET sql = replace(sql, 'created_at TEXT NOT NULL',"
        " 'created_at TEXT') WHERE name = 'games'",
    )


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "games.sqlite3"
    finished_game(path)
    edit(path, f"UPDATE games SET created_at = '{STARTED}'")
    edit(path, "DROP TRIGGER events_no_update", f"UPDATE events SET created_at = '{STARTED}'")
    return path


def exported_dates(db: Path, tmp_path: Path) -> tuple[set[str], str]:
    out = tmp_path / "night.csv"
    result = qs("export", "--csv", str(out), "--svg", str(tmp_path / "card.svg"), db=db)
    assert result.exit_code == 0, result.output
    with out.open(encoding="utf-8-sig", newline="") as file:
        return {row["date"] for row in csv.DictReader(file)}, result.output


@pytest.mark.parametrize("stored", ["'yesterday'", "''", "42", "x'ff00'", "NULL"])
def test_a_start_that_is_not_a_time_is_taken_from_the_log(
    db: Path, tmp_path: Path, stored: str
) -> None:
    nullable_start(db)
    edit(db, f"UPDATE games SET created_at = {stored}")
    listed = json.loads(ok("games", "--json", db=db))
    assert listed[0]["created_at"] == STARTED
    assert local_day(STARTED) in ok("games", db=db)
    dates, said = exported_dates(db, tmp_path)
    assert dates == {local_day(STARTED)}
    assert "Note" not in said
    assert json.loads(ok("stats", "--json", "--since", "2024-05-03", db=db))["games"] == 1
    assert json.loads(ok("stats", "--json", "--since", "2024-05-04", db=db))["games"] == 0
    assert "new game: Ann, Bob" in ok("history", db=db)


def test_a_start_written_another_way_is_read_as_the_same_time(db: Path) -> None:
    # 21:42:11 at UTC+2 is 19:42:11 UTC; a time without an offset is taken as UTC.
    for stored in ("2024-05-03T21:42:11.123456+02:00", "2024-05-03T19:42:11.123456"):
        edit(db, f"UPDATE games SET created_at = '{stored}'")
        assert json.loads(ok("games", "--json", db=db))[0]["created_at"] == STARTED


def test_a_start_that_neither_the_row_nor_the_log_has_is_unknown_and_named(
    db: Path, tmp_path: Path
) -> None:
    edit(db, "UPDATE games SET created_at = 'yesterday'")
    edit(db, "UPDATE events SET created_at = 'the other day' WHERE seq = 1")
    assert "   1  unknown           Ann vs Bob: finished, Ann won with 29" in ok("games", db=db)
    assert json.loads(ok("games", "--json", db=db))[0]["created_at"] == ""
    dates, said = exported_dates(db, tmp_path)
    assert dates == {""}
    assert "Note: game 1 'Ann vs Bob': when it started cannot be read" in said
    since = qs("stats", "--since", "2024-01-01", db=db)
    assert since.exit_code == 0
    assert (
        "! game 1 'Ann vs Bob': when it started cannot be read, so --since leaves it out"
        in since.output
    )
    assert "0 finished games." in since.output
    assert qs("stats", "--since", "2024-01-01", db=db).output == since.output  # the same again
    assert "1 finished game." in ok("stats", db=db)
    assert "#1   the other day        new game: Ann, Bob" in ok("history", db=db)

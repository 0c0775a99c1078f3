"""What a killed export, backup or new database leaves (``.quiddler-*.partial`` files and
the ``-journal`` SQLite kept beside one) is deleted by the next run writing there; a
partial file another run is still writing, and anyone else's file, are left alone.

The runs are killed for real (SIGKILL) at the moment they have their partial file:
each child stops there, by a stand-in for ``os.replace`` that says so and waits."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from cli_helpers import ok

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="no flock on Windows")

REPO = Path(__file__).resolve().parent.parent

# The command line, stopped where its files are written and about to be moved into place.
STOPPED_BEFORE_MOVING = """
import os, sys, time
from quiddler_score.cli import cli

def stop(*args, **kwargs):
    print("written", flush=True)
    time.sleep(600)

os.replace = stop
cli.main(sys.argv[1:])
"""

# An SQLite writer of a partial file, stopped inside its transaction: what a backup
# killed while SQLite copies the pages leaves, the partial file and its -journal.
STOPPED_WRITING = """
import sqlite3, sys, time
from pathlib import Path
from quiddler_score.games.log.partial_files import Partial

partial = Partial(Path(sys.argv[1]))
conn = sqlite3.connect(partial.path, isolation_level=None)
conn.execute("CREATE TABLE pages (page BLOB)")
conn.execute("BEGIN")
conn.execute("INSERT INTO pages VALUES (randomblob(4000))")
assert Path(f"{partial.path}-journal").exists()
print("written", flush=True)
time.sleep(600)
"""


@contextmanager
def stopped(program: str, *args: str) -> Iterator[subprocess.Popen[str]]:
    """A child running ``program`` with ``args``, once it said it has written; killed
    (SIGKILL) when the block ends."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    child = subprocess.Popen(
        [sys.executable, "-c", program, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert child.stdout is not None
        line = child.stdout.readline()
        assert line == "written\n", f"the child stopped early: {child.communicate()[1]}"
        yield child
    finally:
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=60)


def killed(program: str, *args: str) -> None:
    with stopped(program, *args):
        pass


def partials(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(".quiddler-"))


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "games.sqlite3"
    ok("new", "Ann", "Bob", db=path)
    ok("record", "ann", "at", "--unused", "e", db=path)
    return path


@pytest.fixture
def out(tmp_path: Path) -> Path:
    folder = tmp_path / "out"
    folder.mkdir()
    return folder


def test_the_next_export_deletes_what_a_killed_export_left(db: Path, out: Path) -> None:
    export = ["--db", str(db), "export", "--csv", str(out / "a.csv"), "--json", str(out / "a.json")]
    killed(STOPPED_BEFORE_MOVING, *export)
    left = partials(out)
    assert len(left) == 2 and all(name.endswith(".partial") for name in left)
    assert "Wrote" in ok("export", "--csv", str(out / "b.csv"), db=db)
    assert partials(out) == []
    assert sorted(p.name for p in out.iterdir()) == ["b.csv"]


def test_the_next_backup_deletes_what_a_killed_backup_left(db: Path, out: Path) -> None:
    killed(STOPPED_BEFORE_MOVING, "--db", str(db), "backup", str(out / "a.sqlite3"))
    killed(STOPPED_WRITING, str(out))
    left = partials(out)
    assert len(left) == 3 and sum(name.endswith(".partial-journal") for name in left) == 1
    assert "Wrote" in ok("backup", str(out / "b.sqlite3"), db=db)
    assert sorted(p.name for p in out.iterdir()) == ["b.sqlite3"]
    assert "Ann vs Bob" in ok("games", db=out / "b.sqlite3")


def test_making_a_new_database_deletes_what_a_killed_run_left_in_its_folder(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    killed(STOPPED_WRITING, str(folder))
    assert len(partials(folder)) == 2
    ok("new", "Ann", "Bob", db=folder / "games.sqlite3")
    assert partials(folder) == []


def test_a_partial_file_still_being_written_is_left_alone(db: Path, out: Path) -> None:
    with stopped(STOPPED_BEFORE_MOVING, "--db", str(db), "export", "--csv", str(out / "a.csv")):
        (busy,) = partials(out)
        assert "Wrote" in ok("export", "--csv", str(out / "b.csv"), db=db)
        assert "Wrote" in ok("backup", str(out / "c.sqlite3"), db=db)
        assert partials(out) == [busy]
    # Killed now: the next run deletes it.
    ok("export", "--csv", str(out / "d.csv"), db=db)
    assert partials(out) == []


def test_files_that_only_look_like_leftovers_are_left_alone(db: Path, out: Path) -> None:
    others = {
        ".quiddler-notes.partial": "not a name tempfile makes",
        ".quiddler-abcdefgh.partial.bak": "not a partial file",
        "night.partial": "someone else's",
    }
    for name, text in others.items():
        (out / name).write_text(text)
    target = out / "kept.txt"
    target.write_text("kept")
    (out / ".quiddler-zyxwvuts.partial").symlink_to(target)
    ok("export", "--csv", str(out / "a.csv"), db=db)
    ok("backup", str(out / "b.sqlite3"), db=db)
    for name, text in others.items():
        assert (out / name).read_text() == text
    assert (out / ".quiddler-zyxwvuts.partial").is_symlink()
    assert target.read_text() == "kept"

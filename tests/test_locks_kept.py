"""A process that opens the database a second time keeps the locks of its first
connection: SQLite's locks are POSIX locks, which closing any descriptor of the file
drops, so the tool never opens the database file itself while it may have it open."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from quiddler_score.games.log import listing
from quiddler_score.games.log.store import Store

REPO = Path(__file__).resolve().parent.parent

# Opens the database, opens and closes it a second time, waits, then writes a game
# through its first connection.
FIRST = """
import sys
from quiddler_score.games.log import listing
from quiddler_score.games.log.store import Store
db = sys.argv[1]
first = Store(db)
listing.games(first)
Store(db).close()
print("open", flush=True)
sys.stdin.readline()
first.create_game("written after", ("game_created", {"players": ["Ann", "Bob"]}))
first.close()
print("written", flush=True)
"""

# Another process that reads and closes: if it believes it is the last connection, it
# checkpoints and deletes the -wal and -shm files under the first process.
OTHER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1])
conn.execute("SELECT count(*) FROM events").fetchone()
conn.close()
"""


def test_a_second_open_in_one_process_keeps_the_first_connections_locks(
    tmp_path: Path,
) -> None:
    db = tmp_path / "games.sqlite3"
    with Store(db) as store:
        store.create_game("first", ("game_created", {"players": ["Ann", "Bob"]}))
    first = subprocess.Popen(
        [sys.executable, "-c", FIRST, str(db)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=REPO,
    )
    assert first.stdout is not None and first.stdin is not None
    assert first.stdout.readline().strip() == "open"
    subprocess.run([sys.executable, "-c", OTHER, str(db)], check=True, timeout=30)
    # The first process still has the database open: its -wal file must still be there.
    assert db.with_name(db.name + "-wal").exists()
    first.stdin.write("go\n")
    first.stdin.flush()
    assert first.stdout.readline().strip() == "written"
    assert first.wait(timeout=30) == 0
    with Store(db) as store:
        assert [info.name for info in listing.games(store)] == ["first", "written after"]

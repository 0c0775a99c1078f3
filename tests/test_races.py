"""Scorekeepers writing at the same instant, as real processes: each is told what the log
keeps.

Each trial starts its writers, waits until every one of them has imported the tool,
then releases them together (a file appearing), so their reads and writes
overlap as closely as two people pressing Enter at once can make them. The number of
trials is small by default; set QUIDDLER_RACE_TRIALS to run many more.

The game a trial starts from is kept by the tool's own commands once per module, then
copied for each trial, so that a trial's time goes to its race.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import cli_helpers
import pytest
from cli_helpers import ok

from quiddler_score.games.log.store import Store
from quiddler_score.games.undo_stack import effective_events

# Real processes racing, trial after trial: about 26 s.
pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parent.parent
TRIALS = int(os.environ.get("QUIDDLER_RACE_TRIALS", "4"))
# Two tables: half as many by default, as each trial already interleaves 32 commands of
# three scorekeepers.
TABLE_TRIALS = int(os.environ.get("QUIDDLER_RACE_TRIALS", "2"))

# Says it is ready once the tool is imported, waits for the start file, then runs one
# command as `quiddler-score` would.
RUNNER = """
import os, sys, time
from quiddler_score.cli import main
go, *args = sys.argv[1:]
print("ready", flush=True)
while not os.path.exists(go):
    time.sleep(0.0005)
sys.argv = ["quiddler-score", *args]
main()
"""


def kept_once(folder: Path, *commands: Sequence[str]) -> Path:
    """A database that ``commands`` kept, to copy for every trial."""
    return cli_helpers.kept_once(folder, lambda: [ok(*command) for command in commands])


def trial_copy(start: Path, db: Path) -> Path:
    shutil.copy(start, db)
    return db


@pytest.fixture(scope="module")
def nine_hands(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Ann, Bob and Cy's game, round 1, with nine hands recorded (entries #2 to #10)."""
    hands = [("ann", "at"), ("bob", "to"), ("cy", "ox")] * 3
    return kept_once(
        tmp_path_factory.mktemp("nine-hands"),
        ["new", "Ann", "Bob", "Cy"],
        *[["record", player, word, "-u", "e", "--round", "1"] for player, word in hands],
    )


@pytest.fixture(scope="module")
def new_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Ann, Bob and Cy's game, nothing recorded yet."""
    return kept_once(tmp_path_factory.mktemp("new-game"), ["new", "Ann", "Bob", "Cy"])


@pytest.fixture(scope="module")
def two_tables(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two games of Ann and Bob, named table 1 and table 2."""
    return kept_once(
        tmp_path_factory.mktemp("two-tables"),
        ["new", "Ann", "Bob", "--name", "table 1"],
        ["new", "Ann", "Bob", "--name", "table 2"],
    )


def released_together(folder: Path, programs: Sequence[Sequence[str]]) -> list[str]:
    """Run each of ``programs`` (Python source, then its arguments after the start file)
    as a process of its own, released together; each one's output, in the order given.

    Each program says "ready" once it has imported what it needs, then waits for the
    start file given as its first argument.
    """
    go = folder / f"go-{time.monotonic_ns()}"
    env = {**os.environ, "PYTHONPATH": str(REPO), "COLUMNS": "200"}
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", program, str(go), *args],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for program, *args in programs
    ]
    # Released once every one has imported the tool, however long that takes.
    for writer in writers:
        assert writer.stdout is not None
        assert writer.stdout.readline() == "ready\n", writer.communicate(timeout=120)
    go.touch()
    told = []
    for writer in writers:
        out, errors = writer.communicate(timeout=240)
        assert writer.returncode == 0, errors
        told.append(out)
    return told


def at_once(db: Path, commands: Sequence[Sequence[str]]) -> list[str]:
    """Run ``commands`` released together; each one's output, in the order given."""
    return released_together(db.parent, [[RUNNER, "--db", str(db), *c] for c in commands])


def game_events(db: Path) -> list:  # type: ignore[type-arg]
    with Store(db) as store:
        game_id = store.current_game()
        assert game_id is not None
        return store.events(game_id)


@pytest.mark.parametrize("writers", [2, 4, 8])
def test_undos_at_once_each_take_back_and_name_a_different_entry(
    tmp_path: Path, nine_hands: Path, writers: int
) -> None:
    for trial in range(TRIALS):
        db = trial_copy(nine_hands, tmp_path / f"undo-{writers}-{trial}.sqlite3")
        told = at_once(db, [["undo"]] * writers)
        named = [int(re.search(r"Took back #(\d+)", out).group(1)) for out in told]  # type: ignore[union-attr]
        events = game_events(db)
        undos = [event.payload["target"] for event in events if event.kind == "undo"]
        in_force = {event.seq for event in effective_events(events)}
        assert len(set(named)) == writers, told
        assert sorted(named) == sorted(undos)
        # The entries named are exactly the newest ones, and none of them is in force.
        assert sorted(named) == list(range(10 - writers + 1, 11))
        assert not in_force & set(named)


HANDS = ["a t e", "t o e", "o x e", "a x e", "e e e", "a a e", "o o e", "t t e"]


@pytest.mark.parametrize("writers", [2, 4, 8])
def test_the_same_hand_recorded_at_once_is_a_correction_for_all_but_the_first(
    tmp_path: Path, new_game: Path, writers: int
) -> None:
    for trial in range(TRIALS):
        db = trial_copy(new_game, tmp_path / f"hand-{writers}-{trial}.sqlite3")
        told = at_once(db, [["record", "ann", "-u", hand] for hand in HANDS[:writers]])
        entries = {
            " ".join(event.payload["unused"]).lower(): event.payload["correction"]
            for event in game_events(db)
            if event.kind == "hand_recorded"
        }
        replaced = {hand: "Replaced" in out for hand, out in zip(HANDS, told, strict=False)}
        assert entries == replaced, told
        assert sorted(replaced.values()) == [False] + [True] * (writers - 1)


# One table's scorekeeper: four rounds of both players' hands, every one naming its game.
# Each command runs as `quiddler-score` would, one after the other in one process that
# has imported the tool once: the three processes start their commands together, and
# those overlap instead of waiting on a new interpreter each.
TABLE = """
import os, sys, time
from quiddler_score.cli import cli
go, db, game, *cards = sys.argv[1:]
print("ready", flush=True)
while not os.path.exists(go):
    time.sleep(0.0005)
for number in range(1, 5):
    for player, card in zip(("Ann", "Bob"), cards):
        line = ["--db", db, "record", "--game", game, player, "-u", " ".join([card] * (number + 2))]
        assert cli.main(line, "quiddler-score", standalone_mode=False) in (None, 0), line
"""

# Someone switching the current game back and forth all the while.
SWITCHER = """
import os, sys, time
from quiddler_score.cli import cli
go, db = sys.argv[1:]
print("ready", flush=True)
while not os.path.exists(go):
    time.sleep(0.0005)
for turn in range(16):
    line = ["--db", db, "open", f"table {turn % 2 + 1}"]
    assert cli.main(line, "quiddler-score", standalone_mode=False) in (None, 0), line
"""


def test_two_tables_in_one_database_each_keep_their_own_hands(
    tmp_path: Path, two_tables: Path
) -> None:
    for trial in range(TABLE_TRIALS):
        db = trial_copy(two_tables, tmp_path / f"tables-{trial}.sqlite3")
        released_together(
            tmp_path,
            [
                [TABLE, str(db), "table 1", "a", "o"],
                [TABLE, str(db), "table 2", "e", "i"],
                [SWITCHER, str(db)],
            ],
        )
        with Store(db) as store:
            for game_id, cards in [(1, {"A", "O"}), (2, {"E", "I"})]:
                hands = [e for e in store.events(game_id) if e.kind == "hand_recorded"]
                assert len(hands) == 8
                assert cards == {c for hand in hands for c in hand.payload["unused"]}

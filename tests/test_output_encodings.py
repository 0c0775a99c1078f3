"""Output that is not UTF-8: a Windows console, a redirect under a Latin-1 locale,
PYTHONIOENCODING=ascii. Nothing fails (a hand is committed and then said), characters
the encoding has are kept (Zoë in cp1252), the others are written as plain fallbacks.

Each command runs as a real process, as a person at such a terminal would run it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

# Every command as a process of its own, in each encoding: about 10 s.
pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parent.parent
ENCODINGS = ["ascii", "latin-1", "cp1252"]

COMMANDS = [
    (["new", "Zoë", "Ann", "Øyvind"], 0),
    (["record", "zoe", "at", "-u", "e"], 0),  # committed, then said with a minus sign
    (["record", "ann", "ox", "-u", "e"], 0),
    (["record", "oyvind", "(qu)it"], 0),
    (["board", "--rounds"], 0),
    (["history"], 0),
    (["games"], 0),
    (["stats"], 0),
    (["check", "--explain", "née", "quixotic"], 1),
    (["best", "a", "b", "c", "(qu)", "e", "e", "n", "s", "t"], 0),
    (["demo"], 0),
    (["--help"], 0),
]


def run(db: Path, args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "quiddler_score", "--db", str(db), *args],
        capture_output=True,
        env=env,
        cwd=REPO,
        timeout=60,
    )


def environment(**changes: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "QUIDDLER_DB")}
    return {**env, "COLUMNS": "80", **changes}


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_every_command_runs_whatever_the_output_encoding(tmp_path: Path, encoding: str) -> None:
    env = environment(PYTHONIOENCODING=encoding)
    for args, status in COMMANDS:
        done = run(tmp_path / "games.sqlite3", args, env)
        said = done.stdout.decode(encoding, errors="replace") + done.stderr.decode(
            encoding, errors="replace"
        )
        assert "Traceback" not in said, said
        assert done.returncode == status, (args, said)


def test_cp1252_keeps_its_accents_and_writes_the_marks_plainly(tmp_path: Path) -> None:
    env = environment(PYTHONIOENCODING="cp1252")
    db = tmp_path / "games.sqlite3"
    run(db, ["new", "Zoë", "Ann"], env)
    recorded = run(db, ["record", "zoe", "at", "-u", "e"], env).stdout.decode("cp1252")
    # AT = 2 + 3 = 5; E unused: −2, written as -2 (cp1252 has no minus sign).
    assert recorded.splitlines()[0] == "Round 1, Zoë: AT (5); unused E (-2)"
    run(db, ["record", "ann", "ox", "-u", "e"], env)
    board = run(db, ["board"], env).stdout.decode("cp1252")
    assert "* longest word  ^ most words  x word struck" in board
    assert "Zoë" in board


def test_a_c_locale_reads_arguments_typed_in_utf8(tmp_path: Path) -> None:
    env = environment(LC_ALL="C", PYTHONUTF8="0")
    done = run(tmp_path / "games.sqlite3", ["check", "née"], env)
    # The argument reaches the judge as typed: née, refused for its accent, not for
    # bytes it could not read.
    assert "'é' in 'née' is not a card" in done.stdout.decode("utf-8", errors="replace")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
def test_a_full_device_is_one_line_and_exit_status_1(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    run(db, ["new", "Ann", "Bob"], environment())
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "quiddler_score", "--db", str(db), "board"],
            stdout=full,
            stderr=subprocess.PIPE,
            env=environment(),
            cwd=REPO,
            timeout=60,
        )
    assert done.returncode == 1
    assert done.stderr.decode() == "Error: cannot write the output (No space left on device)\n"


def test_a_closed_standard_output_is_one_line_and_exit_status_1(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    run(db, ["new", "Ann", "Bob"], environment())
    command = [sys.executable, "-m", "quiddler_score", "--db", str(db), "board", "--json"]
    done = subprocess.run(
        ["sh", "-c", '"$@" >&-', "sh", *command],
        stderr=subprocess.PIPE,
        env=environment(),
        cwd=REPO,
        timeout=60,
    )
    assert done.returncode == 1
    assert done.stderr.decode().splitlines() == [
        "Error: standard output is closed: there is nowhere to show the answer"
    ]

"""Running quiddler-score in the test's own process, as ``qs("new", "Ann", "Bob")``.

``qs`` runs one command line through click's CliRunner and hands back its result; ``ok``
runs one that must succeed and gives its output; ``refused`` runs one that must be refused
in one line (exit code 2) and gives that line's output. Each of them asserts that the
command did not crash: no exception but the SystemExit a command ends with, and no
Traceback printed. The saved games are wherever QUIDDLER_DB says (conftest sets a temp
folder), unless ``db=`` names a database, which is passed as ``--db``.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Mapping
from pathlib import Path

from click.testing import CliRunner, Result
from environment import saving_to

from quiddler_score.cli import cli


def qs(
    *args: str,
    db: Path | str | None = None,
    input: str | None = None,
    env: Mapping[str, str] | None = None,
    columns: int | None = None,
    terminal_width: int | None = None,
) -> Result:
    """Run ``quiddler-score [--db DB] ARGS``; ``input`` is what is typed at its questions.

    ``columns`` sets COLUMNS for this run (conftest sets 120), on top of ``env``.
    """
    line = [*(["--db", str(db)] if db is not None else []), *args]
    if columns is not None:
        env = {**(env or {}), "COLUMNS": str(columns)}
    result = CliRunner().invoke(cli, line, input=input, env=env, terminal_width=terminal_width)
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        f"{args}: {result.exception!r}\n{result.output}"
    )
    assert "Traceback" not in result.output, result.output
    return result


def ok(
    *args: str,
    db: Path | str | None = None,
    input: str | None = None,
    env: Mapping[str, str] | None = None,
    columns: int | None = None,
) -> str:
    """The output of a command that must succeed (exit code 0)."""
    result = qs(*args, db=db, input=input, env=env, columns=columns)
    assert result.exit_code == 0, f"{args}: {result.output}"
    return result.output


def printed(db: Path, *args: str) -> str:
    """What a command that must succeed writes to standard output, 120 columns wide."""
    result = CliRunner().invoke(cli, ["--db", str(db), *args], env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    return result.stdout


def refused(*args: str, db: Path | str | None = None, input: str | None = None) -> str:
    """The output of a command that must be refused (exit code 2) in exactly one line.

    One line and nothing else: no blank line before or after it, and it ends its line.
    """
    result = qs(*args, db=db, input=input)
    assert result.exit_code == 2, f"{args}: {result.output}"
    assert len(result.output.strip().splitlines()) == 1, result.output
    assert result.output.count("\n") == 1, result.output
    return result.output


def unwrapped(text: str) -> str:
    """``text`` with every run of whitespace, line ends included, as one space.

    A sentence that names a path wraps wherever the path's length puts it (the temp
    folders of parallel test workers are longer); compare it unwrapped.
    """
    return " ".join(text.split())


def kept_once(folder: Path, keep: Callable[[], object]) -> Path:
    """A database that ``keep`` made through the commands, to copy for each test.

    ``keep`` runs in a test's environment with QUIDDLER_DB naming the new database. Every
    command has closed it, so all of it is in the one file (no -wal file left).
    """
    with saving_to(folder / "games.sqlite3") as db:
        keep()
    assert not Path(f"{db}-wal").exists()
    return db


def copied_in(db: Path, to: Path) -> Path:
    """A copy of the database ``db`` at ``to``, for a test to change as it likes."""
    shutil.copy(db, to)
    return to

"""sqlite3's errors said in words a player can act on, as StoreErrors.

Every :class:`StoreError` is one line that names the database file; the store raises
nothing else for a database it cannot use.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from quiddler_score.games.log.checked_mark import forget_checked
from quiddler_score.games.log.errors import StoreError
from quiddler_score.language import _


@contextmanager
def sqlite_errors(path: Path, timeout: float) -> Iterator[None]:
    """Turn sqlite3 errors into StoreErrors that say which file and what to do."""
    try:
        yield
    except sqlite3.Error as exc:
        raise StoreError(_describe(path, timeout, exc)) from exc


def _describe(path: Path, timeout: float, exc: sqlite3.Error) -> str:
    code = getattr(exc, "sqlite_errorcode", -1) & 0xFF
    if code == sqlite3.SQLITE_NOTADB:
        # Translators: {error} is SQLite's own message, in English.
        return _(
            "{path} is not a usable SQLite database ({error}); use a different database path"
        ).format(path=path, error=exc)
    if code == sqlite3.SQLITE_CORRUPT:
        forget_checked(path)
        return damaged(path, str(exc))
    if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        # Translators: {seconds} is how long it waited, in seconds.
        return _("{path} stayed locked by another process for {seconds} s; try again").format(
            path=path, seconds=f"{timeout:g}"
        )
    if code == sqlite3.SQLITE_FULL or (code == sqlite3.SQLITE_IOERR and _no_room(path)):
        return _("cannot write to {path}: the disk is full").format(path=path)
    if code in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM):
        # Translators: {error} is SQLite's own message, in English.
        return _("cannot use {path} ({error}); check the path and its permissions").format(
            path=path, error=exc
        )
    return _("{path}: {error}").format(path=path, error=exc)


def _no_room(path: Path) -> bool:
    """Whether the disk of ``path`` has less than a MiB left: SQLite finds a full disk
    where it grows the -shm file first, and says "disk I/O error" there."""
    import shutil  # with bz2 and lzma: only where an error is said, not on board's start

    try:
        return shutil.disk_usage(Path(os.path.realpath(path)).parent).free < 2**20
    except OSError:
        return False


def damaged(path: Path, detail: str) -> str:
    """What to say of a database that SQLite finds damaged."""
    # Translators: {detail} is SQLite's own account of the damage, in English.
    return _(
        "{path} is damaged ({detail}); restore it from a backup or use a different path"
    ).format(path=path, detail=detail)

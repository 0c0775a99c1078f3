"""The mark beside a database that says it is as this tool left it after a check.

SQLite's check of the whole file (``PRAGMA quick_check``) takes time in proportion to
the file: with thousands of games, more than the command itself. So it runs when the
file may have changed outside this tool, and not on every open: the mark holds the
file's size and modification time as the last process to close it left them.
"""

from __future__ import annotations

import os
from contextlib import suppress
from pathlib import Path

# Databases SQLite found damaged in this process: closing one must not mark it checked.
_FOUND_DAMAGED: set[Path] = set()


def wal_of(path: Path) -> Path:
    """The write-ahead log SQLite keeps beside the database while it is open."""
    return path.with_name(path.name + "-wal")


def _checked_mark(path: Path) -> Path:
    return path.with_name(path.name + "-checked")


def _file_state(path: Path) -> str:
    """The size and modification time of the file: they change with any write to it."""
    info = os.stat(path)
    return f"{info.st_size} {info.st_mtime_ns}"


def unchanged_since_checked(path: Path) -> bool:
    """Whether the file is as this tool left it, after a check: no need to check again.

    The mark beside the file holds the file's size and time as the last process that
    had it open left it; another program's write, or a -wal file of a process still at
    work or one that crashed, makes the next open check the whole file.
    """
    try:
        return not wal_of(path).exists() and _checked_mark(path).read_text() == _file_state(path)
    except (OSError, UnicodeDecodeError):
        return False


def mark_checked(path: Path) -> None:
    """Note that the file, as it is now, was checked and then written only by this tool.

    Called once the last connection is closed (SQLite then folds the -wal file into the
    file); nothing is noted while another process has it open, or where it cannot be.
    """
    with suppress(OSError):
        if path.absolute() not in _FOUND_DAMAGED and not wal_of(path).exists():
            _checked_mark(path).write_text(_file_state(path))


def forget_checked(path: Path) -> None:
    """After SQLite found the file damaged: the next open checks the whole file."""
    _FOUND_DAMAGED.add(path.absolute())
    with suppress(OSError):
        _checked_mark(path).unlink(missing_ok=True)

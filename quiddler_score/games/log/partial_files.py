"""Files written under a temporary name beside their target, and what killed runs left.

Every file this tool writes whole (an export, a backup, a new database) is first written
as ``.quiddler-XXXXXXXX.partial`` in the target's folder and moved into place once
complete. The process writing one holds a lock on it (``flock``) until it has been moved
or deleted; the system lets go of the lock when the process ends, however it ends. So a
partial file nobody holds locked was left by a run that was killed, and
:func:`remove_leftovers` deletes it, with the files SQLite keeps beside it (its
``-journal``). Another program's file never has that name, and a run still writing
holds its lock, so neither is touched.

Windows has no ``flock``; there partial files are not locked and leftovers stay.
"""

from __future__ import annotations

import os
import re
import sys
from contextlib import suppress
from pathlib import Path
from typing import Final, Self

_PREFIX: Final = ".quiddler-"
_SUFFIX: Final = ".partial"
# tempfile's random part is eight of a-z, 0-9 and _.
_PARTIAL_NAME: Final = re.compile(re.escape(_PREFIX) + r"[a-z0-9_]{8}" + re.escape(_SUFFIX))
# What SQLite keeps beside a database it is writing, a partial one too.
_BESIDE: Final = ("-journal", "-wal", "-shm")


class Partial:
    """A new, empty partial file in ``folder``, locked while this process writes it; as a
    context manager, deleted on the way out unless it was moved into place, then let go.

    OSError if the folder cannot be written.
    """

    def __init__(self, folder: Path) -> None:
        while True:
            import tempfile  # only when a file is written: every open imports this module

            fd, name = tempfile.mkstemp(prefix=_PREFIX, suffix=_SUFFIX, dir=folder)
            _lock(fd, wait=True)
            if _still_named(fd, name):
                break
            # Another run's clean-up deleted it between its creation and the lock: again.
            os.close(fd)
        self.path = Path(name)
        self._fd: int | None = fd
        if sys.platform == "win32":  # no flock, and an open file cannot be moved there
            self._let_go()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        try:
            self.path.unlink(missing_ok=True)
        finally:
            self._let_go()

    def _let_go(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def remove_leftovers(folder: Path) -> None:
    """Delete the partial files in ``folder`` that no running process holds, with the
    files SQLite left beside them. What cannot be read or deleted only stays."""
    if sys.platform == "win32":
        return
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        if _PARTIAL_NAME.fullmatch(name):
            _remove_if_left(folder / name)


def _remove_if_left(path: Path) -> None:
    try:
        # Not waiting on a FIFO, not following a symlink: only a file of ours is opened.
        fd = os.open(
            path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        )
    except OSError:
        return
    try:
        # A lock nobody holds: the run that wrote it ended without moving it into place.
        if _lock(fd, wait=False) and _still_named(fd, str(path)):
            for end in _BESIDE:
                with suppress(OSError):
                    path.with_name(path.name + end).unlink()
            with suppress(OSError):
                path.unlink()
    finally:
        os.close(fd)


def _lock(fd: int, *, wait: bool) -> bool:
    """Take the lock on the open file: False where another process holds it, or where
    the filesystem has no locks (then nothing is deleted, and a writer goes on)."""
    try:
        import fcntl  # POSIX only: Windows has no flock, and no such module
    except ImportError:
        return False

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    except OSError:
        return False
    return True


def _still_named(fd: int, name: str) -> bool:
    """Whether ``name`` is still the open file (not deleted, not replaced by another)."""
    try:
        return os.path.samestat(os.fstat(fd), os.stat(name, follow_symlinks=False))
    except OSError:
        return False

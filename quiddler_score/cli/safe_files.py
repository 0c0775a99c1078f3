"""Files a player named, written safely: every target checked first, then all written
or none, each moved into place whole; a symlink written through, permissions kept.

How every command (export, stats, backup) and play write a file.
"""

from __future__ import annotations

import contextlib
import functools
import os
import stat
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NamedTuple, TypeVar

from quiddler_score.cli.errors import InputError
from quiddler_score.games.log.partial_files import Partial, remove_leftovers
from quiddler_score.language import _, system_reason

T = TypeVar("T")
# SQLite's files beside the database: writing over one would damage the saved games.
_BESIDE = ("-wal", "-shm", "-journal", "-checked")


class Written(NamedTuple):
    """A file written: new, or an existing one replaced (its permission bits kept)."""

    path: Path
    replaced: bool

    def __str__(self) -> str:
        """What was done, for the person who asked for the file."""
        said = _("Replaced {path}") if self.replaced else _("Wrote {path}")
        return said.format(path=self.path)


class Target(NamedTuple):
    """A file to write, checked."""

    path: Path
    """As given, for messages."""
    real: Path
    """Where it is written: a symlink is followed, and the file it points to replaced."""
    existing: os.stat_result | None


def write_all(outputs: Sequence[tuple[Path, str | bytes, str]], database: Path) -> list[Path]:
    """Write every (path, text or bytes, encoding), or none of them; the paths written."""
    return [written.path for written in write_outputs(outputs, database)]


def write_outputs(
    outputs: Sequence[tuple[Path, str | bytes, str]], database: Path
) -> list[Written]:
    """Write every (path, text or bytes, encoding), or none of them (see checked_targets).

    Each file is written beside its target first and moved into place only once all were
    written, so a path that cannot be written leaves no file half done or changed.
    """
    targets = checked_targets([path for path, _content, _encoding in outputs], database)
    remove_leftovers_beside(targets)
    with contextlib.ExitStack() as staged_files:
        staged: list[tuple[Partial, Target]] = []
        for (_path, content, encoding), target in zip(outputs, targets, strict=True):
            staging = staged_files.enter_context(_stage(target, content, encoding))
            staged.append((staging, target))
        for staging, target in staged:
            _cannot_write(target.path, functools.partial(os.replace, staging.path, target.real))
        return [Written(target.path, target.existing is not None) for _staging, target in staged]


def remove_leftovers_beside(targets: Sequence[Target]) -> None:
    """Delete what an earlier run, killed while it wrote, left beside these targets."""
    for folder in {target.real.parent for target in targets}:
        remove_leftovers(folder)


def new_partial(target: Target) -> Partial:
    """A new partial file beside the target, locked while it is written (see
    :mod:`quiddler_score.games.log.partial_files`); one line if the folder cannot be written."""
    return _cannot_write(target.path, lambda: Partial(target.real.parent))


def checked_targets(paths: Sequence[Path], database: Path) -> list[Target]:
    """Where each path is written, refused in one line before anything is: an empty
    name, a target that is not a regular file, one file named twice, the database."""
    targets = [_target(path) for path in paths]
    _refuse_twice_named(targets)
    _refuse_the_database(targets, database)
    return targets


def _cannot_write(path: Path, step: Callable[[], T]) -> T:
    try:
        return step()
    except OSError as error:
        raise InputError(_cannot_write_said(path, error)) from None


def _cannot_write_said(path: Path, error: OSError) -> str:
    return _("{file}: cannot write it ({why})").format(file=path, why=system_reason(error))


def _target(path: Path) -> Target:
    if not path.name:
        raise InputError(_("an empty file name: give the file to write, e.g. night.csv"))
    real = _cannot_write(path, lambda: Path(os.path.realpath(path)))
    try:
        existing: os.stat_result | None = os.stat(real)
    except FileNotFoundError:
        existing = None
    except OSError as error:
        raise InputError(_cannot_write_said(path, error)) from None
    if existing is not None and not stat.S_ISREG(existing.st_mode):
        said = _(
            "{file} exists and is not a regular file (a folder, a device or a FIFO):"
            " give a file path"
        )
        raise InputError(said.format(file=path))
    return Target(path, real, existing)


def _refuse_twice_named(targets: Sequence[Target]) -> None:
    seen: dict[Path, Path] = {}
    for target in targets:
        if target.real in seen:
            said = _("{first} and {second} are the same file: give each export its own file")
            raise InputError(said.format(first=seen[target.real], second=target.path))
        seen[target.real] = target.path


def _refuse_the_database(targets: Sequence[Target], database: Path) -> None:
    real = Path(os.path.realpath(database))
    kept = {real, *(real.with_name(real.name + end) for end in _BESIDE)}
    for target in targets:
        if target.real in kept:
            said = _("{file} is the saved-games database: give another file")
            raise InputError(said.format(file=target.path))


def _stage(target: Target, content: str | bytes, encoding: str) -> Partial:
    """The content written to a new partial file beside the target, with the target's
    mode; deleted unless it is moved into place before the context ends."""
    staging = new_partial(target)
    data = content if isinstance(content, bytes) else content.encode(encoding or "utf-8")
    with contextlib.ExitStack() as on_error:
        on_error.enter_context(staging)
        with open(staging.path, "wb") as file:
            _cannot_write(target.path, lambda: file.write(data))
            _cannot_write(target.path, lambda: _set_mode(file.fileno(), target))
            if target.existing is not None and hasattr(os, "fchown"):  # not on Windows
                with contextlib.suppress(OSError):  # only root may give a file away
                    os.fchown(file.fileno(), target.existing.st_uid, target.existing.st_gid)
        on_error.pop_all()
    return staging


def _set_mode(fd: int, target: Target) -> None:
    """Give the open partial file the target's mode. Not where, as on Windows before
    Python 3.13, there is no fchmod: a mode there is only a read-only flag, which would
    keep the partial file from being moved into place or deleted."""
    if hasattr(os, "fchmod"):
        os.fchmod(fd, file_mode(target))


def file_mode(target: Target) -> int:
    """The permission bits a written file gets: those of the file it replaces, else the
    umask's."""
    if target.existing is not None:
        return stat.S_IMODE(target.existing.st_mode)
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask

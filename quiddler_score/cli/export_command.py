"""``export``: the current game as CSV, JSON and a picture, all written or none.

:func:`write_outputs` is how every command writes a file a player named: checked
first, then all written or none.
"""

from __future__ import annotations

import contextlib
import functools
import os
import stat
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NamedTuple, TypeVar

import click

from quiddler_score.cli.database import current_game, database_in_use
from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import InputError

PATH = click.Path(dir_okay=False, path_type=Path)
T = TypeVar("T")
_BESIDE = ("-wal", "-shm", "-journal")


@click.command()
@click.option(
    "--csv", "csv_path", type=PATH, help="One row per player per round, for spreadsheets."
)
@click.option("--json", "json_path", type=PATH, help="The whole game: every entry and the scores.")
@click.option("--png", "png_path", type=PATH, help="A results card to share (PNG).")
@click.option("--svg", "svg_path", type=PATH, help="The same results card as SVG.")
def export(
    csv_path: Path | None, json_path: Path | None, png_path: Path | None, svg_path: Path | None
) -> None:
    """Export the current game to CSV, JSON and/or a results card to share (PNG, SVG).

    The card shows the game's name and date, the standings with the winner, every
    player's running total with the bonuses marked, and the best word of the night.
    Pictures need matplotlib: pip install "quiddler-score[pictures]".

    All the files are written or none. A file that exists is replaced, keeping its
    permissions; a symlink is written through (the file it points to is replaced, the
    link stays). A folder, a device or a FIFO is refused, and so is one file named for
    two formats.
    """
    from quiddler_score.cli.pictures import results_picture
    from quiddler_score.games.saved_game import scores
    from quiddler_score.present.export import game_json_text, local_date, scoreboard_csv

    if not (csv_path or json_path or png_path or svg_path):
        raise InputError(
            "say what to export: --csv FILE, --json FILE, --png FILE and/or --svg FILE"
        )
    with current_game() as game:
        events = game.events()
        state = game.state()
        scoreboard = scores(state)
        created_at = game.info.created_at
        info = {"id": game.info.id, "name": state.title, "created_at": created_at}
    outputs: list[tuple[Path, str | bytes, str]] = []
    if csv_path:
        # utf-8-sig: spreadsheet programs then read the CSV's accents and marks correctly.
        # Each row carries the game's name and day, for a sheet of several nights.
        csv_text = scoreboard_csv(scoreboard, state.title, local_date(created_at))
        outputs.append((csv_path, csv_text, "utf-8-sig"))
    if json_path:
        outputs.append((json_path, game_json_text(scoreboard, events, info), "utf-8"))
    for picture, kind in ((png_path, "png"), (svg_path, "svg")):
        if picture is not None:
            card = results_picture(scoreboard, state.title, local_date(created_at), kind)
            outputs.append((picture, card, ""))
    for written in write_outputs(outputs):
        say_wrapped(str(written))


class Written(NamedTuple):
    """A file written: new, or an existing one replaced (its permission bits kept)."""

    path: Path
    replaced: bool

    def __str__(self) -> str:
        return f"{'Replaced' if self.replaced else 'Wrote'} {self.path}"


class Target(NamedTuple):
    """A file to write, checked."""

    path: Path
    """As given, for messages."""
    real: Path
    """Where it is written: a symlink is followed, and the file it points to replaced."""
    existing: os.stat_result | None


def write_all(outputs: Sequence[tuple[Path, str | bytes, str]]) -> list[Path]:
    """Write every (path, text or bytes, encoding), or none of them; the paths written."""
    return [written.path for written in write_outputs(outputs)]


def write_outputs(outputs: Sequence[tuple[Path, str | bytes, str]]) -> list[Written]:
    """Write every (path, text or bytes, encoding), or none of them.

    Every target is checked before anything is written: an empty name, a target that
    exists but is not a regular file (a device, a FIFO), one path named twice (through a
    symlink too) and the saved-games database are refused. Each file is written beside
    its target first and moved into place only once all were written, so a path that
    cannot be written leaves no file half done or changed. A symlink is written
    through: the file it points to is replaced and the link stays. A file replaced keeps
    its permission bits (and, where allowed, its owner).
    """
    targets = checked_targets([path for path, _, _ in outputs])
    staged: list[tuple[Path, Target]] = []
    try:
        for (_, content, encoding), target in zip(outputs, targets, strict=True):
            staged.append((_stage(target, content, encoding), target))
        for staging, target in staged:
            _cannot_write(target.path, functools.partial(os.replace, staging, target.real))
        return [Written(target.path, target.existing is not None) for _, target in staged]
    finally:
        for staging, _ in staged:
            staging.unlink(missing_ok=True)


def checked_targets(paths: Sequence[Path]) -> list[Target]:
    """Where each path is written, refused in one line before anything is: an empty
    name, a target that is not a regular file, one file named twice, the database."""
    targets = [_target(path) for path in paths]
    _refuse_twice_named(targets)
    _refuse_the_database(targets)
    return targets


def _cannot_write(path: Path, step: Callable[[], T]) -> T:
    try:
        return step()
    except OSError as error:
        raise InputError(f"{path}: cannot write it ({error.strerror})") from None


def _target(path: Path) -> Target:
    if not path.name:
        raise InputError("an empty file name: give the file to write, e.g. night.csv")
    real = _cannot_write(path, lambda: Path(os.path.realpath(path)))
    try:
        existing: os.stat_result | None = os.stat(real)
    except FileNotFoundError:
        existing = None
    except OSError as error:
        raise InputError(f"{path}: cannot write it ({error.strerror})") from None
    if existing is not None and not stat.S_ISREG(existing.st_mode):
        raise InputError(
            f"{path} exists and is not a regular file (a folder, a device or a FIFO): "
            "give a file path"
        )
    return Target(path, real, existing)


def _refuse_twice_named(targets: Sequence[Target]) -> None:
    seen: dict[Path, Path] = {}
    for target in targets:
        if target.real in seen:
            raise InputError(
                f"{seen[target.real]} and {target.path} are the same file: give each "
                "export its own file"
            )
        seen[target.real] = target.path


def _refuse_the_database(targets: Sequence[Target]) -> None:
    if click.get_current_context(silent=True) is None:
        return
    database = Path(os.path.realpath(database_in_use()))
    kept = {database, *(database.with_name(database.name + end) for end in _BESIDE)}
    for target in targets:
        if target.real in kept:
            raise InputError(f"{target.path} is the saved-games database: give another file")


def _stage(target: Target, content: str | bytes, encoding: str) -> Path:
    """The content written to a new file beside the target, with the target's mode."""
    fd, name = _cannot_write(
        target.path,
        lambda: tempfile.mkstemp(prefix=".quiddler-", suffix=".partial", dir=target.real.parent),
    )
    staging = Path(name)
    data = content if isinstance(content, bytes) else content.encode(encoding or "utf-8")
    try:
        with open(fd, "wb") as file:
            _cannot_write(target.path, lambda: file.write(data))
            _cannot_write(target.path, lambda: os.fchmod(file.fileno(), file_mode(target)))
            if target.existing is not None:
                with contextlib.suppress(OSError):  # only root may give a file away
                    os.fchown(file.fileno(), target.existing.st_uid, target.existing.st_gid)
    except BaseException:
        staging.unlink(missing_ok=True)
        raise
    return staging


def file_mode(target: Target) -> int:
    """The permission bits a written file gets: those of the file it replaces, else the
    umask's."""
    if target.existing is not None:
        return stat.S_IMODE(target.existing.st_mode)
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask

"""``backup FILE``: a safe copy of the saved games, even while a game is open."""

from __future__ import annotations

import os
from pathlib import Path

import click

from quiddler_score.cli import FilePath
from quiddler_score.cli.database import Database, opened_store, pass_database
from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import InputError, one_line
from quiddler_score.cli.safe_files import (
    checked_targets,
    file_mode,
    new_partial,
    remove_leftovers_beside,
)
from quiddler_score.games.log import listing
from quiddler_score.games.log.database_file import backup_database


@click.command()
@click.argument("file", type=FilePath())
@pass_database
def backup(database: Database, file: Path) -> None:
    """Copy every saved game to FILE, safely even while a game is open.

    It uses SQLite's online backup, so the copy holds every confirmed entry, also those
    still kept in the database's -wal file, which copying the database file alone
    would lose. FILE is one self-contained database: use it with --db FILE, or copy it
    back in place of the database when no game is open. A FILE that exists is replaced
    (its permissions kept); a symlink is written through.
    """
    (target,) = checked_targets([file], database.path)
    remove_leftovers_beside([target])
    with opened_store(database.path) as store:
        with new_partial(target) as staging:
            try:
                with one_line(), store.reading() as conn:
                    backup_database(conn, store.path, staging.path, store.timeout)
                os.chmod(staging.path, file_mode(target))
                os.replace(staging.path, target.real)
            except OSError as error:
                raise InputError(f"{file}: cannot write it ({error.strerror})") from None
        games = len(listing.games(store)) + len(listing.games(store, deleted=True))
    verb = "Replaced" if target.existing is not None else "Wrote"
    noun = "game" if games == 1 else "games"
    say_wrapped(f"{verb} {file}: a copy of {store.path} with its {games} {noun}, checked.")

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
from quiddler_score.language import N_, _, ngettext, number, system_reason


@click.command(
    help=N_(
        "Copy every saved game to FILE, safely even while a game is open.\n"
        "\n"
        "It uses SQLite's online backup, so the copy holds every confirmed entry, also those\n"
        "still kept in the database's -wal file, which copying the database file alone\n"
        "would lose. FILE is one self-contained database: use it with --db FILE, or copy it\n"
        "back in place of the database when no game is open. A FILE that exists is replaced\n"
        "(its permissions kept); a symlink is written through."
    ),
)
@click.argument("file", type=FilePath())
@pass_database
def backup(database: Database, file: Path) -> None:
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
                raise InputError(
                    _("{file}: cannot write it ({why})").format(file=file, why=system_reason(error))
                ) from None
        games = len(listing.games(store)) + len(listing.games(store, deleted=True))
    if target.existing is not None:
        said = ngettext(
            "Replaced {file}: a copy of {database} with its {count} game, checked.",
            "Replaced {file}: a copy of {database} with its {count} games, checked.",
            games,
        )
    else:
        said = ngettext(
            "Wrote {file}: a copy of {database} with its {count} game, checked.",
            "Wrote {file}: a copy of {database} with its {count} games, checked.",
            games,
        )
    say_wrapped(said.format(file=file, database=store.path, count=number(games)))

"""Which saved-games database the command line means, opened with one-line errors."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cached_property
from typing import TYPE_CHECKING

import click

from quiddler_score.cli.errors import InputError, one_line
from quiddler_score.language import N_, _

if TYPE_CHECKING:
    from pathlib import Path

    from quiddler_score.games.log.store import Store
    from quiddler_score.games.saved_game import SavedGame


class Database:
    """The saved-games database the command line points at, handed to each command that
    uses one (``@pass_database``); its path is worked out only when a command asks."""

    def __init__(self, option: Path | None) -> None:
        self.option = option
        # The game a command reads or writes, as --game named it; None: the current one.
        self.game: str | None = None

    @cached_property
    def path(self) -> Path:
        """--db, then QUIDDLER_DB (click reads it into the option), then the user data folder."""
        if self.option is not None:
            return self.option
        from platformdirs import user_data_path  # on check's path, which opens no database

        return user_data_path("quiddler-score") / "games.sqlite3"


# A command that uses the saved games takes the Database as its first parameter.
pass_database = click.make_pass_decorator(Database)


def _choose_game(ctx: click.Context, _param: click.Parameter, ref: str | None) -> None:
    if ref is not None:
        ctx.ensure_object(Database).game = ref


# --game on each command that reads or writes one game: two tables can keep score in one
# database, each naming its own game, while "the current game" is whichever was opened
# last. The choice travels on the Database the command is handed.
game_option = click.option(
    "--game",
    metavar="GAME",
    envvar="QUIDDLER_GAME",
    expose_value=False,
    callback=_choose_game,
    help=N_("The game (an id or a name) instead of the current one; also QUIDDLER_GAME."),
)


def database_exists(path: Path) -> bool:
    """Whether the database file is there; one line for a path that cannot be a database
    file (a FIFO, a device, a name too long), said before anything opens it."""
    # on check's path, which opens no database
    from quiddler_score.games.log.database_file import refuse_odd_file

    with one_line():
        return refuse_odd_file(path)


@contextmanager
def opened_store(path: Path, *, create: bool = False) -> Iterator[Store]:
    """The store, with every error of the core turned into a one-line exit 2.

    Only commands that start a game create the database: for the others a path that
    holds nothing is a mistyped path, not an empty collection of games.
    """
    from quiddler_score.games.log.store import Store  # on check's path, which opens no database

    if not create and not database_exists(path):
        said = _(
            "no saved games at {path}: check the path, or start a game with"
            ' quiddler-score new "Ann" "Bob" ...'
        )
        raise InputError(said.format(path=path))
    with one_line(), Store(path) as store:
        yield store


@contextmanager
def current_game(database: Database) -> Iterator[SavedGame]:
    """The game --game names, else the current game, errors as one line."""
    with opened_store(database.path) as store:  # its one_line covers what the caller does too
        yield chosen_game(store, database.game)


def chosen_game(store: Store, ref: str | None) -> SavedGame:
    """The game ``ref`` names (an id or a name), or the current game when it is None."""
    # On check's path, which opens no game.
    from quiddler_score.games.log.listing import find_game
    from quiddler_score.games.saved_game import SavedGame

    if ref is None:
        return SavedGame.current(store)
    return SavedGame(store, find_game(store, ref))

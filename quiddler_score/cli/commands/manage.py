"""Commands that look after saved games as a whole: name, delete, restore, open."""

from __future__ import annotations

import click

from quiddler_score.cli.database import (
    Database,
    current_game,
    game_option,
    opened_store,
    pass_database,
)
from quiddler_score.cli.echo import say, say_wrapped
from quiddler_score.games.actions import rename_game as rename
from quiddler_score.games.log.listing import find_game
from quiddler_score.games.past_nights.nights import restore_game


@click.command(name="rename-game")
@click.argument("name", required=False)
@game_option
@pass_database
def rename_game(database: Database, name: str | None) -> None:
    """Give the current game a NAME; without one it takes the players' names again.

    The players' names as a game's name follow a renamed player.
    """
    with current_game(database) as game:
        renamed = rename(game, name)
    say_wrapped(f"Game {game.info.id} is now {renamed.new!r} (undo takes it back).")


@click.command()
@click.argument("game_ref", metavar="GAME")
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
@pass_database
def delete(database: Database, game_ref: str, yes: bool) -> None:
    """Delete GAME (an id or a name) from the list of games; restore brings it back.

    Its entries are kept, so nothing is lost: quiddler-score restore GAME.
    """
    with opened_store(database.path) as store:
        info = find_game(store, game_ref)
        if not yes:
            click.confirm(f"Delete game {info.id} {info.name!r}?", abort=True)
        store.set_deleted(info.id, True)
    say_wrapped(
        f"Deleted game {info.id} {info.name!r}. quiddler-score restore {info.id} brings it back."
    )


@click.command()
@click.argument("game_ref", metavar="GAME")
@pass_database
def restore(database: Database, game_ref: str) -> None:
    """Bring back a deleted GAME (an id or a name); games --deleted lists them."""
    with opened_store(database.path) as store:
        info = find_game(store, game_ref, deleted=True)
        restore_game(store, info)
    say_wrapped(f"Restored game {info.id} {info.name!r}; open {info.id} makes it current.")


@click.command(name="open")
@click.argument("game_ref", metavar="GAME")
@pass_database
def open_game(database: Database, game_ref: str) -> None:
    """Make GAME (an id or a name) the current game."""
    with opened_store(database.path) as store:
        info = find_game(store, game_ref)
        store.set_current_game(info.id)
    say(f"Current game: {info.id} {info.name!r}")

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
from quiddler_score.cli.echo import confirmed, say_wrapped
from quiddler_score.games.actions import rename_game as rename
from quiddler_score.games.log.listing import find_game
from quiddler_score.games.past_nights.nights import restore_game
from quiddler_score.language import N_, _


@click.command(
    name="rename-game",
    help=N_(
        "Give the current game a NAME; without one it takes the players' names again.\n"
        "\n"
        "The players' names as a game's name follow a renamed player."
    ),
)
@click.argument("name", required=False)
@game_option
@pass_database
def rename_game(database: Database, name: str | None) -> None:
    with current_game(database) as game:
        renamed = rename(game, name)
    said = _("Game {id} is now {name} (undo takes it back).")
    say_wrapped(said.format(id=game.info.id, name=repr(renamed.new)))


@click.command(
    help=N_(
        "Delete GAME (an id or a name) from the list of games; restore brings it back.\n"
        "\n"
        "Its entries are kept, so nothing is lost: quiddler-score restore GAME."
    ),
)
@click.argument("game_ref", metavar="GAME")
@click.option("--yes", "-y", is_flag=True, help=N_("Do not ask for confirmation."))
@pass_database
def delete(database: Database, game_ref: str, yes: bool) -> None:
    with opened_store(database.path) as store:
        info = find_game(store, game_ref)
        if not yes:
            asked = _("Delete game {id} {name}?").format(id=info.id, name=repr(info.name))
            if not confirmed(asked):
                raise click.Abort
        store.set_deleted(info.id, True)
    said = _("Deleted game {id} {name}. quiddler-score restore {id} brings it back.")
    say_wrapped(said.format(id=info.id, name=repr(info.name)))


@click.command(
    help=N_("Bring back a deleted GAME (an id or a name); games --deleted lists them."),
)
@click.argument("game_ref", metavar="GAME")
@pass_database
def restore(database: Database, game_ref: str) -> None:
    with opened_store(database.path) as store:
        info = find_game(store, game_ref, deleted=True)
        restore_game(store, info)
    said = _("Restored game {id} {name}; open {id} makes it current.")
    say_wrapped(said.format(id=info.id, name=repr(info.name)))


@click.command(
    name="open",
    help=N_("Make GAME (an id or a name) the current game."),
)
@click.argument("game_ref", metavar="GAME")
@pass_database
def open_game(database: Database, game_ref: str) -> None:
    with opened_store(database.path) as store:
        info = find_game(store, game_ref)
        store.set_current_game(info.id)
    say_wrapped(_("Current game: {id} {name}").format(id=info.id, name=repr(info.name)))

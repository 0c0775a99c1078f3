"""``alias``: the other names one person plays under, for stats."""

from __future__ import annotations

import click

from quiddler_score.cli.database import Database, opened_store, pass_database
from quiddler_score.cli.echo import say, say_wrapped
from quiddler_score.cli.errors import InputError, one_line
from quiddler_score.games.club.people import Seating, add_alias, aliases_read, remove_alias
from quiddler_score.games.log.store import Store
from quiddler_score.games.stats.all_games import game_summaries
from quiddler_score.language import N_, _


@click.command(
    help=N_(
        "Record that OTHER_NAME is NAME too (alias Bob Robert), for stats; alone, list them.\n"
        "\n"
        "Kept beside the games: no game's log is changed, and --remove takes it back. Two\n"
        "names that played in one game are two people: they cannot be joined."
    )
)
@click.argument("name", required=False)
@click.argument("other", metavar="OTHER_NAME", required=False)
@click.option(
    "--remove", metavar="OTHER_NAME", help=N_("Take back that OTHER_NAME is someone else.")
)
@pass_database
def alias(database: Database, name: str | None, other: str | None, remove: str | None) -> None:
    with opened_store(database.path) as store, one_line():
        aliases, problems = aliases_read(store)
        for line in problems:  # set aside: a change written now leaves them out
            say_wrapped(f"! {line}", err=True)
        if remove is not None:
            person = remove_alias(store, remove)
            say_wrapped(
                _("{name} is no longer {person}.").format(name=_plain(remove), person=person)
            )
        elif name is not None and other is not None:
            person = add_alias(store, name, other, _seatings(store))
            kept = other.strip()
            say_wrapped(
                _("{name} is {person} too (alias --remove {name} takes it back).").format(
                    name=kept, person=person
                )
            )
        elif name is not None:
            raise InputError(_("alias: give NAME and OTHER_NAME, e.g. alias Bob Robert"))
        else:
            if not aliases:
                say_wrapped(_("No aliases: every name is a person of its own."))
            for key, person in sorted(aliases.items()):
                say(_("{name} is {person}").format(name=key, person=person))


def _plain(typed: str) -> str:
    """A name as typed, with what cannot be printed escaped (it is no one's alias)."""
    typed = typed.strip()
    return typed if typed.isprintable() else ascii(typed)


def _seatings(store: Store) -> list[Seating]:
    """Every saved game's players, so ``alias chloe Clo`` keeps Chloé as typed and no
    alias joins two players of one game."""
    return [
        Seating(f"{saved.info.id} {saved.info.name!r}", tuple(saved.summary.totals))
        for saved in game_summaries(store).summaries
    ]

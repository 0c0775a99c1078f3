"""``house``: a table's own rules saved by name, for ``new --house NAME`` and ``play``."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import click

from quiddler_score.cli.database import Database, database_exists, opened_store, pass_database
from quiddler_score.cli.echo import say, say_wrapped
from quiddler_score.cli.errors import one_line
from quiddler_score.cli.options import read_rules, rules_file_option
from quiddler_score.engine.rules import RuleSettings, house_rules, settings_help
from quiddler_score.games.club.house import (
    HouseRules,
    all_houses,
    find_house,
    remove_house,
    save_house,
    saved_houses,
)
from quiddler_score.games.log.store import Store


@click.group()
def house() -> None:
    """House rules saved by name: save, list, show, remove. A game keeps a copy of the
    rules it started with, so changing a saved set never rescores a game."""


@house.command(epilog=settings_help())
@click.argument("name")
@rules_file_option("A TOML file with a [rules] table (default: the standard rules).")
@click.option("--notes", help='Read out when a game starts: "no going out first".')
@click.option(
    "--dictionary",
    "-d",
    help='The dictionary of the set\'s games ("" leaves it to each game).',
)
@pass_database
def save(
    database: Database,
    name: str,
    rules_file: Path | None,
    notes: str | None,
    dictionary: str | None,
) -> None:
    """Save the rules of FILE, NOTES and a dictionary as NAME. Saving a set (or preset)
    again changes what is given and keeps the rest: house save Friday -d large."""
    rules = read_rules(rules_file) if rules_file else None
    with opened_store(database.path, create=True) as store, one_line("house save: "):
        saved, changed = save_house(store, name, rules, notes, dictionary)
    done = "Changed" if changed else "Saved"
    say(f"{done} house rules {saved.name!r}: {_differences(saved)}.")


@house.command(name="list")
@pass_database
def list_houses(database: Database) -> None:
    """The presets and the saved house rules, each with what it changes."""
    with store_if_any(database) as store:
        houses, saved = all_houses(store), saved_houses(store)
    if not saved:
        click.echo("No house rules saved: house save NAME --rules FILE saves one.")
    for name, each in sorted(houses.items()):
        kind = " (preset)" if each.preset else ""
        notes = f" ({each.notes})" if each.one_bonus else ""
        say_wrapped(f"{name}{kind}: {_differences(each)}{notes}")


@house.command()
@click.argument("name")
@pass_database
def show(database: Database, name: str) -> None:
    """Every setting of the house rules NAME, as a rules file writes it, and its notes."""
    with store_if_any(database) as store, one_line("house show: "):
        saved = find_house(store, name)
    say(f"# house rules {saved.name!r}")
    click.echo("[rules]")
    for line in house_rules(RuleSettings.from_table(saved.rules), every=True):
        say(line)
    if saved.dictionary:
        say(f"# dictionary: {saved.dictionary}")
    # Every line a comment, so that the output stays a rules file whatever the notes say.
    for number, line in enumerate(saved.notes.splitlines()):
        say(f"# {'notes: ' if number == 0 else '       '}{line}")


@house.command()
@click.argument("name")
@pass_database
def remove(database: Database, name: str) -> None:
    """Forget the house rules NAME (games started with them keep their copy)."""
    with opened_store(database.path) as store, one_line("house remove: "):
        gone = remove_house(store, name)
    say(f"Removed house rules {gone.name!r}.")


@contextmanager
def store_if_any(database: Database) -> Iterator[Store | None]:
    """The database's store, or None where there is none yet: the presets are there
    before any game is kept, and reading them creates no database."""
    if not database_exists(database.path):
        yield None
        return
    with opened_store(database.path) as store:
        yield store


def _differences(saved: HouseRules) -> str:
    """What the set changes from the standard rules, its dictionary last."""
    changed = house_rules(saved.settings)
    if saved.dictionary:
        changed.append(f"dictionary {saved.dictionary}")
    return ", ".join(changed) if changed else "the standard rules"

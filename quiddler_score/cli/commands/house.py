"""``house``: a table's own rules saved by name, for ``new --house NAME`` and ``play``."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import click

from quiddler_score.cli.database import Database, database_exists, opened_store, pass_database
from quiddler_score.cli.echo import say, say_wrapped
from quiddler_score.cli.errors import one_line
from quiddler_score.cli.help_format import FittedContext
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
from quiddler_score.language import N_, _


@click.group(
    help=N_(
        "House rules saved by name: save, list, show, remove. A game keeps a copy of the\n"
        "rules it started with, so changing a saved set never rescores a game."
    ),
)
def house() -> None:
    pass


@house.command(
    epilog=settings_help(),
    help=N_(
        "Save the rules of FILE, NOTES and a dictionary as NAME. Saving a set (or preset)\n"
        "again changes what is given and keeps the rest: house save Friday -d large."
    ),
)
@click.argument("name")
@rules_file_option(N_("A TOML file with a [rules] table (default: the standard rules)."))
@click.option("--notes", help=N_('Read out when a game starts: "no going out first".'))
@click.option(
    "--dictionary",
    "-d",
    help=N_('The dictionary of the set\'s games ("" leaves it to each game).'),
)
@pass_database
def save(
    database: Database,
    name: str,
    rules_file: Path | None,
    notes: str | None,
    dictionary: str | None,
) -> None:
    rules = read_rules(rules_file) if rules_file else None
    with opened_store(database.path, create=True) as store, one_line("house save: "):
        saved, changed = save_house(store, name, rules, notes, dictionary)
    # Translators: {changes} lists the settings changed, as a rules file writes them.
    said = (
        _("Changed house rules {name}: {changes}.")
        if changed
        else _("Saved house rules {name}: {changes}.")
    )
    say_wrapped(said.format(name=repr(saved.name), changes=_differences(saved)))


@house.command(
    name="list",
    help=N_("The presets and the saved house rules, each with what it changes."),
)
@pass_database
def list_houses(database: Database) -> None:
    with store_if_any(database) as store:
        houses, saved = all_houses(store), saved_houses(store)
    if not saved:
        say_wrapped(_("No house rules saved: house save NAME --rules FILE saves one."))
    for name, each in sorted(houses.items()):
        changes = _differences(each)
        # Translators: {changes} lists the settings a set changes, as a rules file writes
        # them; {notes} what is read out when a game starts.
        if each.preset and each.one_bonus:
            said = _("{name} (preset): {changes} ({notes})")
        elif each.preset:
            said = _("{name} (preset): {changes}")
        elif each.one_bonus:
            said = _("{name}: {changes} ({notes})")
        else:
            said = _("{name}: {changes}")
        say_wrapped(said.format(name=name, changes=changes, notes=each.said_notes))


@house.command(
    help=N_("Every setting of the house rules NAME, as a rules file writes it, and its notes."),
)
@click.argument("name")
@pass_database
def show(database: Database, name: str) -> None:
    with store_if_any(database) as store, one_line("house show: "):
        saved = find_house(store, name)
    say("# " + _("house rules {name}").format(name=repr(saved.name)))
    click.echo("[rules]")
    for line in house_rules(RuleSettings.from_table(saved.rules), every=True):
        say(line)
    if saved.dictionary:
        say("# " + _("dictionary: {dictionary}").format(dictionary=saved.dictionary))
    # Every line a comment, so that the output stays a rules file whatever the notes say;
    # the lines after the first under the first's text.
    label = _("notes:")
    for place, line in enumerate(saved.said_notes.splitlines()):
        say(f"# {label if place == 0 else ' ' * len(label)} {line}")


@house.command(
    help=N_("Forget the house rules NAME (games started with them keep their copy)."),
)
@click.argument("name")
@pass_database
def remove(database: Database, name: str) -> None:
    with opened_store(database.path) as store, one_line("house remove: "):
        gone = remove_house(store, name)
    say_wrapped(_("Removed house rules {name}.").format(name=repr(gone.name)))


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
        changed.append(_("dictionary {dictionary}").format(dictionary=saved.dictionary))
    return ", ".join(changed) if changed else _("the standard rules")


# The subcommands' help fits the terminal as every command's does (their rule settings
# are a paragraph kept as written, whose lines are wrapped where too wide).
for _subcommand in house.commands.values():
    _subcommand.context_class = FittedContext

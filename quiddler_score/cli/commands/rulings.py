"""``rulings``: every challenge and every refused word across the saved games, and
``rulings --recheck``, the same rulings judged again by today's dictionaries."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from quiddler_score.cli.database import (
    Database,
    database_exists,
    game_option,
    opened_store,
    pass_database,
)
from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import InputError, one_line
from quiddler_score.cli.options import (
    Day,
    TextType,
    english_for_json,
    file_option,
    json_flag,
    print_json,
)
from quiddler_score.cli.progress import summaries_progress
from quiddler_score.cli.safe_files import write_outputs
from quiddler_score.engine.cards import word
from quiddler_score.engine.errors import NotationError
from quiddler_score.games.club.people import people_of
from quiddler_score.games.errors import StoreError
from quiddler_score.games.log.listing import find_game
from quiddler_score.games.log.store import Store
from quiddler_score.games.rulings.every_game import person_in_rulings
from quiddler_score.games.rulings.recheck import Recheck, recheck
from quiddler_score.games.rulings.stored import (
    Asked,
    StoredRulings,
    ruled_names,
    stored_rulings,
    up_to_date,
)
from quiddler_score.language import N_, _, ngettext, number
from quiddler_score.present.console import print_screen
from quiddler_score.present.rulings_view import (
    ruling_data,
    rulings_csv,
    rulings_view,
    turned_data,
    turned_view,
)

# Without --all, the rulings of the newest games holding any: a club keeps thousands.
# (--all's help names it.)
NEWEST = 10


class WordLetters(TextType):
    """A word in card notation, read as its letters: quit, QUIT and (qu)it are one word."""

    name = "word"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        try:
            return word(str(value)).letters
        except NotationError as error:
            said = _("--word {word}: {why}").format(word=repr(value), why=error.detail)
            raise InputError(said) from None


@click.command(
    help=N_(
        "Every challenge, and every word the dictionary refused as it was entered, across\n"
        "the saved games: when, where, the verdict and why, who paid and how much.\n"
        "\n"
        "--word finds a word however its cards were split (quit finds (QU)IT); --player\n"
        "follows aliases (see alias); --since is a day on this computer's clock; --game (or\n"
        "QUIDDLER_GAME) keeps that one game's rulings. The newest games' rulings are listed;\n"
        "--all lists every game's. --recheck judges each ruling again with today's\n"
        "dictionary of the same name and the game's house rules, and lists those that would\n"
        "now go the other way, with both fingerprints; no saved game is ever changed."
    ),
)
@click.option("--word", type=WordLetters(), help=N_("Only this word, its cards split any way."))
@click.option("--player", metavar="NAME", help=N_("Only rulings where NAME played or challenged."))
@click.option("--since", type=Day(), metavar="DATE", help=N_("Only rulings made on DATE or later."))
@game_option
@click.option("--deleted", is_flag=True, help=N_("Take in the deleted games' rulings too."))
@click.option(
    "--recheck",
    is_flag=True,
    help=N_("List those today's dictionaries would rule the other way."),
)
@click.option(
    "--all",
    "show_all",
    is_flag=True,
    help=N_("Every game's rulings, not only the newest 10 games'."),  # NEWEST
)
@json_flag(N_("Print the rulings as JSON (all of them, as --all)."))
@file_option("csv", N_("A row per ruling, for spreadsheets (all)."))
@pass_database
def rulings(
    database: Database,
    word: str | None,
    player: str | None,
    since: str | None,
    deleted: bool,
    recheck: bool,
    show_all: bool,
    as_json: bool,
    csv_path: Path | None,
) -> None:
    every = recheck or show_all or as_json or csv_path is not None
    kept, done = _kept(database, word, player, since, deleted, None if every else NEWEST, recheck)
    for line in kept.problems:
        say_wrapped(f"! {line}", err=True)
    if done is not None:
        _recheck(database.path, done, as_json, csv_path)
        return
    filtered = (word, player, since) != (None, None, None)
    _list(database.path, kept, as_json, csv_path, filtered)


def _kept(
    database: Database,
    word: str | None,
    player: str | None,
    since: str | None,
    deleted: bool,
    newest: int | None,
    rechecked: bool,
) -> tuple[StoredRulings, Recheck | None]:
    """The rulings asked for, as kept beside the games (made first for any game whose
    rulings are not kept yet), and when ``rechecked`` those judged again by today's
    dictionaries. No database yet is no ruling yet."""
    if not database_exists(database.path) and database.game is None:
        return StoredRulings([], 0, []), Recheck([], 0, []) if rechecked else None

    with opened_store(database.path) as store:
        if rechecked:  # it changes nothing, not even the rulings kept for next time
            store.refuse_writes("rulings only reads the saved games")
        with summaries_progress() as progress:
            # Kept for next time, where the database can be written.
            unkept = up_to_date(store, progress)
        names = None
        if player is not None:
            people, everyone = people_of(store), ruled_names(store, unkept)
            with one_line("--player: "):
                names = person_in_rulings(people, player, everyone)
        game = None if database.game is None else _game_id(store, database.game, deleted)
        read = stored_rulings(store, Asked(game, deleted, word, names, newest, since), unkept)
        store.refuse_writes("rulings only reads the saved games")  # nothing more is kept
        return read, recheck(store, read.rulings) if rechecked else None


def _game_id(store: Store, ref: str, deleted: bool) -> int:
    """The game --game names (a deleted one too with --deleted)."""
    try:
        return find_game(store, ref).id
    except StoreError:
        if not deleted:
            raise
        return find_game(store, ref, deleted=True).id


def _list(
    path: Path, read: StoredRulings, as_json: bool, csv_path: Path | None, filtered: bool
) -> None:
    kept = read.rulings
    with english_for_json(as_json or csv_path is not None):  # for programs and spreadsheets
        rows = [ruling_data(ruling) for ruling in kept]
        table = rulings_csv(rows)
    _write_csv(path, csv_path, table)
    if as_json:
        print_json(rows)
    elif csv_path is None:
        if not kept:
            click.echo(_("No ruling matches.") if filtered else _("No rulings kept yet."))
            return
        older = read.games - len({ruling.game_id for ruling in kept})
        if older:
            said = ngettext(
                "{count} older game's rulings are not listed: quiddler-score rulings --all",
                "{count} older games' rulings are not listed: quiddler-score rulings --all",
                older,
            )
            say_wrapped(said.format(count=number(older)))

        print_screen(rulings_view(kept))


def _recheck(path: Path, done: Recheck, as_json: bool, csv_path: Path | None) -> None:
    for line in done.notes:
        say_wrapped(f"! {line}", err=True)
    with english_for_json(as_json or csv_path is not None):  # for programs and spreadsheets
        rows = [turned_data(turned) for turned in done.turned]
        table = rulings_csv(rows, rechecked=True)
    _write_csv(path, csv_path, table)
    if as_json:
        print_json(rows)
    elif csv_path is None:
        count, turned = number(done.checked), len(done.turned)
        if not done.turned:
            said = ngettext(
                "{count} ruling judged again: none would now go the other way.",
                "{count} rulings judged again: none would now go the other way.",
                done.checked,
            )
            say_wrapped(said.format(count=count))
            return
        # Translators: {count} rulings were judged again, of which {turned} would turn.
        said = ngettext(
            "{count} ruling judged again; {turned} would now go the other way:",
            "{count} rulings judged again; {turned} would now go the other way:",
            done.checked,
        )
        say_wrapped(said.format(count=count, turned=number(turned)))

        print_screen(turned_view(done.turned))


def _write_csv(database: Path, csv_path: Path | None, text: str) -> None:
    if csv_path is None:
        return

    # utf-8-sig: spreadsheet programs then read the accents of names and reasons.
    for written in write_outputs([(csv_path, text, "utf-8-sig")], database):
        say_wrapped(str(written))

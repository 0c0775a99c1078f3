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
from quiddler_score.cli.echo import say, say_wrapped
from quiddler_score.cli.errors import InputError, one_line
from quiddler_score.cli.options import Day, TextType, file_option, json_flag, print_json
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
from quiddler_score.present.console import print_screen
from quiddler_score.present.rulings_view import (
    ruling_data,
    rulings_csv,
    rulings_view,
    turned_data,
    turned_view,
)

# Without --all, the rulings of the newest games holding any: a club keeps thousands.
NEWEST = 10


class WordLetters(TextType):
    """A word in card notation, read as its letters: quit, QUIT and (qu)it are one word."""

    name = "word"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        try:
            return word(str(value)).letters
        except NotationError as error:
            raise InputError(f"--word {value!r}: {error.detail}") from None


@click.command()
@click.option("--word", type=WordLetters(), help="Only this word, its cards split any way.")
@click.option("--player", metavar="NAME", help="Only rulings where NAME played or challenged.")
@click.option("--since", type=Day(), metavar="DATE", help="Only rulings made on DATE or later.")
@game_option
@click.option("--deleted", is_flag=True, help="Take in the deleted games' rulings too.")
@click.option(
    "--recheck", is_flag=True, help="List those today's dictionaries would rule the other way."
)
@click.option(
    "--all",
    "show_all",
    is_flag=True,
    help=f"Every game's rulings, not only the newest {NEWEST} games'.",
)
@json_flag("Print the rulings as JSON (all of them, as --all).")
@file_option("csv", "A row per ruling, for spreadsheets (all).")
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
    """Every challenge, and every word the dictionary refused as it was entered, across
    the saved games: when, where, the verdict and why, who paid and how much.

    --word finds a word however its cards were split (quit finds (QU)IT); --player
    follows aliases (see alias); --since is a day on this computer's clock; --game (or
    QUIDDLER_GAME) keeps that one game's rulings. The newest games' rulings are listed;
    --all lists every game's. --recheck judges each ruling again with today's
    dictionary of the same name and the game's house rules, and lists those that would
    now go the other way, with both fingerprints; no saved game is ever changed.
    """
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
    rows = [ruling_data(ruling) for ruling in kept]
    _write_csv(path, csv_path, rulings_csv(rows))
    if as_json:
        print_json(rows)
    elif csv_path is None:
        if not kept:
            click.echo("No ruling matches." if filtered else "No rulings kept yet.")
            return
        older = read.games - len({ruling.game_id for ruling in kept})
        if older:
            noun = "game's rulings are" if older == 1 else "games' rulings are"
            say_wrapped(f"{older:,} older {noun} not listed: quiddler-score rulings --all")

        print_screen(rulings_view(kept))


def _recheck(path: Path, done: Recheck, as_json: bool, csv_path: Path | None) -> None:
    for line in done.notes:
        say_wrapped(f"! {line}", err=True)
    rows = [turned_data(turned) for turned in done.turned]
    _write_csv(path, csv_path, rulings_csv(rows, rechecked=True))
    if as_json:
        print_json(rows)
    elif csv_path is None:
        checked = f"{done.checked} ruling{'' if done.checked == 1 else 's'} judged again"
        if not done.turned:
            say(f"{checked}: none would now go the other way.")
            return
        say_wrapped(f"{checked}; {len(done.turned)} would now go the other way:")

        print_screen(turned_view(done.turned))


def _write_csv(database: Path, csv_path: Path | None, text: str) -> None:
    if csv_path is None:
        return

    # utf-8-sig: spreadsheet programs then read the accents of names and reasons.
    for written in write_outputs([(csv_path, text, "utf-8-sig")], database):
        say_wrapped(str(written))

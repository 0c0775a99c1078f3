"""``import``: past game nights brought in from a CSV score sheet, all of it or nothing."""

from __future__ import annotations

import os
import stat
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import click

from quiddler_score.cli import FilePath
from quiddler_score.cli.database import Database, opened_store, pass_database
from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import InputError
from quiddler_score.games.past_nights.brought_in import import_games as keep
from quiddler_score.games.past_nights.sheet import MAX_BYTES, PastGame, SheetError, read_sheet
from quiddler_score.language import N_, _, ngettext, number, system_reason

# The games imported listed one by one up to this many: a club's years are a summary.
_LISTED = 20
_LEFT_OUT_LISTED = 3  # and those left out as here already, by their rows: a count for the rest


@click.command(
    name="import",
    help=N_(
        "Bring in past game nights from a CSV FILE: each game's day, players and scores.\n"
        "\n"
        "One row per game and player with its total (columns date, game, player, total), or\n"
        "one row per round and player (date, game, round, player, round_score; total and\n"
        "cards are checked when given), as export --csv writes. Dates are written\n"
        "YYYY-MM-DD, or day and month where they cannot be mistaken (25/12/2024). Commas,\n"
        "semicolons or tabs separate the columns.\n"
        "\n"
        "Every game of the file is kept, or none: a fault is named by its row and column.\n"
        "A game here already (imported before, or kept here and exported) is left out, so a\n"
        "sheet kept up to date can be imported again for its new nights. Imported games count\n"
        "in stats and the ratings; they keep no words, so they hold no word records."
    ),
)
@click.argument("file", type=FilePath())
@pass_database
def import_games(database: Database, file: Path) -> None:
    data = _read(file)
    try:
        games = read_sheet(data, _latest_today())
    except SheetError as error:
        raise InputError(_nothing_imported(file, error)) from None
    with opened_store(database.path, create=True) as store:
        try:
            done = keep(store, games, file.name)
        except SheetError as error:
            raise InputError(_nothing_imported(file, error)) from None
    if not done.added:
        # Translators: {games} is "game 3" or "games 1, 2".
        said = _(
            "{file}: every game in it is in already ({games}); nothing was imported"
            " (delete a game to import it again)"
        )
        raise InputError(said.format(file=file, games=_ids(done.already)))
    count = len(done.added)
    said = ngettext(
        "Imported {count} game from {file}:", "Imported {count} games from {file}:", count
    )
    say_wrapped(said.format(count=number(count), file=file.name))
    for game_id, game in done.added[:_LISTED]:
        say_wrapped(f"  {_line(game_id, game)}", "      ")
    if count > _LISTED:
        more = count - _LISTED
        said = ngettext(
            "and {count} more, to game {last} (games lists them)",
            "and {count} more, to game {last} (games lists them)",
            more,
        )
        say_wrapped("  " + said.format(count=number(more), last=done.added[-1][0]))
    if done.already:
        say_wrapped(_left_out(done.already))


def _latest_today() -> date:
    """Today on the clock furthest ahead (14 hours ahead of UTC): a sheet exported on a
    computer there may be dated tomorrow here."""
    return datetime.now(timezone(timedelta(hours=14))).date()


def _read(file: Path) -> bytes:
    """The file's bytes, or one line saying why it cannot be read (a FIFO, a device or a
    file over the import's size is refused before it is read)."""
    try:
        # Looked at before it is opened: opening a FIFO would wait for a writer.
        if not stat.S_ISREG(os.stat(file).st_mode):
            raise InputError(_("{file} is not a file; give a CSV file").format(file=file))
        with open(file, "rb") as opened:
            data = opened.read(MAX_BYTES + 1)
    except OSError as error:
        said = _("cannot read {file}: {why}")
        raise InputError(said.format(file=file, why=system_reason(error))) from None
    if len(data) > MAX_BYTES:
        said = _(
            "{file} is over {count} bytes, more than an import reads; split it into files of"
            " a few years each"
        )
        raise InputError(said.format(file=file, count=number(MAX_BYTES)))
    return data


def _line(game_id: int, game: PastGame) -> str:
    scores = ", ".join(
        f"{player} {total}" for player, total in zip(game.players, game.totals, strict=True)
    )
    rounds = len(game.round_scores)
    kept = (
        ngettext("{count} round", "{count} rounds", rounds).format(count=rounds)
        if rounds
        else _("totals only")
    )
    # Translators: {day} is YYYY-MM-DD, {scores} "Ann 120, Bob 98", {kept} "10 rounds"
    # or "totals only", {rows} the rows of the sheet, "rows 2-4".
    if game.name:
        said = _("game {id}: {day} {name}: {scores} ({kept}, {rows})")
    else:
        said = _("game {id}: {day}: {scores} ({kept}, {rows})")
    return said.format(
        id=game_id,
        day=game.played_on,
        name=repr(game.name),
        scores=scores,
        kept=kept,
        rows=game.rows_said(),
    )


def _nothing_imported(file: Path, error: SheetError) -> str:
    return _("{file}: {error}; nothing was imported").format(file=file, error=error)


def _left_out(already: list[tuple[int, PastGame]]) -> str:
    """The games left out as here already, by their rows: a few, and a count for the rest."""
    # Translators: {rows} is "rows 2-4" or "row 5"; {id} the game's number.
    listed = "; ".join(
        _("{rows} (game {id})").format(rows=game.rows_said(), id=game_id)
        for game_id, game in already[:_LEFT_OUT_LISTED]
    )
    left = len(already) - _LEFT_OUT_LISTED
    if left > 0:
        said = ngettext(
            "Left out {count} here already: {games} and {left} more",
            "Left out {count} here already: {games} and {left} more",
            len(already),
        )
    else:
        said = ngettext(
            "Left out {count} here already: {games}",
            "Left out {count} here already: {games}",
            len(already),
        )
    return said.format(count=number(len(already)), games=listed, left=number(left))


def _ids(games: list[tuple[int, PastGame]]) -> str:
    ids = [str(game_id) for game_id, _game in games]
    if len(ids) == 1:
        return _("game {id}").format(id=ids[0])
    return _("games {ids}").format(ids=", ".join(ids))

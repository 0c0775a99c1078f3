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

# The games imported listed one by one up to this many: a club's years are a summary.
_LISTED = 20
_LEFT_OUT_LISTED = 3  # and those left out as here already, by their rows: a count for the rest


@click.command(name="import")
@click.argument("file", type=FilePath())
@pass_database
def import_games(database: Database, file: Path) -> None:
    """Bring in past game nights from a CSV FILE: each game's day, players and scores.

    One row per game and player with its total (columns date, game, player, total), or
    one row per round and player (date, game, round, player, round_score; total and
    cards are checked when given), as export --csv writes. Dates are written
    YYYY-MM-DD, or day and month where they cannot be mistaken (25/12/2024). Commas,
    semicolons or tabs separate the columns.

    Every game of the file is kept, or none: a fault is named by its row and column.
    A game here already (imported before, or kept here and exported) is left out, so a
    sheet kept up to date can be imported again for its new nights. Imported games count
    in stats and the ratings; they keep no words, so they hold no word records.
    """
    data = _read(file)
    try:
        games = read_sheet(data, _latest_today())
    except SheetError as error:
        raise InputError(f"{file}: {error}; nothing was imported") from None
    with opened_store(database.path, create=True) as store:
        try:
            done = keep(store, games, file.name)
        except SheetError as error:
            raise InputError(f"{file}: {error}; nothing was imported") from None
    if not done.added:
        raise InputError(
            f"{file}: every game in it is in already ({_ids(done.already)}); nothing was "
            "imported (delete a game to import it again)"
        )
    count = len(done.added)
    say_wrapped(f"Imported {count} game{'s' * (count != 1)} from {file.name}:")
    for game_id, game in done.added[:_LISTED]:
        say_wrapped(f"  {_line(game_id, game)}", "      ")
    if count > _LISTED:
        say_wrapped(
            f"  and {count - _LISTED:,} more, to game {done.added[-1][0]} (games lists them)"
        )
    if done.already:
        left = len(done.already) - _LEFT_OUT_LISTED
        say_wrapped(
            f"Left out {len(done.already):,} here already: "
            + "; ".join(
                f"{game.rows_said()} (game {game_id})"
                for game_id, game in done.already[:_LEFT_OUT_LISTED]
            )
            + (f" and {left:,} more" if left > 0 else "")
        )


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
            raise InputError(f"{file} is not a file; give a CSV file")
        with open(file, "rb") as opened:
            data = opened.read(MAX_BYTES + 1)
    except OSError as error:
        raise InputError(f"cannot read {file}: {error.strerror or error}") from None
    if len(data) > MAX_BYTES:
        raise InputError(
            f"{file} is over {MAX_BYTES:,} bytes, more than an import reads; split it into "
            "files of a few years each"
        )
    return data


def _line(game_id: int, game: PastGame) -> str:
    scores = ", ".join(
        f"{player} {total}" for player, total in zip(game.players, game.totals, strict=True)
    )
    kept = f"{len(game.round_scores)} rounds" if game.round_scores else "totals only"
    named = f" {game.name!r}" if game.name else ""
    return f"game {game_id}: {game.played_on}{named}: {scores} ({kept}, {game.rows_said()})"


def _ids(games: list[tuple[int, PastGame]]) -> str:
    ids = [str(game_id) for game_id, _ in games]
    return f"game {ids[0]}" if len(ids) == 1 else f"games {', '.join(ids)}"

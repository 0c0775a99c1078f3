"""The BG Stats link of a finished game, shown on the terminal: by export and by play."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path
from typing import Any

import click

from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import InputError
from quiddler_score.cli.serve.address import qr_code
from quiddler_score.games.saved_game import SavedGame, scores
from quiddler_score.language import _, system_reason
from quiddler_score.present.bgstats import NotOver, bgstats_json_text, bgstats_link, bgstats_play
from quiddler_score.present.spoken import plain_wanted


def game_bgstats_link(game: SavedGame) -> str:
    """The link that opens ``game`` in BG Stats; "" while it is not over."""
    try:
        return bgstats_link(_play(game, "", ""))
    except NotOver:
        return ""


def bgstats_export(game: SavedGame, location: str, notes: str) -> tuple[str, str]:
    """The play of ``game`` as JSON and as its link; one line and exit 2 before its end."""
    try:
        play = _play(game, location, notes)
    except NotOver as error:
        # Translators: {title} is the game's name in quotes; {reason} why it is refused.
        said = _("--bgstats: game {id} {title}: {reason}")
        raise InputError(
            said.format(id=game.info.id, title=repr(game.state().title), reason=error)
        ) from None
    return bgstats_json_text(play), bgstats_link(play)


def _play(game: SavedGame, location: str, notes: str) -> dict[str, Any]:
    events = game.events()
    times = (game.info.created_at, events[-1].created_at if events else "")
    return bgstats_play(scores(game.state()), game.info.id, times, location, notes)


def qr_picture(database: Path, game_id: int) -> Path:
    """Where the QR code of game ``game_id``'s link is written: beside the database."""
    return database.parent / f"bgstats-game-{game_id}.png"


def show_bgstats_link(link: str, picture: Path) -> None:
    """The link whole (a link cut in two cannot be opened) and, on a terminal, where the
    serve extra can draw one, its QR code to scan: on the terminal when all of it fits
    there at once, else as a PNG written to ``picture``, its path said after the link."""
    if not link:
        return
    say_wrapped(_("To save the play in BG Stats, open this link on a phone with the app:"))
    click.echo(link)
    if not sys.stdout.isatty() or plain_wanted() or importlib.util.find_spec("segno") is None:
        return  # plain mode: the link is said, a drawn code is not
    import segno  # segno takes 50 ms: only for the QR code, not every export

    # Error correction L: a screen does not smudge, and the smallest code of a link of a
    # thousand characters (117 modules a side) is the one most terminals can show.
    drawn = qr_code(link, error="l")
    rows = drawn.splitlines()
    columns = max(len(click.unstyle(row)) for row in rows)
    terminal = shutil.get_terminal_size()
    if columns <= terminal.columns and len(rows) <= terminal.lines:
        click.echo(drawn, nl=False, color=True)
        return
    try:
        segno.make(link, error="l").save(str(picture), kind="png", scale=8, border=4)
    except OSError as error:
        # Translators: {reason} is the system's reason, as it says it.
        said = _("Its QR code could not be written to {file}: {reason}")
        say_wrapped(said.format(file=picture, reason=system_reason(error)), err=True)
        return
    # Translators: the QR code is too big for the terminal; the path of its picture follows
    # on the next line.
    said = _(
        "Its QR code needs a terminal of {columns} columns by {lines} lines, more than "
        "this one's {these_columns} by {these_lines}: to scan it, open"
    )
    say_wrapped(
        said.format(
            columns=columns,
            lines=len(rows),
            these_columns=terminal.columns,
            these_lines=terminal.lines,
        )
    )
    click.echo(picture)  # whole on its line, as the link: to copy or click

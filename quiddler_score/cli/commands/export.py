"""``export``: the current game as CSV, JSON and a picture, all written or none
(see :mod:`quiddler_score.cli.safe_files`)."""

from __future__ import annotations

from pathlib import Path

import click

from quiddler_score.cli.bgstats_link import bgstats_export, qr_picture, show_bgstats_link
from quiddler_score.cli.database import Database, current_game, game_option, pass_database
from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import InputError
from quiddler_score.cli.options import file_option
from quiddler_score.cli.pictures import results_picture
from quiddler_score.cli.safe_files import write_outputs
from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.club.seating_order import club_of
from quiddler_score.games.saved_game import scores
from quiddler_score.language import N_, _
from quiddler_score.present.export import game_json_text, scoreboard_csv


@click.command(
    help=N_(
        "Export the current game to CSV, JSON and/or a results card to share (PNG, SVG).\n"
        "\n"
        "The card shows the game's name and date, the standings with the winner, every\n"
        "player's running total with the bonuses marked, and the best word of the night.\n"
        'Pictures need matplotlib: pip install "quiddler-score[pictures]".\n'
        "\n"
        "All the files are written or none. A file that exists is replaced, keeping its\n"
        "permissions; a symlink is written through (the file it points to is replaced, the\n"
        "link stays). A folder, a device or a FIFO is refused, and so is one file named for\n"
        "two formats."
    )
)
@file_option("csv", N_("One row per player per round, for spreadsheets."))
@file_option("json", N_("The whole game: every entry and the scores."))
@file_option("png", N_("A results card to share (PNG)."))
@file_option("svg", N_("The same results card as SVG."))
@file_option(
    "bgstats", N_("The finished game as a play for the BG Stats app (JSON); prints its link too.")
)
@click.option("--location", default="", help=N_("Where the game was played (for --bgstats)."))
@click.option("--notes", default="", help=N_("Notes on the play (for --bgstats)."))
@game_option
@pass_database
def export(
    database: Database,
    csv_path: Path | None,
    json_path: Path | None,
    png_path: Path | None,
    svg_path: Path | None,
    bgstats_path: Path | None,
    location: str,
    notes: str,
) -> None:
    _check_asked((csv_path, json_path, png_path, svg_path, bgstats_path), location or notes)
    with current_game(database) as game:
        events = game.events()
        state = game.state()
        scoreboard = scores(state)
        created_at, game_id = game.info.created_at, game.info.id
        info = {"id": game_id, "name": state.title, "created_at": created_at}
        club = club_of(game.store) if png_path or svg_path else None
        bgstats = bgstats_export(game, location, notes) if bgstats_path else None
    outputs: list[tuple[Path, str | bytes, str]] = []
    if csv_path:
        # utf-8-sig: spreadsheet programs then read the CSV's accents and marks correctly.
        # Each row carries the game's name and day, for a sheet of several nights.
        csv_text = scoreboard_csv(scoreboard, state.title, local_day(created_at))
        outputs.append((csv_path, csv_text, "utf-8-sig"))
    if json_path:
        outputs.append((json_path, game_json_text(scoreboard, events, info), "utf-8"))
    for picture, kind in ((png_path, "png"), (svg_path, "svg")):
        if picture is not None:
            card = results_picture(scoreboard, state.title, local_day(created_at), kind, club)
            outputs.append((picture, card, ""))
    if bgstats_path and bgstats:
        outputs.append((bgstats_path, bgstats[0], "utf-8"))
    for written in write_outputs(outputs, database.path):
        say_wrapped(str(written))
    show_bgstats_link(bgstats[1] if bgstats else "", qr_picture(database.path, game_id))
    if not created_at and (csv_path or png_path or svg_path):
        # Translators: {title} is the game's name in quotes; created_at and games are the
        # database's names, as they are.
        said = _(
            "Note: game {id} {title}: when it started cannot be read "
            "(neither the created_at of its games row nor its first entry's time is a "
            "time), so the files carry no date."
        )
        say_wrapped(said.format(id=info["id"], title=repr(state.title)), err=True)


def _check_asked(paths: tuple[Path | None, ...], bgstats_details: str) -> None:
    """One line and exit 2 when nothing is asked, or --location or --notes go alone."""
    if not any(paths):
        raise InputError(
            _(
                "say what to export: --csv FILE, --json FILE, --png FILE, --svg FILE "
                "and/or --bgstats FILE"
            )
        )
    if bgstats_details and paths[-1] is None:
        raise InputError(_("--location and --notes go with --bgstats FILE"))

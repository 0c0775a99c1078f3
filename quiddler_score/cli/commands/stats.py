"""``stats`` across every saved game night."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import click

from quiddler_score.cli.database import Database, database_exists, opened_store, pass_database
from quiddler_score.cli.echo import say, say_wrapped
from quiddler_score.cli.errors import one_line
from quiddler_score.cli.options import Day, file_option, json_flag, print_json
from quiddler_score.cli.pictures import leaderboard_picture
from quiddler_score.cli.progress import summaries_progress
from quiddler_score.cli.safe_files import write_all
from quiddler_score.games.club.people import People
from quiddler_score.games.club.seating_order import NO_CLUB, Club, club_of
from quiddler_score.games.rulings.challenge_record import challenge_record
from quiddler_score.games.stats.club_stats import club_stats
from quiddler_score.games.stats.rows import Stats
from quiddler_score.games.stats.standings import game_stats
from quiddler_score.language import N_, _
from quiddler_score.present.console import print_screen
from quiddler_score.present.stats_view import challenges_view, stats_csv, stats_view

MOST_RIVAL_GAMES = 10_000  # more games together than a club plays in a lifetime


@click.command(
    help=N_(
        "Statistics across every saved game: wins, averages, bests, head to head, ratings, "
        "rivals,\nrecords, stats by table size, the words challenged most, each one's "
        "challenges won and lost.\n"
        "\n"
        "Finished games count; games in progress are listed apart. PLAYERS keeps only those "
        "players\nin the tables, typed in any case, without accents or by the start of the "
        "name. A player is\nthe same across games by name, whatever the case or accents; see "
        "alias for a person who\nplays under two names."
    )
)
@click.argument("players", nargs=-1)
@click.option(
    "--since",
    type=Day(),
    metavar="DATE",
    help=N_("Only games started on DATE (YYYY-MM-DD, this computer's clock) or later."),
)
@json_flag(N_("Print the statistics as one JSON object."))
@click.option(
    "--rival-games",
    type=click.IntRange(1, MOST_RIVAL_GAMES),
    default=3,
    show_default=True,
    metavar="N",
    help=N_("Rivals (nemesis, favourite victim, closest rival) over at least N games together."),
)
@file_option("csv", N_("One row per player, for spreadsheets."))
@file_option("png", N_("A leaderboard picture with the rating trend."))
@file_option("svg", N_("The same leaderboard picture as an SVG."))
@pass_database
def stats(
    database: Database,
    players: tuple[str, ...],
    since: str | None,
    as_json: bool,
    rival_games: int,
    csv_path: Path | None,
    png_path: Path | None,
    svg_path: Path | None,
) -> None:
    # Like games, stats reads a missing database as no games yet (and creates none), and
    # refuses in one line a path that cannot be a database file.
    if database_exists(database.path):
        with (
            opened_store(database.path) as store,
            one_line("stats: "),
            summaries_progress() as progress,
        ):
            data, record, unreadable = club_stats(
                store, since=since, only=players, rival_games=rival_games, progress=progress
            )
            club = club_of(store) if png_path or svg_path else NO_CLUB
        for line in unreadable:
            say_wrapped(f"! {line}", err=True)
    else:
        with one_line("stats: "):
            data = game_stats([], People({}), since=since, only=players, rival_games=rival_games)
        club = NO_CLUB
        record = challenge_record(Counter())
    pictures = {"png": png_path, "svg": svg_path}
    if csv_path is not None or any(pictures.values()):
        _write_files(data, csv_path, pictures, (database.path, club))
    if as_json:
        print_json({**data, "challenge_record": record})
    elif csv_path is None and not any(pictures.values()):
        print_screen(stats_view(data), challenges_view(record))


def _write_files(
    data: Stats,
    csv_path: Path | None,
    pictures: dict[str, Path | None],
    where: tuple[Path, Club],
) -> None:
    """The CSV and the pictures asked for; ``where`` is the database and its club, whose
    places give each person their colour."""
    database, club = where

    outputs: list[tuple[Path, str | bytes, str]] = []
    if csv_path is not None:
        outputs.append((csv_path, stats_csv(data), "utf-8-sig"))
    for kind, path in pictures.items():
        if path is not None:
            outputs.append((path, leaderboard_picture(data, kind, club), ""))
    for path in write_all(outputs, database):
        say(_("Wrote {path}").format(path=path))

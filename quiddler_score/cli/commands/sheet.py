"""``sheet``: a score sheet on paper, as a PDF: blank for a table without a computer, or
a kept game's, filled in, to pin up."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import TYPE_CHECKING

import click

from quiddler_score.cli import FilePath
from quiddler_score.cli.commands.house import store_if_any
from quiddler_score.cli.database import Database, current_game, game_option, pass_database
from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import InputError, one_line
from quiddler_score.cli.safe_files import checked_targets, write_outputs
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.table import MAX_PLAYERS, MIN_PLAYERS
from quiddler_score.games.club.house import HouseRules, find_house
from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.saved_game import scores
from quiddler_score.language import N_, _, ngettext
from quiddler_score.present.lines import long_date
from quiddler_score.present.sheet_layout import PAPERS, Paper, rules_in_words

if TYPE_CHECKING:  # ReportLab, an extra: for annotations only
    from quiddler_score.present.sheet_page import SheetDocument

BLANK_TITLE = N_("Quiddler score sheet")
GET_SHEETS = 'pip install "quiddler-score[sheets]"'


@click.command(
    help=N_(
        "Print a score sheet to FILE.pdf: the current game's (or --game's) rounds, words,\n"
        "bonuses, penalties and totals, and who won; or, with --blank --players N, a sheet\n"
        "to fill in by hand, with the rounds and hand sizes of the house rules, the cards'\n"
        "values and the bonuses said in words.\n"
        "\n"
        "Each player's round has a box for each figure, in the order they add up (words −\n"
        "unused + bonus − penalty = round; the total), and each round says its dealer. Four\n"
        "players go side by side on a page and eight rounds down it: a bigger table or a\n"
        "longer game takes more pages. Drawn by ReportLab: the sheets extra."
    )
)
@click.argument("file", type=FilePath(), metavar="FILE.pdf")
@click.option("--blank", is_flag=True, help=N_("A blank sheet to fill in by hand."))
@click.option(
    "--players",
    type=int,
    metavar="N",
    # MIN_PLAYERS to MAX_PLAYERS, written out: a message is looked up as written.
    help=N_("How many play, for --blank (2 to 8)."),
)
@click.option(
    "--house",
    "house_name",
    metavar="NAME",
    help=N_("The house rules of a --blank sheet (default: the standard rules)."),
)
@click.option(
    "--paper",
    type=click.Choice(["a4", "letter"], case_sensitive=False),
    default="a4",
    show_default=True,
    help=N_("The paper size."),
)
@game_option
@pass_database
def sheet(
    database: Database,
    file: Path,
    blank: bool,
    players: int | None,
    house_name: str | None,
    paper: str,
) -> None:
    _check_asked(database, file, blank, players, house_name)
    checked_targets([file], database.path)  # a path that cannot be written: said first
    if not sheets_installed():
        raise InputError(_("score sheets need ReportLab: {command}").format(command=GET_SHEETS))

    chosen = PAPERS[paper.lower()]
    if blank:
        assert players is not None
        drawn = _blank(database, players, house_name, chosen)
    else:
        drawn = _kept_game(database, chosen)
    for written in write_outputs([(file, drawn.pdf_bytes(), "")], database.path):
        # Translators: the sheet written: its file, its pages and its paper (A4, Letter).
        said = ngettext(
            "{file} ({count} page, {paper})", "{file} ({count} pages, {paper})", drawn.page_count
        )
        say_wrapped(said.format(file=written, count=drawn.page_count, paper=chosen.name))


def sheets_installed() -> bool:
    """Whether ReportLab, which draws the sheets, can be imported here."""
    return importlib.util.find_spec("reportlab") is not None


def _check_asked(
    database: Database, file: Path, blank: bool, players: int | None, house: str | None
) -> None:
    """One line and exit 2 for options that do not go together, or a count out of range."""
    if file.suffix.lower() != ".pdf":
        raise InputError(_("{file}: a score sheet is written as a .pdf file").format(file=file))
    if not blank:
        if players is not None or house is not None:
            raise InputError(_("--players and --house go with --blank: sheet --blank --players N"))
        return
    if database.game is not None:
        raise InputError(_("--game names a kept game: a --blank sheet is for none"))
    if players is None:
        raise InputError(
            _("say how many play: --players N ({least} to {most})").format(
                least=MIN_PLAYERS, most=MAX_PLAYERS
            )
        )
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InputError(
            _("--players {count}: a table seats {least} to {most} players").format(
                count=players, least=MIN_PLAYERS, most=MAX_PLAYERS
            )
        )


def _blank(database: Database, players: int, house_name: str | None, paper: Paper) -> SheetDocument:
    # ReportLab, an extra: only once it is found
    from quiddler_score.present.score_sheet import Heading, blank_sheet

    house = _house(database, house_name) if house_name is not None else None
    rules = house.settings if house else RuleSettings()
    said = ngettext(
        "{count} player; the standard rules.", "{count} players; the standard rules.", players
    )
    extra: list[str] = []
    if house is not None:
        if house.dictionary:
            # Translators: under a blank sheet's title: {house} is the house rules' name in
            # quotes; {dictionary} is a dictionary's name as typed (standard, large...).
            said = ngettext(
                "{count} player; house rules {house} (dictionary {dictionary}).",
                "{count} players; house rules {house} (dictionary {dictionary}).",
                players,
            )
        else:
            # Translators: under a blank sheet's title: {house} is the house rules' name.
            said = ngettext(
                "{count} player; house rules {house}.",
                "{count} players; house rules {house}.",
                players,
            )
        extra = [_("House notes: {notes}").format(notes=house.notes)] if house.notes else []
    lines = [
        said.format(
            count=players,
            house=repr(house.name) if house else "",
            dictionary=house.dictionary if house else "",
        )
    ]
    one_bonus = house is not None and house.one_bonus
    title = _(BLANK_TITLE)
    heading = Heading(title, lines, [*rules_in_words(rules, one_bonus=one_bonus), *extra])
    return blank_sheet(players, rules, heading, paper)


def _house(database: Database, name: str) -> HouseRules:
    with store_if_any(database) as store, one_line("--house: "):
        return find_house(store, name)


def _kept_game(database: Database, paper: Paper) -> SheetDocument:
    # ReportLab, an extra: only once it is found
    from quiddler_score.present.score_sheet import Heading, game_sheet

    with current_game(database) as game:
        state = game.state()
        scoreboard = scores(state)
        created_at, game_id = game.info.created_at, game.info.id
    if not scoreboard.rounds:
        # Translators: {title} is the game's name in quotes.
        raise InputError(
            _(
                "game {id} {title} has no round recorded yet: nothing to fill in "
                "(sheet --blank --players N FILE.pdf prints a blank sheet)"
            ).format(id=game_id, title=repr(state.title))
        )
    when = long_date(local_day(created_at))
    # Translators: under a kept game's sheet title: the day it started, "Monday 7 December 2026".
    lines = [_("Started {day}.").format(day=when) if when else ""]
    heading = Heading(state.title, [line for line in lines if line], [])
    return game_sheet(scoreboard, heading, paper)

"""Commands that look at saved games: history, board, games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click
from rich.text import Text

from quiddler_score.cli.database import (
    Database,
    current_game,
    database_exists,
    game_option,
    opened_store,
    pass_database,
)
from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import one_line
from quiddler_score.cli.options import english_for_json, json_flag, print_json
from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.games.errors import ImportedGame, StoreError
from quiddler_score.games.log.listing import GameInfo
from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import SavedGame, scores
from quiddler_score.games.stats.all_games import game_summaries
from quiddler_score.games.stats.new_records import club_records_before, new_records
from quiddler_score.games.undo_stack import effective_events
from quiddler_score.language import N_, _, ngettext, number
from quiddler_score.present.board import best_plays, standings
from quiddler_score.present.console import print_screen
from quiddler_score.present.lines import (
    challenge_lines,
    describe,
    local_time,
    new_record_line,
    standing_line,
    waiting_line,
)
from quiddler_score.present.report import board_data
from quiddler_score.present.spoken import plain_wanted


@click.command(
    help=N_(
        "List every entry of the current game, undone ones marked, with each challenge's outcome."
    ),
)
@json_flag(N_("Print the events as JSON."))
@game_option
@pass_database
def history(database: Database, as_json: bool) -> None:
    with current_game(database) as game:
        events = game.events()
        # An undo or a redo takes another entry back or puts it back: never undone itself.
        in_force = {e.seq for e in effective_events(events)}
        in_force |= {e.seq for e in events if e.kind in ("undo", "redo")}
        lines = [describe(event) for event in events]
        challenges, problem = _challenge_lines(game)
    if as_json:
        print_json(
            [
                {
                    "seq": e.seq,
                    "kind": e.kind,
                    "payload": dict(e.payload),
                    "at": e.created_at,
                    "in_force": e.seq in in_force,
                }
                for e in events
            ]
        )
        return
    for event, line in zip(events, lines, strict=True):
        text = challenges.get(event.seq, line)
        if event.seq not in in_force:
            text = _("{entry}  (undone)").format(entry=text)
        head = f"#{event.seq:<3} {local_time(event.created_at, seconds=True)}  "
        say_wrapped(f"{head}{text}", " " * len(head))
    if problem:
        said = _("The challenges' outcomes cannot be worked out: {problem}")
        say_wrapped(said.format(problem=problem))


def _challenge_lines(game: SavedGame) -> tuple[dict[int, str], str | None]:
    """Each challenge's line with its outcome, or none and why when the game cannot be scored."""
    try:
        state = game.state()
        return challenge_lines(state, scores(state)), None
    except ImportedGame:  # its one entry says so; it had no challenges kept
        return {}, None
    except QuiddlerError as error:
        return {}, str(error)


@click.command(
    help=N_("Show the current game's scoreboard, who deals and who starts next."),
)
@json_flag(N_("Print the scoreboard as one JSON object."))
@click.option("--rounds", "show_rounds", is_flag=True, help=N_("Show every round's details too."))
@click.option(
    "--best",
    "show_best",
    is_flag=True,
    help=N_("Show the best play each player's cards allowed."),
)
@game_option
@pass_database
def board(database: Database, as_json: bool, show_rounds: bool, show_best: bool) -> None:
    with current_game(database) as game:
        state = game.state()
        scoreboard = scores(state)
        game_id = game.info.id
        records = new_records(club_records_before(game.store, game_id), scoreboard)
    best = None
    if show_best:
        # The solver and the anagram index: a tenth of board's start, for --best only.
        from quiddler_score.games.best_plays import best_plays_for

        # Translators: before why the best plays cannot be found.
        with one_line(_("best plays: ")):
            best = best_plays_for(state)
    if as_json:
        with english_for_json(as_json):
            data = board_data(game_id, state, scoreboard, best)
            print_json({**data, "new_records": [record._asdict() for record in records]})
        return

    details = [result.number for result in scoreboard.rounds] if show_rounds else []
    parts: list[Any] = [standings(scoreboard, state.title, details, every=True)]
    if best is not None:
        parts.append(best_plays(scoreboard, best))

    parts += [Text(new_record_line(record)) for record in records]
    waiting = waiting_line(state)
    if waiting:
        parts.append(Text(waiting))
    print_screen(*parts)


# Without --all, the newest games are listed (and the current one): a club keeps thousands.
# (--all's help names it.)
NEWEST = 20


@click.command(
    help=N_(
        "List the saved games: how far each has got, who leads or won, when it started.\n"
        "\n"
        "The newest games are listed, and the current one, marked with *; --all lists them all."
    ),
)
@json_flag(N_("Print every game as JSON (all of them, as --all)."))
@click.option(
    "--all",
    "show_all",
    is_flag=True,
    help=N_("List every game, not only the newest 20."),  # NEWEST
)
@click.option(
    "--deleted",
    "deleted",
    is_flag=True,
    help=N_("List the deleted games instead (restore GAME)."),
)
@pass_database
def games(database: Database, as_json: bool, show_all: bool, deleted: bool) -> None:
    from quiddler_score.games.log import listing

    path = database.path
    listed: list[dict[str, Any]] = []
    hidden = older = 0
    problem = None
    if database_exists(path):  # no file yet is no game yet; only starting a game creates it
        with opened_store(database.path) as store:
            current, problem = _current_or_why(store)
            every = as_json or show_all
            shown = listing.games(
                store, deleted=deleted, newest=None if every else NEWEST, also=current or 0
            )
            older = 0 if every else listing.count_games(store, deleted=deleted) - len(shown)
            with english_for_json(as_json):  # a game that cannot be read says why
                listed = _listed(store, shown, current)
            if not shown and not deleted:
                hidden = listing.count_games(store, deleted=True)
    if problem and not as_json:
        say_wrapped(_("Note: {problem}").format(problem=problem), err=True)
    if as_json:
        print_json(listed)
        return
    if not listed:
        _say_none(path, deleted, hidden)

    if older:
        said = ngettext(
            "{count} older game is not listed: quiddler-score games --all",
            "{count} older games are not listed: quiddler-score games --all",
            older,
        )
        say_wrapped(said.format(count=number(older)))
    for entry in listed:
        head = f"{'*' if entry['current'] else ' '} {entry['id']:>3}  "
        if plain_wanted():  # the mark for the current game, in words
            if entry["current"]:
                head = _("Game {id}, the current one, ").format(id=entry["id"])
            else:
                head = _("Game {id}, ").format(id=entry["id"])
        started = local_time(entry["created_at"])
        if entry.get("imported"):  # the day it was played; its hour was not kept
            started = started[:10].ljust(len(started))
        if entry["error"]:
            standing = _("cannot be read: {why}").format(why=entry["error"])
        else:
            standing = standing_line(entry)
        say_wrapped(f"{head}{started}  {entry['name']}: {standing}", " " * (len(head) + 2))


def _current_or_why(store: Store) -> tuple[int | None, str | None]:
    """The current game's id, or none and why: a damaged mark still lets games list."""
    try:
        return store.current_game(), None
    except StoreError as error:
        return None, str(error)


def _say_none(path: Path, deleted: bool, hidden: int) -> None:
    if deleted:
        click.echo(_("No deleted games."))
        return
    if hidden:
        said = ngettext(
            "No saved games in {path}, but {count} deleted game.",
            "No saved games in {path}, but {count} deleted games.",
            hidden,
        )
        say_wrapped(said.format(path=path, count=number(hidden)))
        click.echo(_("List them with:  quiddler-score games --deleted"))
        return
    say_wrapped(_("No saved games yet in {path}.").format(path=path))
    click.echo(_('Start one with:  quiddler-score new "Ann" "Bob" ...'))


def _listed(store: Store, infos: list[GameInfo], current: int | None) -> list[dict[str, Any]]:
    """The games as ``games --json`` gives them, from their kept summaries.

    A game whose log cannot be read or scored is listed all the same, with the reason.
    """
    read = game_summaries(store, infos)
    summaries = {saved.info.id: saved.summary for saved in read.summaries}
    errors = {problem.info.id: problem.error for problem in read.problems}
    listed = []
    for info in infos:
        summary = summaries.get(info.id)
        listed.append(
            {
                "id": info.id,
                "name": info.name,
                "created_at": info.created_at,
                "events": info.event_count,
                "last_event_at": info.last_event_at,
                "current": info.id == current,
                "round": summary and summary.open_round,
                "of": summary and len(summary.shape),
                "finished": summary and summary.complete,
                "winners": list(summary.winners) if summary else [],
                "leaders": list(summary.leaders) if summary else [],
                "totals": summary.totals if summary else {},
                "error": errors.get(info.id),
                # Only where a game was brought in by import: the list as it was otherwise.
                **({"imported": True} if summary and summary.imported else {}),
                # Only where the game has handicaps: what each gave (RULES.md section 8).
                **({"handicaps": summary.handicaps} if summary and summary.handicaps else {}),
            }
        )
    return listed

"""Commands that look at saved games: history, board, games, open."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from quiddler_score.cli.database import (
    current_game,
    database_exists,
    database_in_use,
    opened_store,
)
from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import CORE_ERRORS, one_line
from quiddler_score.cli.options import json_flag, print_json

if TYPE_CHECKING:
    from pathlib import Path

    from quiddler_score.games.saved_game import SavedGame
    from quiddler_score.games.store import GameInfo, Store


@click.command()
@json_flag("Print the events as JSON.")
def history(as_json: bool) -> None:
    """List every entry of the current game, undone ones marked, with each challenge's outcome."""
    from quiddler_score.games.state import effective_events
    from quiddler_score.present.lines import describe, local_time

    with current_game() as game:
        events = game.events()
        in_force = {e.seq for e in effective_events(events)}
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
                    "in_force": e.seq in in_force or e.kind in _TAKING_BACK,
                }
                for e in events
            ]
        )
        return
    for event, line in zip(events, lines, strict=True):
        text = challenges.get(event.seq, line)
        undone = "" if event.seq in in_force or event.kind in _TAKING_BACK else "  (undone)"
        head = f"#{event.seq:<3} {local_time(event.created_at, seconds=True)}  "
        say_wrapped(f"{head}{text}{undone}", " " * len(head))
    if problem:
        say_wrapped(f"The challenges' outcomes cannot be worked out: {problem}")


# Entries that take another back or put it back: in force themselves, never undone.
_TAKING_BACK = frozenset({"undo", "redo"})


def _challenge_lines(game: SavedGame) -> tuple[dict[int, str], str | None]:
    """Each challenge's line with its outcome, or none and why when the game cannot be scored."""
    from quiddler_score.games.saved_game import scores
    from quiddler_score.present.lines import challenge_lines

    try:
        state = game.state()
        return challenge_lines(state, scores(state)), None
    except CORE_ERRORS as error:
        return {}, str(error)


@click.command()
@json_flag("Print the scoreboard as one JSON object.")
@click.option("--rounds", "show_rounds", is_flag=True, help="Show every round's details too.")
@click.option(
    "--best", "show_best", is_flag=True, help="Show the best play each player's cards allowed."
)
def board(as_json: bool, show_rounds: bool, show_best: bool) -> None:
    """Show the current game's scoreboard, who deals and who starts next."""
    from quiddler_score.games.saved_game import scores

    with current_game() as game:
        state = game.state()
        scoreboard = scores(state)
        game_id = game.info.id
    best = None
    if show_best:
        from quiddler_score.games.best_plays import best_plays_for

        with one_line("best plays: "):
            best = best_plays_for(state)
    if as_json:
        from quiddler_score.present.report import board_data

        print_json(board_data(game_id, state, scoreboard, best))
        return
    from quiddler_score.present.board import best_plays, standings
    from quiddler_score.present.console import make_console
    from quiddler_score.present.lines import waiting_line

    console = make_console()
    details = [result.number for result in scoreboard.rounds] if show_rounds else []
    console.print(standings(scoreboard, state.title, details))
    if best is not None:
        console.print(best_plays(scoreboard, best))
    waiting = waiting_line(state)
    if waiting:
        console.print(waiting)


@click.command()
@json_flag("Print the games as JSON.")
@click.option(
    "--deleted", "deleted", is_flag=True, help="List the deleted games instead (restore GAME)."
)
def games(as_json: bool, deleted: bool) -> None:
    """List the saved games: how far each has got, who leads or won, when it started.

    The current game is marked with *.
    """
    path = database_in_use()
    listed: list[tuple[dict[str, Any], str]] = []
    hidden = 0
    problem = None
    if database_exists(path):  # no file yet is no game yet; only starting a game creates it
        with opened_store() as store:
            current, problem = _current_or_why(store)
            infos = store.games(deleted=deleted)
            listed = [_listed(store, info, info.id == current) for info in infos]
            if not listed and not deleted:
                hidden = len(store.games(deleted=True))
    if problem and not as_json:
        say_wrapped(f"Note: {problem}", err=True)
    if as_json:
        print_json([entry for entry, _ in listed])
        return
    if not listed:
        _say_none(path, deleted, hidden)
    from quiddler_score.present.lines import local_time

    for entry, standing in listed:
        head = f"{'*' if entry['current'] else ' '} {entry['id']:>3}  "
        started = local_time(entry["created_at"])
        say_wrapped(f"{head}{started}  {entry['name']}: {standing}", " " * (len(head) + 2))


def _current_or_why(store: Store) -> tuple[int | None, str | None]:
    """The current game's id, or none and why: a damaged mark still lets games list."""
    from quiddler_score.games.errors import StoreError

    try:
        return store.current_game(), None
    except StoreError as error:
        return None, str(error)


def _say_none(path: Path, deleted: bool, hidden: int) -> None:
    if deleted:
        click.echo("No deleted games.")
        return
    if hidden:
        noun = "game" if hidden == 1 else "games"
        say_wrapped(f"No saved games in {path}, but {hidden} deleted {noun}.")
        click.echo("List them with:  quiddler-score games --deleted")
        return
    say_wrapped(f"No saved games yet in {path}.")
    click.echo('Start one with:  quiddler-score new "Ann" "Bob" ...')


def _listed(store: Store, info: GameInfo, current: bool) -> tuple[dict[str, Any], str]:
    """A game as ``games --json`` gives it, and its standing in words.

    A game whose log cannot be read or scored is listed all the same, with the reason.
    """
    from quiddler_score.games.saved_game import SavedGame, scores
    from quiddler_score.present.lines import standing_line

    entry: dict[str, Any] = {
        "id": info.id,
        "name": info.name,
        "created_at": info.created_at,
        "events": info.event_count,
        "last_event_at": info.last_event_at,
        "current": current,
    }
    try:
        state = SavedGame(store, info).state()
        scoreboard = scores(state)
    except CORE_ERRORS as error:
        unknown: dict[str, Any] = {
            "round": None,
            "finished": None,
            "winners": [],
            "leaders": [],
            "totals": {},
        }
        return {**entry, **unknown, "error": str(error)}, f"cannot be read: {error}"
    return {
        **entry,
        "round": state.open_round,
        "finished": state.open_round is None,
        "winners": list(scoreboard.winners),
        "leaders": list(scoreboard.leaders),
        "totals": scoreboard.totals,
        "error": None,
    }, standing_line(state, scoreboard)


@click.command(name="open")
@click.argument("game_ref", metavar="GAME")
def open_game(game_ref: str) -> None:
    """Make GAME (an id or a name) the current game."""
    with opened_store() as store:
        info = store.find_game(game_ref)
        store.set_current_game(info.id)
    click.echo(f"Current game: {info.id} {info.name!r}")

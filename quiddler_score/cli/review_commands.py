"""Commands that look at saved games: history, board, games, open."""

from __future__ import annotations

import click

from quiddler_score.cli.database import current_game, opened_store
from quiddler_score.cli.errors import one_line
from quiddler_score.cli.options import json_flag, print_json


@click.command()
@json_flag("Print the events as JSON.")
def history(as_json: bool) -> None:
    """List every entry of the current game, undone ones marked."""
    from quiddler_score.games.events import Kind
    from quiddler_score.games.state import effective_events
    from quiddler_score.present.lines import describe

    with current_game() as game:
        events = game.events()
        in_force = {e.seq for e in effective_events(events)} | {
            e.seq for e in events if e.kind == Kind.UNDO
        }
        lines = [describe(event) for event in events]
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
        undone = "" if event.seq in in_force else "  (undone)"
        click.echo(f"#{event.seq:<3} {event.created_at[:19]}  {line}{undone}")


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
def games(as_json: bool) -> None:
    """List the saved games; the current one is marked with *."""
    with opened_store() as store:
        current = store.current_game()
        infos = store.games()
    if as_json:
        print_json(
            [
                {
                    "id": g.id,
                    "name": g.name,
                    "created_at": g.created_at,
                    "events": g.event_count,
                    "last_event_at": g.last_event_at,
                    "current": g.id == current,
                }
                for g in infos
            ]
        )
        return
    if not infos:
        click.echo('No saved games yet: start one with  quiddler-score new "Ann" "Bob" ...')
    for info in infos:
        mark = "*" if info.id == current else " "
        click.echo(
            f"{mark} {info.id:>3}  {info.name}  (started {info.created_at[:16]}, "
            f"{info.event_count} {'entry' if info.event_count == 1 else 'entries'})"
        )


@click.command(name="open")
@click.argument("game_ref", metavar="GAME")
def open_game(game_ref: str) -> None:
    """Make GAME (an id or a name) the current game."""
    with opened_store() as store:
        info = store.find_game(game_ref)
        store.set_current_game(info.id)
    click.echo(f"Current game: {info.id} {info.name!r}")

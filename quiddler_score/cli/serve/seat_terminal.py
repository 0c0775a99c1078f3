"""The scorekeeper's side of the seats, in the terminal that runs ``serve --seats``: each
seat's link (and QR code on the network), and the lines typed there to turn phone entry
off or on, to revoke a seat's link, to take back the last entry and, with a turn timer,
to end the turn timed or give it to a player.

Each hand a phone sends is said there as it arrives ("Round 3, Chloé (phone): …"); it
is an entry of the game's log like any other, so ``undo`` here or in any terminal takes
it back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future
from functools import partial
from typing import Any, NamedTuple

import click

from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.serve.address import qr_code
from quiddler_score.cli.serve.seat_keys import Seats
from quiddler_score.cli.serve.turn_clock import TurnClock, TurnRefused
from quiddler_score.cli.serve.watcher import Job
from quiddler_score.engine.errors import GameError, QuiddlerError
from quiddler_score.engine.players import resolve_player
from quiddler_score.games import actions
from quiddler_score.games.log.links import kept_seat_keys, revoke_seat, seat_keys
from quiddler_score.games.saved_game import SavedGame
from quiddler_score.language import N_, _
from quiddler_score.present.lines import describe

# Translators: off, on, revoke, undo, links, next and turn are typed as they are; NAME
# stands for a player's name.
COMMANDS = N_(
    "Type here: off (phone entry off), on, revoke NAME (a new link for NAME), "
    "undo (take back the last entry), links; with a turn timer, next (end the turn), "
    "turn NAME (NAME's turn from now)."
)
JOB_WAIT = 15.0  # seconds the database may take


def seat_url(base: str, key: str) -> str:
    return f"{base}/seat?key={key}"


def seat_lines(base: str, keys: Sequence[str], players: Sequence[str], lan: bool) -> list[str]:
    """Each seat's name and link, with the link's QR code on the network."""
    lines = []
    for player, key in zip(players, keys, strict=True):
        url = seat_url(base, key)
        lines.append(f"  {player}: {url}")
        if lan:
            lines.append(qr_code(url).rstrip("\n"))
    return lines


def say_seat_links(base: str, keys: Sequence[str], players: Sequence[str], lan: bool) -> None:
    say_wrapped(_("Each player's own page, to enter their hand (keep each link to its player):"))
    for line in seat_lines(base, keys, players, lan):
        click.echo(line)


class Desk(NamedTuple):
    """What the terminal's lines act on: the seats, the server's address, the terminal,
    a way to run a job on the game (which says who sits where, renamed or not), and the
    turn timer."""

    seats: Seats
    base: str
    say: Callable[[str], None]
    run_job: Callable[[Job], Future[dict[str, Any]]]
    turns: TurnClock | None = None


def follow_commands(lines: Iterable[str], desk: Desk) -> None:
    """Obey each line typed, until the input ends."""
    for line in lines:
        command, _space, rest = line.strip().partition(" ")
        if command in ("off", "on"):
            desk.seats.open = command == "on"
            desk.say(
                _("Phone entry is on.")
                if desk.seats.open
                else _("Phone entry is off: the seats' pages say so, and send nothing.")
            )
        elif command == "revoke" and rest.strip():
            ask(desk, partial(revoke, desk, rest.strip()))
        elif command == "links":
            ask(desk, partial(links, desk))
        elif command == "undo":
            ask(desk, undo_latest)
        elif command == "next" or (command == "turn" and rest.strip()):
            desk.say(turn_line(desk.turns, rest.strip() if command == "turn" else None))
        elif command:
            desk.say(_(COMMANDS))


def ask(desk: Desk, job: Job) -> None:
    """Run ``job`` on the game as it is now and say its answer, or why it cannot be."""
    answer = desk.run_job(job).result(JOB_WAIT)
    desk.say(str(answer.get("said", answer.get("problem"))))


def links(desk: Desk, game: SavedGame) -> dict[str, Any]:
    players = game.state().table.players
    keys = seat_keys(game.store, game.info.id, len(players))
    return {"said": "\n".join(seat_lines(desk.base, keys, players, False))}


def revoke(desk: Desk, typed: str, game: SavedGame) -> dict[str, Any]:
    players = game.state().table.players
    try:
        player = resolve_player(players, typed)
    except GameError as error:
        return {"said": str(error)}
    key = revoke_seat(game.store, game.info.id, list(players).index(player))
    desk.seats.load(kept_seat_keys(game.store, game.info.id))  # before the new link is said
    # Translators: {link} is the new link's address.
    said = _("{player}'s old link no longer works; the new one: {link}")
    return {"said": said.format(player=player, link=seat_url(desk.base, key))}


def turn_line(turns: TurnClock | None, typed: str | None) -> str:
    """The turn timed ended (``typed`` None) or given to the player ``typed`` names."""
    try:
        if turns is None:
            raise TurnRefused(_("No turn is being timed now."))
        if typed is None:
            return turns.end(None)
        return turns.give(resolve_player(turns.players, typed))
    except (TurnRefused, GameError) as refused:
        return str(refused)


def undo_latest(game: SavedGame) -> dict[str, Any]:
    """The latest entry in force taken back, a phone's hand or any other, as undo does."""
    try:
        undone = actions.undo(game)
    except QuiddlerError as error:
        return {"said": str(error)}
    # Translators: {number} is the entry's number in the game's log; {entry} says what
    # it was, "Round 3: Ann's hand".
    said = _("Took back #{number}: {entry}")
    return {"said": said.format(number=undone.target.seq, entry=describe(undone.target))}

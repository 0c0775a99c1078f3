"""A seat's page following the game: what each seat is told as the game moves, and the
event stream (``GET /seat/events?key=SEAT``) that tells it.

The watcher reads the game once for each change and makes, beside the board, each
seat's view: what the seat may enter (:func:`~.seat_desk.seat_view`) and where its
player stands: total and rank, the latest round scored, the next deal, and the seat's
own hands by round. The board shows every hand of the rounds scored, to everyone; the
open round's hand in a seat's view is the seat's own, and no other seat's hand of that
round is in it. The page compares the hands it is sent with the ones it showed last and
says which were taken back (``undo``) or changed (``fix``, ``record`` again).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from typing import Any

from quiddler_score.cli.serve.hub import Board, Hub
from quiddler_score.cli.serve.seat_desk import seat_view
from quiddler_score.cli.serve.seat_keys import Seats
from quiddler_score.engine.scoring import PlayerRound, RoundResult, Scoreboard
from quiddler_score.games.actions import hand_text
from quiddler_score.games.state import GameState
from quiddler_score.language import ENGLISH, N_, _, ngettext, number, speaking
from quiddler_score.present.bonus_notes import bonus_notes
from quiddler_score.present.changes import headline, ranked
from quiddler_score.present.live_board import bonus_name, next_up
from quiddler_score.present.words_list import ordinal

# Seconds between two looks, in memory, at the seat's key (revoked?) and at phone entry
# (turned off?): neither is in the database, so no change of the game says so.
RECHECK = 1.0
REVOKED = N_("This link was revoked: ask the scorekeeper for the new one.")
UNREAD = N_("The game cannot be read just now: this page follows it again once it can.")


def seat_views(state: GameState, scoreboard: Scoreboard) -> tuple[str, ...]:
    """Each seat's view, in seating order, as one line of JSON, from the game as the
    board was read; its sentences in the language in force (the watcher makes them in
    each language the pages speak)."""
    return tuple(
        json.dumps(
            {**seat_view(state, seat), "follow": follow(state, scoreboard, player)},
            ensure_ascii=False,
        )
        for seat, player in enumerate(state.table.players)
    )


def follow(state: GameState, scoreboard: Scoreboard, player: str) -> dict[str, Any]:
    """Where ``player`` stands, the latest round scored, the next deal and the player's
    own hands, by round (as :func:`~quiddler_score.games.actions.hand_text` says them)."""
    latest = scoreboard.rounds[-1] if scoreboard.rounds else None
    return {
        "standing": standing(scoreboard, player),
        "scored": None if latest is None else scored(latest, player),
        "next": next_up(scoreboard),
        "hands": {
            str(number): hand_text(state, number, player)
            for number, hands in sorted(state.hands.items())
            if player in hands
        },
    }


def standing(scoreboard: Scoreboard, player: str) -> str:
    """``Your total: 57, 2nd of 4 after round 3.``; who won once the game is over."""
    if not scoreboard.rounds:
        return _("No round scored yet.")
    places = {name: (rank, total) for rank, name, total in ranked(scoreboard.totals)}
    rank, total = places[player]
    shared = sum(1 for other, _total in places.values() if other == rank) > 1
    # Translators: {place} is an ordinal, "2nd"; {players}, how many play.
    place = (_("{place} of {players}, tied") if shared else _("{place} of {players}")).format(
        place=ordinal(rank), players=len(places)
    )
    winners = scoreboard.winners
    said = number(total)
    if player in winners:
        if len(winners) > 1:
            text = ngettext(
                "You share the win with {total} point.",
                "You share the win with {total} points.",
                total,
            )
        else:
            text = ngettext("You won with {total} point.", "You won with {total} points.", total)
        return text.format(total=said)
    if winners:
        # Translators: {headline} says who won, "Ann wins with 187 points"; {place},
        # "2nd of 4" or "2nd of 4, tied".
        return _("Game over: {headline}. You have {total}, {place}.").format(
            headline=headline(scoreboard), total=said, place=place
        )
    return _("Your total: {total}, {place} after round {round}.").format(
        total=said, place=place, round=len(scoreboard.rounds)
    )


def scored(result: RoundResult, player: str) -> dict[str, Any]:
    """The round as the board shows it, the player's own row first."""
    if result.went_out is None:
        heading = _("Round {round} scored: {cards} cards, {dealer} dealt")
    else:
        heading = _("Round {round} scored: {cards} cards, {dealer} dealt, {player} went out")
    heading = heading.format(
        round=result.number, cards=result.cards, dealer=result.dealer, player=result.went_out
    )
    return {
        "round": result.number,
        "heading": heading,
        # Translators: {hand} is the player's round, "+23, total 57 (FOX THE; unused M)".
        "you": _("You: {hand}").format(hand=row(result.of(player))),
        "all": ", ".join(f"{p.player} {p.round_score:+d}" for p in result.players),
        "notes": bonus_notes(result),
    }


def row(hand: PlayerRound) -> str:
    """``+23, total 57 (FOX THE; unused M; longest word +10)``."""
    parts = [" ".join(str(word) for word in hand.words) or _("no words")]
    if hand.struck:
        words = " ".join(str(struck.word) for struck in hand.struck)
        parts.append(_("struck {words}").format(words=words))
    if hand.unused:
        cards = " ".join(str(card) for card in hand.unused)
        parts.append(_("unused {cards}").format(cards=cards))
    bonuses = zip(hand.bonuses, hand.bonus_values, strict=True)
    # Translators: a bonus and its points, "longest word +10".
    parts += [
        _("{bonus} +{points}").format(bonus=bonus_name(name), points=value)
        for name, value in bonuses
    ]
    if hand.penalty:
        parts.append(_("challenge lost −{points}").format(points=hand.penalty))
    if hand.went_out:
        parts.append(_("went out"))
    # Translators: a player's round: its score, signed, their total and what they laid,
    # "+23, total 57 (FOX THE; unused M; longest word +10)".
    line = _("{score}, total {total} ({details})")
    # Translators: what is put between the parts of a hand, "FOX THE; unused M".
    separator = _("; ")
    return line.format(
        score=f"{hand.round_score:+d}", total=number(hand.total), details=separator.join(parts)
    )


async def seat_events(
    hub: Hub, seats: Seats, key: str, seat: int, board_link: str, language: str | None = None
) -> AsyncIterator[dict[str, str]]:
    """The seat's view now, then each time it changes (phone entry turned off or on
    included), until the server stops, in ``language`` (None: the board's first); a
    revoked link is told so, and its stream ends. The turn timed, when it changes, is
    an event of its own (``turn``)."""
    sent, turn = "", ""
    while not hub.closed:
        board = hub.board
        if board is not None and language is not None:
            board = board.in_language(language) or board
        spoken = board.language if board else language or ENGLISH
        if seats.seat_of(key) != seat:
            with speaking(spoken):  # said, then yielded outside: the stream's own context
                revoked = _(REVOKED)
            yield {"event": "refused", "data": revoked}
            return
        seen = hub.version
        with speaking(spoken):
            data = seat_json(board, seat, seats.open, board_link)
        if data != sent:
            sent = data
            yield {"event": "seat", "data": data}
        if hub.turn != turn:
            turn = hub.turn
            yield {"event": "turn", "data": turn}
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(hub.newer_than(seen), RECHECK)


def seat_json(board: Board | None, seat: int, entry_open: bool, board_link: str) -> str:
    """One event's data: the seat's view, whether phone entry is on, the board's link."""
    if board is None or seat >= len(board.seats):
        view: dict[str, Any] = {"ok": False, "problem": _(UNREAD)}
    else:
        view = json.loads(board.seats[seat])
    return json.dumps({**view, "open": entry_open, "board": board_link}, ensure_ascii=False)

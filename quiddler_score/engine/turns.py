"""Whose turn it is and how long it has run: the turn timer (RULES.md section 7,
``turn_seconds``).

A round's turns go round the table in seating order from its first player, the one left
of the dealer, until the round is scored. The times are seconds of whatever clock the
caller keeps (the live board's is monotonic), given as numbers, so a test sets them. A
turn is no scoring event: nothing here touches the game's log, and a turn over its limit
costs no points, it is only said.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from quiddler_score.engine.table import Table
from quiddler_score.language import _


@dataclass(frozen=True)
class Turn:
    """One turn: counted from 1 in the round (``number``), so a page that ends the turn
    it was shown never ends a later one of the same player."""

    number: int
    round_number: int
    player: str
    started: float


def first_turn(table: Table, round_number: int, now: float) -> Turn:
    return Turn(1, round_number, table.first_player(round_number), now)


def next_turn(table: Table, turn: Turn, now: float) -> Turn:
    """The turn after ``turn``: the player on the left, starting ``now``."""
    return Turn(turn.number + 1, turn.round_number, table.player_after(turn.player), now)


def said_clock(turn: Turn, limit: int, now: float) -> tuple[str, bool]:
    """``("0:45 left", False)``, a second begun counted as left; once the limit is
    reached, ``("0:12 over the 1:00 limit", True)`` in whole seconds past it."""
    gone = now - turn.started
    if gone < limit:
        # Translators: the time left of a turn, minutes and seconds: "0:45 left".
        return _("{clock} left").format(clock=minutes(math.ceil(limit - gone))), False
    # Translators: a turn past its limit, "0:12 over the 1:00 limit" (minutes:seconds).
    over = _("{clock} over the {limit} limit")
    return over.format(clock=minutes(math.floor(gone - limit)), limit=minutes(limit)), True


def minutes(seconds: int) -> str:
    """``90`` as ``1:30``: minutes and seconds, as a clock shows a turn."""
    return f"{seconds // 60}:{seconds % 60:02d}"

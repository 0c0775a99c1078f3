"""The turn timer of the live board (``serve --seats``, with ``turn_seconds`` in the
game's rules): whose turn it is and the time left, ended from the player's own page or
by the scorekeeper at the terminal.

The turn is kept here, in the server's memory, and not in the database: a turn is no
scoring event, so the game's log (what a game's scores are folded from) does not hold
it, and nothing is written to the database for it. A server started again starts the
open round's turns again from its first player; the scorekeeper types ``turn NAME`` to
put the clock on the player whose turn it is.

The clock is a function given to it (``time.monotonic`` when serving), so a test sets
the time. The watcher tells it the game as read (:meth:`TurnClock.follow`) from its
thread; the pages, the terminal and the server's tick ask it from theirs, under a lock.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.engine.table import Table
from quiddler_score.engine.turns import Turn, first_turn, minutes, next_turn, said_clock
from quiddler_score.language import LANGUAGES, _, language, speaking


class TurnRefused(QuiddlerError):
    """A turn that cannot be ended or given now, with why in one line."""


class TurnClock:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._table: Table | None = None
        self._turn: Turn | None = None
        self._said_over: Turn | None = None  # the turn whose overrun was announced

    def follow(self, table: Table, open_round: int | None) -> None:
        """The game as last read: a round newly open starts its turns with its first
        player; a game without a limit, or over, has none."""
        with self._lock:
            self._table = table
            turn = self._turn
            if not table.rules.turn_seconds or open_round is None:
                self._turn = None
            elif (turn is None or turn.round_number != open_round) or (
                turn.player not in table.players  # renamed: the round's turns start again
            ):
                self._turn = first_turn(table, open_round, self._clock())

    def view(self) -> str:
        """The turn for the pages, one line of JSON; "" when no turn is timed."""
        with self._lock:
            if self._turn is None or self._table is None:
                return ""
            turn = self._turn
            limit, now = self._table.rules.turn_seconds, self._clock()
        # Each page says the clock in its own language: one view carries all three.
        clocks, over = {}, False
        for code in LANGUAGES:
            with speaking(code):
                clocks[code], over = said_clock(turn, limit, now)
        shown = {
            "round": turn.round_number,
            "turn": turn.number,
            "player": turn.player,
            "clock": clocks[language()],
            "clocks": clocks,
            "over": over,
        }
        return json.dumps(shown, ensure_ascii=False)

    def overrun(self) -> str:
        """Once for each turn that reaches its limit, the line that announces it; else ""."""
        with self._lock:
            turn, table = self._turn, self._table
            if turn is None or table is None or turn == self._said_over:
                return ""
            limit = table.rules.turn_seconds
            if not said_clock(turn, limit, self._clock())[1]:
                return ""
            self._said_over = turn
        # Translators: {limit} is a time, "2:00".
        return _("Round {round}: {player}'s turn is over the {limit} limit.").format(
            round=turn.round_number, player=turn.player, limit=minutes(limit)
        )

    def end(self, seat: int | None, shown: tuple[int, int] | None = None) -> str:
        """End the turn running (``seat``: only if it is that seat's, and the turn the
        page ``shown`` as its round and number; None: the scorekeeper's, any turn); the
        next player's starts now. The line that says so, or TurnRefused says why not."""
        return ended_line(*self.end_turn(seat, shown))

    def end_turn(
        self, seat: int | None, shown: tuple[int, int] | None = None
    ) -> tuple[Turn, Turn, int]:
        """As :meth:`end`: the turn ended, the next one and the seconds the first took."""
        with self._lock:
            turn, table = self._turn, self._table
            if turn is None or table is None:
                raise TurnRefused(_("No turn is being timed now."))
            if seat is not None:
                if seat >= len(table.players) or table.players[seat] != turn.player:
                    raise TurnRefused(
                        _("It is {player}'s turn, not yours.").format(player=turn.player)
                    )
                if shown != (turn.round_number, turn.number):
                    raise TurnRefused(_("That turn has ended already."))
            now = self._clock()
            self._turn = after = next_turn(table, turn, now)
        return turn, after, int(now - turn.started)

    def give(self, player: str) -> str:
        """The turn is ``player``'s from now (the scorekeeper's ``turn NAME``)."""
        with self._lock:
            turn = self._turn
            if turn is None:
                raise TurnRefused(_("No turn is being timed now."))
            self._turn = Turn(turn.number + 1, turn.round_number, player, self._clock())
        return _("Round {round}: {player}'s turn, from now.").format(
            round=turn.round_number, player=player
        )

    @property
    def players(self) -> tuple[str, ...]:
        with self._lock:
            return () if self._table is None else self._table.players


def ended_line(turn: Turn, after: Turn, took: int) -> str:
    """``Round 1: Bob ended the turn after 0:42; Cy's turn.``"""
    # Translators: {time} is how long the turn took, "0:42"; {next} plays next.
    return _("Round {round}: {player} ended the turn after {time}; {next}'s turn.").format(
        round=turn.round_number, player=turn.player, time=minutes(took), next=after.player
    )

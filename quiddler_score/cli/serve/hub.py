"""The board as last read, handed to every open page as soon as it changes.

Lives on the server's event loop: the watcher thread publishes through
``loop.call_soon_threadsafe``. Each page waits for a version newer than the one it
showed, so a page that falls behind gets the latest board, never a queue of old ones.
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from dataclasses import dataclass


@dataclass(frozen=True)
class Board:
    """What every page shows: the title, the headline and the board's HTML; once the game
    is over, the results card (a PNG), where pictures can be drawn, and the QR code (SVG)
    of the link that saves the play in BG Stats. With phone entry, each seat's view of
    the game (seat_follow.py), sent on that seat's stream alone."""

    title: str
    headline: str
    html: str
    card: bytes | None = None
    bgstats_qr: bytes | None = None
    seats: tuple[str, ...] = ()


class Hub:
    def __init__(self, limit: int, per_address: int) -> None:
        self.limit = limit  # event streams open at once; more are refused
        self.per_address = per_address  # of those, from one address
        self.watching = 0
        self._by_address: Counter[str] = Counter()
        self.version = 0
        self.board: Board | None = None
        self.turn = ""  # the turn timed, one line of JSON (turn_clock.py); "": none
        self.closed = False
        self._changed = asyncio.Event()

    def publish(self, board: Board) -> None:
        self.board = board
        self.version += 1
        self._wake()

    def show_turn(self, turn: str) -> None:
        """The turn timed as it now stands; the pages are woken when it changed."""
        if turn != self.turn:
            self.turn = turn
            self.version += 1
            self._wake()

    def close(self) -> None:
        """Every stream ends: the server is stopping."""
        self.closed = True
        self._wake()

    def _wake(self) -> None:
        # Waiters hold the old event; the next ones wait on a fresh one.
        self._changed.set()
        self._changed = asyncio.Event()

    async def newer_than(self, version: int) -> tuple[int, Board] | None:
        """The board once its version is past ``version``; None when the hub closes."""
        while not self.closed and (self.board is None or self.version == version):
            await self._changed.wait()
        if self.closed or self.board is None:
            return None
        return self.version, self.board

    def watch(self, address: str) -> bool:
        """Count one more stream from ``address``; False (not counted) past either cap."""
        if self.watching >= self.limit or self._by_address[address] >= self.per_address:
            return False
        self.watching += 1
        self._by_address[address] += 1
        return True

    def leave(self, address: str) -> None:
        self.watching -= 1
        self._by_address[address] -= 1
        if self._by_address[address] <= 0:
            del self._by_address[address]


def board_json(version: int, board: Board) -> str:
    """One server-sent event's data: a single line of JSON (nothing of the seats)."""
    return json.dumps(
        {"version": version, "title": board.title, "headline": board.headline, "html": board.html},
        ensure_ascii=False,
    )

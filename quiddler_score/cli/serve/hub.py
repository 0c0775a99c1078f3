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

from quiddler_score.language import ENGLISH, language_from_environment


@dataclass(frozen=True)
class Board:
    """What every page shows: the title, the headline and the board's HTML; once the game
    is over, the results card (a PNG), where pictures can be drawn, and the QR code (SVG)
    of the link that saves the play in BG Stats. With phone entry, each seat's view of
    the game (seat_follow.py), sent on that seat's stream alone.

    All of it in ``language``; the same board in the other languages pages speak now
    (at most two more) in ``others``, made by the watcher beside it."""

    title: str
    headline: str
    html: str
    card: bytes | None = None
    bgstats_qr: bytes | None = None
    seats: tuple[str, ...] = ()
    language: str = ENGLISH
    others: tuple[Board, ...] = ()

    def in_language(self, code: str) -> Board | None:
        """The board in the language ``code``; None when it was not made in it."""
        return next((board for board in (self, *self.others) if board.language == code), None)

    @property
    def languages(self) -> frozenset[str]:
        return frozenset(board.language for board in (self, *self.others))


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
        # The languages pages have asked for, the terminal's first: the watcher makes
        # the board in each (at most three), from the next read on.
        self.languages: tuple[str, ...] = (language_from_environment(),)

    def speak(self, language: str) -> None:
        """A page asks for the board in ``language``: made from the next read on."""
        if language not in self.languages:
            self.languages = (*self.languages, language)

    async def board_in(self, language: str, wait: float) -> Board | None:
        """The board in ``language``, waiting up to ``wait`` seconds for the watcher to
        make it when it is newly asked for; else the board as it is (None: no board)."""
        self.speak(language)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait
        while self.board is not None and self.board.in_language(language) is None:
            left = deadline - loop.time()
            if left <= 0 or self.closed:
                break
            try:
                await asyncio.wait_for(self.newer_than(self.version), left)
            except TimeoutError:
                break
        if self.board is None:
            return None
        return self.board.in_language(language) or self.board

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
    """One server-sent event's data: a single line of JSON (nothing of the seats), the
    board in its own language (a stream picks the board in its page's)."""
    return json.dumps(
        {"version": version, "title": board.title, "headline": board.headline, "html": board.html},
        ensure_ascii=False,
    )

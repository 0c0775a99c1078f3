"""The thread that notices new entries in the database and reads the board again.

Whoever writes (``play``, ``record`` in another terminal, a second scorekeeper), the
database says so: the store's data version changes whenever another connection
commits. Asking it a few times a second costs next to nothing; only when it changes is
the game read and its board made again. The server itself never writes: its store
refuses every write.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from quiddler_score.cli.database import chosen_game
from quiddler_score.cli.serve.card import Cards
from quiddler_score.cli.serve.hub import Board
from quiddler_score.cli.serve.page import Pages
from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.games.club.seats import club_of
from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import scores
from quiddler_score.present.live_board import live_board
from quiddler_score.present.live_looks import looks_of

INTERVAL = 0.2  # seconds between two questions to the database
RETRY = 2.0  # seconds between two tries of a database that could not be opened
NO_DATABASE = "No game yet: the board appears here once the game starts."


class Watcher(threading.Thread):
    """Reads the game ``ref`` names (None: the current game) whenever the database changes.

    ``key`` is the server's (the results card's address carries it). ``publish`` is
    called with each new board, from this thread; ``say`` with a line for the terminal
    when the game cannot be read (once for each new reason).
    """

    def __init__(
        self,
        path: Path,
        ref: str | None,
        key: str,
        publish: Callable[[Board], None],
        say: Callable[[str], None],
    ) -> None:
        super().__init__(name="quiddler-score board watcher", daemon=True)
        self.path = path
        self.ref = ref
        self.publish = publish
        self.say = say
        self.stopping = threading.Event()
        self.ready = threading.Event()  # set once the first board is published
        self._pages = Pages(key)
        self._cards = Cards()
        self._store: Store | None = None

    def run(self) -> None:
        seen: int | None = None
        shown: Board | None = None
        problem = ""
        try:
            while True:
                version, why = self._data_version()
                if version is None or version != seen:
                    seen = version
                    board, why = self._read() if version is not None else (None, why)
                    if why != problem and why != NO_DATABASE:
                        self.say(why or "The board can be read again.")
                    problem = why
                    board = board or self._pages.notice(why)
                    if board != shown:
                        shown = board
                        self.publish(board)
                self.ready.set()
                # A database that cannot be opened is tried again less often: opening
                # one that changed outside the tool checks the whole file.
                if self.stopping.wait(INTERVAL if self._store or why == NO_DATABASE else RETRY):
                    return
        finally:
            self.ready.set()
            self._close()

    def stop(self) -> None:
        self.stopping.set()

    def _data_version(self) -> tuple[int | None, str]:
        """A number that changes whenever another connection commits, or None and why not."""
        try:
            if self._store is None:
                if not self.path.is_file():
                    return None, NO_DATABASE
                self._store = Store(self.path)
                self._store.refuse_writes("the live board only reads")
            value = self._store.data_version()
        except QuiddlerError as error:
            self._close()
            return None, str(error)
        return value, ""

    def _read(self) -> tuple[Board | None, str]:
        """The board of the game, or None and why it cannot be read."""
        assert self._store is not None
        try:
            game = chosen_game(self._store, self.ref)
            state = game.state()
            scoreboard = scores(state)
            club = club_of(self._store)
            looks = looks_of(scoreboard.table.players, club)
            board = live_board(state, scoreboard, looks, state.title)
            card = None
            if board.over:
                started = game.info.created_at
                card = self._cards.card(board, scoreboard, (state.title, started), club)
        except QuiddlerError as error:
            return None, str(error)
        return self._pages.board(board, card), ""

    def _close(self) -> None:
        if self._store is not None:
            self._store.close()
        self._store = None

"""The thread that notices new entries in the database and reads the board again.

Whoever writes (``play``, ``record`` in another terminal, a second scorekeeper), the
database says so: the store's data version changes whenever another connection
commits. Asking it a few times a second costs next to nothing; only when it changes is
the game read and its board made again. The store refuses every write, unless the
players enter their own hands (``serve --seats``): then this thread's connection is the
server's only one to the database, and the seats' requests are jobs run on it between
two questions (a second connection in the same process would drop the first one's locks
whenever it opened the file, see beside.py).

A file copied over the database (a backup put back) or moved into its place is no
commit: the open connection would go on reading what it cached for ever. So the file's
identity (device, inode, size, modification time) is looked at on every question too;
when it changes the database is opened again and read, and when the file is gone the
page and the terminal say so.
"""

from __future__ import annotations

import contextvars
import os
import queue
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import replace
from pathlib import Path
from typing import Any

from quiddler_score.cli.database import chosen_game
from quiddler_score.cli.serve.card import Cards
from quiddler_score.cli.serve.hub import Board
from quiddler_score.cli.serve.page import Pages
from quiddler_score.cli.serve.seat_follow import seat_views
from quiddler_score.cli.serve.seat_keys import Seats
from quiddler_score.cli.serve.turn_clock import TurnClock
from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.games.club.seating_order import club_of
from quiddler_score.games.log.links import kept_seat_keys
from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import SavedGame, scores
from quiddler_score.language import ENGLISH, LANGUAGES, N_, _, language_from_environment, speaking
from quiddler_score.present.bgstats import bgstats_link, bgstats_play
from quiddler_score.present.live_board import live_board
from quiddler_score.present.live_looks import looks_of

INTERVAL = 0.2  # seconds between two questions to the database
RETRY = 2.0  # seconds between two tries of a database that could not be opened
NO_DATABASE = N_("No game yet: the board appears here once the game starts.")
Job = Callable[[SavedGame], dict[str, Any]]
STOPPING = N_("the board is stopping")
# Why the game cannot be shown, said in the language in force when called: the
# terminal's for its line, each page's for its notice.
Why = Callable[[], str]


def file_identity(path: Path) -> tuple[int, int, int, int] | None:
    """The file's device, inode, size and modification time; None when it is not there."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns


def gone(path: Path) -> str:
    # Translators: {file} is the database's file name, games.sqlite3.
    return _(
        "{file} is gone (deleted or moved away): the board shows the game again "
        "once the file is back."
    ).format(file=path.name)


def replaced(path: Path) -> str:
    # Translators: {file} is the database's file name, games.sqlite3.
    return _("{file} was replaced by another file: the board shows what that file holds.").format(
        file=path.name
    )


def no_database() -> str:
    return _(NO_DATABASE)


def every_language() -> tuple[str, ...]:
    """The three languages, the terminal's first."""
    first = language_from_environment()
    return (first, *(code for code in LANGUAGES if code != first))


class Watcher(threading.Thread):
    """Reads the game ``ref`` names (None: the current game) whenever the database changes.

    ``key`` is the server's (the results card's address carries it). ``publish`` is
    called with each new board, from this thread; ``say`` with a line for the terminal
    when the game cannot be read (once for each new reason). ``seats``, when the players
    enter their own hands: their keys, read with the game; ``turns``, the turn timer,
    told the game as read. ``languages``: those the pages speak now, the first the
    terminal's (None: every language), each given the board made in it.
    """

    def __init__(
        self,
        path: Path,
        ref: str | None,
        key: str,
        publish: Callable[[Board], None],
        say: Callable[[str], None],
        seats: Seats | None = None,
        turns: TurnClock | None = None,
        languages: Callable[[], Sequence[str]] | None = None,
    ) -> None:
        super().__init__(name="quiddler-score board watcher", daemon=True)
        self.languages = languages or every_language
        self.path = path
        self.ref = ref
        self.seats = seats
        self.turns = turns
        self.writes = seats is not None  # the seats' hands are written through this connection
        self._jobs: queue.Queue[tuple[Job, Future[dict[str, Any]], contextvars.Context] | None] = (
            queue.Queue()
        )
        self._wrote = False
        self.publish = publish
        self.say = say
        self.stopping = threading.Event()
        self.ready = threading.Event()  # set once the first board is published
        self._pages = Pages(key)
        self._cards = Cards()
        self._store: Store | None = None
        self._opened: tuple[int, int, int, int] | None = None  # the file the store has open
        self._ever_opened = False

    def run(self) -> None:
        seen: int | None = None
        shown: Board | None = None
        problem = ""
        made: tuple[str, ...] = ()  # the languages of the board last made
        try:
            while True:
                swapped = self._reopen_if_swapped(seen)
                version, why = self._data_version()
                wrote, self._wrote = self._wrote, False  # its own commits change no version
                wanted = tuple(self.languages())
                if swapped or wrote or version is None or version != seen or wanted != made:
                    seen, made = version, wanted
                    board, why = self._read(wanted) if version is not None else (None, why)
                    if swapped == "replaced" and board is not None and board != shown:
                        self.say(replaced(self.path))
                    said = why() if why is not None else ""
                    if said != problem and why is not no_database:
                        self.say(said or _("The board can be read again."))
                    problem = said
                    board = board or self._notice(why or no_database, wanted)
                    if board != shown:
                        shown = board
                        self.publish(board)
                self.ready.set()
                # A database that cannot be opened is tried again less often: opening
                # one that changed outside the tool checks the whole file.
                if self._wait(INTERVAL if self._store or not self.path.exists() else RETRY):
                    return
        finally:
            self.ready.set()
            self._close()

    def stop(self) -> None:
        self.stopping.set()
        self._jobs.put(None)  # wakes the thread

    def run_job(self, job: Job) -> Future[dict[str, Any]]:
        """Run ``job`` on the game, on this thread (the database's one connection in the
        server): its answer, or why the game cannot be read now, in the future. It runs
        in the caller's context: in the language of the page that asked."""
        future: Future[dict[str, Any]] = Future()
        self._jobs.put((job, future, contextvars.copy_context()))
        return future

    def _notice(self, why: Why, languages: Sequence[str]) -> Board:
        """The board that says ``why``, in each of ``languages``."""
        notices = []
        for code in languages:
            with speaking(code):
                notices.append(self._pages.notice(why()))
        return replace(notices[0], others=tuple(notices[1:]))

    def _wait(self, seconds: float) -> bool:
        """Run the jobs that come within ``seconds``; True once stopping. After a job that
        wrote, the board is read again at once."""
        try:
            item = self._jobs.get(timeout=seconds)
        except queue.Empty:
            return self.stopping.is_set()
        if item is None or self.stopping.is_set():
            if item is not None:
                item[1].set_result({"ok": False, "problem": item[2].run(_, STOPPING)})
            return True
        job, future, context = item
        before = self._changes()
        if future.set_running_or_notify_cancel():
            try:
                future.set_result(context.run(self._do, job))
            except Exception as error:  # answered in one line, never lost on this thread
                future.set_exception(error)
        self._wrote = self._wrote or self._changes() != before
        return False

    def _changes(self) -> int:
        """How many rows this connection has written since it opened (-1: not open)."""
        if self._store is None:
            return -1
        with self._store.reading() as conn:
            return conn.total_changes

    def _do(self, job: Job) -> dict[str, Any]:
        self._data_version()  # opens the store when it is closed
        if self._store is None:
            return {"ok": False, "problem": _("the game cannot be read just now: try again")}
        try:
            game = chosen_game(self._store, self.ref)
        except QuiddlerError as error:
            return {"ok": False, "problem": str(error)}
        return job(game)

    def _reopen_if_swapped(self, seen: int | None) -> str:
        """Closes the store when its file changed under it, to be opened again: "replaced"
        when no commit explains the change (a copy put over it, another file moved into
        its place), "changed" when one does (SQLite folding its log into the file)."""
        if self._store is None or file_identity(self.path) == self._opened:
            return ""
        try:
            committed = self._store.data_version() != seen
        except QuiddlerError:
            committed = False
        self._close()
        return "changed" if committed else "replaced"

    def _data_version(self) -> tuple[int | None, Why | None]:
        """A number that changes whenever another connection commits, or None and why not."""
        try:
            if self._store is None:
                if not self.path.is_file():
                    path = self.path
                    return None, (lambda: gone(path)) if self._ever_opened else no_database
                self._store = Store(self.path)
                if not self.writes:
                    self._store.refuse_writes("the live board only reads")
                self._opened = file_identity(self.path)  # as opening left it
                self._ever_opened = True
            value = self._store.data_version()
        except QuiddlerError as error:
            self._close()
            return None, said_as(error)
        return value, None

    def _read(self, languages: Sequence[str]) -> tuple[Board | None, Why | None]:
        """The board of the game in each of ``languages``, or None and why it cannot be
        read. The game is read once; what is said of it is made in each language."""
        assert self._store is not None
        try:
            game = chosen_game(self._store, self.ref)
            if self.seats is not None:
                self.seats.load(kept_seat_keys(self._store, game.info.id))
            state = game.state()
            if self.turns is not None:
                self.turns.follow(state.table, state.open_round)
            club = club_of(self._store)
            looks = looks_of(state.table.players, club)
            started = game.info.created_at
            link = ""
            with speaking(ENGLISH):  # the link is for BG Stats to read: English, always
                scoreboard = scores(state)
                if scoreboard.winners:
                    ended = game.events()[-1].created_at
                    link = bgstats_link(bgstats_play(scoreboard, game.info.id, (started, ended)))
            boards = []
            for code in languages:
                with speaking(code):  # a reason the scores keep is said in each language
                    scoreboard = scores(state)
                    board = live_board(state, scoreboard, looks, state.title)
                    card = None
                    if board.over:
                        card = self._cards.card(board, scoreboard, (state.title, started), club)
                    seats = seat_views(state, scoreboard) if self.writes else ()
                    made = replace(self._pages.board(board, card, link), seats=seats)
                boards.append(made)
        except QuiddlerError as error:
            return None, said_as(error)
        return replace(boards[0], others=tuple(boards[1:])), None

    def _close(self) -> None:
        if self._store is not None:
            self._store.close()
        self._store = None


def said_as(error: QuiddlerError) -> Why:
    """Why, as the error says it (in the language it was raised in)."""
    text = str(error)
    return lambda: text

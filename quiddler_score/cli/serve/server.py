"""The board's server: uvicorn running the application on a socket already bound.

The socket is bound before the server starts, so that a port in use is one line before
anything runs. Stopping (Ctrl-C, or ``stop()`` from play's thread) first ends every
event stream, so that uvicorn's graceful shutdown has no open page to wait for.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import socket
import sys
import threading
import time
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Future
from contextlib import asynccontextmanager
from pathlib import Path
from types import FrameType
from typing import Any

import anyio
import uvicorn

from quiddler_score.cli.serve.app import SeatDesk, board_app
from quiddler_score.cli.serve.gate import WAITING, Gate, guarded_protocol
from quiddler_score.cli.serve.hub import Board, Hub
from quiddler_score.cli.serve.seat_keys import Seats
from quiddler_score.cli.serve.turn_clock import TurnClock
from quiddler_score.cli.serve.watcher import Job, Watcher
from quiddler_score.language import _

MAX_PAGES = 64  # event streams open at once: a table of eight, a TV and plenty to spare
PAGES_PER_ADDRESS = 16  # of those, from one address
# Connections of any kind at once; uvicorn answers 503 past it. The streams, those still
# waiting for their request (capped by the gate) and the requests being answered each
# have places of their own.
MAX_CONNECTIONS = MAX_PAGES + WAITING + 32
FIRST_READ = 60.0  # seconds the first read of the game may take (a dictionary to open)
GRACE = 2  # seconds uvicorn waits for a connection still open when stopping
TICK = 0.25  # seconds between two looks at the turn timer's clock


class BoardServer(uvicorn.Server):
    """Serves the board of the game ``ref`` names (None: the current one) in ``path``."""

    def __init__(
        self,
        path: Path,
        ref: str | None,
        key: str,
        say: Callable[[str], None],
        ready: Callable[[], None] = lambda: None,
        seats: tuple[Seats, tuple[str, ...]] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``seats``: the seats' keys and the host names the server answers to, when the
        players enter their own hands (phone entry); None: read-only. With seats, the
        turn timer (``turns``) runs on ``clock`` where the game's rules set a limit."""
        self.hub = Hub(MAX_PAGES, PAGES_PER_ADDRESS)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ready = ready  # called once the first board is made
        self._watcher: Watcher | None = None
        self.turns = None if seats is None else TurnClock(clock)
        desk = None
        if seats is not None:
            desk = SeatDesk(seats[0], self.run_job, seats[1], self.turns)
        lifespan = self._lifespan(path, ref, key, say, None if seats is None else seats[0])
        config = uvicorn.Config(
            board_app(key, self.hub, say, lifespan, desk),
            lifespan="on",
            ws="none",
            http=guarded_protocol(Gate()),
            loop="asyncio",  # the gate's caps count on the order of asyncio's loop (gate.py)
            log_config=None,
            access_log=False,
            server_header=False,
            limit_concurrency=MAX_CONNECTIONS,
            timeout_graceful_shutdown=GRACE,
        )
        super().__init__(config)
        _errors_in_one_line()

    def run_job(self, job: Job) -> Future[dict[str, Any]]:
        if self._watcher is None:
            refused: Future[dict[str, Any]] = Future()
            refused.set_result({"ok": False, "problem": _("the board is starting: try again")})
            return refused
        return self._watcher.run_job(job)

    def _lifespan(
        self,
        path: Path,
        ref: str | None,
        key: str,
        say: Callable[[str], None],
        seats: Seats | None,
    ) -> Any:
        @asynccontextmanager
        async def lifespan(_app: Any) -> AsyncIterator[None]:
            loop = self._loop = asyncio.get_running_loop()

            def publish(board: Board) -> None:  # from the watcher's thread
                loop.call_soon_threadsafe(self.hub.publish, board)

            watcher = self._watcher = Watcher(
                path, ref, key, publish, say, seats, self.turns, lambda: self.hub.languages
            )
            watcher.start()
            await anyio.to_thread.run_sync(watcher.ready.wait, FIRST_READ)
            self._ready()
            ticking = None if self.turns is None else asyncio.create_task(self._tick(say))
            try:
                yield
            finally:
                if ticking is not None:
                    ticking.cancel()
                watcher.stop()
                await anyio.to_thread.run_sync(watcher.join, GRACE)

        return lifespan

    async def _tick(self, say: Callable[[str], None]) -> None:
        """Hands the pages the turn timed as its clock moves, and says each overrun."""
        assert self.turns is not None
        while not self.hub.closed:
            self.hub.show_turn(self.turns.view())
            overrun = self.turns.overrun()
            if overrun:
                say(overrun)
            await asyncio.sleep(TICK)

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        self._end_streams()
        super().handle_exit(sig, frame)

    def stop(self) -> None:
        """Stop from another thread (play's, when the game ends)."""
        self._end_streams()
        self.should_exit = True

    def _end_streams(self) -> None:
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self.hub.close)

    def serve_on(self, sock: socket.socket) -> None:
        """Run until stopped; Ctrl-C or SIGTERM returns here, once every page is let go.

        uvicorn raises the signal again once it has stopped: SIGTERM then comes back as
        KeyboardInterrupt too, rather than killing the process.
        """
        main = threading.current_thread() is threading.main_thread()
        before = signal.signal(signal.SIGTERM, _interrupt) if main else None
        try:
            self.run(sockets=[sock])
        except KeyboardInterrupt:
            pass
        finally:
            if before is not None:
                signal.signal(signal.SIGTERM, before)


def _interrupt(sig: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


class _OneLine(logging.Handler):
    """A server error as one line on stderr, never a traceback."""

    def emit(self, record: logging.LogRecord) -> None:
        error = record.exc_info[1] if record.exc_info else None
        line = record.getMessage().strip() + (f": {error!r}" if error is not None else "")
        print(f"board server: {line}", file=sys.stderr, flush=True)


def _errors_in_one_line() -> None:
    for name in ("uvicorn", "sse_starlette"):
        logger = logging.getLogger(name)
        if not any(isinstance(handler, _OneLine) for handler in logger.handlers):
            logger.addHandler(_OneLine(logging.WARNING))
        logger.propagate = False

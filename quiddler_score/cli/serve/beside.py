"""``play --serve``: the live board served beside the game, for as long as play runs.

The server is a process of its own, started by play and ended with it. Not a thread of
play: a second store opened in play's process would drop the locks play's own
connection holds on the database (see watcher.py), and play's questions keep the
terminal, so the server prints nothing. Play binds the socket (where --lan/--local and
--port say, as serve does) and hands it over with the board's keys, kept in the
database and read through play's own store; they go on the server's standard input,
where no other user can read them, and the server stops when that input closes, however
play ends. The seats' keys are made, or read as kept, once play knows the game and its
players; the server reads them with the game.
"""

from __future__ import annotations

import os
import selectors
import socket
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from quiddler_score.cli.database import Database, chosen_game
from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import InputError
from quiddler_score.cli.serve import address
from quiddler_score.cli.serve.address import listening_socket
from quiddler_score.cli.serve.seat_keys import Seats
from quiddler_score.games.log import links
from quiddler_score.language import _

if TYPE_CHECKING:
    from quiddler_score.cli.serve.server import BoardServer
    from quiddler_score.games.log.store import Store

START = 60.0  # seconds the server may take to show its first board
STOP_WAIT = 5.0  # seconds it may take to let its pages go once play is over
READY = "ready"


@contextmanager
def served_beside(
    store: Store, database: Database, where: Where | None, seats: bool = False
) -> Iterator[SeatLinks]:
    """Serve the game's board where ``where`` says (None: not served) while the block
    runs; with ``seats``, each seat's page too: the block gets the function that says
    their links."""
    if where is None:
        yield no_links
        return
    # The page's templates (jinja2, 37 ms) come with these: only for play --serve.
    from quiddler_score.cli.serve.command import announce, require_extra

    require_extra()
    host = address.host_of(
        where.lan,
        _("found no network address on this machine: join the table's Wi-Fi, or add --local"),
    )
    keys = links.board_keys(store)
    with listening_socket(host, where.port) as sock:
        url, base = address.board_url(sock, keys.board), address.base_url(sock)
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                __name__,
                str(database.path),
                database.game or "",
                str(sock.fileno()),
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            pass_fds=(sock.fileno(),),
            text=True,
        )
    assert server.stdin is not None
    try:
        server.stdin.write(f"{keys.board}\n{keys.tokens.hex() if seats else ''}\n")
        server.stdin.flush()
        _wait_until_ready(server)
        announce(url, _("this game"), lan=where.lan, seats=seats)
        say_wrapped(_("It follows the game until play ends."))
        yield partial(_say_seat_links, store, database, base, where.lan) if seats else no_links
    finally:
        server.stdin.close()  # the server stops
        try:
            server.wait(STOP_WAIT)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


class Where(NamedTuple):
    """Where the board listens: the network's address or this machine's, and the port."""

    lan: bool
    port: int


SeatLinks = Callable[[Sequence[str]], None]


def no_links(players: Sequence[str]) -> None:
    """No seats are served: nothing to say."""


def _say_seat_links(
    store: Store, database: Database, base: str, lan: bool, players: Sequence[str]
) -> None:
    """Each seated player's link and its QR code, once play knows who sits where: the
    keys kept with the game the server follows, made for the seats that have none."""
    from quiddler_score.cli.serve.seat_terminal import say_seat_links  # jinja2: only for --serve

    game = chosen_game(store, database.game)
    say_seat_links(base, links.seat_keys(store, game.info.id, len(players)), players, lan)


def _wait_until_ready(server: subprocess.Popen[str]) -> None:
    """Until the server has read the game once; one line and exit 2 if it cannot start."""
    assert server.stdout is not None and server.stderr is not None
    with selectors.DefaultSelector() as selector:
        selector.register(server.stdout, selectors.EVENT_READ)
        line = server.stdout.readline() if selector.select(START) else ""
    if line.strip() != READY:
        server.kill()
        said = server.stderr.read().strip().splitlines()
        why = said[-1] if said else _("no reason given")
        raise InputError(_("the live board did not start: {why}").format(why=why))


def main() -> None:
    """The server's side: serve the socket play handed over until play closes its input."""
    from quiddler_score.cli.serve.server import BoardServer  # starlette, uvicorn: serving only

    path, ref, handed = sys.argv[1:4]
    key = sys.stdin.readline().strip()
    tokens = sys.stdin.readline().strip()  # the secret of the seats' tokens; none: no seats
    sock = socket.socket(fileno=int(handed))
    seats = (Seats(bytes.fromhex(tokens)), address.host_names(sock)) if tokens else None
    server = BoardServer(Path(path), ref or None, key, lambda line: None, ready=_ready, seats=seats)
    threading.Thread(target=_stop_when_play_ends, args=(server,), daemon=True).start()
    server.serve_on(sock)


def _ready() -> None:
    """Tell play, then write nothing more where play's questions are."""
    print(READY, flush=True)
    quiet = os.open(os.devnull, os.O_WRONLY)
    os.dup2(quiet, 1)
    os.dup2(quiet, 2)


def _stop_when_play_ends(server: BoardServer) -> None:
    sys.stdin.read()  # play closes it when it ends, or its end closes it
    server.stop()


if __name__ == "__main__":
    main()

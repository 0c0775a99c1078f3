"""``quiddler-score serve``: the live board of a game, for the table's phones and a TV."""

from __future__ import annotations

import importlib.util
import socket
import sys
import threading
from typing import TYPE_CHECKING, Any

import click

from quiddler_score.cli.database import (
    Database,
    chosen_game,
    game_option,
    opened_store,
    pass_database,
)
from quiddler_score.cli.echo import say, say_wrapped
from quiddler_score.cli.errors import InputError
from quiddler_score.cli.serve import address
from quiddler_score.cli.serve.address import listening_options, qr_code
from quiddler_score.cli.serve.seat_keys import Seats
from quiddler_score.games.log import links
from quiddler_score.language import N_, _, pgettext

if TYPE_CHECKING:
    from quiddler_score.games.log.store import Store

GET_SERVE = 'pip install "quiddler-score[serve]"'
# What the server is made of: the serve extra installs them.
STACK = ("starlette", "uvicorn", "sse_starlette", "jinja2", "segno")


@click.command(
    help=N_(
        "Show the game live on the table's phones and a TV; --seats takes hands there.\n"
        "\n"
        "The board page shows the standings, who leads (who won and the results card, once\n"
        "the game is over), who deals next, the running totals, the last challenge and each\n"
        "round's words. It follows every entry within a second, whoever makes it: play,\n"
        "record in another terminal, a second scorekeeper. Nothing can be changed through\n"
        "the board page.\n"
        "\n"
        "It listens on this machine only (127.0.0.1) unless --lan is given. The address it\n"
        "prints carries a key: without the key the page shows nothing of the game. The key\n"
        "is kept in the database, so serving again (on the same port) gives the same\n"
        "address; --new-links makes a new one. Each page that opens the board is named here.\n"
        "Ctrl-C stops it.\n"
        "\n"
        "With --seats each player gets a link of their own, where they type their hand: it\n"
        "is checked as they type, with the game's dictionary, and recorded as record would,\n"
        "and says whether they went out. Challenges and corrections stay with the\n"
        "scorekeeper. The seats' links\n"
        "are kept with the game: serving it again keeps them, --new-links revokes them all\n"
        "and makes new ones. Each hand sent is said here; type off, on, revoke NAME or links\n"
        "here.\n"
        "\n"
        "Where the game's rules set turn_seconds, the board and the seats' pages show whose\n"
        "turn it is and the time left; a player ends their turn on their page, or type next\n"
        "here (turn NAME gives NAME the turn). A turn over the limit is said, and costs\n"
        "nothing. The turn is kept by this server only: served again, the round's turns\n"
        "start again from its first player."
    )
)
@listening_options(lan_by_default=False)
@click.option(
    "--seats",
    is_flag=True,
    help=N_("Each player enters their own hand on their phone: prints a link for each seat."),
)
@click.option(
    "--new-links",
    is_flag=True,
    help=N_("Revoke the board's link (and with --seats each seat's) and make new ones."),
)
@game_option
@pass_database
def serve(database: Database, lan: bool, port: int, seats: bool, new_links: bool) -> None:
    require_extra()
    what, ref = "", database.game
    players: tuple[str, ...] = ()
    seat_keys: list[str] = []
    with opened_store(database.path) as store:  # the database, and the game, must exist
        if database.game or seats:
            game = chosen_game(store, database.game)
            # Translators: said in "Live board of {what}, read-only:".
            what = pgettext("the live board of", "game {number}").format(number=game.info.id)
        keys = kept_board_keys(store, new_links, seats)
        if seats:  # the seats write to this game, whichever is current later
            ref, players = str(game.info.id), game.state().table.players
            seat_keys = links.seat_keys(store, game.info.id, len(players), renew=new_links)
    # starlette and uvicorn, an extra: only once found
    from quiddler_score.cli.serve.server import BoardServer

    no_network = _(
        "found no network address on this machine: join the table's Wi-Fi, or leave out --lan"
    )
    sock = address.listening_socket(address.host_of(lan, no_network), port)
    announce(address.board_url(sock, keys.board), what or _("the current game"), lan, seats)
    desk = open_seats(sock, players, seat_keys, keys.tokens, lan) if seats else None
    say_wrapped(_("Each page that opens the board is named below. Ctrl-C stops it."))
    server = BoardServer(database.path, ref, keys.board, click.echo, seats=desk)
    if desk is not None:
        follow_terminal(desk[0], sock, server)
    try:
        server.serve_on(sock)
    finally:
        sock.close()
    click.echo(_("Stopped: the board is no longer served."))


def kept_board_keys(store: Store, renew: bool, seats: bool) -> links.BoardKeys:
    """The board's keys kept in the database; a database that cannot be written gets
    keys for this server only, and the terminal says so, unless the seats (which keep
    their keys) or a renewal must write: then the write is refused in one line."""
    if store.read_only is None or renew or seats:
        return links.board_keys(store, renew)
    say_wrapped(
        _("{file} cannot be written: this address works until the server stops.").format(
            file=store.path
        )
    )
    return links.fresh_board_keys()


def require_extra() -> None:
    """One line and exit 2 when the serve extra is not installed (found, not imported)."""
    if any(importlib.util.find_spec(module) is None for module in STACK):
        # Translators: {command} is the command that installs it, typed as it is.
        raise InputError(
            _("the live board needs the serve extra: {command}").format(command=GET_SERVE)
        )


def announce(url: str, what: str, lan: bool, seats: bool = False) -> None:
    """The board's address (with its key) and, for phones, its QR code."""
    # Translators: {what} is "game 12", "this game" or "the current game".
    if seats:
        say_wrapped(
            _("Live board of {what}, read-only (the seats write, below):").format(what=what)
        )
    else:
        say_wrapped(_("Live board of {what}, read-only:").format(what=what))
    say(f"  {url}")
    if lan:
        click.echo(qr_code(url), nl=False, color=True)
        say_wrapped(_("Scan the code, or type the address, on a phone on the same network."))
    else:
        say_wrapped(
            _(
                "Open it in a browser on this machine (a TV plugged into it shows it too); "
                "--lan serves it to the table's phones."
            )
        )


def open_seats(
    sock: socket.socket, players: tuple[str, ...], keys: list[str], secret: bytes, lan: bool
) -> tuple[Seats, tuple[str, ...]]:
    """The seats (their keys are read with the game) and the hosts they answer to, their
    links said with what may be typed here."""
    # jinja2, of the serve extra: only once require_extra() has found it.
    from quiddler_score.cli.serve.seat_terminal import COMMANDS, say_seat_links

    say_seat_links(address.base_url(sock), keys, players, lan)
    say_wrapped(_(COMMANDS))
    return Seats(secret), address.host_names(sock)


def follow_terminal(seats: Any, sock: socket.socket, server: Any) -> None:
    """A thread obeying what the scorekeeper types in this terminal."""
    # jinja2, of the serve extra: only once require_extra() has found it.
    from quiddler_score.cli.serve.seat_terminal import Desk, follow_commands

    desk = Desk(seats, address.base_url(sock), click.echo, server.run_job, server.turns)
    threading.Thread(target=follow_commands, args=(sys.stdin, desk), daemon=True).start()

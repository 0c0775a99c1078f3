"""``quiddler-score serve``: the live board of a game, for the table's phones and a TV."""

from __future__ import annotations

import importlib.util

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
from quiddler_score.cli.serve.address import DEFAULT_PORT

GET_SERVE = 'pip install "quiddler-score[serve]"'
# What the server is made of: the serve extra installs them.
STACK = ("starlette", "uvicorn", "sse_starlette", "jinja2", "segno")


@click.command()
@click.option(
    "--lan",
    is_flag=True,
    help="Listen on this machine's network address, for the table's phones: "
    "prints the address and its QR code.",
)
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=DEFAULT_PORT,
    show_default=True,
    help="The port to listen on (0: any free port).",
)
@game_option
@pass_database
def serve(database: Database, lan: bool, port: int) -> None:
    """Show the game live, read-only, on the table's phones and a TV.

    The page shows the standings, who leads (who won and the results card, once the
    game is over), who deals next, the running totals, the last challenge and each
    round's words. It follows
    every entry within a second, whoever makes it: play, record in another terminal, a
    second scorekeeper. Nothing can be changed through it.

    It listens on this machine only (127.0.0.1) unless --lan is given. The address it
    prints carries a random key: without the key the page shows nothing of the game.
    Each page that opens the board is named here. Ctrl-C stops it.
    """
    require_extra()
    with opened_store(database.path) as store:  # the database, and the game, must exist
        what = f"game {chosen_game(store, database.game).info.id}" if database.game else ""
    from quiddler_score.cli.serve import address
    from quiddler_score.cli.serve.server import BoardServer

    host = address.network_address("or leave out --lan") if lan else address.LOOPBACK
    sock = address.listening_socket(host, port)
    key = address.new_key()
    announce(address.board_url(sock, key), what or "the current game", lan)
    say_wrapped("Each page that opens the board is named below. Ctrl-C stops it.")
    server = BoardServer(database.path, database.game, key, click.echo)
    try:
        server.serve_on(sock)
    finally:
        sock.close()
    click.echo("Stopped: the board is no longer served.")


def require_extra() -> None:
    """One line and exit 2 when the serve extra is not installed (found, not imported)."""
    if any(importlib.util.find_spec(module) is None for module in STACK):
        raise InputError(f"the live board needs the serve extra: {GET_SERVE}")


def announce(url: str, what: str, lan: bool) -> None:
    """The board's address (with its key) and, for phones, its QR code."""
    say(f"Live board of {what}, read-only:")
    say(f"  {url}")
    if lan:
        from quiddler_score.cli.serve.address import qr_code

        click.echo(qr_code(url), nl=False, color=True)
        say_wrapped("Scan the code, or type the address, on a phone on the same network.")
    else:
        say_wrapped(
            "Open it in a browser on this machine (a TV plugged into it shows it too); "
            "--lan serves it to the table's phones."
        )

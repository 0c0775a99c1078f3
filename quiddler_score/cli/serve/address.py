"""Where the board listens (the options serve and play --serve share), the URL (with its
key) that reaches it, and that URL's QR code."""

from __future__ import annotations

import errno
import io
import socket
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click

from quiddler_score.cli.errors import InputError
from quiddler_score.language import N_, _, system_reason

LOOPBACK = "127.0.0.1"
DEFAULT_PORT = 8421
# A documentation address (TEST-NET-1, RFC 5737): connecting a UDP socket towards it
# sends nothing, but makes the system choose the address it would send from, which is
# the machine's address on its network.
PROBE = ("192.0.2.1", 9)


FC = TypeVar("FC", bound=Callable[..., Any])


def listening_options(lan_by_default: bool, before: str = "") -> Callable[[FC], FC]:
    """``--lan/--local`` and ``--port``: where the board listens, as ``serve`` and ``play
    --serve`` take them (``play``: their help says they need --serve)."""
    if before:
        lan_help = N_(
            "With --serve: listen on this machine's network address, for the table's phones "
            "(prints the address and its QR code), or on this machine only (127.0.0.1)."
        )
        port_help = N_(
            "With --serve: the port to listen on (0: any free port). The links carry it: "
            "the same port keeps them working when served again."
        )
    else:
        lan_help = N_(
            "Listen on this machine's network address, for the table's phones "
            "(prints the address and its QR code), or on this machine only (127.0.0.1)."
        )
        port_help = N_(
            "The port to listen on (0: any free port). The links carry it: "
            "the same port keeps them working when served again."
        )
    lan = click.option(
        "--lan/--local",
        default=lan_by_default,
        show_default=True,
        help=lan_help,
    )
    port = click.option(
        "--port",
        type=click.IntRange(0, 65535),
        default=DEFAULT_PORT,
        show_default=True,
        help=port_help,
    )

    def both(command: FC) -> FC:
        return lan(port(command))

    return both


def host_of(lan: bool, otherwise: str) -> str:
    """The address to listen on: the network's (see :func:`network_address`) or this
    machine's only."""
    return network_address(otherwise) if lan else LOOPBACK


def host_names(sock: socket.socket) -> tuple[str, ...]:
    """The names a request's Host may give the server (a seat's POST names no other)."""
    host = str(sock.getsockname()[0])
    return (host, "localhost") if host == LOOPBACK else (host,)


def network_address(otherwise: str) -> str:
    """The machine's address on its network (the one its default route sends from);
    one line and exit 2 when it has none: ``otherwise``, which says what to do."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(PROBE)
        address = str(probe.getsockname()[0])
    except OSError:
        address = ""
    finally:
        probe.close()
    if not address or address.startswith("127.") or address == "0.0.0.0":
        raise InputError(otherwise)
    return address


def listening_socket(host: str, port: int) -> socket.socket:
    """A socket bound to ``host:port`` and listening; one line and exit 2 when it cannot."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(128)
    except OSError as error:
        sock.close()
        if error.errno == errno.EADDRINUSE:
            raise InputError(
                _(
                    "port {port} is in use on {host}: stop what uses it, "
                    "or choose another with --port"
                ).format(port=port, host=host)
            ) from None
        # Translators: {why} is the system's reason, as it says it.
        raise InputError(
            _("cannot listen on {host} port {port}: {why}").format(
                host=host, port=port, why=system_reason(error)
            )
        ) from None
    return sock


def base_url(sock: socket.socket) -> str:
    host, port = sock.getsockname()[:2]
    return f"http://{host}:{port}"


def board_url(sock: socket.socket, key: str) -> str:
    return f"{base_url(sock)}/?key={key}"


def qr_code(url: str, error: str = "m") -> str:
    """The URL as a QR code for a terminal, with error correction ``error``: half blocks
    where the output can write them, else ANSI colours (which any encoding can carry)."""
    import segno  # segno takes 50 ms: only for the QR code

    code = segno.make(url, error=error)
    text = io.StringIO()
    encoding = getattr(sys.stdout, "encoding", None) or "ascii"
    try:
        "▀▄█".encode(encoding)
        compact = True
    except (UnicodeEncodeError, LookupError):
        compact = False
    code.terminal(out=text, compact=compact)
    return text.getvalue()

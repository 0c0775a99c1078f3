"""The web application: the page, its event stream, its results card and its assets and,
when phone entry is on, the seats' pages (seat_app.py) and each seat's event stream
(seat_follow.py); nothing else.

Safe by construction: only GET (and HEAD) is answered, anything else gets 405 before it
reaches a route, but for the seats' three POSTs (which check much more, see seat_app.py);
the page and the stream answer only to the key, compared in constant time, and otherwise
say nothing of the game (404, as for a page that does not exist); the assets are named
files of the package, so no path can reach another file; the event streams open at once
are capped, in all and for each address (503 past it); with seats, a request naming
another host than the server's is refused (against DNS rebinding); and every answer
carries headers that forbid scripts, frames and fonts from anywhere else and keep the
key out of referrers.

Each page speaks its browser's language (Accept-Language): the page, its stream's
boards, its results card and every line it is answered, in English, French or Spanish.
"""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, NamedTuple

from sse_starlette import EventSourceResponse
from starlette.applications import Starlette
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from quiddler_score.cli.serve.hub import Hub, board_json
from quiddler_score.cli.serve.page import Pages, asset
from quiddler_score.cli.serve.seat_app import refusing, seat_of, seat_routes
from quiddler_score.cli.serve.seat_follow import seat_events
from quiddler_score.cli.serve.seat_keys import Seats
from quiddler_score.cli.serve.turn_clock import TurnClock
from quiddler_score.cli.serve.viewers import viewer_line
from quiddler_score.cli.serve.watcher import Job
from quiddler_score.language import N_, _, from_accept_language, speaking

# The only files served, each with its type; read from the package, never from a path.
ASSETS = {
    "board.css": "text/css; charset=utf-8",
    "page_text.js": "text/javascript; charset=utf-8",
    "board.js": "text/javascript; charset=utf-8",
    "seat.js": "text/javascript; charset=utf-8",
    "seat_follow.js": "text/javascript; charset=utf-8",
    "icon.svg": "image/svg+xml",
}
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
        "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
        "form-action 'none'; frame-ancestors 'none'"
    ),
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
}
_HEADERS = [(name.lower().encode(), value.encode()) for name, value in SECURITY_HEADERS.items()]
READ_METHODS = ("GET", "HEAD")
SEAT_POSTS = ("/seat/check", "/seat/send", "/seat/turn")  # the only POSTs, with seats
PING = 15  # seconds between keep-alive comments on a quiet stream
SEND_TIMEOUT = 10  # seconds a stalled client may hold a send before it is dropped
NEW_LANGUAGE_WAIT = 5.0  # seconds a page in a language not yet shown waits for its board
NOT_FOUND = N_("Not found.")


class SeatDesk(NamedTuple):
    """What the seats' part of the application needs: their keys, a way to run a job on
    the database's connection, the names the server answers to (its Host), and the turn
    timer (turn_clock.py)."""

    seats: Seats
    run_job: Callable[[Job], Any]
    hosts: tuple[str, ...]
    turns: TurnClock | None = None


def board_app(
    key: str, hub: Hub, say: Callable[[str], None], lifespan: Any, desk: SeatDesk | None = None
) -> ASGIApp:
    """The application; ``say`` gets one line for each client that opens the stream, and
    each hand a seat sends. Without ``desk`` nothing can be sent: read-only."""
    pages = Pages(key)

    def keyed(request: Request) -> bool:
        given = request.query_params.get("key", "").encode("utf-8", "surrogateescape")
        return secrets.compare_digest(given, key.encode("ascii"))

    async def page(request: Request) -> Response:
        if not keyed(request) or hub.board is None:
            return not_found(request)
        code = page_language(request)
        board = await hub.board_in(code, NEW_LANGUAGE_WAIT)
        if board is None:
            return not_found(request)
        with speaking(board.language):
            html = pages.page(hub.version, board, f"/events?key={key}")
        return HTMLResponse(html, headers={"Cache-Control": "no-store", "Vary": VARY})

    async def events(request: Request) -> Response:
        if not keyed(request):
            return not_found(request)
        code = page_language(request)
        hub.speak(code)
        with speaking(code):
            stream = counted(hub, request, follow(hub, code))
        if isinstance(stream, CountedStream):  # the terminal's line, in its own language
            agent = request.headers.get("user-agent", "")
            say(viewer_line(request.client, agent, hub.watching))
        return stream

    seat_part = []
    if desk is not None:
        seat_part = seat_routes(desk.seats, desk.run_job, pages.seat_page, say, desk.turns)
        seat_part.append(Route("/seat/events", seat_stream(hub, desk.seats, key), methods=["GET"]))
    app = Starlette(
        routes=[
            *seat_part,
            Route("/", page, methods=["GET"]),
            Route("/events", events, methods=["GET"]),
            Route("/card.png", board_file(hub, keyed, "card", "image/png"), methods=["GET"]),
            Route(
                "/bgstats.svg",
                board_file(hub, keyed, "bgstats_qr", "image/svg+xml"),
                methods=["GET"],
            ),
            Route("/assets/{name}", static_assets(), methods=["GET"]),
        ],
        lifespan=lifespan,
    )
    app.add_exception_handler(404, lambda request, exc: not_found(request))
    if desk is None:
        return ReadOnly(app, ())
    hosts = TrustedHostMiddleware(app, allowed_hosts=list(desk.hosts))
    return ReadOnly(hosts, SEAT_POSTS)


def static_assets() -> Callable[[Request], Awaitable[Response]]:
    """The answer with one of the tool's own files (ASSETS), by its name; else not found."""
    assets = {name: asset(name).encode("utf-8") for name in ASSETS}

    async def static(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in assets:
            return not_found(request)
        return Response(assets[name], media_type=ASSETS[name])

    return static


def board_file(
    hub: Hub, keyed: Callable[[Request], bool], name: str, media_type: str
) -> Callable[[Request], Awaitable[Response]]:
    """The answer with one of the board's files (its results card, its BG Stats QR code),
    to the key only, while the board has it."""

    async def answer(request: Request) -> Response:
        board = hub.board.in_language(page_language(request)) if hub.board else None
        data = getattr(board or hub.board, name, None)
        if not keyed(request) or not isinstance(data, bytes):
            return not_found(request)
        return Response(data, media_type=media_type, headers={"Cache-Control": "no-store"})

    return answer


def counted(hub: Hub, request: Request, events: AsyncIterator[dict[str, str]]) -> Response:
    """The stream of ``events``, counted against the caps of the board's streams: a
    seat's too, so that every long-lived answer has its place (see server.py)."""
    if request.method == "HEAD":
        return Response(media_type="text/event-stream")
    address = request.client.host if request.client else ""
    if not hub.watch(address):  # taken back when the stream ends (CountedStream)
        return PlainTextResponse(_("Too many pages are watching this board."), 503)
    return CountedStream(hub, address, events, ping=PING, send_timeout=SEND_TIMEOUT)


def seat_stream(hub: Hub, seats: Seats, board_key: str) -> Callable[[Request], Awaitable[Response]]:
    """A seat's event stream, to the seat's key only (checked as its page's requests
    are), with the board's link; the terminal names the board's pages, not the seats'."""

    async def stream(request: Request) -> Response:
        seat, key = seat_of(seats, request)
        code = page_language(request)
        hub.speak(code)
        board_link = f"/?key={board_key}"
        return counted(hub, request, seat_events(hub, seats, key, seat, board_link, code))

    return refusing(stream)


VARY = "Accept-Language"  # a page's words depend on it


def page_language(request: Request) -> str:
    """The language the browser asks for (its Accept-Language): en, fr or es."""
    return from_accept_language(request.headers.get("accept-language", ""))


def not_found(request: Request) -> Response:
    """404, in the language of the page that asked."""
    with speaking(page_language(request)):
        return PlainTextResponse(_(NOT_FOUND), 404)


async def follow(hub: Hub, language: str | None = None) -> AsyncIterator[dict[str, str]]:
    """The board now, then each new one, in ``language`` (None: the board's first),
    until the server stops; a change that only a seat's view shows (a hand of the open
    round typed again) sends nothing here. The turn timed, when it changes, is an event
    of its own (``turn``)."""
    seen, shown, turn = -1, ("", "", ""), ""
    while True:
        newer = await hub.newer_than(seen)
        if newer is None:
            return
        seen, first = newer
        board = (first.in_language(language) if language else None) or first
        if (board.title, board.headline, board.html) != shown:
            shown = (board.title, board.headline, board.html)
            yield {"event": "board", "data": board_json(seen, board)}
        if hub.turn != turn:
            turn = hub.turn
            yield {"event": "turn", "data": turn}


class CountedStream(EventSourceResponse):
    """An event stream that counts as watching the board for as long as it is open."""

    def __init__(self, hub: Hub, address: str, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.hub = hub
        self.address = address

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            self.hub.leave(self.address)


class ReadOnly:
    """Refuses every method but GET and HEAD (and POST to the paths ``posts``), and adds
    the security headers to every answer."""

    def __init__(self, app: ASGIApp, posts: tuple[str, ...]) -> None:
        self.app = app
        self.posts = posts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)  # the lifespan
            return

        async def secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *_HEADERS]
            await send(message)

        posting = scope["method"] == "POST" and scope["path"] in self.posts
        if scope["method"] not in READ_METHODS and not posting:
            with speaking(page_language(Request(scope))):
                said = _("Read-only: only GET.")
            refused = PlainTextResponse(said, 405, headers={"Allow": ", ".join(READ_METHODS)})
            await refused(scope, receive, secured)
            return
        await self.app(scope, receive, secured)

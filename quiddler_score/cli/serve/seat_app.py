"""The seats' part of the application: each player's page, and the things it sends.

``GET /seat?key=SEAT`` is the page; ``GET /seat/state`` where the game stands for the
seat; ``POST /seat/check`` a hand as typed, checked and not recorded; ``POST
/seat/send`` the hand recorded; ``POST /seat/turn`` the seat's own turn ended, with a
turn timer (turn_clock.py), naming the round and turn its page showed. Nothing is
written on a GET. A POST is answered only when every check passes, each refusal one
line of text that says why:

- phone entry is on (the scorekeeper can turn it off);
- the seat's key, compared in constant time (a revoked one is named as such);
- the request comes from the page itself: its Origin is this server (and Sec-Fetch-Site,
  where the browser sends it, says same-origin), so no other site or DNS name can post;
- it is JSON, of at most ``LARGEST_BODY`` bytes, all in within the gate's time (gate.py);
- it carries the page's token against cross-site requests;
- a sent hand carries an idempotency key: a second sending with the same key gets the
  first one's answer (one still being written is waited for), never a second entry; the
  same key with another hand is refused.

Every answer about the game comes from the watcher's thread, the server's one
connection to the database (see watcher.py).

Each request is answered in its page's language (the browser's Accept-Language), its
jobs on the watcher's thread included; what the terminal is told is in the terminal's.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import ClientDisconnect, Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

from quiddler_score.cli.serve.seat_desk import TERMINAL, check_hand, seat_view, send_hand
from quiddler_score.cli.serve.seat_follow import REVOKED
from quiddler_score.cli.serve.seat_keys import LONGEST_IDEMPOTENCY_KEY as LONGEST_KEY
from quiddler_score.cli.serve.seat_keys import Seats
from quiddler_score.cli.serve.turn_clock import TurnClock, TurnRefused, ended_line
from quiddler_score.cli.serve.watcher import Job
from quiddler_score.language import (
    N_,
    _,
    from_accept_language,
    language_from_environment,
    speaking,
)

LARGEST_BODY = 2048  # bytes of a POST: a hand of ten cards, typed twice over, fits
ANSWER_WAIT = 15.0  # seconds a request waits for the database before it is told so


SERVER_FAULT = N_("The board could not do this: tell the scorekeeper.")


class Refused(Exception):
    def __init__(self, status: int, why: str) -> None:
        super().__init__(why)
        self.status = status
        self.why = why


def seat_routes(
    seats: Seats,
    run_job: Callable[[Job], Any],
    page: Callable[[str, str], str],
    say: Callable[[str], None],
    turns: TurnClock | None = None,
) -> list[Route]:
    """The routes; ``run_job`` runs a job on the watcher's thread (a concurrent future),
    ``page`` makes the page for a seat's key and token, ``say`` tells the terminal;
    ``turns`` is the turn timer."""
    desk = SeatRoutes(seats, run_job, page, say, turns)
    return [
        Route("/seat", refusing(desk.seat_page), methods=["GET"]),
        Route("/seat/state", refusing(desk.state), methods=["GET"]),
        Route("/seat/check", refusing(desk.check), methods=["POST"]),
        Route("/seat/send", refusing(desk.send), methods=["POST"]),
        Route("/seat/turn", refusing(desk.end_turn), methods=["POST"]),
    ]


@dataclass
class SeatRoutes:
    seats: Seats
    run_job: Callable[[Job], Any]
    page: Callable[[str, str], str]
    say: Callable[[str], None]
    turns: TurnClock | None
    # Submissions being written, by seat and idempotency key: a second sending waits.
    pending: dict[tuple[int, str], tuple[str, asyncio.Future[dict[str, Any]]]] = field(
        default_factory=dict
    )

    async def seat_page(self, request: Request) -> Response:
        _seat, key = self.seat_of(request)
        html = self.page(key, self.seats.token(key))
        return HTMLResponse(html, headers={"Cache-Control": "no-store", "Vary": "Accept-Language"})

    async def state(self, request: Request) -> Response:
        seat, _key = self.seat_of(request)
        view = await self.answer_of(lambda game: seat_view(game.state(), seat))
        view["open"] = self.seats.open
        return JSONResponse(view, headers={"Cache-Control": "no-store"})

    async def check(self, request: Request) -> Response:
        seat, typed = await self.posted(request)
        return JSONResponse(await self.answer_of(lambda game: check_hand(game, seat, typed)))

    async def send(self, request: Request) -> Response:
        seat, typed = await self.posted(request)
        idempotency = typed.get("idempotency")
        if not isinstance(idempotency, str) or not 8 <= len(idempotency) <= LONGEST_KEY:
            raise Refused(400, _("The page sent no submission key: load it again."))
        sent = (seat, idempotency)
        what = fingerprint(typed)
        known = self.seats.answered(*sent)
        if known is None and sent in self.pending:
            what_then, waited = self.pending[sent]
            known = (what_then, await asyncio.shield(waited))
        if known is not None:
            if known[0] != what:
                raise Refused(409, _("Refused: this submission key was sent with another hand."))
            return JSONResponse({**known[1], "again": True})
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.pending[sent] = (what, future)
        try:
            answer = await self.answer_of(lambda game: send_hand(game, seat, typed))
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # retrieved: a waiting sender gets it, or nobody
            raise
        finally:
            del self.pending[sent]
        told = answer.pop(TERMINAL, None)  # the terminal's line, in its own language
        self.seats.keep_answer(seat, idempotency, what, answer)
        future.set_result(answer)
        if answer["ok"] and told:
            self.say(str(told))
        return JSONResponse(answer)

    async def end_turn(self, request: Request) -> Response:
        """The seat's own turn ended, if it is the turn its page showed."""
        seat, typed = await self.posted(request)
        round_number, number = typed.get("round"), typed.get("turn")
        if type(round_number) is not int or type(number) is not int:  # true is no number
            raise Refused(400, _("The page sent no turn: load it again."))
        if self.turns is None:
            return JSONResponse({"ok": False, "problem": _("No turn is being timed now.")})
        try:
            ended = self.turns.end_turn(seat, (round_number, number))
        except TurnRefused as refused:
            return JSONResponse({"ok": False, "problem": str(refused)})
        with terminal():
            self.say(ended_line(*ended))
        return JSONResponse({"ok": True, "said": ended_line(*ended)})

    async def answer_of(self, job: Job) -> dict[str, Any]:
        try:
            answer: dict[str, Any] = await asyncio.wait_for(
                asyncio.wrap_future(self.run_job(job)), ANSWER_WAIT
            )
        except TimeoutError:
            raise Refused(503, _("The game's database is busy: try again.")) from None
        return answer

    def seat_of(self, request: Request) -> tuple[int, str]:
        return seat_of(self.seats, request)

    async def posted(self, request: Request) -> tuple[int, dict[str, Any]]:
        """The seat and the JSON of a POST that passed every check."""
        if not self.seats.open:
            raise Refused(403, _("Phone entry is off: tell the scorekeeper your hand."))
        seat, key = self.seat_of(request)
        same_origin(request)
        if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
            raise Refused(415, _("Refused: only the page's JSON is taken."))
        body = await limited_body(request)
        try:
            typed = json.loads(body)
        except (ValueError, UnicodeDecodeError):
            typed = None
        if not isinstance(typed, dict):
            raise Refused(400, _("Refused: the page's request cannot be read."))
        if not self.seats.token_fits(key, request.headers.get("x-seat-token", "")):
            raise Refused(403, _("This page is out of date: load it again."))
        return seat, typed


def seat_of(seats: Seats, request: Request) -> tuple[int, str]:
    """The seat and key of the request's address, or refused: a revoked key is named as
    such, any other is not found."""
    key = request.query_params.get("key", "")
    seat = seats.seat_of(key)
    if seat is None:
        if seats.was_revoked(key):
            raise Refused(403, _(REVOKED))
        raise Refused(404, _("Not found."))
    return seat, key


def fingerprint(typed: dict[str, Any]) -> str:
    """What a submission asks to record, to tell a replay from another hand under its key."""
    asked = {name: typed.get(name) for name in ("round", "words", "unused", "out", "seen")}
    return json.dumps(asked, sort_keys=True)


def same_origin(request: Request) -> None:
    """Refuses a POST that does not come from a page of this server."""
    host = request.headers.get("host", "")
    origin = request.headers.get("origin")
    site = request.headers.get("sec-fetch-site")
    if origin != f"http://{host}" or (site is not None and site != "same-origin"):
        raise Refused(403, _("Refused: sent from another site."))


async def limited_body(request: Request) -> bytes:
    """The body, refused past LARGEST_BODY bytes (whatever Content-Length claims)."""
    declared = request.headers.get("content-length", "0")
    too_large = _("Refused: more than {bytes} bytes.").format(bytes=LARGEST_BODY)
    if not declared.isdigit() or int(declared) > LARGEST_BODY:
        raise Refused(413, too_large)
    body = b""
    try:
        async for chunk in request.stream():
            body += chunk
            if len(body) > LARGEST_BODY:
                raise Refused(413, too_large)
    except ClientDisconnect:  # closed before its body was all in (the gate's timeout)
        raise Refused(400, _("Refused: the request was cut off.")) from None
    return body


def refusing(
    handler: Callable[[Request], Awaitable[Response]],
) -> Callable[[Request], Awaitable[Response]]:
    """The handler, in the page's language, with every refusal one line of text and its
    status; a fault of the server's own is one line on the page and one on the terminal,
    never its details."""

    async def answer(request: Request) -> Response:
        with speaking(from_accept_language(request.headers.get("accept-language", ""))):
            try:
                return await handler(request)
            except Refused as refused:
                return PlainTextResponse(refused.why, refused.status)
            except Exception:
                logging.getLogger("uvicorn.error").exception("a seat's request failed")
                return PlainTextResponse(_(SERVER_FAULT), 500)

    return answer


def terminal() -> AbstractContextManager[None]:
    """The terminal's language, inside a page's: for the lines the terminal is told."""
    return speaking(language_from_environment())

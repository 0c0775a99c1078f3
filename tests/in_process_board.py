"""The live board's application in the test's own process: a real watcher on the database
(its thread, its one connection), the seats' desk, and requests handed straight to the
ASGI application, no socket; and what a page says, read from its HTML element by element.

``serve`` as a process is tested in test_serve.py and test_seats.py; here a test reads
every cell of a page, many times, without starting a server.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from cli_helpers import ok
from starlette.types import Message

from quiddler_score.cli.serve.app import SeatDesk, board_app
from quiddler_score.cli.serve.hub import Hub
from quiddler_score.cli.serve.seat_keys import Seats
from quiddler_score.cli.serve.server import MAX_PAGES, PAGES_PER_ADDRESS
from quiddler_score.cli.serve.watcher import Watcher
from quiddler_score.games.log import links
from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import SavedGame

HOST = "127.0.0.1:8123"  # only named in the requests' headers: nothing listens there


@contextmanager
def round_two_begun(tmp_path: Path, players: tuple[str, str, str]) -> Iterator[InProcess]:
    """``players``' board in rounds of 3 and 4 cards: round 1 scored (the first CAT, the
    second OX with E unused, the third AT with Z unused), of round 2 only the first's ZAPS."""
    db = tmp_path / "games.sqlite3"
    rules = tmp_path / "rules.toml"
    rules.write_text("[rules]\nrounds = [3, 4]\n")
    ok("new", *players, "--rules", str(rules), db=db)
    first, second, third = (player.lower() for player in players)
    for hand in ([first, "cat"], [second, "ox", "-u", "e"], [third, "at", "-u", "z"]):
        ok("record", *hand, db=db)
    ok("record", first, "zaps", db=db)
    board = InProcess(db, len(players))
    try:
        yield board
    finally:
        board.stop()


class InProcess:
    """The board of the current game in ``db``, with a seat for each of ``seats`` players
    (their keys kept in the database, as serve makes them)."""

    def __init__(self, db: Path, seats: int) -> None:
        with Store(db) as store:  # closed before the watcher opens its own
            keys = links.board_keys(store)
            links.seat_keys(store, SavedGame.current(store).info.id, seats)
        self.key = keys.board
        self.said: list[str] = []
        self.hub = Hub(MAX_PAGES, PAGES_PER_ADDRESS)
        self.seats = Seats(keys.tokens)
        self.watcher = Watcher(db, None, self.key, self.hub.publish, self.said.append, self.seats)
        desk = SeatDesk(self.seats, self.watcher.run_job, ("127.0.0.1",))
        self.app = board_app(self.key, self.hub, self.said.append, None, desk)
        self.watcher.start()
        assert self.watcher.ready.wait(30), "the watcher never read the game"

    def revoke(self, seat: int) -> None:
        """Revoke the seat's key, as the terminal's revoke does (on the watcher's thread)."""

        def job(game: SavedGame) -> dict[str, Any]:
            links.revoke_seat(game.store, game.info.id, seat)
            self.seats.load(links.kept_seat_keys(game.store, game.info.id))
            return {}

        self.watcher.run_job(job).result(10)

    def stop(self) -> None:
        self.watcher.stop()
        self.watcher.join(10)

    def request(
        self,
        path: str,
        method: str = "GET",
        body: bytes = b"",
        headers: dict[str, str] | None = None,
    ) -> tuple[int, dict[str, str], str]:
        """(status, headers, body as text) of one request to the application."""
        return asyncio.run(self._request(path, method, body, headers or {}))

    def post(
        self, path: str, key: str, typed: dict[str, Any], headers: dict[str, str] | None = None
    ) -> tuple[int, Any]:
        """A seat's page posting ``typed`` as its script does, with the browser's
        ``headers`` (its language): (status, the JSON answer or the line of a refusal)."""
        _, _, page = self.request(f"/seat?key={key}", headers=headers)
        token = read_page(page).meta("seat-token")
        data = json.dumps(typed).encode("utf-8")
        status, answer, text = self.request(
            f"{path}?key={key}",
            "POST",
            data,
            {
                **(headers or {}),
                "content-type": "application/json",
                "x-seat-token": token,
                "origin": f"http://{HOST}",
                "sec-fetch-site": "same-origin",
                "content-length": str(len(data)),
            },
        )
        return status, json.loads(text) if "json" in answer["content-type"] else text

    async def _request(
        self, path: str, method: str, body: bytes, headers: dict[str, str]
    ) -> tuple[int, dict[str, str], str]:
        parts = urlsplit(path)
        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": method,
            "scheme": "http",
            "path": parts.path,
            "raw_path": parts.path.encode("ascii"),
            "query_string": parts.query.encode("ascii"),
            "root_path": "",
            "headers": [
                (name.lower().encode("latin-1"), value.encode("latin-1"))
                for name, value in {"host": HOST, **headers}.items()
            ],
            "client": ("127.0.0.1", 50000),
            "server": ("127.0.0.1", 8123),
        }
        sent = False
        answer: dict[str, Any] = {"body": b""}

        async def receive() -> Message:
            nonlocal sent
            if sent:  # the body was read: all a client has left to say is that it went
                return {"type": "http.disconnect"}
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}

        async def send(message: Message) -> None:
            if message["type"] == "http.response.start":
                answer["status"] = message["status"]
                answer["headers"] = {
                    name.decode("latin-1"): value.decode("latin-1")
                    for name, value in message["headers"]
                }
            elif message["type"] == "http.response.body":
                answer["body"] += message.get("body", b"")

        await self.app(scope, receive, send)
        return answer["status"], answer["headers"], answer["body"].decode("utf-8")


@dataclass
class Element:
    """An element of a page and its text: ``seen`` as the eye reads it (no words said
    only to screen readers), ``said`` as a screen reader does (nothing aria-hidden)."""

    tag: str
    attrs: dict[str, str]
    seen: str = ""
    said: str = ""


@dataclass
class Table:
    caption: Element | None = None
    rows: list[list[Element]] = field(default_factory=list)

    def seen(self) -> list[list[str]]:
        return [[cell.seen for cell in row] for row in self.rows]

    def said(self) -> list[list[str]]:
        return [[cell.said for cell in row] for row in self.rows]


VOID = {"meta", "link", "input", "img", "br", "hr", "use", "path", "rect", "circle", "line"}
VOID |= {"polyline"}


@dataclass
class ReadPage:
    elements: list[Element]
    tables: list[Table]

    def by_id(self, name: str) -> Element:
        (found,) = [e for e in self.elements if e.attrs.get("id") == name]
        return found

    def all(self, tag: str, cls: str = "") -> list[Element]:
        return [
            e
            for e in self.elements
            if e.tag == tag and (not cls or cls in e.attrs.get("class", "").split())
        ]

    def meta(self, name: str) -> str:
        (found,) = [e for e in self.all("meta") if e.attrs.get("name") == name]
        return found.attrs["content"]


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[Element, list[str], list[str]]] = []
        self.elements: list[Element] = []
        self.tables: list[Table] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, {name: value or "" for name, value in attrs})
        if tag in VOID:
            self.elements.append(element)
            return
        self.open.append((element, [], []))
        if tag == "table":
            self.tables.append(Table())
        elif tag == "tr":
            self.tables[-1].rows.append([])

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append(Element(tag, {name: value or "" for name, value in attrs}))

    def handle_data(self, data: str) -> None:
        if self.open:
            self.open[-1][1].append(data)
            self.open[-1][2].append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        while self.open:
            element, seen, said = self.open.pop()
            element.seen, element.said = (
                " ".join("".join(seen).split()),
                " ".join("".join(said).split()),
            )
            if element.attrs.get("aria-hidden") == "true":
                element.said = ""
            self.elements.append(element)
            if element.tag in ("th", "td") and self.tables and self.tables[-1].rows:
                self.tables[-1].rows[-1].append(element)
            elif element.tag == "caption":
                self.tables[-1].caption = element
            if self.open:
                _, parent_seen, parent_said = self.open[-1]
                classes = element.attrs.get("class", "").split()
                if element.tag != "svg" and "spoken" not in classes:
                    parent_seen.append("".join(seen))
                if element.tag != "svg" and element.attrs.get("aria-hidden") != "true":
                    parent_said.append("".join(said))
            if element.tag == tag:
                return


def read_page(page: str) -> ReadPage:
    reader = _Reader()
    reader.feed(page)
    reader.close()
    return ReadPage(reader.elements, reader.tables)

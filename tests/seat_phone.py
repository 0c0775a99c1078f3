"""A player's phone, as the tests hold it: the seat's links read from `serve --seats`, and
the requests its page makes (to 127.0.0.1 only)."""

from __future__ import annotations

import json
import re
import uuid
from typing import Any

from served_board import Served

SEAT = re.compile(r"^  (.+): (http://127\.0\.0\.1:\d+/seat\?key=(\S+))$")


def seat_keys(served: Served, count: int) -> dict[str, str]:
    """Each player's seat key, as the terminal lists them."""
    keys: dict[str, str] = {}
    for line in served.output:
        found = SEAT.match(line)
        if found:
            keys[found.group(1)] = found.group(3)
    while len(keys) < count:
        found = served.wait_for(SEAT, 10)
        assert found is not None, served.output
        keys[found.group(1)] = found.group(3)
    return keys


class Phone:
    """One page of a seat: its token, and what it sends."""

    def __init__(self, served: Served, key: str) -> None:
        self.served = served
        self.key = key
        status, _, page = served.request(f"/seat?key={key}")
        assert status == 200, page
        found = re.search(r'<meta name="seat-token" content="([^"]+)">', page)
        assert found is not None
        self.token = found.group(1)

    def headers(self, **changed: str) -> dict[str, str]:
        headers = {
            "Content-Type": "application/json",
            "X-Seat-Token": self.token,
            "Origin": f"http://127.0.0.1:{self.served.port}",
            "Sec-Fetch-Site": "same-origin",
        }
        headers.update({name.replace("_", "-"): value for name, value in changed.items()})
        return {name: value for name, value in headers.items() if value}

    def post(
        self, path: str, body: dict[str, Any] | str, key: str | None = None, **headers: str
    ) -> tuple[int, Any]:
        """(status, JSON answer or the text of a refusal)."""
        connection = self.served.connection()
        try:
            data = body if isinstance(body, str) else json.dumps(body)
            connection.request(
                "POST",
                f"{path}?key={self.key if key is None else key}",
                body=data,
                headers=self.headers(**headers),
            )
            response = connection.getresponse()
            text = response.read().decode("utf-8")
            kind = response.getheader("content-type", "")
            return response.status, json.loads(text) if "json" in kind else text
        finally:
            connection.close()

    def state(self) -> Any:
        status, _, body = self.served.request(f"/seat/state?key={self.key}")
        assert status == 200, body
        return json.loads(body)

    def check(self, words: str, unused: str = "", round: int = 1, out: bool = False) -> Any:
        status, answer = self.post(
            "/seat/check", {"round": round, "words": words, "unused": unused, "out": out}
        )
        assert status == 200, answer
        return answer

    def send(
        self,
        words: str,
        unused: str = "",
        round: int = 1,
        seen: str = "",
        again: str = "",
        out: bool = False,
    ) -> tuple[int, Any]:
        body = {
            "round": round,
            "words": words,
            "unused": unused,
            "out": out,
            "seen": seen,
            "idempotency": again or uuid.uuid4().hex,
        }
        return self.post("/seat/send", body)

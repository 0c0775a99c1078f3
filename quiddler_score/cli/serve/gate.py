"""The connections the server lets in: none may wait for ever, and none may crowd out the pages.

uvicorn keeps a connection that has sent nothing, or that sends a header line or a byte
of its body now and then, for as long as the client likes, and counts it against its one
cap: a few dozen such sockets (anyone on the Wi-Fi can open them) would blank every phone
and the TV. So the server speaks HTTP through :func:`guarded_protocol`, uvicorn's own h11
protocol with a gate in front:

- a connection must send a whole request, head and body, within ``REQUEST_TIMEOUT``
  seconds of opening, or of its last answer (a kept-alive one), or it is closed; one
  answered before its body is all in (a refusal that does not read it) is closed once
  answered. So a connection is always either counted as waiting here, or being answered
  (the event streams are capped by the hub), until it closes;
- connections waiting for their request are capped, in all and for each address, so
  waiting ones cannot use up the places the pages need; past a cap the oldest waiting
  connection is closed to make room (of the same address, or else of the address with
  the most waiting), never the new one: a client that sends its request promptly always
  gets in.
"""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

REQUEST_TIMEOUT = 5.0  # seconds to send a whole request, head and body
WAITING = 48  # connections at once that have not sent their request yet
WAITING_PER_ADDRESS = 8  # of those, from one address (a browser opens six at most)
# Where h11 is while the client has yet to send all of its request.
SENDING = (h11.IDLE, h11.SEND_BODY)


class Waiting(Protocol):
    def close(self) -> None: ...


class Gate:
    """The connections waiting for a request, by address, oldest first."""

    def __init__(
        self,
        request_timeout: float = REQUEST_TIMEOUT,
        waiting: int = WAITING,
        per_address: int = WAITING_PER_ADDRESS,
    ) -> None:
        self.request_timeout = request_timeout
        self.limit = waiting
        self.per_address = per_address
        self.waiting: dict[str, dict[Waiting, None]] = {}

    def admit(self, address: str, connection: Waiting) -> None:
        """Count ``connection`` as waiting, closing the oldest one past a cap."""
        mine = self.waiting.setdefault(address, {})
        if len(mine) >= self.per_address:
            self._close_oldest(address)
        elif sum(map(len, self.waiting.values())) >= self.limit:
            self._close_oldest(max(self.waiting, key=lambda other: len(self.waiting[other])))
        self.waiting.setdefault(address, {})[connection] = None

    def release(self, address: str, connection: Waiting) -> None:
        mine = self.waiting.get(address, {})
        mine.pop(connection, None)
        if not mine:
            self.waiting.pop(address, None)

    def _close_oldest(self, address: str) -> None:
        oldest = next(iter(self.waiting[address]))
        self.release(address, oldest)
        oldest.close()


def guarded_protocol(gate: Gate) -> type[H11Protocol]:
    """uvicorn's h11 protocol, behind ``gate``."""
    return type("Guarded", (Guarded,), {"gate": gate})


class Guarded(H11Protocol):
    """uvicorn's h11 protocol, each connection counted as waiting until its request is in."""

    gate: Gate
    _address = ""
    _waiting = False
    _deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)
        self._address = self.client[0] if self.client else ""
        self._wait_for_request()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self._waiting and self.conn.their_state not in SENDING:
            self._stop_waiting()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if self.transport.is_closing():
            return
        if self.conn.their_state is h11.SEND_BODY:
            self.close()  # answered without its body: nothing more to read
        elif self.conn.their_state is h11.IDLE:
            self._wait_for_request()  # kept alive: the next request must come promptly

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_waiting()
        super().connection_lost(exc)

    def close(self) -> None:
        """Closed by the gate: waited too long, made room for a newer one, or answered."""
        self._stop_waiting()
        self.transport.close()

    def _wait_for_request(self) -> None:
        if self._waiting:
            return
        self.gate.admit(self._address, self)
        self._waiting = True
        self._deadline = self.loop.call_later(self.gate.request_timeout, self.close)

    def _stop_waiting(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        if self._waiting:
            self._waiting = False
            self.gate.release(self._address, self)

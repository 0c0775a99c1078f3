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
  gets in. The caps are applied once the requests already sent are read (asyncio reads
  what a pass of its loop finds before it runs the timers due in it), so that a burst of
  requests sent at once from one address is served, in order, not cut.
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
    """The connections waiting for a request, by address, oldest first, each with the
    number of its admission."""

    def __init__(
        self,
        request_timeout: float = REQUEST_TIMEOUT,
        waiting: int = WAITING,
        per_address: int = WAITING_PER_ADDRESS,
    ) -> None:
        self.request_timeout = request_timeout
        self.limit = waiting
        self.per_address = per_address
        self.waiting: dict[str, dict[Waiting, int]] = {}
        self.admitted = 0
        self._trim: asyncio.TimerHandle | None = None
        self._read_up_to = 0  # the last admission before the trim was asked for

    def admit(self, address: str, connection: Waiting) -> None:
        """Count ``connection`` as waiting; past a cap, make room once what was sent is read."""
        self.admitted += 1
        self.waiting.setdefault(address, {})[connection] = self.admitted
        if self._over():
            self._trim_soon()

    def release(self, address: str, connection: Waiting) -> None:
        mine = self.waiting.get(address, {})
        mine.pop(connection, None)
        if not mine:
            self.waiting.pop(address, None)

    def trim(self) -> None:
        """Close the oldest waiting connections past the caps, of those admitted before the
        trim was asked for (the loop has read what they sent since); newer ones are left to
        the next trim, once the loop has read theirs."""
        self._trim = None
        for address in list(self.waiting):
            while len(self.waiting.get(address, ())) > self.per_address:
                if not self._close_oldest(address):
                    break
        newer_only: set[str] = set()
        while self._count() > self.limit and len(newer_only) < len(self.waiting):
            others = (address for address in self.waiting if address not in newer_only)
            busiest = max(others, key=lambda address: len(self.waiting[address]))
            if not self._close_oldest(busiest):
                newer_only.add(busiest)
        if self._over():
            self._trim_soon()

    def _count(self) -> int:
        return sum(map(len, self.waiting.values()))

    def _over(self) -> bool:
        mine = (len(waiting) > self.per_address for waiting in self.waiting.values())
        return self._count() > self.limit or any(mine)

    def _trim_soon(self) -> None:
        # A timer due now runs after the reads its pass of the loop finds (asyncio runs
        # them first): the requests already sent are in by then.
        if self._trim is None:
            self._read_up_to = self.admitted
            self._trim = asyncio.get_running_loop().call_later(0, self.trim)

    def _close_oldest(self, address: str) -> bool:
        """Close the oldest connection of ``address``, unless it came after the trim was
        asked for; whether it did."""
        mine = self.waiting[address]
        oldest = next(iter(mine))
        if mine[oldest] > self._read_up_to:
            return False
        self.release(address, oldest)
        oldest.close()
        return True


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

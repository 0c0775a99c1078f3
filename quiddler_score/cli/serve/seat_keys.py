"""The seats' keys: one per seated player, revocable, and what each page may send.

A seat's key, like the board's, is 128 random bits made anew each time the server
starts, and is compared in constant time; a revoked key is remembered, so its page says
it was revoked rather than that nothing is there. Each page carries a token against
cross-site requests (CSRF): a random nonce and its HMAC under the server's secret and
the seat's key, so any page of the seat may send and no other site can forge one. Each
submission carries an idempotency key: the answer to a submission is kept with what it
sent, so a page that sends again after losing its connection is told what happened,
never recorded twice, and a key sent again with another hand is refused.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections import OrderedDict
from typing import Any

from quiddler_score.cli.serve.address import new_key

KEPT_ANSWERS = 512  # submissions whose answers are remembered, the oldest forgotten first
LONGEST_IDEMPOTENCY_KEY = 64


class Seats:
    def __init__(self, count: int, keys: list[str] | None = None) -> None:
        """``count`` seats, with new keys unless ``keys`` are given (play hands its own
        to the server it starts)."""
        self.keys = keys or [new_key() for _ in range(count)]
        self.revoked: set[str] = set()
        self.open = True  # phone entry on
        self._secret = secrets.token_bytes(32)
        # By seat and idempotency key: what was sent (its fingerprint) and the answer.
        self._answers: OrderedDict[tuple[int, str], tuple[str, dict[str, Any]]] = OrderedDict()

    def seat_of(self, key: str) -> int | None:
        """The seat whose key ``key`` is, compared in constant time with every seat's."""
        given = key.encode("utf-8", "surrogateescape")
        found = None
        for seat, kept in enumerate(self.keys):
            if secrets.compare_digest(given, kept.encode("ascii")):
                found = seat
        return found

    def was_revoked(self, key: str) -> bool:
        given = key.encode("utf-8", "surrogateescape")
        return any(secrets.compare_digest(given, old.encode("ascii")) for old in self.revoked)

    def revoke(self, seat: int) -> str:
        """A new key for ``seat``; its old links stop working. The new key."""
        self.revoked.add(self.keys[seat])
        self.keys[seat] = new_key()
        return self.keys[seat]

    def token(self, key: str) -> str:
        """A new page's token against cross-site requests, for the seat of ``key``."""
        nonce = secrets.token_urlsafe(12)
        return f"{nonce}.{self._mac(key, nonce)}"

    def token_fits(self, key: str, token: str) -> bool:
        nonce, _, mac = token.partition(".")
        return bool(nonce) and secrets.compare_digest(
            mac.encode("utf-8", "surrogateescape"), self._mac(key, nonce).encode("ascii")
        )

    def _mac(self, key: str, nonce: str) -> str:
        message = f"{key}\0{nonce}".encode("utf-8", "surrogateescape")
        return hmac.new(self._secret, message, hashlib.sha256).hexdigest()

    def answered(self, seat: int, idempotency: str) -> tuple[str, dict[str, Any]] | None:
        """What the submission ``idempotency`` of ``seat`` sent, and its answer."""
        return self._answers.get((seat, idempotency))

    def keep_answer(self, seat: int, idempotency: str, sent: str, answer: dict[str, Any]) -> None:
        self._answers[(seat, idempotency)] = (sent, answer)
        while len(self._answers) > KEPT_ANSWERS:
            self._answers.popitem(last=False)

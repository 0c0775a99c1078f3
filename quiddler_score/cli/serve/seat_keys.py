"""The seats' keys: one per seated player, revocable, and what each page may send.

A seat's key, like the board's, is 128 random bits kept with the game in the database
(games/log/links.py), so a server started again serves the same links; the keys here
are those the server last read there, loaded again whenever the database changes, and
are compared in constant time. A revoked key is kept too, so its page says it was
revoked rather than that nothing is there. Each page carries a token against
cross-site requests (CSRF): a random nonce and its HMAC under the secret kept beside
the board's key and the seat's key, so any page of the seat may send, even one loaded
before the server started again, and no other site can forge one. Each submission
carries an idempotency key: the answer to a submission is kept with what it sent, so a
page that sends again after losing its connection is told what happened, never
recorded twice, and a key sent again with another hand is refused.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections import OrderedDict
from typing import Any

from quiddler_score.games.log.links import SeatKeys

KEPT_ANSWERS = 512  # submissions whose answers are remembered, the oldest forgotten first
LONGEST_IDEMPOTENCY_KEY = 64


class Seats:
    def __init__(self, secret: bytes) -> None:
        """No seat yet (see :meth:`load`); ``secret`` signs the pages' tokens."""
        self.keys: dict[int, str] = {}
        self.revoked: frozenset[str] = frozenset()
        self.open = True  # phone entry on
        self._secret = secret
        # By seat and idempotency key: what was sent (its fingerprint) and the answer.
        self._answers: OrderedDict[tuple[int, str], tuple[str, dict[str, Any]]] = OrderedDict()

    def seat_of(self, key: str) -> int | None:
        """The seat whose key ``key`` is, compared in constant time with every seat's."""
        given = key.encode("utf-8", "surrogateescape")
        found = None
        for seat, kept in list(self.keys.items()):
            if secrets.compare_digest(given, kept.encode("ascii")):
                found = seat
        return found

    def was_revoked(self, key: str) -> bool:
        given = key.encode("utf-8", "surrogateescape")
        return any(secrets.compare_digest(given, old.encode("ascii")) for old in self.revoked)

    def load(self, kept: SeatKeys) -> None:
        """The keys as the database keeps them, in place of those read before."""
        self.keys, self.revoked = dict(kept.in_force), kept.revoked

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

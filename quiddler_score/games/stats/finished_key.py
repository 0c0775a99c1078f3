"""The key an answer made from a club's finished games is kept under, and reading it back.

Stats' answer, its challenge record and the club records board measures a game against
are each kept with the key of all they were made from: the store's count of changes to
its finished games (schema step 6) and the question asked. Reading the count is one row
whatever the size of the club, so knowing whether a kept answer still holds costs no
more with ten thousand games than with one.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any

from quiddler_score.games.club.local_days import on_or_after
from quiddler_score.games.log.store import GameInfo, Store
from quiddler_score.games.log.stored_json import StoredJsonError, read_object


def finished_key(store: Store, *asked: object) -> str | None:
    """The key of an answer made from the finished games and ``asked`` (JSON values);
    None where the store's count of changes cannot be read (the answer is then made each
    time)."""
    changes = store.finished_changes()
    if changes is None:
        return None
    return hashlib.sha256(json.dumps([changes, *asked]).encode()).hexdigest()


def started_since(listed: Iterable[GameInfo], since: str | None) -> list[int] | None:
    """The games of ``listed`` that ``--since`` keeps, for a key: which they are depends
    on this computer's time zone. None where no date is asked for."""
    if since is None:
        return None
    return [info.id for info in listed if on_or_after(info.created_at, since)]


def kept_object(store: Store, name: str, key: str) -> dict[str, Any] | None:
    """The answer kept as ``name``, if it was made for ``key`` and is whole."""
    try:
        return read_object(store.kept_answer(name, key))
    except StoredJsonError:  # none, or not in its shape: made anew
        return None

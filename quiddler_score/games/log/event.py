"""One entry of a game's log as the store keeps it: a kind and a JSON object."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """One entry of a game's log, as the store keeps it."""

    game_id: int
    seq: int
    kind: str
    payload: Mapping[str, Any]
    created_at: str = ""

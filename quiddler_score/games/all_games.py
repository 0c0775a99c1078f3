"""Every saved game's summary, made from its log once and kept beside it after that."""

from __future__ import annotations

import json
from typing import Any, NamedTuple

from quiddler_score.engine.errors import GameError
from quiddler_score.games.errors import StoreError
from quiddler_score.games.saved_game import SavedGame, scores
from quiddler_score.games.store import Store
from quiddler_score.games.summary import summarize


class GameSummaries(NamedTuple):
    """The summaries of the games that are not deleted, oldest first, and what could not
    be read (one line each, naming the game)."""

    summaries: list[dict[str, Any]]
    unreadable: list[str]


def game_summaries(store: Store) -> GameSummaries:
    """Each game's summary: kept ones whose log has not grown since, the rest made anew
    (and kept)."""
    kept = store.summaries()
    summaries: list[dict[str, Any]] = []
    unreadable: list[str] = []
    made: dict[int, tuple[int, str]] = {}
    for info in store.games():
        cached = kept.get(info.id)
        if cached is not None and cached[0] == info.event_count:
            summaries.append(json.loads(cached[1]))
            continue
        try:
            state = SavedGame(store, info).state()
            summary = summarize(info.id, state.title, info.created_at, scores(state))
        except (GameError, StoreError) as error:
            unreadable.append(f"game {info.id} {info.name!r} cannot be read: {error}")
            continue
        summaries.append(summary)
        made[info.id] = (info.event_count, json.dumps(summary, ensure_ascii=False))
    store.keep_summaries(made)
    return GameSummaries(summaries, unreadable)

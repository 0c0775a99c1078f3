"""``stats`` kept beside the games until a finished game, an alias or the question changes.

Rating every finished game again (openskill, game by game, in order) takes time in
proportion to the games: a club's thousands take seconds. The last answer is kept
with the key of all it was made from (each finished game's id and log length, the
aliases, the dates and names asked for, the format), so asking again reads one value
and the few games in progress; a game finished, changed after it finished, deleted or
restored, or an alias changes the key and the answer is made anew.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any, NamedTuple, cast

from quiddler_score.games.all_games import Progress, game_summaries
from quiddler_score.games.people import ALIASES_KEY, People, read_aliases
from quiddler_score.games.stats import game_stats, in_progress
from quiddler_score.games.stats_rows import Stats
from quiddler_score.games.store import Store
from quiddler_score.games.summary import SUMMARY_FORMAT

KEPT_STATS_KEY = "stats"
# A change to what stats computes changes this, so an answer kept by an older version
# is not read.
STATS_FORMAT = 1


class StatsRead(NamedTuple):
    data: Stats
    unreadable: list[str]  # a line for each game that could not be read


def kept_stats(
    store: Store,
    *,
    since: str | None = None,
    only: Iterable[str] = (),
    progress: Progress | None = None,
) -> StatsRead:
    """``stats --json`` of every game in the store, kept or made anew (and kept).

    What is kept is keyed by the finished games only: a hand recorded in a game still
    in progress leaves it as it is, and the games in progress are read afresh each time.
    """
    only = tuple(only)
    infos = store.games()
    states = store.summary_states()
    stale = [info for info in infos if not _current(states.get(info.id), info.event_count)]
    made = game_summaries(store, stale, progress)  # kept as they are made
    finished = {s["id"] for s in made.summaries if s["complete"]} | {
        info.id
        for info in infos
        if _current(states.get(info.id), info.event_count) and states[info.id][2]
    }
    asked = [
        STATS_FORMAT,
        SUMMARY_FORMAT,
        [(info.id, info.event_count) for info in infos if info.id in finished],
        store.setting(ALIASES_KEY),
        since,
        list(only),
    ]
    key = hashlib.sha256(json.dumps(asked).encode()).hexdigest()
    kept = _kept(store)
    if kept.get("key") == key and not made.unreadable:
        playing = game_summaries(store, [info for info in infos if info.id not in finished])
        data = cast(Stats, kept["data"])
        return StatsRead({**data, **in_progress(playing.summaries, since)}, playing.unreadable)
    read = game_summaries(store, infos)
    data = game_stats(read.summaries, People(read_aliases(store)), since=since, only=only)
    # A game that cannot be read now may be readable later (a dictionary installed):
    # only a whole answer is kept.
    if not read.unreadable:
        store.set_setting(KEPT_STATS_KEY, json.dumps({"key": key, "data": data}))
    return StatsRead(data, read.unreadable)


def _current(state: tuple[int, object, bool] | None, event_count: int) -> bool:
    """Whether a kept summary was made from the whole log, in today's format."""
    return state is not None and state[0] == event_count and state[1] == SUMMARY_FORMAT


def _kept(store: Store) -> dict[str, Any]:
    text = store.setting(KEPT_STATS_KEY)
    try:
        kept = json.loads(text) if text else {}
    except ValueError:  # written by hand or damaged: made anew
        return {}
    return kept if isinstance(kept, dict) and isinstance(kept.get("data"), dict) else {}

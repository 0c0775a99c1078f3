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

from quiddler_score.games.club.local_days import on_or_after
from quiddler_score.games.club.people import aliases_text, people_of
from quiddler_score.games.log.store import GameInfo, Store
from quiddler_score.games.log.stored_json import StoredJsonError, read_object
from quiddler_score.games.stats.all_games import Progress, game_summaries
from quiddler_score.games.stats.records import RIVAL_GAMES
from quiddler_score.games.stats.rows import Stats
from quiddler_score.games.stats.standings import game_stats, in_progress
from quiddler_score.games.summary import SUMMARY_FORMAT

KEPT_STATS_KEY = "stats"
KEPT_HISTORY_KEY = "stats_rating_history"
# A change to what stats computes changes this, so an answer kept by an older version
# is not read.
STATS_FORMAT = 5


class StatsRead(NamedTuple):
    data: Stats
    unreadable: list[str]  # a line for each game that could not be read


def kept_stats(
    store: Store,
    *,
    since: str | None = None,
    only: Iterable[str] = (),
    progress: Progress | None = None,
    history: bool = True,
    rival_games: int = RIVAL_GAMES,
) -> StatsRead:
    """``stats --json`` of every game in the store, kept or made anew (and kept).

    What is kept is keyed by the finished games only: a hand recorded in a game still
    in progress leaves it as it is, and the games in progress are read afresh each time.
    Each person's rating after every game (``rating_history``, most of the answer's size
    in a club) is kept apart and read only when ``history`` is asked for.
    """
    only = tuple(only)
    infos = store.games()
    undated = _undated(infos, since)
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
        aliases_text(store),
        since,
        # The games --since keeps: which they are depends on this computer's time zone.
        None if since is None else [i.id for i in infos if on_or_after(i.created_at, since)],
        list(only),
        rival_games,
    ]
    key = hashlib.sha256(json.dumps(asked).encode()).hexdigest()
    kept = _kept(store, KEPT_STATS_KEY, key)
    past = _kept(store, KEPT_HISTORY_KEY, key) if history else {}
    if kept is not None and past is not None and not made.unreadable:
        playing = game_summaries(store, [info for info in infos if info.id not in finished])
        data = cast(Stats, {**kept, **in_progress(playing.summaries, since)})
        if history:
            data["rating_history"] = past
        return StatsRead(data, playing.unreadable + undated)
    read = game_summaries(store, infos, known=made)  # those just made not read back
    people = people_of(store)
    data = game_stats(read.summaries, people, since=since, only=only, rival_games=rival_games)
    # A game that cannot be read now may be readable later (a dictionary installed), and
    # an alias set aside is said each time: only a whole answer is kept, and only where
    # the database can be written.
    if not read.unreadable and not people.notes:
        answer = {name: value for name, value in data.items() if name != "rating_history"}
        store.keep_answer(KEPT_STATS_KEY, key, json.dumps(answer))
        store.keep_answer(KEPT_HISTORY_KEY, key, json.dumps(data.get("rating_history", {})))
    return StatsRead(data, read.unreadable + undated + people.notes)


def _undated(infos: list[GameInfo], since: str | None) -> list[str]:
    """A line for each game --since leaves out because when it started cannot be read."""
    return [
        f"game {info.id} {info.name!r}: when it started cannot be read, so --since leaves it out"
        for info in infos
        if since is not None and not info.created_at
    ]


def _current(state: tuple[int | None, object, bool] | None, event_count: int) -> bool:
    """Whether a kept summary was made from the whole log, in today's format."""
    return state is not None and state[0] == event_count and state[1] == SUMMARY_FORMAT


def _kept(store: Store, name: str, key: str) -> dict[str, Any] | None:
    """The part of the answer kept as ``name``, if it was made for ``key`` and is whole."""
    try:
        return read_object(store.kept_answer(name, key))
    except StoredJsonError:  # none, or not in its shape: made anew
        return None

"""``stats`` kept beside the games until a finished game, an alias or the question changes.

Rating every finished game again (openskill, game by game, in order) takes time in
proportion to the games: a club's thousands take seconds. The last answer is kept
with the key of all it was made from (the store's count of changes to its finished
games, the aliases, the dates and names asked for, the format), beside the list of the
games it counted as finished, so asking again reads a few rows and the games in progress
(every game not in that list), however many games the club keeps; a game finished,
changed after it finished, deleted or restored, or an alias changes the key and the
answer is made anew.
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
KEPT_FINISHED_KEY = "stats_finished_games"
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
    key = _key(store, since, only, rival_games)
    if key is not None:
        kept = _read_kept(store, key, since, history)
        if kept is not None:
            return kept
    # What is kept must be what the key says it was made from: if any other process
    # writes while the answer is made, it is used but not kept.
    written = store.data_version()
    infos = store.games()
    read = game_summaries(store, infos, progress)  # those made are kept as they are made
    people = people_of(store)
    data = game_stats(read.summaries, people, since=since, only=only, rival_games=rival_games)
    # A game that cannot be read now may be readable later (a dictionary installed), and
    # an alias set aside is said each time: only a whole answer is kept, and only where
    # the database can be written.
    if not read.unreadable and not people.notes:
        made_for = _key(store, since, only, rival_games)  # after the summaries made
        if made_for is not None and store.data_version() == written:
            answer = {name: value for name, value in data.items() if name != "rating_history"}
            finished = [s["id"] for s in read.summaries if s["complete"]]
            store.keep_answer(KEPT_STATS_KEY, made_for, json.dumps(answer))
            store.keep_answer(
                KEPT_HISTORY_KEY, made_for, json.dumps(data.get("rating_history", {}))
            )
            store.keep_answer(KEPT_FINISHED_KEY, made_for, json.dumps({"games": finished}))
    return StatsRead(data, read.unreadable + _undated(infos, since) + people.notes)


def _key(store: Store, since: str | None, only: tuple[str, ...], rival_games: int) -> str | None:
    """The key of the answer asked for; None where the store's count of changes to its
    finished games cannot be read (the answer is then made each time)."""
    changes = store.finished_changes()
    if changes is None:
        return None
    asked = [
        STATS_FORMAT,
        SUMMARY_FORMAT,
        changes,
        aliases_text(store),
        since,
        # The games --since keeps: which they are depends on this computer's time zone.
        None
        if since is None
        else [i.id for i in store.games() if on_or_after(i.created_at, since)],
        list(only),
        rival_games,
    ]
    return hashlib.sha256(json.dumps(asked).encode()).hexdigest()


def _read_kept(store: Store, key: str, since: str | None, history: bool) -> StatsRead | None:
    """The answer kept for ``key`` with the games in progress read afresh, if it is whole
    and every game it did not count is still in progress."""
    kept = _kept(store, KEPT_STATS_KEY, key)
    finished = _kept(store, KEPT_FINISHED_KEY, key)
    past = _kept(store, KEPT_HISTORY_KEY, key) if history else {}
    if kept is None or finished is None or past is None:
        return None
    ids = finished.get("games")
    if type(ids) is not list or not all(type(each) is int for each in ids):
        return None
    playing = game_summaries(store, store.games_but(ids))
    # A game finished by entries written elsewhere, whose summary is only made now.
    if any(summary["complete"] for summary in playing.summaries):
        return None
    data = cast(Stats, {**kept, **in_progress(playing.summaries, since)})
    if history:
        data["rating_history"] = past
    undated = [] if since is None else _undated(store.games(), since)
    return StatsRead(data, playing.unreadable + undated)


def _undated(infos: list[GameInfo], since: str | None) -> list[str]:
    """A line for each game --since leaves out because when it started cannot be read."""
    return [
        f"game {info.id} {info.name!r}: when it started cannot be read, so --since leaves it out"
        for info in infos
        if since is not None and not info.created_at
    ]


def _kept(store: Store, name: str, key: str) -> dict[str, Any] | None:
    """The part of the answer kept as ``name``, if it was made for ``key`` and is whole."""
    try:
        return read_object(store.kept_answer(name, key))
    except StoredJsonError:  # none, or not in its shape: made anew
        return None

"""``stats`` kept beside the games until a finished game, an alias or the question changes.

Rating every finished game again (openskill, game by game, in order) takes time in
proportion to the games: a club's thousands take seconds. The last answer is kept
with the key of all it was made from (the store's count of changes to its finished
games, the aliases, the dates and names asked for, the format), beside the list of the
games it counted as finished, so asking again reads a few rows and the games in progress
(every game not in that list), however many games the club keeps; a game finished,
changed after it finished, deleted or restored, or an alias changes the key and the
answer is made anew. Names typed are matched among everyone who played, the players of
the games in progress too: an answer of some players is made anew when one of the names
typed means someone else among them now.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, NamedTuple, TypeGuard, cast

from quiddler_score.engine.errors import UnknownPlayer
from quiddler_score.games.club.people import People, aliases_text, people_of
from quiddler_score.games.log.store import GameInfo, Store
from quiddler_score.games.stats.all_games import Progress, game_summaries
from quiddler_score.games.stats.finished_key import finished_key, kept_object, started_since
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
    finished: list[int]
    """The games counted as finished (every game's, whatever ``since`` asked): an answer
    made from them is keyed by them (the challenge record)."""


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
    # Listed once for both the key and the games --since cannot date.
    listed = store.games() if since is not None else []
    key = _key(store, since, only, rival_games, listed)
    if key is not None:
        kept = _read_kept(store, key, since, only, history, listed)
        if kept is not None:
            return kept
    # What is kept must be what the key says it was made from: if any other process
    # writes while the answer is made, it is used but not kept.
    written = store.data_version()
    infos = store.games()
    read = game_summaries(store, infos, progress)  # those made are kept as they are made
    people = people_of(store)
    data = game_stats(read.summaries, people, since=since, only=only, rival_games=rival_games)
    finished = [s["id"] for s in read.summaries if s["complete"]]
    # A game that cannot be read now may be readable later (a dictionary installed), and
    # an alias set aside is said each time: only a whole answer is kept, and only where
    # the database can be written.
    if not read.unreadable and not people.notes:
        made_for = _key(store, since, only, rival_games, infos)  # after the summaries made
        if made_for is not None and store.data_version() == written:
            answer = {name: value for name, value in data.items() if name != "rating_history"}
            store.keep_answer(KEPT_STATS_KEY, made_for, json.dumps(answer))
            store.keep_answer(
                KEPT_HISTORY_KEY, made_for, json.dumps(data.get("rating_history", {}))
            )
            counted = {"games": finished, **_names_of(read.summaries, people, only)}
            store.keep_answer(KEPT_FINISHED_KEY, made_for, json.dumps(counted))
    return StatsRead(data, read.unreadable + _undated(infos, since) + people.notes, finished)


def _key(
    store: Store,
    since: str | None,
    only: tuple[str, ...],
    rival_games: int,
    listed: list[GameInfo],
) -> str | None:
    """The key of the answer asked for, ``listed`` the store's games when ``since`` is
    given; None where the store's count of changes to its finished games cannot be read
    (the answer is then made each time)."""
    return finished_key(
        store,
        STATS_FORMAT,
        SUMMARY_FORMAT,
        aliases_text(store),
        since,
        started_since(listed, since),
        list(only),
        rival_games,
    )


def _names_of(
    summaries: list[dict[str, Any]], people: People, only: tuple[str, ...]
) -> dict[str, list[str]]:
    """What the names typed were matched among, kept beside an answer of some players:
    the names of the finished games (those of the games in progress are read afresh),
    and the people the names typed were found to be."""
    if not only:
        return {}
    names = [name for s in summaries if s["complete"] for name in s["totals"]]
    everyone = [name for s in summaries for name in s["totals"]]
    return {"names": list(dict.fromkeys(names)), "matched": _matched(people, only, everyone)}


def _matched(people: People, only: tuple[str, ...], everyone: list[str]) -> list[str]:
    """The people the names typed are among those who played as ``everyone``, as stats
    finds them; UnknownPlayer where one is no one (or two people)."""
    return sorted({people.find(name, everyone) for name in only})


def _still_matched(
    store: Store, counted: dict[str, Any], only: tuple[str, ...], playing: list[dict[str, Any]]
) -> bool:
    """Whether the names typed are the same people now that the players of the games in
    progress, read afresh, are among those they are matched with (a game begun since by
    Bo makes Bo no longer the start of Bob)."""
    if not only:
        return True
    names, matched = counted.get("names"), counted.get("matched")
    if not (_texts(names) and _texts(matched)):
        return False
    everyone = [*names, *(name for s in playing for name in s["totals"])]
    try:
        return _matched(people_of(store), only, everyone) == matched
    except UnknownPlayer:  # said as stats says it, by the answer made anew
        return False


def _texts(value: Any) -> TypeGuard[list[str]]:
    return type(value) is list and all(type(each) is str for each in value)


def _read_kept(
    store: Store,
    key: str,
    since: str | None,
    only: tuple[str, ...],
    history: bool,
    listed: list[GameInfo],
) -> StatsRead | None:
    """The answer kept for ``key`` with the games in progress read afresh, if it is whole,
    every game it did not count is still in progress, and the names typed are matched
    with the same people."""
    kept = kept_object(store, KEPT_STATS_KEY, key)
    finished = kept_object(store, KEPT_FINISHED_KEY, key)
    past = kept_object(store, KEPT_HISTORY_KEY, key) if history else {}
    if kept is None or finished is None or past is None:
        return None
    ids = finished.get("games")
    if type(ids) is not list or not all(type(each) is int for each in ids):
        return None
    playing = game_summaries(store, store.games_but(ids))
    # A game finished by entries written elsewhere, whose summary is only made now.
    if any(summary["complete"] for summary in playing.summaries):
        return None
    if not _still_matched(store, finished, only, playing.summaries):
        return None
    data = cast(Stats, {**kept, **in_progress(playing.summaries, since)})
    if history:
        data["rating_history"] = past
    undated = _undated(listed, since)
    return StatsRead(data, playing.unreadable + undated, ids)


def _undated(infos: list[GameInfo], since: str | None) -> list[str]:
    """A line for each game --since leaves out because when it started cannot be read."""
    return [
        f"game {info.id} {info.name!r}: when it started cannot be read, so --since leaves it out"
        for info in infos
        if since is not None and not info.created_at
    ]

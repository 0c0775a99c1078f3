"""``stats`` of a whole club: made from every game's kept summary on every call.

Nothing of the answer is kept: each game's summary, written in the transaction of each
of its entries, holds what stats needs (the challenges decided in it too), so the answer
is one pass over the summaries, and reads as the games stand now.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from quiddler_score.games.club.people import people_of
from quiddler_score.games.log.listing import GameInfo, games
from quiddler_score.games.log.store import Store
from quiddler_score.games.rulings.challenge_record import (
    ChallengeRecord,
    challenge_record,
    decided_challenges,
)
from quiddler_score.games.stats.all_games import Progress, game_summaries
from quiddler_score.games.stats.rows import Stats
from quiddler_score.games.stats.standings import finished_games, game_stats


class ClubStats(NamedTuple):
    data: Stats
    challenges: ChallengeRecord
    unreadable: list[str]
    """A line for each game that could not be read, or that --since cannot date, and for
    each alias set aside."""


def club_stats(
    store: Store,
    *,
    since: str | None,
    only: Iterable[str],
    rival_games: int,
    progress: Progress | None = None,
) -> ClubStats:
    """``stats --json`` of every game in the store: ``since`` (YYYY-MM-DD) leaves out the
    games started before that day, ``only`` keeps the people named (see game_stats)."""
    only = tuple(only)
    infos = games(store)
    read = game_summaries(store, infos, progress)
    people = people_of(store)
    data = game_stats(read.summaries, people, since=since, only=only, rival_games=rival_games)
    finished = finished_games(read.summaries, since)
    record = challenge_record(decided_challenges(s.summary for s in finished), people)
    if only:
        names = {row["name"] for row in data["players"]}
        record["people"] = [row for row in record["people"] if row["name"] in names]
    return ClubStats(data, record, read.unreadable + _undated(infos, since) + people.notes)


def _undated(infos: list[GameInfo], since: str | None) -> list[str]:
    """A line for each game --since leaves out because when it started cannot be read."""
    return [
        f"game {info.id} {info.name!r}: when it started cannot be read, so --since leaves it out"
        for info in infos
        if since is not None and not info.created_at
    ]

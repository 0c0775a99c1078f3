"""``stats`` of a whole club, made from every game's kept summary.

Each game's summary, written in the transaction of each of its entries, holds what
stats needs (the challenges decided in it too), so the answer is one pass over the
summaries. At a club's 2,000 games that pass is most of what ``stats`` costs, so the
answer is also stored, with all it was made from: every finished game's row and the
length of its log (as the summaries' rows say), the aliases and the question. While
none of that changes it is read back, and only the games in progress are read afresh:
a hand of one leaves it. Only an answer from every game, read as it is, is stored.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import NamedTuple, cast

from quiddler_score.games.club.local_days import on_or_after
from quiddler_score.games.club.people import aliases_text, people_of
from quiddler_score.games.log.derived import finished_logs, store_answer, stored_answer
from quiddler_score.games.log.listing import GameInfo, games
from quiddler_score.games.log.store import Store
from quiddler_score.games.rulings.challenge_record import (
    ChallengeRecord,
    challenge_record,
    decided_challenges,
)
from quiddler_score.games.stats.all_games import Progress, SavedSummary, game_rows, game_summaries
from quiddler_score.games.stats.rows import Stats
from quiddler_score.games.stats.standings import finished_games, game_stats, in_progress, seating
from quiddler_score.games.summary import SUMMARY_FORMAT
from quiddler_score.language import _

# The question stats' answer is stored under, and its format: a change to what stats
# computes changes it, so an answer stored by an older version is made anew.
STORED_AS = "stats"
STATS_FORMAT = 1


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
    # What is stored must be what it says it was made from: if another process writes
    # while the answer is read or made (an alias between the people and the key, say),
    # it is used but not stored.
    written = store.data_version()
    infos = games(store)
    ended = finished_logs(store)
    finished = [info for info in infos if ended.get(info.id) == info.event_count]
    finished_ids = {info.id for info in finished}
    playing = game_summaries(store, [i for i in infos if i.id not in finished_ids], progress)
    people = people_of(store)
    question = [STATS_FORMAT, SUMMARY_FORMAT, aliases_text(store), since, only, rival_games]
    if not any(saved.summary.complete for saved in playing.summaries):
        made_from = _made_from(question, finished, playing.summaries, since, only)
        stored = stored_answer(store, STORED_AS, made_from)
        if stored is not None:
            answer = json.loads(stored)
            data = cast(Stats, {**answer["stats"], **in_progress(playing.summaries, since)})
            said = playing.unreadable + _undated(infos, since) + people.notes
            return ClubStats(data, answer["challenges"], said)
    read = game_summaries(store, infos, progress)
    data = game_stats(read.summaries, people, since=since, only=only, rival_games=rival_games)
    counted = finished_games(read.summaries, since)
    record = challenge_record(decided_challenges((s.summary, seating(people, s)) for s in counted))
    if only:
        names = {row["name"] for row in data["players"]}
        record["people"] = [row for row in record["people"] if row["name"] in names]
    if not read.problems and not people.notes:
        done = [s.info for s in read.summaries if s.summary.complete]
        still = [s for s in read.summaries if not s.summary.complete]
        made_from = _made_from(question, done, still, since, only)
        text = json.dumps({"stats": data, "challenges": record}, ensure_ascii=False)
        store_answer(store, STORED_AS, made_from, text, read_at=written)
    return ClubStats(data, record, read.unreadable + _undated(infos, since) + people.notes)


def _made_from(
    question: list[object],
    finished: Sequence[GameInfo],
    playing: Sequence[SavedSummary],
    since: str | None,
    only: tuple[str, ...],
) -> str:
    """All a stored answer is made from: the question, each finished game's row and the
    length of its log, which of them ``since`` keeps on this computer's clock, and where
    names were typed, everyone who plays in the games in progress (they are matched
    among them too)."""
    return json.dumps(
        [
            *question,
            game_rows(finished),
            [info.id for info in finished if on_or_after(info.created_at, since)],
            sorted({name for s in playing for name in s.summary.totals}) if only else [],
        ],
        ensure_ascii=False,
    )


def _undated(infos: list[GameInfo], since: str | None) -> list[str]:
    """A line for each game --since leaves out because when it started cannot be read."""
    return [
        _("game {id} {name}: when it started cannot be read, so --since leaves it out").format(
            id=info.id, name=repr(info.name)
        )
        for info in infos
        if since is not None and not info.created_at
    ]

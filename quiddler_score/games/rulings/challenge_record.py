"""Challenges as ``stats`` shows them: the words challenged most, and each person's
challenges won and lost, as challenger and as the word's owner."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TypedDict

from quiddler_score.games.club.people import People
from quiddler_score.games.summary import GameSummary, Outcome

MOST_CHALLENGED = 5


class ChallengedWord(TypedDict):
    word: str
    challenges: int
    struck: int


class WonLost(TypedDict):
    won: int
    lost: int


class PersonChallenges(TypedDict):
    name: str
    made: WonLost
    """Challenges of others' words: won when the word was struck."""
    faced: WonLost
    """Challenges of their own words: won when the word stood."""


class ChallengeRecord(TypedDict):
    most_challenged: list[ChallengedWord]
    people: list[PersonChallenges]


def decided_challenges(summaries: Iterable[GameSummary]) -> Counter[Outcome]:
    """Each challenge decided in the games of ``summaries``, as often as it was decided so."""
    return Counter(outcome for summary in summaries for outcome in summary.challenged)


def challenge_record(decided: Counter[Outcome], people: People) -> ChallengeRecord:
    """The words challenged most (at most MOST_CHALLENGED, ties by word) and each
    person's record, from each outcome and how often it came, names joined as ``people``
    says."""
    challenged: Counter[str] = Counter()
    struck: Counter[str] = Counter()
    rows: dict[str, PersonChallenges] = {}

    def row(name: str) -> PersonChallenges:
        key = people.key(name)
        if key not in rows:
            rows[key] = {
                "name": people.shown(name),
                "made": {"won": 0, "lost": 0},
                "faced": {"won": 0, "lost": 0},
            }
        return rows[key]

    for outcome, times in decided.items():
        challenged[outcome.letters] += times
        struck[outcome.letters] += 0 if outcome.stood else times
        row(outcome.challenger)["made"]["lost" if outcome.stood else "won"] += times
        row(outcome.player)["faced"]["won" if outcome.stood else "lost"] += times
    most = sorted(challenged.items(), key=lambda item: (-item[1], item[0]))[:MOST_CHALLENGED]
    return {
        "most_challenged": [
            {"word": word, "challenges": count, "struck": struck[word]} for word, count in most
        ],
        "people": sorted(rows.values(), key=lambda person: person["name"].casefold()),
    }

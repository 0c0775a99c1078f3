"""Challenges as ``stats`` shows them: the words challenged most, and each person's
challenges won and lost, as challenger and as the word's owner."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import NamedTuple, TypedDict

from quiddler_score.games.club.people import Person
from quiddler_score.games.summary import GameSummary

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


class Decided(NamedTuple):
    """A challenge decided: by which person, of whose word, and whether the word stood."""

    challenger: Person
    player: Person
    letters: str
    stood: bool


def decided_challenges(
    seated: Iterable[tuple[GameSummary, Mapping[str, Person]]],
) -> Counter[Decided]:
    """Each challenge decided in the games of ``seated`` (each summary with the person each
    of its players is, as the players table counts them: People.at_table), as often as
    it was decided so."""
    decided: Counter[Decided] = Counter()
    for summary, people in seated:
        for outcome in summary.challenged:
            by, of = people[outcome.challenger], people[outcome.player]
            decided[Decided(by, of, outcome.letters, outcome.stood)] += 1
    return decided


def challenge_record(decided: Counter[Decided]) -> ChallengeRecord:
    """The words challenged most (at most MOST_CHALLENGED, ties by word) and each
    person's record, from each challenge decided and how often it came."""
    challenged: Counter[str] = Counter()
    struck: Counter[str] = Counter()
    rows: dict[str, PersonChallenges] = {}

    def row(person: Person) -> PersonChallenges:
        if person.key not in rows:
            rows[person.key] = {
                "name": person.shown,
                "made": {"won": 0, "lost": 0},
                "faced": {"won": 0, "lost": 0},
            }
        return rows[person.key]

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

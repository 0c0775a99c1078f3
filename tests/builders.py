"""Short ways to write rounds and summaries in tests: ``hand("(qu)ite", unused="z a")``;
a clock for the store that ticks a second at each reading, and a database file read
without the store."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from quiddler_score.engine import cards
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.scoring import Challenge, Hand, RoundPlay, Scoreboard, score_game
from quiddler_score.engine.table import Table
from quiddler_score.engine.verdict import Verdict
from quiddler_score.games.log.listing import GameInfo
from quiddler_score.games.stats.all_games import SavedSummary
from quiddler_score.games.summary import (
    Challenges,
    GameSummary,
    MostWords,
    Outcome,
    PlayerSummary,
    WordAt,
)


def hand(*words: str, unused: str = "") -> Hand:
    return Hand(tuple(cards.word(w) for w in words), cards.cards(unused))


def challenge(by: str, player: str, word: str, ruling: bool | None = None) -> Challenge:
    return Challenge(by, player, cards.word(word), ruling)


def table(*players: str, **rules: object) -> Table:
    return Table.seat(list(players), rules=RuleSettings.from_table(rules))


def judge_by_list(*rejected: str) -> object:
    """A judge for engine tests, which never open a dictionary: it rejects ``rejected``."""

    def judge(word: cards.Word) -> Verdict:
        if word.letters.lower() in rejected:
            return Verdict(str(word), False, "not_found", f"{word} is not in the test dictionary")
        return Verdict(str(word), True, "word", f"{word} is in the test dictionary")

    return judge


def filler_rounds(players: tuple[str, ...], count: int) -> list[RoundPlay]:
    """Rounds in which every player holds only unused vowels (cheap, legal, no words)."""
    return [RoundPlay(n, _vowel_hands(players, n + 2)) for n in range(1, count + 1)]


def _vowel_hands(players: tuple[str, ...], size: int) -> dict[str, Hand]:
    # 10 A, 12 E, 8 I, 8 O, 6 U: enough single vowels for 4 players up to 10 cards.
    pool = ["a"] * 10 + ["e"] * 12 + ["i"] * 8 + ["o"] * 8 + ["u"] * 6
    hands = {}
    for player in players:
        taken, pool = pool[:size], pool[size:]
        hands[player] = Hand((), cards.cards(taken))
    return hands


def scored(game_table: Table, *rounds: RoundPlay, judge: object = None) -> Scoreboard:
    return score_game(game_table, rounds, judge=judge)  # type: ignore[arg-type]


# RULES.md section 6, the worked example: round 2 of Ann, Bob and Cy (4 cards each),
# Ann goes out. Each hand as its words and its unused cards, kept once for every test.
RULES_EXAMPLE_HANDS: dict[str, tuple[tuple[str, ...], str]] = {
    "Ann": (("(qu)ite",), ""),
    "Bob": (("ox",), "z a"),
    "Cy": (("at", "be"), ""),
}
RULES_EXAMPLE_OUT = "Ann"


def rules_example_round(*challenges: Challenge) -> RoundPlay:
    """RULES.md section 6's round 2, with ``challenges`` made in it."""
    hands = {p: hand(*words, unused=unused) for p, (words, unused) in RULES_EXAMPLE_HANDS.items()}
    return RoundPlay(2, hands, went_out=RULES_EXAMPLE_OUT, challenges=challenges)


def saved_summary(data: Mapping[str, Any]) -> SavedSummary:
    """A saved game's summary written out as plain data (the game's id, name and start
    beside its numbers, each player's as a dict), typed as the store reads it back."""
    players = {name: _player_summary(numbers) for name, numbers in data["players"].items()}
    summary = GameSummary(
        imported=data.get("imported", False),
        complete=data["complete"],
        open_round=data.get("open_round"),
        rounds=data["rounds"],
        shape=tuple(data["shape"]),
        totals=data["totals"],
        winners=tuple(data["winners"]),
        leaders=tuple(data.get("leaders", data["winners"])),
        players=players,
        after_round_4=data.get("after_round_4"),
        challenged=tuple(Outcome(*each) for each in data.get("challenged", ())),
        handicaps=data.get("handicaps", {}),
    )
    at = data["created_at"]
    return SavedSummary(GameInfo(data["id"], data["name"], at, 1, at), summary)


def _player_summary(numbers: Mapping[str, Any]) -> PlayerSummary:
    def word(found: Mapping[str, Any] | None, measure: str) -> WordAt | None:
        return None if found is None else WordAt(found["word"], found[measure], found["round"])

    most = numbers["most_words"]
    return PlayerSummary(
        best_round=numbers["best_round"],
        best_round_at=numbers["best_round_at"],
        went_out=numbers["went_out"],
        longest_word_bonus=numbers["longest_word_bonus"],
        most_words_bonus=numbers["most_words_bonus"],
        challenges=Challenges(**numbers["challenges"]),
        longest_word=word(numbers["longest_word"], "letters"),
        best_word=word(numbers["best_word"], "points"),
        most_words=None if most is None else MostWords(most["words"], most["round"]),
    )


START = datetime(2024, 3, 1, 19, 0, tzinfo=UTC)


class TickingClock:
    """A clock for the store that moves one second forward each time it is read."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        now = self.now
        self.now += timedelta(seconds=1)
        return now


def at(seconds: int) -> str:
    """The stored form of START + seconds."""
    return (START + timedelta(seconds=seconds)).isoformat(timespec="microseconds")


def raw(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, isolation_level=None)


def pragma(path: Path, name: str) -> object:
    conn = raw(path)
    try:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]
    finally:
        conn.close()


def schema(path: Path) -> list[tuple[str, str]]:
    conn = raw(path)
    try:
        return conn.execute("SELECT name, sql FROM sqlite_master ORDER BY name").fetchall()
    finally:
        conn.close()

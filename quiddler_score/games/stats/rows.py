"""The shape of ``stats --json``: what each person's row, the head to head and the
rating history hold, typed for the code that makes them and the code that shows them."""

from __future__ import annotations

from typing import NotRequired, TypedDict

from quiddler_score.games.stats.records import ClubRecords, PersonRecords, TableSize


class ChallengeCounts(TypedDict):
    made: int
    won: int
    lost: int
    points: int  # the struck words' values won, less the penalties paid


class HandicappedCounts(TypedDict):
    """A person's games at a table with handicaps (RULES.md section 8), kept apart from
    the games as played: those games, the wins on the handicapped totals, and the
    points the person's handicaps gave them."""

    games: int
    wins: int
    points: int


class WordRecord(TypedDict, total=False):
    """A person's longest (``letters``) or highest-scoring (``points``) word, and where."""

    word: str
    letters: int
    points: int
    round: int
    game: str
    game_id: int


class RatingFigures(TypedDict):
    mu: float
    sigma: float
    ordinal: float  # mu - 3 sigma: the leaderboard's order


class PersonTally(TypedDict):
    """What a person's row adds up game by game."""

    name: str
    games: int
    wins: int
    shared_wins: int
    best_round: int | None
    went_out: int
    longest_word_bonus: int
    most_words_bonus: int
    challenges: ChallengeCounts
    handicapped: HandicappedCounts
    longest_word: WordRecord | None
    best_word: WordRecord | None


class PersonRow(PersonTally):
    win_rate: float
    average_total: float
    best_total: int
    worst_total: int
    # The games those totals are of: the standard shape when the person played one,
    # else the shape they played most. Games of other shapes are totalled apart.
    totals_of: str
    other_shapes: list[ShapeTotals]
    rating: RatingFigures
    records: PersonRecords  # rivals, personal bests, streaks, by table size


class ShapeTotals(TypedDict):
    """A person's totals in the games of one shape (their hand sizes, round by round)."""

    shape: str
    rounds: list[int]
    games: int
    average_total: float
    best_total: int
    worst_total: int


class GameInProgress(TypedDict):
    id: int
    name: str
    rounds: int
    of: int  # the rounds of the game: 8 in a standard game


class RatingPoint(TypedDict):
    game: int
    ordinal: float


class Stats(TypedDict):
    games: int
    in_progress: int
    in_progress_games: list[GameInProgress]
    players: list[PersonRow]
    head_to_head: dict[str, dict[str, int]]
    rival_games: int  # the games together that make two people rivals
    club_records: ClubRecords
    table_sizes: list[TableSize]  # the club's games at tables of 2, 3-4 and 5+
    # Each person's rating after every game: left out where it is not asked for.
    rating_history: NotRequired[dict[str, list[RatingPoint]]]


class NightRow(TypedDict):
    name: str
    games: int
    wins: int
    points: int

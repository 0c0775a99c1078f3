"""The club records a game sets while it is played, said in ``play`` and on ``board``.

A round sets a record when its best score is higher than the club's highest round, or
its longest word has more letters than the club's longest word: the club's records from
every other finished game (stats' records, made from their summaries on every call), and
the rounds of this game before it. A finished game sets one when a total is higher than the club's
highest total, in a game of the shape whose totals the club compares. Equal is not a new
record (the first to reach a figure holds it); of two players who pass it in one round,
the higher holds it (on equal figures, the one seated first). A club with no record of a
kind yet, such as one playing its first game, is told of none: there is nothing yet to
beat.
"""

from __future__ import annotations

from typing import NamedTuple

from quiddler_score.engine.rules import shape_name
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.games.club.people import people_of
from quiddler_score.games.log.store import Store
from quiddler_score.games.stats.all_games import game_summaries
from quiddler_score.games.stats.records import ClubRecords, records_of
from quiddler_score.games.stats.standings import seating


class NewRecord(NamedTuple):
    """A club record set in a game: in which round, of what, by whom, and the record it
    beat (its figure and holder)."""

    round: int
    kind: str  # "highest_round", "longest_word" or "highest_total"
    player: str
    value: int
    word: str | None  # the longest word
    beaten: int
    beaten_by: str


def club_records_before(store: Store, game_id: int) -> ClubRecords:
    """The club's records from its finished games other than ``game_id``."""
    finished = sorted(
        (s for s in game_summaries(store).summaries if s["complete"] and s["id"] != game_id),
        key=lambda s: (s["created_at"], s["id"]),
    )
    people = people_of(store)
    return records_of(finished, {s["id"]: seating(people, s) for s in finished}).club


def new_records(before: ClubRecords, board: Scoreboard) -> list[NewRecord]:
    """The records ``board``'s rounds set, round by round, over the club's ``before``."""
    found: list[NewRecord] = []
    top, longest = before["highest_round"], before["longest_word"]
    best_round = None if top is None else (top["value"], top["holder"])
    best_word = None if longest is None else (longest["value"], longest["holder"])
    for result in board.rounds:
        scores = [(mine.round_score, mine.player) for mine in result.players]
        high, player = max(scores, key=lambda each: each[0])  # the first seated on a tie
        if best_round is not None and high > best_round[0]:
            found.append(NewRecord(result.number, "highest_round", player, high, None, *best_round))
            best_round = (high, player)
        words = [
            (word.letter_count, word, mine.player) for mine in result.players for word in mine.words
        ]
        if words:
            letters, word, player = max(words, key=lambda each: each[0])
            if best_word is not None and letters > best_word[0]:
                found.append(
                    NewRecord(result.number, "longest_word", player, letters, str(word), *best_word)
                )
                best_word = (letters, player)
    total = before["highest_total"]
    shape = shape_name(board.table.rules.rounds)
    if board.over and total is not None and shape == before["totals_of"] and board.rounds:
        player, high = max(board.totals.items(), key=lambda each: each[1])
        if high > total["value"]:
            last = board.rounds[-1].number
            found.append(
                NewRecord(
                    last, "highest_total", player, high, None, total["value"], total["holder"]
                )
            )
    return found

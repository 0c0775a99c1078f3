"""The club records a game sets while it is played, said in ``play`` and on ``board``.

A round sets a record when its best score is higher than the club's highest round, or
its longest word has more letters than the club's longest word: the club's records from
every other finished game (stats' records), and the rounds of this game before it. A
finished game sets one when a total is higher than the club's highest total, in a game
of the shape whose totals the club compares. Equal is not a new
record (the first to reach a figure holds it); of two players who pass it in one round,
the higher holds it (on equal figures, the one seated first). A club with no record of a
kind yet, such as one playing its first game, is told of none: there is nothing yet to
beat.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, NamedTuple, cast

from quiddler_score.engine.rules import shape_name
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.games.club.people import aliases_text, people_of
from quiddler_score.games.log.derived import store_answer, stored_answer
from quiddler_score.games.log.listing import games
from quiddler_score.games.log.store import Store
from quiddler_score.games.stats.all_games import game_rows
from quiddler_score.games.summary import SUMMARY_FORMAT
from quiddler_score.language import speaking

if TYPE_CHECKING:
    from quiddler_score.games.stats.records import ClubRecords

# The question the club records are stored under, and the format of what is stored: a
# change to what the records hold changes it, so records stored before are made anew.
STORED_AS = "club_records"
RECORDS_FORMAT = 1


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
    """The club's records from its finished games other than ``game_id``.

    ``board`` and every round of ``play`` ask for them, and making them reads every
    finished game's summary (most of what ``board`` costs at a club's 2,000 games), so
    the last answer is stored with all it was made from, as stats' is (club_stats.py).
    """
    # What is stored must be what it says it was made from: if another process writes
    # while they are made, they are used but not stored.
    written = store.data_version()
    others = [info for info in games(store) if info.id != game_id]
    made_from = json.dumps(
        [RECORDS_FORMAT, SUMMARY_FORMAT, game_id, aliases_text(store), game_rows(others)],
        ensure_ascii=False,
    )
    stored = stored_answer(store, STORED_AS, made_from)
    if stored is not None:
        return cast("ClubRecords", json.loads(stored))
    # Only when they are made: board, reading them stored, is within 2x check (bench_floor).
    from quiddler_score.games.stats.all_games import game_summaries
    from quiddler_score.games.stats.records import records_of
    from quiddler_score.games.stats.standings import finished_games, seating

    read = game_summaries(store, others)
    finished = finished_games(read.summaries, since=None)
    people = people_of(store)
    records = records_of(finished, {s.info.id: seating(people, s) for s in finished}).club
    # A game unread now may be read later, and an alias set aside is said each time.
    if not read.problems and not people.notes:
        text = json.dumps(records, ensure_ascii=False)
        store_answer(store, STORED_AS, made_from, text, read_at=written)
    return records


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
    with speaking("en"):  # as the club's records keep it (records.shape_in_english)
        shape = shape_name(board.table.rules.rounds)
    if board.over and total is not None and shape == before["totals_of"] and board.rounds:
        player, high = max(board.totals.items(), key=lambda each: each[1])
        if high > total["value"]:
            last, beaten = board.rounds[-1].number, (total["value"], total["holder"])
            found.append(NewRecord(last, "highest_total", player, high, None, *beaten))
    return found

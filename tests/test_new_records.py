"""The club records a game is measured against (games/stats/new_records.py): made from
every other finished game's summary on every call, so any change shows at once."""

from __future__ import annotations

import os
from pathlib import Path

from cli_helpers import ok
from test_stats import won

from quiddler_score.games.log.store import Store
from quiddler_score.games.stats.new_records import club_records_before
from quiddler_score.games.stats.records import ClubRecords


def before(game_id: int) -> ClubRecords:
    with Store(Path(os.environ["QUIDDLER_DB"])) as store:
        return club_records_before(store, game_id)


def highest_round(game_id: int) -> tuple[int, str, list[str]]:
    found = before(game_id)["highest_round"]
    assert found is not None
    return found["value"], found["holder"], found["tied_by"]


def test_a_game_is_measured_against_every_other_finished_game() -> None:
    # Round 8 of each game: JAB 13+2+8 = 23 - seven vowels 14 = 9, both bonuses +20: 29.
    ok("new", "Ann", "Bob", "--name", "First")
    won("Ann", "Bob")
    ok("new", "Bob", "Cy", "--name", "Second")
    won("Bob", "Cy")
    ok("new", "Ann", "Cy", "--name", "Third")
    ok("record", "ann", "--unused", "a e i")
    # Game 2's own 29 is left out of its records: Ann's, in game 1, holds alone.
    assert highest_round(2) == (29, "Ann", [])
    assert highest_round(1) == (29, "Bob", [])
    # The game in progress meets both: Bob tied Ann's 29.
    assert highest_round(3) == (29, "Ann", ["Bob"])
    longest = before(3)["longest_word"]
    assert longest is not None and (longest["value"], longest["word"]) == (3, "JAB")


def test_a_game_deleted_or_restored_changes_them_at_once() -> None:
    ok("new", "Ann", "Bob", "--name", "First")
    won("Ann", "Bob")
    ok("new", "Bob", "Cy", "--name", "Second")
    won("Bob", "Cy")
    ok("new", "Ann", "Cy", "--name", "Third")
    ok("delete", "1", input="y\n")
    assert highest_round(3) == (29, "Bob", [])
    ok("restore", "1")
    assert highest_round(3) == (29, "Ann", ["Bob"])


def test_a_club_with_no_finished_game_has_no_record_to_beat() -> None:
    ok("new", "Ann", "Bob")
    found = before(1)
    assert (found["highest_round"], found["longest_word"], found["highest_total"]) == (
        None,
        None,
        None,
    )

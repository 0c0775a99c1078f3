"""The club records a game is measured against (games/stats/new_records.py): those of
every other finished game, stored with all they were made from and made anew when any
of it changes, so any change shows at once."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok
from test_stats import won

from quiddler_score.games.club.people import people_of
from quiddler_score.games.log.store import Store
from quiddler_score.games.stats import all_games
from quiddler_score.games.stats.all_games import game_summaries
from quiddler_score.games.stats.new_records import club_records_before
from quiddler_score.games.stats.records import ClubRecords, records_of
from quiddler_score.games.stats.standings import finished_games, seating


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


class Made:
    """Counts how often the records are made from the summaries, not read as stored."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.times = 0
        made = all_games.game_summaries

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.times += 1
            return made(*args, **kwargs)

        # Imported by club_records_before when it makes them, from all_games as it is then.
        monkeypatch.setattr(all_games, "game_summaries", counted)

    def anew(self, game_id: int = 3) -> bool:
        """Whether asking for game ``game_id``'s records makes them anew; either way
        they are those of the games as they stand."""
        before = self.times
        found = before_game(game_id)
        with Store(database()) as store:
            finished = finished_games(game_summaries(store).summaries, since=None)
            people = people_of(store)
            others = [s for s in finished if s.info.id != game_id]
            assert found == records_of(others, {s.info.id: seating(people, s) for s in others}).club
        return self.times > before


def database() -> Path:
    return Path(os.environ["QUIDDLER_DB"])


def before_game(game_id: int) -> ClubRecords:
    return before(game_id)


def club_of_three() -> None:
    ok("new", "Ann", "Bob", "--name", "First")
    won("Ann", "Bob")
    ok("new", "Bob", "Cy", "--name", "Second")
    won("Bob", "Cy")
    ok("new", "Ann", "Cy", "--name", "Third")


def test_the_records_are_stored_and_read_while_nothing_they_are_made_from_changes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    club_of_three()
    made = Made(monkeypatch)
    assert made.anew() and not made.anew()
    ok("record", "ann", "--unused", "a e i")  # a hand of the game itself: still stored
    assert not made.anew()
    assert made.anew(2)  # another game's records: another question, in its place
    assert made.anew(3)
    for change in (
        ["alias", "Bob", "Robert"],
        ["rename", "Ann", "Annie", "--game", "1"],
        ["delete", "2"],
        ["restore", "2"],
    ):
        ok(*change, input="y\n")
        assert made.anew(), change
        assert not made.anew(), change
    ok("new", "Dee", "Eve")  # a game begun elsewhere at the table
    assert made.anew()
    assert not made.anew()
    ok("record", "dee", "--unused", "a e i", "--game", "4")  # a hand of it
    assert made.anew()


def test_stored_records_changed_by_another_program_are_made_anew(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    club_of_three()
    made = Made(monkeypatch)
    assert made.anew()
    for change in (
        "UPDATE stored_answers SET answer = replace(answer, '29', '99')",
        "UPDATE stored_answers SET made_from = 'another'",
    ):
        with sqlite3.connect(database()) as conn:
            conn.execute(change)
        conn.close()
        assert made.anew(), change


def test_records_of_a_game_that_cannot_be_read_or_of_a_read_only_store_are_not_stored(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    club_of_three()
    with sqlite3.connect(database()) as conn:
        conn.execute("DROP TRIGGER events_no_update")
        (payload,) = conn.execute(
            "SELECT payload FROM events WHERE game_id = 1 AND seq = 2"
        ).fetchone()
        conn.execute("UPDATE events SET payload = '{}' WHERE game_id = 1 AND seq = 2")
        conn.execute("DELETE FROM game_summaries WHERE game_id = 1")
    conn.close()
    made = Made(monkeypatch)
    # Game 1 cannot be read: Bob's 29 in game 2 is the record, made each time.
    assert highest_round(3) == (29, "Bob", [])
    assert made.anew() and made.anew()
    with sqlite3.connect(database()) as conn:  # put right: Ann's 29 is back
        conn.execute("UPDATE events SET payload = ? WHERE game_id = 1 AND seq = 2", (payload,))
    conn.close()
    with Store(database()) as store:
        store.refuse_writes("it is opened to be read")
        for _ in range(2):
            found = club_records_before(store, 3)["highest_round"]
            assert found is not None and found["holder"] == "Ann"
    assert made.times == 5  # made each time: never stored
    with sqlite3.connect(database()) as conn:
        assert conn.execute("SELECT count(*) FROM stored_answers").fetchone() == (0,)
    conn.close()


def test_records_made_while_another_process_writes_are_used_but_not_stored(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    club_of_three()
    made = all_games.game_summaries

    def another_writes_meanwhile(*args: Any, **kwargs: Any) -> Any:
        ok("alias", "Bob", "Robert")
        return made(*args, **kwargs)

    monkeypatch.setattr(all_games, "game_summaries", another_writes_meanwhile)
    before(3)
    with sqlite3.connect(database()) as conn:
        assert conn.execute("SELECT count(*) FROM stored_answers").fetchone() == (0,)
    conn.close()

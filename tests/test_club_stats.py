"""A club's stats (games/stats/club_stats.py): made from every game's summary, stored with
all they were made from, and read back only while none of it has changed; the games in
progress are read afresh each time."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok, qs
from test_stats import won

from quiddler_score.games.stats import club_stats


def database() -> Path:
    return Path(os.environ["QUIDDLER_DB"])


class Made:
    """Counts how often the answer is made from the summaries, not read as stored."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.times = 0
        self.monkeypatch = monkeypatch
        made = club_stats.game_stats

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.times += 1
            return made(*args, **kwargs)

        monkeypatch.setattr(club_stats, "game_stats", counted)

    def anew(self, *question: str) -> bool:
        """Whether ``stats --json`` with ``question`` makes its answer anew; either way it
        is the answer made from the games as they stand."""
        before = self.times
        answer = json.loads(ok("stats", "--json", *question))
        made = self.times > before
        with self.monkeypatch.context() as nothing_stored:
            nothing_stored.setattr(club_stats, "stored_answer", lambda *_: None)
            nothing_stored.setattr(club_stats, "store_answer", lambda *_, **__: None)
            assert json.loads(ok("stats", "--json", *question)) == answer
        self.times = before + made
        return made


def two_finished_and_one_playing() -> None:
    # Round 8 of each: JAB 13+2+8 = 23 - seven vowels 14 = 9, both bonuses +20: 29.
    ok("new", "Ann", "Bob", "--name", "First")
    won("Ann", "Bob")
    ok("new", "Bob", "Cy", "--name", "Second")
    won("Bob", "Cy")
    ok("new", "Ann", "Cy", "--name", "Third")


def test_the_answer_is_stored_and_read_while_no_finished_game_changes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    two_finished_and_one_playing()
    made = Made(monkeypatch)
    assert made.anew() and not made.anew()
    # The hands of the game in progress leave it; the game in progress is read afresh.
    ok("record", "ann", "--unused", "a e i")
    ok("record", "cy", "--unused", "a e i")
    assert not made.anew()
    answer = json.loads(ok("stats", "--json"))
    assert answer["games"] == 2 and answer["in_progress_games"][0]["rounds"] == 1
    # Each of these changes what it is made from.
    for change in (
        ["alias", "Bob", "Robert"],
        # The same hand again, a correction: a finished game's log grows.
        ["record", "ann", "jab", "--unused", "e e e e e e e", "--round", "8", "--game", "1"],
        ["rename", "Bob", "Bobby", "--game", "2"],
        ["delete", "2"],
        ["restore", "2"],
    ):
        ok(*change, input="y\n")
        assert made.anew(), change
        assert not made.anew(), change


def test_each_question_is_its_own_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    two_finished_and_one_playing()
    made = Made(monkeypatch)
    for question in ([], ["ann"], ["--since", "2999-01-01"], ["--rival-games", "1"]):
        assert made.anew(*question), question
        assert not made.anew(*question), question
    assert made.anew()  # the last question asked was another


def test_a_name_typed_is_matched_again_among_the_players_of_a_new_game_in_progress(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    two_finished_and_one_playing()
    made = Made(monkeypatch)
    assert made.anew("Bo") and not made.anew("Bo")
    ok("new", "Ann", "Bo")  # Bo as typed is Bo now, who has finished no game
    assert made.anew("Bo")
    assert json.loads(ok("stats", "--json", "Bo"))["players"] == []


def test_a_game_finished_makes_it_anew(monkeypatch: pytest.MonkeyPatch) -> None:
    two_finished_and_one_playing()
    made = Made(monkeypatch)
    assert made.anew()
    won("Ann", "Cy")
    assert made.anew()
    assert json.loads(ok("stats", "--json"))["games"] == 3


def test_an_answer_changed_by_another_program_is_made_anew(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    two_finished_and_one_playing()
    made = Made(monkeypatch)
    assert made.anew()
    for change in (
        "UPDATE stored_answers SET answer = replace(answer, '\"games\": 2', '\"games\": 7')",
        "UPDATE stored_answers SET made_from = 'another'",
        "UPDATE game_summaries SET finished = 0 WHERE game_id = 1",
    ):
        with sqlite3.connect(database()) as conn:
            conn.execute(change)
        conn.close()
        assert made.anew(), change


def test_an_answer_with_a_game_that_cannot_be_read_is_not_stored(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    two_finished_and_one_playing()
    with sqlite3.connect(database()) as conn:
        conn.execute("DROP TRIGGER events_no_update")
        conn.execute("UPDATE events SET payload = '{}' WHERE game_id = 1 AND seq = 2")
        conn.execute("DELETE FROM game_summaries WHERE game_id = 1")
    conn.close()
    made = Made(monkeypatch)
    for _ in range(2):
        said = qs("stats", "--json")
        assert said.exit_code == 0 and said.stderr.startswith("! game 1 'First' cannot be read")
    assert made.times == 2


def test_an_answer_made_while_another_process_writes_is_used_but_not_stored(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Another scorekeeper adds an alias between the people read and the key made: the
    # answer, made without it, must not be stored under the key that has it.
    two_finished_and_one_playing()
    made = Made(monkeypatch)
    read = club_stats.aliases_text

    def another_writes_first(store: Any) -> str:
        ok("alias", "Bob", "Robert")
        return str(read(store))

    monkeypatch.setattr(club_stats, "aliases_text", another_writes_first)
    ok("stats", "--json")
    monkeypatch.setattr(club_stats, "aliases_text", read)
    with sqlite3.connect(database()) as conn:
        assert conn.execute("SELECT count(*) FROM stored_answers").fetchone() == (0,)
    conn.close()
    assert made.anew()

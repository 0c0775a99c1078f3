"""Each game's summary is kept beside its log, so `games` and `stats` read no logs.

The summary is written in the same transaction as each entry; one that is missing (a
database from before), older than the log or of another format is made anew from the
log when it is next read, and kept. `games` lists the newest games and the current one.
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result
from kept_rows import change_kept_answer, kept_row

from quiddler_score.cli import cli
from quiddler_score.cli.review_commands import NEWEST
from quiddler_score.games.summary import SUMMARY_FORMAT


def qs(*args: str, given_input: str | None = None) -> Result:
    result = CliRunner().invoke(cli, list(args), input=given_input)
    assert "Traceback" not in result.output
    return result


def ok(*args: str, given_input: str | None = None) -> str:
    result = qs(*args, given_input=given_input)
    assert result.exit_code == 0, f"{args}: {result.output}"
    return result.output


def database() -> Path:
    return Path(os.environ["QUIDDLER_DB"])


def kept() -> dict[int, tuple[int, dict[str, Any]]]:
    """Each kept summary by game id: the log length it was made from, and the summary."""
    with sqlite3.connect(database()) as conn:
        rows = conn.execute("SELECT game_id, event_count, summary FROM game_summaries")
        found = {game_id: (count, json.loads(text)) for game_id, count, text in rows}
    conn.close()
    return found


def log_length(game_id: int) -> int:
    with sqlite3.connect(database()) as conn:
        (length,) = conn.execute("SELECT max(seq) FROM events WHERE game_id = ?", (game_id,))
        found = int(length[0])
    conn.close()
    return found


def execute(sql: str, *params: Any) -> None:
    with sqlite3.connect(database()) as conn:
        conn.execute(sql, params)
    conn.close()


def test_each_entry_keeps_the_summary_of_the_log_it_ends_in_the_same_transaction() -> None:
    ok("new", "Ann", "Bob")
    assert kept()[1][0] == 1  # the game's first event
    ok("record", "ann", "ox", "-u", "e")
    ok("record", "bob", "at", "-u", "i")
    count, summary = kept()[1]
    assert count == log_length(1) == 3
    # Round 1: Ann OX 2 + 12 = 14 - E 2 = 12; Bob AT 2 + 3 = 5 - I 2 = 3.
    assert summary["totals"] == {"Ann": 12, "Bob": 3}
    assert summary["open_round"] == 2 and summary["leaders"] == ["Ann"]
    assert summary["format"] == SUMMARY_FORMAT
    ok("undo")
    count, summary = kept()[1]
    assert count == log_length(1) == 4 and summary["open_round"] == 1


def test_a_missing_summary_is_made_from_the_log_and_kept() -> None:
    ok("new", "Ann", "Bob")
    ok("record", "ann", "ox", "-u", "e")
    ok("record", "bob", "at", "-u", "i")
    before = json.loads(ok("games", "--json"))
    execute("DELETE FROM game_summaries")  # a database from before summaries were kept
    assert json.loads(ok("games", "--json")) == before
    assert kept()[1][0] == log_length(1)


def test_a_summary_older_than_its_log_or_of_another_format_is_not_used() -> None:
    ok("new", "Ann", "Bob")
    ok("record", "ann", "ox", "-u", "e")
    ok("record", "bob", "at", "-u", "i")
    (count, summary) = kept()[1]
    # The same length but a wrong total, marked as an older format: it must not be read.
    old = {**summary, "totals": {"Ann": 999, "Bob": 0}, "format": SUMMARY_FORMAT - 1}
    execute("UPDATE game_summaries SET summary = ?", json.dumps(old))
    assert json.loads(ok("games", "--json"))[0]["totals"] == {"Ann": 12, "Bob": 3}
    # Of today's format but made from a shorter log (written by a process that stopped).
    wrong = {**summary, "totals": {"Ann": 999, "Bob": 0}}
    execute("UPDATE game_summaries SET summary = ?, event_count = ?", json.dumps(wrong), 2)
    assert json.loads(ok("games", "--json"))[0]["totals"] == {"Ann": 12, "Bob": 3}
    assert kept()[1] == (count, summary)


def test_games_lists_the_newest_games_and_the_current_one_and_all_with_all() -> None:
    ok("new", "Ann", "Bob", "--name", "the first")
    for number in range(2, NEWEST + 4):
        ok("new", "Cy", "Dee", "--name", f"game {number}")
    ok("open", "the first")
    total = NEWEST + 3
    lines = ok("games").splitlines()
    assert (
        lines[0] == f"{total - NEWEST - 1:,} older games are not listed: quiddler-score games --all"
    )
    listed = lines[1:]
    assert len(listed) == NEWEST + 1
    assert listed[0].startswith("*   1 ") and "the first" in listed[0]  # the current game
    assert f"game {total}:" in listed[-1] and "game 4:" in listed[1]
    assert len(ok("games", "--all").splitlines()) == total
    assert len(json.loads(ok("games", "--json"))) == total


def finished_game(*players: str) -> None:
    """A whole game by commands: every player keeps vowels unused in every round."""
    ok("new", *players)
    for number in range(1, 9):
        for player in players:
            ok("record", player, "--unused", " ".join(("aeio" * 3)[: number + 2]))


def kept_stats_answer() -> dict[str, Any] | None:
    row = kept_row(database(), "stats")
    return None if row is None else {"key": row.made_for, "data": json.loads(row.answer)}


def test_stats_are_kept_until_a_finished_game_an_alias_or_the_question_changes() -> None:
    finished_game("Ann", "Bob")
    first = json.loads(ok("stats", "--json"))
    kept = kept_stats_answer()
    # The answer is kept in parts: the ratings after every game apart, and the record of
    # challenges, kept beside the games, apart too.
    assert kept is not None
    apart = {"rating_history", "challenge_record"}
    assert kept["data"] == {k: v for k, v in first.items() if k not in apart}
    history = kept_row(database(), "stats_rating_history")
    assert history is not None and history.made_for == kept["key"]
    assert json.loads(history.answer) == first["rating_history"]
    assert json.loads(ok("stats", "--json")) == first
    # A kept answer is what stats prints: mark it, and the mark is printed.
    marked = json.dumps({**kept["data"], "games": 99})
    change_kept_answer(database(), "stats", marked, as_kept=True)
    assert json.loads(ok("stats", "--json"))["games"] == 99
    # A game in progress, and its hands, leave it; they are read afresh each time.
    ok("new", "Cy", "Dee")
    ok("record", "cy", "--unused", "a e i")
    answer = json.loads(ok("stats", "--json"))
    assert answer["games"] == 99 and answer["in_progress"] == 1
    assert answer["in_progress_games"] == [{"id": 2, "name": "Cy vs Dee", "rounds": 0, "of": 8}]
    # Any change of what it was made from makes it anew: an alias, the question, a game
    # finished, changed after it finished or deleted.
    change_kept_answer(database(), "stats", marked, as_kept=True)
    ok("alias", "Bob", "Robert")
    assert json.loads(ok("stats", "--json"))["games"] == 1
    ok("open", "1")
    change_kept_answer(database(), "stats", marked, as_kept=True)
    ok("record", "ann", "--unused", "a e i", "--round", "1")  # the same hand, a correction
    assert json.loads(ok("stats", "--json"))["games"] == 1
    change_kept_answer(database(), "stats", marked, as_kept=True)
    assert json.loads(ok("stats", "--json", "ann"))["games"] == 1
    ok("delete", "1", given_input="y\n")
    assert json.loads(ok("stats", "--json"))["games"] == 0


def test_kept_stats_of_a_name_typed_find_it_among_the_players_of_games_in_progress_too() -> None:
    finished_game("Ann", "Bob")
    assert [row["name"] for row in json.loads(ok("stats", "Bo", "--json"))["players"]] == ["Bob"]
    row = kept_row(database(), "stats")
    assert row is not None
    marked = json.dumps({**json.loads(row.answer), "games": 99})
    change_kept_answer(database(), "stats", marked, as_kept=True)
    ok("new", "Cy", "Dee")  # in progress, and Bo is still the start of Bob alone: kept
    assert json.loads(ok("stats", "Bo", "--json"))["games"] == 99
    ok("new", "Ann", "Bo")  # in progress: Bo as typed is Bo now, with no finished game
    answer = json.loads(ok("stats", "Bo", "--json"))
    assert (answer["games"], answer["players"], answer["in_progress"]) == (1, [], 2)


def test_kept_stats_count_a_game_finished_since_and_read_those_begun_since() -> None:
    finished_game("Ann", "Bob")
    ok("new", "Cy", "Dee")
    assert json.loads(ok("stats", "--json"))["in_progress"] == 1
    row = kept_row(database(), "stats")
    assert row is not None
    marked = json.dumps({**json.loads(row.answer), "games": 99})
    change_kept_answer(database(), "stats", marked, as_kept=True)
    ok("new", "Eve", "Finn")  # begun since: read with the kept answer
    answer = json.loads(ok("stats", "--json"))
    assert (answer["games"], answer["in_progress"]) == (99, 2)
    finished_game("Gus", "Hal")  # finished since: the answer is made anew
    answer = json.loads(ok("stats", "--json"))
    assert (answer["games"], answer["in_progress"]) == (2, 2)


def test_kept_stats_count_a_game_finished_by_an_entry_written_elsewhere() -> None:
    # Game 2 is game 1's log but its last entry, with its summary, as another program
    # would write them; then that program writes the last entry alone.
    from quiddler_score.games.log.store import Store
    from quiddler_score.games.saved_game import summary_of_log

    finished_game("Ann", "Bob")
    last = log_length(1)
    with Store(database()) as store:
        begun = json.dumps(summary_of_log(store.events(1)[:-1]))
    execute("INSERT INTO games (id, name, created_at) SELECT 2, 'Copy', created_at FROM games")
    execute(
        "INSERT INTO events SELECT 2, seq, kind, payload, created_at, tag FROM events"
        " WHERE game_id = 1 AND seq < ?",
        last,
    )
    execute("INSERT INTO game_summaries VALUES (2, ?, ?)", last - 1, begun)
    answer = json.loads(ok("stats", "--json"))
    assert (answer["games"], answer["in_progress"]) == (1, 1)
    execute(
        "INSERT INTO events SELECT 2, seq, kind, payload, created_at, tag FROM events"
        " WHERE game_id = 1 AND seq = ?",
        last,
    )
    answer = json.loads(ok("stats", "--json"))
    assert (answer["games"], answer["in_progress"]) == (2, 0)

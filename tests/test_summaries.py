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

from cli_helpers import ok

from quiddler_score.cli.commands.review import NEWEST
from quiddler_score.games.summary import SUMMARY_FORMAT


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


def test_stats_follow_every_change_of_what_they_are_made_from() -> None:
    # Nothing of the answer is kept: a game in progress, an alias, a correction of a
    # finished game, a name typed and a game deleted each show at once.
    finished_game("Ann", "Bob")  # every round's vowels unused: both on 0
    first = json.loads(ok("stats", "--json"))
    assert first["games"] == 1 and [row["name"] for row in first["players"]] == ["Ann", "Bob"]
    ok("new", "Cy", "Dee")
    ok("record", "cy", "--unused", "a e i")
    answer = json.loads(ok("stats", "--json"))
    assert answer["games"] == 1 and answer["in_progress"] == 1
    assert answer["in_progress_games"] == [{"id": 2, "name": "Cy vs Dee", "rounds": 0, "of": 8}]
    ok("alias", "Bob", "Robert")
    ok("open", "1")
    # Round 1 corrected: Ann lays AXE (A 2 + X 12 + E 2 = 16) and, Bob laying no word,
    # takes both bonuses: 16 + 10 + 10 = 36, her best round.
    ok("record", "ann", "axe", "--round", "1")
    assert json.loads(ok("stats", "--json", "ann"))["players"][0]["best_round"] == 36
    names = [row["name"] for row in json.loads(ok("stats", "--json", "robert"))["players"]]
    assert names == ["Bob"]  # shown under the name first played
    ok("delete", "1", input="y\n")
    assert json.loads(ok("stats", "--json"))["games"] == 0


def test_stats_of_a_name_typed_find_it_among_the_players_of_games_in_progress_too() -> None:
    finished_game("Ann", "Bob")
    assert [row["name"] for row in json.loads(ok("stats", "Bo", "--json"))["players"]] == ["Bob"]
    ok("new", "Ann", "Bo")  # in progress: Bo as typed is Bo now, with no finished game
    answer = json.loads(ok("stats", "Bo", "--json"))
    assert (answer["games"], answer["players"], answer["in_progress"]) == (1, [], 1)


def test_stats_count_a_game_finished_by_an_entry_written_elsewhere() -> None:
    # Game 2 is game 1's log but its last entry, with its summary, as another program
    # would write them; then that program writes the last entry alone.
    from quiddler_score.games.log.store import Store
    from quiddler_score.games.saved_game import summary_of_log

    finished_game("Ann", "Bob")
    last = log_length(1)
    with Store(database()) as store:
        begun = summary_of_log(store.events(1)[:-1]).to_json()
    execute("INSERT INTO games (id, name, created_at) SELECT 2, 'Copy', created_at FROM games")
    execute(
        "INSERT INTO events SELECT 2, seq, kind, payload, created_at, tag FROM events"
        " WHERE game_id = 1 AND seq < ?",
        last,
    )
    execute(
        "INSERT INTO game_summaries (game_id, event_count, summary) VALUES (2, ?, ?)",
        last - 1,
        begun,
    )
    answer = json.loads(ok("stats", "--json"))
    assert (answer["games"], answer["in_progress"]) == (1, 1)
    execute(
        "INSERT INTO events SELECT 2, seq, kind, payload, created_at, tag FROM events"
        " WHERE game_id = 1 AND seq = ?",
        last,
    )
    answer = json.loads(ok("stats", "--json"))
    assert (answer["games"], answer["in_progress"]) == (2, 0)

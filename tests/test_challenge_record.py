"""``stats``' challenges: the words challenged most, each person's won and lost."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any

from legacy_settings import carry_legacy_setting
from test_game_cli import keep_demo_with_commands, ok
from test_rulings import two_nights

from quiddler_score.games.log.store import Store
from quiddler_score.games.stats.club_stats import club_stats


def record() -> dict[str, Any]:
    found: dict[str, Any] = json.loads(ok("stats", "--json"))["challenge_record"]
    return found


# The demo night's challenges: Dee challenges Bob's JINX (it stands), Ann challenges
# Dee's PARIS (struck), Dee challenges Cy's HOE (it stands), Bob challenges Ann's FROZEN
# (the table rules it acceptable, as the dictionary does).
DEMO_RECORD = {
    "most_challenged": [
        {"word": "FROZEN", "challenges": 1, "struck": 0},
        {"word": "HOE", "challenges": 1, "struck": 0},
        {"word": "JINX", "challenges": 1, "struck": 0},
        {"word": "PARIS", "challenges": 1, "struck": 1},
    ],
    "people": [
        {"name": "Ann", "made": {"won": 1, "lost": 0}, "faced": {"won": 1, "lost": 0}},
        {"name": "Bob", "made": {"won": 0, "lost": 1}, "faced": {"won": 1, "lost": 0}},
        {"name": "Cy", "made": {"won": 0, "lost": 0}, "faced": {"won": 1, "lost": 0}},
        {"name": "Dee", "made": {"won": 0, "lost": 2}, "faced": {"won": 0, "lost": 1}},
    ],
}


def test_stats_gives_the_words_challenged_most_and_each_persons_challenges() -> None:
    keep_demo_with_commands()
    data = json.loads(ok("stats", "--json"))
    assert data["challenge_record"] == DEMO_RECORD
    # As challenger, the record agrees with what each finished game's summary counts.
    for row in data["players"]:
        made = next(p["made"] for p in DEMO_RECORD["people"] if p["name"] == row["name"])
        assert (row["challenges"]["won"], row["challenges"]["lost"]) == (made["won"], made["lost"])
    shown = ok("stats")
    assert "Most challenged words" in shown and "Challenges won and lost" in shown


def test_stats_counts_the_challenges_of_finished_games_only() -> None:
    two_nights()  # neither game is finished
    assert record() == {"most_challenged": [], "people": []}
    assert "Most challenged words" not in ok("stats")


def test_stats_of_some_players_keeps_their_rows_only() -> None:
    keep_demo_with_commands()
    data = json.loads(ok("stats", "--json", "dee"))
    assert [row["name"] for row in data["challenge_record"]["people"]] == ["Dee"]
    assert data["challenge_record"]["most_challenged"] == DEMO_RECORD["most_challenged"]
    assert json.loads(ok("stats", "--json", "--since", "2999-01-01"))["challenge_record"] == {
        "most_challenged": [],
        "people": [],
    }


def test_a_game_finished_since_is_counted_next_time() -> None:
    keep_demo_with_commands()
    assert record() == DEMO_RECORD
    keep_demo_with_commands()
    twice = record()
    assert [word["challenges"] for word in twice["most_challenged"]] == [2, 2, 2, 2]
    assert twice["people"][3] == {
        "name": "Dee",
        "made": {"won": 0, "lost": 4},
        "faced": {"won": 0, "lost": 2},
    }


def test_a_game_that_cannot_be_read_is_read_again_next_time() -> None:
    keep_demo_with_commands()
    with sqlite3.connect(os.environ["QUIDDLER_DB"]) as conn:
        conn.execute("DROP TRIGGER events_no_update")
        (payload,) = conn.execute("SELECT payload FROM events WHERE seq = 2").fetchone()
        conn.execute("UPDATE events SET payload = '{}' WHERE seq = 2")
        conn.execute("DELETE FROM game_summaries")  # made anew from the log, which fails
    conn.close()
    said = ok("stats", "--json")
    assert said.startswith("! game 1 'Demo by hand' cannot be read: entry #2 of game 1")
    left_out = json.loads(said[said.index("\n{") :])["challenge_record"]
    assert left_out == {"most_challenged": [], "people": []}
    # Put right by the same program: the log is as long as before, and read again.
    with sqlite3.connect(os.environ["QUIDDLER_DB"]) as conn:
        conn.execute("UPDATE events SET payload = ? WHERE seq = 2", (payload,))
    conn.close()
    assert record() == DEMO_RECORD


def database() -> Path:
    return Path(os.environ["QUIDDLER_DB"])


def test_a_database_opened_to_be_read_counts_a_game_another_program_finished(
    tmp_path: Path,
) -> None:
    rules = tmp_path / "one-round.toml"
    rules.write_text("rounds = [3]\n")
    ok("new", "Ann", "Bob", "--rules", str(rules))
    ok("record", "Ann", "(qu)iz")
    ok("challenge", "Bob", "Ann", "(qu)iz")  # it stands
    # Another program writes Bob's DOG, which finishes the game, and no summary.
    elsewhere = tmp_path / "elsewhere.sqlite3"
    elsewhere.write_bytes(database().read_bytes())
    ok("record", "Bob", "dog", db=elsewhere)
    with sqlite3.connect(elsewhere) as conn:
        last = conn.execute("SELECT * FROM events ORDER BY seq DESC").fetchone()
    conn.close()
    with sqlite3.connect(database()) as conn:
        conn.execute("INSERT INTO events VALUES (?, ?, ?, ?, ?, ?)", last)
    conn.close()
    with Store(database()) as store:
        store.refuse_writes("it is opened to be read")
        read = club_stats(store, since=None, only=(), rival_games=3)
        found = read.challenges
    assert read.data["games"] == 1
    assert found == json.loads(ok("stats", "--json", db=elsewhere))["challenge_record"]
    assert [row["name"] for row in found["people"]] == ["Ann", "Bob"]


def test_two_players_of_one_game_an_old_alias_joins_keep_their_own_challenges() -> None:
    # An alias kept by an older version makes Ann another name of Dee, though both
    # played in the demo night: the players table counts them apart there, and so does
    # the record. Ann challenged Dee's PARIS (struck): Ann won it, Dee lost defending.
    keep_demo_with_commands()
    carry_legacy_setting(database(), "aliases", json.dumps({"ann": "Dee"}))
    said = ok("stats", "--json")
    assert said.startswith("! game 1 'Demo by hand': Ann and Dee both played in it")
    assert json.loads(said[said.index("\n{") :])["challenge_record"] == DEMO_RECORD

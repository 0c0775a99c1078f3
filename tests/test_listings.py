"""The listings: ``games`` (state, leader or winner, date), ``history`` (each challenge's
outcome), ``dictionaries``, each wrapped between words at 80 columns."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import tomllib
from datetime import datetime
from importlib.resources import files
from pathlib import Path
from typing import Any

from builders import RULES_EXAMPLE_HANDS, RULES_EXAMPLE_OUT
from cli_helpers import ok, qs, unwrapped
from test_echo import assert_fits

from quiddler_score.present.lines import local_time

DEMO = tomllib.loads((files("quiddler_score") / "demo.toml").read_text(encoding="utf-8"))
DATE = re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}")


def games_json() -> list[dict[str, Any]]:
    listing: list[dict[str, Any]] = json.loads(ok("games", "--json"))
    return listing


def record(player: str, *words: str, unused: str = "", out: bool = False) -> None:
    args = ["record", player, *words]
    if unused:
        args += ["--unused", unused]
    ok(*args, *(["--out"] if out else []))


def keep_demo(rounds: int) -> None:
    """The demo game night's first ``rounds`` rounds, challenges included."""
    ok("new", *DEMO["players"], "--dealer", DEMO["dealer"], "--name", "Demo by hand")
    for number, played in enumerate(DEMO["rounds"][:rounds], start=1):
        for player, hand in played["hands"].items():
            unused = " ".join(hand.get("unused", []))
            record(player, *hand["words"], unused=unused, out=played.get("went_out") == player)
        for challenge in played.get("challenges", []):
            args = ["challenge", challenge["by"], challenge["player"], challenge["word"]]
            args += ["--round", str(number)]
            if "ruling" in challenge:
                args += ["--ruling", challenge["ruling"]]
            ok(*args)


def keep_a_tie() -> None:
    """Eight rounds in which nobody lays a word down: Ann and Bob share the win on 0."""
    ok("new", "Ann", "Bob", "--name", "A draw")
    for number in range(1, 9):
        dealt = number + 2
        record("Bob", unused=" ".join((["a", "e"] * 5)[:dealt]))
        record("Ann", unused=" ".join((["i", "o"] * 5)[:dealt]))


def the_rules_example() -> None:
    """RULES.md section 6, round 2, after a round 1 that leaves Ann 23, Bob 12, Cy 3."""
    ok("new", "Ann", "Bob", "Cy", "--dealer", "Ann")
    record("Ann", "cat", out=True)
    record("Bob", "ox", unused="e")
    record("Cy", "at", unused="e")
    for player, (words, unused) in RULES_EXAMPLE_HANDS.items():
        record(player, *words, unused=unused, out=player == RULES_EXAMPLE_OUT)


# games ------------------------------------------------------------------------------


def test_games_without_a_database_says_none_yet_and_creates_nothing(tmp_path: Path) -> None:
    database = Path(os.environ["QUIDDLER_DB"])
    output = ok("games")
    assert "No saved games yet" in output and "quiddler-score new" in output
    assert json.loads(ok("games", "--json")) == []
    assert not database.exists()
    elsewhere = tmp_path / "typo" / "games.sqlite3"
    assert "No saved games yet" in ok("--db", str(elsewhere), "games")
    assert not elsewhere.parent.exists()


def test_games_with_an_empty_database_says_none_yet() -> None:
    from quiddler_score.games.log.store import Store

    empty = Path(os.environ["QUIDDLER_DB"]).with_name("empty.sqlite3")
    Store(empty).close()
    result = qs("--db", str(empty), "games")
    assert result.exit_code == 0 and "No saved games yet" in result.output
    assert json.loads(ok("--db", str(empty), "games", "--json")) == []


def test_games_shows_each_games_round_and_leader_and_when_it_started() -> None:
    keep_demo(3)
    ok("new", "Cy", "Dee", "--name", "Saturday")
    lines = ok("games").splitlines()
    assert len(lines) == 2
    demo, saturday = lines
    # After three rounds of the demo: Ann 43, Bob 28, Cy 37, Dee 25 (demo --json agrees).
    assert "Demo by hand: round 4 of 8, Ann leads with " in demo
    assert saturday.startswith("*") and not demo.startswith("*")
    assert "Saturday: round 1 of 8, no scores yet" in saturday
    listing = games_json()
    assert [g["round"] for g in listing] == [4, 1]
    assert listing[0]["leaders"] == ["Ann"] and listing[0]["winners"] == []
    assert f"Ann leads with {listing[0]['totals']['Ann']}" in demo
    for line, game in zip(lines, listing, strict=True):
        started = DATE.search(line)
        assert started is not None and started.group() == local_time(game["created_at"])


def test_games_names_the_winner_of_a_finished_game() -> None:
    keep_demo(8)
    expected = json.loads(ok("demo", "--json"))
    (game,) = games_json()
    assert game["finished"] is True and game["round"] is None
    assert game["winners"] == expected["winners"] == ["Ann"]
    assert game["leaders"] == ["Ann"] and game["totals"] == expected["totals"]
    assert f"finished, Ann won with {expected['totals']['Ann']}" in ok("games")


def test_games_names_every_winner_of_a_shared_win() -> None:
    keep_a_tie()
    assert "A draw: finished, Ann and Bob won with 0" in ok("games")
    (game,) = games_json()
    assert game["winners"] == ["Ann", "Bob"] and game["totals"] == {"Ann": 0, "Bob": 0}


def test_games_json_keeps_the_old_keys_and_adds_the_state() -> None:
    ok("new", "Ann", "Bob", "--name", "Friday")
    record("Bob", "ox", unused="e")
    (game,) = games_json()
    assert {"id", "name", "created_at", "events", "last_event_at", "current"} <= set(game)
    assert game["id"] == 1 and game["name"] == "Friday" and game["events"] == 2
    assert game["current"] is True and game["error"] is None
    assert game["round"] == 1 and game["finished"] is False
    assert game["leaders"] == [] and game["totals"] == {"Ann": 0, "Bob": 0}
    # The started time is the stored one, shown in local time to the minute.
    assert datetime.fromisoformat(game["created_at"]).tzinfo is not None


def damage(game_id: int, kind: str, payload: dict[str, Any]) -> None:
    """Append an entry behind the store's back, as a damaged file or a newer version might."""
    conn = sqlite3.connect(os.environ["QUIDDLER_DB"])
    with conn:
        seq = conn.execute("SELECT MAX(seq) FROM events WHERE game_id = ?", (game_id,)).fetchone()[
            0
        ]
        conn.execute(
            "INSERT INTO events (game_id, seq, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)",
            (game_id, seq + 1, kind, json.dumps(payload), "2024-01-01T00:00:00+00:00"),
        )
    conn.close()


def test_a_game_that_cannot_be_read_is_listed_with_the_reason() -> None:
    ok("new", "Ann", "Bob", "--name", "Damaged")
    ok("new", "Cy", "Dee", "--name", "Broken rules")
    ok("new", "Eve", "Fay", "--name", "Fine")
    damage(1, "hand_recorded", {"round": "x"})
    hand = {"round": 1, "player": "Zed", "words": ["OX"], "unused": ["E"]}
    damage(2, "hand_recorded", hand)
    lines = ok("games").splitlines()
    assert len(lines) == 3
    assert "Damaged: cannot be read: entry #2 of game 1 is damaged" in lines[0]
    assert "Broken rules: cannot be read: " in lines[1] and "Zed" in lines[1]
    assert "Fine: round 1 of 8, no scores yet" in lines[2]
    listing = games_json()
    assert [g["name"] for g in listing] == ["Damaged", "Broken rules", "Fine"]
    assert listing[0]["error"].startswith("entry #2 of game 1 is damaged")
    assert listing[0]["round"] is None and listing[0]["totals"] == {}
    assert listing[1]["error"] and listing[2]["error"] is None


def test_games_deleted_lists_the_deleted_games_and_says_when_all_are() -> None:
    ok("new", "Ann", "Bob", "--name", "Friday")
    assert "No deleted games." in ok("games", "--deleted")
    ok("delete", "friday", "--yes")
    output = ok("games")
    saved_in = os.environ["QUIDDLER_DB"]
    assert f"No saved games in {saved_in}, but 1 deleted game." in unwrapped(output)
    assert "games --deleted" in output
    assert "Friday: round 1 of 8, no scores yet" in ok("games", "--deleted")
    assert [g["name"] for g in json.loads(ok("games", "--deleted", "--json"))] == ["Friday"]
    assert games_json() == []


# history ----------------------------------------------------------------------------


def history_line(output: str, seq: int) -> str:
    """Entry ``seq`` of ``history``, its wrapped lines joined again."""
    entries = re.split(r"\n(?=#\d)", output.strip())
    entry = next(e for e in entries if e.startswith(f"#{seq} "))
    return " ".join(entry.split())


def test_history_shows_who_paid_what_and_who_ruled() -> None:
    the_rules_example()
    ok("challenge", "ann", "cy", "be")  # #8: BE is a word: Ann pays its 10 points
    ok("challenge", "bob", "cy", "at", "--ruling", "unacceptable")  # #9: AT struck: Cy pays 5
    output = ok("history")
    assert history_line(output, 8).endswith(
        "round 2: Ann challenged Cy's BE: acceptable (dictionary), Ann loses 10"
    )
    assert history_line(output, 9).endswith(
        "round 2: Bob challenged Cy's AT: struck (table ruled unacceptable, "
        "overruling the dictionary), Cy loses 5"
    )
    # The amounts are the board's: Ann 23 + 26 - 10; Cy 3 + (10 - 5); Bob clamped at 10.
    board = json.loads(ok("board", "--json"))
    ann, cy = board["rounds"][1]["players"]["Ann"], board["rounds"][1]["players"]["Cy"]
    assert ann["penalty"] == 10 and ann["round_score"] == 16
    assert cy["round_score"] == 5


def test_history_outcomes_of_the_dictionary_striking_and_the_table_accepting() -> None:
    ok("new", "Ann", "Bob")
    record("Ann", "zax", out=True)  # Z+A+X = 14+2+12 = 28, not in the standard list
    record("Bob", "ox", unused="e")
    ok("challenge", "bob", "ann", "zax")
    record("Ann", "zax", unused="e")
    record("Bob", "ox", unused="e a")
    ok("challenge", "bob", "ann", "zax", "--ruling", "acceptable")
    record("Ann", "ox", unused="e a e")  # round 3, not complete yet
    ok("challenge", "ann", "bob", "ox", "--round", "2", "--ruling", "unacceptable")
    output = ok("history")
    assert history_line(output, 4).endswith(
        "round 1: Bob challenged Ann's ZAX: struck (dictionary), Ann loses 28"
    )
    assert history_line(output, 7).endswith(
        "round 2: Bob challenged Ann's ZAX: acceptable (table ruled acceptable, "
        "overruling the dictionary), Bob loses 28"
    )
    assert history_line(output, 9).endswith(
        "round 2: Ann challenged Bob's OX: struck (table ruled unacceptable, "
        "overruling the dictionary), Bob loses 14"
    )


def test_a_challenge_in_a_round_not_complete_is_decided_later() -> None:
    ok("new", "Ann", "Bob")
    record("Ann", "ox", unused="e")
    ok("challenge", "bob", "ann", "ox", "--ruling", "unacceptable")
    line = history_line(ok("history"), 3)
    assert line.endswith(
        "round 1: Bob challenged Ann's OX, table ruled unacceptable: "
        "decided when the round is complete"
    )
    record("Bob", "at", unused="e")
    assert "Ann loses 14" in history_line(ok("history"), 3)


def test_an_undone_challenge_keeps_its_mark_and_has_no_outcome() -> None:
    the_rules_example()
    ok("challenge", "ann", "cy", "be")
    took_back = ok("undo")
    # undo keeps its short line: what was taken back, not what it had cost.
    assert "Took back #8: round 2: Ann challenged Cy's BE" in took_back
    assert "loses" not in took_back
    output = ok("history")
    line = history_line(output, 8)
    assert line.endswith("round 2: Ann challenged Cy's BE (undone)")
    assert "loses" not in output
    entries = json.loads(ok("history", "--json"))
    assert [e["in_force"] for e in entries][-2:] == [False, True]


def test_a_challenge_put_back_by_redo_has_its_outcome_again() -> None:
    the_rules_example()
    ok("challenge", "ann", "cy", "be")
    ok("undo")
    ok("redo")
    output = ok("history")
    assert history_line(output, 8).endswith("acceptable (dictionary), Ann loses 10")
    assert history_line(output, 9).endswith("undo") and history_line(output, 10).endswith("redo")
    assert "(undone)" not in output
    assert all(e["in_force"] for e in json.loads(ok("history", "--json")))


def test_history_after_a_rename_names_the_players_as_the_entry_does() -> None:
    the_rules_example()
    ok("challenge", "ann", "cy", "be")
    ok("rename", "ann", "Anna")
    assert history_line(ok("history"), 8).endswith(
        "Ann challenged Cy's BE: acceptable (dictionary), Ann loses 10"
    )


# 80 columns -------------------------------------------------------------------------


def test_games_at_80_columns_wraps_between_words() -> None:
    name = "The long Friday night at the cottage with the whole family and the neighbours"
    ok("new", "Ann", "Bob", "--name", name)
    output = ok("games", columns=80)
    assert len(output.splitlines()) > 1
    assert_fits(output, 80, name + ": round 1 of 8, no scores yet")
    assert all(line.startswith(" " * 9) for line in output.splitlines()[1:])


def test_history_at_80_columns_wraps_between_words() -> None:
    the_rules_example()
    ok("challenge", "bob", "cy", "at", "--ruling", "unacceptable")
    output = ok("history", columns=80)
    wanted = "Bob challenged Cy's AT: struck (table ruled unacceptable, overruling the dictionary), Cy loses 5"
    assert_fits(output, 80, wanted)
    assert history_line(output, 8).endswith(wanted)


def test_dictionaries_reads_at_80_columns() -> None:
    wide = ok("dictionaries", columns=120)
    narrow = ok("dictionaries", columns=80)
    assert_fits(narrow, 80, wide)
    assert narrow.split() == wide.split()  # the same text, only wrapped differently
    for name in ("standard", "large"):
        block = narrow.split(f"\n{name} ")[1].split("\n\n")[0]
        assert "words" in block and "fingerprint" in block
        assert "source: SCOWL" in block and "licence: LICENSE-SCOWL.txt" in block
    assert "file:PATH" in narrow


def test_dictionaries_json_is_unchanged() -> None:
    listing = json.loads(ok("dictionaries", "--json"))
    standard = next(d for d in listing["available"] if d["name"] == "standard")
    assert set(standard) == {"name", "words", "fingerprint", "source", "licence", "description"}


# times ------------------------------------------------------------------------------


def test_a_stored_time_is_shown_to_the_minute() -> None:
    assert DATE.fullmatch(local_time("2024-05-03T19:42:11.123456+00:00"))
    assert len(local_time("2024-05-03T19:42:11+00:00", seconds=True)) == 19
    assert local_time("not a time at all") == "not a time at all"[:16]

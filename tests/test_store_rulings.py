"""The store finds the games that hold a ruling in one query, reading no game's log."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

from test_rulings import ok

from quiddler_score.games.log.store import Store
from quiddler_score.games.rulings import query


def games_with_rulings(among: list[int] | None = None) -> set[int]:
    with Store(Path(os.environ["QUIDDLER_DB"])) as store:
        return query.games_with_rulings(store, among)


def a_round(ann: str, bob: str, challenge: bool = False) -> None:
    ok("new", "Ann", "Bob")
    ok("record", "ann", ann, "--out")
    ok("record", "bob", bob, "-u", "e")
    if challenge:
        ok("challenge", "bob", "ann", ann)


def test_the_games_found_are_those_with_a_challenge_or_a_refused_word() -> None:
    a_round("cat", "ox")  # 1: every word accepted (its entry's "false"s are not verdicts)
    a_round("cat", "zx")  # 2: ZX refused as it was entered
    a_round("cat", "ox", challenge=True)  # 3: a challenge of an accepted word
    a_round("cat", "ox", challenge=True)  # 4: the same, then taken back
    ok("undo")
    assert games_with_rulings() == {2, 3, 4}
    assert games_with_rulings([1, 2, 4]) == {2, 4}
    assert games_with_rulings([]) == set()


def test_a_payload_another_program_damaged_is_passed_over() -> None:
    a_round("cat", "zx")
    a_round("cat", "ox")
    a_round("cat", "ox")
    with sqlite3.connect(os.environ["QUIDDLER_DB"]) as conn:
        conn.execute("DROP TRIGGER events_no_update")
        damaged = {
            2: '{"verdicts": {"x": "not an object"}, "accepted": false',  # not JSON
            3: json.dumps({"verdicts": ["accepted", False, {"accepted": "false"}]}),
        }
        for game_id, payload in damaged.items():
            conn.execute(
                "UPDATE events SET payload = ? WHERE game_id = ? AND seq = 2", (payload, game_id)
            )
    conn.close()
    assert games_with_rulings() == {1}

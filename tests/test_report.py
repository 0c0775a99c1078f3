"""A scoreboard as plain data: the JSON of score, board and record."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

from builders import (
    challenge,
)
from worked_example import (
    created,
    hand_event,
    worked_example,
)

from quiddler_score.games import state as game
from quiddler_score.present.report import (
    board_data,
    challenge_data,
    entry_data,
    round_data,
    scoreboard_data,
)

# The report: a scoreboard as plain data ----------------------------------------------


def test_scoreboard_data_of_the_worked_example() -> None:
    data = scoreboard_data(worked_example())
    assert data["players"] == ["Ann", "Bob", "Cy"]
    assert data["dictionary"] == "standard"
    assert data["rules"]["longest_word_bonus"] == 10 and data["rules"]["allow"] == []
    assert data["totals"] == {"Ann": 26, "Bob": 0, "Cy": 25}
    assert data["complete"] is False
    assert data["leaders"] == ["Ann"]
    # "winners" is the highest total so far, as the contract has it; it is final
    # once "complete" is true.
    assert data["winners"] == ["Ann"]
    assert (data["next_round"], data["next_dealer"], data["next_first_player"]) == (3, "Cy", "Ann")
    assert [r["round"] for r in data["rounds"]] == [1, 2]
    json.dumps(data)  # plain data: JSON can write it as it is


def test_round_data_of_the_worked_example() -> None:
    data = round_data(worked_example().rounds[1])
    assert {k: data[k] for k in ("round", "cards", "dealer", "first_player", "went_out")} == {
        "round": 2,
        "cards": 4,
        "dealer": "Bob",
        "first_player": "Cy",
        "went_out": "Ann",
    }
    assert data["players"]["Ann"] == {
        "words": ["(QU)ITE"],
        "struck": [],
        "struck_reasons": {},
        "unused": [],
        "word_points": 16,  # QU 9 + I 2 + T 3 + E 2
        "unused_points": 0,
        "struck_points": 0,
        "bonus": 10,
        "bonuses": ["longest word"],  # 5 letters: the double card counts two
        "penalty": 0,
        "round_score": 26,  # 16 - 0 + 10
        "total": 26,
        "went_out": True,
        "notes": [],
    }
    bob = data["players"]["Bob"]
    # OX = O 2 + X 12 = 14; unused Z 14 + A 2 = 16; 14 - 16 = -2; total max(0, 0 - 2) = 0.
    assert (bob["word_points"], bob["unused_points"], bob["round_score"], bob["total"]) == (
        14,
        16,
        -2,
        0,
    )
    cy = data["players"]["Cy"]
    # AT = 2 + 3 = 5, BE = 8 + 2 = 10: 15, + most words 10 = 25.
    assert (cy["word_points"], cy["bonuses"], cy["round_score"], cy["total"]) == (
        15,
        ["most words"],
        25,
        25,
    )
    assert data["challenges"] == []
    assert data["tied_bonuses"] == {}


def test_round_data_and_challenge_data_when_a_word_is_struck_by_the_table() -> None:
    # Bob challenges Cy's AT, the table rules it unacceptable: Cy BE 10 - AT 5 = 5, and
    # with one word each nobody gets most words: Ann 26, Bob -2, Cy 5.
    data = round_data(worked_example(challenge("Bob", "Cy", "at", ruling=False)).rounds[1])
    assert {p: d["round_score"] for p, d in data["players"].items()} == {
        "Ann": 26,
        "Bob": -2,
        "Cy": 5,
    }
    cy = data["players"]["Cy"]
    assert cy["words"] == ["BE"] and cy["struck"] == ["AT"]
    assert cy["struck_reasons"] == {"AT": "the table ruled it unacceptable"}
    # BE 10; no card unused; AT (2 + 3 = 5) struck.
    assert (cy["word_points"], cy["unused_points"], cy["struck_points"]) == (10, 0, 5)
    assert data["tied_bonuses"] == {"most words": ["Ann", "Bob", "Cy"]}
    (made,) = data["challenges"]
    assert {k: v for k, v in made.items() if k != "verdict"} == {
        "by": "Bob",
        "player": "Cy",
        "word": "AT",
        "acceptable": False,
        "decided_by": "table",
        "ruling": "unacceptable",
        "penalty": 0,
    }
    # The dictionary's verdict is kept beside the table's ruling.
    assert made["verdict"]["accepted"] is True
    assert made["verdict"]["reason"] == "AT is in the test dictionary"


def test_challenge_data_of_an_acceptable_word_decided_by_the_dictionary() -> None:
    # Ann challenges Cy's BE (B 8 + E 2 = 10), acceptable: Ann loses 10.
    result = worked_example(challenge("Ann", "Cy", "be")).rounds[1]
    data = challenge_data(result.challenges[0])
    assert (data["acceptable"], data["decided_by"], data["ruling"], data["penalty"]) == (
        True,
        "dictionary",
        None,
        10,
    )
    assert result.of("Ann").round_score == 16  # 26 - 10


def test_entry_data_says_whether_the_round_is_complete_and_who_it_still_needs() -> None:
    events = [created("Ann", "Bob", "Cy"), hand_event(2, 1, "Bob", ["ox"], "e")]
    state = game.fold(events)
    data = entry_data({"round": 1, "player": "Bob"}, ["a warning"], state, None)
    assert data == {
        "entry": {"round": 1, "player": "Bob"},
        "warnings": ["a warning"],
        "round_complete": False,
        "waiting_for": ["Cy", "Ann"],  # Ann deals round 1, Bob plays first
        "scoreboard": None,
    }
    events += [hand_event(3, 1, "Cy", ["at"], "e"), hand_event(4, 1, "Ann", [], "a e i")]
    state = game.fold(events)
    data = entry_data({"round": 1}, [], state, state.scoreboard())
    assert data["round_complete"] is True
    assert data["waiting_for"] == ["Cy", "Ann", "Bob"]  # round 2: Bob deals, Cy first
    # Bob OX 14 - E 2 = 12; Cy AT 5 - E 2 = 3; Ann A E I unused, -6, clamped to 0. OX and
    # AT tie for longest (2 letters) and for most words (1 each): nobody gets a bonus.
    assert data["scoreboard"]["totals"] == {"Ann": 0, "Bob": 12, "Cy": 3}


def test_board_data_adds_the_game_the_waiting_players_and_the_best_possible() -> None:
    events = [
        created("Ann", "Bob", name="Friday"),
        hand_event(2, 1, "Bob", ["ox"], "e"),
        hand_event(3, 1, "Ann", [], "t e a"),
    ]
    state = game.fold(events)
    scoreboard = state.scoreboard()

    def best(result: object, player: str) -> Any:
        return SimpleNamespace(best=SimpleNamespace(score={"Ann": 7, "Bob": 12}[player]))

    data = board_data(7, state, scoreboard, best)
    assert data["game"] == {"id": 7, "name": "Friday"}
    assert data["waiting_for"] == ["Ann", "Bob"]  # round 2: Bob deals, Ann plays first
    players = data["rounds"][0]["players"]
    assert (players["Ann"]["best_possible"], players["Bob"]["best_possible"]) == (7, 12)
    assert "best_possible" not in board_data(7, state, scoreboard)["rounds"][0]["players"]["Ann"]

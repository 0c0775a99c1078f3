"""The live board's turn timer with a clock the test moves: whose turn, the time left,
ended only by its own seat, the overrun announced once, a new round's first player."""

from __future__ import annotations

import json

import pytest

from quiddler_score.cli.serve.turn_clock import TurnClock, TurnRefused
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.table import Table

TABLE = Table.seat(["Ann", "Bob", "Cy"], rules=RuleSettings(turn_seconds=60))


class Clock:
    def __init__(self) -> None:
        self.now = 5000.0

    def __call__(self) -> float:
        return self.now


def shown(turns: TurnClock) -> dict[str, object]:
    return dict(json.loads(turns.view()))


def test_a_round_starts_with_the_player_left_of_the_dealer_and_the_time_runs_down() -> None:
    clock = Clock()
    turns = TurnClock(clock)
    turns.follow(TABLE, 1)  # Ann deals round 1: Bob plays first
    assert shown(turns) == {
        "round": 1,
        "turn": 1,
        "player": "Bob",
        "clock": "1:00 left",
        # Each page reads the clock in its own language.
        "clocks": {"en": "1:00 left", "fr": "il reste 1:00", "es": "quedan 1:00"},
        "over": False,
    }
    clock.now += 20.5  # 39.5 s left: a second begun counts
    assert shown(turns)["clock"] == "0:40 left"


def test_a_seat_ends_only_its_own_turn_and_only_the_turn_its_page_showed() -> None:
    clock = Clock()
    turns = TurnClock(clock)
    turns.follow(TABLE, 1)
    with pytest.raises(TurnRefused, match=r"It is Bob's turn, not yours\."):
        turns.end(0, (1, 1))  # Ann's seat
    with pytest.raises(TurnRefused, match=r"That turn has ended already\."):
        turns.end(1, (1, 2))
    clock.now += 42
    assert turns.end(1, (1, 1)) == "Round 1: Bob ended the turn after 0:42; Cy's turn."
    assert shown(turns)["player"] == "Cy" and shown(turns)["clock"] == "1:00 left"
    with pytest.raises(TurnRefused, match=r"It is Cy's turn, not yours\."):
        turns.end(1, (1, 1))  # Bob's page pressed twice: Cy's turn is not ended
    assert turns.end(None) == "Round 1: Cy ended the turn after 0:00; Ann's turn."


def test_a_turn_over_the_limit_is_announced_once_and_shown_as_over() -> None:
    clock = Clock()
    turns = TurnClock(clock)
    turns.follow(TABLE, 1)
    clock.now += 59
    assert turns.overrun() == ""
    clock.now += 13  # 72 s: 12 over
    assert turns.overrun() == "Round 1: Bob's turn is over the 1:00 limit."
    assert turns.overrun() == ""
    assert shown(turns)["over"] is True
    assert shown(turns)["clock"] == "0:12 over the 1:00 limit"


def test_a_new_round_starts_with_its_own_first_player_and_a_game_over_has_no_turn() -> None:
    clock = Clock()
    turns = TurnClock(clock)
    turns.follow(TABLE, 1)
    turns.end(None)
    turns.follow(TABLE, 1)  # read again, same round: the turn stays Cy's
    assert shown(turns)["player"] == "Cy"
    clock.now += 100
    turns.follow(TABLE, 2)  # Bob deals round 2: Cy plays first, a fresh clock
    assert shown(turns) == {
        "round": 2,
        "turn": 1,
        "player": "Cy",
        "clock": "1:00 left",
        "clocks": {"en": "1:00 left", "fr": "il reste 1:00", "es": "quedan 1:00"},
        "over": False,
    }
    turns.follow(TABLE, None)
    assert turns.view() == ""
    with pytest.raises(TurnRefused, match=r"No turn is being timed now\."):
        turns.end(None)


def test_without_a_limit_in_the_rules_no_turn_is_timed() -> None:
    turns = TurnClock(Clock())
    turns.follow(Table.seat(["Ann", "Bob"]), 1)
    assert turns.view() == ""


def test_the_scorekeeper_gives_the_turn_to_a_player_from_now() -> None:
    clock = Clock()
    turns = TurnClock(clock)
    turns.follow(TABLE, 1)
    clock.now += 30
    assert turns.give("Ann") == "Round 1: Ann's turn, from now."
    assert shown(turns)["player"] == "Ann" and shown(turns)["clock"] == "1:00 left"

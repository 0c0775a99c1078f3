"""The turn timer's rules (RULES.md section 7, turn_seconds): whose turn it is, in seating
order from the round's first player, and the clock said in words; the times are numbers
the test gives, never the machine's clock."""

from __future__ import annotations

import pytest

from quiddler_score.engine.rules import RuleSettingError, RuleSettings
from quiddler_score.engine.table import Table
from quiddler_score.engine.turns import first_turn, next_turn, said_clock

TABLE = Table.seat(["Ann", "Bob", "Cy"], rules=RuleSettings(turn_seconds=60))


def test_the_turn_timer_is_off_unless_the_house_rules_set_a_limit() -> None:
    assert RuleSettings().turn_seconds == 0
    assert RuleSettings.from_table({"turn_seconds": 90}).turn_seconds == 90


@pytest.mark.parametrize("limit", [-1, 5, 3601, 1.5, True, "60"])
def test_a_turn_limit_is_0_or_10_to_3600_whole_seconds(limit: object) -> None:
    with pytest.raises(RuleSettingError, match=r"turn_seconds must be 0 \(off\) or 10 to 3600"):
        RuleSettings.from_table({"turn_seconds": limit})


def test_the_first_turn_is_the_player_left_of_the_dealer_and_turns_go_round_the_table() -> None:
    # Round 2: the deal has passed from Ann to Bob, so Cy (left of Bob) plays first.
    turn = first_turn(TABLE, 2, now=100.0)
    assert (turn.number, turn.round_number, turn.player, turn.started) == (1, 2, "Cy", 100.0)
    after = next_turn(TABLE, turn, now=130.0)
    assert (after.number, after.player, after.started) == (2, "Ann", 130.0)
    assert [
        next_turn(TABLE, after, 0).player,
        next_turn(TABLE, next_turn(TABLE, after, 0), 0).player,
    ] == ["Bob", "Cy"]


def test_the_clock_says_the_time_left_then_how_far_over_the_limit() -> None:
    turn = first_turn(TABLE, 1, now=1000.0)
    # 60 s limit: 15.2 s gone leaves 44.8, said as 0:45 (a started second counts).
    assert said_clock(turn, 60, 1015.2) == ("0:45 left", False)
    assert said_clock(turn, 60, 1059.9) == ("0:01 left", False)
    # 60 s gone: time is up; 72.5 s gone: 12 whole seconds over.
    assert said_clock(turn, 60, 1060.0) == ("0:00 over the 1:00 limit", True)
    assert said_clock(turn, 60, 1072.5) == ("0:12 over the 1:00 limit", True)
    assert said_clock(turn, 600, 1000.0) == ("10:00 left", False)

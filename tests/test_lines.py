"""One-line texts about a game: a recorded hand, who the round still needs, a log entry."""

from __future__ import annotations

from worked_example import (
    created,
    hand_event,
)

from quiddler_score.games import state as game
from quiddler_score.games.events import Event, Kind
from quiddler_score.present.lines import describe, hand_summary, long_date, waiting_line

# One-line texts ----------------------------------------------------------------------


def test_hand_summary_and_waiting_line_as_the_table_checks_a_hand() -> None:
    state = game.fold([created("Ann", "Bob", "Cy")])
    assert waiting_line(state) is None  # nothing in yet: nobody to chase
    state = game.fold(
        [
            created("Ann", "Bob", "Cy"),
            hand_event(2, 1, "Bob", ["ox"], "e"),
            hand_event(3, 1, "Cy", ["tea"], out=True),
        ]
    )
    assert hand_summary(state, 1, "Bob") == "OX (14); unused E (−2)"
    assert hand_summary(state, 1, "Cy") == "TEA (7); went out"
    assert waiting_line(state) == "Round 1 still needs: Ann."


def test_describe_gives_one_line_per_kind_of_entry() -> None:
    lines = [
        describe(created("Ann", "Bob")),
        describe(hand_event(2, 1, "Bob", ["OX"], "E")),
        describe(
            Event(
                1,
                3,
                Kind.CHALLENGE,
                {"round": 1, "by": "Ann", "player": "Bob", "word": "OX", "ruling": "unacceptable"},
            )
        ),
        describe(Event(1, 4, Kind.UNDO, {"target": 3})),
        describe(Event(1, 5, Kind.PLAYER_RENAMED, {"old": "Bob", "new": "Rob"})),
    ]
    assert lines == [
        "new game: Ann, Bob",
        "round 1, Bob: OX; unused E",
        "round 1: Ann challenged Bob's OX, table ruled unacceptable",
        "undo",
        "Bob renamed Rob",
    ]


def test_a_day_is_said_the_day_in_english_words() -> None:
    assert long_date("2026-12-01") == "Tuesday 1 December 2026"
    assert long_date("2024-02-29") == "Thursday 29 February 2024"
    assert long_date("") == "" and long_date("Friday") == "Friday"

"""What a sitting of ``play`` remembers between its questions."""

from __future__ import annotations

import pytest

from quiddler_score.cli.play.sitting import Restart, Sitting


def test_a_change_under_the_questions_restarts_them_and_shows_the_round_header_again() -> None:
    sitting = Sitting()
    sitting.header_for = 3
    with pytest.raises(Restart):
        sitting.changed()
    assert sitting.header_for is None


def test_a_new_sitting_has_seen_no_hand_and_says_no_seat_links() -> None:
    sitting = Sitting()
    assert sitting.saved is None and sitting.hands_seen is None
    sitting.seat_links(["Ann", "Bob"])  # without play --serve --seats: nothing to say

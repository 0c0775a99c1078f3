"""Days as the table lived them (games/club/local_days.py): a stored UTC time read on this
computer's clock, and what ``--since`` keeps."""

from __future__ import annotations

from quiddler_score.games.club.local_days import local_day, on_or_after

# 04:30 UTC on 2 December is 20:30 on 1 December in California.
EVENING = "2026-12-02T04:30:00+00:00"


def test_a_stored_time_is_the_day_it_was_on_this_computers_clock(california: None) -> None:
    assert local_day(EVENING) == "2026-12-01"


def test_a_text_that_is_not_a_time_has_no_day() -> None:
    assert local_day("") == ""
    assert local_day("yesterday") == ""


def test_since_keeps_the_times_of_its_day_and_after_on_this_computers_clock(
    california: None,
) -> None:
    assert on_or_after(EVENING, "2026-12-01")
    assert not on_or_after(EVENING, "2026-12-02")


def test_without_since_every_time_is_kept_and_with_it_one_unread_never_is() -> None:
    assert on_or_after("", None)
    assert not on_or_after("", "2000-01-01")

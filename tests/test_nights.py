"""A game night's identity (games/past_nights/nights.py): its day, its players as written
and their totals, on each day some clock of the Earth dates it."""

from __future__ import annotations

import pytest

from quiddler_score.games.past_nights.nights import Night, _days_anywhere, night_key


def test_a_night_is_its_day_and_each_folded_name_with_its_total() -> None:
    # Case, accents, spaces and the order the players are named in do not tell nights apart.
    assert night_key("2024-03-09", {"Chloé": 120, "Bob": 95}) == night_key(
        "2024-03-09", {" bob ": 95, "CHLOE": 120}
    )


@pytest.mark.parametrize(
    ("day", "totals"),
    [
        ("2024-03-10", {"Chloé": 120, "Bob": 95}),  # another day
        ("2024-03-09", {"Chloé": 121, "Bob": 95}),  # another total
        ("2024-03-09", {"Chloé": 95, "Bob": 120}),  # the totals the other way round
        ("2024-03-09", {"Chloé": 120, "Rob": 95}),  # another player
    ],
)
def test_a_night_of_another_day_player_or_total_is_another_night(
    day: str, totals: dict[str, int]
) -> None:
    assert night_key(day, totals) != night_key("2024-03-09", {"Chloé": 120, "Bob": 95})


@pytest.mark.parametrize(
    ("moment", "days"),
    [
        # 09:59 UTC: 21:59 the day before 12 hours behind, 23:59 the same day 14 ahead.
        ("2024-03-09T09:59:59+00:00", ("2024-03-08", "2024-03-09")),
        # 10:00 UTC: 00:00 the next day 14 hours ahead.
        ("2024-03-09T10:00:00+00:00", ("2024-03-08", "2024-03-09", "2024-03-10")),
        # 12:00 UTC: 00:00 the same day 12 hours behind, so never the day before.
        ("2024-03-09T12:00:00+00:00", ("2024-03-09", "2024-03-10")),
        # Written on a clock 5 hours ahead: 23:00 there is 18:00 UTC.
        ("2024-03-09T23:00:00+05:00", ("2024-03-09", "2024-03-10")),
        # A time kept without a zone is read as UTC.
        ("2024-03-09T03:00:00", ("2024-03-08", "2024-03-09")),
    ],
)
def test_a_game_played_here_falls_on_each_day_some_clock_of_the_earth_shows(
    moment: str, days: tuple[str, ...]
) -> None:
    assert _days_anywhere(moment) == days


def test_the_days_anywhere_stop_at_the_ends_of_the_calendar() -> None:
    assert _days_anywhere("0001-01-01T00:00:00+00:00") == ("0001-01-01",)
    assert _days_anywhere("9999-12-31T23:59:59+00:00") == ("9999-12-31",)


def test_a_start_that_is_not_a_time_falls_on_no_day() -> None:
    assert _days_anywhere("not a time") == ()


def test_a_night_kept_here_is_the_same_night_on_each_day_it_may_be_dated_on() -> None:
    night = Night(7, "2024-03-09", ("2024-03-08", "2024-03-09"), {"Ann": 80, "Bob": 70})
    assert night.dated_keys() == {
        night_key("2024-03-08", {"Ann": 80, "Bob": 70}),
        night_key("2024-03-09", {"ann": 80, "bob": 70}),
    }
    assert night.said() == "2024-03-09, Ann 80, Bob 70"

"""Handicaps worked out from recent averages as a game starts (RULES.md section 8)."""

from __future__ import annotations

import pytest
from builders import saved_summary
from test_standings import numbers

from quiddler_score.engine.rules import MAX_PER_ROUND
from quiddler_score.games.club.people import People
from quiddler_score.games.stats.all_games import SavedSummary
from quiddler_score.games.stats.handicaps import (
    MIN_GAMES,
    RECENT_GAMES,
    per_round,
    recent_averages,
)


def game(number: int, totals: dict[str, int], rounds: int = 8) -> SavedSummary:
    """A finished game of ``rounds`` rounds, started on the ``number``th of January."""
    return saved_summary(
        {
            "id": number,
            "name": f"Game {number}",
            "created_at": f"2026-01-{number:02d}T19:00:00+00:00",
            "complete": True,
            "rounds": rounds,
            "shape": [3] * rounds,
            "totals": totals,
            "winners": [p for p, t in totals.items() if t == max(totals.values())],
            "players": dict.fromkeys(totals, numbers()),
        }
    )


@pytest.mark.parametrize(
    ("average", "table", "points"),
    [
        (20.0, 21.0, 0),  # half of 1 rounds down to 0
        (20.0, 23.0, 1),  # half of 3 is 1.5: 1
        (30.0, 20.0, 0),  # above the table: none, never points taken away
        (0.0, 2.0 * MAX_PER_ROUND, MAX_PER_ROUND),  # half of 60 is 30: at the limit
        (0.0, 2.0 * MAX_PER_ROUND + 2, MAX_PER_ROUND),  # half of 62 is 31: held at 30
    ],
)
def test_points_a_round_are_half_the_gap_to_the_tables_average_at_most_30(
    average: float, table: float, points: int
) -> None:
    assert per_round(average, table) == points


def test_a_persons_average_is_of_their_last_ten_finished_games_and_a_new_person_has_none() -> None:
    # Ann played 12 games of 8 rounds: the two oldest totalled 800 (100 a round), the
    # last ten 80 (10 a round); only the last ten count: 10 x 80 / (10 x 8) = 10.0.
    # Bob played 3 games of 2 rounds, totals 10, 20 and 30: 60 / 6 = 10.0 at the least
    # number of games; Cy played 2 (MIN_GAMES - 1): new, no average.
    assert (RECENT_GAMES, MIN_GAMES) == (10, 3)
    games = [game(n, {"Ann": 800, "Dee": 0}) for n in (1, 2)]
    games += [game(n, {"Ann": 80, "Dee": 0}) for n in range(3, 13)]
    games += [game(13 + n, {"bob": 10 * (n + 1), "Cy": 0}, rounds=2) for n in range(2)]
    games += [game(15, {"Bob": 30, "Dee": 0}, rounds=2)]
    averages = recent_averages(People({}), games, ["Ann", "Bob", "Cy", "Eve"])
    assert averages == {"Ann": 10.0, "Bob": 10.0, "Cy": None, "Eve": None}


def test_an_alias_counts_a_persons_games_under_every_name() -> None:
    games = [game(n, {"Robert": 16, "Dee": 0}, rounds=2) for n in (1, 2)]
    games.append(game(3, {"Bob": 16, "Dee": 0}, rounds=2))
    averages = recent_averages(People({"Robert": "Bob"}), games, ["Bob"])
    assert averages == {"Bob": 8.0}

"""The ratings worked on plain floats are openskill's Plackett–Luce, to the last digit.

openskill is here only to check against: the program rates without it.

Seeded faults left alive in ratings.py (scripts/mutate.sh), because nothing the program
does can show them: `strict=True` taken off zips of lists of one length, and placeholders
that are always written over before they are read.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openskill.models import PlackettLuce

from quiddler_score.games.log import listing
from quiddler_score.games.log.store import Store
from quiddler_score.games.stats.all_games import game_summaries
from quiddler_score.games.stats.ratings import (
    MU,
    SIGMA,
    Rating,
    RatingStep,
    places,
    rate_game,
    rate_games,
)

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))

Game = tuple[int, dict[str, int]]
PEOPLE = [f"p{n}" for n in range(20)]


def openskills(games: list[Game]) -> dict[str, list[RatingStep]]:
    """The ratings as openskill makes them, game by game, players ranked by total."""
    model = PlackettLuce()
    current: dict[str, object] = {}
    history: dict[str, list[RatingStep]] = {}
    for game_id, totals in games:
        players = list(totals)
        teams = [[current.get(p) or model.rating(name=p)] for p in players]
        ranks = [float(1 + sum(o > totals[p] for o in totals.values())) for p in players]
        for player, (rating,) in zip(players, model.rate(teams, ranks=ranks), strict=True):
            current[player] = rating
            step = RatingStep(game_id, Rating(rating.mu, rating.sigma, rating.ordinal()))
            history.setdefault(player, []).append(step)
    return history


@st.composite
def clubs(draw: st.DrawFn) -> list[Game]:
    """Games of 2 to 8 of 20 people; totals from a narrow range so that ties are common,
    and from a wide one (negative too) so that they are not."""
    spread = draw(st.sampled_from([3, 60, 400]))
    games = []
    for game_id in range(1, draw(st.integers(1, 40)) + 1):
        players = draw(st.lists(st.sampled_from(PEOPLE), min_size=2, max_size=8, unique=True))
        totals = st.integers(-spread // 4, spread)
        games.append((game_id, {p: draw(totals) for p in players}))
    return games


# 100 clubs, about a third of each spread: the long club below carries the ratings over
# 3,000 games, so these need only the ties and the odd sizes.
@settings(max_examples=100, deadline=None)
@given(clubs())
def test_every_rating_after_every_game_is_openskills_to_the_last_digit(games: list[Game]) -> None:
    assert rate_games(games) == openskills(games)


def test_a_long_club_drifts_from_openskill_by_not_one_digit() -> None:
    # 3,000 games of the same 20 people: any rounding step done otherwise than openskill
    # does it would be carried and grown from game to game.
    import random

    rng = random.Random(30)
    games = [
        (n, {p: rng.randrange(-20, 200) for p in rng.sample(PEOPLE, rng.randint(2, 8))})
        for n in range(3000)
    ]
    assert rate_games(games) == openskills(games)


def test_the_benchmarks_club_is_rated_as_openskill_rates_it(tmp_path: Path) -> None:
    # bench_stats.py's club: the sample game night kept once, then the same night again
    # and again (1,000 games of the same four players and totals).
    from bench_stats import one_game

    db = tmp_path / "club.sqlite3"
    one_game(db)
    with Store(db) as store:
        [night] = game_summaries(store, listing.games(store)).summaries
    assert night.summary.complete and len(night.summary.totals) == 4
    games = [(n, dict(night.summary.totals)) for n in range(1, 1001)]
    ours = rate_games(games)
    assert ours == openskills(games)
    assert all(len(steps) == 1000 for steps in ours.values())


def test_a_newcomer_comes_to_their_first_game_at_25_with_sigma_25_over_3() -> None:
    assert (MU, SIGMA) == (25.0, 25.0 / 3.0)
    first = rate_games([(1, {"a": 5, "b": 9}), (2, {"a": 7, "c": 1})])
    [(a_mu, a_sigma), (c_mu, c_sigma)] = rate_game([first["a"][0].rating[:2], (MU, SIGMA)], [1, 2])
    assert first["c"] == [RatingStep(2, Rating(c_mu, c_sigma, c_mu - 3 * c_sigma))]
    assert first["a"][1] == RatingStep(2, Rating(a_mu, a_sigma, a_mu - 3 * a_sigma))


def test_the_winner_rises_the_loser_falls_and_both_grow_surer() -> None:
    [(win_mu, win_sigma), (lose_mu, lose_sigma)] = rate_game([(MU, SIGMA), (MU, SIGMA)], [1, 2])
    assert win_mu > MU > lose_mu
    assert win_sigma < SIGMA and lose_sigma < SIGMA
    # Equal players, opposite results: the changes mirror each other.
    assert win_mu - MU == pytest.approx(MU - lose_mu)


def test_players_who_share_a_place_each_keep_their_own_change() -> None:
    # openskill's step to average the change of tied players changes nothing (it averages
    # values already overwritten): a tie between a strong and a new player moves them
    # apart, not by the same amount.
    strong, new = (30.0, 4.0), (MU, SIGMA)
    [(strong_mu, _), (new_mu, _)] = rate_game([strong, new], [1, 1])
    assert strong_mu - 30.0 != new_mu - MU
    assert rate_game([strong, new], [1, 1]) == [
        (r.mu, r.sigma)
        for [r] in PlackettLuce().rate(
            [[PlackettLuce().rating(*strong)], [PlackettLuce().rating(*new)]], ranks=[1, 1]
        )
    ]


def test_players_are_given_back_in_the_order_given_whatever_their_places() -> None:
    ratings = [(20.0, 5.0), (25.0, 8.0), (31.0, 3.0)]
    forward = rate_game(ratings, [3, 1, 2])
    backward = rate_game(ratings[::-1], [2, 1, 3])
    assert forward == backward[::-1]


def test_places_count_the_higher_totals_and_ties_share() -> None:
    # 30 beats all: 1st; the two 12s have one above: both 2nd; -4 has three above: 4th.
    assert places({"a": 12, "b": 30, "c": -4, "d": 12}) == [2, 1, 4, 2]

"""A skill rating across game nights: openskill's Plackett–Luce model, game by game.

Each finished game is a free-for-all of its 2 to 8 players, ranked by their totals
(equal totals share a place). A rating is a mean ``mu`` and an uncertainty ``sigma``;
the leaderboard orders players by the conservative ``ordinal`` (mu − 3 sigma), which
rises as a player wins and as the rating grows surer with games played.

The model is openskill's ``PlackettLuce()`` with its defaults, worked here on plain
floats: openskill copies every rating (with a fresh uuid) at each game, which a club's
thousands of games pay for in seconds. Every step below is openskill 6's, operation for
operation and in its order, so that each rating is the same to the last digit (the
tests compare the two on random clubs).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import NamedTuple

# openskill's defaults: a new player's mu and sigma, the performance spread beta, the
# floor kappa on how far one game may shrink sigma, and tau, the drift added before each.
MU = 25.0
SIGMA = 25.0 / 3.0
BETA = 25.0 / 6.0
KAPPA = 0.0001
TAU = 25.0 / 300.0


class Rating(NamedTuple):
    mu: float
    sigma: float
    ordinal: float


class RatingStep(NamedTuple):
    game: int
    rating: Rating


def rate_games(games: Iterable[tuple[int, Mapping[str, int]]]) -> dict[str, list[RatingStep]]:
    """Each player's rating after each game they played, in the order given.

    ``games`` gives each game's id and every player's total, players named by their
    key; the result maps each key to its ratings, one per game.
    """
    current: dict[str, tuple[float, float]] = {}
    history: dict[str, list[RatingStep]] = {}
    for game_id, totals in games:
        players = list(totals)
        before = [current.get(p, (MU, SIGMA)) for p in players]
        for player, (mu, sigma) in zip(players, rate_game(before, places(totals)), strict=True):
            current[player] = (mu, sigma)
            step = RatingStep(game_id, Rating(mu, sigma, mu - 3.0 * sigma))
            history.setdefault(player, []).append(step)
    return history


def places(totals: Mapping[str, int]) -> list[int]:
    """Each player's place, 1 for the highest total; equal totals share a place."""
    highest_first = sorted(totals.values(), reverse=True)
    return [1 + highest_first.index(total) for total in totals.values()]


def rate_game(ratings: list[tuple[float, float]], places: list[int]) -> list[tuple[float, float]]:
    """Each player's (mu, sigma) after one game, given before it and their places.

    Players are teams of one; a lower place is better and equal places are a tie.
    """
    # openskill works through the players ordered by place (a stable sort: tied players
    # in the order given) and gives them back in the order given.
    order = sorted(range(len(places)), key=places.__getitem__)
    ranks = [places[i] for i in order]
    mus = [ratings[i][0] for i in order]
    # Uncertainty grows a little before each game (tau), so that a rating never freezes.
    sigmas = [math.sqrt(ratings[i][1] * ratings[i][1] + TAU * TAU) for i in order]
    variances = [sigma**2 for sigma in sigmas]
    spread = 0.0
    for variance in variances:
        spread += variance + BETA**2
    c = math.sqrt(spread)
    strengths = [math.exp(mu / c) for mu in mus]
    # Where each place's players start and end in that order, how many share it, and
    # the strength of all who finished there or below, added left to right.
    start: dict[int, int] = {}
    for at, rank in enumerate(ranks):
        start.setdefault(rank, at)
    tied = {rank: ranks.count(rank) for rank in start}
    below: dict[int, float] = {}
    for rank, at in start.items():
        total = 0.0
        for strength in strengths[at:]:
            total += strength
        below[rank] = total
    rated = [(0.0, 0.0)] * len(order)
    for i, rank_i in enumerate(ranks):
        omega = 0.0
        delta = 0.0
        # Only those who finished level with or above player i (openskill's q loop
        # skips the rest).
        for q in range(start[rank_i] + tied[rank_i]):
            share = strengths[i] / below[ranks[q]]
            delta += share * (1 - share) / tied[ranks[q]]
            if q == i:
                omega += (1 - share) / tied[ranks[q]]
            else:
                omega -= share / tied[ranks[q]]
        variance = variances[i]
        omega *= variance / c
        delta *= variance / c**2
        delta *= math.sqrt(variance) / c
        # A team of one: its share of the team's variance is sigma**2 / variance, 1.0.
        # openskill then averages the change of tied players' mu, but over values it has
        # already overwritten, so the change it adds is 0 and each keeps their own.
        share_of_team = sigmas[i] ** 2 / variance
        mu = mus[i] + share_of_team * omega
        sigma = sigmas[i] * math.sqrt(max(1 - share_of_team * delta, KAPPA))
        rated[order[i]] = (mu, sigma)
    return rated

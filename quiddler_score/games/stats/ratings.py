"""A skill rating across game nights: openskill's Plackett–Luce model, game by game.

Each finished game is a free-for-all of its 2 to 8 players, ranked by their totals
(equal totals share a place). A rating is a mean ``mu`` and an uncertainty ``sigma``;
the leaderboard orders players by the conservative ``ordinal`` (mu − 3 sigma), which
rises as a player wins and as the rating grows surer with games played.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple


class Rating(NamedTuple):
    mu: float
    sigma: float
    ordinal: float


class RatingStep(NamedTuple):
    game: int
    rating: Rating


def rate_games(
    games: Iterable[tuple[int, Mapping[str, int]]],
) -> dict[str, list[RatingStep]]:
    """Each player's rating after each game they played, in the order given.

    ``games`` gives each game's id and every player's total, players named by their
    key; the result maps each key to its ratings, one per game.
    """
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current: dict[str, Any] = {}
    history: dict[str, list[RatingStep]] = {}
    for game_id, totals in games:
        players = list(totals)
        teams = [[current.get(p) or model.rating(name=p)] for p in players]
        ranks = [float(_place(totals[p], totals.values())) for p in players]
        rated = model.rate(teams, ranks=ranks)
        for player, (rating,) in zip(players, rated, strict=True):
            current[player] = rating
            step = RatingStep(game_id, Rating(rating.mu, rating.sigma, rating.ordinal()))
            history.setdefault(player, []).append(step)
    return history


def _place(total: int, totals: Iterable[int]) -> int:
    """1 for the highest total; players on equal totals share a place."""
    return 1 + sum(other > total for other in totals)


def latest(history: Sequence[RatingStep]) -> Rating:
    return history[-1].rating

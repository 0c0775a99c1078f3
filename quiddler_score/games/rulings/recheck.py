"""Past rulings judged again by today's dictionary of the same name, to see what an update
of a word list changed. Nothing is written: the verdicts kept in the logs stand, and so
do the scores made from them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.verdict import Verdict
from quiddler_score.games.rulings.every_game import GameRulings
from quiddler_score.games.rulings.one_game import GameRuling
from quiddler_score.games.saved_game import judge_of


class Turned(NamedTuple):
    """A ruling whose dictionary verdict would now go the other way."""

    ruling: GameRuling
    then: Verdict
    now: Verdict


class Recheck(NamedTuple):
    turned: list[Turned]
    checked: int
    """Rulings judged again (each with a verdict kept and a dictionary that opens)."""
    notes: list[str]
    """Why some rulings could not be judged again."""


def recheck(games: Iterable[GameRulings]) -> Recheck:
    """Each kept verdict judged again under its game's dictionary and house rules."""
    turned: list[Turned] = []
    checked = unjudged = 0
    unavailable: dict[str, int] = {}
    for game in games:
        judge = judge_of(game.state)
        for ruling in game.rulings:
            then = ruling.verdict
            if then is None:  # the dictionary could not be opened then: the table decided
                unjudged += 1
                continue
            try:
                now = judge(ruling.word)
            except ScoringError as error:
                unavailable[str(error)] = unavailable.get(str(error), 0) + 1
                continue
            checked += 1
            if now.accepted != then.accepted:
                turned.append(Turned(ruling, then, now))
    turned.sort(key=lambda t: (t.ruling.at, t.ruling.game_id, t.ruling.entry))
    notes = [f"{_count(n)} not judged again: {why}" for why, n in unavailable.items()]
    if unjudged:
        notes.append(
            f"{_count(unjudged)} kept no dictionary verdict (the table decided alone), "
            "so there is nothing to judge again"
        )
    return Recheck(turned, checked, notes)


def _count(rulings: int) -> str:
    return f"{rulings} ruling{'' if rulings == 1 else 's'}"

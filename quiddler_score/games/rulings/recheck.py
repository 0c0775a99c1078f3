"""Past rulings judged again by today's dictionary of the same name, to see what an update
of a word list changed. The verdicts kept in the logs stand, and so do the scores made
from them.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import NamedTuple

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.engine.verdict import Verdict
from quiddler_score.games.log import listing
from quiddler_score.games.log.store import Store
from quiddler_score.games.rulings.one_game import GameRuling
from quiddler_score.games.saved_game import SavedGame, judge_of
from quiddler_score.language import ngettext, number
from quiddler_score.words.table_judge import TableJudge


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


def recheck(store: Store, rulings: Iterable[GameRuling]) -> Recheck:
    """Each kept verdict judged again, in the order of ``rulings``, under its game's
    dictionary and house rules (read from the game's log, once a game)."""

    @cache
    def judge(game_id: int) -> TableJudge:
        return judge_of(SavedGame(store, listing.game(store, game_id)).state())

    turned: list[Turned] = []
    checked = unjudged = 0
    unavailable: dict[str, int] = {}
    for ruling in rulings:
        then = ruling.verdict
        if then is None:  # the dictionary could not be opened then: the table decided
            unjudged += 1
            continue
        try:
            now = judge(ruling.game_id)(ruling.word)
        except QuiddlerError as error:
            unavailable[str(error)] = unavailable.get(str(error), 0) + 1
            continue
        checked += 1
        if now.accepted != then.accepted:
            turned.append(Turned(ruling, then, now))
    notes = [
        # Translators: {why} says why the dictionary could not judge them.
        ngettext(
            "{count} ruling not judged again: {why}",
            "{count} rulings not judged again: {why}",
            n,
        ).format(count=number(n), why=why)
        for why, n in unavailable.items()
    ]
    if unjudged:
        notes.append(
            ngettext(
                "{count} ruling kept no dictionary verdict (the table decided alone), "
                "so there is nothing to judge again",
                "{count} rulings kept no dictionary verdict (the table decided alone), "
                "so there is nothing to judge again",
                unjudged,
            ).format(count=number(unjudged))
        )
    return Recheck(turned, checked, notes)

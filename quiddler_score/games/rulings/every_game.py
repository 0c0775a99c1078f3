"""Saved games' rulings made from their logs, and the person ``rulings --player`` means.

Only the games the store finds holding a challenge or a refused word are replayed (see
:mod:`~quiddler_score.games.rulings.query`); a game whose log cannot be read or scored
is named in a line, and the others are listed all the same.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import NamedTuple

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.engine.players import resolve_player
from quiddler_score.games.club.people import People
from quiddler_score.games.log.listing import GameInfo
from quiddler_score.games.log.store import Store
from quiddler_score.games.rulings.one_game import GameRuling, game_rulings
from quiddler_score.games.rulings.query import games_with_rulings
from quiddler_score.games.saved_game import SavedGame, scores
from quiddler_score.language import _


class GameRulings(NamedTuple):
    """One game's rulings, with the game they were made in."""

    info: GameInfo
    rulings: list[GameRuling]


class RulingsRead(NamedTuple):
    games: list[GameRulings]
    problems: list[str]
    """A line for each game that could not be read or scored."""
    incomplete: set[int]
    """Those games' ids."""

    @property
    def rulings(self) -> list[GameRuling]:
        """Every ruling, oldest first."""
        every = [ruling for game in self.games for ruling in game.rulings]
        return sorted(every, key=lambda r: (r.at, r.game_id, r.entry))


# Progress is told every this many games replayed.
PROGRESS_EVERY = 50


def read_rulings(
    store: Store, infos: Sequence[GameInfo], progress: Callable[[int, int], None] | None = None
) -> RulingsRead:
    """The rulings of the games ``infos`` that hold any, each game replayed once, or a
    line for each that cannot be read or scored; ``progress`` is told (done, total)."""
    holding = games_with_rulings(store, [info.id for info in infos])
    replayed = [info for info in infos if info.id in holding]
    read = RulingsRead([], [], set())
    for done, info in enumerate(replayed):
        if progress is not None and done % PROGRESS_EVERY == 0:
            progress(done, len(replayed))
        named = {"id": info.id, "name": repr(info.name)}
        try:
            state = SavedGame(store, info).state()
        except QuiddlerError as error:
            read.problems.append(
                _("game {id} {name} cannot be read, so its rulings are not listed: {error}").format(
                    **named, error=error
                )
            )
            read.incomplete.add(info.id)
            continue
        try:
            board = scores(state)
        except QuiddlerError as error:
            board = None
            read.problems.append(
                # Translators: who paid points for a ruling (the challenger or the player).
                _("game {id} {name}: who paid cannot be worked out ({error})").format(
                    **named, error=error
                )
            )
            read.incomplete.add(info.id)
        rulings = game_rulings(info.id, state.title, state.effective, board)
        if rulings:
            read.games.append(GameRulings(info, rulings))
    return read


def person_in_rulings(people: People, typed: str, names: Collection[str]) -> set[str]:
    """The names among ``names`` (those in the rulings) of the person ``typed`` means: by
    their name, an alias of theirs, or the start of their name; refused naming who there is."""
    shown = {people.key(name): people.shown(name) for name in names}
    person = people.key(typed)
    if person not in shown:
        everyone = sorted(set(shown.values()), key=str.casefold)
        person = people.key(resolve_player(everyone, typed, missing=_("has no ruling kept")))
    return {name for name in names if people.key(name) == person}

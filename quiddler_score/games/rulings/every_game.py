"""Every saved game's rulings, and the filters ``rulings`` offers on them.

Only the games the store finds holding a challenge or a refused word are replayed (see
:mod:`~quiddler_score.games.rulings.query`); a game whose log cannot be read or scored
is named in a line, and the others are listed all the same.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.engine.players import resolve_player
from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.club.people import People
from quiddler_score.games.log.listing import GameInfo
from quiddler_score.games.log.store import Store
from quiddler_score.games.rulings.one_game import GameRuling, game_rulings
from quiddler_score.games.rulings.query import games_with_rulings
from quiddler_score.games.saved_game import SavedGame, scores
from quiddler_score.games.state import GameState


class GameRulings(NamedTuple):
    """One game's rulings, with the game they were made in."""

    info: GameInfo
    state: GameState
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

    def only(self, keeps: Callable[[GameRuling], bool]) -> RulingsRead:
        """The rulings ``keeps`` keeps, with the games they were made in."""
        games = [game._replace(rulings=list(filter(keeps, game.rulings))) for game in self.games]
        return self._replace(games=[game for game in games if game.rulings])


# Progress is told every this many games replayed.
PROGRESS_EVERY = 50


def read_rulings(
    store: Store, infos: Sequence[GameInfo], progress: Callable[[int, int], None] | None = None
) -> RulingsRead:
    """The rulings of the games ``infos`` that hold any, each game replayed once;
    ``progress`` is told (done, total) as the games are replayed."""
    holding = games_with_rulings(store, [info.id for info in infos])
    replayed = [info for info in infos if info.id in holding]
    read = RulingsRead([], [], set())
    for done, info in enumerate(replayed):
        if progress is not None and done % PROGRESS_EVERY == 0:
            progress(done, len(replayed))
        _replay(info, SavedGame(store, info).state, read)
    order = {info.id: number for number, info in enumerate(infos)}
    read.games.sort(key=lambda game: order[game.info.id])
    return read


def _replay(info: GameInfo, state_of: Callable[[], GameState], read: RulingsRead) -> None:
    """One game's rulings added to ``read``, or the line saying why they cannot be."""
    named = f"game {info.id} {info.name!r}"
    try:
        state = state_of()
    except QuiddlerError as error:
        read.problems.append(f"{named} cannot be read, so its rulings are not listed: {error}")
        read.incomplete.add(info.id)
        return
    try:
        board = scores(state)
    except QuiddlerError as error:
        board = None
        read.problems.append(f"{named}: who paid cannot be worked out ({error})")
        read.incomplete.add(info.id)
    rulings = game_rulings(info.id, state.title, state.effective, board)
    if rulings:
        read.games.append(GameRulings(info, state, rulings))


class RulingsFilter(NamedTuple):
    """What ``rulings`` keeps: a word's letters, a person's key, the first day."""

    letters: str | None = None
    person: str | None = None
    since: str | None = None
    """A local day, YYYY-MM-DD: rulings made on it or later."""

    def keeps(self, ruling: GameRuling, people: People) -> bool:
        if self.letters is not None and ruling.word.letters != self.letters:
            return False
        if self.since is not None and local_day(ruling.at) < self.since:
            return False
        return self.person is None or self.person in {
            people.key(name) for name in (ruling.player, ruling.challenger) if name is not None
        }


def person_in_rulings(people: People, typed: str, names: Iterable[str]) -> str:
    """The key of the person ``typed`` means among ``names`` (those in the rulings): their
    name, an alias of theirs, or the start of their name; refused naming who there is."""
    shown = {people.key(name): people.shown(name) for name in names}
    if people.key(typed) in shown:
        return people.key(typed)
    everyone = sorted(set(shown.values()), key=str.casefold)
    return people.key(resolve_player(everyone, typed, missing="has no ruling kept"))

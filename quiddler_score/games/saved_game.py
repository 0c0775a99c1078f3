"""A game kept in the store: read its log, verify a new event, append it safely.

Shell-side glue between :mod:`quiddler_score.games.store` (which knows nothing of Quiddler) and
:mod:`quiddler_score.games.state` (which knows nothing of files).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from quiddler_score.engine.errors import ScoringError
from quiddler_score.games import state as game
from quiddler_score.games.store import GameInfo, Store, StoreConflict

# Another process appending between our read and our write is retried this many times.
_ATTEMPTS = 5


class NoGame(ScoringError):
    """There is no current game to work on."""


class SavedGame:
    def __init__(self, store: Store, info: GameInfo) -> None:
        self.store = store
        self.info = info

    @classmethod
    def current(cls, store: Store) -> SavedGame:
        game_id = store.current_game()
        if game_id is None:
            raise NoGame('no game yet: start one with  quiddler-score new "Ann" "Bob" ...')
        return cls(store, store.game(game_id))

    @classmethod
    def create(cls, store: Store, payload: Mapping[str, Any]) -> SavedGame:
        state = game.fold([game.Event(1, game.GAME_CREATED, payload)])
        name = state.name or " vs ".join(state.table.players)
        game_id = store.create_game(name, (game.GAME_CREATED, dict(payload)))
        return cls(store, store.game(game_id))

    def events(self) -> list[game.Event]:
        return [game.Event(e.seq, e.kind, e.payload) for e in self.store.events(self.info.id)]

    def state(self) -> game.GameState:
        return game.fold(self.events())

    def record(self, kind: str, payload: Mapping[str, Any]) -> tuple[game.GameState, game.Event]:
        """Verify the event against the log as it is now, then append it.

        The append only happens if nobody appended since we read, so what was verified is
        what is stored; on a conflict the event is verified again against the new log.
        """
        for _ in range(_ATTEMPTS):
            events = self.events()
            state = game.verify(events, kind, payload)
            try:
                stored = self.store.append_if(self.info.id, len(events), kind, dict(payload))
            except StoreConflict:
                continue
            return state, game.Event(stored.seq, stored.kind, stored.payload)
        raise ScoringError("the game kept changing under another scorekeeper; try again")

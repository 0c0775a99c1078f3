"""The errors of saved games: a database or a log that cannot be used as asked (from the
event log, named here too), a game's name that cannot be one, and an undo or redo with
nothing to take back."""

from __future__ import annotations

from quiddler_score.games.log.errors import (
    DamagedEntry,
    NoGame,
    SavedGameError,
    StoreConflict,
    StoreError,
)

__all__ = [
    "DamagedEntry",
    "GameNameError",
    "ImportedGame",
    "NoGame",
    "NothingToRedo",
    "NothingToUndo",
    "SavedGameError",
    "StoreConflict",
    "StoreError",
]


class GameNameError(SavedGameError, ValueError):
    """A game's chosen name that is not one printable line of 1 to 80 characters."""


class NothingToUndo(SavedGameError):
    """An undo with nothing left to take back (the game's creation stays)."""


class NothingToRedo(SavedGameError):
    """A redo with no undo to take back since the last entry."""


class ImportedGame(SavedGameError):
    """A game brought in by ``import``: only its scores are kept, so it has no rounds
    of words to show, replay or change."""

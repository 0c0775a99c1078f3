"""The errors of saved games: a database or a log that cannot be used as asked (from the
event log, named here too), a game's name that cannot be one, and an undo or redo with
nothing to take back."""

from __future__ import annotations

# The event log's errors, named here too (``as`` re-exports them).
from quiddler_score.games.log.errors import DamagedEntry as DamagedEntry
from quiddler_score.games.log.errors import NoGame as NoGame
from quiddler_score.games.log.errors import SavedGameError as SavedGameError
from quiddler_score.games.log.errors import StoreConflict as StoreConflict
from quiddler_score.games.log.errors import StoreError as StoreError


class GameNameError(SavedGameError, ValueError):
    """A game's chosen name that is not one printable line of 1 to 80 characters."""


class NothingToUndo(SavedGameError):
    """An undo with nothing left to take back (the game's creation stays)."""


class NothingToRedo(SavedGameError):
    """A redo with no undo to take back since the last entry."""


class ImportedGame(SavedGameError):
    """A game brought in by ``import``: only its scores are kept, so it has no rounds
    of words to show, replay or change."""

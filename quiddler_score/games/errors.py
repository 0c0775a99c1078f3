"""The errors of saved games: a database or a log that cannot be used as asked, a game's
name that cannot be one, and an undo or redo with nothing to take back."""

from __future__ import annotations

from quiddler_score.engine.errors import QuiddlerError


class SavedGameError(QuiddlerError):
    """What the saved-games layer refuses (not a rule of the game)."""


class GameNameError(SavedGameError, ValueError):
    """A game's chosen name that is not one printable line of 1 to 80 characters."""


class StoreError(SavedGameError):
    """A database that cannot be used as asked; ``str()`` is one line that names the file."""


class StoreConflict(StoreError):
    """The game gained events after the caller last read it, so nothing was appended."""


class DamagedEntry(StoreError):
    """An entry whose kind or payload is not one this version writes."""


class NoGame(StoreError):
    """There is no current game to work on."""


class NothingToUndo(SavedGameError):
    """An undo with nothing left to take back (the game's creation stays)."""


class NothingToRedo(SavedGameError):
    """A redo with no undo to take back since the last entry."""

"""The errors of saved games: a database or a log that cannot be used as asked, and an
undo or redo with nothing to take back."""

from __future__ import annotations

from quiddler_score.engine.errors import ScoringError


class StoreError(Exception):
    """A database that cannot be used as asked; ``str()`` is one line that names the file."""


class StoreConflict(StoreError):
    """The game gained events after the caller last read it, so nothing was appended."""


class DamagedEntry(StoreError):
    """An entry whose kind or payload is not one this version writes."""


class NoGame(StoreError):
    """There is no current game to work on."""


class NothingToUndo(ScoringError):
    """An undo with nothing left to take back (the game's creation stays)."""


class NothingToRedo(ScoringError):
    """A redo with no undo to take back since the last entry."""

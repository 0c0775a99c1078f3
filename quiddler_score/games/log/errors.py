"""The errors of the event log: a database or a log that cannot be used as asked."""

from __future__ import annotations

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.language import _


class SavedGameError(QuiddlerError):
    """What the saved-games layer refuses (not a rule of the game)."""


class StoreError(SavedGameError):
    """A database that cannot be used as asked; ``str()`` is one line that names the file."""


class StoreConflict(StoreError):
    """The game gained events after the caller last read it, so nothing was appended."""


class DamagedEntry(StoreError):
    """An entry whose kind or payload is not one this version writes."""


class NoGame(StoreError):
    """There is no current game to work on."""


def no_game(path: object, game_id: int) -> StoreError:
    """The error for a game id the database at ``path`` does not hold."""
    return StoreError(_("no game with id {id} in {path}").format(id=game_id, path=path))

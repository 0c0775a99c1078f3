"""What one sitting of ``play`` remembers between its questions."""

from __future__ import annotations

from typing import Any

from quiddler_score.games.saved_game import SavedGame
from quiddler_score.present.console import make_console


class Stop(Exception):
    """The scorekeeper typed q."""


class Restart(Exception):
    """The game changed under the question (an undo, a fix): ask from where it stands now."""


class Sitting:
    """Everything about the game comes from its log, read again before each question.

    The sitting remembers only answers that are not entries yet: who went out, before
    that player's hand is recorded (an undo forgets it, so it is asked again, as when
    play carries on). Everything else, the end of a round's challenges included, is in
    the log, so carrying on asks nothing already answered.
    """

    def __init__(self) -> None:
        self.saved: SavedGame | None = None
        self.console: Any = make_console()
        self.went_out: dict[int, str | None] = {}
        self.header_for: int | None = None

    @property
    def game(self) -> SavedGame:
        assert self.saved is not None
        return self.saved

    def changed(self) -> None:
        """The log changed under the questions: forget unsaved answers and ask again."""
        self.went_out.clear()
        self.header_for = None
        raise Restart

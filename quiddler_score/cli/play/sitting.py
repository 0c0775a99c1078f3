"""What one sitting of ``play`` remembers between its questions."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from quiddler_score.games.saved_game import SavedGame
from quiddler_score.present.console import make_console


class Stop(Exception):
    """The scorekeeper typed q."""


class Restart(Exception):
    """The game changed under the question (an undo, a fix): ask from where it stands now."""


class Sitting:
    """Everything about the game comes from its log, read again before each question.

    Every answer is an entry of the log (who went out and the end of a round's challenges
    included), so carrying on, undo and redo never ask what was already answered.
    """

    def __init__(self) -> None:
        self.saved: SavedGame | None = None
        self.console: Any = make_console()
        self.header_for: int | None = None
        # Each hand as the last question left it, to say the ones entered elsewhere
        # meanwhile (a player's phone, another scorekeeper); None before the first.
        self.hands_seen: dict[tuple[int, str], str] | None = None
        # Says each seat's link, once the players are known (play --serve --seats).
        self.seat_links: Callable[[Sequence[str]], None] = lambda players: None

    @property
    def game(self) -> SavedGame:
        assert self.saved is not None
        return self.saved

    def changed(self) -> None:
        """The log changed under the questions: ask from where it stands now."""
        self.header_for = None
        raise Restart

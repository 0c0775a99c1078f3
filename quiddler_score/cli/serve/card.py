"""The results card the page shows once the game is over: the picture play and export make.

Only where the pictures extra is installed (matplotlib draws it); the page shows the final
standings either way. Drawing takes a second, so a card is drawn again only when the
game's board changed (a correction after the end, say).
"""

from __future__ import annotations

from quiddler_score.cli.pictures import pictures_installed, results_picture
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.club.seating_order import Club
from quiddler_score.present.live_board import LiveBoard


class Cards:
    def __init__(self) -> None:
        self._drawn: tuple[LiveBoard, bytes] | None = None  # the board it was drawn for

    def card(
        self, board: LiveBoard, scoreboard: Scoreboard, named: tuple[str, str], club: Club
    ) -> bytes | None:
        """The PNG of the results card of ``board``, or None without matplotlib;
        ``named`` is the game's title and when it started."""
        if not pictures_installed():
            return None
        if self._drawn is None or self._drawn[0] != board:
            title, started = named
            picture = results_picture(scoreboard, title, local_day(started), "png", club)
            self._drawn = (board, picture)
        return self._drawn[1]

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
from quiddler_score.language import language
from quiddler_score.present.live_board import LiveBoard


class Cards:
    def __init__(self) -> None:
        # By language, the board it was drawn for and the card.
        self._drawn: dict[str, tuple[LiveBoard, bytes]] = {}

    def card(
        self, board: LiveBoard, scoreboard: Scoreboard, named: tuple[str, str], club: Club
    ) -> bytes | None:
        """The PNG of the results card of ``board``, or None without matplotlib;
        ``named`` is the game's title and when it started. Drawn in the language in
        force, once for each language the board is shown in."""
        if not pictures_installed():
            return None
        drawn = self._drawn.get(language())
        if drawn is None or drawn[0] != board:
            title, started = named
            picture = results_picture(scoreboard, title, local_day(started), "png", club)
            drawn = self._drawn[language()] = (board, picture)
        return drawn[1]

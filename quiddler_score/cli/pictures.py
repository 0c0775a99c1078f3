"""Pictures to share, made when asked for: matplotlib is an extra, with a one-line hint."""

from __future__ import annotations

import importlib.util
from typing import TYPE_CHECKING

from quiddler_score.cli.errors import InputError
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.games.club.seating_order import NO_CLUB, Club
from quiddler_score.games.stats.rows import Stats
from quiddler_score.language import _
from quiddler_score.present.lines import long_date
from quiddler_score.present.records_view import club_record_lines, rival_lines

if TYPE_CHECKING:
    from matplotlib.figure import Figure

GET_PICTURES = 'pip install "quiddler-score[pictures]"'


def pictures_installed() -> bool:
    """Whether matplotlib, which draws the pictures, can be imported here."""
    return importlib.util.find_spec("matplotlib") is not None


def _need_pictures() -> None:
    """Pictures are drawn by matplotlib, an extra: its modules are imported only once it
    is found."""
    if not pictures_installed():
        raise InputError(_("pictures need matplotlib: {command}").format(command=GET_PICTURES))


def results_picture(
    scoreboard: Scoreboard, title: str, date: str, kind: str, club: Club | None = None
) -> bytes:
    """The game's results card as the bytes of a ``kind`` ("png" or "svg") file.

    ``date`` is the day the game started (YYYY-MM-DD): the card says it in words;
    ``club`` gives each player their colour (see games/club/seating_order.py).
    """
    _need_pictures()
    from quiddler_score.present.results_card import results_card

    figure = results_card(scoreboard, title, long_date(date), club or NO_CLUB)
    return _file_bytes(figure, kind)


def _file_bytes(figure: Figure, kind: str) -> bytes:
    """The figure's file; an SVG starts at its ``<svg>`` element: the XML prologue and
    doctype are optional, and some viewers that preview a file by its start want the element."""
    from quiddler_score.present.picture_card import picture_bytes

    picture = picture_bytes(figure, kind)
    return picture[picture.index(b"<svg") :] if kind == "svg" else picture


def leaderboard_picture(stats: Stats, kind: str, club: Club | None = None) -> bytes:
    """The leaderboard with each player's rating trend, as ``kind`` ("png", "svg") bytes."""
    _need_pictures()
    from quiddler_score.present.leaderboard_card import MAX_LINES, LeaderboardRow, leaderboard_card

    rows = [
        LeaderboardRow(
            name=row["name"],
            games=row["games"],
            wins=row["wins"],
            win_rate=row["win_rate"],
            mu=row["rating"]["mu"],
            sigma=row["rating"]["sigma"],
            ordinal=row["rating"]["ordinal"],
        )
        for row in stats["players"]
    ]
    history = {
        name: [step["ordinal"] for step in steps]
        for name, steps in stats.get("rating_history", {}).items()
    }

    figure = leaderboard_card(
        rows,
        history,
        _("Quiddler leaderboard"),
        stats["games"],
        club or NO_CLUB,
        club_record_lines(stats),
        rival_lines(stats, MAX_LINES),
    )
    return _file_bytes(figure, kind)

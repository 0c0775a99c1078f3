"""Pictures to share, made when asked for: matplotlib is an extra, with a one-line hint."""

from __future__ import annotations

import importlib.util
from typing import Any

from quiddler_score.cli.errors import InputError
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.games.club.seating_order import NO_CLUB, Club
from quiddler_score.games.stats.rows import Stats
from quiddler_score.present.records_view import club_record_lines, rival_lines

GET_PICTURES = 'pip install "quiddler-score[pictures]"'


def pictures_installed() -> bool:
    """Whether matplotlib, which draws the pictures, can be imported here."""
    return importlib.util.find_spec("matplotlib") is not None


def _pictures_module() -> Any:
    if not pictures_installed():
        raise InputError(f"pictures need matplotlib: {GET_PICTURES}")
    from quiddler_score.present import pictures  # matplotlib, an extra: only once it is found

    return pictures


def results_picture(
    scoreboard: Scoreboard, title: str, date: str, kind: str, club: Club | None = None
) -> bytes:
    """The game's results card as the bytes of a ``kind`` ("png" or "svg") file.

    ``date`` is the day the game started (YYYY-MM-DD): the card says it in words;
    ``club`` gives each player their colour (see games/club/seating_order.py).
    """
    pictures = _pictures_module()
    figure = pictures.results_card(scoreboard, title, pictures.long_date(date), club or NO_CLUB)
    return _file_bytes(pictures, figure, kind)


def _file_bytes(pictures: Any, figure: Any, kind: str) -> bytes:
    """The figure's file; an SVG starts at its ``<svg>`` element: the XML prologue and
    doctype are optional, and some viewers that preview a file by its start want the element."""
    picture = bytes(pictures.picture_bytes(figure, kind))
    return picture[picture.index(b"<svg") :] if kind == "svg" else picture


def leaderboard_picture(stats: Stats, kind: str, club: Club | None = None) -> bytes:
    """The leaderboard with each player's rating trend, as ``kind`` ("png", "svg") bytes."""
    pictures = _pictures_module()
    rows = [
        pictures.LeaderboardRow(
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

    figure = pictures.leaderboard_card(
        rows,
        history,
        "Quiddler leaderboard",
        stats["games"],
        club or NO_CLUB,
        club_record_lines(stats),
        rival_lines(stats, pictures.MAX_LINES),
    )
    return _file_bytes(pictures, figure, kind)

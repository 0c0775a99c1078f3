"""Exports of a finished (or unfinished) game: CSV, the whole game as JSON, a picture."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable
from typing import Any

from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.games.events import Event
from quiddler_score.present.report import scoreboard_data

# A player's figures of a round, under the names PlayerRound gives them.
FIGURES = ("word_points", "unused_points", "struck_points", "bonus", "penalty", "round_score")
CSV_COLUMNS = (
    "game",
    "date",
    "round",
    "player",
    "words",
    "struck",
    "unused",
    *FIGURES,
    "total",
    "went_out",
    "cards",  # dealt to each player that round: the game's rules say how many
    # RULES.md section 8: what the player's handicap has given after the round, and
    # their total with it (0, and the total, for a player without one).
    "handicap",
    "handicapped_total",
)

# OWASP's advice for CSV injection: a cell that a spreadsheet would read as a formula gets a
# leading apostrophe, which spreadsheets show as text and do not evaluate. A text that
# begins with an apostrophe gets one too, so that import, which takes off the one export
# puts, reads every text back as it was ('=A as '=A, not =A).
_MARKED_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n", "'")


def safe_cell(value: object) -> object:
    """A text a spreadsheet would run as a formula, or that begins with ', made plain
    text with a leading '.

    Spreadsheets skip leading spaces before a formula (" =1+1"), so they are looked past.
    """
    if isinstance(value, str) and value.lstrip(" ").startswith(_MARKED_STARTS):
        return "'" + value
    return value


def scoreboard_csv(board: Scoreboard, game: str, date: str) -> str:
    """One header row, then one row per player per round.

    Each row starts with the ``game``'s name and its ``date`` (YYYY-MM-DD), so that the
    rows of several game nights can be pasted into one sheet.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    rules = board.table.rules
    for result in board.rounds:
        for p in result.players:
            given = rules.handicap_points(p.player, result.number)
            row: list[Any] = [
                game,
                date,
                result.number,
                p.player,
                " ".join(str(w) for w in p.words),
                " ".join(str(s.word) for s in p.struck),
                " ".join(str(c) for c in p.unused),
                *(getattr(p, figure) for figure in FIGURES),
                p.total,
                "yes" if p.went_out else "",
                result.cards,
                given,
                p.total + given,
            ]
            writer.writerow([safe_cell(cell) for cell in row])
    return out.getvalue()


def game_json(board: Scoreboard, events: Iterable[Event], info: dict[str, Any]) -> dict[str, Any]:
    """The whole game: what was recorded (every event, undos included) and the scores."""
    return {
        "game": info,
        "events": [{"seq": e.seq, "kind": e.kind, "payload": dict(e.payload)} for e in events],
        "scoreboard": scoreboard_data(board),
    }


def game_json_text(board: Scoreboard, events: Iterable[Event], info: dict[str, Any]) -> str:
    return json.dumps(game_json(board, events, info), indent=2, ensure_ascii=False) + "\n"

"""The club's records on the leaderboard card: a heading and a line each, under the table."""

from __future__ import annotations

from collections.abc import Sequence

from quiddler_score.present.picture_card import Card
from quiddler_score.present.picture_look import MUTED
from quiddler_score.present.picture_text import TEXT_WIDTH, line_height, wrapped

RECORD_SIZE = 13  # pt
HEADING_HEIGHT = 44  # px, the heading and the space above it


def records_lines(records: Sequence[str]) -> list[str]:
    """Each record on one line, or two where it is too long for the card."""
    return [line for record in records for line in wrapped(record, TEXT_WIDTH, RECORD_SIZE)]


def records_height(lines: Sequence[str]) -> float:
    """The px the records take: nothing when there are none."""
    return HEADING_HEIGHT + len(lines) * line_height(RECORD_SIZE) + 8 if lines else 0


def draw_records(card: Card, lines: Sequence[str], top: float) -> None:
    if not lines:
        return
    card.text(48, top + 26, "Club records", fontsize=12, weight="bold", color=MUTED)
    y = top + HEADING_HEIGHT + line_height(RECORD_SIZE) / 2
    for line in lines:
        card.fitted(48, y, line, TEXT_WIDTH, fontsize=RECORD_SIZE, min_size=10)
        y += line_height(RECORD_SIZE)

"""The club's records and the rivals on the leaderboard card: under the table, each a
heading and a line for each record or person."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from quiddler_score.present.picture_card import Card
from quiddler_score.present.picture_look import MUTED
from quiddler_score.present.picture_text import TEXT_WIDTH, line_height, wrapped_whole

RECORD_SIZE = 13  # pt
HEADING_HEIGHT = 44  # px, the heading and the space above it
INDENT = 20  # px, the lines a long record goes on to: where each record starts stands out


class RecordLine(NamedTuple):
    text: str
    indented: bool  # a record's second line or later


def records_lines(records: Sequence[str]) -> list[RecordLine]:
    """Each record on one line, or on as many as it needs where it is too long for the
    card (long names and ties are said whole)."""
    return [
        RecordLine(line, number > 0)
        for record in records
        for number, line in enumerate(wrapped_whole(record, TEXT_WIDTH, RECORD_SIZE, INDENT))
    ]


def records_height(lines: Sequence[RecordLine]) -> float:
    """The px the records take: nothing when there are none."""
    return HEADING_HEIGHT + len(lines) * line_height(RECORD_SIZE) + 8 if lines else 0


def draw_records(card: Card, heading: str, lines: Sequence[RecordLine], top: float) -> None:
    if not lines:
        return
    card.text(48, top + 26, heading, fontsize=12, weight="bold", color=MUTED)
    y = top + HEADING_HEIGHT + line_height(RECORD_SIZE) / 2
    for line in lines:
        x = 48 + (INDENT if line.indented else 0)
        width = TEXT_WIDTH - (INDENT if line.indented else 0)
        card.fitted(x, y, line.text, width, fontsize=RECORD_SIZE, min_size=10)
        y += line_height(RECORD_SIZE)

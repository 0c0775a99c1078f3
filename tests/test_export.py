"""Exports of a game: the CSV, and the whole game as JSON."""

from __future__ import annotations

import csv
import io
import json

import pytest
from builders import (
    challenge,
    filler_rounds,
    scored,
    table,
)
from worked_example import (
    created,
    hand_event,
    worked_example,
)

from quiddler_score.games import state as game
from quiddler_score.games.events import Event, Kind
from quiddler_score.present.export import (
    CSV_COLUMNS,
    game_json,
    game_json_text,
    scoreboard_csv,
)
from quiddler_score.present.report import (
    scoreboard_data,
)

# The exports -------------------------------------------------------------------------


def read_csv(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


def test_csv_has_a_header_then_a_row_per_player_per_round_with_crlf_line_ends() -> None:
    board = worked_example(challenge("Bob", "Cy", "at", ruling=False))
    text = scoreboard_csv(board, "Friday", "2024-05-03")
    assert text.endswith("\r\n")
    assert text.count("\n") == text.count("\r\n") == 1 + 2 * 3
    rows = read_csv(text)
    assert tuple(rows[0]) == CSV_COLUMNS
    assert [(row[2], row[3]) for row in rows[1:]] == [
        (str(n), p) for n in (1, 2) for p in ("Ann", "Bob", "Cy")
    ]
    lines = text.split("\r\n")
    # Ann: (QU)ITE 16, bonus 10, 26, went out. Bob: OX 14 - Z A 16 = -2, total 0.
    # Then the round's hand size: 4 cards in round 2; last, no handicap (0) and the
    # total with it, the total.
    assert lines[4] == "Friday,2024-05-03,2,Ann,(QU)ITE,,,16,0,0,10,0,26,26,yes,4,0,26"
    assert lines[5] == "Friday,2024-05-03,2,Bob,OX,,Z A,14,16,0,0,0,-2,0,,4,0,0"
    # Cy's AT is struck, 5 points in struck_points: BE 10 - 0 - 5 = 5, no bonus (a tie).
    assert lines[6] == "Friday,2024-05-03,2,Cy,BE,AT,,10,0,5,0,0,5,5,,4,0,5"


@pytest.mark.parametrize("name", ["=HYPERLINK(1)", "+1 Ann", "-Bob", "@SUM(A1)"])
def test_csv_neutralises_a_name_a_spreadsheet_would_read_as_a_formula(name: str) -> None:
    seats = table(name, "Cy")
    board = scored(seats, *filler_rounds(seats.players, 1))
    rows = read_csv(scoreboard_csv(board, "Friday", "2024-05-03"))
    assert rows[1][3] == "'" + name
    assert rows[2][3] == "Cy"
    # Numbers stay numbers: a negative round score gets no apostrophe (3 A unused: -6).
    assert rows[1][12] == "-6"


def test_game_json_holds_the_game_every_event_and_the_scoreboard() -> None:
    events = [
        created("Ann", "Bob"),
        hand_event(2, 1, "Bob", ["ox"], "e"),
        Event(1, 3, Kind.UNDO, {"target": 2}),
    ]
    scoreboard = game.fold(events).scoreboard()
    data = game_json(scoreboard, events, {"id": 1, "name": "Ann vs Bob"})
    assert data["game"] == {"id": 1, "name": "Ann vs Bob"}
    assert [(e["seq"], e["kind"]) for e in data["events"]] == [
        (1, "game_created"),
        (2, "hand_recorded"),  # undone, but kept: the log is the record
        (3, "undo"),
    ]
    assert data["events"][1]["payload"]["words"] == ["ox"]
    assert data["scoreboard"] == scoreboard_data(scoreboard)


def test_game_json_text_is_that_json_with_names_as_typed() -> None:
    events = [created("Zoë", "Bob")]
    scoreboard = game.fold(events).scoreboard()
    text = game_json_text(scoreboard, events, {"name": "Zoë vs Bob"})
    assert text.endswith("}\n")
    assert '"Zoë vs Bob"' in text
    assert json.loads(text) == game_json(scoreboard, events, {"name": "Zoë vs Bob"})

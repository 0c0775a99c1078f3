"""The worked example the presentation tests share, and ways to read what it shows.

Most rounds are RULES.md section 6's worked example, played as round 2 of a game whose
round 1 is filler (every hand unused vowels, so every total is still 0 after it: -6
each, clamped at zero). Seating Ann, Bob, Cy; Ann deals round 1, so Bob deals round 2
and Cy plays first.
"""

from __future__ import annotations

import io
from typing import Any

from builders import (
    filler_rounds,
    judge_by_list,
    rules_example_round,
    scored,
    table,
)
from rich.console import RenderableType

from quiddler_score.engine.scoring import Challenge, RoundPlay, Scoreboard
from quiddler_score.games.events import Event, Kind
from quiddler_score.present.console import make_console

PLAYERS = ("Ann", "Bob", "Cy")


def worked_round(*challenges: Challenge) -> RoundPlay:
    """RULES.md section 6: Ann (QU)ITE and out; Bob OX, Z A unused; Cy AT BE."""
    return rules_example_round(*challenges)


def worked_example(*challenges: Challenge, **rules: object) -> Scoreboard:
    seats = table(*PLAYERS, **rules)
    return scored(
        seats, *filler_rounds(PLAYERS, 1), worked_round(*challenges), judge=judge_by_list()
    )


def render(renderable: RenderableType) -> str:
    """What a person sees: the renderable printed on the project's console, 120 wide."""
    console = make_console(record=True, width=120, file=io.StringIO())
    console.print(renderable)
    return str(console.export_text())


def styles_of(renderable: RenderableType, text: str) -> list[Any]:
    """The styles of the printed pieces whose text, padding aside, is ``text``."""
    console = make_console(width=120, file=io.StringIO())
    return [seg.style for seg in console.render(renderable) if seg.text.strip() == text]


def board_rows(text: str) -> dict[str, list[str]]:
    """The board's rows by their first cell: {"2 (4)": ["Bob", "+26 26 ★↑", ...], ...}."""
    rows = {}
    for line in text.splitlines():
        if line.startswith("│"):
            cells = [cell.strip() for cell in line.split("│")[1:-1]]
            rows[cells[0]] = cells[1:]
    return rows


def created(*players: str, **fields: object) -> Event:
    return Event(1, 1, Kind.GAME_CREATED, {"players": list(players), **fields})


def hand_event(
    seq: int, number: int, player: str, words: list[str], unused: str = "", out: bool = False
) -> Event:
    """A hand as the log keeps it: words and cards as typed."""
    payload = {
        "round": number,
        "player": player,
        "words": words,
        "unused": unused.split(),
        "went_out": out,
    }
    return Event(1, seq, Kind.HAND_RECORDED, payload)

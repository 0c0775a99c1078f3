"""The live board's running-totals chart, worked out as SVG coordinates.

The x axis always runs from the start (round 0, everyone on 0) to the game's last round
(round 8 in a standard game), so that the chart does not stretch as the game goes on;
the y axis runs from 0 (or the lowest total, where a house rule lets totals go below
zero) to a round number above the highest.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.language import ngettext
from quiddler_score.present.live_looks import Look

# The viewBox: as wide as the chart is drawn on a phone, so that its labels keep their size.
WIDTH, HEIGHT = 480, 300
LEFT, RIGHT, TOP, BOTTOM = 50, 466, 14, 262  # the plot inside it
MAX_TICKS = 6


@dataclass(frozen=True)
class ChartLine:
    look: Look
    points: str  # "x,y x,y ..." from the start to the last round scored
    marks: tuple[tuple[float, float], ...]  # a marker on each round scored


@dataclass(frozen=True)
class Chart:
    x_ticks: tuple[tuple[float, str], ...]
    y_ticks: tuple[tuple[float, str], ...]
    lines: tuple[ChartLine, ...]
    summary: str  # what the chart shows, for a screen reader
    width: int = WIDTH
    height: int = HEIGHT
    left: int = LEFT
    right: int = RIGHT
    top: int = TOP
    bottom: int = BOTTOM


def running_totals(scoreboard: Scoreboard, looks: Sequence[Look]) -> Chart:
    """A line per player (in seating order, ``looks`` alike) through their totals."""
    players = scoreboard.table.players
    totals = {p: [0, *(r.of(p).total for r in scoreboard.rounds)] for p in players}
    low = min(0, *(t for series in totals.values() for t in series))
    high = max(1, *(t for series in totals.values() for t in series))
    step = tick_step(high - low)
    low, high = _floor(low, step), -_floor(-high, step)

    last = scoreboard.table.round_count

    def x(number: int) -> float:
        return round(LEFT + (RIGHT - LEFT) * number / last, 1)

    def y(total: int) -> float:
        return round(BOTTOM - (BOTTOM - TOP) * (total - low) / (high - low), 1)

    lines = []
    for player, look in zip(players, looks, strict=True):
        points = [(x(n), y(t)) for n, t in enumerate(totals[player])]
        lines.append(
            ChartLine(look, " ".join(f"{px:g},{py:g}" for px, py in points), tuple(points[1:]))
        )
    return Chart(
        x_ticks=tuple((x(n), str(n)) for n in range(last + 1)),
        y_ticks=tuple((y(t), str(t)) for t in range(low, high + 1, step)),
        lines=tuple(lines),
        # Translators: {played} rounds scored of the game's {rounds}.
        summary=ngettext(
            "Running totals of each player over {played} of {rounds} round",
            "Running totals of each player over {played} of {rounds} rounds",
            last,
        ).format(played=len(scoreboard.rounds), rounds=last),
    )


def tick_step(span: int) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50 ... that marks ``span`` in at most MAX_TICKS steps."""
    return next(step for step in tick_steps() if span <= step * (MAX_TICKS - 1))


def tick_steps() -> Iterator[int]:
    """1, 2, 5, 10, 20, 50 …: ticks fall on 1, 2 or 5 times a power of ten."""
    for power in itertools.count():
        for base in (1, 2, 5):
            yield base * 10**power


def _floor(value: int, step: int) -> int:
    return (value // step) * step

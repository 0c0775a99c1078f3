"""The results card's chart: each player's total after each round, bonuses marked."""

from __future__ import annotations

import itertools
from collections.abc import Mapping

from matplotlib.lines import Line2D

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.present.picture_card import DPI, INK, MUTED, WIDTH, Card
from quiddler_score.present.player_colours import PlayerStyle
from quiddler_score.present.trend_chart import Chart, Legend, trend_chart

# How each bonus is marked on a player's line, and how big.
BONUS_MARKS = {LONGEST_WORD: ("*", 19.0), MOST_WORDS: ("^", 12.0)}


def running_totals(
    card: Card,
    scoreboard: Scoreboard,
    styles: Mapping[str, PlayerStyle],
    legend: Legend,
    top: float,
    bottom: float,
) -> None:
    """Every player's total after each round, each bonus marked on their line."""
    players = scoreboard.table.players
    rounds = [result.number for result in scoreboard.rounds]
    lines = {
        player: (rounds, [result.of(player).total for result in scoreboard.rounds])
        for player in players
    }
    totals = [total for _, ys in lines.values() for total in ys]
    y_range = (min([0, *totals]), max([10, *totals]))  # 0 always shown
    # The x axis spans the whole game, however far it has got.
    x_range = scoreboard.table.round_count
    chart = trend_chart(
        card, top, bottom, "Running totals", lines, styles, legend, (x_range, y_range)
    )
    _bonus_marks(chart, scoreboard, styles)
    chart.ax.set_xlabel("round", fontsize=13, color=MUTED)
    chart.ax.set_ylabel("total", fontsize=13, color=MUTED)
    card.figure.legend(
        handles=_bonus_key(),
        loc="center right",
        bbox_to_anchor=(card.x(WIDTH - 30), card.y(top)),
        ncol=2,
        frameon=False,
        fontsize=13,
        borderaxespad=0,
        handletextpad=0.3,
        columnspacing=1.4,
    )


def _bonus_marks(chart: Chart, scoreboard: Scoreboard, styles: Mapping[str, PlayerStyle]) -> None:
    """A star on a player's line for each longest-word bonus, a triangle for most words.

    Marks of one round that would cover one another (two players' totals close, or both
    bonuses to one player) stand side by side, in seating order.
    """
    for result in scoreboard.rounds:
        marks = [
            (chart.drawn[played.player][result.number][1] * chart.px_per_y, played.player, name)
            for played in result.players
            for name in played.bonuses
            if name in BONUS_MARKS
        ]
        for group in _covering(marks):
            widths = [_mark_px(name) * 0.9 for _, _, name in group]
            left = -sum(widths) / 2
            for width, (_, player, name) in zip(widths, group, strict=True):
                marker, size = BONUS_MARKS[name]
                x, y = chart.drawn[player][result.number]
                shift = (left + width / 2) / chart.px_per_x
                left += width
                chart.ax.plot(
                    [x + shift],
                    [y],
                    linestyle="none",
                    marker=marker,
                    markersize=size,
                    markerfacecolor=styles[player].colour,
                    markeredgecolor=INK,
                    markeredgewidth=1.1,
                    zorder=6,
                )


def _mark_px(name: str) -> float:
    return BONUS_MARKS[name][1] * DPI / 72


def _covering(marks: list[tuple[float, str, str]]) -> list[list[tuple[float, str, str]]]:
    """The marks of one round in groups that would cover one another, top to bottom; a
    group keeps the order given (seating order, and each player's bonuses in order)."""
    ordered = sorted(marks, key=lambda mark: -mark[0])
    groups = [ordered[:1]] if ordered else []
    for above, mark in itertools.pairwise(ordered):
        if above[0] - mark[0] < (_mark_px(above[2]) + _mark_px(mark[2])) / 2:
            groups[-1].append(mark)
        else:
            groups.append([mark])
    return [sorted(group, key=marks.index) for group in groups]


def _bonus_key() -> list[Line2D]:
    return [
        Line2D(
            [],
            [],
            linestyle="none",
            marker=marker,
            markersize=size * 0.8,
            markerfacecolor="white",
            markeredgecolor=INK,
            label=name,
        )
        for name, (marker, size) in BONUS_MARKS.items()
    ]

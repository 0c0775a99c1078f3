"""Tonight's results card: the headline, the standings, running totals (each bonus marked
on its player's line), the best word."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping
from typing import NamedTuple

from matplotlib.figure import Figure
from matplotlib.lines import Line2D

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.cards import Word
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.games.club.seating_order import NO_CLUB, Club
from quiddler_score.language import N_, _, ngettext
from quiddler_score.present.changes import headline, ranked
from quiddler_score.present.palette import INK, MUTED, PANEL
from quiddler_score.present.picture_card import (
    DPI,
    WIDTH,
    Card,
    cell_height,
    drawing,
    name_cell,
    text_width,
)
from quiddler_score.present.player_colours import PlayerStyle, player_styles
from quiddler_score.present.text_fit import NameCell
from quiddler_score.present.trend_chart import Chart, Legend, legend_layout, trend_chart
from quiddler_score.present.words_list import and_list

PANEL_HEIGHT = 152  # px, the best word's panel


class BestWord(NamedTuple):
    word: Word
    points: int
    player: str
    round: int


def best_word(scoreboard: Scoreboard) -> BestWord | None:
    """The highest-scoring word laid and not struck; of equals, the earliest.

    Earliest means the first round, then the first in seating order, then the first laid.
    """
    best: BestWord | None = None
    for result in scoreboard.rounds:
        for played in result.players:
            for word in played.words:
                if best is None or word.points > best.points:
                    best = BestWord(word, word.points, played.player, result.number)
    return best


def results_card(scoreboard: Scoreboard, title: str, date: str, club: Club = NO_CLUB) -> Figure:
    """Tonight's game: standings with the winner first, running totals, the best word.

    ``club`` says who each player is and their place in the club, for their colour.
    """
    players = scoreboard.table.players
    styles = player_styles(players, club)
    row = 56 if len(players) <= 4 else 46
    with drawing():
        legend = legend_layout(players)
        cells = _name_cells(scoreboard)
        extra = sum(_row_height(cell, row) - row for cell in cells.values())
        # 4:5 up to four players on one row of the legend; each more player adds 35 px,
        # and so does each name on two lines and each row of legend more, so that the
        # chart keeps its room.
        card = Card(int(1350 + 35 * max(0, len(players) - 4) + extra + legend.height - 42))
        top = card.header(title, date)
        last = card.paragraph(48, top + 50, headline(scoreboard), size=21, min_size=16)
        below = _standings(card, scoreboard, styles, cells, row, last + 54)
        panel_top = card.height - 40 - PANEL_HEIGHT
        running_totals(card, scoreboard, styles, legend, below + 40, panel_top - 24)
        _best_word_panel(card, best_word(scoreboard), panel_top)
        return card.figure


NAME_LEFT, NAME_RIGHT = 182, 730  # px: the standings' column of names


def _name_cells(scoreboard: Scoreboard) -> dict[str, NameCell]:
    leaders = set(scoreboard.leaders)
    return {
        player: name_cell(player, NAME_RIGHT - NAME_LEFT, 16, bold=player in leaders)
        for player in scoreboard.table.players
    }


def _row_height(cell: NameCell, row: float) -> float:
    """A row's px: taller than ``row`` for a name on two lines."""
    return row if len(cell.lines) == 1 else max(row, cell_height(cell) + 16)


def _standings(
    card: Card,
    scoreboard: Scoreboard,
    styles: Mapping[str, PlayerStyle],
    cells: Mapping[str, NameCell],
    row: float,
    top: float,
) -> float:
    """The players from first to last, leaders highlighted; returns the bottom in px."""
    played = len(scoreboard.rounds)
    # Translators: the results card's headings are in capitals.
    if scoreboard.over:
        label = _("FINAL STANDINGS")
    elif played:
        label = _("STANDINGS AFTER ROUND {number} OF {count}").format(
            number=played, count=scoreboard.table.round_count
        )
    else:
        label = _("STANDINGS")
    heading = {"fontsize": 12, "weight": "bold", "color": MUTED}
    card.text(48, top, label, **heading)
    card.text(790, top, "★", ha="center", **heading)
    card.text(875, top, "▲", ha="center", **heading)
    # Translators: the results card's column of totals.
    card.text(1032, top, _("total"), ha="right", **heading)
    leaders = set(scoreboard.leaders)
    won = _bonuses_won(scoreboard)
    bottom = top + 24
    for rank, player, total in ranked(scoreboard.totals):
        height = _row_height(cells[player], row)
        y = bottom + height / 2
        card.row(y, height, highlighted=player in leaders)
        weight = "bold" if player in leaders else "normal"
        card.text(70, y, str(rank), ha="center", fontsize=16, weight="bold")
        card.swatch(100, 160, y, styles[player])
        card.name(NAME_LEFT, y, cells[player], weight=weight)
        for x, name in ((790, LONGEST_WORD), (875, MOST_WORDS)):
            count = won[player, name]
            card.text(
                x,
                y,
                str(count) if count else "–",
                ha="center",
                fontsize=14,
                color=INK if count else MUTED,
            )
        card.text(1032, y, str(total), ha="right", fontsize=18, weight="bold")
        bottom += height
    return bottom


def _bonuses_won(scoreboard: Scoreboard) -> Counter[tuple[str, str]]:
    """How many rounds each player won each bonus in, by (player, bonus)."""
    rounds = scoreboard.rounds
    return Counter((p.player, name) for r in rounds for p in r.players for name in p.bonuses)


def _best_word_panel(card: Card, best: BestWord | None, top: float) -> None:
    """The word as it reads, each double-letter card's two letters underlined."""
    card.box(40, top, WIDTH - 40, top + PANEL_HEIGHT, facecolor=PANEL, edgecolor="none")
    card.text(72, top + 32, _("BEST WORD OF THE NIGHT"), fontsize=12, weight="bold", color=MUTED)
    if best is None:
        card.text(72, top + 84, _("No word laid yet"), fontsize=18, color=MUTED)
        return
    baseline = top + 96
    word = card.fitted(
        72, baseline, best.word.letters, WIDTH - 144, fontsize=26, weight="bold", va="baseline"
    )
    size = float(word.get_fontsize())
    before = ""
    for laid in best.word.cards:
        if laid.is_double:
            start = 72 + text_width(before, size, bold=True)
            end = 72 + text_width(before + laid.letters, size, bold=True)
            card.line(start + 2, end - 2, baseline + 7, color=MUTED, linewidth=2.2)
        before += laid.letters
    doubles = [laid.letters for laid in best.word.cards if laid.is_double]
    # Translators: the best word's points, who laid it and in which round.
    detail = ngettext(
        "{points} point · {player}, round {round}",
        "{points} points · {player}, round {round}",
        best.points,
    ).format(points=best.points, player=best.player, round=best.round)
    if doubles:
        # Translators: the double cards of the best word: "QU is one card", "QU and TH are cards".
        said = ngettext("{cards} is one card", "{cards} are cards", len(doubles))
        detail += " · " + said.format(cards=and_list(doubles))
    card.fitted(72, top + 128, detail, WIDTH - 144, fontsize=14, color=INK)


# The running totals: each player's total after each round, bonuses marked.

# How each bonus is marked on a player's line, and how big.
BONUS_MARKS = {LONGEST_WORD: ("*", 19.0), MOST_WORDS: ("^", 12.0)}
# Translators: the key of the bonus marks on the running totals chart.
BONUS_NAMES = {LONGEST_WORD: N_("longest word"), MOST_WORDS: N_("most words")}


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
    totals = [total for _xs, ys in lines.values() for total in ys]
    y_range = (min([0, *totals]), max([10, *totals]))  # 0 always shown
    # The x axis spans the whole game, however far it has got.
    x_range = scoreboard.table.round_count
    chart = trend_chart(
        card, top, bottom, _("Running totals"), lines, styles, legend, (x_range, y_range)
    )
    _bonus_marks(chart, scoreboard, styles)
    # Translators: the running totals chart's axes: the rounds across, the totals up.
    chart.ax.set_xlabel(_("round"), fontsize=13, color=MUTED)
    chart.ax.set_ylabel(_("total"), fontsize=13, color=MUTED)
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
            widths = [_mark_px(name) * 0.9 for _y, _player, name in group]
            left = -sum(widths) / 2
            for width, (_y, player, name) in zip(widths, group, strict=True):
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
            label=_(BONUS_NAMES.get(name, name)),
        )
        for name, (marker, size) in BONUS_MARKS.items()
    ]

"""Pictures to share: tonight's results card and the leaderboard, as PNG or SVG.

Drawn with matplotlib's Agg canvas, which never needs a display, in fonts that ship with
matplotlib; nothing is fetched. Only the commands that make pictures import this module.
The cards are 1,080 px wide, portrait, in Okabe and Ito's colour-blind-safe colours, each
player with a line style and marker of their own as well (see
:mod:`quiddler_score.present.picture_style`).
"""

from __future__ import annotations

import io
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import NamedTuple

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.ticker import MaxNLocator

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.engine.table import ROUNDS
from quiddler_score.present.picture_style import (
    INK,
    MUTED,
    PANEL,
    WIDTH,
    Card,
    PlayerStyle,
    drawing,
    header_height,
    legend_height,
    player_style,
    trend_chart,
)
from quiddler_score.present.words_list import and_list

__all__ = [
    "BestWord",
    "LeaderboardRow",
    "best_word",
    "headline",
    "leaderboard_card",
    "picture_bytes",
    "results_card",
    "save",
]

KINDS = ("png", "svg")
MAX_LINES = 8  # the leaderboard's chart shows its first 8 players
PANEL_HEIGHT = 152  # px, the best word's panel
# How each bonus is marked on a player's line, and how big.
BONUS_MARKS = {LONGEST_WORD: ("*", 19.0), MOST_WORDS: ("^", 12.0)}


class LeaderboardRow(NamedTuple):
    """One player on the leaderboard; ``win_rate`` is a fraction (0.5 shows as 50%)."""

    name: str
    games: int
    wins: int
    win_rate: float
    mu: float
    sigma: float
    ordinal: float


class BestWord(NamedTuple):
    word: str
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
                    best = BestWord(str(word), word.points, played.player, result.number)
    return best


def headline(scoreboard: Scoreboard) -> str:
    """Who won, or who leads so far: "Ann wins with 187 points"."""
    if not scoreboard.rounds:
        return "No rounds played yet"
    leaders = scoreboard.leaders
    total = scoreboard.totals[leaders[0]]
    points = f"{total} point" if abs(total) == 1 else f"{total} points"
    names = and_list(leaders)
    shared = len(leaders) > 1
    if scoreboard.complete:
        return f"{names} {'share the win' if shared else 'wins'} with {points}"
    played = len(scoreboard.rounds)
    verb = "share the lead" if shared else "leads"
    return f"{names} {verb} after round {played} with {points}"


def results_card(scoreboard: Scoreboard, title: str, date: str) -> Figure:
    """Tonight's game: standings with the winner first, running totals, the best word."""
    with drawing():
        # 4:5 up to four players; each more adds 35 px, so that the chart keeps its room.
        card = Card(1350 + 35 * max(0, len(scoreboard.table.players) - 4))
        top = card.header(title, date)
        last = card.paragraph(48, top + 50, headline(scoreboard), size=21, min_size=16)
        below = _standings(card, scoreboard, last + 54)
        panel_top = card.height - 40 - PANEL_HEIGHT
        _running_totals(card, scoreboard, below + 40, panel_top - 24)
        _best_word_panel(card, best_word(scoreboard), panel_top)
        return card.figure


def _ranked(totals: Mapping[str, int]) -> Iterator[tuple[int, str, int]]:
    """(rank, player, total), highest first; equal totals share a rank, seating order kept."""
    ordered = sorted(totals.items(), key=lambda item: -item[1])
    for player, total in ordered:
        yield 1 + sum(1 for other in totals.values() if other > total), player, total


def _standings(card: Card, scoreboard: Scoreboard, top: float) -> float:
    """The players from first to last, leaders highlighted; returns the bottom in px."""
    played = len(scoreboard.rounds)
    if scoreboard.complete:
        label = "FINAL STANDINGS"
    else:
        label = f"STANDINGS AFTER ROUND {played} OF {ROUNDS}" if played else "STANDINGS"
    heading = {"fontsize": 12, "weight": "bold", "color": MUTED}
    card.text(48, top, label, **heading)
    card.text(790, top, "★", ha="center", **heading)
    card.text(875, top, "▲", ha="center", **heading)
    card.text(1032, top, "total", ha="right", **heading)
    players = scoreboard.table.players
    row = 56 if len(players) <= 4 else 46
    leaders = set(scoreboard.leaders)
    won = _bonuses_won(scoreboard)
    y = top + 24 + row / 2
    for rank, player, total in _ranked(scoreboard.totals):
        card.row(y, row, highlighted=player in leaders)
        weight = "bold" if player in leaders else "normal"
        card.text(70, y, str(rank), ha="center", fontsize=16, weight="bold")
        card.swatch(100, 160, y, player_style(players.index(player)))
        card.fitted(182, y, player, 730 - 182, fontsize=16, weight=weight, min_size=10)
        for x, name in ((790, LONGEST_WORD), (875, MOST_WORDS)):
            count = won[player][name]
            card.text(
                x,
                y,
                str(count) if count else "–",
                ha="center",
                fontsize=14,
                color=INK if count else MUTED,
            )
        card.text(1032, y, str(total), ha="right", fontsize=18, weight="bold")
        y += row
    return y - row / 2


def _bonuses_won(scoreboard: Scoreboard) -> dict[str, dict[str, int]]:
    won = {player: {LONGEST_WORD: 0, MOST_WORDS: 0} for player in scoreboard.table.players}
    for result in scoreboard.rounds:
        for played in result.players:
            for name in played.bonuses:
                if name in won[played.player]:
                    won[played.player][name] += 1
    return won


def _running_totals(card: Card, scoreboard: Scoreboard, top: float, bottom: float) -> None:
    """Every player's total after each round, each bonus marked on their line."""
    rounds = [result.number for result in scoreboard.rounds]
    lines = {
        player: (rounds, [result.of(player).total for result in scoreboard.rounds])
        for player in scoreboard.table.players
    }
    ax = trend_chart(card, top, bottom, "Running totals", lines)
    for index, player in enumerate(scoreboard.table.players):
        _bonus_marks(ax, scoreboard, player, player_style(index))
    ax.set_xlim(0.6, ROUNDS + 0.4)
    ax.set_xticks(range(1, ROUNDS + 1))
    totals = [total for _, ys in lines.values() for total in ys]
    low, high = min([0, *totals]), max([10, *totals])
    ax.set_ylim(low - (high - low) * 0.04, high + (high - low) * 0.08)  # 0 always shown
    ax.set_xlabel("round", fontsize=13, color=MUTED)
    ax.set_ylabel("total", fontsize=13, color=MUTED)
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


def _bonus_marks(ax: Axes, scoreboard: Scoreboard, player: str, style: PlayerStyle) -> None:
    """A star on a player's line for each longest-word bonus, a triangle for most words."""
    for result in scoreboard.rounds:
        played = result.of(player)
        marked = [name for name in played.bonuses if name in BONUS_MARKS]
        for place, name in enumerate(marked):
            shift = (place - (len(marked) - 1) / 2) * 0.22  # both bonuses: side by side
            marker, size = BONUS_MARKS[name]
            ax.plot(
                [result.number + shift],
                [played.total],
                linestyle="none",
                marker=marker,
                markersize=size,
                markerfacecolor=style.colour,
                markeredgecolor=INK,
                markeredgewidth=1.1,
                zorder=6,
            )


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


def _best_word_panel(card: Card, best: BestWord | None, top: float) -> None:
    card.box(40, top, WIDTH - 40, top + PANEL_HEIGHT, facecolor=PANEL, edgecolor="none")
    card.text(72, top + 32, "BEST WORD OF THE NIGHT", fontsize=12, weight="bold", color=MUTED)
    if best is None:
        card.text(72, top + 84, "No word laid yet", fontsize=18, color=MUTED)
        return
    card.fitted(72, top + 80, best.word, WIDTH - 144, fontsize=26, weight="bold")
    detail = f"{best.points} points · {best.player}, round {best.round}"
    card.fitted(72, top + 124, detail, WIDTH - 144, fontsize=14, color=INK)


def leaderboard_card(
    rows: Sequence[LeaderboardRow], history: Mapping[str, Sequence[float]], title: str
) -> Figure:
    """The leaderboard in the order given, and the rating trend of its first 8 players.

    ``history[name]`` is that player's rating after each game they played; the chart draws
    it against their own game count (their 1st, 2nd, … game), so players who joined later
    or play less often start at 1 too and their lines end sooner.
    """
    charted = [row.name for row in rows if history.get(row.name)][:MAX_LINES]
    legend = legend_height(charted)
    row_height = 50
    table_bottom = header_height(title) + 80 + row_height * max(len(rows), 1)
    height = max(1350, table_bottom + 60 + 560 + legend + 130)
    with drawing():
        card = Card(height)
        count = f"{len(rows)} player" if len(rows) == 1 else f"{len(rows)} players"
        top = card.header(title, f"Leaderboard · {count} · best rating first")
        _leaderboard_table(card, rows, charted, top + 56, row_height)
        chart_bottom = height - 130
        _rating_trend(card, charted, history, table_bottom + 60, chart_bottom)
        note = (
            "rating: a cautious estimate of skill that rises as games confirm it\n"
            "μ ± σ: the estimated skill and how uncertain it still is"
        )
        card.text(48, height - 56, note, fontsize=12, color=MUTED, linespacing=1.5)
        return card.figure


LEADERBOARD_COLUMNS = (("games", 545), ("wins", 630), ("win %", 735), ("rating (μ ± σ)", 1032))


def _leaderboard_table(
    card: Card, rows: Sequence[LeaderboardRow], charted: Sequence[str], top: float, row: int
) -> None:
    heading = {"fontsize": 12, "weight": "bold", "color": MUTED, "ha": "right"}
    card.text(48, top, "#", **{**heading, "ha": "left"})
    card.text(168, top, "player", **{**heading, "ha": "left"})
    for label, x in LEADERBOARD_COLUMNS:
        card.text(x, top, label, **heading)
    if not rows:
        card.text(168, top + 24 + row / 2, "No finished games yet", fontsize=16, color=MUTED)
    y = top + 24 + row / 2
    for rank, entry in enumerate(rows, start=1):
        card.row(y, row, highlighted=rank == 1)
        card.text(62, y, str(rank), ha="center", fontsize=15, weight="bold")
        if entry.name in charted:
            card.swatch(92, 150, y, player_style(charted.index(entry.name)))
        weight = "bold" if rank == 1 else "normal"
        card.fitted(168, y, entry.name, 455 - 168, fontsize=15, weight=weight, min_size=9)
        cells = (str(entry.games), str(entry.wins), f"{entry.win_rate:.0%}", _rating(entry))
        for (_, x), cell in zip(LEADERBOARD_COLUMNS, cells, strict=True):
            card.text(x, y, cell, ha="right", fontsize=13)
        y += row


def _rating(row: LeaderboardRow) -> str:
    return f"{row.ordinal:.1f} ({row.mu:.1f} ± {row.sigma:.1f})"


def _rating_trend(
    card: Card,
    charted: Sequence[str],
    history: Mapping[str, Sequence[float]],
    top: float,
    bottom: float,
) -> None:
    lines = {name: (range(1, len(history[name]) + 1), history[name]) for name in charted}
    ax = trend_chart(card, top, bottom, "Rating after each game", lines)
    longest = max((len(history[name]) for name in charted), default=1)
    ax.set_xlim(0.6, longest + 0.4)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel("game (each player's own count)", fontsize=13, color=MUTED)
    ax.set_ylabel("rating", fontsize=13, color=MUTED)


def picture_bytes(figure: Figure, kind: str) -> bytes:
    """The figure as a PNG or an SVG (``kind`` "png" or "svg"), its text kept as text."""
    fmt = kind.lower().lstrip(".")
    if fmt not in KINDS:
        raise ValueError(f"a picture is .png or .svg, not {kind!r}")
    buffer = io.BytesIO()
    metadata = {"Date": None} if fmt == "svg" else {}
    with drawing():
        figure.savefig(
            buffer, format=fmt, dpi=figure.dpi, facecolor=figure.get_facecolor(), metadata=metadata
        )
    return buffer.getvalue()


def save(figure: Figure, path: Path) -> None:
    """Write the figure to ``path`` as a PNG or an SVG, by its suffix."""
    suffix = path.suffix.lower()
    if suffix not in (".png", ".svg"):
        raise ValueError(
            f"a picture is written as .png or .svg, not {path.suffix or 'no suffix'!r}"
        )
    path.write_bytes(picture_bytes(figure, suffix))

"""The leaderboard card: the players in the order given, and their ratings game by game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from matplotlib.figure import Figure

from quiddler_score.games.club.seating_order import NO_CLUB, Club
from quiddler_score.language import _, ngettext, number, pgettext
from quiddler_score.present.palette import MUTED
from quiddler_score.present.picture_card import (
    TEXT_WIDTH,
    Card,
    cell_height,
    drawing,
    header_height,
    line_height,
    name_cell,
    wrapped_whole,
)
from quiddler_score.present.player_colours import PlayerStyle, player_styles
from quiddler_score.present.text_fit import NameCell, decimal, percent
from quiddler_score.present.trend_chart import Legend, legend_layout, trend_chart

MAX_LINES = 8  # the leaderboard's chart shows its first 8 players


class LeaderboardRow(NamedTuple):
    """One player on the leaderboard; ``win_rate`` is a fraction (0.5 shows as 50%)."""

    name: str
    games: int
    wins: int
    win_rate: float
    mu: float
    sigma: float
    ordinal: float


def leaderboard_card(
    rows: Sequence[LeaderboardRow],
    history: Mapping[str, Sequence[float]],
    title: str,
    games: int | None = None,
    club: Club = NO_CLUB,
    records: Sequence[str] = (),
    rivals: Sequence[str] = (),
) -> Figure:
    """The leaderboard in the order given, and the rating trend of its first 8 players.

    ``history[name]`` is that player's rating after each game they played; the chart draws
    it against their own game count (their 1st, 2nd, … game), so players who joined later
    or play less often start at 1 too and their lines end sooner. ``games``, when given,
    is how many games the board counts, for the line under the title; ``club`` gives
    each person their colour; ``records``, the club's records, and ``rivals``, each
    person's, a line each, are listed under the table.
    """
    charted = [row.name for row in rows if history.get(row.name)][:MAX_LINES]
    styles = player_styles(charted, club)
    with drawing():
        legend = legend_layout(charted, min_columns=1)  # the card grows: names kept whole
        cells = [
            name_cell(row.name, NAME_COLUMN[1] - NAME_COLUMN[0], 15, bold=rank == 0)
            for rank, row in enumerate(rows)
        ]
        heights = [ROW_HEIGHT if len(cell.lines) == 1 else cell_height(cell) + 14 for cell in cells]
        table_bottom = header_height(title) + 80 + sum(heights or [ROW_HEIGHT])
        record_lines, rival_lines = records_lines(records), records_lines(rivals)
        records_top = table_bottom
        rivals_top = records_top + records_height(record_lines)
        table_bottom = rivals_top + records_height(rival_lines)
        height = int(max(1350, table_bottom + 60 + 520 + legend.height + 130))
        card = Card(height)
        top = card.header(title, _counts(len(rows), games))
        _leaderboard_table(card, rows, styles, cells, heights, top + 56)
        draw_records(card, _("Club records"), record_lines, records_top)
        draw_records(card, _("Rivals (games ahead–behind)"), rival_lines, rivals_top)
        chart_bottom = height - 130
        _rating_trend(card, charted, history, styles, legend, table_bottom + 60, chart_bottom)
        # Translators: two lines at the foot of the leaderboard picture.
        note = _(
            "rating: a cautious estimate of skill that rises as games confirm it\n"
            "μ ± σ: the estimated skill and how uncertain it still is"
        )
        card.text(48, height - 56, note, fontsize=12, color=MUTED, linespacing=1.5)
        return card.figure


ROW_HEIGHT = 50  # px, a leaderboard row with its name on one line


def _counts(players: int, games: int | None) -> str:
    """The line under the leaderboard's title: "4 players · 12 games · best rating first"."""
    said = ngettext("{count} player", "{count} players", players)
    parts = [said.format(count=number(players))]
    if games is not None:
        said = ngettext("{count} game", "{count} games", games)
        parts.append(said.format(count=number(games)))
    return " · ".join([*parts, _("best rating first")])


# Each column's right edge, px; the names have what the numbers leave.
NAME_COLUMN = (168, 470)
LEADERBOARD_COLUMNS = (("games", 585), ("wins", 665), ("win %", 765), ("rating (μ ± σ)", 1032))


def _column_labels() -> tuple[str, ...]:
    """The headings of LEADERBOARD_COLUMNS, in the language spoken: short, the columns
    are narrow (a column of wins has 70 px)."""
    # Translators: the leaderboard picture's column headings, in columns only a few
    # letters wide: abbreviate ("vict."). μ and σ are the rating's mean and spread.
    return (
        pgettext("leaderboard picture", "games"),
        pgettext("leaderboard picture", "wins"),
        pgettext("leaderboard picture", "win %"),
        pgettext("leaderboard picture", "rating (μ ± σ)"),
    )


def _leaderboard_table(
    card: Card,
    rows: Sequence[LeaderboardRow],
    styles: Mapping[str, PlayerStyle],
    cells: Sequence[NameCell],
    heights: Sequence[float],
    top: float,
) -> None:
    heading = {"fontsize": 12, "weight": "bold", "color": MUTED, "ha": "right"}
    card.text(48, top, "#", **{**heading, "ha": "left"})
    card.text(NAME_COLUMN[0], top, _("player"), **{**heading, "ha": "left"})
    for label, (_english, x) in zip(_column_labels(), LEADERBOARD_COLUMNS, strict=True):
        card.text(x, top, label, **heading)
    bottom = top + 24
    if not rows:
        card.text(
            NAME_COLUMN[0],
            bottom + ROW_HEIGHT / 2,
            _("No finished games yet"),
            fontsize=16,
            color=MUTED,
        )
    for rank, (entry, cell, height) in enumerate(zip(rows, cells, heights, strict=True), 1):
        y = bottom + height / 2
        card.row(y, height, highlighted=rank == 1)
        card.text(62, y, str(rank), ha="center", fontsize=15, weight="bold")
        if entry.name in styles:
            card.swatch(92, 150, y, styles[entry.name])
        card.name(NAME_COLUMN[0], y, cell, weight="bold" if rank == 1 else "normal")
        cells_text = (
            number(entry.games),
            number(entry.wins),
            percent(entry.win_rate),
            _rating(entry),
        )
        for (_label, x), text in zip(LEADERBOARD_COLUMNS, cells_text, strict=True):
            card.text(x, y, text, ha="right", fontsize=13)
        bottom += height


def _rating(row: LeaderboardRow) -> str:
    """The rating and its parts, a negative one with a true minus sign as the axis has."""
    said = f"{decimal(row.ordinal)} ({decimal(row.mu)} ± {decimal(row.sigma)})"
    return said.replace("-", "−")


def _rating_trend(
    card: Card,
    charted: Sequence[str],
    history: Mapping[str, Sequence[float]],
    styles: Mapping[str, PlayerStyle],
    legend: Legend,
    top: float,
    bottom: float,
) -> None:
    lines = {name: (range(1, len(history[name]) + 1), history[name]) for name in charted}
    ratings = [rating for name in charted for rating in history[name]] or [0.0]
    low, high = min(ratings), max(ratings)
    if high - low < 2:  # one game, or ratings alike: a little room around them
        low, high = (low + high) / 2 - 1, (low + high) / 2 + 1
    longest = max((len(history[name]) for name in charted), default=1)
    chart = trend_chart(
        card,
        top,
        bottom,
        _("Rating after each game"),
        lines,
        styles,
        legend,
        (longest, (low, high)),
    )
    chart.ax.set_xlabel(_("game (each player's own count)"), fontsize=13, color=MUTED)
    chart.ax.set_ylabel(_("rating"), fontsize=13, color=MUTED)


# The club's records and the rivals, under the table: each a heading and a line for each
# record or person.
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

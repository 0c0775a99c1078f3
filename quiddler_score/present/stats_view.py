"""Statistics across game nights as people read them: tables, and a CSV row per person;
the challenges section: the words challenged most, each person's won and lost."""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from typing import Any

from rich import box
from rich.console import Group, JustifyMethod
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from quiddler_score.engine.rules import STANDARD_ROUNDS, shape_name
from quiddler_score.games.rulings.challenge_record import ChallengeRecord, PersonChallenges
from quiddler_score.games.stats.rows import NightRow, PersonRow, ShapeTotals, Stats
from quiddler_score.present.export import safe_cell
from quiddler_score.present.fit import TableStyle, fitted_table, indented
from quiddler_score.present.head_to_head import head_to_head_view
from quiddler_score.present.records_view import CSV_COLUMNS as RECORDS_COLUMNS
from quiddler_score.present.records_view import records_cells, records_view

STANDARD = shape_name(STANDARD_ROUNDS)

# The figures the CSV gives as the person's row has them, under the row's own names.
ROW_FIGURES = (
    "games",
    "wins",
    "shared_wins",
    "win_rate",
    "average_total",
    "best_total",
    "worst_total",
    "best_round",
    "went_out",
    "longest_word_bonus",
    "most_words_bonus",
)
CSV_COLUMNS = (
    "player",
    *ROW_FIGURES,
    "challenges_made",
    "challenges_won",
    "challenges_lost",
    "challenge_points",
    "longest_word",
    "best_word",
    "rating_mu",
    "rating_sigma",
    "rating_ordinal",
    # Added last, so that sheets reading the columns before keep their places.
    "totals_of",
    "other_shapes",
    *RECORDS_COLUMNS,
    # The games at a table with handicaps, counted apart (RULES.md section 8).
    "handicapped_games",
    "handicapped_wins",
    "handicap_points",
)


def stats_view(stats: Stats) -> Group:
    """The leaderboard, each person's bests, head to head, and the games in progress."""
    parts: list[Any] = [Text(_games_line(stats))]
    if stats["players"]:
        rows = stats["players"]
        people = [row["name"] for row in rows]
        parts += [
            fitted_table(people, lambda style, names: _leaderboard(rows, style, names)),
            *_shapes_apart(rows),
            *_handicapped(rows),
            fitted_table(people, lambda style, names: _bests(rows, style, names)),
            # Said above the table, not as its title: a title wraps to a narrow table's width.
            Text(HEAD_TO_HEAD),
            head_to_head_view(stats["head_to_head"]),
            Text(RATING_NOTE, style="dim"),
            *records_view(stats),
        ]
    for game in stats["in_progress_games"]:
        # Every round played but the game not over: a challenge is still to be decided.
        playing = (
            f"round {game['rounds'] + 1} of {game['of']}"
            if game["rounds"] < game["of"]
            else f"all {game['of']} rounds played, a challenge still open"
        )
        parts.append(Text(f"In progress: {game['name']}, {playing}"))
    return Group(*parts)


HEAD_TO_HEAD = "Head to head: the games each player won against each other player"

RATING_NOTE = (
    "Rating: openskill's estimate of skill μ ± σ; players are ordered by μ − 3σ, "
    "a careful guess that grows as they win and play more."
)


def _games_line(stats: Stats) -> str:
    finished = stats["games"]
    line = f"{finished} finished {'game' if finished == 1 else 'games'}"
    if stats["in_progress"]:
        line += f", {stats['in_progress']} in progress (not counted)"
    return line + "."


def _shapes_apart(rows: list[PersonRow]) -> list[Text | Padding]:
    """Totals of games of other shapes, apart: 15 rounds add up to more than 8."""
    lines = [
        f"{row['name']}, {_shape_totals(each)}" for row in rows for each in row["other_shapes"]
    ]
    odd = [f"{row['name']}: {row['totals_of']}" for row in rows if row["totals_of"] != STANDARD]
    if not lines and not odd:
        return []
    note = f"Average, best and worst are totals of games of {STANDARD}"
    note += f" (else: {'; '.join(odd)})." if odd else "."
    if lines:
        note += " Games of other rounds are totalled apart:"
    # Indented as a whole, so that a line folded on a narrow screen stays under its start.
    return [Text(note, style="dim"), *(indented(line) for line in lines)]


def _handicapped(rows: list[PersonRow]) -> list[Text | Padding]:
    """Each person's games at a table with handicaps, apart from the cards as played."""
    lines = []
    for row in rows:
        handicapped = row["handicapped"]
        games, wins, points = handicapped["games"], handicapped["wins"], handicapped["points"]
        if games:
            lines.append(
                f"{row['name']}: {games} {'game' if games == 1 else 'games'} with handicaps, "
                f"{wins} won on the handicapped total, {points} points given"
            )
    if not lines:
        return []
    note = "Wins, totals and ratings count the cards as played; with handicaps:"
    return [Text(note, style="dim"), *(indented(line) for line in lines)]


def _shape_totals(each: ShapeTotals) -> str:
    """``15 rounds of 3 to 10, 9 to 3 cards: 1 game, average 82, best 82, worst 82``."""
    games = f"{each['games']} {'game' if each['games'] == 1 else 'games'}"
    return (
        f"{each['shape']}: {games}, average {each['average_total']:g}, "
        f"best {each['best_total']}, worst {each['worst_total']}"
    )


def _leaderboard(rows: list[PersonRow], style: TableStyle, names: Mapping[str, str]) -> Table:
    table = style.table("Leaderboard")
    for column in ("#", "player", "games", "wins", "win rate", "average", "best", "worst"):
        justify: JustifyMethod = "left" if column == "player" else "right"
        table.add_column(style.header(column), justify=justify)
    table.add_column("rating", justify="right")
    for place, row in enumerate(rows, start=1):
        rating = row["rating"]
        shared = f"({row['shared_wins']} shared)" if row["shared_wins"] else ""
        table.add_row(
            str(place),
            names[row["name"]],
            str(row["games"]),
            style.cell(str(row["wins"]), shared),
            f"{row['win_rate']:.0%}",
            f"{row['average_total']:g}",
            str(row["best_total"]),
            str(row["worst_total"]),
            # Compact: the estimate under the rating, μ over σ: "4.4", "(25.0", "± 6.9)".
            style.cell(
                f"{rating['ordinal']:.1f}",
                style.cell(f"({rating['mu']:.1f}", f"± {rating['sigma']:.1f})"),
            ),
        )
    return table


def _bests(rows: list[PersonRow], style: TableStyle, names: Mapping[str, str]) -> Table:
    table = style.table("Bests, bonuses and challenges")
    for column in ("player", "best round", "longest word", "best word", "out", "★", "▲"):
        justify: JustifyMethod = "left" if column == "player" else "right"
        table.add_column(style.header(column), justify=justify)
    table.add_column(style.header("challenges won/made (points)"), justify="right")
    for row in rows:
        longest, best, made = row["longest_word"], row["best_word"], row["challenges"]
        table.add_row(
            names[row["name"]],
            "—" if row["best_round"] is None else str(row["best_round"]),
            "—" if longest is None else style.cell(longest["word"], f"({longest['letters']})"),
            "—" if best is None else style.cell(best["word"], f"({best['points']})"),
            str(row["went_out"]),
            str(row["longest_word_bonus"]),
            str(row["most_words_bonus"]),
            style.cell(f"{made['won']}/{made['made']}", f"({made['points']:+d})"),
        )
    return table


def stats_csv(stats: Stats) -> str:
    """One header row, then one row per person, for spreadsheets."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for row in stats["players"]:
        made, longest, best = row["challenges"], row["longest_word"], row["best_word"]
        figures: Mapping[str, object] = row
        cells: list[Any] = [
            row["name"],
            *(figures[figure] for figure in ROW_FIGURES),
            made["made"],
            made["won"],
            made["lost"],
            made["points"],
            "" if longest is None else longest["word"],
            "" if best is None else best["word"],
            row["rating"]["mu"],
            row["rating"]["sigma"],
            row["rating"]["ordinal"],
            row["totals_of"],
            "; ".join(_shape_totals(each) for each in row["other_shapes"]),
            *records_cells(stats, row),
            *(row["handicapped"][figure] for figure in ("games", "wins", "points")),
        ]
        writer.writerow([safe_cell(cell) for cell in cells])
    return out.getvalue()


def night_view(rows: list[NightRow], games: int) -> Table:
    """Tonight's standings when a group has finished more than one game."""
    table = Table(title=f"Tonight so far: {games} games", box=box.SIMPLE_HEAD, title_justify="left")
    for column in ("player", "games", "wins", "points"):
        table.add_column(column, justify="left" if column == "player" else "right")
    for row in rows:
        table.add_row(row["name"], str(row["games"]), str(row["wins"]), str(row["points"]))
    return table


_COLUMNS = ("won challenging", "lost challenging", "won defending", "lost defending")


def challenges_view(record: ChallengeRecord) -> Group:
    """The words challenged most in finished games, then each person's challenges;
    nothing when no finished game had a challenge."""
    if not record["most_challenged"]:
        return Group()
    words = Table(title="Most challenged words", box=box.SIMPLE_HEAD, title_justify="left")
    for column in ("word", "challenged", "struck"):
        words.add_column(column, justify="left" if column == "word" else "right")
    for word in record["most_challenged"]:
        words.add_row(word["word"], str(word["challenges"]), str(word["struck"]))
    rows = record["people"]
    people = fitted_table(
        [row["name"] for row in rows], lambda style, names: _people(rows, style, names)
    )
    return Group(Text(""), words, people)  # apart from what stats shows above


def _people(rows: list[PersonChallenges], style: TableStyle, names: Mapping[str, str]) -> Table:
    table = style.table("Challenges won and lost")
    table.add_column(style.header("player"))
    for header in _COLUMNS:
        table.add_column(style.header(header), justify="right")
    for row in rows:
        made, faced = row["made"], row["faced"]
        counts = (made["won"], made["lost"], faced["won"], faced["lost"])
        table.add_row(names[row["name"]], *map(str, counts))
    return table

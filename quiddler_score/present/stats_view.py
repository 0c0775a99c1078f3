"""Statistics across game nights as people read them: tables, and a CSV row per person;
the challenges section: the words challenged most, each person's won and lost."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Mapping
from typing import Any

from rich import box
from rich.console import Group, JustifyMethod
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from quiddler_score.engine.rules import STANDARD_ROUNDS, said_shape_name, shape_name
from quiddler_score.games.rulings.challenge_record import ChallengeRecord, PersonChallenges
from quiddler_score.games.stats.rows import NightRow, PersonRow, ShapeTotals, Stats
from quiddler_score.language import N_, _, ngettext, number, pgettext, speaking
from quiddler_score.present.export import safe_cell
from quiddler_score.present.fit import TableStyle, fitted_table, indented
from quiddler_score.present.head_to_head import head_to_head_view
from quiddler_score.present.records_view import CSV_COLUMNS as RECORDS_COLUMNS
from quiddler_score.present.records_view import records_cells, records_view
from quiddler_score.present.text_fit import decimal, figure, percent

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
            Text(_(HEAD_TO_HEAD)),
            head_to_head_view(stats["head_to_head"]),
            Text(_(RATING_NOTE), style="dim"),
            *records_view(stats),
        ]
    for game in stats["in_progress_games"]:
        # Every round played but the game not over: a challenge is still to be decided.
        if game["rounds"] < game["of"]:
            # Translators: a game not finished: its name, and the round being played.
            playing = _("In progress: {name}, round {number} of {count}").format(
                name=game["name"], number=game["rounds"] + 1, count=game["of"]
            )
        else:
            playing = _(
                "In progress: {name}, all {count} rounds played, a challenge still open"
            ).format(name=game["name"], count=game["of"])
        parts.append(Text(playing))
    return Group(*parts)


HEAD_TO_HEAD = N_("Head to head: the games each player won against each other player")

RATING_NOTE = N_(
    "Rating: openskill's estimate of skill μ ± σ; players are ordered by μ − 3σ, "
    "a careful guess that grows as they win and play more."
)


def _games_line(stats: Stats) -> str:
    finished, playing = stats["games"], stats["in_progress"]
    if playing:
        # Translators: {count} games finished; {playing} games still being played.
        said = ngettext(
            "{count} finished game, {playing} in progress (not counted).",
            "{count} finished games, {playing} in progress (not counted).",
            finished,
        )
    else:
        said = ngettext("{count} finished game.", "{count} finished games.", finished)
    return said.format(count=number(finished), playing=number(playing))


def _shapes_apart(rows: list[PersonRow]) -> list[Text | Padding]:
    """Totals of games of other shapes, apart: 15 rounds add up to more than 8."""
    standard = shape_name(STANDARD_ROUNDS)
    lines = [
        # Translators: a person, then their totals of games of another shape.
        _("{name}, {totals}").format(name=row["name"], totals=_shape_totals(each, figure))
        for row in rows
        for each in row["other_shapes"]
    ]
    odd = [
        _("{name}: {shape}").format(name=row["name"], shape=said_shape_name(row["totals_of"]))
        for row in rows
        if row["totals_of"] != standard
    ]
    if not lines and not odd:
        return []
    if odd:
        # Translators: {shape} is "8 rounds of 3 to 10 cards"; {others} lists the people
        # whose totals are of games of another shape, "Ann: 15 rounds of ...; Bob: ...".
        note = _("Average, best and worst are totals of games of {shape} (else: {others}).")
    else:
        note = _("Average, best and worst are totals of games of {shape}.")
    note = note.format(shape=said_shape_name(standard), others="; ".join(odd))
    if lines:
        note += " " + _("Games of other rounds are totalled apart:")
    # Indented as a whole, so that a line folded on a narrow screen stays under its start.
    return [Text(note, style="dim"), *(indented(line) for line in lines)]


def _handicapped(rows: list[PersonRow]) -> list[Text | Padding]:
    """Each person's games at a table with handicaps, apart from the cards as played."""
    lines = []
    for row in rows:
        handicapped = row["handicapped"]
        games, wins, points = handicapped["games"], handicapped["wins"], handicapped["points"]
        if games:
            # Translators: a person's games at a table with handicaps: how many, how many
            # they won on the total with their handicap, and the points it gave them.
            said = ngettext(
                "{name}: {count} game with handicaps, {wins} won on the handicapped total, "
                "{points} points given",
                "{name}: {count} games with handicaps, {wins} won on the handicapped total, "
                "{points} points given",
                games,
            )
            lines.append(
                said.format(
                    name=row["name"],
                    count=number(games),
                    wins=number(wins),
                    points=number(points),
                )
            )
    if not lines:
        return []
    note = _("Wins, totals and ratings count the cards as played; with handicaps:")
    return [Text(note, style="dim"), *(indented(line) for line in lines)]


def _shape_totals(each: ShapeTotals, said: Callable[[float], str]) -> str:
    """``15 rounds of 3 to 10, 9 to 3 cards: 1 game, average 82, best 82, worst 82``, each
    figure as ``said`` writes it."""
    # Translators: {shape} is "15 rounds of 3 to 10, 9 to 3 cards"; then the number of
    # games of that shape, and the average, best and worst totals in them.
    return ngettext(
        "{shape}: {count} game, average {average}, best {best}, worst {worst}",
        "{shape}: {count} games, average {average}, best {best}, worst {worst}",
        each["games"],
    ).format(
        shape=said_shape_name(each["shape"]),
        count=said(each["games"]),
        average=said(each["average_total"]),
        best=said(each["best_total"]),
        worst=said(each["worst_total"]),
    )


def _as_written(value: float) -> str:
    """A figure for a spreadsheet cell, as it always was: 82, 82.5, 1234."""
    return f"{value:g}" if isinstance(value, float) else str(value)


def _leaderboard_headings() -> tuple[str, ...]:
    """The leaderboard's column headings, the player's second (left-justified)."""
    # Translators: the leaderboard table's column headings; "#" is the place. A screen
    # of 60 columns holds them all: keep them short (a narrow screen stacks their words).
    return (
        pgettext("stats table", "#"),
        pgettext("stats table", "player"),
        pgettext("stats table", "games"),
        pgettext("stats table", "wins"),
        pgettext("stats table", "win rate"),
        pgettext("stats table", "average"),
        pgettext("stats table", "best"),
        pgettext("stats table", "worst"),
    )


def _leaderboard(rows: list[PersonRow], style: TableStyle, names: Mapping[str, str]) -> Table:
    table = style.table(_("Leaderboard"))
    for place, heading in enumerate(_leaderboard_headings()):
        justify: JustifyMethod = "left" if place == 1 else "right"
        table.add_column(style.header(heading), justify=justify)
    table.add_column(pgettext("stats table", "rating"), justify="right")
    for place, row in enumerate(rows, start=1):
        rating = row["rating"]
        # Translators: under a person's wins: how many of them were shared (a tie).
        count = row["shared_wins"]
        shared = (
            ngettext("({count} shared)", "({count} shared)", count).format(count=count)
            if count
            else ""
        )
        table.add_row(
            str(place),
            names[row["name"]],
            number(row["games"]),
            style.cell(number(row["wins"]), shared),
            percent(row["win_rate"]),
            figure(row["average_total"]),
            str(row["best_total"]),
            str(row["worst_total"]),
            # Compact: the estimate under the rating, μ over σ: "4.4", "(25.0", "± 6.9)".
            style.cell(
                decimal(rating["ordinal"]),
                style.cell(f"({decimal(rating['mu'])}", f"± {decimal(rating['sigma'])})"),
            ),
        )
    return table


def _bests_headings() -> tuple[str, ...]:
    """The bests table's column headings, the player's first (left-justified)."""
    # Translators: the bests table's column headings ("out": the rounds a person went
    # out); ★ and ▲ (the bonuses' marks) are not translated. A screen of 60 columns
    # holds them all: keep them short (a narrow screen stacks their words).
    return (
        pgettext("stats table", "player"),
        pgettext("stats table", "best round"),
        pgettext("stats table", "longest word"),
        pgettext("stats table", "best word"),
        pgettext("stats table", "out"),
        "★",
        "▲",
    )


def _bests(rows: list[PersonRow], style: TableStyle, names: Mapping[str, str]) -> Table:
    table = style.table(_("Bests, bonuses and challenges"))
    for place, heading in enumerate(_bests_headings()):
        justify: JustifyMethod = "left" if place == 0 else "right"
        table.add_column(style.header(heading), justify=justify)
    # Translators: a column: the challenges a person won of those they made, and the
    # points they brought. A narrow screen stacks its words, each line at least half the
    # heading: keep it short (the challenges' word abbreviated if need be).
    table.add_column(
        style.header(pgettext("stats table", "challenges won/made (points)")), justify="right"
    )
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
    """One header row, then one row per person, for spreadsheets: its headers and cells
    in English whatever the language, as programs read them."""
    with speaking("en"):
        return _stats_csv(stats)


def _stats_csv(stats: Stats) -> str:
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
            "; ".join(_shape_totals(each, _as_written) for each in row["other_shapes"]),
            *records_cells(stats, row),
            *(row["handicapped"][figure] for figure in ("games", "wins", "points")),
        ]
        writer.writerow([safe_cell(cell) for cell in cells])
    return out.getvalue()


def night_view(rows: list[NightRow], games: int) -> Table:
    """Tonight's standings when a group has finished more than one game."""
    title = ngettext("Tonight so far: {count} game", "Tonight so far: {count} games", games)
    table = Table(title=title.format(count=games), box=box.SIMPLE_HEAD, title_justify="left")
    for column in NIGHT_COLUMNS:
        table.add_column(_(column), justify="left" if column == "player" else "right")
    for row in rows:
        table.add_row(row["name"], str(row["games"]), str(row["wins"]), number(row["points"]))
    return table


NIGHT_COLUMNS = (N_("player"), N_("games"), N_("wins"), N_("points"))

# Translators: the columns of a person's challenges: those they made and won or lost,
# and those made against their words, which they won or lost defending.
_COLUMNS = (
    N_("won challenging"),
    N_("lost challenging"),
    N_("won defending"),
    N_("lost defending"),
)


def challenges_view(record: ChallengeRecord) -> Group:
    """The words challenged most in finished games, then each person's challenges;
    nothing when no finished game had a challenge."""
    if not record["most_challenged"]:
        return Group()
    words = Table(title=_("Most challenged words"), box=box.SIMPLE_HEAD, title_justify="left")
    # Translators: the columns of the most challenged words: the word, how many times it
    # was challenged, and how many times it was struck (refused).
    for column in (N_("word"), N_("challenged"), N_("struck")):
        words.add_column(_(column), justify="left" if column == "word" else "right")
    for word in record["most_challenged"]:
        words.add_row(word["word"], str(word["challenges"]), str(word["struck"]))
    rows = record["people"]
    people = fitted_table(
        [row["name"] for row in rows], lambda style, names: _people(rows, style, names)
    )
    return Group(Text(""), words, people)  # apart from what stats shows above


def _people(rows: list[PersonChallenges], style: TableStyle, names: Mapping[str, str]) -> Table:
    table = style.table(_("Challenges won and lost"))
    table.add_column(style.header(_("player")))
    for header in _COLUMNS:
        table.add_column(style.header(_(header)), justify="right")
    for row in rows:
        made, faced = row["made"], row["faced"]
        counts = (made["won"], made["lost"], faced["won"], faced["lost"])
        table.add_row(names[row["name"]], *map(str, counts))
    return table

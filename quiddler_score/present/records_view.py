"""``stats``' rivals and records as people read them: each person's rivals and bests,
the club's records with who holds them and when, and stats by the size of the table."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.console import JustifyMethod
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from quiddler_score.engine.rules import said_shape_name
from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.stats.records import (
    TABLE_SIZES,
    ClubRecord,
    PersonRecords,
    Rival,
    SizeFigures,
)
from quiddler_score.games.stats.rows import PersonRow, Stats
from quiddler_score.language import N_, _, language, ngettext, number
from quiddler_score.present.fit import Fitted, TableStyle, fitted_table, indented
from quiddler_score.present.sheet_layout import day_said
from quiddler_score.present.text_fit import figure
from quiddler_score.present.words_list import ordinal

NO_RECORD = "—"


def records_view(stats: Stats) -> list[Fitted | Text | Padding]:
    """The rivals, personal records and table sizes tables, and the club's records."""
    rows = stats["players"]
    if not rows:
        return []
    people = [row["name"] for row in rows]
    rivals = _everyone(rows)
    n = stats["rival_games"]
    # A blank line after each note, so that the next title does not read as its last line.
    return [
        Text(""),
        fitted_table(rivals, lambda style, names: _rivals(rows, style, names)),
        Text(_rivals_note(n), style="dim"),
        Text(""),
        fitted_table(people, lambda style, names: _personal(rows, style, names)),
        *_club_lines(stats),
        fitted_table(people, lambda style, names: _sizes(stats, style, names)),
    ]


def _rivals_note(games: int) -> str:
    # Translators: under the rivals table, whose cells are "Bob 1–3".
    said = ngettext(
        "Ahead–behind: the games each finished ahead of the other, over at least {count} "
        "game played together.",
        "Ahead–behind: the games each finished ahead of the other, over at least {count} "
        "games played together.",
        games,
    )
    return said.format(count=number(games))


def _everyone(rows: Sequence[PersonRow]) -> list[str]:
    """The people of the rows, then their rivals not among them (stats for some people)."""
    people = [row["name"] for row in rows]
    for row in rows:
        for _what, rival in _rivals_of(row["records"]):
            if rival is not None and rival["name"] not in people:
                people.append(rival["name"])
    return people


def _table(title: str, style: TableStyle, columns: Sequence[str]) -> Table:
    """A table titled ``title``, its ``columns`` headed as given (translated already)."""
    table = style.table(title)
    for place, column in enumerate(columns):
        justify: JustifyMethod = "left" if place == 0 else "right"
        table.add_column(style.header(column), justify=justify)
    return table


def _rivals(rows: Sequence[PersonRow], style: TableStyle, names: Mapping[str, str]) -> Table:
    # Translators: the rivals table's columns: the person who beats the row's person most,
    # the one they beat most, and the one closest to them.
    columns = (_("player"), _("nemesis"), _("favourite victim"), _("closest rival"))
    table = _table(_("Rivals"), style, columns)
    for row in rows:
        rivals = _rivals_of(row["records"])
        cells = (_rival(style, names, rival) for _what, rival in rivals)
        table.add_row(names[row["name"]], *cells)
    return table


def _rivals_of(records: PersonRecords) -> tuple[tuple[str, Rival | None], ...]:
    """A person's nemesis, favourite victim and closest rival, each with how a line says
    it (translated where said): ``{name}`` the rival, ``{record}`` ahead–behind."""
    return (
        # Translators: a person's rivals on a line: "nemesis Bob 1–3, victim Cy 3–0,
        # closest rival Dee 2–2"; {record} is the games ahead–behind.
        (N_("nemesis {name} {record}"), records["nemesis"]),
        (N_("victim {name} {record}"), records["favourite_victim"]),
        (N_("closest rival {name} {record}"), records["closest_rival"]),
    )


def _rival(style: TableStyle, names: Mapping[str, str], rival: Rival | None) -> str:
    """``Bob 1–3``: the rival, and the games the row's person finished ahead and behind."""
    if rival is None:
        return NO_RECORD
    return style.cell(names[rival["name"]], f"{rival['ahead']}–{rival['behind']}")


def _personal(rows: Sequence[PersonRow], style: TableStyle, names: Mapping[str, str]) -> Table:
    # Translators: the personal records table's columns: the best and worst totals of a
    # game, the most points and the most words in a round, and the wins in a row.
    columns = (
        _("player"),
        _("best game"),
        _("worst game"),
        _("best round"),
        _("most words"),
        _("wins in a row"),
    )
    table = _table(_("Personal records"), style, columns)
    for row in rows:
        records = row["records"]
        best, worst = records["best_game"], records["worst_game"]
        top, most = records["best_round"], records["most_words"]
        streak = records["win_streak"]
        table.add_row(
            names[row["name"]],
            NO_RECORD if best is None else str(best["total"]),
            NO_RECORD if worst is None else str(worst["total"]),
            NO_RECORD if top is None else style.cell(str(top["points"]), _in_round(top["round"])),
            NO_RECORD if most is None else style.cell(str(most["words"]), _in_round(most["round"])),
            # Translators: under the wins in a row now: the most ever.
            style.cell(str(streak["current"]), _("(best {count})").format(count=streak["best"])),
        )
    return table


def _in_round(number: int) -> str:
    # Translators: a record's round, short: "(r3)" is round 3.
    return _("(r{number})").format(number=number)


def club_record_lines(stats: Stats) -> list[str]:
    """A line for each club record held: what, how much, who and when."""
    club = stats["club_records"]
    lines = []
    total, top = club["highest_total"], club["highest_round"]
    word, comeback = club["longest_word"], club["biggest_comeback"]
    # Translators: the club's records; {held} says who holds it, where and when:
    # "Ann, round 8 of Night one, 2026-03-05; tied by Bob".
    if total is not None:
        said = _("Highest total: {points}, {held}")
        lines.append(said.format(points=number(total["value"]), held=_held(total)))
    if top is not None:
        said = _("Highest round: {points}, {held}")
        lines.append(said.format(points=number(top["value"]), held=_held(top)))
    if word is not None:
        said = ngettext(
            "Longest word: {word} ({count} letter), {held}",
            "Longest word: {word} ({count} letters), {held}",
            word["value"],
        )
        lines.append(said.format(word=word["word"], count=word["value"], held=_held(word)))
    if comeback is not None:
        # Translators: the biggest comeback: the winner was {points} points behind the
        # leader, in {place} place ("2nd"), after round 4.
        said = _(
            "Biggest comeback: won from {points} behind in {place} place after round 4, {held}"
        )
        place = _place(comeback["place"] or 2)
        held = _held(comeback)
        lines.append(said.format(points=number(comeback["value"]), place=place, held=held))
    return lines


def _place(place: int) -> str:
    """A place among a table: 2nd in English, 2e in French, 2.º in Spanish."""
    if language() == "en":
        return ordinal(place)
    # Translators: a place among a table, 2 or more: "2nd" (French "2e", Spanish "2.º").
    return _("{number}th").format(number=place)


def rival_lines(stats: Stats, most: int) -> list[str]:
    """``Ann: nemesis Bob 1–3, victim Cy 3–0, closest rival Dee 2–2``: the rivals of the
    first ``most`` people of the leaderboard who have any (ahead–behind, as the table)."""
    lines = []
    for row in stats["players"][:most]:
        named = [
            _(what).format(name=rival["name"], record=f"{rival['ahead']}–{rival['behind']}")
            for what, rival in _rivals_of(row["records"])
            if rival is not None
        ]
        if named:
            # Translators: a person and their rivals, "Ann: nemesis Bob 1–3, victim Cy 3–0".
            lines.append(_("{name}: {rivals}").format(name=row["name"], rivals=", ".join(named)))
    return lines


def _held(record: ClubRecord) -> str:
    """``Ann, round 8 of Night one, 2026-03-05; tied by Bob``."""
    day = day_said(local_day(record["date"])) or _("an unknown day")
    # Translators: who holds a club record, the game and the day it was set: "Ann, round 8
    # of Night one, 2026-03-05"; then who tied it since, "; tied by Bob, Cy".
    if record["round"] is None:
        if record["tied_by"]:
            said = _("{holder}, {game}, {day}; tied by {names}")
        else:
            said = _("{holder}, {game}, {day}")
    elif record["tied_by"]:
        said = _("{holder}, round {round} of {game}, {day}; tied by {names}")
    else:
        said = _("{holder}, round {round} of {game}, {day}")
    return said.format(
        holder=record["holder"],
        game=record["game"],
        day=day,
        round=record["round"],
        names=_few(record["tied_by"]),
    )


def _few(names: Sequence[str], shown: int = 3) -> str:
    """``Bob, Cy, Dee and 2 more``: who tied a record, a few of them by name."""
    if len(names) <= shown + 1:
        return ", ".join(names)
    more = len(names) - shown
    # Translators: who tied a record: the first few names, and how many more.
    said = ngettext("{names} and {count} more", "{names} and {count} more", more)
    return said.format(names=", ".join(names[:shown]), count=more)


def _club_lines(stats: Stats) -> list[Text | Padding]:
    lines = club_record_lines(stats)
    if not lines:
        return []
    shape = stats["club_records"]["totals_of"]
    heading = Text(_("Club records"), style="italic")
    # Translators: {shape} is "8 rounds of 3 to 10 cards".
    said = _("(totals of games of {shape}; the first to set a record holds it)")
    note = Text(said.format(shape=said_shape_name(shape)), style="dim")
    return [heading, *(indented(line) for line in lines), indented(note), Text("")]


def _sizes(stats: Stats, style: TableStyle, names: Mapping[str, str]) -> Table:
    labels = [label for label, _low, _high in TABLE_SIZES]
    # Translators: the columns of stats by the size of the table: "2 players", "3-4
    # players", "5+ players".
    sizes = (_("{sizes} players").format(sizes=label) for label in labels)
    table = _table(_("By table size"), style, (_("player"), *sizes))
    games = {size["size"]: size for size in stats["table_sizes"]}
    club: list[str] = []
    for label in labels:
        size = games[label]
        average = size["average_winning_total"]
        club.append(
            style.cell(
                ngettext("{count} game", "{count} games", size["games"]).format(
                    count=number(size["games"])
                ),
                # Translators: the average total that won games at that size of table.
                "" if average is None else _("won on {average}").format(average=figure(average)),
            )
        )
    # Translators: the row of the whole club in the stats by table size.
    table.add_row(_("the club"), *club)
    table.add_section()
    for row in stats["players"]:
        figures = row["records"]["by_table_size"]
        table.add_row(names[row["name"]], *(_size(style, figures[label]) for label in labels))
    return table


def _size(style: TableStyle, figures: SizeFigures) -> str:
    """``3/5 won, avg 84``: wins of games at that size of table and the average total."""
    if not figures["games"]:
        return NO_RECORD
    average = figures["average_total"]
    # Translators: "3/5 won": wins of the games at that size of table; "avg 84": the
    # person's average total in them.
    return style.cell(
        _("{wins}/{games} won").format(wins=figures["wins"], games=figures["games"]),
        "" if average is None else _("avg {average}").format(average=figure(average)),
    )


CSV_COLUMNS = (
    "nemesis",
    "favourite_victim",
    "closest_rival",
    "best_game",
    "worst_game",
    "best_round_points",
    "most_words_in_a_round",
    "win_streak",
    "best_win_streak",
    *(
        f"{kind}_{label.replace('-', '_to_').replace('+', '_plus')}"
        for label, _low, _high in TABLE_SIZES
        for kind in ("games", "wins", "average")
    ),
    "club_records_held",
)


def records_cells(stats: Stats, row: PersonRow) -> list[object]:
    """A person's rivals, records and table sizes, as the stats CSV's last columns."""
    records = row["records"]
    best, worst = records["best_game"], records["worst_game"]
    top, most = records["best_round"], records["most_words"]
    sizes = records["by_table_size"]
    return [
        *("" if rival is None else rival["name"] for _what, rival in _rivals_of(records)),
        "" if best is None else best["total"],
        "" if worst is None else worst["total"],
        "" if top is None else top["points"],
        "" if most is None else most["words"],
        records["win_streak"]["current"],
        records["win_streak"]["best"],
        *(
            cell
            for label, _low, _high in TABLE_SIZES
            for cell in (
                sizes[label]["games"],
                sizes[label]["wins"],
                "" if sizes[label]["average_total"] is None else sizes[label]["average_total"],
            )
        ),
        "; ".join(_held_by(stats, row["name"])),
    ]


# The club's records, as a person's CSV cell names those they hold.
CLUB_RECORDS = (
    ("highest_total", "highest total"),
    ("highest_round", "highest round"),
    ("longest_word", "longest word"),
    ("biggest_comeback", "biggest comeback"),
)


def _held_by(stats: Stats, name: str) -> list[str]:
    """``highest total 391``: each club record ``name`` holds, and its figure."""
    club = stats["club_records"]
    held = []
    for key, title in CLUB_RECORDS:
        record = club[key]  # type: ignore[literal-required]
        if record is not None and record["holder"] == name:
            held.append(f"{title} {record['value']}")
    return held

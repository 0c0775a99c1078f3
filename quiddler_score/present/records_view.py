"""``stats``' rivals and records as people read them: each person's rivals and bests,
the club's records with who holds them and when, and stats by the size of the table."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.console import JustifyMethod
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.stats.records import (
    TABLE_SIZES,
    ClubRecord,
    PersonRecords,
    Rival,
    SizeFigures,
)
from quiddler_score.games.stats.rows import PersonRow, Stats
from quiddler_score.present.fit import Fitted, TableStyle, fitted_table, indented
from quiddler_score.present.words_list import ordinal

RIVALS_NOTE = (
    "Ahead–behind: the games each finished ahead of the other, over at least {n} "
    "{games} played together."
)
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
        Text(RIVALS_NOTE.format(n=n, games="game" if n == 1 else "games"), style="dim"),
        Text(""),
        fitted_table(people, lambda style, names: _personal(rows, style, names)),
        *_club_lines(stats),
        fitted_table(people, lambda style, names: _sizes(stats, style, names)),
    ]


def _everyone(rows: Sequence[PersonRow]) -> list[str]:
    """The people of the rows, then their rivals not among them (stats for some people)."""
    people = [row["name"] for row in rows]
    for row in rows:
        for _, rival in _rivals_of(row["records"]):
            if rival is not None and rival["name"] not in people:
                people.append(rival["name"])
    return people


def _table(title: str, style: TableStyle, columns: Sequence[str]) -> Table:
    table = style.table(title)
    for number, column in enumerate(columns):
        justify: JustifyMethod = "left" if number == 0 else "right"
        table.add_column(style.header(column), justify=justify)
    return table


def _rivals(rows: Sequence[PersonRow], style: TableStyle, names: Mapping[str, str]) -> Table:
    table = _table("Rivals", style, ("player", "nemesis", "favourite victim", "closest rival"))
    for row in rows:
        rivals = _rivals_of(row["records"])
        table.add_row(names[row["name"]], *(_rival(style, names, rival) for _, rival in rivals))
    return table


def _rivals_of(records: PersonRecords) -> tuple[tuple[str, Rival | None], ...]:
    """A person's nemesis, favourite victim and closest rival, each with its short name."""
    return (
        ("nemesis", records["nemesis"]),
        ("victim", records["favourite_victim"]),
        ("closest rival", records["closest_rival"]),
    )


def _rival(style: TableStyle, names: Mapping[str, str], rival: Rival | None) -> str:
    """``Bob 1–3``: the rival, and the games the row's person finished ahead and behind."""
    if rival is None:
        return NO_RECORD
    return style.cell(names[rival["name"]], f"{rival['ahead']}–{rival['behind']}")


def _personal(rows: Sequence[PersonRow], style: TableStyle, names: Mapping[str, str]) -> Table:
    columns = ("player", "best game", "worst game", "best round", "most words", "wins in a row")
    table = _table("Personal records", style, columns)
    for row in rows:
        records = row["records"]
        best, worst = records["best_game"], records["worst_game"]
        top, most = records["best_round"], records["most_words"]
        streak = records["win_streak"]
        table.add_row(
            names[row["name"]],
            NO_RECORD if best is None else str(best["total"]),
            NO_RECORD if worst is None else str(worst["total"]),
            NO_RECORD if top is None else style.cell(str(top["points"]), f"(r{top['round']})"),
            NO_RECORD if most is None else style.cell(str(most["words"]), f"(r{most['round']})"),
            style.cell(str(streak["current"]), f"(best {streak['best']})"),
        )
    return table


def club_record_lines(stats: Stats) -> list[str]:
    """A line for each club record held: what, how much, who and when."""
    club = stats["club_records"]
    lines = []
    total, top = club["highest_total"], club["highest_round"]
    word, comeback = club["longest_word"], club["biggest_comeback"]
    if total is not None:
        lines.append(f"Highest total: {total['value']}, {_held(total)}")
    if top is not None:
        lines.append(f"Highest round: {top['value']}, {_held(top)}")
    if word is not None:
        lines.append(f"Longest word: {word['word']} ({word['value']} letters), {_held(word)}")
    if comeback is not None:
        behind = f"{comeback['value']} behind in {ordinal(comeback['place'] or 2)} place"
        lines.append(f"Biggest comeback: won from {behind} after round 4, {_held(comeback)}")
    return lines


def rival_lines(stats: Stats, most: int) -> list[str]:
    """``Ann: nemesis Bob 1–3, victim Cy 3–0, closest rival Dee 2–2``: the rivals of the
    first ``most`` people of the leaderboard who have any (ahead–behind, as the table)."""
    lines = []
    for row in stats["players"][:most]:
        named = [
            f"{what} {rival['name']} {rival['ahead']}–{rival['behind']}"
            for what, rival in _rivals_of(row["records"])
            if rival is not None
        ]
        if named:
            lines.append(f"{row['name']}: {', '.join(named)}")
    return lines


def _held(record: ClubRecord) -> str:
    """``Ann, round 8 of Night one, 2026-03-05; tied by Bob``."""
    where = f"{record['game']}, {local_day(record['date']) or 'an unknown day'}"
    if record["round"] is not None:
        where = f"round {record['round']} of {where}"
    tied = f"; tied by {_few(record['tied_by'])}" if record["tied_by"] else ""
    return f"{record['holder']}, {where}{tied}"


def _few(names: Sequence[str], shown: int = 3) -> str:
    """``Bob, Cy, Dee and 2 more``: who tied a record, a few of them by name."""
    if len(names) <= shown + 1:
        return ", ".join(names)
    return f"{', '.join(names[:shown])} and {len(names) - shown} more"


def _club_lines(stats: Stats) -> list[Text | Padding]:
    lines = club_record_lines(stats)
    if not lines:
        return []
    shape = stats["club_records"]["totals_of"]
    heading = Text("Club records", style="italic")
    note = Text(f"(totals of games of {shape}; the first to set a record holds it)", style="dim")
    return [heading, *(indented(line) for line in lines), indented(note), Text("")]


def _sizes(stats: Stats, style: TableStyle, names: Mapping[str, str]) -> Table:
    labels = [label for label, _, _ in TABLE_SIZES]
    table = _table("By table size", style, ("player", *(f"{label} players" for label in labels)))
    games = {size["size"]: size for size in stats["table_sizes"]}
    club: list[str] = []
    for label in labels:
        size = games[label]
        average = size["average_winning_total"]
        club.append(
            style.cell(
                f"{size['games']} {'game' if size['games'] == 1 else 'games'}",
                "" if average is None else f"won on {average:g}",
            )
        )
    table.add_row("the club", *club)
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
    return style.cell(
        f"{figures['wins']}/{figures['games']} won",
        "" if average is None else f"avg {average:g}",
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
        for label, _, _ in TABLE_SIZES
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
        *("" if rival is None else rival["name"] for _, rival in _rivals_of(records)),
        "" if best is None else best["total"],
        "" if worst is None else worst["total"],
        "" if top is None else top["points"],
        "" if most is None else most["words"],
        records["win_streak"]["current"],
        records["win_streak"]["best"],
        *(
            cell
            for label, _, _ in TABLE_SIZES
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

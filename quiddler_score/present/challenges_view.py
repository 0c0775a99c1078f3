"""``stats``' challenges section: the words challenged most, each person's won and lost."""

from __future__ import annotations

from collections.abc import Mapping

from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text

from quiddler_score.games.rulings.challenge_record import ChallengeRecord, PersonChallenges
from quiddler_score.present.fit import TableStyle, fitted_table

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

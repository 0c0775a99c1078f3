"""``stats``' challenges section: the words challenged most, each person's won and lost."""

from __future__ import annotations

from collections.abc import Mapping

from quiddler_score.games.rulings.challenge_record import ChallengeRecord, PersonChallenges
from quiddler_score.present.fit import Fitted, TableStyle, named_layouts
from quiddler_score.present.screen import Grid, Line, Stack

_COLUMNS = ("won challenging", "lost challenging", "won defending", "lost defending")


def challenges_view(record: ChallengeRecord) -> Stack:
    """The words challenged most in finished games, then each person's challenges;
    nothing when no finished game had a challenge."""
    if not record["most_challenged"]:
        return Stack()
    words = Grid(title="Most challenged words", box="SIMPLE_HEAD", title_justify="left")
    for column in ("word", "challenged", "struck"):
        words.add_column(column, justify="left" if column == "word" else "right")
    for word in record["most_challenged"]:
        words.add_row(word["word"], str(word["challenges"]), str(word["struck"]))
    rows = record["people"]
    people = Fitted(
        lambda _width: named_layouts(
            [row["name"] for row in rows],
            lambda style, names: _people(rows, style, names),
            lambda names: f"Names in full: {', '.join(names)}.",
        )
    )
    return Stack(Line(""), words, people)  # apart from what stats shows above


def _people(rows: list[PersonChallenges], style: TableStyle, names: Mapping[str, str]) -> Grid:
    table = Grid(
        title="Challenges won and lost",
        box="SIMPLE_HEAD",
        padding=style.padding,
        title_justify="left",
    )
    table.add_column(style.header("player"))
    for header in _COLUMNS:
        table.add_column(style.header(header), justify="right")
    for row in rows:
        made, faced = row["made"], row["faced"]
        counts = (made["won"], made["lost"], faced["won"], faced["lost"])
        table.add_row(names[row["name"]], *map(str, counts))
    return table

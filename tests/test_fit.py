"""Screens that fit the terminal: layouts tried in turn, headers stacked, words kept whole."""

from __future__ import annotations

import io

from rich.text import Text

from quiddler_score.present.console import make_console
from quiddler_score.present.fit import (
    TableStyle,
    entries,
    fitted_table,
    pieces_of,
    stacked,
    wrap_pieces,
)


def printed(renderable: object, width: int) -> str:
    console = make_console(record=True, width=width, file=io.StringIO())
    console.print(renderable)
    return str(console.export_text())


def test_a_header_is_stacked_on_lines_no_narrower_than_its_longest_word() -> None:
    assert stacked("words − unused") == "words −\nunused"
    assert stacked("challenges won/made (points)") == "challenges\nwon/made\n(points)"
    assert stacked("round") == "round"


def test_a_word_too_long_for_its_cell_breaks_only_between_cards() -> None:
    word = Text("(QU)IETLY")
    cards = ["(QU)", "I", "E", "T", "L", "Y"]
    assert [piece.plain for piece in pieces_of(word, cards, 6)] == ["(QU)IE", "TLY"]
    assert [piece.plain for piece in pieces_of(word, cards, 20)] == ["(QU)IETLY"]


def test_pieces_wrap_between_pieces_and_stay_on_one_line_without_a_width() -> None:
    pieces = [Text("OX"), Text("CAT"), Text("(QU)IT")]
    assert wrap_pieces(pieces, 7).plain == "OX CAT\n(QU)IT"
    assert wrap_pieces(pieces, None).plain == "OX CAT (QU)IT"


def test_entries_go_on_as_few_lines_as_fit_never_split_inside_one() -> None:
    legend = entries(["★ longest word", "▲ most words", "✗ word struck"])
    assert printed(legend, 80).splitlines() == ["★ longest word  ▲ most words  ✗ word struck"]
    assert printed(legend, 30).splitlines() == ["★ longest word  ▲ most words", "✗ word struck"]


def test_a_compact_style_puts_each_part_of_a_cell_on_its_own_line() -> None:
    assert TableStyle(None).cell("3", "", "(2 shared)") == "3 (2 shared)"
    assert TableStyle(6, compact=True).cell("3", "(2 shared)") == "3\n(2 shared)"


def test_a_table_of_people_too_wide_shortens_names_and_gives_them_in_full() -> None:
    people = ["Maximiliana Featherstonehaugh", "Bartholomew Quincy-Smythe"]

    def build(style: TableStyle, names: dict[str, str]) -> object:
        table = style.table("Wins")
        for column in ("player", "games", "wins", "win rate"):
            table.add_column(style.header(column))
        for person in people:
            table.add_row(names[person], "12", "7", "58%")
        return table

    wide = printed(fitted_table(people, build), 120)
    assert "Maximiliana Featherstonehaugh" in wide and "Names in full" not in wide
    narrow = printed(fitted_table(people, build), 40)
    assert all(len(line) <= 40 for line in narrow.splitlines())
    assert "Names in full: Maximiliana Featherstonehaugh, Bartholomew Quincy-Smythe." in (
        " ".join(narrow.split())
    )

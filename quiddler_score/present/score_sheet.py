"""Score sheets on paper, as a PDF: a blank one to fill in at the table, or a kept game's.

Each page is headed by the game (or the house rules), and holds a block of players side
by side and a block of rounds down the page (:mod:`~quiddler_score.present.sheet_layout`
cuts the sheet into pages). A blank sheet says the rules and the cards' values, and
leaves room in each player's round for the words, then six boxes in two rows: the words'
points, the unused cards', the bonuses and the penalties; the round's score and the
total, wide enough for three figures by hand. Each round says its dealer. A kept game's
sheet fills them in, and says who won. Only the ``sheet`` command imports this module.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.language import _, ngettext
from quiddler_score.present.changes import headline
from quiddler_score.present.palette import HIGHLIGHT, HIGHLIGHT_EDGE, INK, MUTED, PANEL, RULE
from quiddler_score.present.rules_said import rules_line
from quiddler_score.present.sheet_layout import (
    FIGURES,
    ROUNDS_PER_PAGE,
    FilledCell,
    Page,
    Paper,
    card_values,
    filled_cell,
    page_label,
    pages,
)
from quiddler_score.present.sheet_page import SheetDocument, width
from quiddler_score.present.text_fit import cut, name_cell, shrunk, within, wrapped_lines
from quiddler_score.present.words_list import and_list

ROUND_COLUMN = 46.0  # pt: the column of round numbers and dealers
NAME_ROW = 34.0  # pt: the row of names above the rounds
BOX_ROW = 20.0  # pt: a row of boxes; two at the foot of a player's round
STRIP = 2 * BOX_ROW + 2  # pt: the boxes and the gap above them
ROWS = (FIGURES[:4], FIGURES[4:])  # words, unused, bonus, penalty; then round, total
WRITING = 20.0  # pt between the lines to write on (7 mm of handwriting)
MAX_ROW = 110.0  # pt: a round's row, at most (a short game does not stretch to the foot)
FOOT = 30.0  # pt: the winner's line
HEADING_NOTES = 3  # lines at most of a house's notes on every page: the rounds need the room


class Heading(NamedTuple):
    """What heads every page: a title, lines under it, and rules said in sentences."""

    title: str
    lines: list[str]
    rules: list[str]


def blank_sheet(players: int, rules: RuleSettings, heading: Heading, paper: Paper) -> SheetDocument:
    """A sheet for ``players`` to fill in under ``rules``, a page for each block."""
    cut_pages = pages(players, len(rules.rounds))
    sheet = SheetDocument(paper, heading.title)
    for number, page in enumerate(cut_pages, start=1):
        sheet.new_page()
        label = page_label(page, number, len(cut_pages), players, len(rules.rounds))
        top = _card_values(sheet, _heading(sheet, heading, label))
        _blank_table(sheet, page, rules.rounds, top)
        # Translators: at the foot of a blank score sheet, a line to write the winner on.
        _foot(sheet, _("Winner:"), blank=True)
    return sheet


def game_sheet(scoreboard: Scoreboard, heading: Heading, paper: Paper) -> SheetDocument:
    """A kept game's sheet: every recorded round filled in, the winner (or who leads) last."""
    table = scoreboard.table
    cut_pages = pages(len(table.players), table.round_count)
    heading = heading._replace(lines=[*heading.lines, rules_line(scoreboard)])
    sheet = SheetDocument(paper, heading.title)
    for number, page in enumerate(cut_pages, start=1):
        sheet.new_page()
        label = page_label(page, number, len(cut_pages), len(table.players), table.round_count)
        _game_table(sheet, page, scoreboard, _heading(sheet, heading, label))
        _foot(sheet, headline(scoreboard), blank=False, names=and_list(scoreboard.leaders))
    return sheet


def _heading(sheet: SheetDocument, heading: Heading, page: str) -> float:
    """The title, the lines under it and the rules, ``page`` in the corner; returns where
    the page goes on, in pt."""
    room = sheet.right - sheet.left
    title_room = room - (width(page, 8) + 12 if page else 0)
    title = cut(width, heading.title, title_room, 17, bold=True)
    sheet.text(sheet.left, sheet.left, title, 17, bold=True)
    if page:
        sheet.text(sheet.right, sheet.left + 4, page, 8, align="right", colour=MUTED)
    y = sheet.left + 26
    for line in heading.lines:
        for part in wrapped_lines(width, line.split(" "), room, 8.5, gap=" "):
            sheet.text(sheet.left, y, part, 8.5, colour=MUTED)
            y += 11
    if heading.rules:
        y += 3
    for rule in heading.rules:
        lines = wrapped_lines(width, rule.split(" "), room, 7.5, gap=" ")
        for part in within(width, lines, HEADING_NOTES, room, 7.5):
            sheet.text(sheet.left, y, part, 7.5)
            y += 10
    return y + 6


def _card_values(sheet: SheetDocument, top: float) -> float:
    """Every card and its points, as little cards in one row."""
    values = card_values()
    step = (sheet.right - sheet.left) / len(values)
    for index, (letters, points) in enumerate(values):
        x = sheet.left + step * index
        _panel(sheet, x + 1, top, step - 2, 21)
        sheet.text(x + step / 2, top + 2.5, letters, 8, align="center", bold=True)
        sheet.text(x + step / 2, top + 12.5, str(points), 6.5, align="center", colour=MUTED)
    return top + 30


class Grid(NamedTuple):
    """Where a page's table is: its columns' left edges and widths, its rows' height."""

    top: float
    lefts: list[float]
    column: float
    row: float


def _grid(sheet: SheetDocument, page: Page, top: float) -> Grid:
    start = sheet.left + ROUND_COLUMN
    column = (sheet.right - start) / len(page.seats)
    room = sheet.bottom - FOOT - top - NAME_ROW
    row = min(MAX_ROW, room / min(ROUNDS_PER_PAGE, max(len(page.rounds), 1)))
    return Grid(top, [start + column * i for i in range(len(page.seats))], column, row)


def _blank_table(sheet: SheetDocument, page: Page, hands: Sequence[int], top: float) -> None:
    grid = _grid(sheet, page, top)
    for seat, x in zip(page.seats, grid.lefts, strict=True):
        # Translators: over a column of a blank score sheet, where a name is written.
        sheet.text(x + 4, top + 3, _("player {number}").format(number=seat + 1), 6, colour=MUTED)
        under = top + NAME_ROW - 6
        sheet.line(x + 4, under, x + grid.column - 4, under, colour=MUTED, line_width=0.6)
    for row, number in enumerate(page.rounds):
        y = top + NAME_ROW + grid.row * row
        _round_label(sheet, y, grid.row, number, hands[number - 1], dealer=None)
        for x in grid.lefts:
            _blank_cell(sheet, x, y, grid.column, grid.row)


def _round_label(
    sheet: SheetDocument, y: float, height: float, number: int, cards: int, dealer: str | None
) -> None:
    """The round's number and hand, and its dealer: named, or a line to write them on."""
    _panel(sheet, sheet.left, y, ROUND_COLUMN, height)
    middle = sheet.left + ROUND_COLUMN / 2
    room = ROUND_COLUMN - 4
    # Translators: a score sheet's round column: "round", its number, its hand, "dealer".
    said = _("round")
    sheet.text(
        middle, y + 5, said, shrunk(width, said, room, 6.5, least=4), align="center", colour=MUTED
    )
    sheet.text(middle, y + 13, str(number), 17, align="center", bold=True)
    hand = ngettext("{count} card", "{count} cards", cards).format(count=cards)
    sheet.text(
        middle, y + 33, hand, shrunk(width, hand, room, 7, least=4), align="center", colour=MUTED
    )
    said = _("dealer")
    sheet.text(
        middle, y + 44, said, shrunk(width, said, room, 6, least=4), align="center", colour=MUTED
    )
    if dealer is None:
        sheet.line(sheet.left + 5, y + 62, sheet.left + ROUND_COLUMN - 5, y + 62, colour=MUTED)
        return
    name = cut(width, dealer, ROUND_COLUMN - 6, 7, bold=True)
    sheet.text(middle, y + 52, name, 7, align="center", bold=True)


def _panel(sheet: SheetDocument, x: float, y: float, width: float, height: float) -> None:
    sheet.box(x, y, width, height, fill=PANEL)


def _blank_cell(sheet: SheetDocument, x: float, y: float, column: float, row: float) -> None:
    sheet.box(x, y, column, row)
    # Translators: over the lines of a player's round on the score sheet.
    sheet.text(x + 4, y + 3, _("words laid"), 6, colour=MUTED)
    # Lines to write the words on, a line of handwriting apart, up from the boxes.
    at = y + row - STRIP - 4
    while at >= y + 16:
        sheet.line(x + 6, at, x + column - 6, at, dotted=True)
        at -= WRITING
    _strip(sheet, x, y + row - STRIP + 2, column, None, highlighted=False)


def _strip(
    sheet: SheetDocument,
    x: float,
    y: float,
    column: float,
    figures: Sequence[str] | None,
    *,
    highlighted: bool,
) -> None:
    """The six boxes in two rows, in the order they are added up; filled in with
    ``figures`` when given. The total is shaded (and lit for a winner)."""
    written = dict(zip(FIGURES, figures, strict=True)) if figures is not None else {}
    for row, labels in enumerate(ROWS):
        box = (column - 8) / len(labels)
        top = y + row * BOX_ROW
        for index, label in enumerate(labels):
            left = x + 4 + box * index
            total = label == FIGURES[-1]
            face = (HIGHLIGHT if highlighted else PANEL) if total else None
            edge = HIGHLIGHT_EDGE if total and highlighted else RULE
            sheet.box(left + 1, top, box - 2, BOX_ROW - 3, edge=edge, fill=face, line_width=0.7)
            said = _(label)
            size = shrunk(width, said, box - 6, 5, least=3.5)
            sheet.text(left + 3, top + 2, said, size, colour=MUTED)
            if label in written:
                figure = written[label]
                size = shrunk(width, figure, box - 8, 10 if total else 9, bold=total)
                sheet.text(left + box - 5, top + 7.5, figure, size, bold=total, align="right")


def _game_table(sheet: SheetDocument, page: Page, scoreboard: Scoreboard, top: float) -> None:
    grid = _grid(sheet, page, top)
    table = scoreboard.table
    seated = [table.players[seat] for seat in page.seats]
    leaders = set(scoreboard.winners)
    for x, player in zip(grid.lefts, seated, strict=True):
        name = name_cell(width, player, grid.column - 8, 10, bold=True)
        y = top + (NAME_ROW - 12 * len(name.lines)) / 2 - 2
        for line in name.lines:
            sheet.text(x + 4, y, line, name.size, bold=True)
            y += 12
    recorded = {result.number: result for result in scoreboard.rounds}
    last = scoreboard.rounds[-1].number if scoreboard.rounds else 0
    for row, number in enumerate(page.rounds):
        y = top + NAME_ROW + grid.row * row
        dealer = table.dealer(number)
        _round_label(sheet, y, grid.row, number, table.cards_in_round(number), dealer)
        result = recorded.get(number)
        for x, player in zip(grid.lefts, seated, strict=True):
            if result is None:
                _blank_cell(sheet, x, y, grid.column, grid.row)
                continue
            before = recorded[number - 1].of(player).total if number > 1 else 0
            won = number == last and player in leaders
            cell = filled_cell(result.of(player), before)
            _filled(sheet, x, y, (grid.column, grid.row), cell, won)


def _filled(
    sheet: SheetDocument,
    x: float,
    y: float,
    size: tuple[float, float],
    cell: FilledCell,
    won: bool,
) -> None:
    """A player's round: words in bold, then notes (unused cards, bonuses), then figures."""
    column, row = size
    sheet.box(x, y, column, row)
    room = column - 10
    if cell.went_out:
        # Translators: in a player's round on the score sheet: they went out that round.
        sheet.text(x + column - 4, y + 3, _("went out"), 6, align="right", colour=MUTED)
    sheet.text(x + 4, y + 3, _("words laid"), 6, colour=MUTED)
    space = row - STRIP - 13
    words = wrapped_lines(width, cell.words, room, 9, bold=True) or [_("no words")]
    notes = wrapped_lines(width, cell.notes, room, 6.5, gap=" · ")
    most_words = max(1, int((space - 9 * min(len(notes), 2)) // 12))
    at = y + 12
    colour = INK if cell.words else MUTED
    for line in within(width, words, most_words, room, 9, bold=True):
        sheet.text(x + 5, at, line, 9, bold=bool(cell.words), colour=colour)
        at += 12
    most_notes = max(0, int((y + row - STRIP - at) // 9))
    for line in within(width, notes, most_notes, room, 6.5):
        sheet.text(x + 5, at, line, 6.5, colour=MUTED)
        at += 9
    _strip(sheet, x, y + row - STRIP + 2, column, cell.figures, highlighted=won)


def _foot(sheet: SheetDocument, text: str, *, blank: bool, names: str = "") -> None:
    """The winner's line: blank, or ``text``, its ``names`` first, cut where too long."""
    y = sheet.bottom - FOOT + 10
    if blank:
        sheet.text(sheet.left, y, text, 11, bold=True)
        start = sheet.left + width(text, 11, bold=True) + 8
        sheet.line(start, y + 13, sheet.left + 300, y + 13, colour=MUTED, line_width=0.7)
        return
    room = sheet.right - sheet.left
    if not names or not text.startswith(names):  # a language that says the names later
        sheet.text(sheet.left, y, cut(width, text, room, 12, bold=True), 12, bold=True)
        return
    ending = text.removeprefix(names)
    room -= width(ending, 12, bold=True)
    sheet.text(sheet.left, y, cut(width, names, room, 12, bold=True) + ending, 12, bold=True)

"""Score sheets on paper, as a PDF: a blank one to fill in at the table, or a kept game's.

Each page is headed by the game (or the house rules), and holds a block of players side
by side and a block of rounds down the page (:mod:`~quiddler_score.present.sheet_layout`
cuts the sheet into pages). A blank sheet says the rules and the cards' values, and
leaves room in each player's round for the words, then five small boxes: the words'
points, the unused cards', the bonuses, the round's score and the total. A kept game's
sheet fills them in, and says who won. Only the ``sheet`` command imports this module.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

import matplotlib as mpl
from matplotlib.backends.backend_pdf import PdfPages

from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.present.changes import headline
from quiddler_score.present.picture_card import (
    HIGHLIGHT,
    HIGHLIGHT_EDGE,
    INK,
    MUTED,
    PANEL,
    RULE,
    drawing,
    name_cell,
)
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
from quiddler_score.present.sheet_page import (
    SheetPage,
    fitted,
    shrunk,
    width,
    within,
    wrapped_lines,
)
from quiddler_score.present.words_list import and_list

if TYPE_CHECKING:
    from matplotlib.typing import RcKeyType

ROUND_COLUMN = 46.0  # pt: the column of round numbers
NAME_ROW = 34.0  # pt: the row of names above the rounds
STRIP = 25.0  # pt: the five boxes at the foot of a player's round
WRITING = 20.0  # pt between the lines to write on
MAX_ROW = 104.0  # pt: a round's row, at most (a short game does not stretch to the foot)
FOOT = 30.0  # pt: the winner's line
# TrueType fonts, kept to the characters used: the text can be searched and copied.
PDF_STYLE: dict[RcKeyType, Any] = {"pdf.fonttype": 42}


class Heading(NamedTuple):
    """What heads every page: a title, lines under it, and rules said in sentences."""

    title: str
    lines: list[str]
    rules: list[str]


def blank_sheet(
    players: int, rules: RuleSettings, heading: Heading, paper: Paper
) -> list[SheetPage]:
    """A sheet for ``players`` to fill in under ``rules``, a page for each block."""
    cut = pages(players, len(rules.rounds))
    drawn = []
    with drawing():
        for number, page in enumerate(cut, start=1):
            sheet = SheetPage(paper)
            label = page_label(page, number, len(cut), players, len(rules.rounds))
            top = _card_values(sheet, _heading(sheet, heading, label))
            _blank_table(sheet, page, rules.rounds, top)
            _foot(sheet, "Winner:", blank=True)
            drawn.append(sheet)
    return drawn


def game_sheet(scoreboard: Scoreboard, heading: Heading, paper: Paper) -> list[SheetPage]:
    """A kept game's sheet: every recorded round filled in, the winner (or who leads) last."""
    table = scoreboard.table
    cut = pages(len(table.players), table.round_count)
    heading = heading._replace(lines=[*heading.lines, rules_line(scoreboard)])
    drawn = []
    with drawing():
        for number, page in enumerate(cut, start=1):
            sheet = SheetPage(paper)
            label = page_label(page, number, len(cut), len(table.players), table.round_count)
            top = _heading(sheet, heading, label)
            _game_table(sheet, page, scoreboard, top)
            _foot(sheet, headline(scoreboard), blank=False, names=and_list(scoreboard.leaders))
            drawn.append(sheet)
    return drawn


def pdf_bytes(sheets: Sequence[SheetPage], title: str) -> bytes:
    """The pages as one PDF, the same bytes for the same sheet (no date of making)."""
    buffer = io.BytesIO()
    metadata = {"Title": title, "Creator": "quiddler-score", "CreationDate": None}
    with drawing(), mpl.rc_context(PDF_STYLE), PdfPages(buffer, metadata=metadata) as pdf:
        for sheet in sheets:
            pdf.savefig(sheet.figure)
    return buffer.getvalue()


def _heading(sheet: SheetPage, heading: Heading, page: str) -> float:
    """The title, the lines under it and the rules, ``page`` in the corner; returns where
    the page goes on, in pt."""
    room = sheet.right - sheet.left
    title_room = room - (width(page, 8) + 12 if page else 0)
    sheet.text(
        sheet.left, sheet.left, fitted(heading.title, title_room, 17, bold=True), 17, weight="bold"
    )
    if page:
        sheet.text(sheet.right, sheet.left + 4, page, 8, ha="right", color=MUTED)
    y = sheet.left + 26
    for line in heading.lines:
        for part in wrapped_lines(line.split(" "), room, 8.5, gap=" "):
            sheet.text(sheet.left, y, part, 8.5, color=MUTED)
            y += 11
    if heading.rules:
        y += 3
    for rule in heading.rules:
        for part in wrapped_lines(rule.split(" "), room, 7.5, gap=" "):
            sheet.text(sheet.left, y, part, 7.5)
            y += 10
    return y + 6


def _card_values(sheet: SheetPage, top: float) -> float:
    """Every card and its points, as little cards in two rows."""
    values = card_values()
    per_row = -(-len(values) // 2)
    step = (sheet.right - sheet.left) / per_row
    for index, (letters, points) in enumerate(values):
        x = sheet.left + step * (index % per_row)
        y = top + 24 * (index // per_row)
        _panel(sheet, x + 1.5, y, step - 3, 21)
        sheet.text(x + step / 2, y + 2.5, letters, 8.5, ha="center", weight="bold")
        sheet.text(x + step / 2, y + 12.5, str(points), 6.5, ha="center", color=MUTED)
    return top + 54


class Grid(NamedTuple):
    """Where a page's table is: its columns' left edges and widths, its rows' height."""

    top: float
    lefts: list[float]
    column: float
    row: float


def _grid(sheet: SheetPage, page: Page, top: float) -> Grid:
    start = sheet.left + ROUND_COLUMN
    column = (sheet.right - start) / len(page.seats)
    room = sheet.bottom - FOOT - top - NAME_ROW
    row = min(MAX_ROW, room / min(ROUNDS_PER_PAGE, max(len(page.rounds), 1)))
    return Grid(top, [start + column * i for i in range(len(page.seats))], column, row)


def _blank_table(sheet: SheetPage, page: Page, hands: Sequence[int], top: float) -> None:
    grid = _grid(sheet, page, top)
    for seat, x in zip(page.seats, grid.lefts, strict=True):
        sheet.text(x + 4, top + 3, f"player {seat + 1}", 6, color=MUTED)
        under = top + NAME_ROW - 6
        sheet.line(x + 4, under, x + grid.column - 4, under, color=MUTED, linewidth=0.6)
    for row, number in enumerate(page.rounds):
        y = top + NAME_ROW + grid.row * row
        _round_label(sheet, y, grid.row, number, hands[number - 1])
        for x in grid.lefts:
            _blank_cell(sheet, x, y, grid.column, grid.row)


def _round_label(sheet: SheetPage, y: float, height: float, number: int, cards: int) -> None:
    _panel(sheet, sheet.left, y, ROUND_COLUMN, height)
    middle = sheet.left + ROUND_COLUMN / 2
    sheet.text(middle, y + 6, "round", 6.5, ha="center", color=MUTED)
    sheet.text(middle, y + 15, str(number), 17, ha="center", weight="bold")
    sheet.text(middle, y + 37, f"{cards} cards", 7, ha="center", color=MUTED)


def _panel(sheet: SheetPage, x: float, y: float, width: float, height: float) -> None:
    sheet.box(x, y, width, height, facecolor=PANEL, edgecolor=RULE, fill=True, linewidth=0.6)


def _blank_cell(sheet: SheetPage, x: float, y: float, column: float, row: float) -> None:
    sheet.box(x, y, column, row, edgecolor=RULE, linewidth=0.6)
    sheet.text(x + 4, y + 3, "words", 6, color=MUTED)
    # Lines to write the words on, a line of handwriting (7 mm) apart, up from the boxes.
    at = y + row - STRIP - 5
    while at >= y + 24:
        sheet.line(x + 6, at, x + column - 6, at, color=RULE, linewidth=0.6, linestyle=":")
        at -= WRITING
    _strip(sheet, x, y + row - STRIP, column, None, highlighted=False)


def _strip(
    sheet: SheetPage,
    x: float,
    y: float,
    column: float,
    figures: Sequence[str] | None,
    *,
    highlighted: bool,
) -> None:
    """The five boxes, the total's the widest; filled in with ``figures`` when given."""
    shares = [1.0, 1.0, 1.0, 1.0, 1.25]
    unit = (column - 8) / sum(shares)
    left = x + 4
    for index, (label, share) in enumerate(zip(FIGURES, shares, strict=True)):
        box = unit * share
        total = index == len(FIGURES) - 1
        face = HIGHLIGHT if total and highlighted else PANEL if total else "white"
        edge = HIGHLIGHT_EDGE if total and highlighted else RULE
        sheet.box(
            left + 1,
            y,
            box - 2,
            STRIP - 4,
            facecolor=face,
            edgecolor=edge,
            fill=True,
            linewidth=0.7,
        )
        sheet.text(left + 2.5, y + 2, label, shrunk(label, box - 5, 5, least=3.5), color=MUTED)
        if figures is not None:
            size = shrunk(figures[index], box - 4, 10 if total else 8.5, bold=total)
            weight = "bold" if total else "normal"
            sheet.text(left + box / 2, y + 10, figures[index], size, ha="center", weight=weight)
        left += box


def _game_table(sheet: SheetPage, page: Page, scoreboard: Scoreboard, top: float) -> None:
    grid = _grid(sheet, page, top)
    table = scoreboard.table
    seated = [table.players[seat] for seat in page.seats]
    leaders = set(scoreboard.winners)
    for x, player in zip(grid.lefts, seated, strict=True):
        cell = name_cell(player, (grid.column - 8) * 150 / 72, 10, bold=True)
        lines = cell.lines
        y = top + (NAME_ROW - 12 * len(lines)) / 2 - 2
        for line in lines:
            sheet.text(x + 4, y, line, cell.size, weight="bold")
            y += 12
    recorded = {result.number: result for result in scoreboard.rounds}
    last = scoreboard.rounds[-1].number if scoreboard.rounds else 0
    for row, number in enumerate(page.rounds):
        y = top + NAME_ROW + grid.row * row
        _round_label(sheet, y, grid.row, number, table.cards_in_round(number))
        result = recorded.get(number)
        for x, player in zip(grid.lefts, seated, strict=True):
            if result is None:
                _blank_cell(sheet, x, y, grid.column, grid.row)
                continue
            won = number == last and player in leaders
            _filled(sheet, x, y, (grid.column, grid.row), filled_cell(result.of(player)), won)


def _filled(
    sheet: SheetPage, x: float, y: float, size: tuple[float, float], cell: FilledCell, won: bool
) -> None:
    """A player's round: words in bold, then notes (unused cards, bonuses), then figures."""
    column, row = size
    sheet.box(x, y, column, row, edgecolor=RULE, linewidth=0.6)
    room = column - 10
    if cell.went_out:
        sheet.text(x + column - 4, y + 3, "went out", 6, ha="right", color=MUTED)
    sheet.text(x + 4, y + 3, "words", 6, color=MUTED)
    space = row - STRIP - 13
    words = wrapped_lines(cell.words, room, 9, bold=True) or ["no words"]
    notes = wrapped_lines(cell.notes, room, 6.5, gap=" · ")
    word_lines = within(
        words, max(1, int((space - 9 * min(len(notes), 2)) // 12)), room, 9, bold=True
    )
    at = y + 12
    style = {"weight": "bold", "color": INK} if cell.words else {"weight": "normal", "color": MUTED}
    for line in word_lines:
        sheet.text(x + 5, at, line, 9, **style)
        at += 12
    for line in within(notes, max(0, int((y + row - STRIP - at) // 9)), room, 6.5):
        sheet.text(x + 5, at, line, 6.5, color=MUTED)
        at += 9
    _strip(sheet, x, y + row - STRIP, column, cell.figures, highlighted=won)


def _foot(sheet: SheetPage, text: str, *, blank: bool, names: str = "") -> None:
    """The winner's line: blank, or ``text``, its ``names`` first, cut where too long."""
    y = sheet.bottom - FOOT + 10
    if blank:
        sheet.text(sheet.left, y, text, 11, weight="bold")
        start = sheet.left + width(text, 11, bold=True) + 8
        sheet.line(start, y + 13, sheet.left + 300, y + 13, color=MUTED, linewidth=0.7)
        return
    ending = text.removeprefix(names)
    room = sheet.right - sheet.left - width(ending, 12, bold=True)
    sheet.text(sheet.left, y, fitted(names, room, 12, bold=True) + ending, 12, weight="bold")

"""A score sheet of past game nights, read from CSV: each game's day, players and scores.

Two layouts, told apart by the header: one row per game and player with the ``total``;
or one row per round and player with its ``round`` and ``round_score`` (the running
``total`` and the ``cards`` dealt, when given, are checked and kept). ``export --csv``
writes the second, so a game exported here reads back. Rows of one ``date`` and
``game`` are one game. Columns are separated by commas, semicolons or tabs, whichever
the header uses; a byte-order mark is skipped.

Every fault is one line naming the row (as a spreadsheet numbers it: the header is row
1) and the column; nothing is guessed, so an ambiguous date such as 03/04/2024 is
refused and must be written as 2024-04-03.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable, Iterator, Sequence
from datetime import date
from typing import NamedTuple

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.engine.rules import STANDARD_ROUNDS
from quiddler_score.engine.table import MAX_PLAYERS, MIN_PLAYERS, check_player_name, name_key
from quiddler_score.games.errors import SavedGameError
from quiddler_score.games.state import check_game_name

MAX_BYTES = 8_000_000
MAX_ROWS = 20_000  # rows after the header: a club's nights of ten years, round by round
MAX_SCORE = 9_999  # a score or total is a whole number from -MAX_SCORE to MAX_SCORE
MAX_CARDS, MIN_CARDS = 10, 2

# The columns read, and those of export --csv that are left aside (words are not kept).
READ = ("date", "game", "player", "total", "round", "round_score", "cards")
LEFT_ASIDE = (
    "words",
    "struck",
    "unused",
    "word_points",
    "unused_points",
    "struck_points",
    "bonus",
    "penalty",
    "went_out",
    "handicap",
    "handicapped_total",
)
_DELIMITERS = (",", ";", "\t")
# A cell export marked as text with ': one a spreadsheet would take for a formula, or
# that begins with ' itself.
_MARKED = re.compile(r"'[ ]*[=+\-@\t\r\n']")
_ISO = re.compile(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})")
_DAY_FIRST_OR_MONTH_FIRST = re.compile(r"(\d{1,2})([-/.])(\d{1,2})\2(\d{4})")
_WHOLE = re.compile(r"[+-]?\d{1,6}")


class SheetError(SavedGameError):
    """A score sheet that cannot be read: one line naming the row and column."""


class PastGame(NamedTuple):
    """One game of the sheet, its players in the order the sheet first names them."""

    played_on: str  # YYYY-MM-DD
    name: str | None
    players: tuple[str, ...]
    totals: tuple[int, ...]
    shape: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]  # per round, per player; () for totals only
    rows: tuple[int, int]  # the first and last row of the sheet it was read from

    def rows_said(self) -> str:
        first, last = self.rows
        return f"row {first}" if first == last else f"rows {first}-{last}"


class _Cell(NamedTuple):
    row: int
    column: int  # 0 for the first
    header: str
    text: str

    def fault(self, why: str) -> SheetError:
        return SheetError(f"{_where(self.row, self.column, self.header)}: {why}")


class _Row(NamedTuple):
    number: int
    played_on: str
    game: str | None
    player: str
    round: int | None
    score: int
    total: int | None
    cards: int | None


def read_sheet(data: bytes, today: date) -> list[PastGame]:
    """The games of a CSV sheet, oldest day first (in the sheet's order within a day);
    SheetError names the first fault. A day after ``today`` is a fault: no game was
    played on it yet."""
    if len(data) > MAX_BYTES:
        raise SheetError(
            f"the file is {len(data):,} bytes; an import reads up to {MAX_BYTES:,}: "
            "split it into files of a few years each"
        )
    records = _records(_text(data))
    header = next(records, None)
    if header is None or not any(cell.strip() for cell in header[1]):
        raise SheetError("the file is empty: its first row should name the columns")
    columns = _columns(header[1])
    rows: list[_Row] = []
    for number, cells in records:
        if not any(cell.strip() for cell in cells):
            continue  # a blank row, as spreadsheets leave between nights
        if len(rows) == MAX_ROWS:
            raise SheetError(
                f"row {number}: an import reads up to {MAX_ROWS:,} rows; split the file"
            )
        rows.append(_row(number, cells, header[1], columns, today))
    if not rows:
        raise SheetError("the file has no rows of games below its header")
    grouped: dict[tuple[str, str | None], list[_Row]] = {}  # a game: one day, one name
    for row in rows:
        grouped.setdefault((row.played_on, row.game), []).append(row)
    games = [_game(group, columns) for group in grouped.values()]
    return sorted(games, key=lambda game: game.played_on)  # a stable sort: the sheet's order


def _text(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise SheetError(
            f"line {line} is not UTF-8 text (byte 0x{data[error.start]:02X}); save the sheet "
            "as CSV UTF-8"
        ) from None


def _records(text: str) -> Iterator[tuple[int, list[str]]]:
    """Each record with its row number (a cell may hold a line break, so a row is not a
    line), separated by what the header uses."""
    first = text.split("\n", 1)[0]
    delimiter = max(_DELIMITERS, key=first.count)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    number = 0
    try:
        for number, cells in enumerate(reader, start=1):
            yield number, cells
    except csv.Error as error:
        why = str(error)
        if why.startswith("field larger than field limit"):
            why = f"a cell holds over {csv.field_size_limit():,} characters"
        raise SheetError(f"row {number + 1}: {why}") from None


def _columns(header: Sequence[str]) -> dict[str, int]:
    """Each column read -> its place; a header that is not one this reads is refused."""
    found: dict[str, int] = {}
    for place, typed in enumerate(header):
        name = re.sub(r"[\s-]+", "_", typed.strip().casefold())
        if not name and place == len(header) - 1 and found:
            continue  # a trailing separator
        if name in found:
            raise SheetError(f"{_where(1, place, typed)}: the column {typed!r} is there twice")
        if name not in READ and name not in LEFT_ASIDE:
            raise SheetError(
                f"{_where(1, place, typed)}: {typed!r} is not a column an import reads "
                f"({', '.join(READ)}); rename or delete it"
            )
        found[name] = place
    scores = ("round", "round_score") if "round" in found or "round_score" in found else ("total",)
    missing = [name for name in ("date", "player") if name not in found] or [
        name for name in scores if name not in found
    ]
    if missing:
        raise SheetError(
            f"row 1: the sheet has no {' or '.join(missing)} column; it needs date, player and "
            "total (or round and round_score)"
        )
    return {name: place for name, place in found.items() if name in READ}


def _row(
    number: int, cells: list[str], header: list[str], columns: dict[str, int], today: date
) -> _Row:
    if len(cells) < len(header):
        place = len(cells)
        raise SheetError(f"{_where(number, place, header[place])}: the row ends before this column")
    if any(cell.strip() for cell in cells[len(header) :]):
        raise SheetError(
            f"{_where(number, len(header), '')}: the row has more cells than the header names"
        )

    def cell(name: str) -> _Cell | None:
        place = columns.get(name)
        if place is None:
            return None
        return _Cell(number, place, header[place], _plain(cells[place]))

    rounds = "round" in columns
    game = cell("game")
    return _Row(
        number,
        _day(_needed(cell("date")), today),
        _checked(game, check_game_name) if game is not None and game.text else None,
        _checked(_needed(cell("player")), check_player_name),
        _whole(_needed(cell("round")), 1, 30) if rounds else None,
        _whole(_needed(cell("round_score" if rounds else "total")), -MAX_SCORE, MAX_SCORE),
        _optional(cell("total"), -MAX_SCORE, MAX_SCORE) if rounds else None,
        _optional(cell("cards"), MIN_CARDS, MAX_CARDS),
    )


def _plain(text: str) -> str:
    """The cell as typed: spaces around it dropped, and the ' export puts before a cell
    a spreadsheet would take for a formula, or one that begins with ', taken off."""
    text = text.strip()
    return text[1:] if _MARKED.match(text) else text


def _needed(cell: _Cell | None) -> _Cell:
    assert cell is not None  # the columns were checked
    if not cell.text:
        raise cell.fault("the cell is empty")
    return cell


def _day(cell: _Cell, today: date) -> str:
    """A day written 2024-03-09, or 9/3/2024 or 3/9/2024 only where the day is over 12
    (or day and month are one number); a day after ``today`` is refused."""
    text = cell.text
    if (iso := _ISO.fullmatch(text)) is not None:
        year, month, day = (int(part) for part in iso.groups())
    elif (other := _DAY_FIRST_OR_MONTH_FIRST.fullmatch(text)) is not None:
        first, second, year = int(other[1]), int(other[3]), int(other[4])
        if first <= 12 and second <= 12 and first != second:
            raise cell.fault(
                f"{text!r} could be day {first} of month {second} or month {first}, day "
                f"{second}; write it as YYYY-MM-DD"
            )
        day, month = (first, second) if first > 12 or first == second else (second, first)
    else:
        raise cell.fault(f"{text!r} is not a date; write it as YYYY-MM-DD (2024-03-09)")
    try:
        played = date(year, month, day)
    except ValueError as error:
        raise cell.fault(f"{text!r} is not a date ({error})") from None
    if played > today:
        raise cell.fault(f"{text!r} is after today: no game was played on it yet")
    return played.isoformat()


def _checked(cell: _Cell, check: Callable[[str], str | None]) -> str:
    """The cell's text as ``check`` (the rule of a game's or a player's name) keeps it."""
    try:
        checked = check(cell.text)
    except QuiddlerError as error:
        raise cell.fault(str(error)) from None
    assert checked is not None  # an empty cell is not checked
    return checked


def _whole(cell: _Cell, low: int, high: int) -> int:
    if not _WHOLE.fullmatch(cell.text) or not low <= int(cell.text) <= high:
        raise cell.fault(f"{cell.text!r} is not a whole number from {low} to {high}")
    return int(cell.text)


def _optional(cell: _Cell | None, low: int, high: int) -> int | None:
    return None if cell is None or not cell.text else _whole(cell, low, high)


def _game(rows: list[_Row], columns: dict[str, int]) -> PastGame:
    first = rows[0]
    players: dict[str, str] = {}  # name's key -> the name as first written
    for row in rows:
        players.setdefault(name_key(row.player), row.player)
    if first.round is None:
        _once_each(rows, columns)
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise SheetError(
            f"{_where(first.number, columns['player'], 'player')}: the game of "
            f"{_game_named(first)} has {len(players)} player{'s' * (len(players) != 1)}; "
            f"a game has {MIN_PLAYERS} to {MAX_PLAYERS}"
        )
    names = tuple(players.values())
    shape: tuple[int, ...] = STANDARD_ROUNDS
    rounds: tuple[tuple[int, ...], ...] = ()
    totals = tuple(row.score for row in rows)
    if first.round is not None:
        shape, rounds, totals = _rounds(rows, names, columns)
    return PastGame(
        first.played_on, first.game, names, totals, shape, rounds, (first.number, rows[-1].number)
    )


def _once_each(rows: list[_Row], columns: dict[str, int]) -> None:
    """Each player once in the game, or in each of its rounds."""
    seen: dict[tuple[int | None, str], int] = {}
    for row in rows:
        key = (row.round, name_key(row.player))
        if key in seen:
            raise _again(row, seen[key], columns)
        seen[key] = row.number


def _rounds(
    rows: list[_Row], names: tuple[str, ...], columns: dict[str, int]
) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """The cards dealt in each round, each round's scores and the totals: every player's
    every round there once, each running total (where given) what the rounds make."""
    _once_each(rows, columns)
    seats = {name_key(name): seat for seat, name in enumerate(names)}
    scores: dict[int, dict[int, _Row]] = {}
    for row in rows:
        scores.setdefault(row.round or 0, {})[seats[name_key(row.player)]] = row
    count = max(scores)
    for number in range(1, count + 1):
        there = scores.get(number, {})
        if len(there) < len(names):
            absent = next(name for seat, name in enumerate(names) if seat not in there)
            raise SheetError(
                f"{_where(rows[0].number, columns['round'], 'round')}: the game of "
                f"{_game_named(rows[0])} has no row for {absent} in round {number}"
            )
    shape = tuple(_cards(scores[number], number, count, columns) for number in range(1, count + 1))
    running = [0] * len(names)
    for number in range(1, count + 1):
        for seat, row in sorted(scores[number].items()):
            # The standard rule: a total never goes below zero. A sheet under another
            # house rule says so by its totals, each the last plus the round's score.
            added, floored = running[seat] + row.score, max(0, running[seat] + row.score)
            if row.total is not None and row.total not in (added, floored):
                raise SheetError(
                    f"{_where(row.number, columns['total'], 'total')}: {row.total} is not "
                    f"{row.player}'s total before round {number} ({running[seat]}) plus the "
                    f"round's {row.score}"
                )
            running[seat] = floored if row.total is None else row.total
    table = tuple(
        tuple(scores[number][seat].score for seat in range(len(names)))
        for number in range(1, count + 1)
    )
    return shape, table, tuple(running)


def _cards(rows: dict[int, _Row], number: int, count: int, columns: dict[str, int]) -> int:
    """The cards dealt in a round: as the sheet says, one number for every player; else
    a standard game's (3 in round 1 up to 10 in round 8)."""
    given = {row.cards for row in rows.values()}
    row = min(rows.values(), key=lambda each: each.number)
    if len(given) > 1:
        gives = (
            "the cards dealt for some players and not others"
            if None in given
            else f"{len(given)} different numbers of cards dealt"
        )
        raise SheetError(
            f"{_where(row.number, columns['cards'], 'cards')}: round {number} of the game of "
            f"{_game_named(row)} gives {gives}"
        )
    if None not in given:
        return given.pop() or 0
    if count > len(STANDARD_ROUNDS):
        raise SheetError(
            f"{_where(row.number, columns['round'], 'round')}: the game of "
            f"{_game_named(row)} has {count} rounds; give the cards dealt in each round "
            "(a cards column) for a game of more than 8"
        )
    return STANDARD_ROUNDS[number - 1]


def _again(row: _Row, before: int, columns: dict[str, int]) -> SheetError:
    where = f" in round {row.round}" if row.round is not None else ""
    return SheetError(
        f"{_where(row.number, columns['player'], 'player')}: {row.player} is in the game of "
        f"{_game_named(row)}{where} already (row {before}); to tell two games of a day "
        "apart, name them in a game column"
    )


def _game_named(row: _Row) -> str:
    return f"{row.played_on} {row.game!r}" if row.game else row.played_on


def _where(row: int, place: int, header: str) -> str:
    named = f" {header.strip()!r}" if header.strip() else ""
    return f"row {row}, column {_letters(place)}{named}"


def _letters(place: int) -> str:
    """A column as a spreadsheet names it: A for the first, Z, AA, AB ..."""
    letters = ""
    place += 1
    while place:
        place, left = divmod(place - 1, 26)
        letters = chr(ord("A") + left) + letters
    return letters

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
from quiddler_score.games.events import rows_said
from quiddler_score.games.state import check_game_name
from quiddler_score.language import _, ngettext
from quiddler_score.language import number as figures

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
        """The sheet's rows it was read from, in the language in force: row 4, rows 2-9."""
        return rows_said(*self.rows)


class _Cell(NamedTuple):
    row: int
    column: int  # 0 for the first
    header: str
    text: str

    def fault(self, why: str) -> SheetError:
        return _fault(_where(self.row, self.column, self.header), why)


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
            _(
                "the file is {size} bytes; an import reads up to {most}: "
                "split it into files of a few years each"
            ).format(size=figures(len(data)), most=figures(MAX_BYTES))
        )
    records = _records(_text(data))
    header = next(records, None)
    if header is None or not any(cell.strip() for cell in header[1]):
        raise SheetError(_("the file is empty: its first row should name the columns"))
    columns = _columns(header[1])
    rows: list[_Row] = []
    for row_number, cells in records:
        if not any(cell.strip() for cell in cells):
            continue  # a blank row, as spreadsheets leave between nights
        if len(rows) == MAX_ROWS:
            raise SheetError(
                _("row {row}: an import reads up to {most} rows; split the file").format(
                    row=row_number, most=figures(MAX_ROWS)
                )
            )
        rows.append(_row(row_number, cells, header[1], columns, today))
    if not rows:
        raise SheetError(_("the file has no rows of games below its header"))
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
            # Translators: {byte} is the byte's value in hexadecimal (0xE9); "CSV UTF-8"
            # is how spreadsheets name the format in their "Save as" list.
            _("line {line} is not UTF-8 text (byte {byte}); save the sheet as CSV UTF-8").format(
                line=line, byte=f"0x{data[error.start]:02X}"
            )
        ) from None


def _records(text: str) -> Iterator[tuple[int, list[str]]]:
    """Each record with its row number (a cell may hold a line break, so a row is not a
    line), separated by what the header uses."""
    first = text.split("\n", 1)[0]
    delimiter = max(_DELIMITERS, key=first.count)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    row = 0
    try:
        for row, cells in enumerate(reader, start=1):
            yield row, cells
    except csv.Error as error:
        why = str(error)  # Python's own, in English
        if why.startswith("field larger than field limit"):
            why = _("a cell holds over {most} characters").format(
                most=figures(csv.field_size_limit())
            )
        raise SheetError(_("row {row}: {why}").format(row=row + 1, why=why)) from None


def _columns(header: Sequence[str]) -> dict[str, int]:
    """Each column read -> its place; a header that is not one this reads is refused."""
    found: dict[str, int] = {}
    for place, typed in enumerate(header):
        name = re.sub(r"[\s-]+", "_", typed.strip().casefold())
        if not name and place == len(header) - 1 and found:
            continue  # a trailing separator
        if name in found:
            raise _fault(
                _where(1, place, typed),
                _("the column {column} is there twice").format(column=repr(typed)),
            )
        if name not in READ and name not in LEFT_ASIDE:
            raise _fault(
                _where(1, place, typed),
                # Translators: {columns} lists the columns' names, which stay in English.
                _(
                    "{column} is not a column an import reads ({columns}); rename or delete it"
                ).format(column=repr(typed), columns=", ".join(READ)),
            )
        found[name] = place
    scores = ("round", "round_score") if "round" in found or "round_score" in found else ("total",)
    missing = [name for name in ("date", "player") if name not in found] or [
        name for name in scores if name not in found
    ]
    if missing:
        # Translators: the columns' names (date, player, total, round, round_score) stay
        # in English: they are the sheet's headers.
        needs = (
            _(
                "row 1: the sheet has no {column} column; it needs date, player and "
                "total (or round and round_score)"
            )
            if len(missing) == 1
            else _(
                "row 1: the sheet has no {column} or {other} column; it needs date, player "
                "and total (or round and round_score)"
            )
        )
        raise SheetError(needs.format(column=missing[0], other=missing[-1]))
    return {name: place for name, place in found.items() if name in READ}


def _row(
    number: int, cells: list[str], header: list[str], columns: dict[str, int], today: date
) -> _Row:
    if len(cells) < len(header):
        place = len(cells)
        raise _fault(_where(number, place, header[place]), _("the row ends before this column"))
    if any(cell.strip() for cell in cells[len(header) :]):
        raise _fault(
            _where(number, len(header), ""), _("the row has more cells than the header names")
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
        raise cell.fault(_("the cell is empty"))
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
                # Translators: YYYY-MM-DD is how the date must be written, as typed.
                _(
                    "{text} could be day {first} of month {second} or month {first}, day "
                    "{second}; write it as YYYY-MM-DD"
                ).format(text=repr(text), first=first, second=second)
            )
        day, month = (first, second) if first > 12 or first == second else (second, first)
    else:
        raise cell.fault(
            _("{text} is not a date; write it as YYYY-MM-DD (2024-03-09)").format(text=repr(text))
        )
    try:
        played = date(year, month, day)
    except ValueError as error:
        # Translators: {error} is Python's own message, in English.
        raise cell.fault(
            _("{text} is not a date ({error})").format(text=repr(text), error=error)
        ) from None
    if played > today:
        raise cell.fault(
            _("{text} is after today: no game was played on it yet").format(text=repr(text))
        )
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
        raise cell.fault(
            _("{text} is not a whole number from {low} to {high}").format(
                text=repr(cell.text),
                low=low,
                high=high,  # as typed in a cell: no separators
            )
        )
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
        raise _fault(
            _where(first.number, columns["player"], "player"),
            # Translators: {game} is the game's day and name, as the sheet gives them
            # (2024-03-09 'rematch').
            ngettext(
                "the game of {game} has {count} player; a game has {least} to {most}",
                "the game of {game} has {count} players; a game has {least} to {most}",
                len(players),
            ).format(
                game=_game_named(first), count=len(players), least=MIN_PLAYERS, most=MAX_PLAYERS
            ),
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
            raise _fault(
                _where(rows[0].number, columns["round"], "round"),
                _("the game of {game} has no row for {player} in round {number}").format(
                    game=_game_named(rows[0]), player=absent, number=number
                ),
            )
    shape = tuple(_cards(scores[number], number, count, columns) for number in range(1, count + 1))
    running = [0] * len(names)
    for number in range(1, count + 1):
        for seat, row in sorted(scores[number].items()):
            # The standard rule: a total never goes below zero. A sheet under another
            # house rule says so by its totals, each the last plus the round's score.
            added, floored = running[seat] + row.score, max(0, running[seat] + row.score)
            if row.total is not None and row.total not in (added, floored):
                raise _fault(
                    _where(row.number, columns["total"], "total"),
                    # Translators: {before} is the player's total before the round; {score}
                    # the round's score.
                    _(
                        "{total} is not {player}'s total before round {number} ({before}) "
                        "plus the round's {score}"
                    ).format(
                        total=row.total,
                        player=row.player,
                        number=number,
                        before=running[seat],
                        score=row.score,
                    ),
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
            _(
                "round {number} of the game of {game} gives the cards dealt for some players "
                "and not others"
            )
            if None in given
            else ngettext(
                "round {number} of the game of {game} gives {count} different number of "
                "cards dealt",
                "round {number} of the game of {game} gives {count} different numbers of "
                "cards dealt",
                len(given),
            )
        )
        raise _fault(
            _where(row.number, columns["cards"], "cards"),
            gives.format(number=number, game=_game_named(row), count=len(given)),
        )
    if None not in given:
        return given.pop() or 0
    if count > len(STANDARD_ROUNDS):
        raise _fault(
            _where(row.number, columns["round"], "round"),
            # Translators: "cards" is the column's name, which stays in English.
            _(
                "the game of {game} has {count} rounds; give the cards dealt in each round "
                "(a cards column) for a game of more than {most}"
            ).format(game=_game_named(row), count=count, most=len(STANDARD_ROUNDS)),
        )
    return STANDARD_ROUNDS[number - 1]


def _again(row: _Row, before: int, columns: dict[str, int]) -> SheetError:
    # Translators: "game" is the column's name, which stays in English.
    said = (
        _(
            "{player} is in the game of {game} already (row {before}); to tell two games "
            "of a day apart, name them in a game column"
        )
        if row.round is None
        else _(
            "{player} is in the game of {game} in round {number} already (row {before}); "
            "to tell two games of a day apart, name them in a game column"
        )
    )
    return _fault(
        _where(row.number, columns["player"], "player"),
        said.format(player=row.player, game=_game_named(row), number=row.round, before=before),
    )


def _game_named(row: _Row) -> str:
    return f"{row.played_on} {row.game!r}" if row.game else row.played_on


def _where(row: int, place: int, header: str) -> str:
    """Where a fault is: row 4, column C 'total' (the column's header, as typed)."""
    if header.strip():
        return _("row {row}, column {column} {header}").format(
            row=row, column=_letters(place), header=repr(header.strip())
        )
    return _("row {row}, column {column}").format(row=row, column=_letters(place))


def _fault(where: str, why: str) -> SheetError:
    """A fault of the sheet: where it is (:func:`_where`), and what it is."""
    # Translators: {where} is a place in the sheet (row 4, column C 'total').
    return SheetError(_("{where}: {why}").format(where=where, why=why))


def _letters(place: int) -> str:
    """A column as a spreadsheet names it: A for the first, Z, AA, AB ..."""
    letters = ""
    place += 1
    while place:
        place, left = divmod(place - 1, 26)
        letters = chr(ord("A") + left) + letters
    return letters

"""Kept rulings as people read them: game by game, a table fitted to the terminal and
each ruling's reason under it, laid out without rich where it can be (as ``board`` is)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from quiddler_score.engine.verdict import Verdict
from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.game_rulings import UNDECIDED, KeptRuling
from quiddler_score.games.rulings.recheck import Turned
from quiddler_score.present.fit import Fitted, TableStyle, named_layouts
from quiddler_score.present.screen import Grid, Justify, Line, ScreenLine, Stack

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, RenderResult


def rulings_view(rulings: Sequence[KeptRuling]) -> Stack:
    """The rulings game by game: a table each, then each ruling's reason, by number."""
    parts: list[object] = []
    for game in _by_game(rulings):
        parts += _game_part(
            game,
            ("#", "round", "player", "by", "word", "verdict", "paid"),
            lambda style, name, ruling: [
                _verdict_cell(style, ruling.verdict) + _table_cell(style, ruling),
                _paid_cell(style, ruling, name),
            ],
            [_why(ruling.verdict) for ruling in game],
        )
    return Stack(*parts)


def turned_view(turned: Sequence[Turned]) -> Stack:
    """The rulings that would now go the other way, game by game, with both verdicts."""
    now = {id(t.ruling): t for t in turned}
    parts: list[object] = []
    for game in _by_game([t.ruling for t in turned]):
        both = [now[id(ruling)] for ruling in game]
        parts += _game_part(
            game,
            ("#", "round", "player", "by", "word", "then", "now"),
            lambda style, name, ruling: [
                _verdict_cell(style, now[id(ruling)].then),
                _verdict_cell(style, now[id(ruling)].now),
            ],
            [f"then {_fingerprinted(t.then)}; now {_fingerprinted(t.now)}" for t in both],
        )
    return Stack(*parts)


# The cells a table adds after #, round, player, by and word: from its style, the way
# it shows a name, and the ruling.
Cells = Callable[[TableStyle, Callable[[str | None], str], KeptRuling], list[str]]


def _by_game(rulings: Sequence[KeptRuling]) -> list[list[KeptRuling]]:
    """The rulings of each game, the games in the order of their first ruling."""
    games: dict[int, list[KeptRuling]] = {}
    for ruling in rulings:
        games.setdefault(ruling.game_id, []).append(ruling)
    return list(games.values())


def _game_part(
    game: Sequence[KeptRuling], columns: Sequence[str], cells: Cells, notes: Sequence[str]
) -> list[object]:
    """A game's heading, its table fitted to the terminal, and a note for each row."""
    people = [name for r in game for name in (r.player, r.challenger) if name is not None]
    table = Fitted(
        lambda _width: named_layouts(
            list(dict.fromkeys(people)),
            lambda style, names: _table(game, columns, cells, style, names),
            _names_in_full,
        )
    )
    return [
        Line(_heading(game), style="bold"),
        table,
        Notes(notes),
        Line(""),
    ]


class Notes:
    """Each row's note by its number, its wrapped lines hanging under its text."""

    def __init__(self, notes: Sequence[str]) -> None:
        self.notes = notes

    def screen_lines(self, width: int, ascii_only: bool = False) -> list[ScreenLine] | None:
        labels = [f"{number}." for number in range(1, len(self.notes) + 1)]
        wide = max(map(len, labels), default=0)
        indent = 2 + wide + 1
        lines: list[ScreenLine] = []
        for label, note in zip(labels, self.notes, strict=True):
            wrapped = Line(note).wrapped(max(width - indent, 1))
            if wrapped is None:
                return None
            for number, line in enumerate(wrapped):
                lead = f"  {label.rjust(wide)} " if number == 0 else " " * indent
                lines.append([(lead, ""), *line])
        return lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        from rich.padding import Padding
        from rich.table import Table
        from rich.text import Text

        lines = self.screen_lines(options.max_width)
        if lines is not None:
            yield from (Text.assemble(*line) for line in lines)
            return
        grid = Table.grid(padding=(0, 1))  # a word longer than a line: rich folds it
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column()
        for number, note in enumerate(self.notes, start=1):
            grid.add_row(f"{number}.", note)
        yield Padding(grid, (0, 0, 0, 2))


def _heading(game: Sequence[KeptRuling]) -> str:
    days = sorted({local_day(ruling.at) or "an unknown day" for ruling in game})
    when = days[0] if len(days) == 1 else f"{days[0]} to {days[-1]}"
    return f"Game {game[0].game_id} {game[0].game}, {when}"


def _names_in_full(names: Sequence[str]) -> str:
    return f"Names in full: {', '.join(names)}."


def _why(verdict: Verdict | None) -> str:
    if verdict is None:
        return "no dictionary verdict kept (the dictionary could not be opened)"
    return f"{verdict.reason} ({verdict.dictionary} {verdict.fingerprint})"


def _fingerprinted(verdict: Verdict) -> str:
    """The verdict's fingerprint and reason: its dictionary is the same then and now."""
    return f"{verdict.fingerprint}: {verdict.reason}"


def _table(
    game: Sequence[KeptRuling],
    columns: Sequence[str],
    cells: Cells,
    style: TableStyle,
    names: Mapping[str, str],
) -> Grid:
    table = Grid(box="SIMPLE_HEAD", padding=style.padding)
    for column in columns:
        justify: Justify = "right" if column in ("#", "round") else "left"
        table.add_column(style.header(column), justify=justify)

    def name(player: str | None) -> str:
        return "—" if player is None else names[player]

    for number, ruling in enumerate(game, start=1):
        table.add_row(
            str(number),
            str(ruling.round),
            name(ruling.player),
            name(ruling.challenger),
            str(ruling.word),
            *cells(style, name, ruling),
        )
    return table


def _parts(style: TableStyle, *parts: str) -> str:
    """A cell's parts on one line, or one part a line when the table is compact."""
    return ("\n" if style.compact else " ").join(part for part in parts if part)


def _verdict_cell(style: TableStyle, verdict: Verdict | None) -> str:
    if verdict is None:
        return "none kept"
    return _parts(style, "accepted" if verdict.accepted else "refused", f"({verdict.code})")


def _table_cell(style: TableStyle, ruling: KeptRuling) -> str:
    """Under the dictionary's verdict, the table's ruling when it gave one."""
    if ruling.ruling is None:
        return ""
    over = "(overruled)" if ruling.overruled else ""
    return "\n" + _parts(style, "table:", ruling.ruling.value, over)


def _paid_cell(style: TableStyle, ruling: KeptRuling, name: Callable[[str | None], str]) -> str:
    if ruling.outcome == UNDECIDED:
        return "undecided"
    if ruling.paid_by is None:
        return "nobody"
    return _parts(style, name(ruling.paid_by), str(ruling.paid))

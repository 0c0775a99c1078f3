"""Kept rulings as people read them: game by game, a table fitted to the terminal and
each ruling's reason under it; and as data: ``rulings --json``, and CSV rows for
spreadsheets."""

from __future__ import annotations

import csv
import datetime as dt
import io
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich.console import Group, JustifyMethod, RenderableType
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from quiddler_score.engine.verdict import Verdict
from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.rulings.one_game import UNDECIDED, GameRuling
from quiddler_score.games.rulings.recheck import Turned
from quiddler_score.language import N_, _, day, language, pgettext
from quiddler_score.present.export import safe_cell
from quiddler_score.present.fit import TableStyle, fitted_table
from quiddler_score.words.reasons import said_reason


def rulings_view(rulings: Sequence[GameRuling]) -> Group:
    """The rulings game by game: a table each, then each ruling's reason, by number."""
    parts: list[RenderableType] = []
    for game in _by_game(rulings):
        parts += _game_part(
            game,
            ("#", ROUND, PLAYER, BY, WORD, VERDICT, PAID),
            lambda style, name, ruling: [
                _verdict_cell(style, ruling.verdict) + _table_cell(style, ruling),
                _paid_cell(style, ruling, name),
            ],
            [_why(ruling.verdict) for ruling in game],
        )
    return Group(*parts)


# The tables' column headings: short words, a narrow terminal has little room.
# Translators: a column heading of the rulings: the round's number; a short word.
ROUND = N_("round")
# Translators: a column heading of the rulings: whose word was challenged; a short word.
PLAYER = N_("player")
# Translators: a column heading of the rulings: who challenged; a short word.
BY = N_("by")
# Translators: a column heading of the rulings: the word challenged; a short word.
WORD = N_("word")
# Translators: a column heading of the rulings: the dictionary's verdict; a short word.
VERDICT = N_("verdict")
# Translators: a column heading of the rulings: who lost points, and how many; a short word.
PAID = N_("paid")
# Translators: a column heading of the rulings: the verdict when it was given; a short word.
THEN = N_("then")
# Translators: a column heading of the rulings: the verdict today; a short word.
NOW = N_("now")


def turned_view(turned: Sequence[Turned]) -> Group:
    """The rulings that would now go the other way, game by game, with both verdicts."""
    now = {id(t.ruling): t for t in turned}
    parts: list[RenderableType] = []
    for game in _by_game([t.ruling for t in turned]):
        both = [now[id(ruling)] for ruling in game]
        parts += _game_part(
            game,
            ("#", ROUND, PLAYER, BY, WORD, THEN, NOW),
            lambda style, name, ruling: [
                _verdict_cell(style, now[id(ruling)].then),
                _verdict_cell(style, now[id(ruling)].now),
            ],
            [
                # Translators: a ruling's verdicts, as kept and as judged today; each is a
                # dictionary's fingerprint and its reason.
                _("then {then}; now {now}").format(
                    then=_fingerprinted(t.then), now=_fingerprinted(t.now)
                )
                for t in both
            ],
        )
    return Group(*parts)


# The cells a table adds after #, round, player, by and word: from its style, the way
# it shows a name, and the ruling.
Cells = Callable[[TableStyle, Callable[[str | None], str], GameRuling], list[str]]


def _by_game(rulings: Sequence[GameRuling]) -> list[list[GameRuling]]:
    """The rulings of each game, the games in the order of their first ruling."""
    games: dict[int, list[GameRuling]] = {}
    for ruling in rulings:
        games.setdefault(ruling.game_id, []).append(ruling)
    return list(games.values())


def _game_part(
    game: Sequence[GameRuling], columns: Sequence[str], cells: Cells, notes: Sequence[str]
) -> list[RenderableType]:
    """A game's heading, its table fitted to the terminal, and a note for each row."""
    people = [name for r in game for name in (r.player, r.challenger) if name is not None]
    table = fitted_table(
        list(dict.fromkeys(people)),
        lambda style, names: _table(game, columns, cells, style, names),
    )
    return [Text(_heading(game), style="bold"), table, _notes(notes), Text("")]


def _notes(notes: Sequence[str]) -> Padding:
    """Each row's note by its number, its wrapped lines hanging under its text."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(justify="right", no_wrap=True)
    grid.add_column()
    for number, note in enumerate(notes, start=1):
        grid.add_row(f"{number}.", note)
    return Padding(grid, (0, 0, 0, 2))


def _heading(game: Sequence[GameRuling]) -> str:
    days = sorted({local_day(ruling.at) for ruling in game}, key=lambda day: day or "~")
    if len(days) == 1:
        when = _shown_day(days[0])
    else:
        # Translators: the first and last days of a game's rulings.
        when = _("{first} to {last}").format(first=_shown_day(days[0]), last=_shown_day(days[-1]))
    # Translators: the heading of a game's rulings: its number, its name, its day(s).
    return _("Game {number} {name}, {when}").format(
        number=game[0].game_id, name=game[0].game, when=when
    )


def _shown_day(iso: str) -> str:
    """A day (YYYY-MM-DD) as the language writes it; English keeps the ISO day."""
    if not iso:
        return _("an unknown day")
    if language() == "en":
        return iso
    return day(dt.date.fromisoformat(iso))


def _why(verdict: Verdict | None) -> str:
    if verdict is None:
        return _("no dictionary verdict kept (the dictionary could not be opened)")
    return f"{said_reason(verdict)} ({verdict.dictionary} {verdict.fingerprint})"


def _fingerprinted(verdict: Verdict) -> str:
    """The verdict's fingerprint and reason: its dictionary is the same then and now."""
    return f"{verdict.fingerprint}: {said_reason(verdict)}"


def _table(
    game: Sequence[GameRuling],
    columns: Sequence[str],
    cells: Cells,
    style: TableStyle,
    names: Mapping[str, str],
) -> Table:
    table = style.table()
    for column in columns:
        justify: JustifyMethod = "right" if column in ("#", ROUND) else "left"
        table.add_column(style.header(_(column) if column != "#" else column), justify=justify)

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


def _verdict_cell(style: TableStyle, verdict: Verdict | None) -> str:
    if verdict is None:
        # Translators: no dictionary verdict was kept for a ruling.
        return _("none kept")
    # Translators: a dictionary's verdict on a word, in the table of rulings.
    said = pgettext("verdict", "accepted") if verdict.accepted else pgettext("verdict", "refused")
    return style.cell(said, f"({verdict.code})")


def _table_cell(style: TableStyle, ruling: GameRuling) -> str:
    """Under the dictionary's verdict, the table's ruling when it gave one."""
    if ruling.ruling is None:
        return ""
    # Translators: the dictionary's verdict was overruled by the table.
    over = _("(overruled)") if ruling.overruled else ""
    if ruling.ruling.acceptable:
        said = pgettext("ruling", "acceptable")
    else:
        said = pgettext("ruling", "unacceptable")
    # Translators: in the table of rulings, before the table's ruling ("table: acceptable").
    return "\n" + style.cell(_("table:"), said, over)


def _paid_cell(style: TableStyle, ruling: GameRuling, name: Callable[[str | None], str]) -> str:
    if ruling.outcome == UNDECIDED:
        # Translators: nobody paid for a challenge yet: its round is not complete.
        return _("undecided")
    if ruling.paid_by is None:
        # Translators: nobody lost points for a challenge.
        return _("nobody")
    return style.cell(name(ruling.paid_by), str(ruling.paid))


def ruling_data(ruling: GameRuling) -> dict[str, Any]:
    """One ruling as ``rulings --json`` gives it, and a CSV row's cells."""
    return {
        "kind": ruling.kind,
        "date": local_day(ruling.at),
        "at": ruling.at,
        "game_id": ruling.game_id,
        "game": ruling.game,
        "entry": ruling.entry,
        "round": ruling.round,
        "player": ruling.player,
        "challenger": ruling.challenger,
        "word": ruling.word.letters,
        "cards": str(ruling.word),
        **_verdict_data(ruling.verdict),
        "ruling": None if ruling.ruling is None else ruling.ruling.value,
        "overruled": ruling.overruled,
        "outcome": ruling.outcome,
        "paid_by": ruling.paid_by,
        "paid": ruling.paid,
    }


def _verdict_data(verdict: Verdict | None) -> dict[str, Any]:
    keys = ("dictionary", "fingerprint", "accepted", "code", "reason")
    return {key: None if verdict is None else getattr(verdict, key) for key in keys}


def turned_data(turned: Turned) -> dict[str, Any]:
    """A ruling that would now go the other way: as kept, and ``now`` as judged today."""
    return {**ruling_data(turned.ruling), "now": _verdict_data(turned.now)}


CSV_COLUMNS = (
    "kind", "date", "at", "game_id", "game", "entry", "round", "player", "challenger",
    "word", "cards", "dictionary", "fingerprint", "accepted", "code", "reason", "ruling",
    "overruled", "outcome", "paid_by", "paid",
)  # fmt: skip
# What --recheck adds: today's verdict beside the kept one.
NOW_COLUMNS = tuple(f"now_{key}" for key in _verdict_data(None))


def rulings_csv(rows: Sequence[dict[str, Any]], *, rechecked: bool = False) -> str:
    """One header row, then a row per ruling as :func:`ruling_data` or :func:`turned_data`
    gives it (``now`` in now_* columns); a cell a spreadsheet would run is made text."""
    columns = CSV_COLUMNS + (NOW_COLUMNS if rechecked else ())
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(columns)
    for row in rows:
        now = {f"now_{key}": value for key, value in (row.get("now") or {}).items()}
        cells = {**row, **now}
        writer.writerow([safe_cell("" if cells[c] is None else cells[c]) for c in columns])
    return out.getvalue()

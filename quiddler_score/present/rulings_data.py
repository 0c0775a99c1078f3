"""Kept rulings as data: ``rulings --json``, and CSV rows for spreadsheets."""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from typing import Any

from quiddler_score.engine.verdict import Verdict
from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.rulings.one_game import GameRuling
from quiddler_score.games.rulings.recheck import Turned
from quiddler_score.present.export import safe_cell


def ruling_data(ruling: GameRuling) -> dict[str, Any]:
    """One ruling as ``rulings --json`` gives it, and a CSV row's cells."""
    verdict = ruling.verdict
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
        **_verdict_data(verdict),
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
        cells = {**row, **_prefixed(row.get("now"))}
        writer.writerow([safe_cell("" if cells[c] is None else cells[c]) for c in columns])
    return out.getvalue()


def _prefixed(now: Mapping[str, Any] | None) -> dict[str, Any]:
    return {} if now is None else {f"now_{key}": value for key, value in now.items()}

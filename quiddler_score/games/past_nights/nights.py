"""A game night's identity: what tells one night kept twice, whoever the aliases say its
players are today and whatever this computer's clock says.

A night is its day, its players as written (a name folded as the table folds it: case,
accents, spaces) and their totals. A game brought in by ``import`` was played on the day
its sheet gave; a game played here on each day its start falls on somewhere on Earth
(from 12 hours behind UTC to 14 ahead), as an export written on any clock dates it. The
aliases have no say: Robert's night is Robert's after ``alias Bob Robert`` too, so a
sheet imported again, a game restored and an export read back are each told apart by
what they say, not by who is who today.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Mapping
from datetime import UTC, date, datetime, timedelta
from typing import NamedTuple

from quiddler_score.engine.errors import GameError
from quiddler_score.engine.table import name_key
from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.club.people import one_person_each
from quiddler_score.games.errors import DamagedEntry
from quiddler_score.games.events import Event, GameImported, Kind, payload_of
from quiddler_score.games.log import derived
from quiddler_score.games.log.listing import GameInfo
from quiddler_score.games.log.past_games import finished_games
from quiddler_score.games.log.store import Store
from quiddler_score.games.log.stored_json import StoredJsonError, read_object
from quiddler_score.games.stats.all_games import game_summaries
from quiddler_score.games.summary import GameSummary
from quiddler_score.language import _

# The clocks of the Earth: from 12 hours behind UTC to 14 ahead.
_BEHIND, _AHEAD = 12, 14


def night_key(day: str, totals: Mapping[str, int]) -> str:
    """What tells a night: its day and each player's folded name with their total."""
    seats = sorted((name_key(player), total) for player, total in totals.items())
    return hashlib.sha256(json.dumps([day, seats]).encode()).hexdigest()


class Night(NamedTuple):
    """A finished game kept here: the day it is shown at, and the days it may be dated on."""

    game_id: int
    day: str
    days: tuple[str, ...]
    totals: dict[str, int]

    def dated_keys(self) -> set[str]:
        """The night on each day it may be dated on."""
        return {night_key(day, self.totals) for day in self.days}

    def said(self) -> str:
        scores = ", ".join(f"{player} {total}" for player, total in self.totals.items())
        return f"{self.day}, {scores}"


def nights_kept(conn: sqlite3.Connection, also: int | None = None) -> list[Night]:
    """The night of each finished game not deleted (and of game ``also``), read in the
    transaction ``conn``; a game whose summary or entry cannot be read is left out, as
    stats leaves it out."""
    nights = []
    for game_id, start, text, payload in finished_games(conn, Kind.GAME_IMPORTED, also):
        summary = GameSummary.from_json(text)
        if summary is None:
            continue
        if payload is None:
            days = _days_anywhere(start)
            day = local_day(start) or (days[0] if days else "")
        else:
            try:
                entry = payload_of(Event(game_id, 1, Kind.GAME_IMPORTED, read_object(payload)))
            except (DamagedEntry, StoredJsonError):
                continue
            assert isinstance(entry, GameImported)
            day, days = entry.played_on, (entry.played_on,)
        nights.append(Night(game_id, day, days, summary.totals))
    return nights


def _days_anywhere(moment: str) -> tuple[str, ...]:
    """Each day (YYYY-MM-DD) a stored time falls on on some clock of the Earth."""
    try:
        at = datetime.fromisoformat(moment)
        at = at.replace(tzinfo=at.tzinfo or UTC).astimezone(UTC)
    except (ValueError, OverflowError):
        return ()
    # The day before where the clocks behind are still on it, the day after where those
    # ahead are on it already (neither beyond the ends of the calendar).
    day = at.date()
    days = [day - timedelta(days=1)] if at.hour < _BEHIND and day > date.min else []
    days.append(day)
    if at.hour >= 24 - _AHEAD and day < date.max:
        days.append(day + timedelta(days=1))
    return tuple(each.isoformat() for each in days)


def restore_game(store: Store, info: GameInfo) -> None:
    """Bring back the deleted game ``info``, unless that would count its night twice (a
    game of the same night is in the list: imported again, or played here and its
    export imported) or seat two people the aliases make one: decided in the
    transaction that restores it."""
    game_summaries(store, [info])  # its summary kept up to date, to be read in it

    def check(conn: sqlite3.Connection) -> None:
        kept = derived.summaries(store, [info.id]).get(info.id)
        summary = None if kept is None else GameSummary.from_json(kept.text)
        if summary is not None:
            one_person_each(store, conn, summary.totals, "restore")
        nights = nights_kept(conn, also=info.id)
        mine = next((night for night in nights if night.game_id == info.id), None)
        if mine is None:
            return
        for night in nights:
            if night.game_id != info.id and night.dated_keys() & mine.dated_keys():
                raise GameError(
                    # Translators: {night} is the day and each player's total
                    # (2024-03-09, Ann 120, Bob 95).
                    _(
                        "restore: game {game} is the night of game {other} "
                        "({night}), which would count it twice; delete game "
                        "{other} first to restore it"
                    ).format(game=info.id, other=night.game_id, night=night.said())
                )

    store.set_deleted(info.id, False, check)

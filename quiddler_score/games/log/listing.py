"""Finding games in the store: every game, the newest, one by id or by name; and the
logs of many games read at once. Each takes the
:class:`~quiddler_score.games.log.store.Store` to read, and reads through its connection.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from quiddler_score.games.log.errors import StoreError, no_game
from quiddler_score.games.log.event import Event
from quiddler_score.games.log.store import Store

_AMBIGUOUS_LISTING_LIMIT: Final = 5
_STORED_SHAPE: Final = "YYYY-MM-DDTHH:MM:SS.ffffff+00:00"
# Rows fetched from SQLite at a time while logs are read: a club's logs are hundreds of
# megabytes of text, never all held at once.
_BATCH: Final = 2000
# One JSON value at the start of a text, and where it ends: json.loads without its
# leave of spaces around the value, which the store never writes.
_decode_at_start = json.JSONDecoder().raw_decode


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: int
    name: str
    created_at: str
    """When the game started (UTC, ISO 8601), or "" where no time for it can be read."""
    event_count: int
    """Also the seq of the last event: seqs run 1, 2, ... without gaps."""
    last_event_at: str
    deleted_at: str | None = None
    """When the game was deleted (hidden, its log kept), or None."""


def games(
    store: Store, *, deleted: bool = False, newest: int | None = None, also: int = 0
) -> list[GameInfo]:
    """Every game, oldest first; with ``deleted``, the deleted ones instead; with
    ``newest``, only that many of the newest, and the game ``also`` wherever it is."""
    where = f"WHERE g.deleted_at IS {'NOT ' if deleted else ''}NULL"
    if newest is None:
        return _game_infos(store, where, ())
    page = f"SELECT id FROM games AS g {where} ORDER BY id DESC LIMIT ?"
    return _game_infos(store, f"{where} AND (g.id IN ({page}) OR g.id = ?)", (newest, also))


def count_games(store: Store, *, deleted: bool = False) -> int:
    """How many games there are (deleted ones, with ``deleted``)."""
    where = f"WHERE deleted_at IS {'NOT ' if deleted else ''}NULL"
    with store.reading() as conn:
        return int(conn.execute(f"SELECT count(*) FROM games {where}").fetchone()[0])


def game(store: Store, game_id: int) -> GameInfo:
    """The game with that id, deleted or not; StoreError if there is none."""
    found = _game_infos(store, "WHERE g.id = ?", (game_id,))
    if not found:
        raise no_game(store.path, game_id)
    return found[0]


def _game_infos(store: Store, where: str, params: tuple[int | str, ...]) -> list[GameInfo]:
    with store.reading() as conn:
        rows = conn.execute(
            f"""
            SELECT g.id, CAST(g.name AS TEXT), CAST(g.created_at AS TEXT), e.seq,
                   CAST(e.created_at AS TEXT), CAST(g.deleted_at AS TEXT),
                   (SELECT CAST(created_at AS TEXT) FROM events
                    WHERE game_id = g.id AND seq = 1)
            FROM games AS g
            -- each game's last event, found through the primary key (game_id, seq)
            JOIN events AS e ON e.game_id = g.id AND e.seq = (
                SELECT max(seq) FROM events WHERE game_id = g.id
            )
            {where}
            ORDER BY g.id
            """,
            params,
        ).fetchall()
    return [
        GameInfo(game_id, name, _started(kept, logged), seq, last, deleted)
        for game_id, name, kept, seq, last, deleted, logged in rows
    ]


def logs(
    store: Store, game_ids: Collection[int], *, times: bool = True
) -> Iterator[tuple[int, list[Event]]]:
    """Each of those games' events in seq order, as ``Store.events`` reads them, game by
    game in id order, read in one query rather than one per game. Without ``times`` each
    event's time is "" (a replay never reads it): only whether it is text is read.

    A game is left out if it has no events, or an entry that is not as the store
    writes it: ``Store.events`` reads that one, and names the damage.
    """
    with store.reading() as conn:
        yield from _read_logs(conn, game_ids, times)


def find_game(store: Store, ref: str, *, deleted: bool = False) -> GameInfo:
    """The game ``ref`` names: an id, else a name, else the start of exactly one name.

    Names are compared without regard to case. A name that matches exactly wins over
    longer names it is the start of ("Friday" finds "Friday", not "Friday rematch").
    Only games that are not deleted are found, or with ``deleted`` only deleted ones.
    """
    if not ref.strip():
        raise StoreError("no game given: give a game's id or name")
    listed = games(store, deleted=deleted)
    if ref.isascii() and ref.isdigit():
        found = [g for g in listed if str(g.id) == ref.lstrip("0")]
        if found:
            return found[0]
    return _game_named(ref, listed, store.path)


def _read_logs(
    conn: sqlite3.Connection, game_ids: Collection[int], times: bool
) -> Iterator[tuple[int, list[Event]]]:
    # Without times, SQLite says whether each is text: a third fewer texts to decode.
    at = "created_at" if times else "typeof(created_at) = 'text'"
    query = (
        f"SELECT game_id, seq, kind, payload, {at} FROM events"
        " WHERE game_id IN (SELECT value FROM json_each(?)) ORDER BY game_id, seq"
    )
    rows = conn.execute(query, (json.dumps(sorted(game_ids)),))
    game_id: object = None
    log: list[Event] = []
    plain = True  # every entry of the log so far is as the store writes it
    while batch := rows.fetchmany(_BATCH):
        for row in batch:
            if row[0] != game_id:
                if plain and log:
                    yield log[0].game_id, log
                game_id, log, plain = row[0], [], True
            if plain:
                if not times:  # the time as a replay sees it: "" if text, else not text
                    row = (*row[:4], "" if row[4] == 1 else None)
                event = _plain_event(row, len(log) + 1)
                if event is None:
                    plain = False
                else:
                    log.append(event)
    if plain and log:
        yield log[0].game_id, log


def _plain_event(row: tuple[Any, ...], number: int) -> Event | None:
    """The entry as an Event if it is as the store writes it (the ``number``-th entry, its
    kind and time text, its payload a JSON object alone), else None."""
    game_id, seq, kind, payload, at = row
    if not (
        seq == number
        and type(seq) is int
        and type(kind) is str
        and type(at) is str
        and type(payload) is str
    ):
        return None
    try:
        data, end = _decode_at_start(payload)
    except (ValueError, RecursionError):
        return None
    if end != len(payload) or type(data) is not dict:
        return None
    return Event(game_id, seq, kind, data, at)


def _started(kept: str | None, logged: str | None) -> str:
    """When the game started, as UTC ISO-8601 text; "" when that cannot be read.

    The games row keeps the time of the game's first entry, written in the same
    transaction; where the row's copy is not a time (edited by another program), the
    log's is used.
    """
    for text in (kept, logged):
        try:
            moment = datetime.fromisoformat(text or "")
        except ValueError:
            continue
        if text and moment.tzinfo is UTC and len(text) == len(_STORED_SHAPE):
            return text  # as the store writes every time: the usual case, made quick
        try:
            # A time without an offset is taken as UTC, as every time is stored.
            moment = moment.replace(tzinfo=moment.tzinfo or UTC).astimezone(UTC)
        except OverflowError:
            continue
        return moment.isoformat(timespec="microseconds")
    return ""


def _game_named(ref: str, games: list[GameInfo], path: Path) -> GameInfo:
    """The one game named ``ref``, else the one whose name starts with it (any case)."""
    wanted = ref.casefold()
    for matches in (
        [g for g in games if g.name.casefold() == wanted],
        [g for g in games if g.name.casefold().startswith(wanted)],
    ):
        if len(matches) == 1:
            return matches[0]
        if matches:
            listing = ", ".join(f"{g.id} {g.name!r}" for g in matches[:_AMBIGUOUS_LISTING_LIMIT])
            more = ", ..." if len(matches) > _AMBIGUOUS_LISTING_LIMIT else ""
            raise StoreError(
                f"{ref!r} matches {len(matches)} games in {path} ({listing}{more}); "
                "give the game's id"
            )
    raise StoreError(f"no game with id or name {ref!r} in {path}")

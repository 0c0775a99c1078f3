"""Finding games in the store: every game, the newest, one by id or by name; each takes
the :class:`~quiddler_score.games.log.store.Store` to read through its connection."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from quiddler_score.games.log.errors import StoreError, no_game
from quiddler_score.games.log.store import Store
from quiddler_score.language import _, ngettext

_AMBIGUOUS_LISTING_LIMIT: Final = 5
_STORED_SHAPE: Final = "YYYY-MM-DDTHH:MM:SS.ffffff+00:00"


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


def find_game(store: Store, ref: str, *, deleted: bool = False) -> GameInfo:
    """The game ``ref`` names: an id, else a name, else the start of exactly one name.

    Names are compared without regard to case. A name that matches exactly wins over
    longer names it is the start of ("Friday" finds "Friday", not "Friday rematch").
    Only games that are not deleted are found, or with ``deleted`` only deleted ones.
    """
    if not ref.strip():
        raise StoreError(_("no game given: give a game's id or name"))
    listed = games(store, deleted=deleted)
    if ref.isascii() and ref.isdigit():
        found = [g for g in listed if str(g.id) == ref.lstrip("0")]
        if found:
            return found[0]
    return _game_named(ref, listed, store.path)


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
                # Translators: {games} lists the games matched, each as its id and name.
                ngettext(
                    "{name} matches {count} game in {path} ({games}); give the game's id",
                    "{name} matches {count} games in {path} ({games}); give the game's id",
                    len(matches),
                ).format(name=repr(ref), count=len(matches), path=path, games=listing + more)
            )
    raise StoreError(
        _("no game with id or name {name} in {path}").format(name=repr(ref), path=path)
    )

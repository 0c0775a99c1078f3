"""The rulings the store keeps beside each game, read from its rows instead of replaying.

Every entry of a game rewrites its rulings in the entry's own transaction, so they are
as current as its log. A game whose rulings are not kept for its whole log (a database
of an older schema, a game whose last entry could not be scored, a log written by
another program) is made again from its log first: replayed when it holds a challenge or
a refused word, and kept with none when it holds neither, without replaying it (one
query over the events tells which). What cannot be kept (in a database that cannot be
written, or a game whose scores cannot be worked out) is taken from the replay, so the
answer is the same either way.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection
from typing import Any, Final, NamedTuple

from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.log import listing
from quiddler_score.games.log.derived import keep_rulings, stale_rulings
from quiddler_score.games.log.store import RulingRows, Store
from quiddler_score.games.rulings.every_game import GameRulings, RulingsRead, read_rulings
from quiddler_score.games.rulings.one_game import RULINGS_FORMAT, GameRuling, from_row, kept_rows

# The games holding a ruling asked for whose rulings are kept in today's format for
# their whole log (m: their mark), newest first.
_GAMES: Final = """
    SELECT DISTINCT r.game_id FROM rulings AS r JOIN games AS g ON g.id = r.game_id
    JOIN game_rulings AS m ON m.game_id = g.id
    WHERE {where} AND m.format = :format
      AND m.event_count = (SELECT max(seq) FROM events WHERE game_id = g.id)
    ORDER BY r.game_id DESC
"""
# The rulings asked for of those games.
_ROWS: Final = """
    SELECT r.game_id, CAST(g.name AS TEXT), r.at, r.entry, r.player, r.challenger,
           r.letters, r.ruling
    FROM rulings AS r JOIN games AS g ON g.id = r.game_id
    WHERE r.game_id IN (SELECT value FROM json_each(:ids)) AND {where}
    ORDER BY r.game_id, r.number
"""


class Asked(NamedTuple):
    """Whose rulings: of one game or of every game (deleted ones too, with ``deleted``),
    only of a word's letters, only where one of ``names`` played or challenged, only
    made on the day ``since`` or later; of the ``newest`` games holding any (by id), or
    of all of them with None."""

    game: int | None = None
    deleted: bool = False
    letters: str | None = None
    names: Collection[str] | None = None
    newest: int | None = None
    since: str | None = None
    """A local day, YYYY-MM-DD."""


class StoredRulings(NamedTuple):
    rulings: list[GameRuling]
    """Oldest first, as :attr:`RulingsRead.rulings` orders them."""
    games: int
    """How many games hold a ruling asked for: more than the rulings' games when only
    the newest were asked for."""
    problems: list[str]
    """A line for each game that could not be read or scored."""


def up_to_date(store: Store, progress: Callable[[int, int], None] | None = None) -> RulingsRead:
    """Make the rulings of the games whose rulings are not kept for their whole log (see
    :func:`~quiddler_score.games.log.derived.stale_rulings`), and keep them where the
    database can be written. Returns what could not be kept, with a line for each game
    that could not be read or scored."""
    ids = stale_rulings(store, RULINGS_FORMAT)
    if not ids:
        return RulingsRead([], [], set())
    infos = [listing.game(store, game_id) for game_id in ids]
    # Only the games holding a challenge or a refused word are replayed.
    read = read_rulings(store, infos, progress)
    held = {game.info.id: game.rulings for game in read.games}
    made = {
        info.id: (info.event_count, RulingRows(RULINGS_FORMAT, kept_rows(held.get(info.id, []))))
        for info in infos
        if info.id not in read.incomplete
    }
    keep_rulings(store, made)
    if store.read_only is None:
        read = read._replace(games=[g for g in read.games if g.info.id in read.incomplete])
    return read


def stored_rulings(store: Store, asked: Asked, unkept: RulingsRead) -> StoredRulings:
    """The rulings ``asked`` for: those kept, and those of ``unkept`` (see
    :func:`up_to_date`)."""
    where, params = _where(asked)
    # --since chooses among the rulings by their day on this computer's clock, which
    # SQLite does not know: then every game's are read, and the newest chosen here.
    limited = asked.newest is not None and asked.since is None
    with store.reading() as conn:
        ids = [game_id for (game_id,) in conn.execute(_GAMES.format(where=where), params)]
        listed = json.dumps(ids[: asked.newest] if limited else ids)
        rows = conn.execute(_ROWS.format(where=where), {**params, "ids": listed}).fetchall()
    # A game one of whose rows is not as it was kept is read from its log instead.
    read = [(game_id, from_row(game_id, name, at, tuple(row))) for game_id, name, at, *row in rows]
    damaged = {game_id for game_id, ruling in read if ruling is None}
    found = [r for game_id, r in read if r is not None and game_id not in damaged]
    problems = list(unkept.problems)
    others = [game for game in unkept.games if _wanted(game, asked)]
    if damaged:  # changed by another program
        again = read_rulings(store, [listing.game(store, game_id) for game_id in sorted(damaged)])
        problems += again.problems
        others += again.games
    found += [ruling for game in others for ruling in game.rulings]
    by_game: dict[int, list[GameRuling]] = {}
    for ruling in found:
        if _keeps(ruling, asked):
            by_game.setdefault(ruling.game_id, []).append(ruling)
    # The games not listed count too, but only the rulings read know their day.
    total = len(by_game.keys() | (set() if asked.since is not None else set(ids)))
    newest = sorted(by_game, reverse=True)[: asked.newest]
    every = [ruling for game_id in newest for ruling in by_game[game_id]]
    every.sort(key=lambda r: (r.at, r.game_id, r.entry))
    return StoredRulings(every, total, problems)


def _where(asked: Asked) -> tuple[str, dict[str, Any]]:
    conditions = ["1"]
    params: dict[str, Any] = {"format": RULINGS_FORMAT}
    if not asked.deleted:
        conditions.append("g.deleted_at IS NULL")
    if asked.game is not None:
        conditions.append("g.id = :game")
        params["game"] = asked.game
    if asked.letters is not None:
        conditions.append("r.letters = :letters")
        params["letters"] = asked.letters
    if asked.names is not None:
        conditions.append(
            "(r.player IN (SELECT value FROM json_each(:names))"
            " OR r.challenger IN (SELECT value FROM json_each(:names)))"
        )
        params["names"] = json.dumps(sorted(asked.names))
    return " AND ".join(conditions), params


def _wanted(game: GameRulings, asked: Asked) -> bool:
    info = game.info
    if asked.game is not None:
        return info.id == asked.game
    return asked.deleted or info.deleted_at is None


def _keeps(ruling: GameRuling, asked: Asked) -> bool:
    if asked.since is not None and local_day(ruling.at) < asked.since:
        return False
    if asked.letters is not None and ruling.word.letters != asked.letters:
        return False
    return asked.names is None or bool({ruling.player, ruling.challenger} & set(asked.names))


def ruled_names(store: Store, unkept: RulingsRead) -> set[str]:
    """Everyone who played a word that was ruled on, or challenged one."""
    with store.reading() as conn:
        rows = conn.execute(
            "SELECT player FROM rulings UNION SELECT challenger FROM rulings"
            " WHERE challenger IS NOT NULL"
        ).fetchall()
    names = {str(name) for (name,) in rows}
    for ruling in unkept.rulings:
        names.update(name for name in (ruling.player, ruling.challenger) if name is not None)
    return names

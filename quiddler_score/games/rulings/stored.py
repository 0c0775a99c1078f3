"""The rulings the store keeps beside each game, read in one query instead of replaying.

Every entry of a game rewrites its rulings in the entry's own transaction, so they are
as current as its log. A game whose rulings are not kept for its whole log (a database
of an older schema, a game whose last entry could not be scored, a log written by
another program) is made again from its log first: replayed when it holds a challenge or
a refused word, and kept with none when it holds neither, without replaying it (one
query over the events tells which). What cannot be kept (in a database that cannot be
written, or a game whose scores cannot be worked out) is taken from the replay, so the
answer is the same either way.

Reading the newest games' rulings costs the same at any number of games: the games
with none kept are found through an index, and only the games listed have the length
of their log looked at; every game's is when every ruling is asked for.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Any, Final, NamedTuple

from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.log import listing
from quiddler_score.games.log.derived import keep_rulings, stale_rulings
from quiddler_score.games.log.listing import GameInfo
from quiddler_score.games.log.store import RulingRows, Store
from quiddler_score.games.rulings.every_game import GameRulings, RulingsRead, read_rulings
from quiddler_score.games.rulings.one_game import RULINGS_FORMAT, GameRuling, from_row, kept_rows

Progress = Callable[[int, int], None]

# The rulings of game g are kept in today's format for its whole log (m: its mark).
_CURRENT: Final = (
    "m.format = :format AND m.event_count = (SELECT max(seq) FROM events WHERE game_id = g.id)"
)
# Up to this many games made again are found one by one, more in one listing of all.
_FEW = 50
# Everyone in the rulings, each name found through the index rather than every row read.
_NAMES: Final = """
    WITH RECURSIVE players (name) AS (
        SELECT min(player) FROM rulings
        UNION ALL SELECT (SELECT min(player) FROM rulings WHERE player > players.name)
        FROM players WHERE players.name IS NOT NULL
    ), challengers (name) AS (
        SELECT min(challenger) FROM rulings
        UNION ALL
        SELECT (SELECT min(challenger) FROM rulings WHERE challenger > challengers.name)
        FROM challengers WHERE challengers.name IS NOT NULL
    )
    SELECT name FROM players WHERE name IS NOT NULL
    UNION SELECT name FROM challengers WHERE name IS NOT NULL
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


def up_to_date(
    store: Store, progress: Progress | None = None, *, whole: bool = True
) -> RulingsRead:
    """Make the rulings of the games whose rulings are not kept (for their whole log,
    with ``whole``: see :meth:`Store.stale_rulings`), and keep them where the database
    can be written. Returns what could not be kept, with a line for each game that could
    not be read or scored."""
    return _remake(store, stale_rulings(store, RULINGS_FORMAT, whole=whole), progress)


def _remake(store: Store, ids: Sequence[int], progress: Progress | None = None) -> RulingsRead:
    """The rulings of those games made from their logs and kept; see :func:`up_to_date`."""
    if not ids:
        return RulingsRead([], [], set())
    if len(ids) <= _FEW:
        infos = [listing.game(store, game_id) for game_id in ids]
    else:
        wanted = set(ids)
        infos = [info for info in _every_game(store) if info.id in wanted]
    # Only the games holding a challenge or a refused word are replayed.
    read = read_rulings(store, infos, progress)
    made: dict[int, tuple[int, RulingRows]] = {
        info.id: (info.event_count, RulingRows(RULINGS_FORMAT, []))
        for info in infos
        if info.id not in read.incomplete
    }
    for game in read.games:
        if game.info.id not in read.incomplete:
            rows = RulingRows(RULINGS_FORMAT, kept_rows(game.rulings))
            made[game.info.id] = (game.info.event_count, rows)
    keep_rulings(store, made)
    if store.read_only is None:
        read = read.only(lambda ruling: ruling.game_id in read.incomplete)
    return read


def _every_game(store: Store) -> list[GameInfo]:
    return listing.games(store) + listing.games(store, deleted=True)


def stored_rulings(store: Store, asked: Asked, unkept: RulingsRead) -> StoredRulings:
    """The rulings ``asked`` for: those kept, read in one query, and those of ``unkept``
    (see :func:`up_to_date`). A game listed whose rulings were kept for a shorter log
    than its own is made again first."""
    where, params = _where(asked)
    rows, total = _kept_rows(store, asked, where, params)
    grown = _grown(store, {row[0] for row in rows}, params["format"])
    if grown:
        unkept = _joined(unkept, _remake(store, sorted(grown)))
        if store.read_only is None:  # kept now
            rows, total = _kept_rows(store, asked, where, params)
        else:  # read from their logs
            rows = [row for row in rows if row[0] not in grown]
    found, damaged = _read_back(rows)
    problems = list(unkept.problems)
    others = [game for game in unkept.games if _wanted(game, asked)]
    if damaged:  # changed by another program: read from their logs instead
        again = read_rulings(store, [listing.game(store, game_id) for game_id in sorted(damaged)])
        problems += again.problems
        others += again.games
    by_game: dict[int, list[GameRuling]] = {}
    for ruling in found:
        if _keeps(ruling, asked):
            by_game.setdefault(ruling.game_id, []).append(ruling)
    for game in others:
        chosen = [ruling for ruling in game.rulings if _keeps(ruling, asked)]
        if chosen:
            by_game[game.info.id] = chosen
    if total is None:
        total = len(by_game)
    else:  # those counted in the query, and those read from their logs
        total += len(by_game.keys() - {row[0] for row in rows} - damaged)
    ids = sorted(by_game, reverse=True)[: asked.newest]
    every = [ruling for game_id in ids for ruling in by_game[game_id]]
    every.sort(key=lambda r: (r.at, r.game_id, r.entry))
    return StoredRulings(every, total, problems)


def _kept_rows(
    store: Store, asked: Asked, where: str, params: dict[str, Any]
) -> tuple[list[tuple[Any, ...]], int | None]:
    """The kept rows of the newest games asked for (all, without ``asked.newest``), and
    how many games hold one when there are more than those (else None)."""
    # The newest games are chosen in the query, unless --since chooses among the rulings
    # by their day on this computer's clock, which SQLite does not know. The rows are
    # read newest game first through the table's own order: the indexes of names would
    # have every row of a person's read and sorted.
    limited = asked.newest is not None and asked.since is None
    current = "" if limited else f" AND {_CURRENT}"
    chosen = f"""
        SELECT DISTINCT r.game_id FROM rulings AS r JOIN games AS g ON g.id = r.game_id
        {"" if limited else "JOIN game_rulings AS m ON m.game_id = g.id"}
        WHERE {where}{current}
        ORDER BY r.game_id DESC LIMIT :newest
    """
    query = f"""
        SELECT r.game_id, CAST(g.name AS TEXT), r.at, r.entry, r.player, r.challenger,
               r.letters, r.ruling
        FROM rulings AS r JOIN games AS g ON g.id = r.game_id
        WHERE r.game_id IN ({chosen}) AND {where}
        ORDER BY r.game_id, r.number
    """
    with store.reading() as conn:
        bounded = {**params, "newest": asked.newest if limited else -1}
        rows: list[tuple[Any, ...]] = conn.execute(query, bounded).fetchall()
        if not limited or len({row[0] for row in rows}) < (asked.newest or 0):
            return rows, None
        return rows, int(conn.execute(_count(asked, where), params).fetchone()[0])


def _count(asked: Asked, where: str) -> str:
    """How many games hold a ruling asked for, counted from an index where one serves."""
    shown = "g.deleted_at IS NULL" if not asked.deleted else "1"
    if asked.letters is None and asked.names is None:
        return (
            "SELECT count(*) FROM game_rulings AS m JOIN games AS g ON g.id = m.game_id"
            f" WHERE m.held > 0 AND {shown}"
        )
    if asked.letters is None:
        return f"""
            SELECT count(*) FROM (
                SELECT game_id FROM rulings WHERE player IN (SELECT value FROM json_each(:names))
                UNION
                SELECT game_id FROM rulings
                WHERE challenger IN (SELECT value FROM json_each(:names))
            ) AS r JOIN games AS g ON g.id = r.game_id WHERE {shown}
        """
    return (
        "SELECT count(DISTINCT r.game_id) FROM rulings AS r JOIN games AS g"
        f" ON g.id = r.game_id WHERE {where}"
    )


def _grown(store: Store, game_ids: Iterable[int], kept_format: int) -> set[int]:
    """Those of the games whose rulings are not kept for their whole log."""
    with store.reading() as conn:
        rows = conn.execute(
            "SELECT g.id FROM games AS g LEFT JOIN game_rulings AS m ON m.game_id = g.id"
            f" WHERE g.id IN (SELECT value FROM json_each(:ids)) AND NOT coalesce({_CURRENT}, 0)",
            {"ids": json.dumps(sorted(game_ids)), "format": kept_format},
        ).fetchall()
    return {game_id for (game_id,) in rows}


def _joined(one: RulingsRead, other: RulingsRead) -> RulingsRead:
    return RulingsRead(
        one.games + other.games, one.problems + other.problems, one.incomplete | other.incomplete
    )


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
        # The unary + keeps SQLite from the indexes of names (see _kept_rows).
        conditions.append(
            "(+r.player IN (SELECT value FROM json_each(:names))"
            " OR +r.challenger IN (SELECT value FROM json_each(:names)))"
        )
        params["names"] = json.dumps(sorted(asked.names))
    return " AND ".join(conditions), params


def _read_back(rows: Sequence[tuple[Any, ...]]) -> tuple[list[GameRuling], set[int]]:
    """The rulings read back, and the games one of whose rows is not as it was kept."""
    found: list[GameRuling] = []
    damaged: set[int] = set()
    for game_id, name, at, *row in rows:
        ruling = from_row(game_id, name, at, tuple(row))
        if ruling is None:
            damaged.add(game_id)
        else:
            found.append(ruling)
    return [r for r in found if r.game_id not in damaged], damaged


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
        rows = conn.execute(_NAMES).fetchall()
    names = {str(name) for (name,) in rows}
    for ruling in unkept.rulings:
        names.update(name for name in (ruling.player, ruling.challenger) if name is not None)
    return names

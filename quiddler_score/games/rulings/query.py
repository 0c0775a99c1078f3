"""Which games hold a ruling, found in one query over the events without reading a log.

Read through the store's connection; the store itself knows no event kinds. A
club keeps thousands of games and most have no challenge: ``rulings`` replays only the
games this finds.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Final

from quiddler_score.games.log.store import Store

# A game with a challenge entry, or a hand whose kept verdicts refuse a word; the search
# of a game's log stops at its first. A hand with no "false" after its first "accepted"
# key (as every refused verdict has) is passed over quickly; only the others are read as
# JSON. Payloads another program left unreadable are passed over (the CASEs keep SQLite's
# JSON functions off them), as every listing passes them over, and named when the game
# is read.
_WITH_RULINGS: Final = """
    SELECT id FROM games AS g
    WHERE {among} EXISTS (
        SELECT 1 FROM events
        WHERE game_id = g.id
          AND (kind = 'challenge'
               OR (kind = 'hand_recorded'
                   AND CASE WHEN instr(payload, '"accepted"')
                                 AND instr(substr(payload, instr(payload, '"accepted"')), 'false')
                                 AND json_valid(payload)
                       THEN EXISTS (
                           SELECT 1 FROM json_each(payload, '$.verdicts') AS verdict
                           WHERE CASE WHEN verdict.type = 'object'
                                 THEN json_type(verdict.value, '$.accepted') END = 'false'
                       )
                   END))
    )
"""
# The games asked about, given as one JSON array: any number of them in one parameter.
_AMONG: Final = "id IN (SELECT value FROM json_each(?)) AND"


def games_with_rulings(store: Store, among: Collection[int] | None = None) -> set[int]:
    """The ids of the games (of ``among``, else of all, deleted ones too) with a challenge
    or a word refused when it was entered, undone or not: replaying each tells which are
    in force."""
    params: tuple[str, ...] = ()
    if among is not None:
        params = (json.dumps(list(among)),)
    query = _WITH_RULINGS.format(among="" if among is None else _AMONG)
    with store.reading() as conn:
        rows = conn.execute(query, params).fetchall()
    return {game_id for (game_id,) in rows}

"""Which games hold a ruling, found in one query over the events without reading a log.

Read through the store's connection; the store itself knows no event kinds. A
club keeps thousands of games and most have no challenge: ``rulings`` replays only the
games this finds.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Final

from quiddler_score.games.events import REFUSED, Kind
from quiddler_score.games.log.store import Store

# A game with a challenge entry, or a hand tagged as refusing a word as it was entered;
# the search of a game's log stops at its first. A hand without a tag was written by
# another program: what it holds is not known without reading it, so its game is
# replayed.
_WITH_RULINGS: Final = """
    SELECT id FROM games AS g
    WHERE id IN (SELECT value FROM json_each(:among)) AND EXISTS (
        SELECT 1 FROM events
        WHERE game_id = g.id
          AND (kind = :challenge
               OR (kind = :hand AND (tag IS NULL OR tag = :refused)))
    )
"""


def games_with_rulings(store: Store, among: Collection[int]) -> set[int]:
    """The ids of the games ``among`` (given as one JSON array: any number of them) with a
    challenge or a word refused when it was entered, undone or not: replaying each tells
    which are in force."""
    params = {"challenge": Kind.CHALLENGE, "hand": Kind.HAND_RECORDED, "refused": REFUSED}
    params["among"] = json.dumps(list(among))
    with store.reading() as conn:
        rows = conn.execute(_WITH_RULINGS, params).fetchall()
    return {game_id for (game_id,) in rows}

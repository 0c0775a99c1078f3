"""Which seated player a scorekeeper's typed name means."""

from __future__ import annotations

import difflib
from collections.abc import Sequence

from quiddler_score.engine.errors import UnknownPlayer


def resolve_player(players: Sequence[str], typed: str, role: str = "player") -> str:
    """The one name of ``players`` that ``typed`` means: exact, any case, or its start."""
    for matches in (
        [p for p in players if p == typed],
        [p for p in players if p.casefold() == typed.casefold()],
        [p for p in players if p.casefold().startswith(typed.casefold())],
    ):
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1 and typed:
            raise UnknownPlayer(
                f"{role} {typed!r} could be {' or '.join(matches)}: type more of it"
            )
    close = difflib.get_close_matches(typed, players, n=1)
    hint = f"; did you mean {close[0]}?" if close else f" (players: {', '.join(players)})"
    raise UnknownPlayer(f"{role} {typed!r} is not playing in this game{hint}")

"""The marks a board puts beside a score, and players' names shortened to fit a column."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.language import N_, _

MARKS = {LONGEST_WORD: "★", MOST_WORDS: "▲"}
# The bonuses' names as a person reads them; the engine's names are data (JSON keys).
BONUS_NAMES = {LONGEST_WORD: N_("longest word"), MOST_WORDS: N_("most words")}
STRUCK_MARK = "✗"
PENALTY_MARK = "⚑"
OUT_MARK = "↑"


def bonus_name(bonus: str) -> str:
    """A bonus's name in the language chosen: "longest word", « mot le plus long »."""
    return _(BONUS_NAMES.get(bonus, bonus))


def short_names(names: Sequence[str], limit: int | None) -> list[str]:
    """Each name cut to at most ``limit`` characters, "…" included, when longer.

    A cut name keeps at least the prefix that no other name shares, so that the players
    can still be told apart, even when that makes it longer than ``limit``; a space
    before the "…" is dropped ("Maximilian…", not "Maximilian …").
    """
    if limit is None:
        return list(names)
    shortened = []
    for name in names:
        keep = max(limit - 1, shared_start(name, names) + 1)
        shortened.append(name if keep + 1 >= len(name) else name[:keep].rstrip() + "…")
    return shortened


def shared_start(name: str, names: Sequence[str]) -> int:
    """How many first characters ``name`` shares with another of ``names``, case aside."""
    return max((_common_start(name, other) for other in names if other != name), default=0)


def _common_start(one: str, other: str) -> int:
    pairs = zip(one.casefold(), other.casefold(), strict=False)
    return sum(1 for _pair in itertools.takewhile(lambda pair: pair[0] == pair[1], pairs))

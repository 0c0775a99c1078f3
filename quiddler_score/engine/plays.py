"""A round as played: each player's hand, who went out, the challenges made.

The input of :mod:`quiddler_score.engine.checks` and :mod:`quiddler_score.engine.scoring`,
kept apart so that the checks need not import the scoring that uses them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from quiddler_score.engine.cards import Card, Word
from quiddler_score.engine.verdict import Verdict


@dataclass(frozen=True)
class Hand:
    """What one player showed at the end of a round."""

    words: tuple[Word, ...] = ()
    unused: tuple[Card, ...] = ()

    @property
    def card_count(self) -> int:
        return sum(len(word.cards) for word in self.words) + len(self.unused)


@dataclass(frozen=True)
class Challenge:
    """``challenger`` challenges ``word`` laid down by ``player``.

    ``ruling`` is the table's decision (True: acceptable) when it overrules or replaces
    the dictionary; ``verdict`` is the dictionary's, when already judged.
    """

    challenger: str
    player: str
    word: Word
    ruling: bool | None = None
    verdict: Verdict | None = None


@dataclass(frozen=True)
class RoundPlay:
    number: int
    hands: Mapping[str, Hand]
    went_out: str | None = None
    challenges: tuple[Challenge, ...] = ()

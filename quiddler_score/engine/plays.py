"""A round as played: each player's hand, who went out, the challenges made.

The input of :mod:`quiddler_score.engine.checks` and :mod:`quiddler_score.engine.scoring`,
kept apart so that the checks need not import the scoring that uses them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from itertools import chain

from quiddler_score.engine.cards import Card, SplitNote, Word, split_notes
from quiddler_score.engine.verdict import Verdict


@dataclass(frozen=True)
class Hand:
    """What one player showed at the end of a round.

    What scoring asks of a hand is worked out once, when first asked: a replay asks for
    it round after round, and a hand read from a log is often the same object in game
    after game (see :mod:`quiddler_score.games.state`).
    """

    words: tuple[Word, ...] = ()
    unused: tuple[Card, ...] = ()

    @cached_property
    def card_count(self) -> int:
        return sum(len(word.cards) for word in self.words) + len(self.unused)

    @cached_property
    def all_cards(self) -> tuple[Card, ...]:
        """Every card of the hand, its words' first, then those left unused."""
        return (*(card for word in self.words for card in word.cards), *self.unused)

    @cached_property
    def word_points(self) -> int:
        return sum(word.points for word in self.words)

    @cached_property
    def unused_points(self) -> int:
        return sum(card.points for card in self.unused)

    @cached_property
    def longest_word(self) -> Word | None:
        """The first of the words with the most letters; None without words."""
        return max(self.words, key=lambda word: word.letter_count, default=None)

    @cached_property
    def best_word(self) -> Word | None:
        """The first of the words worth the most points; None without words."""
        return max(self.words, key=lambda word: word.points, default=None)

    @cached_property
    def notes(self) -> tuple[SplitNote, ...]:
        """The words typed with single cards that a double-letter card values differently."""
        return tuple(chain.from_iterable(map(split_notes, self.words)))


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

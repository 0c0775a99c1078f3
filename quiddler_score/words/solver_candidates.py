"""The candidate words of a hand for the solver, by the state of the cards they would use.

Every candidate comes from the anagram index in one batch; whether its cards really lay
down an acceptable word is settled only when the solver first asks, and then remembered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Protocol

from quiddler_score.engine.cards import Card, Word
from quiddler_score.words.solver_states import COUNT_MASK, FIELD, first_kind, sub_multisets


class AnagramLookup(Protocol):
    """Where candidate words come from: an anagram index, map or several merged
    (:mod:`~quiddler_score.words.anagrams`)."""

    def lookup_many(self, keys: Iterable[str]) -> Mapping[str, Sequence[str]]:
        """The words filed under each sorted-letter key, for the keys that have some."""
        ...


class CandidateWords:
    """The candidate words of a hand, by the sub-multiset of cards they would use.

    ``points[state]`` is known for every candidate; whether the cards really make an
    acceptable word (:meth:`word`) is settled on first asking.
    """

    def __init__(
        self,
        kinds: Sequence[Card],
        counts: Sequence[int],
        lookup: AnagramLookup,
        accept: Callable[[str], bool],
        *,
        largest: int,
    ) -> None:
        self._kinds = kinds
        self._accept = accept
        self._by_letters = {kind.letters.lower(): index for index, kind in enumerate(kinds)}
        self._verdicts: dict[str, bool] = {}
        self._words: dict[int, Word | None] = {}
        subsets = sub_multisets(kinds, counts)
        keys = {
            state: "".join(sorted(letters))
            for state, (letters, size, _) in subsets.items()
            if 2 <= size <= largest
        }
        found = lookup.lookup_many(set(keys.values()))
        self.spellings = {state: found[key] for state, key in keys.items() if key in found}
        self.points = {state: subsets[state][2] for state in self.spellings}
        # The candidates that contain each kind of card first, and for each kind and
        # count of card, which of those candidates need no more than that count: a
        # bit set, so that the candidates that fit a state are a few ANDs away.
        self.by_first_kind: list[list[tuple[int, int]]] = [[] for _ in kinds]
        for state in sorted(self.spellings):
            self.by_first_kind[first_kind(state)].append((state, self.points[state]))
        self.fitting = [_fitting(plays, counts) for plays in self.by_first_kind]

    def word(self, state: int) -> Word | None:
        """The cards of ``state`` laid as a word, or None if none is acceptable.

        The word is the first spelling, in alphabetical order, that those cards can lay
        down and that ``accept`` passes.
        """
        if state in self._words:
            return self._words[state]
        laid = None
        for spelling in sorted(self.spellings[state]):
            cards = self._segment(spelling, state)
            if cards is not None and self._accepted(spelling):
                laid = Word(cards)
                break
        self._words[state] = laid
        return laid

    def longest(self) -> Word | None:
        """The word with the most letters; more points, then spelling, break a tie."""
        letters = {state: len(spellings[0]) for state, spellings in self.spellings.items()}
        ranked = sorted(self.spellings, key=lambda state: (-letters[state], -self.points[state]))
        found: list[Word] = []
        for state in ranked:
            if found and (letters[state], self.points[state]) != (
                found[0].letter_count,
                found[0].points,
            ):
                break
            laid = self.word(state)
            if laid is not None:
                found.append(laid)
        return min(found, key=_spelling_then_cards, default=None)

    def _accepted(self, spelling: str) -> bool:
        verdict = self._verdicts.get(spelling)
        if verdict is None:
            verdict = self._verdicts[spelling] = bool(self._accept(spelling))
        return verdict

    def _segment(self, spelling: str, state: int) -> tuple[Card, ...] | None:
        """Cards that spell ``spelling`` and are exactly the cards of ``state``, or None.

        The spelling has the letters of the state, so a walk that uses every letter once
        uses every card once.
        """
        kinds, by_letters = self._kinds, self._by_letters
        counts = [(state >> (FIELD * index)) & COUNT_MASK for index in range(len(kinds))]
        laid: list[Card] = []

        def walk(position: int) -> bool:
            if position == len(spelling):
                return True
            for width in (1, 2):
                if position + width > len(spelling):
                    break
                index = by_letters.get(spelling[position : position + width])
                if index is None or counts[index] == 0:
                    continue
                counts[index] -= 1
                laid.append(kinds[index])
                if walk(position + width):
                    return True
                laid.pop()
                counts[index] += 1
            return False

        return tuple(laid) if walk(0) else None


def _fitting(plays: Sequence[tuple[int, int]], counts: Sequence[int]) -> list[list[int]]:
    """For each kind and count, the bit set of the plays that need at most that count."""
    fitting = []
    for index, count in enumerate(counts):
        shift = FIELD * index
        exactly = [0] * (count + 1)
        for position, (state, _) in enumerate(plays):
            exactly[(state >> shift) & COUNT_MASK] |= 1 << position
        at_most = []
        seen = 0
        for plays_with_count in exactly:
            seen |= plays_with_count
            at_most.append(seen)
        fitting.append(at_most)
    return fitting


def _spelling_then_cards(word: Word) -> tuple[str, str]:
    """A tie broken by spelling (WAIN before WINO), then by the cards for one spelling
    laid two ways."""
    return word.letters, str(word)

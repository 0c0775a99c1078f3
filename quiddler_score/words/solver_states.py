"""A sub-multiset of a hand's cards (a *state*) as one integer, for the solver.

The kinds of card in the hand are numbered; a state has one 4-bit field per kind, the
number of cards of that kind (a hand has at most 11 cards, so 4 bits are enough). Taking
a word's cards out of a state is then one subtraction of the word's state.
"""

from __future__ import annotations

from collections.abc import Sequence

from quiddler_score.engine.cards import Card

FIELD = 4
"""Bits per kind of card."""

COUNT_MASK = (1 << FIELD) - 1
"""The field of the first kind, once a state is shifted down to it."""


def first_kind(state: int) -> int:
    """The index of the first kind of card present in ``state``."""
    return ((state & -state).bit_length() - 1) // FIELD


def sub_multisets(kinds: Sequence[Card], counts: Sequence[int]) -> dict[int, tuple[str, int, int]]:
    """Every sub-multiset of the hand, by state: its letters, cards and points."""
    subsets = {0: ("", 0, 0)}
    for index, (kind, count) in enumerate(zip(kinds, counts, strict=True)):
        shift = FIELD * index
        letters = kind.letters.lower()
        grown = {}
        for state, (spelt, size, points) in subsets.items():
            for copies in range(1, count + 1):
                grown[state + (copies << shift)] = (
                    spelt + letters * copies,
                    size + copies,
                    points + kind.points * copies,
                )
        subsets.update(grown)
    return subsets

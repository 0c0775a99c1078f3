"""The solver's dynamic programme over the states of a hand.

The first card left in a state is either unused or in one of the candidate words that
contain it and fit in the state; the tables keep, for every state reached, the best of
those choices in three ways at once.
"""

from __future__ import annotations

from collections.abc import Sequence

from quiddler_score.engine.cards import Card, Word
from quiddler_score.words.solver_candidates import CandidateWords
from quiddler_score.words.solver_states import COUNT_MASK, FIELD, first_kind

_NONE = -(10**9)
"""The score of a state that has no arrangement of the kind asked for."""


class ArrangementTables:
    """The dynamic programme's tables and the choice made at each state.

    ``values[state]`` holds six numbers: the best score and its words; the best score
    and its words using every card (``_NONE`` if no arrangement does); the most words
    and their score. ``choices[state]`` holds, for each of the three, the state of the
    word laid down with the first card, or 0 when that card is left unused. Only the
    states reachable from the hands asked about are filled.
    """

    BEST, GOING_OUT, MOST_WORDS = range(3)

    def __init__(self, kinds: Sequence[Card], words: CandidateWords) -> None:
        self._kinds = kinds
        self._words = words
        self.values: dict[int, tuple[int, int, int, int, int, int]] = {0: (0, 0, 0, 0, 0, 0)}
        self.choices: dict[int, tuple[int, int, int]] = {}

    def solve(self, state: int) -> None:
        """Fill the tables for ``state`` and every state its arrangements leave."""
        values = self.values
        if state in values:
            return
        first = first_kind(state)
        rest = state - (1 << (FIELD * first))
        self.solve(rest)
        lost = self._kinds[first].points
        top_score, top_words, _, _, most_words, most_score = values[rest]
        top_score -= lost
        most_score -= lost
        out_score, out_words = _NONE, 0
        top_choice = out_choice = most_choice = 0
        words = self._words
        plays = words.by_first_kind[first]
        fits = -1
        counts = state
        for at_most in words.fitting[first]:
            fits &= at_most[counts & COUNT_MASK]
            counts >>= FIELD
        while fits:
            lowest = fits & -fits
            fits ^= lowest
            play, points = plays[lowest.bit_length() - 1]
            rest = state - play
            if rest not in values:
                self.solve(rest)
            score, count, after_score, after_count, many, many_score = values[rest]
            score += points
            count += 1
            better_top = score > top_score or (score == top_score and count > top_words)
            better_out = after_score != _NONE
            after_score += points
            after_count += 1
            better_out = better_out and (
                after_score > out_score or (after_score == out_score and after_count > out_words)
            )
            many += 1
            many_score += points
            better_most = many > most_words or (many == most_words and many_score > most_score)
            if not (better_top or better_out or better_most) or words.word(play) is None:
                continue
            if better_top:
                top_score, top_words, top_choice = score, count, play
            if better_out:
                out_score, out_words, out_choice = after_score, after_count, play
            if better_most:
                most_words, most_score, most_choice = many, many_score, play
        values[state] = (top_score, top_words, out_score, out_words, most_words, most_score)
        self.choices[state] = (top_choice, out_choice, most_choice)

    def goes_out(self, state: int) -> bool:
        return self.values[state][2] != _NONE

    def key(self, state: int, table: int) -> tuple[int, int]:
        """How good the arrangement of ``state`` in one table is, for comparing hands."""
        values = self.values[state]
        return values[2 * table], values[2 * table + 1]

    def best_key(self, state: int) -> tuple[int, bool, int]:
        """How good the best play of ``state`` is: score, then going out, then words."""
        score, count, out_score, out_count, _, _ = self.values[state]
        if out_score == score:
            return score, True, out_count
        return score, False, count

    def best_table(self, state: int) -> int:
        """The table that holds the best play of ``state``: going out, if it scores as well."""
        return self.GOING_OUT if self.best_key(state)[1] else self.BEST

    def laid_out(self, state: int, table: int) -> tuple[list[Word], list[Card]]:
        """Follow one table's choices from ``state`` down to the empty hand.

        Returns the words laid down and the cards left unused, in the order chosen.
        """
        laid: list[Word] = []
        unused: list[Card] = []
        while state:
            play = self.choices[state][table]
            if play:
                word = self._words.word(play)
                assert word is not None, "the tables hold only acceptable words"
                laid.append(word)
                state -= play
            else:
                first = first_kind(state)
                unused.append(self._kinds[first])
                state -= 1 << (FIELD * first)
        return laid, unused

"""The best play of a hand: the arrangement of its cards into words that scores most.

:func:`best_play` is exact. It works in three steps:

1. **Candidates.** Every sub-multiset of the hand's cards (at most 2**11, identical
   cards counted once) is spelt out as its letters in sorted order, and the anagram
   index is asked, in one batch, which words have exactly those letters.
2. **Optimisation.** A dynamic programme over the sub-multisets: the first card left
   is either unused or in one of the words that contain it and fit in what is left.
   Three tables are filled together: the best score (more words breaking a tie), the
   best score using every card, and the most words (the better score breaking a tie).
3. **Words, when they matter.** A sub-multiset of cards is a word only if one of its
   spellings can be laid down with exactly those cards (the QU card covers ``qu`` in
   the word, and so do a Q and a U card, at other points), it has two cards or more,
   and ``accept`` passes the spelling. This is settled only when the sub-multiset
   would improve an entry of a table, and then remembered: most candidates are never
   judged, and the tables only ever hold acceptable words.

A sub-multiset (a *state*) is an integer with one 4-bit field per kind of card in the
hand, the number of cards of that kind. The kinds are ordered dearest first: dear
cards are rare letters, in few words, and the programme looks only at the words that
contain the first card left. The candidates that fit in a state are found with a few
ANDs of bit sets, one per kind of card (see :func:`_fitting`).

Ties between best arrangements go to the one that goes out, then to the one with more
words, then to a fixed order (the order of the kinds of card). Without a drawn card a
hand that can go out always does so in its best play: an unused card costs its points
twice, once out of the words and once taken away. With a drawn card, every card of
the hand and the draw is tried as the discard (identical cards once); the discard is
not scored, so the best play may keep cards unused rather than throw away a dear one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from quiddler_score.engine.cards import DECK, Card, Word

MIN_HAND = 3
"""The smallest hand: round 1 deals 3 cards."""

MAX_HAND = 10
"""The largest hand: round 8 deals 10 cards."""

MAX_CARDS = MAX_HAND + 1
"""A round-8 hand of 10 cards and the card drawn."""

_FIELD = 4
_COUNT_MASK = (1 << _FIELD) - 1


class HandError(ValueError):
    """A hand that the deck cannot deal, or of a size no round has."""


class AnagramLookup(Protocol):
    """Where candidate words come from.

    An :class:`~quiddler_score.words.anagrams.AnagramIndex` (a file), an
    :class:`~quiddler_score.words.anagrams.AnagramMap` (in memory) or a
    :class:`~quiddler_score.words.anagrams.MergedLookup` of several.
    """

    def lookup_many(self, keys: Iterable[str]) -> Mapping[str, Sequence[str]]:
        """The words filed under each sorted-letter key, for the keys that have some."""
        ...


@dataclass(frozen=True)
class Arrangement:
    """Words laid down and cards left unused; ``score`` is word points minus unused points.

    ``discard`` is the card thrown away when the hand was played with a drawn card.
    """

    words: tuple[Word, ...]
    unused: tuple[Card, ...]
    score: int
    discard: Card | None = None

    @property
    def goes_out(self) -> bool:
        return not self.unused


@dataclass(frozen=True)
class BestPlay:
    """The best arrangement of a hand and the ones that win something else.

    ``going_out`` is the best arrangement that uses every card (None if no arrangement
    does); ``longest_word`` the acceptable word with the most letters (a double-letter
    card counts two; more points, then spelling, break a tie); ``most_words`` the
    arrangement with the most words (the better score breaks a tie). Both are None when
    the hand makes no word at all. ``discard`` is the best arrangement's discard.
    """

    best: Arrangement
    going_out: Arrangement | None
    longest_word: Word | None
    most_words: Arrangement | None
    discard: Card | None


def check_hand(hand: Sequence[Card], draw: Card | None = None) -> None:
    """Refuse a hand the deck cannot deal, or of fewer than 3 or more than 10 cards.

    The sizes are those of a hand dealt (round r deals r + 2 cards); a drawn card comes
    on top, so with ``draw`` there are 4 to 11 cards in all.
    """
    if len(hand) < MIN_HAND:
        raise HandError(f"a hand has at least {MIN_HAND} cards (round 1), not {len(hand)}")
    if len(hand) > MAX_HAND:
        raise HandError(f"a hand has at most {MAX_HAND} cards (round 8), not {len(hand)}")
    every = [*hand, *([] if draw is None else [draw])]
    for kind in sorted(set(every)):
        if DECK.get(kind.letters) != kind:
            raise HandError(f"{kind} is not a card of the deck")
        count = every.count(kind)
        if count > kind.copies:
            raise HandError(
                f"{count} {kind} cards, but the deck has only {kind.copies} {kind} "
                f"card{'s' if kind.copies > 1 else ''}"
            )


def best_play(
    hand: Sequence[Card],
    lookup: AnagramLookup,
    accept: Callable[[str], bool],
    *,
    draw: Card | None = None,
) -> BestPlay:
    """The best play of ``hand``, with words from ``lookup`` that ``accept`` passes.

    ``accept`` takes a word as lowercase letters. With ``draw``, the drawn card joins
    the hand and one card of the lot is discarded, the one that gives the best play.
    Raises :class:`HandError` for a hand that :func:`check_hand` refuses.
    """
    check_hand(hand, draw)
    every = [*hand, *([] if draw is None else [draw])]
    kinds = sorted(set(every), key=lambda kind: (-kind.points, kind.letters))
    counts = [every.count(kind) for kind in kinds]
    full = sum(count << (_FIELD * index) for index, count in enumerate(counts))
    if draw is None:
        options: list[tuple[int, Card | None]] = [(full, None)]
    else:
        options = [(full - (1 << (_FIELD * index)), kind) for index, kind in enumerate(kinds)]

    words = _Words(kinds, counts, lookup, accept, largest=len(hand))
    tables = _Tables(kinds, words)
    for state, _ in options:
        tables.solve(state)

    best_state, discard = max(options, key=lambda option: tables.best_key(option[0]))
    out = [option for option in options if tables.goes_out(option[0])]
    going_out = None
    if out:
        state, thrown = max(out, key=lambda option: tables.key(option[0], tables.GOING_OUT))
        going_out = tables.arrangement(state, thrown, tables.GOING_OUT)
    state, thrown = max(options, key=lambda option: tables.key(option[0], tables.MOST_WORDS))
    most_words = tables.arrangement(state, thrown, tables.MOST_WORDS)
    return BestPlay(
        best=tables.best_arrangement(best_state, discard),
        going_out=going_out,
        longest_word=words.longest(),
        most_words=most_words if most_words.words else None,
        discard=discard,
    )


def _first_kind(state: int) -> int:
    """The index of the first kind of card present in ``state``."""
    return ((state & -state).bit_length() - 1) // _FIELD


class _Words:
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
        subsets = _sub_multisets(kinds, counts)
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
            self.by_first_kind[_first_kind(state)].append((state, self.points[state]))
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
        return min(found, key=str, default=None)

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
        counts = [(state >> (_FIELD * index)) & _COUNT_MASK for index in range(len(kinds))]
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
        shift = _FIELD * index
        exactly = [0] * (count + 1)
        for position, (state, _) in enumerate(plays):
            exactly[(state >> shift) & _COUNT_MASK] |= 1 << position
        at_most = []
        seen = 0
        for plays_with_count in exactly:
            seen |= plays_with_count
            at_most.append(seen)
        fitting.append(at_most)
    return fitting


def _sub_multisets(kinds: Sequence[Card], counts: Sequence[int]) -> dict[int, tuple[str, int, int]]:
    """Every sub-multiset of the hand, by state: its letters, cards and points."""
    subsets = {0: ("", 0, 0)}
    for index, (kind, count) in enumerate(zip(kinds, counts, strict=True)):
        shift = _FIELD * index
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


_NONE = -(10**9)
"""The score of a state that has no arrangement of the kind asked for."""


class _Tables:
    """The dynamic programme's tables and the choice made at each state.

    ``values[state]`` holds six numbers: the best score and its words; the best score
    and its words using every card (``_NONE`` if no arrangement does); the most words
    and their score. ``choices[state]`` holds, for each of the three, the state of the
    word laid down with the first card, or 0 when that card is left unused. Only the
    states reachable from the hands asked about are filled.
    """

    BEST, GOING_OUT, MOST_WORDS = range(3)

    def __init__(self, kinds: Sequence[Card], words: _Words) -> None:
        self._kinds = kinds
        self._words = words
        self.values: dict[int, tuple[int, int, int, int, int, int]] = {0: (0, 0, 0, 0, 0, 0)}
        self.choices: dict[int, tuple[int, int, int]] = {}

    def solve(self, state: int) -> None:
        """Fill the tables for ``state`` and every state its arrangements leave."""
        values = self.values
        if state in values:
            return
        first = _first_kind(state)
        rest = state - (1 << (_FIELD * first))
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
            fits &= at_most[counts & _COUNT_MASK]
            counts >>= _FIELD
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

    def best_arrangement(self, state: int, discard: Card | None) -> Arrangement:
        table = self.GOING_OUT if self.best_key(state)[1] else self.BEST
        return self.arrangement(state, discard, table)

    def arrangement(self, state: int, discard: Card | None, table: int) -> Arrangement:
        """Follow one table's choices from ``state`` down to the empty hand."""
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
                first = _first_kind(state)
                unused.append(self._kinds[first])
                state -= 1 << (_FIELD * first)
        laid.sort(key=lambda word: (-word.points, str(word)))
        score = sum(word.points for word in laid) - sum(card.points for card in unused)
        return Arrangement(tuple(laid), tuple(unused), score, discard)

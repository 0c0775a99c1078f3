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

A sub-multiset (a *state*) is one integer (:mod:`~quiddler_score.words.solver_states`),
its kinds of card ordered dearest first: dear cards are rare letters, in few words, and
the programme looks only at the words that contain the first card left.

Ties between best arrangements go to the one that goes out, then to the one with more
words, then to a fixed order (the order of the kinds of card). Without a drawn card a
hand that can go out always does so in its best play: an unused card costs its points
twice, once out of the words and once taken away. With a drawn card, every card of
the hand and the draw is tried as the discard (identical cards once); the discard is
not scored, so the best play may keep cards unused rather than throw away a dear one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from quiddler_score.engine.cards import DECK, Card, Word
from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.engine.rules import MAX_HAND, MIN_HAND
from quiddler_score.language import _, ngettext
from quiddler_score.words.solver_candidates import AnagramLookup, CandidateWords
from quiddler_score.words.solver_states import FIELD
from quiddler_score.words.solver_tables import ArrangementTables

MAX_CARDS = MAX_HAND + 1
"""A round-8 hand of 10 cards and the card drawn."""


class HandError(QuiddlerError, ValueError):
    """A hand that the deck cannot deal, or of a size no round has."""


class Arrangement(NamedTuple):
    """Words laid down and cards left unused; ``score`` is word points minus unused points.

    ``discard`` is the card thrown away when the hand was played with a drawn card. A
    named tuple, as :class:`BestPlay`, not a dataclass: ``best`` must start fast, and
    importing dataclasses costs it.
    """

    words: tuple[Word, ...]
    unused: tuple[Card, ...]
    score: int
    discard: Card | None = None

    @property
    def goes_out(self) -> bool:
        return not self.unused


class BestPlay(NamedTuple):
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
    """Refuse a hand the deck cannot deal, or of a size no round deals (2 to 10 cards,
    3 to 10 in a standard game); a drawn card comes on top, up to 11 in all."""
    if len(hand) < MIN_HAND:
        # Translators: {least} is 2 or more; {count} is how many cards were given.
        raise HandError(
            ngettext(
                "a hand has at least {least} card, not {count}",
                "a hand has at least {least} cards, not {count}",
                MIN_HAND,
            ).format(least=MIN_HAND, count=len(hand))
        )
    if len(hand) > MAX_HAND:
        # Translators: {most} is 10; {count} is how many cards were given.
        raise HandError(
            ngettext(
                "a hand has at most {most} card, not {count}",
                "a hand has at most {most} cards, not {count}",
                MAX_HAND,
            ).format(most=MAX_HAND, count=len(hand))
        )
    every = [*hand, *([] if draw is None else [draw])]
    for kind in sorted(set(every)):
        if DECK.get(kind.letters) != kind:
            # Translators: {card} is a card as written (Q, (QU)).
            raise HandError(_("{card} is not a card of the deck").format(card=kind))
        count = every.count(kind)
        if count > kind.copies:
            # Translators: {count} cards given (always 2 or more) of a kind of card,
            # {card} (E, (QU)); the deck has only {copies} of them.
            raise HandError(
                ngettext(
                    "{count} {card} cards, but the deck has only {copies} {card} card",
                    "{count} {card} cards, but the deck has only {copies} {card} cards",
                    kind.copies,
                ).format(count=count, card=kind, copies=kind.copies)
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
    full = sum(count << (FIELD * index) for index, count in enumerate(counts))
    if draw is None:
        options: list[tuple[int, Card | None]] = [(full, None)]
    else:
        options = [(full - (1 << (FIELD * index)), kind) for index, kind in enumerate(kinds)]

    words = CandidateWords(kinds, counts, lookup, accept, largest=len(hand))
    tables = ArrangementTables(kinds, words)
    for state, _discarded in options:
        tables.solve(state)

    best_state, discard = max(options, key=lambda option: tables.best_key(option[0]))
    out = [option for option in options if tables.goes_out(option[0])]
    going_out = None
    if out:
        state, thrown = max(out, key=lambda option: tables.key(option[0], tables.GOING_OUT))
        going_out = _arrangement(tables, state, thrown, tables.GOING_OUT)
    state, thrown = max(options, key=lambda option: tables.key(option[0], tables.MOST_WORDS))
    most_words = _arrangement(tables, state, thrown, tables.MOST_WORDS)
    return BestPlay(
        best=_arrangement(tables, best_state, discard, tables.best_table(best_state)),
        going_out=going_out,
        longest_word=words.longest(),
        most_words=most_words if most_words.words else None,
        discard=discard,
    )


def _arrangement(
    tables: ArrangementTables, state: int, discard: Card | None, table: int
) -> Arrangement:
    """One table's arrangement of ``state``, its dearest words first."""
    laid, unused = tables.laid_out(state, table)
    laid.sort(key=lambda word: (-word.points, str(word)))
    score = sum(word.points for word in laid) - sum(card.points for card in unused)
    return Arrangement(tuple(laid), tuple(unused), score, discard)

"""A round as played: what scoring asks of one player's hand."""

from __future__ import annotations

from quiddler_score.engine.cards import cards, word
from quiddler_score.engine.plays import Hand


def test_a_hand_counts_its_cards_and_points_words_and_unused_apart() -> None:
    # (QU)IT: QU 9 + I 2 + T 3 = 14; OX: O 2 + X 12 = 14; unused Z 14 and E 2 = 16.
    hand = Hand((word("(qu)it"), word("ox")), cards("z e"))
    assert (hand.card_count, hand.word_points, hand.unused_points) == (7, 28, 16)
    assert [str(card) for card in hand.all_cards] == ["(QU)", "I", "T", "O", "X", "Z", "E"]


def test_the_longest_and_the_best_word_are_the_first_of_their_kind() -> None:
    # CAT and DOG both have 3 letters; OX (14 points) is worth more than either.
    hand = Hand((word("cat"), word("dog"), word("ox")))
    assert (hand.longest_word, hand.best_word) == (word("cat"), word("ox"))
    assert (Hand().longest_word, Hand().best_word) == (None, None)


def test_a_hand_notes_words_a_double_letter_card_would_value_differently() -> None:
    # QUIT as four single cards is Q 15 + U 4 + I 2 + T 3 = 24; with the (QU) card, 9 + 2 + 3
    # = 14: a note. (QU)IT, laid with the double-letter card already, needs none.
    hand = Hand((word("quit"), word("(qu)it")))
    assert [str(note.alternative) for note in hand.notes] == ["(QU)IT"]

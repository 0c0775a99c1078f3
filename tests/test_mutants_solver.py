"""The best play of a hand, pinned down where seeded faults went unseen
(scripts/mutate.sh): which longest word is named when several are as long, which
spelling a set of cards is laid as, the order of an arrangement's words, and a card
the deck does not have."""

from __future__ import annotations

from collections import Counter

import pytest

from quiddler_score.engine import cards
from quiddler_score.engine.cards import DECK, Card
from quiddler_score.words.anagrams import AnagramMap
from quiddler_score.words.solver import HandError, best_play, check_hand


def everything(word: str) -> bool:
    return True


def test_of_two_longest_words_the_dearer_is_named() -> None:
    # AT = 2+3 = 5 and AX = 2+12 = 14, both two letters: AX.
    play = best_play(cards.cards("a t x"), AnagramMap(["at", "ax"]), everything)
    assert str(play.longest_word) == "AX"


def test_of_two_longest_words_as_dear_the_first_in_spelling_is_named() -> None:
    # AS = 2+3 = 5 and AT = 2+3 = 5: as long and as dear, so AS, the first in spelling.
    play = best_play(cards.cards("a s t"), AnagramMap(["as", "at"]), everything)
    assert str(play.longest_word) == "AS"


def test_a_longer_word_the_judge_refuses_gives_way_to_a_shorter_one() -> None:
    # TAX is refused; of the two-letter words AX (14) beats AT (5).
    play = best_play(
        cards.cards("t a x"), AnagramMap(["tax", "at", "ax"]), lambda word: word != "tax"
    )
    assert str(play.longest_word) == "AX"


def test_cards_are_laid_as_the_first_spelling_the_judge_accepts() -> None:
    lookup = AnagramMap(["ate", "eat", "tea"])
    play = best_play(cards.cards("e a t"), lookup, everything)
    assert [str(word) for word in play.best.words] == ["ATE"]
    refused = best_play(cards.cards("e a t"), lookup, lambda word: word != "ate")
    assert [str(word) for word in refused.best.words] == ["EAT"]


def test_an_arrangement_lists_its_dearest_words_first_then_by_spelling() -> None:
    # AX = 2+12 = 14 before ON = 2+5 = 7, going out with 14+7 = 21; the same cards
    # laid as OX (14) and AN (7) list OX first.
    play = best_play(cards.cards("o n a x"), AnagramMap(["ax", "on"]), everything)
    assert [str(word) for word in play.best.words] == ["AX", "ON"]
    assert play.best.score == 21
    play = best_play(cards.cards("o n a x"), AnagramMap(["ox", "an"]), everything)
    assert [str(word) for word in play.best.words] == ["OX", "AN"]


def test_a_card_the_deck_does_not_have_is_refused() -> None:
    # An A worth 3 points is no card of the deck (its A is worth 2).
    with pytest.raises(HandError, match=r"^A is not a card of the deck$"):
        check_hand([Card("A", 3, 10), DECK["B"], DECK["C"]])
    with pytest.raises(HandError, match=r"^A is not a card of the deck$"):
        check_hand(cards.cards("b c d"), Card("A", 3, 10))


@pytest.mark.parametrize("hand", ["a t o n", "n o t a", "o a n t"])
def test_plays_as_good_are_told_apart_by_the_dearest_cards_first_word(hand: str) -> None:
    # AN + TO = 7+5 = 12 and AT + ON = 5+7 = 12 both go out with two words. The kinds
    # are taken dearest first (N 5, T 3, A 2, O 2), and of the words with an N, AN
    # comes first in the kinds' order (A before O): AN + TO, however the hand is typed.
    play = best_play(cards.cards(hand), AnagramMap(["at", "on", "an", "to"]), everything)
    assert [str(word) for word in play.best.words] == ["AN", "TO"]
    assert play.best.score == 12


def test_a_word_is_laid_with_the_hands_own_cards_each_used_once() -> None:
    # HERDER with H (ER) D E R: the E and R cards lay the first ER, and the ER card
    # the second: H E R D (ER), 7+2+5+5+7 = 26, going out.
    play = best_play(cards.cards("h (er) d e r"), AnagramMap(["herder"]), everything)
    assert [str(word) for word in play.best.words] == ["HERD(ER)"]
    assert (play.best.unused, play.best.score) == ((), 26)


def test_a_card_taken_back_while_laying_a_word_can_be_used_again() -> None:
    # BERCEUSE with B (ER) C E U S E: B, then the first E card leaves no R card for
    # the R, so that E is taken back and (ER) laid; both E cards then lay E U S E.
    # 8+7+8+2+4+3+2 = 34, going out.
    play = best_play(cards.cards("b (er) c e u s e"), AnagramMap(["berceuse"]), everything)
    assert [str(word) for word in play.best.words] == ["B(ER)CEUSE"]
    assert (play.best.unused, play.best.score) == ((), 34)


def test_a_card_taken_back_while_laying_a_word_is_given_back_once() -> None:
    # DERRIERE with D (ER) R I (ER) E: D E R leaves no R card for the next R, so the
    # R and then the E are taken back and the first ER card laid; R I E then finds no R
    # card again, so that E gives way to the second ER card: D (ER) R I (ER) E,
    # 5+7+5+2+7+2 = 28, going out. An R card given back twice would lay the last R as
    # well: seven cards out of six.
    hand = cards.cards("d (er) r i (er) e")
    play = best_play(hand, AnagramMap(["derriere"]), everything)
    assert [str(word) for word in play.best.words] == ["D(ER)RI(ER)E"]
    assert (len(play.best.words[0].cards), play.best.unused, play.best.score) == (6, (), 28)


def test_the_judge_is_asked_about_a_spelling_once_however_many_sets_of_cards_lay_it() -> None:
    # QUIT is laid by Q U I T and by (QU) I T: one question about QUIT, not two. The best
    # play is Q U I T, 15+4+2+3 = 24, with (QU) unused: 24 - 9 = 15.
    asked: Counter[str] = Counter()

    def judge(word: str) -> bool:
        asked[word] += 1
        return True

    play = best_play(cards.cards("q u (qu) i t"), AnagramMap(["quit", "it", "qi"]), judge)
    assert asked == {"quit": 1, "it": 1, "qi": 1}
    assert play.best.score == 15

"""The card notation's messages, pinned down where seeded faults went unseen
(scripts/mutate.sh): how an over-long token is shown, and what a bad card is told."""

from __future__ import annotations

import pytest

from quiddler_score.engine import cards


def test_a_token_over_thirty_characters_is_shown_cut_with_an_ellipsis() -> None:
    # The limit is 30 characters: 30 are shown as typed; 31 or more become the first 29
    # and an ellipsis, 29 + 1 = 30 characters again.
    thirty, forty = "x" * 30, "x" * 40
    with pytest.raises(cards.NotationError) as whole:
        cards.card(f"({thirty})")
    assert whole.value.card == thirty
    with pytest.raises(cards.NotationError) as cut:
        cards.card(f"({forty})")
    assert cut.value.card == "x" * 29 + "…"
    assert len(cut.value.card) == 30


def test_a_word_too_long_to_be_a_card_is_named_cut_short_in_its_message() -> None:
    with pytest.raises(cards.NotationError) as error:
        cards.word("a(" + "b" * 40 + ")")
    assert error.value.detail == f"there is no {'B' * 29 + '…'!r} card" + (
        " (the double-letter cards are CL, ER, IN, QU, TH)"
    )


def test_empty_brackets_are_refused_as_no_card_at_all() -> None:
    for typed in ("()", "[]"):
        with pytest.raises(cards.NotationError) as error:
            cards.card(typed)
        assert error.value.detail == "empty brackets are not a card"
    with pytest.raises(cards.NotationError) as error:
        cards.word("a()x")
    assert error.value.detail == "empty brackets are not a card"


def test_an_unknown_double_card_is_told_the_five_double_cards_there_are() -> None:
    with pytest.raises(cards.NotationError) as error:
        cards.card("(ch)")
    assert error.value.detail == (
        "there is no 'CH' card (the double-letter cards are CL, ER, IN, QU, TH)"
    )


@pytest.mark.parametrize(
    ("typed", "named"),
    [
        ("ab(qu", "(qu"),  # the unclosed bracket and what follows it
        ("a(xy)", "xy"),  # the bracketed letters that are no card
        ("a1", "1"),  # the character that is no letter
    ],
)
def test_a_bad_word_names_the_card_at_fault(typed: str, named: str) -> None:
    with pytest.raises(cards.NotationError) as error:
        cards.word(typed)
    assert error.value.card == named


def test_a_blank_word_is_refused_as_empty() -> None:
    with pytest.raises(cards.NotationError) as error:
        cards.word("   ")
    assert str(error.value) == "empty word"


def test_words_and_cards_typed_for_a_hand_name_the_round_and_the_player() -> None:
    with pytest.raises(cards.NotationError) as word_error:
        cards.parse_words("ox q(x", round_number=3, player="Bob")
    assert str(word_error.value) == "round 3, Bob, word 'q(x': unclosed '(' in 'q(x'"
    with pytest.raises(cards.NotationError) as card_error:
        cards.parse_cards("z 1", round_number=3, player="Bob")
    assert str(card_error.value).startswith("round 3, Bob, card '1': there is no '1' card")


def test_empty_brackets_among_loose_cards_name_all_that_was_typed() -> None:
    # Empty brackets are no card to name, so the error names the whole of what was typed.
    with pytest.raises(cards.NotationError) as error:
        cards.parse_cards("a ()", round_number=3, player="Bob")
    assert str(error.value) == "round 3, Bob, card 'a ()': empty brackets are not a card"

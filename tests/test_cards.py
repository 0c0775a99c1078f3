"""Card notation: typing words and loose cards, showing them, split notes, and what bad
notation is told."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from quiddler_score.engine import cards


@pytest.mark.parametrize(
    ("typed", "shown", "points"),
    [
        ("(qu)ick", "(QU)ICK", 9 + 2 + 8 + 8),
        ("[th]e", "(TH)E", 9 + 2),
        ("QUICK", "QUICK", 15 + 4 + 2 + 8 + 8),
        ("(Cl)ay", "(CL)AY", 10 + 2 + 4),
        ("w[er]e", "W(ER)E", 10 + 7 + 2),
    ],
)
def test_words_are_typed_as_their_cards_in_any_case(typed: str, shown: str, points: int) -> None:
    word = cards.word(typed)
    assert (str(word), word.points) == (shown, points)


@pytest.mark.parametrize(
    ("token", "letters"), [("x", "X"), ("th", "TH"), ("(th)", "TH"), ("[In]", "IN")]
)
def test_a_loose_card_is_a_token_with_or_without_brackets(token: str, letters: str) -> None:
    assert cards.card(token).letters == letters


def test_loose_cards_may_be_separated_by_spaces_or_commas() -> None:
    assert [c.letters for c in cards.cards("z, e (th)")] == ["Z", "E", "TH"]


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("(xy)z", "there is no 'XY' card"),
        ("a1", "'1' in 'a1' is not a letter"),
        ("twenty-two", "has a hyphen"),
        ("it's", "has an apostrophe"),
        ("(qu", "unclosed"),
        ("née", "is not a card"),
        ("", "empty word"),
    ],
)
def test_bad_notation_says_what_is_wrong(typed: str, message: str) -> None:
    with pytest.raises(cards.NotationError, match=message):
        cards.word(typed)


def test_a_word_of_twenty_letters_is_accepted_and_twenty_one_refused() -> None:
    # A hand is at most 10 cards; ten double-letter cards spell 10 x 2 = 20 letters,
    # the longest word a hand can make. One more single card makes 21: refused.
    twenty = "(qu)(th)(er)(in)(cl)" * 2
    word = cards.word(twenty)
    assert (len(word.cards), word.letter_count) == (10, 20)
    with pytest.raises(cards.NotationError, match="a word has at most 20 letters"):
        cards.word(twenty + "s")


def test_ch_is_not_a_card() -> None:
    with pytest.raises(cards.NotationError, match="there is no 'CH' card"):
        cards.card("ch")


def test_single_cards_that_could_have_been_a_double_card_of_other_value_get_a_note() -> None:
    # QUIT as Q+U+I+T = 15+4+2+3 = 24; with the QU card (QU)IT = 9+2+3 = 14.
    (note,) = cards.split_notes(cards.word("quit"))
    assert (note.word.points, note.alternative.points) == (24, 14)
    assert str(note.alternative) == "(QU)IT"
    assert "24" in str(note) and "14" in str(note)


def test_in_and_er_never_need_a_note_because_they_are_worth_the_same() -> None:
    # I+N = 2+5 = 7 = IN; E+R = 2+5 = 7 = ER.
    assert cards.split_notes(cards.word("inner")) == ()


def test_a_word_typed_with_the_double_card_gets_no_note() -> None:
    assert cards.split_notes(cards.word("(qu)it")) == ()


card_tokens = st.sampled_from(sorted(cards.DECK)).map(
    lambda letters: letters if len(letters) == 1 else f"({letters})"
)
typed_words = st.lists(card_tokens, min_size=1, max_size=10).map("".join)


@given(typed_words, st.booleans())
def test_parse_then_display_then_parse_gives_the_same_cards(typed: str, lower: bool) -> None:
    first = cards.word(typed.lower() if lower else typed)
    assert cards.word(str(first)) == first


@given(st.lists(st.sampled_from(sorted(cards.DECK)), max_size=12))
def test_loose_cards_round_trip_through_their_display(letters: list[str]) -> None:
    parsed = cards.cards(" ".join(letters))
    assert cards.cards(" ".join(str(c) for c in parsed)) == parsed


# The card notation's messages: how an over-long token is shown, and what a bad card
# is told.


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

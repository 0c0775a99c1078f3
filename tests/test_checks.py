"""The checks of a hand (engine/checks.py): each mistake is one line that names the round
and the player."""

from __future__ import annotations

import pytest

from quiddler_score.engine.cards import word
from quiddler_score.engine.checks import verify_words
from quiddler_score.engine.errors import ScoringError


def test_words_of_more_cards_than_the_round_deals_are_refused_naming_round_and_player() -> None:
    # Round 1 deals 1 + 2 = 3 cards; CAT and OX use 3 + 2 = 5.
    with pytest.raises(ScoringError) as error:
        verify_words(1, "Ann", [word("cat"), word("ox")])
    assert str(error.value) == "round 1, Ann: 5 cards in these words, but round 1 deals 3"


def test_going_out_with_cards_left_over_is_refused_naming_round_and_player() -> None:
    # Round 2 deals 2 + 2 = 4 cards; going out uses all of them, OX only 2.
    with pytest.raises(ScoringError) as error:
        verify_words(2, "Ann", [word("ox")], went_out=True)
    assert (
        str(error.value) == "round 2, Ann: went out, so the words use all 4 cards, but these use 2"
    )
    verify_words(2, "Ann", [word("ox")], went_out=False)

"""The lists every dictionary is judged with: proper adjectives and words that are names."""

from __future__ import annotations

from quiddler_score.words.shared_lists import NameWord, name_word, proper_adjective


def test_a_proper_adjective_is_given_in_its_capitalised_form() -> None:
    assert (proper_adjective("french"), proper_adjective("iraqi")) == ("French", "Iraqi")
    assert proper_adjective("cat") is None


def test_a_word_that_is_more_commonly_a_name_says_the_name_and_its_sense() -> None:
    assert name_word("abigail") == NameWord("Abigail", "a lady's maid")
    assert name_word("frenches") == NameWord("Frenches", None)
    assert name_word("cat") is None

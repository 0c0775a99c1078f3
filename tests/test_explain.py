"""What --explain says: how common a word is, and what it means."""

from __future__ import annotations

import pytest

from quiddler_score.words.explain import definition, describe_zipf, frequency


@pytest.mark.parametrize(
    ("zipf", "phrase"),
    [
        (0.0, "not in the frequency list"),
        (1.32, "rare: about once in 50 million words"),  # quiddity: 10**(9 - 1.32) = 48 million
        (1.99, "rare: about once in 10 million words"),
        (2.33, "uncommon: about once in 5 million words"),  # quixotic
        (3.0, "common: about once in 1 million words"),
        (5.47, "common: about once in 3,000 words"),  # children: 10**3.53 = 3,388
        (7.7, "very common: about once in 20 words"),
    ],
)
def test_zipf_frequencies_in_words_people_understand(zipf: float, phrase: str) -> None:
    assert describe_zipf(zipf) == phrase


def test_frequency_of_real_words() -> None:
    zipf, phrase = frequency("children")
    assert 5 < zipf < 6
    assert phrase.startswith("common: about once in ")
    assert frequency("CHILDREN")[0] == zipf
    assert frequency("qzxqvw") == (0.0, "not in the frequency list")


def test_definition_of_a_word() -> None:
    assert definition("quixotic") == "not sensible about practical matters"


def test_definition_of_an_inflection_follows_its_pointer() -> None:
    meaning = definition("ran")
    assert meaning is not None
    assert meaning.startswith("form of run: ")
    assert definition("children") == "form of child: a young person of either sex"


def test_no_definition_for_an_unknown_word() -> None:
    assert definition("qzxqvw") is None


def test_a_definition_names_its_source() -> None:
    from quiddler_score.words.explain import explain

    assert explain("quixotic").definition == "(WordNet 3.0) not sensible about practical matters"
    assert explain("qzxqvw").definition is None


def test_a_definition_of_a_rejected_word_says_the_dictionary_does_not_accept_it() -> None:
    from quiddler_score.words.dictionaries import open_dictionary
    from quiddler_score.words.explain import explain
    from quiddler_score.words.judge import judge

    verdict = judge("lidar", open_dictionary("standard"))
    assert not verdict.accepted
    meaning = explain("lidar", verdict).definition
    assert meaning is not None
    assert meaning.startswith("(WordNet 3.0; the standard dictionary does not accept LIDAR) ")


def test_a_name_word_has_its_curated_lowercase_sense() -> None:
    from quiddler_score.words.explain import explain

    meaning = explain("abigail").definition
    assert meaning == "(the project's curated lowercase senses) a lady's maid"

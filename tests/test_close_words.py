"""The close words offered for a word that is not found: the same lines under ``check``,
``challenge`` and play, never a word of the offensive list, never a word the table's
dictionary would refuse."""

from __future__ import annotations

import pytest
from cli_helpers import ok, qs
from installed import dictionary_or_skip

from quiddler_score.words.judge import judge
from quiddler_score.words.word_marks import _offensive, offensive

# hunspell's suggestions take 20 to 50 ms a word: its dictionaries are the slow ones.
DICTIONARIES = [
    "standard",
    "large",
    "family",
    pytest.param("hunspell:en_US", marks=pytest.mark.slow),
    pytest.param("hunspell:en_GB", marks=pytest.mark.slow),
]
# Typos of every 5th word of the offensive list (about 180): one filter serves every
# dictionary, so a sample shows it on each; the test asserts that the sample drew
# offensive words from the dictionary. hunspell's, slow to ask, get every 10th (about
# 90), which still draws some 35 offensive words from each of its dictionaries.
SAMPLE_EVERY = 5
HUNSPELL_SAMPLE_EVERY = 10


def swapped(word: str) -> str:
    """The typo of swapping the first two letters: dgo for dog."""
    return word[1] + word[0] + word[2:]


@pytest.mark.parametrize("name", ["standard", "hunspell:en_US"])
def test_dgo_is_offered_dog_and_not_the_slur_the_dictionary_itself_offers(name: str) -> None:
    dictionary = dictionary_or_skip(name)
    assert "dago" in dictionary.suggestions("dgo", limit=15)  # what the dictionary offers
    verdict = judge("dgo", dictionary)
    assert "dog" in verdict.suggestions
    assert "dago" not in verdict.suggestions


@pytest.mark.parametrize("name", DICTIONARIES)
def test_no_typo_of_an_offensive_word_is_offered_an_offensive_word(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Each sampled word with its first two letters swapped: the raw suggestions of every
    # dictionary offer a listed word for many of them, and the judge offers none.
    dictionary = dictionary_or_skip(name)
    raw: set[str] = set()
    suggestions = dictionary.suggestions

    def recorded(word: str, limit: int = 5) -> tuple[str, ...]:
        found = suggestions(word, limit)
        raw.update(found)
        return found

    monkeypatch.setattr(dictionary, "suggestions", recorded)
    listed = [word for word in sorted(_offensive()) if len(word) >= 3]
    every = HUNSPELL_SAMPLE_EVERY if name.startswith("hunspell:") else SAMPLE_EVERY
    typos = [swapped(word) for word in listed[::every]]
    offered = {word for typo in typos for word in judge(typo, dictionary).suggestions}
    assert offered, "the typos found no close words at all"
    drawn = sorted(word for word in raw if offensive(word))
    if name == "family":
        assert drawn == []  # its own word list leaves them out
    else:
        assert len(drawn) >= 10  # the filter had work to do
    assert sorted(word for word in offered if offensive(word)) == []


@pytest.mark.parametrize("typo", ["qiuxotic", "bzaaar", "zpehyr", "amrmalade", "xylophnoe"])
def test_family_offers_only_words_family_accepts(typo: str) -> None:
    # Typos of words family leaves out as rare (and of some it keeps): whatever standard
    # offers, family's close words are words family would score.
    family = dictionary_or_skip("family")
    for word in judge(typo, family).suggestions:
        assert judge(word, family).accepted, word


def close_words_line(output: str) -> str:
    [line] = [line for line in output.splitlines() if "close words:" in line]
    return line


def test_challenge_shows_the_close_words_check_shows() -> None:
    ok("new", "Ann", "Bob")
    ok("record", "Ann", "cat")
    ok("record", "Bob", "dgo")
    challenged = ok("challenge", "Ann", "Bob", "dgo")
    checked = qs("check", "dgo")
    assert checked.exit_code == 1  # not acceptable
    assert close_words_line(challenged) == close_words_line(checked.output)
    assert close_words_line(challenged) == "  close words: dog, duo, do, ago, ego"


def test_a_challenge_of_a_word_that_stands_shows_no_close_words() -> None:
    ok("new", "Ann", "Bob")
    ok("record", "Ann", "cat")
    ok("record", "Bob", "dog")
    assert "close words" not in ok("challenge", "Ann", "Bob", "dog")

"""`large`'s two-letter words follow the current tournament list, each addition sourced."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.judge import judge

REPO = Path(__file__).resolve().parent.parent
CURATION = REPO / "dictionaries" / "curation"
TOURNAMENT = REPO / "tests" / "data" / "labelled" / "two-letter-tournament.txt"
# Added after the 2006 list: (word, the year of the list that added it).
ADDITIONS = (("da", "2014"), ("gi", "2014"), ("po", "2014"), ("te", "2014"))
ADDITIONS += (("ew", "2018"), ("ok", "2018"))


def tournament_words() -> list[str]:
    text = TOURNAMENT.read_text(encoding="utf-8")
    return [w for line in text.splitlines() if not line.startswith("#") for w in line.split()]


def test_the_labelled_list_is_the_current_one() -> None:
    words = tournament_words()
    assert len(words) == len(set(words)) == 107
    assert {word for word, _ in ADDITIONS} <= set(words)


def test_large_accepts_every_current_tournament_two_letter_word_but_the_prefix_un() -> None:
    large = open_dictionary("large")
    refused = [word for word in tournament_words() if not judge(word, large).accepted]
    assert refused == ["un"]


@pytest.mark.parametrize(("word", "year"), ADDITIONS)
def test_each_later_addition_names_its_source(word: str, year: str) -> None:
    large_list = (CURATION / "two-letter-large.txt").read_text(encoding="utf-8")
    header = large_list.partition("\naa ")[0]
    assert re.search(rf"\b{word}\b.{{0,80}}{year}", header, re.DOTALL), word
    if word not in ("po", "te"):  # po and te are on the everyday list too
        assert re.search(rf"^{word}  # .*{year}", large_list, re.MULTILINE), word


def test_ok_is_a_word_of_large_only() -> None:
    # `standard` keeps its abbreviation veto; the tournament list decides for `large`.
    assert judge("ok", open_dictionary("large")).code == "word"
    assert judge("ok", open_dictionary("standard")).code == "abbreviation"

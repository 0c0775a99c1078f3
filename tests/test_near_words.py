"""Near words found for many unknown words in one process are those found for one.

The first word's candidates are checked by binary search over the word file; from the
second on, against the file read once into a set. Either way each candidate keeps the
kind of edit that makes it, which orders the suggestions.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from quiddler_score.words.lexicon_data import SortedWordFile, data_file
from quiddler_score.words.near_words import DELETE, INSERT, LETTERS, REPLACE, SWAP, near

words = st.text(alphabet="abcde", min_size=1, max_size=6)


def kinds_by_hand(word: str, entries: set[str]) -> dict[str, int]:
    """Each entry one edit from ``word``, with the kind of that edit, found letter by letter."""
    found: dict[str, int] = {}
    for index in range(len(word) + 1):
        head, tail = word[:index], word[index:]
        if len(tail) > 1 and tail[0] != tail[1]:
            found.setdefault(head + tail[1] + tail[0] + tail[2:], SWAP)
        for letter in LETTERS:
            if tail and letter != tail[0]:
                found.setdefault(head + letter + tail[1:], REPLACE)
            found.setdefault(head + letter + tail, INSERT)
        if tail:
            found.setdefault(head + tail[1:], DELETE)
    return {c: kind for c, kind in found.items() if c in entries and c != word}


@given(st.sets(words, max_size=60), words)
def test_each_near_word_keeps_the_kind_of_edit_that_makes_it(entries: set[str], word: str) -> None:
    expected = kinds_by_hand(word, entries)
    found = near(word, entries, lambda: sorted(w.encode() for w in entries))
    if expected:
        assert dict((candidate, kind) for kind, candidate in found) == expected


@pytest.mark.parametrize("first", ["zebrq", "qxzvw", "teh"])
def test_a_word_gets_the_same_near_words_first_or_after_another(first: str) -> None:
    path = Path(data_file("standard", "words.txt"))
    later = ["recieve", "hte", "quixotc", "xqzvbw", "aardvak"]
    alone = {word: sorted(SortedWordFile(path).near(word)) for word in later}
    in_a_row = SortedWordFile(path)
    in_a_row.near(first)
    assert {word: sorted(in_a_row.near(word)) for word in later} == alone
    assert alone["recieve"] and alone["aardvak"]

"""The glosses are searched by bisection: every entry is found, the first and the last
included, and a word between two entries is no entry's."""

from __future__ import annotations

import gzip

from quiddler_score.words import explain, lexicon_data


def entries() -> list[tuple[str, str]]:
    with open(lexicon_data.data_file(explain.GLOSSES_FILE), "rb") as file:
        text = gzip.decompress(file.read()).decode()
    return [(key, gloss) for key, _, gloss in (line.partition("\t") for line in text.splitlines())]


def test_every_hundredth_gloss_and_the_first_and_last_are_found_by_their_word() -> None:
    listed = entries()
    for key, gloss in [listed[0], *listed[::100], listed[-1]]:
        assert explain._gloss(key) == gloss, key


def test_a_word_that_sorts_between_two_entries_has_no_gloss() -> None:
    listed = entries()
    first, second = listed[0][0], listed[1][0]
    between = first + "\x01"
    assert first < between < second
    assert explain._gloss(between) is None
    assert explain._gloss("") is None
    assert explain._gloss("zzzzzzzz") is None

"""The anagram index, lookups held in memory and several lookups asked as one."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quiddler_score.words.anagrams import (
    INDEX_FILE,
    AnagramIndex,
    AnagramMap,
    MergedLookup,
    anagram_key,
    build_anagram_index,
    bundled_index,
    lexicon_sources,
    read_words,
)
from quiddler_score.words.lexicon_data import data_folder


def index_of(words: Iterable[str], folder: Path) -> AnagramIndex:
    path = folder / "anagrams.txt"
    path.write_bytes(build_anagram_index(words))
    return AnagramIndex(path)


# -- the anagram index --------------------------------------------------------------


def test_the_index_files_each_word_under_its_sorted_letters() -> None:
    data = build_anagram_index(["silent", "at", "listen", "ta", "enlist", "at"])
    assert data == b"at\tat ta\neilnst\tenlist listen silent\n"


@pytest.mark.parametrize("bad", ["a", "Tea", "it's", "née", ""])
def test_the_index_refuses_what_is_not_a_lowercase_word(bad: str) -> None:
    with pytest.raises(ValueError, match="lowercase word"):
        build_anagram_index(["tea", bad])


def test_lookups_at_the_ends_and_between_the_lines(tmp_path: Path) -> None:
    index = index_of(["at", "listen", "silent", "zzz", "ab", "quit"], tmp_path)
    assert index.lookup("ab") == ("ab",)
    assert index.lookup("zzz") == ("zzz",)
    assert index.lookup("eilnst") == ("listen", "silent")
    assert index.lookup(anagram_key("quit")) == ("quit",)
    for missing in ("aa", "zzzz", "b", "eilns", "eilnstt", "iqu"):
        assert index.lookup(missing) == ()
    assert index.lookup_many(["zzz", "aa", "at", "iqtu", "q"]) == {
        "zzz": ("zzz",),
        "at": ("at",),
        "iqtu": ("quit",),
    }


def test_an_empty_index_finds_nothing(tmp_path: Path) -> None:
    assert index_of([], tmp_path).lookup_many(["at", "ab"]) == {}


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.sets(st.text("abcde", min_size=2, max_size=5), max_size=60),
    keys=st.sets(st.text("abcde", min_size=1, max_size=6), max_size=60),
)
def test_a_batch_of_lookups_finds_what_a_dictionary_would(
    tmp_path_factory: pytest.TempPathFactory, words: set[str], keys: set[str]
) -> None:
    folder = tmp_path_factory.mktemp("batch")
    index = index_of(words, folder)
    keys |= {anagram_key(word) for word in list(words)[:10]}
    expected = {
        key: tuple(sorted(w for w in words if anagram_key(w) == key))
        for key in keys
        if any(anagram_key(w) == key for w in words)
    }
    assert index.lookup_many(keys) == expected


# -- lookups held in memory, and several lookups as one --------------------------------


def test_a_map_files_each_word_under_its_sorted_letters() -> None:
    # A single letter, capitals and accents can never be laid as a word: left out.
    found = AnagramMap(["silent", "listen", "at", "silent", "a", "Tea", "née", ""])
    assert len(found) == 2
    assert found.lookup("eilnst") == ("listen", "silent")
    assert found.lookup("a") == ()
    assert found.lookup_many(iter(["at", "aet", "eilnst", "at"])) == {
        "at": ("at",),
        "eilnst": ("listen", "silent"),
    }


class Recording:
    """A lookup that remembers every batch it is asked."""

    def __init__(self, lookup: AnagramMap) -> None:
        self.lookup = lookup
        self.batches: list[list[str]] = []

    def lookup_many(self, keys: Iterable[str]) -> dict[str, tuple[str, ...]]:
        batch = list(keys)
        self.batches.append(batch)
        return self.lookup.lookup_many(batch)


def test_merged_lookups_are_each_asked_once_per_batch(tmp_path: Path) -> None:
    index = index_of(["tea", "eat", "listen", "ox"], tmp_path)
    house = Recording(AnagramMap(["tae", "tea", "xzq"]))
    merged = MergedLookup(index, house)
    keys = (key for key in ["aet", "qxz", "eilnst", "aet", "nothing"])
    assert merged.lookup_many(keys) == {
        "aet": ("eat", "tae", "tea"),
        "qxz": ("xzq",),
        "eilnst": ("listen",),
    }
    assert [sorted(batch) for batch in house.batches] == [["aet", "eilnst", "nothing", "qxz"]]
    assert merged.lookup("ox") == ("ox",)
    assert MergedLookup().lookup_many(["ox"]) == {}


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.sets(st.text("abcde", min_size=2, max_size=5), max_size=60),
    split=st.integers(min_value=0, max_value=60),
    keys=st.sets(st.text("abcde", min_size=1, max_size=6), max_size=60),
)
def test_a_merged_lookup_finds_what_one_index_of_every_word_would(
    tmp_path_factory: pytest.TempPathFactory, words: set[str], split: int, keys: set[str]
) -> None:
    ordered = sorted(words)
    whole = index_of(words, tmp_path_factory.mktemp("whole"))
    part = index_of(ordered[:split], tmp_path_factory.mktemp("part"))
    merged = MergedLookup(part, AnagramMap(ordered[split:]))
    keys |= {anagram_key(word) for word in ordered[:10]}
    assert merged.lookup_many(keys) == whole.lookup_many(keys)


def test_building_an_index_from_a_word_list_and_a_side_list(tmp_path: Path) -> None:
    (tmp_path / "words.txt").write_text("listen\nsilent\n", encoding="utf-8")
    (tmp_path / "adjectives.tsv").write_text("iraqi\tIraqi\n", encoding="utf-8")
    sources = [tmp_path / "words.txt", tmp_path / "adjectives.tsv"]
    built = build_anagram_index(word for source in sources for word in read_words(source))
    assert built == b"aiiqr\tiraqi\neilnst\tlisten silent\n"


@pytest.mark.parametrize("lexicon", ["standard", "large"])
def test_the_bundled_index_is_built_from_its_lexicon(lexicon: str) -> None:
    folder = data_folder() / lexicon
    words = [word for source in lexicon_sources(folder) for word in read_words(source)]
    committed = (folder / INDEX_FILE).read_bytes()
    assert committed == build_anagram_index(words), "the index is out of date: rebuild it"
    # nee is known only as née, iraqi only as Iraqi: both are accepted words.
    samples = ["quixotic", "nee", "iraqi", "the"]
    found = bundled_index(lexicon).lookup_many(anagram_key(word) for word in samples)
    for word in samples:
        assert word in found[anagram_key(word)]

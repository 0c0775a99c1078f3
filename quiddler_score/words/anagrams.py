"""An anagram index: every word filed under its letters in sorted order.

The file has one line per key, ``sortedletters<TAB>word word word``, lines sorted by
key in byte order, words on a line sorted too (``<TAB>`` stands for a tab)::

    eilnst<TAB>enlist inlets listen silent tinsel
    iqtu<TAB>quit

:class:`AnagramIndex` answers "which words are spelt with exactly these letters?" by
binary search over a memory map of the file, so a process that asks a few hundred
questions never reads the whole file.

A bundled lexicon's index holds every string its judge accepts under the default rule
settings: the words of ``words.txt`` and the keys of two side lists, the words known
only with accents (nee) and the proper adjectives (iraqi); see :func:`lexicon_sources`.
Proper nouns are never played, and forms known only as abbreviations (nato) are played
only by tables that turn ``capitals_only_words`` on; neither is in the index. Words it
cannot know (a house allow list, a word-list file) are filed in an :class:`AnagramMap`.
``scripts/build_lexicons.py`` writes the bundled indexes with :func:`build_anagram_index`.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

from quiddler_score.words import lexicon_data
from quiddler_score.words.lexicon_data import StrPath
from quiddler_score.words.solver_candidates import AnagramLookup

INDEX_FILE = "anagrams.txt"
SIDE_LISTS = ("accented.tsv", "proper-adjectives.tsv")
"""The side lists of a bundled lexicon whose keys the default rule settings accept."""

_WORD = re.compile(r"[a-z]{2,}")


def anagram_key(letters: str) -> str:
    """The key a word is filed under: its letters in sorted order (``quit`` -> ``iqtu``)."""
    return "".join(sorted(letters))


def build_anagram_index(words: Iterable[str]) -> bytes:
    """The index file's bytes for ``words`` (lowercase ``[a-z]{2,}``; repeats are merged)."""
    filed: defaultdict[str, set[str]] = defaultdict(set)
    for word in words:
        if not _WORD.fullmatch(word):
            raise ValueError(f"{word!r} is not a lowercase word of two or more letters a-z")
        filed[anagram_key(word)].add(word)
    lines = (f"{key}\t{' '.join(sorted(filed[key]))}\n" for key in sorted(filed))
    return "".join(lines).encode("ascii")


def read_words(path: StrPath) -> list[str]:
    """The words of a word list, or the keys of a ``key<TAB>Form`` side list."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    return [line.partition("\t")[0].strip() for line in text.splitlines() if line.strip()]


def lexicon_sources(folder: Path) -> list[Path]:
    """The files a bundled lexicon's index is built from: ``words.txt`` and its side lists."""
    return [folder / "words.txt", *(folder / name for name in SIDE_LISTS)]


def bundled_index(lexicon: str) -> AnagramIndex:
    """The index of a bundled lexicon (``standard``, ``large``); OSError if it is missing."""
    return AnagramIndex(lexicon_data.data_file(lexicon, INDEX_FILE))


class AnagramIndex(lexicon_data.SortedLines):
    """Binary search over an index file held in a memory map."""

    def lookup(self, key: str) -> tuple[str, ...]:
        """The words whose sorted letters are ``key``; () when there are none."""
        return self.lookup_many([key]).get(key, ())

    def lookup_many(self, keys: Iterable[str]) -> dict[str, tuple[str, ...]]:
        """The words filed under each of ``keys``, only for the keys that have some.

        One sweep for the batch, split as it narrows the file (a batched binary search):
        a key whose neighbours in the batch have already closed its stretch costs nothing.
        """
        targets = sorted({key.encode("ascii") for key in keys})
        found: dict[str, tuple[str, ...]] = {}
        data = self._data
        # Each pending task is a slice of targets and the stretch of the file, from one
        # line start to another, where those targets must be if they are there at all.
        # Every probe finds the two lines around a target; targets between the keys of
        # those lines are not in the file, and are dropped without a probe of their own.
        pending = [(0, len(targets), 0, self._size)]
        while pending:
            first, last, low, high = pending.pop()
            if first >= last or low >= high:
                continue
            middle = (first + last) // 2
            target = targets[middle]
            start, end, key = self.first_at_or_after(target, low, high)
            if key is None:
                right = last
            else:
                if key == target:
                    tab = start + len(key)
                    found[target.decode("ascii")] = tuple(data[tab + 1 : end].decode().split())
                right = bisect_left(targets, key, middle + 1, last)
                pending.append((right, last, start, high))
            left = first
            if start > low:
                before = data.rfind(b"\n", low, start - 1)
                line_start = low if before == -1 else before + 1
                tab = data.find(b"\t", line_start, start - 1)
                key_before = data[line_start : start - 1 if tab == -1 else tab]
                left = bisect_right(targets, key_before, first, middle)
            pending.append((first, left, low, start))
        return found


class AnagramMap:
    """Words filed under their sorted letters in a dictionary held in memory.

    For a few thousand words, or the words of a word-list file: no file to build. Words
    that are not lowercase ``[a-z]{2,}`` are left out, since no play of two cards or
    more spells them (a house allow list may hold a single letter); repeats are merged.
    """

    def __init__(self, words: Iterable[str]) -> None:
        filed: defaultdict[str, set[str]] = defaultdict(set)
        for word in words:
            if _WORD.fullmatch(word):
                filed[anagram_key(word)].add(word)
        self._filed = {key: tuple(sorted(found)) for key, found in filed.items()}

    def __len__(self) -> int:
        """How many keys have words."""
        return len(self._filed)

    def lookup(self, key: str) -> tuple[str, ...]:
        """The words whose sorted letters are ``key``; () when there are none."""
        return self._filed.get(key, ())

    def lookup_many(self, keys: Iterable[str]) -> dict[str, tuple[str, ...]]:
        """The words filed under each of ``keys``, only for the keys that have some."""
        filed = self._filed
        return {key: filed[key] for key in keys if key in filed}


class MergedLookup:
    """Several anagram lookups asked as one.

    A batch is passed whole to each lookup's ``lookup_many`` (each is asked once), and a
    key's words are those of every lookup that has it, sorted, without repeats.
    """

    def __init__(self, *lookups: AnagramLookup) -> None:
        self.lookups = lookups

    def lookup(self, key: str) -> tuple[str, ...]:
        """The words whose sorted letters are ``key``; () when there are none."""
        return self.lookup_many([key]).get(key, ())

    def lookup_many(self, keys: Iterable[str]) -> dict[str, tuple[str, ...]]:
        """The words filed under each of ``keys`` by any lookup, for the keys with some."""
        batch = list(dict.fromkeys(keys))
        merged: dict[str, tuple[str, ...]] = {}
        for lookup in self.lookups:
            for key, words in lookup.lookup_many(batch).items():
                if words:
                    merged[key] = tuple(sorted({*merged.get(key, ()), *words}))
        return merged

"""Reading sorted word data without loading it.

The bundled lexicons are sorted text files (``dictionaries/<name>/words.txt``, one
lowercase word a line, byte order). A single check is a binary search over a memory
map of the file: no set is built, so checking one word costs well under a millisecond
however long the list is. The ``key<TAB>Form`` side lists are searched the same way.

Near words (for suggestions) are found by :mod:`quiddler_score.words.near_words`, imported
only when a word is not found.

Paths here are strings joined with :mod:`os.path`: ``check`` reads these files, and
importing :mod:`pathlib` would cost it more than the reading does.
"""

from __future__ import annotations

import mmap
import os
from collections.abc import Container, Iterator
from functools import cache, cached_property
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

# A path as a string or as anything os.path takes.
StrPath = str | os.PathLike[str]


DATA_FOLDER_NAME = "dictionaries"


@cache
def _data_folder() -> str:
    package = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    packaged = os.path.join(package, DATA_FOLDER_NAME)
    if os.path.isdir(packaged):
        return packaged
    return os.path.join(os.path.dirname(package), DATA_FOLDER_NAME)


def data_folder() -> Path:
    """The folder of bundled word data.

    In an installed wheel it is ``quiddler_score/dictionaries``; in a source checkout
    it is ``dictionaries`` at the root of the repository, next to the package.
    """
    from pathlib import Path  # on check's path, which reads with os.path

    return Path(_data_folder())


def data_file(*parts: str) -> str:
    """The path of a file in the folder of bundled word data (see :func:`data_folder`)."""
    return os.path.join(_data_folder(), *parts)


class SortedLines:
    """Binary search by key over the lines of a sorted file held in a memory map.

    A line's key is the whole line, or the part before its first tab; keys are compared
    as bytes, the order the files are sorted in.
    """

    def __init__(self, path: StrPath, data: bytes | None = None) -> None:
        """The file at ``path``, mapped; or ``data``, lines already read (``path`` then
        only names them)."""
        self.path = path
        self._data: mmap.mmap | bytes
        if data is not None:
            self._size, self._data = len(data), data
            return
        with open(path, "rb") as handle:
            self._size = os.fstat(handle.fileno()).st_size
            self._data = (
                mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) if self._size else b""
            )

    def first_at_or_after(
        self, target: bytes, low: int = 0, high: int | None = None
    ) -> tuple[int, int, bytes | None]:
        """The first line in the stretch [low, high) whose key is not below ``target``.

        ``low`` and ``high`` sit at line starts (or the end of the file). Returns the
        line's start, its end (the offset of its newline) and its key; when every key in
        the stretch is below ``target``, ``(high, high, None)``.
        """
        data = self._data
        high = self._size if high is None else high
        found: tuple[int, int, bytes | None] = (high, high, None)
        while low < high:
            middle = (low + high) // 2
            newline = data.rfind(b"\n", low, middle)
            start = low if newline == -1 else newline + 1
            end = data.find(b"\n", start, high)
            if end == -1:
                end = high
            tab = data.find(b"\t", start, end)
            key = data[start : end if tab == -1 else tab]
            if key < target:
                low = end + 1
            else:
                found = (start, end, key)
                high = start
        return found

    def _line(self, key: str) -> bytes | None:
        """The whole line whose key is ``key``, or None."""
        target = key.encode()
        start, end, found = self.first_at_or_after(target)
        return self._data[start:end] if found == target else None


class SortedWordFile(SortedLines):
    """A sorted word list (``words.txt``): membership by binary search."""

    _searched = False  # whether near words were looked for already in this process

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self._line(word) is not None

    def near(self, word: str) -> list[tuple[int, str]]:
        """Words one edit away, or, when there are none, two edits away.

        See :func:`quiddler_score.words.near_words.near`.
        """
        # on check's path: only for a word not found
        from quiddler_score.words.near_words import near

        # One word's few hundred candidates cost a binary search each; from the second
        # word on (check of many words) the list is read once into a set, a check of a
        # thousand unknown words no longer making half a million searches.
        known: Container[str] = self.word_set if self._searched else self
        self._searched = True
        return near(word, known, lambda: self.sorted_words)

    @cached_property
    def word_set(self) -> frozenset[str]:
        """Every word, for many membership checks in a row."""
        return frozenset(bytes(self._data).decode().split())

    @cached_property
    def sorted_words(self) -> list[bytes]:
        """Every word, in order: read once, and only for searches that visit many words."""
        return bytes(self._data).split()


class SideList(SortedLines):
    """A sorted ``key<TAB>Form`` list (``iraqi<TAB>Iraqi``): the Form a key stands for."""

    def get(self, key: str) -> str | None:
        line = self._line(key)
        if line is None:
            return None
        form = line.decode().partition("\t")[2]
        return form or None


@cache
def side_list(*parts: str) -> SideList | None:
    """The bundled side list at ``parts``, opened once; None when it is not there."""
    try:
        return SideList(data_file(*parts))
    except OSError:
        return None


def curated_entries(path: StrPath) -> Iterator[tuple[int, str]]:
    """The entries of a curated list as written, with their line numbers (from 1).

    One entry a line, ``#`` starts a comment, blank lines skipped. The lexicon build
    checks these strictly; :func:`read_curated` reads them for the judge.
    """
    with open(path, encoding="utf-8") as file:
        text = file.read()
    for number, raw in enumerate(text.splitlines(), 1):
        entry = raw.partition("#")[0].strip()
        if entry:
            yield number, entry


def read_curated(path: StrPath) -> frozenset[str]:
    """A curated word list: one word a line, ``#`` starts a comment, blank lines skipped."""
    return frozenset(entry.lower() for _, entry in curated_entries(path))

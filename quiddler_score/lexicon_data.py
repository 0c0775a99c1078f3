"""Reading sorted word data without loading it, and finding near words in it.

The bundled lexicons are sorted text files (``dictionaries/<name>/words.txt``, one
lowercase word a line, byte order). A single check is a binary search over a memory
map of the file: no set is built, so checking one word costs well under a millisecond
however long the list is. The ``key<TAB>Form`` side lists are searched the same way.

Near words (for suggestions) are found in two steps: every string one edit away is
checked by binary search (a few hundred checks); only when none is a word is the whole
list read and walked as a trie for words two edits away.
"""

from __future__ import annotations

import mmap
import string
from bisect import bisect_left
from collections.abc import Callable, Container, Iterator, Sequence
from functools import cache, cached_property
from importlib import resources
from pathlib import Path

DATA_FOLDER_NAME = "dictionaries"


@cache
def data_folder() -> Path:
    """The folder of bundled word data.

    In an installed wheel it is ``quiddler_score/dictionaries``; in a source checkout
    it is ``dictionaries`` at the root of the repository, next to the package.
    """
    packaged = resources.files("quiddler_score") / DATA_FOLDER_NAME
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / DATA_FOLDER_NAME


class _SortedLines:
    """Binary search by key over the lines of a sorted file held in a memory map.

    A line's key is the whole line, or the part before its first tab; keys are compared
    as bytes, the order the files are sorted in.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        with path.open("rb") as handle:
            self._size = path.stat().st_size
            self._data: mmap.mmap | bytes = (
                mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) if self._size else b""
            )

    def _line(self, key: str) -> bytes | None:
        """The whole line whose key is ``key``, or None."""
        target = key.encode()
        data, low, high = self._data, 0, self._size
        # low and high always sit at the start of a line or at the end of the file.
        while low < high:
            middle = (low + high) // 2
            newline = data.rfind(b"\n", low, middle)
            start = low if newline == -1 else newline + 1
            end = data.find(b"\n", start, high)
            if end == -1:
                end = high
            line = data[start:end]
            tab = line.find(b"\t")
            line_key = line if tab == -1 else line[:tab]
            if line_key == target:
                return line
            if line_key < target:
                low = end + 1
            else:
                high = start
        return None


class SortedWordFile(_SortedLines):
    """A sorted word list (``words.txt``): membership by binary search."""

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self._line(word) is not None

    def near(self, word: str) -> list[tuple[int, str]]:
        """Words one edit away, or, when there are none, two edits away: see :func:`near`."""
        return near(word, self, lambda: self.sorted_words)

    @cached_property
    def sorted_words(self) -> list[bytes]:
        """Every word, in order: read once, and only for searches that visit many words."""
        return bytes(self._data).split()


class SideList(_SortedLines):
    """A sorted ``key<TAB>Form`` list (``iraqi<TAB>Iraqi``): the Form a key stands for."""

    def get(self, key: str) -> str | None:
        line = self._line(key)
        if line is None:
            return None
        form = line.decode().partition("\t")[2]
        return form or None


def read_curated(path: Path) -> frozenset[str]:
    """A curated word list: one word a line, ``#`` starts a comment, blank lines skipped."""
    words = set()
    for raw in path.read_text(encoding="utf-8").splitlines():
        entry = raw.partition("#")[0].strip().lower()
        if entry:
            words.add(entry)
    return frozenset(words)


# Edit kinds, in the order suggestions prefer them: two swapped letters is the
# commonest slip, then a wrong letter, then a letter missing or one too many.
SWAP, REPLACE, INSERT, DELETE, TWO_EDITS = range(5)


def one_edit_away(word: str) -> Iterator[tuple[int, str]]:
    """Every string one edit from ``word`` (a-z only), with the kind of edit."""
    for index in range(len(word) + 1):
        head, tail = word[:index], word[index:]
        if len(tail) > 1 and tail[0] != tail[1]:
            yield SWAP, head + tail[1] + tail[0] + tail[2:]
        for letter in string.ascii_lowercase:
            if tail and letter != tail[0]:
                yield REPLACE, head + letter + tail[1:]
            yield INSERT, head + letter + tail
        if tail:
            yield DELETE, head + tail[1:]


def near(
    word: str, known: Container[str], sorted_words: Callable[[], Sequence[bytes]]
) -> list[tuple[int, str]]:
    """Words one edit away from ``word`` as (edit kind, word); if none, two edits away.

    ``known`` answers single checks cheaply; ``sorted_words`` gives every word sorted,
    as bytes, and is called only for the search two edits away. An edit is a letter
    inserted, deleted or replaced, or two neighbouring letters swapped. ``word`` itself
    is never among the words returned.
    """
    found: dict[str, int] = {}
    for kind, candidate in one_edit_away(word):
        if candidate not in found and candidate != word and candidate in known:
            found[candidate] = kind
    if found:
        return [(kind, candidate) for candidate, kind in found.items()]
    two = _trie_walk(sorted_words(), word, 2)
    return [(TWO_EDITS, candidate) for candidate in two if candidate != word]


def _trie_walk(words: Sequence[bytes], word: str, limit: int) -> list[str]:
    """Words at most ``limit`` edits from ``word``, walking the sorted list as a trie.

    Each prefix keeps one row of the edit-distance table (optimal string alignment:
    Levenshtein plus swaps of neighbours), computed only in the band of columns that
    can stay within ``limit``; a prefix whose row is all above ``limit`` cannot lead to
    a near word, so the words under it are skipped with one bisection.
    """
    target = word.encode()
    size = len(target)
    too_far = limit + 1
    found: list[str] = []

    def walk(prefix: bytes, low: int, high: int, above: list[int], above2: list[int]) -> None:
        depth = len(prefix)
        index = low
        if index < high and len(words[index]) == depth:
            if above[size] <= limit:
                found.append(prefix.decode())
            index += 1
        previous = prefix[-1] if prefix else -1
        band = range(max(1, depth + 1 - limit), min(size, depth + 1 + limit) + 1)
        first = depth + 1 if depth < limit else too_far
        while index < high:
            letter = words[index][depth]
            end = bisect_left(words, prefix + bytes((letter + 1,)), index, high)
            row = [too_far] * (size + 1)
            row[0] = left = best = first
            for column in band:
                wanted = target[column - 1]
                value = above[column - 1] + (wanted != letter)
                if left + 1 < value:
                    value = left + 1
                if above[column] + 1 < value:
                    value = above[column] + 1
                if wanted == previous and column > 1 and target[column - 2] == letter:
                    value = min(value, above2[column - 2] + 1)
                row[column] = left = min(value, too_far)
                if left < best:
                    best = left
            if best <= limit:
                walk(prefix + bytes((letter,)), index, end, row, above)
            index = end

    start = [min(column, too_far) for column in range(size + 1)]
    walk(b"", 0, len(words), start, start)
    return found

"""Finding near words, for suggestions, and ranking them.

Near words are found in two steps: every string one edit away is checked (a few
hundred checks: for a process's first word each a binary search over a bundled lexicon,
then against the lexicon read once into a set); only when none is a word is the whole
list read and walked as a trie for words two edits away. Imported only when a word is
not found.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Container, Sequence

LETTERS = "abcdefghijklmnopqrstuvwxyz"

# Edit kinds, in the order suggestions prefer them: two swapped letters is the
# commonest slip, then a wrong letter, then a letter missing or one too many.
SWAP, REPLACE, INSERT, DELETE, TWO_EDITS = range(5)


def _edits(word: str) -> tuple[tuple[int, list[str]], ...]:
    """The strings one edit from ``word``, by kind. No string comes of two kinds: a
    swap changes two letters and a replacement one, an insertion or deletion the length."""
    splits = [(word[:index], word[index:]) for index in range(len(word) + 1)]
    return (
        (SWAP, [h + t[1] + t[0] + t[2:] for h, t in splits if len(t) > 1 and t[0] != t[1]]),
        (REPLACE, [h + c + t[1:] for h, t in splits if t for c in LETTERS if c != t[0]]),
        (INSERT, [h + c + t for h, t in splits for c in LETTERS]),
        (DELETE, [h + t[1:] for h, t in splits if t]),
    )


def near(
    word: str, known: Container[str], sorted_words: Callable[[], Sequence[bytes]]
) -> list[tuple[int, str]]:
    """Words one edit away from ``word`` as (edit kind, word); if none, two edits away.

    ``known`` answers single checks cheaply; ``sorted_words`` gives every word sorted,
    as bytes, and is called only for the search two edits away. An edit is a letter
    inserted, deleted or replaced, or two neighbouring letters swapped. ``word`` itself
    is never among the words returned.
    """
    # Built as lists, each string checked once: a thousand unknown words make half a
    # million candidates, and a generator's step for each was most of their cost.
    found = {
        candidate: kind
        for kind, candidates in _edits(word)
        for candidate in dict.fromkeys(candidates)
        if candidate != word and candidate in known
    }
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


def ranked(near: list[tuple[int, str]], word: str, limit: int) -> tuple[str, ...]:
    """Order near words: swapped letters, then same first letter, kind of edit, length."""

    def rank(item: tuple[int, str]) -> tuple[bool, bool, int, int, str]:
        kind, candidate = item
        same_start = candidate[:1] == word[:1]
        return kind != SWAP, not same_start, kind, abs(len(candidate) - len(word)), candidate

    return tuple(candidate for _, candidate in sorted(near, key=rank)[:limit])

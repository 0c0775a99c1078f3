"""What the ``family`` lexicon keeps: a school dictionary's words, none rare or offensive.

Imported by ``scripts/build_lexicons.py``. ``family`` starts as every lexicon does, from
SCOWL's word files up to its size (50: the words of a school or desk dictionary, with
their inflections, a size SCOWL calls "medium"), and then:

- leaves out the words of ``curation/offensive.txt``;
- leaves out rare words (``curation/word-tiers.tsv``: not listed there), unless a base
  form of the word is a word of the lexicon that is not rare: an inflection goes with
  its word (unpacks: unpack), however seldom it is written;
- takes only the two-letter words of ``curation/two-letter-words.txt`` that are not
  rare (so no qi, xu, ka).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

FAMILY = "family"
FAMILY_SOURCE = ", less curation/offensive.txt and rare words (curation/word-tiers.tsv)"


def read_tiers(path: Path) -> dict[str, str]:
    """``word<TAB>tier`` lines (``#`` starts a comment line): the words not rare."""
    tiers: dict[str, str] = {}
    for line in path.read_text("utf-8").splitlines():
        if line and not line.startswith("#"):
            word, _, tier = line.partition("\t")
            tiers[word] = tier
    return tiers


def family_two_letter(two_letter: frozenset[str], tiers: dict[str, str]) -> frozenset[str]:
    return frozenset(word for word in two_letter if word in tiers)


def family_words(
    words: Iterable[str],
    tiers: dict[str, str],
    offensive: frozenset[str],
    base_forms: Callable[[str], Iterable[str]],
) -> list[str]:
    """The words kept, in the order given."""
    clean = [word for word in words if word not in offensive]
    known = set(clean)
    return [
        word
        for word in clean
        if word in tiers or any(base in tiers and base in known for base in base_forms(word))
    ]

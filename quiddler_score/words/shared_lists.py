"""The lists every dictionary is judged with, built with the bundled lexicons.

- ``proper-adjectives.tsv``: every proper adjective (Iraqi, Bostonian, French), also
  those that are ordinary words in some lexicon: the rule that says whether a
  capitalised word is an adjective (how the judge uses it is said in
  :mod:`~quiddler_score.words.judge`).
- ``name-words.tsv``: words that are also, and more commonly, names (kyle: Kyle), with
  a lowercase sense when a source knows one; the judge's reason says so.

Both are sorted ``key<TAB>...`` files searched in place, opened on first use.
"""

from __future__ import annotations

from typing import NamedTuple

from quiddler_score.words.lexicon_data import side_list


class NameWord(NamedTuple):
    """A word that is also a name: the name's form and the word's lowercase sense."""

    name: str
    sense: str | None


def proper_adjective(key: str) -> str | None:
    """The Capitalised form of ``key`` if it is a proper adjective (french: French)."""
    found = side_list("proper-adjectives.tsv")
    return None if found is None else found.get(key)


def name_word(key: str) -> NameWord | None:
    """The name ``key`` also is, more commonly than the word, and the word's sense."""
    found = side_list("name-words.tsv")
    value = None if found is None else found.get(key)
    if value is None:
        return None
    name, _, sense = value.partition("\t")
    return NameWord(name, sense or None)

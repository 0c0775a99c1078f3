"""Choosing a dictionary by name, and listing the ones a table can choose.

Names: ``standard`` and ``large`` (bundled), ``hunspell:TAG`` (a system hunspell
dictionary such as ``hunspell:en_GB``) and ``file:PATH`` (a word list). Each dictionary
is opened once per process; the modules of the hunspell and word-list backends are
imported only when such a dictionary is opened.
"""

from __future__ import annotations

from contextlib import suppress
from typing import TYPE_CHECKING, NamedTuple

from quiddler_score.language import _
from quiddler_score.words.backends import (
    BUNDLED_NAMES,
    BundledLexicon,
    Description,
    Dictionary,
    DictionaryUnavailable,
)

if TYPE_CHECKING:
    from quiddler_score.words.hunspell_dictionary import MissingDictionary

_opened: dict[str, Dictionary] = {}


def open_dictionary(name: str) -> Dictionary:
    """The dictionary called ``name``; :class:`DictionaryUnavailable` says why not."""
    key = _cache_key(name.strip())
    dictionary = _opened.get(key)
    if dictionary is None:
        dictionary = _open(key)
        _opened[key] = _opened.setdefault(dictionary.name, dictionary)
    return dictionary


def _cache_key(name: str) -> str:
    """A word list's name with its whole path: the same relative name read from another
    folder is another list."""
    kind, colon, argument = name.partition(":")
    if colon and kind == "file" and argument:
        # on check's path: only for a file: dictionary
        from quiddler_score.words.word_list_file import whole_path

        return f"file:{whole_path(argument)}"
    return name


def _open(name: str) -> Dictionary:
    kind, colon, argument = name.partition(":")
    if name in BUNDLED_NAMES:
        return BundledLexicon(name)
    if colon and kind == "hunspell":
        # pyenchant: only for a hunspell dictionary
        from quiddler_score.words.hunspell_dictionary import HunspellDictionary

        return HunspellDictionary(argument)
    if colon and kind == "file" and argument:
        # on check's path: only for a file: dictionary
        from quiddler_score.words.word_list_file import WordListFile

        return WordListFile(argument)
    raise DictionaryUnavailable(_unknown(name))


def _unknown(name: str) -> str:
    """Why ``name`` names no dictionary, and the names that do."""
    # pyenchant: only for the hunspell dictionaries
    from quiddler_score.words.hunspell_dictionary import hunspell_tags

    values = {"name": repr(name), "bundled": ", ".join(BUNDLED_NAMES)}
    try:
        tags = hunspell_tags()
    except DictionaryUnavailable as error:
        # Translators: {name} is the name typed, quoted; {bundled} lists the bundled
        # dictionaries (standard, large, family); hunspell:TAG and file:PATH are typed as
        # they are; {error} says why no hunspell dictionary can be used.
        return _(
            "unknown dictionary {name}: use {bundled}, hunspell:TAG (none installed: "
            "{error}) or file:PATH"
        ).format(error=error, **values)
    if not tags:
        # Translators: {name} is the name typed, quoted; {bundled} lists the bundled
        # dictionaries (standard, large, family); hunspell:TAG and file:PATH are typed as
        # they are.
        return _(
            "unknown dictionary {name}: use {bundled}, hunspell:TAG (none installed) or file:PATH"
        ).format(**values)
    # Translators: {name} is the name typed, quoted; {bundled} lists the bundled
    # dictionaries; {installed} the hunspell ones installed (en_GB, en_US).
    return _(
        "unknown dictionary {name}: use {bundled}, hunspell:TAG (installed: {installed}) or "
        "file:PATH"
    ).format(installed=", ".join(tags), **values)


class Listing(NamedTuple):
    """The dictionaries a table can choose here, and well-known ones it could install."""

    available: tuple[Description, ...]
    missing: tuple[MissingDictionary, ...]


def available_dictionaries() -> Listing:
    """Every dictionary that opens here, described, and the hunspell ones missing."""
    # pyenchant: only for the hunspell dictionaries
    from quiddler_score.words.hunspell_dictionary import hunspell_tags, missing_hunspell_tags

    names = list(BUNDLED_NAMES)
    with suppress(DictionaryUnavailable):
        names += [f"hunspell:{tag}" for tag in hunspell_tags()]
    described = []
    for name in names:
        with suppress(DictionaryUnavailable):
            described.append(open_dictionary(name).describe())
    return Listing(tuple(described), missing_hunspell_tags())

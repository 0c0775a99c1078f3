"""The dictionaries a table can choose, behind one small interface.

A :class:`Dictionary` only says how it knows a lowercase string of letters (an
ordinary word, a word with accents, a Capitalised proper adjective or noun, an
abbreviation, or not at all) and which words are near it. What the game makes of that
(too short, affixes, abbreviations, house lists and settings) is decided once, above
every dictionary, in :mod:`quiddler_score.words.judge`.

When a word is known in more than one way, the ordinary reading wins, in this order:
lower case, then with accents, then Capitalised, then as an abbreviation.

The word lists shipped with the package (:class:`BundledLexicon`) are here; a system
hunspell dictionary and a list a table trusts have modules of their own
(``hunspell_dictionary``, ``word_list_file``), imported only when one is opened.
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from collections.abc import Iterable
from enum import Enum
from functools import cache, cached_property
from typing import Any, NamedTuple

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.language import N_, _
from quiddler_score.words import lexicon_data
from quiddler_score.words.lexicon_data import SideList, SortedWordFile, StrPath
from quiddler_score.words.shared_lists import proper_adjective

BUNDLED_NAMES = ("standard", "large", "family")

# What the listing of dictionaries says of each, kept in English (JSON gives it) and
# said in the language in force by Description.said. The bundled ones are the
# manifest's descriptions (scripts/build_lexicons.py writes them).
BUNDLED_DESCRIPTIONS = (
    N_(
        "Standard English word list: common and less common words, all national "
        "spellings, accents folded, curated for Quiddler"
    ),
    N_(
        "Large English word list: adds rare, technical and archaic words, all national "
        "spellings, accents folded, curated for Quiddler"
    ),
    N_(
        "Family word list for tables with children: a school dictionary's everyday words "
        "and their inflections, nothing rare, nothing offensive"
    ),
)
# Translators: a hunspell dictionary's details in the list of dictionaries: {dic} and
# {aff} are its files; {count} is how many stems (base words) its file lists, always
# thousands.
HUNSPELL_SOURCE = N_("{dic} and {aff} ({count} stems, inflected by affix rules)")
# Translators: {dic} and {aff} are a hunspell dictionary's files.
HUNSPELL_SOURCE_UNCOUNTED = N_("{dic} and {aff} (its stems, inflected by affix rules)")
# Translators: where a hunspell dictionary's licence is said; {package} is a package's name.
HUNSPELL_LICENCE = N_("see /usr/share/doc/{package}/copyright")
# Translators: {tag} is a language tag (en_GB); {package} is a package's name.
HUNSPELL_DESCRIPTION = N_("the system's hunspell {tag} dictionary ({package})")
# Translators: the licence of a word list a table chose for itself.
WORD_LIST_LICENCE = N_("as the list's owner states")
WORD_LIST_DESCRIPTION = N_("a word list chosen by the table")
DESCRIPTIONS = (
    HUNSPELL_SOURCE,
    HUNSPELL_SOURCE_UNCOUNTED,
    HUNSPELL_LICENCE,
    HUNSPELL_DESCRIPTION,
    WORD_LIST_LICENCE,
    WORD_LIST_DESCRIPTION,
    *BUNDLED_DESCRIPTIONS,
)
DEMONYM_ENDINGS = ("an", "ese", "ish", "ic")


class DictionaryUnavailable(QuiddlerError):
    """A dictionary that cannot be opened; the message says what to install or fix."""


class Standing(Enum):
    """How a dictionary knows a lowercase string of letters."""

    WORD = "word"
    """Listed in lower case: an ordinary word."""
    ACCENTED = "accented"
    """Listed only with accents (née for nee)."""
    PROPER_ADJECTIVE = "proper adjective"
    """Listed only Capitalised, as an adjective (Iraqi)."""
    PROPER_NOUN = "proper noun"
    """Listed only Capitalised, as a name (Paris)."""
    ABBREVIATION = "abbreviation"
    """Listed only as an abbreviation or acronym, mostly in capitals (NATO, Mbps)."""
    UNKNOWN = "unknown"


class Entry(NamedTuple):
    """A dictionary's answer: how it knows a word, and the form it lists (Paris, née)."""

    standing: Standing
    form: str | None = None


UNKNOWN = Entry(Standing.UNKNOWN)


class Description(NamedTuple):
    """One dictionary as a listing shows it."""

    name: str
    words: int | None
    fingerprint: str
    source: str
    licence: str
    description: str

    def said(self) -> Description:
        """The same, its source, licence and description in the language in force (the
        bundled lexicons' sources are bibliographic and stay as they are)."""
        from quiddler_score.words.reasons import said  # only for a listing in another language

        return self._replace(
            source=said(self.source, DESCRIPTIONS),
            licence=said(self.licence, DESCRIPTIONS),
            description=said(self.description, DESCRIPTIONS),
        )


class Dictionary(ABC):
    """What every dictionary does; the word rules themselves live in the judge."""

    name: str
    """How a game record names it: ``standard``, ``hunspell:en_US``, ``file:/path``."""

    curated_two_letter_words: bool = False
    """True where the judge must also find a two-letter word on the curated list
    (``dictionaries/curation/two-letter-words.txt``): spell checkers accept letter names
    and symbols (qu, xx, cs). The bundled lexicons were built with that list, and a
    table's own word list is authoritative, so for them it is False."""

    @property
    @abstractmethod
    def fingerprint(self) -> str:
        """A stable hash of the dictionary's contents (16 hex digits of a SHA-256)."""

    @abstractmethod
    def describe(self) -> Description: ...

    @abstractmethod
    def lookup(self, word: str) -> Entry:
        """How this dictionary knows ``word``, a lowercase string of letters a-z."""

    @abstractmethod
    def suggestions(self, word: str, limit: int = 5) -> tuple[str, ...]:
        """Up to ``limit`` lowercase words near ``word``, the likeliest first."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


def fingerprint_of(chunks: Iterable[bytes]) -> str:
    """The first 16 hex digits of the SHA-256 of the bytes, as the bundled manifest has."""
    import hashlib  # only word lists and hunspell files are hashed at run time

    digest = hashlib.sha256()
    for chunk in chunks:
        digest.update(chunk)
    return digest.hexdigest()[:16]


# -- bundled lexicons ---------------------------------------------------------------


@cache
def _manifest(folder: str) -> dict[str, dict[str, Any]]:
    """The manifest's entry of every bundled lexicon, by name."""
    import json  # the manifest is the only JSON a check reads

    path = os.path.join(folder, "manifest.json")
    try:
        with open(path, encoding="utf-8") as file:
            manifest = json.loads(file.read())
        return {str(entry["name"]): entry for entry in manifest["lexicons"]}
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise DictionaryUnavailable(
            _("the bundled word data has no readable {path}").format(path=path)
        ) from error


def _manifest_entry(folder: str, name: str) -> dict[str, Any]:
    entry = _manifest(folder).get(name)
    if not entry:
        # Translators: {name} is a dictionary's name, quoted; {folder} a folder's path.
        raise DictionaryUnavailable(
            _("there is no bundled dictionary {name} in {folder}").format(
                name=repr(name), folder=folder
            )
        )
    return entry


class BundledLexicon(Dictionary):
    """A word list shipped with the package: ``words.txt`` and its side lists.

    The manifest (fingerprint, word count, source, licence) is read when it is first
    asked for: judging a word needs only the word files, and ``check`` starts faster
    without parsing JSON. A name the package does not ship is looked up in it at once.
    """

    def __init__(self, name: str, folder: StrPath | None = None) -> None:
        root = lexicon_data.data_file() if folder is None else os.fspath(folder)
        self.name = name
        self._folder = root
        if name not in BUNDLED_NAMES:
            _manifest_entry(root, name)

        def lexicon(file_name: str) -> str:
            return os.path.join(root, name, file_name)

        try:
            self.words = SortedWordFile(lexicon("words.txt"))
            self._accented = SideList(lexicon("accented.tsv"))
            self._abbreviations = SideList(lexicon("abbreviations.tsv"))
            self._side_lists = (
                (SideList(lexicon("proper-adjectives.tsv")), Standing.PROPER_ADJECTIVE),
                (SideList(lexicon("proper-nouns.tsv")), Standing.PROPER_NOUN),
                (self._abbreviations, Standing.ABBREVIATION),
            )
        except OSError as error:
            # Translators: {name} is a dictionary's name, quoted; {error} the system's reason.
            raise DictionaryUnavailable(
                _("the bundled dictionary {name} is incomplete: {error}").format(
                    name=repr(name), error=error
                )
            ) from error

    @cached_property
    def _entry(self) -> dict[str, Any]:
        return _manifest_entry(self._folder, self.name)

    @property
    def fingerprint(self) -> str:
        return str(self._entry["fingerprint"])

    def describe(self) -> Description:
        entry = self._entry
        return Description(
            name=self.name,
            words=int(entry["words"]),
            fingerprint=self.fingerprint,
            source=str(entry.get("source", "")),
            licence=str(entry.get("licence", "")),
            description=str(entry.get("description", "")),
        )

    def lookup(self, word: str) -> Entry:
        # accented.tsv holds words known only with accents; words.txt may list them too.
        accented = self._accented.get(word)
        if accented is not None:
            return Entry(Standing.ACCENTED, accented)
        if word in self.words:
            return Entry(Standing.WORD, word)
        for side_list, standing in self._side_lists:
            form = side_list.get(word)
            if form is not None:
                return Entry(standing, form)
        return UNKNOWN

    def abbreviation(self, word: str) -> str | None:
        """The form of ``word`` if this lexicon lists it only as an abbreviation."""
        return self._abbreviations.get(word)

    def accented(self, word: str) -> str | None:
        """The accented form of ``word`` if this lexicon lists it only with accents."""
        return self._accented.get(word)

    def suggestions(self, word: str, limit: int = 5) -> tuple[str, ...]:
        # on check's path: only for a word not found
        from quiddler_score.words.near_words import ranked

        return ranked(self.words.near(word), word, limit)


@cache
def large_lexicon() -> BundledLexicon:
    """The bundled large lexicon, opened once: its side lists classify other dictionaries."""
    return BundledLexicon("large")


def capitalised_entry(word: str, form: str) -> Entry:
    """A word a dictionary lists only Capitalised (or in mixed case), as ``form``.

    Hunspell and word lists cannot say whether such a word is a proper adjective
    (Iraqi), an abbreviation written as a name (en_GB's Nato) or a proper noun (Paris):
    the bundled large lexicon's side lists tell them apart.
    """
    if proper_adjective(word) is not None:
        return Entry(Standing.PROPER_ADJECTIVE, form)
    large = large_lexicon()
    if word in large.words and word.endswith(DEMONYM_ENDINGS):
        # a word large lists in lower case, with a demonym's ending (Amazonian)
        return Entry(Standing.PROPER_ADJECTIVE, form)
    if large.abbreviation(word) is not None:
        return Entry(Standing.ABBREVIATION, form)
    return Entry(Standing.PROPER_NOUN, form)

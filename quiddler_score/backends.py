"""The dictionaries a table can choose, behind one small interface.

A :class:`Dictionary` only says how it knows a lowercase string of letters (an
ordinary word, a word with accents, a Capitalised proper adjective or noun, an
abbreviation, or not at all) and which words are near it. What the game makes of that
(too short, affixes, abbreviations, house lists and settings) is decided once, above
every dictionary, in :mod:`quiddler_score.judge`.

When a word is known in more than one way, the ordinary reading wins, in this order:
lower case, then with accents, then Capitalised, then as an abbreviation.

Three kinds of dictionary:

- :class:`BundledLexicon`: the word lists shipped with the package (``standard``,
  ``large``), searched in place by :mod:`quiddler_score.lexicon_data`.
- :class:`HunspellDictionary`: a hunspell dictionary installed on the system, through
  pyenchant, imported only when such a dictionary is opened.
- :class:`WordListFile`: any one-word-per-line list a table trusts.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from quiddler_score import lexicon_data
from quiddler_score.lexicon_data import SWAP, SideList, SortedWordFile

BUNDLED_NAMES = ("standard", "large")
WELL_KNOWN_HUNSPELL_TAGS = ("en_US", "en_GB", "en_AU", "en_CA")
ENCHANT_PACKAGE = "libenchant-2-2"

_PLAIN_WORD = re.compile(r"[a-z]{2,}")
_TAG = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")


class DictionaryUnavailable(Exception):
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


@dataclass(frozen=True)
class Entry:
    """A dictionary's answer: how it knows a word, and the form it lists (Paris, née)."""

    standing: Standing
    form: str | None = None


UNKNOWN = Entry(Standing.UNKNOWN)


@dataclass(frozen=True)
class Description:
    """One dictionary as a listing shows it."""

    name: str
    words: int | None
    fingerprint: str
    source: str
    licence: str
    description: str


class Dictionary(ABC):
    """What every dictionary does; the word rules themselves live in the judge."""

    name: str
    """How a game record names it: ``standard``, ``hunspell:en_US``, ``file:/path``."""

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
    digest = hashlib.sha256()
    for chunk in chunks:
        digest.update(chunk)
    return digest.hexdigest()[:16]


def _ranked(near: list[tuple[int, str]], word: str, limit: int) -> tuple[str, ...]:
    """Order near words: swapped letters, then same first letter, kind of edit, length."""

    def rank(item: tuple[int, str]) -> tuple[bool, bool, int, int, str]:
        kind, candidate = item
        same_start = candidate[:1] == word[:1]
        return kind != SWAP, not same_start, kind, abs(len(candidate) - len(word)), candidate

    return tuple(candidate for _, candidate in sorted(near, key=rank)[:limit])


# -- bundled lexicons ---------------------------------------------------------------


@cache
def _manifest(folder: Path) -> dict[str, dict[str, Any]]:
    """The manifest's entry of every bundled lexicon, by name."""
    path = folder / "manifest.json"
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
        return {str(entry["name"]): entry for entry in manifest["lexicons"]}
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise DictionaryUnavailable(f"the bundled word data has no readable {path}") from error


class BundledLexicon(Dictionary):
    """A word list shipped with the package: ``words.txt`` and its side lists."""

    def __init__(self, name: str, folder: Path | None = None) -> None:
        root = lexicon_data.data_folder() if folder is None else folder
        self.name = name
        self._entry: dict[str, Any] = _manifest(root).get(name) or {}
        if not self._entry:
            raise DictionaryUnavailable(f"there is no bundled dictionary {name!r} in {root}")
        lexicon = root / name
        try:
            self._words = SortedWordFile(lexicon / "words.txt")
            self._accented = SideList(lexicon / "accented.tsv")
            self._proper_adjectives = SideList(lexicon / "proper-adjectives.tsv")
            self._abbreviations = SideList(lexicon / "abbreviations.tsv")
            self._side_lists = (
                (self._proper_adjectives, Standing.PROPER_ADJECTIVE),
                (SideList(lexicon / "proper-nouns.tsv"), Standing.PROPER_NOUN),
                (self._abbreviations, Standing.ABBREVIATION),
            )
        except OSError as error:
            raise DictionaryUnavailable(
                f"the bundled dictionary {name!r} is incomplete: {error}"
            ) from error

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
        if word in self._words:
            return Entry(Standing.WORD, word)
        for side_list, standing in self._side_lists:
            form = side_list.get(word)
            if form is not None:
                return Entry(standing, form)
        return UNKNOWN

    def proper_adjective(self, word: str) -> str | None:
        """The Capitalised form of ``word`` if this lexicon lists it as a proper adjective."""
        return self._proper_adjectives.get(word)

    def abbreviation(self, word: str) -> str | None:
        """The form of ``word`` if this lexicon lists it only as an abbreviation."""
        return self._abbreviations.get(word)

    def accented(self, word: str) -> str | None:
        """The accented form of ``word`` if this lexicon lists it only with accents."""
        return self._accented.get(word)

    def suggestions(self, word: str, limit: int = 5) -> tuple[str, ...]:
        return _ranked(self._words.near(word), word, limit)


@cache
def _large_lexicon() -> BundledLexicon:
    return BundledLexicon("large")


def capitalised_entry(word: str, form: str) -> Entry:
    """A word a dictionary lists only Capitalised (or in mixed case), as ``form``.

    Hunspell and word lists cannot say whether such a word is a proper adjective
    (Iraqi), an abbreviation written as a name (en_GB's Nato) or a proper noun (Paris):
    the bundled large lexicon's side lists tell them apart.
    """
    large = _large_lexicon()
    if large.proper_adjective(word) is not None:
        return Entry(Standing.PROPER_ADJECTIVE, form)
    if large.abbreviation(word) is not None:
        return Entry(Standing.ABBREVIATION, form)
    return Entry(Standing.PROPER_NOUN, form)


# -- hunspell through pyenchant -------------------------------------------------------


def hunspell_package(tag: str) -> str:
    """The Debian package that brings a hunspell dictionary: en_US -> hunspell-en-us."""
    return "hunspell-" + tag.lower().replace("_", "-")


@cache
def _broker() -> Any:
    """An enchant broker; pyenchant is imported here, on first use of hunspell."""
    try:
        import enchant
    except ModuleNotFoundError as error:
        if error.name != "enchant":
            raise
        raise DictionaryUnavailable(
            "hunspell dictionaries need pyenchant: pip install pyenchant"
        ) from error
    except (ImportError, OSError) as error:
        raise DictionaryUnavailable(
            f"hunspell dictionaries need the enchant C library: apt-get install {ENCHANT_PACKAGE}"
        ) from error
    return enchant.Broker()


def _hunspell_provided() -> frozenset[str]:
    """Every language tag that enchant's hunspell provider has a dictionary for."""
    return frozenset(tag for tag, provider in _broker().list_dicts() if provider.name == "hunspell")


def hunspell_tags() -> tuple[str, ...]:
    """The English hunspell dictionaries installed here (en_AU, en_GB, en_US, ...)."""
    return tuple(sorted(tag for tag in _hunspell_provided() if tag.startswith("en")))


@dataclass(frozen=True)
class MissingDictionary:
    """A well-known dictionary that is not installed, and the packages that bring it."""

    name: str
    packages: tuple[str, ...]

    @property
    def install(self) -> str:
        return "apt-get install " + " ".join(self.packages)


def missing_hunspell_tags() -> tuple[MissingDictionary, ...]:
    """Which of en_US, en_GB, en_AU, en_CA are missing, each with its package."""
    try:
        installed = set(hunspell_tags())
        extra: tuple[str, ...] = ()
    except DictionaryUnavailable:
        installed, extra = set(), (ENCHANT_PACKAGE,)
    return tuple(
        MissingDictionary(f"hunspell:{tag}", (*extra, hunspell_package(tag)))
        for tag in WELL_KNOWN_HUNSPELL_TAGS
        if tag not in installed
    )


def _hunspell_folders() -> tuple[Path, ...]:
    """Where enchant's hunspell provider looks for .dic/.aff files, in its order."""
    config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return (
        Path(config) / "enchant" / "hunspell",
        Path("/usr/share/hunspell"),
        Path("/usr/share/myspell"),
        Path("/usr/share/myspell/dicts"),
    )


class HunspellDictionary(Dictionary):
    """A system hunspell dictionary, always through enchant's hunspell provider.

    enchant may prefer aspell for English (``enchant.ordering``); the ordering is
    forced to hunspell and the provider checked. Hunspell's case rules give the
    classification: a lower-case entry accepts the lowercase word; a Capitalised entry
    (Paris) accepts only Capitalised; an entry in capitals (NATO) only capitals.
    Hunspell cannot tell a proper adjective from a proper noun, nor name the accented
    form of a word: the bundled large lexicon's side lists answer both.
    """

    def __init__(self, tag: str) -> None:
        if not _TAG.fullmatch(tag):
            raise DictionaryUnavailable(
                f"{tag!r} is not a hunspell language tag such as en_US or en_GB"
            )
        self.tag = tag
        self.name = f"hunspell:{tag}"
        if tag not in _hunspell_provided():
            installed = hunspell_tags()
            raise DictionaryUnavailable(
                f"hunspell dictionary {tag} is not installed: "
                f"apt-get install {hunspell_package(tag)} "
                f"(installed: {', '.join(installed) or 'none'})"
            )
        broker = _broker()
        broker.set_ordering(tag, "hunspell")
        self._dict = broker.request_dict(tag)
        provider = self.provider
        if provider != "hunspell":
            raise DictionaryUnavailable(
                f"enchant opened {tag} with {provider}, not hunspell: "
                f"apt-get install {hunspell_package(tag)}"
            )

    @property
    def provider(self) -> str:
        """The enchant provider that answers: always ``hunspell`` once opened."""
        return str(self._dict.provider.name)

    @cached_property
    def files(self) -> tuple[Path, Path]:
        """The .aff and .dic files the hunspell provider reads."""
        for folder in _hunspell_folders():
            aff, dic = folder / f"{self.tag}.aff", folder / f"{self.tag}.dic"
            if aff.is_file() and dic.is_file():
                return aff, dic
        raise DictionaryUnavailable(f"cannot find the files of hunspell dictionary {self.tag}")

    @cached_property
    def fingerprint(self) -> str:
        return fingerprint_of(path.read_bytes() for path in self.files)

    def describe(self) -> Description:
        aff, dic = self.files
        with dic.open(encoding="utf-8-sig", errors="replace") as handle:
            first_line = handle.readline().strip()
        stems = f"{int(first_line):,}" if first_line.isdigit() else "its"
        package = hunspell_package(self.tag)
        return Description(
            name=self.name,
            words=None,
            fingerprint=self.fingerprint,
            source=f"{dic} and {aff.name} ({stems} stems, inflected by affix rules)",
            licence=f"see /usr/share/doc/{package}/copyright",
            description=f"the system's hunspell {self.tag} dictionary ({package})",
        )

    def lookup(self, word: str) -> Entry:
        check = self._dict.check
        if check(word):
            return Entry(Standing.WORD, word)
        accented = _large_lexicon().accented(word)
        if accented is not None and check(accented):
            return Entry(Standing.ACCENTED, accented)
        capitalised = word.capitalize()
        if check(capitalised):
            return capitalised_entry(word, capitalised)
        if check(word.upper()):
            # Capitals are accepted for NATO, but also for McDonald and iPhone: the
            # suggestions name the listed form.
            for form in self._dict.suggest(word):
                if form.lower() == word and not form.isupper():
                    return capitalised_entry(word, form)
            return Entry(Standing.ABBREVIATION, word.upper())
        return UNKNOWN

    def suggestions(self, word: str, limit: int = 5) -> tuple[str, ...]:
        found: list[str] = []
        for suggestion in self._dict.suggest(word):
            if _PLAIN_WORD.fullmatch(suggestion) and suggestion not in found:
                found.append(suggestion)
        return tuple(found[:limit])


# -- a word list a table trusts -------------------------------------------------------


def fold_accents(text: str) -> str:
    """née -> nee: drop the accents the deck does not have."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(char for char in decomposed if not unicodedata.combining(char))


class WordListFile(Dictionary):
    """Any one-word-per-line list (any order and case; ``#`` comments; UTF-8).

    Case is read as hunspell reads it: a lower-case line makes an ordinary word, a line
    only Capitalised (or in mixed case) a proper noun (a proper adjective when the
    bundled large lexicon lists it as one), a line in capitals an acronym. Accents are
    folded: a line ``née`` lists nee with accents. Lines that are not a single word of
    letters (``it's``, ``twenty-two``) can never be played and are skipped.
    """

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path).expanduser().resolve()
        self.name = f"file:{self.path}"
        try:
            self._bytes = self.path.read_bytes()
            text = self._bytes.decode("utf-8-sig")
        except (OSError, UnicodeDecodeError) as error:
            reason = error.strerror if isinstance(error, OSError) else "it is not UTF-8 text"
            raise DictionaryUnavailable(
                f"cannot read word list {self.path}: {reason or error}"
            ) from error
        self._entries: dict[str, Entry] = {}
        order = list(Standing)
        for raw in text.splitlines():
            line = raw.partition("#")[0].strip()
            folded = fold_accents(line)
            if not (folded.isascii() and folded.isalpha()):
                continue
            key = folded.lower()
            entry = self._entry(line, folded, key)
            known = self._entries.get(key)
            if known is None or order.index(entry.standing) < order.index(known.standing):
                self._entries[key] = entry

    @staticmethod
    def _entry(line: str, folded: str, key: str) -> Entry:
        if folded == key:
            return Entry(Standing.ACCENTED, line) if line != folded else Entry(Standing.WORD, key)
        if folded.isupper() and len(folded) > 1:
            return Entry(Standing.ABBREVIATION, line)
        return Entry(Standing.PROPER_NOUN, line)

    @property
    def fingerprint(self) -> str:
        return fingerprint_of([self._bytes])

    def describe(self) -> Description:
        return Description(
            name=self.name,
            words=len(self._entries),
            fingerprint=self.fingerprint,
            source=str(self.path),
            licence="as the list's owner states",
            description="a word list chosen by the table",
        )

    def lookup(self, word: str) -> Entry:
        entry = self._entries.get(word, UNKNOWN)
        if entry.standing is Standing.PROPER_NOUN and entry.form is not None:
            return capitalised_entry(word, entry.form)
        return entry

    @cached_property
    def _ordinary_words(self) -> frozenset[str]:
        return frozenset(
            key for key, entry in self._entries.items() if entry.standing is Standing.WORD
        )

    @cached_property
    def _sorted_words(self) -> list[bytes]:
        return sorted(key.encode() for key in self._ordinary_words)

    def suggestions(self, word: str, limit: int = 5) -> tuple[str, ...]:
        near = lexicon_data.near(word, self._ordinary_words, lambda: self._sorted_words)
        return _ranked(near, word, limit)

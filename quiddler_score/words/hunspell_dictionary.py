"""A hunspell dictionary installed on the system, through pyenchant.

Imported only when a ``hunspell:TAG`` dictionary is opened or the hunspell ones are
listed; pyenchant itself is imported on first use of a broker.
"""

from __future__ import annotations

import os
import re
import shutil
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from quiddler_score.language import ENGLISH, N_, _, speaking
from quiddler_score.words.backends import (
    HUNSPELL_DESCRIPTION,
    HUNSPELL_LICENCE,
    HUNSPELL_SOURCE,
    HUNSPELL_SOURCE_UNCOUNTED,
    UNKNOWN,
    Description,
    Dictionary,
    DictionaryUnavailable,
    Entry,
    Standing,
    capitalised_entry,
    fingerprint_of,
    large_lexicon,
)

WELL_KNOWN_HUNSPELL_TAGS = ("en_US", "en_GB", "en_AU", "en_CA")
ENCHANT_PACKAGE = "libenchant-2-2"

_PLAIN_WORD = re.compile(r"[a-z]{2,}")
_TAG = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")


def hunspell_package(tag: str) -> str:
    """The Debian package that brings a hunspell dictionary: en_US -> hunspell-en-us."""
    return "hunspell-" + tag.lower().replace("_", "-")


# What to install where apt-get is not there (Windows, macOS, another Linux), in words.
INSTALL_ENCHANT = N_("install the enchant 2 library with this system's packages")
# Translators: {tag} is a language tag as typed (en_GB).
INSTALL_THE_DICTIONARY = N_("install the hunspell dictionary {tag} with this system's packages")
# Translators: {tag} is a language tag as typed (en_GB).
INSTALL_A_DICTIONARY = N_("install a hunspell dictionary {tag} with this system's packages")


def how_to_install(packages: tuple[str, ...], sentence: str, **values: str) -> str:
    """The apt-get line for ``packages`` where apt-get is there (Debian, Ubuntu); else,
    as on Windows, macOS or another Linux, what to install, said in words: ``sentence``
    (one of the ``INSTALL_`` ones) filled in with ``values``, in the language in force."""
    if shutil.which("apt-get"):
        return "apt-get install " + " ".join(packages)
    return _(sentence).format(**values)


@cache
def _broker() -> Any:
    """An enchant broker; pyenchant is imported here, on first use of hunspell."""
    try:
        import enchant  # pyenchant, optional: on first use of hunspell
    except ModuleNotFoundError as error:
        if error.name != "enchant":
            raise
        raise DictionaryUnavailable(
            _("hunspell dictionaries need pyenchant: pip install pyenchant")
        ) from error
    except (ImportError, OSError) as error:
        install = how_to_install((ENCHANT_PACKAGE,), INSTALL_ENCHANT)
        # Translators: {install} says how: an apt-get line, or what to install, in words.
        raise DictionaryUnavailable(
            _("hunspell dictionaries need the enchant C library: {install}").format(install=install)
        ) from error
    return enchant.Broker()


@cache
def _hunspell_provided() -> frozenset[str]:
    """Every language tag that enchant's hunspell provider has a dictionary for.

    ``list_dicts`` names one provider a tag, the one enchant.ordering prefers: aspell
    for English on Debian, when aspell-en is installed beside hunspell. So the ordering
    is first forced to hunspell for every tag some provider has (the first listing
    names them all); the second listing then names hunspell wherever it has the tag.
    Listing opens no dictionary.
    """
    broker = _broker()
    for tag, _provider in broker.list_dicts():
        broker.set_ordering(tag, "hunspell")
    return frozenset(tag for tag, provider in broker.list_dicts() if provider.name == "hunspell")


def _request_hunspell(tag: str) -> Any | None:
    """The dictionary enchant's hunspell provider opens for ``tag``, or None.

    With the ordering forced to hunspell, enchant still falls back to another provider
    (aspell) where hunspell lacks the tag: that one does not count.
    """
    from enchant.errors import DictNotFoundError  # pyenchant, optional: on first use of hunspell

    broker = _broker()
    broker.set_ordering(tag, "hunspell")
    try:
        found = broker.request_dict(tag)
    except DictNotFoundError:
        return None
    return found if found.provider.name == "hunspell" else None


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
        """How to install it, in English (for JSON): see :attr:`said_install`."""
        with speaking(ENGLISH):
            return self.said_install

    @property
    def said_install(self) -> str:
        """How to install it: the apt-get line, or in words in the language in force."""
        tag = self.name.removeprefix("hunspell:")
        return how_to_install(self.packages, INSTALL_THE_DICTIONARY, tag=tag)


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
    """A system hunspell dictionary, always through enchant's hunspell provider (never
    aspell, which enchant may prefer for English).

    Hunspell's case rules give the classification: a lower-case entry accepts the
    lowercase word; a Capitalised entry (Paris) accepts only Capitalised; an entry in
    capitals (NATO) only capitals.
    Hunspell cannot tell a proper adjective from a proper noun, nor name the accented
    form of a word: the bundled large lexicon's side lists answer both.
    """

    curated_two_letter_words = True

    def __init__(self, tag: str) -> None:
        if not _TAG.fullmatch(tag):
            raise DictionaryUnavailable(
                _("{tag} is not a hunspell language tag such as en_US or en_GB").format(
                    tag=repr(tag)
                )
            )
        self.tag = tag
        self.name = f"hunspell:{tag}"
        # The listing keeps out what hunspell would open under another tag (hunspell:en
        # opens en_US.dic); the request then proves that hunspell itself answers.
        found = _request_hunspell(tag) if tag in _hunspell_provided() else None
        if found is None:
            install = how_to_install((hunspell_package(tag),), INSTALL_A_DICTIONARY, tag=tag)
            installed = ", ".join(hunspell_tags())
            if installed:
                # Translators: {install} says how (an apt-get line, or in words);
                # {installed} lists the tags installed (en_GB, en_US).
                message = _(
                    "hunspell dictionary {tag} is not installed: {install} (installed: {installed})"
                )
            else:
                # Translators: {install} says how: an apt-get line, or what to install, in words.
                message = _(
                    "hunspell dictionary {tag} is not installed: {install} (installed: none)"
                )
            raise DictionaryUnavailable(
                message.format(tag=tag, install=install, installed=installed)
            )
        self._dict = found

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
        raise DictionaryUnavailable(
            _("cannot find the files of hunspell dictionary {tag}").format(tag=self.tag)
        )

    @cached_property
    def fingerprint(self) -> str:
        return fingerprint_of(path.read_bytes() for path in self.files)

    def describe(self) -> Description:
        aff, dic = self.files
        with dic.open(encoding="utf-8-sig", errors="replace") as handle:
            first_line = handle.readline().strip()
        package = hunspell_package(self.tag)
        # In English, as JSON gives it; Description.said says it in the language in force.
        if first_line.isdigit():
            source = HUNSPELL_SOURCE.format(dic=dic, aff=aff.name, count=f"{int(first_line):,}")
        else:
            source = HUNSPELL_SOURCE_UNCOUNTED.format(dic=dic, aff=aff.name)
        return Description(
            name=self.name,
            words=None,
            fingerprint=self.fingerprint,
            source=source,
            licence=HUNSPELL_LICENCE.format(package=package),
            description=HUNSPELL_DESCRIPTION.format(tag=self.tag, package=package),
        )

    def lookup(self, word: str) -> Entry:
        check = self._dict.check
        if check(word):
            return Entry(Standing.WORD, word)
        accented = large_lexicon().accented(word)
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

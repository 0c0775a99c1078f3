"""A one-word-per-line list a table trusts, as a dictionary (``file:PATH``).

Imported only when such a list is opened.
"""

from __future__ import annotations

import os
import stat
from functools import cached_property
from pathlib import Path

from quiddler_score.engine.players import fold_accents
from quiddler_score.language import _, number, system_reason
from quiddler_score.words.backends import (
    UNKNOWN,
    WORD_LIST_DESCRIPTION,
    WORD_LIST_LICENCE,
    Description,
    Dictionary,
    DictionaryUnavailable,
    Entry,
    Standing,
    capitalised_entry,
    fingerprint_of,
)
from quiddler_score.words.near_words import near, ranked

# Far more than any word list a table would trust (a list of every English word form is
# a few MiB); a file past it is refused rather than read into memory.
MAX_WORD_LIST_BYTES = 32 * 1024 * 1024


class WordListFile(Dictionary):
    """Any one-word-per-line list (any order and case; ``#`` comments; UTF-8).

    Case is read as hunspell reads it: a lower-case line makes an ordinary word, a line
    only Capitalised (or in mixed case) a proper noun (a proper adjective when the
    bundled large lexicon lists it as one), a line in capitals an acronym. Accents are
    folded: a line ``née`` lists nee with accents. Lines that are not a single word of
    letters (``it's``, ``twenty-two``) can never be played and are skipped. The list's
    own two-letter words are authoritative.
    """

    def __init__(self, path: Path | str) -> None:
        self.path = whole_path(path)
        self.name = f"file:{self.path}"
        self._bytes = _read_list(self.path)
        try:
            text = self._bytes.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise DictionaryUnavailable(
                _("cannot read word list {path}: it is not UTF-8 text").format(path=self.path)
            ) from None
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

    @cached_property
    def fingerprint(self) -> str:
        return fingerprint_of([self._bytes])

    @property
    def keys(self) -> frozenset[str]:
        """Every lowercase word the list knows in some form (what ``lookup`` is asked)."""
        return frozenset(self._entries)

    def describe(self) -> Description:
        return Description(
            name=self.name,
            words=len(self._entries),
            fingerprint=self.fingerprint,
            source=str(self.path),
            licence=WORD_LIST_LICENCE,
            description=WORD_LIST_DESCRIPTION,
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
        found = near(word, self._ordinary_words, lambda: self._sorted_words)
        return ranked(found, word, limit)


def whole_path(path: Path | str) -> Path:
    """The word list's path from the root, ``~`` read as the home folder;
    DictionaryUnavailable where it cannot be (an unknown user's home, a symlink loop)."""
    try:
        return Path(path).expanduser().resolve()
    except (RuntimeError, OSError) as error:
        raise DictionaryUnavailable(unreadable(path, error)) from None


def _read_list(path: Path) -> bytes:
    """The bytes of a word list: a regular file of at most MAX_WORD_LIST_BYTES.

    A FIFO would wait for a writer for ever and /dev/zero never ends: anything but a
    regular file is refused before a byte is read.
    """
    try:
        # O_NONBLOCK: opening a FIFO does not wait for a writer before it can be refused
        # (Windows has neither FIFOs nor the flag); O_BINARY: Windows reads the bytes as
        # they are, not stopping at a Ctrl-Z.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with open(fd, "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                raise DictionaryUnavailable(
                    _("cannot read word list {path}: not a regular file").format(path=path)
                )
            # One byte past the bound tells a file too long (or still growing) from one that fits.
            data = file.read(MAX_WORD_LIST_BYTES + 1)
    except OSError as error:
        raise DictionaryUnavailable(unreadable(path, system_reason(error))) from error
    if len(data) > MAX_WORD_LIST_BYTES:
        raise DictionaryUnavailable(
            _(
                "cannot read word list {path}: longer than {size} MiB, more than any word "
                "list needs"
            ).format(path=path, size=number(MAX_WORD_LIST_BYTES // (1024 * 1024)))
        )
    return data


def unreadable(path: Path | str, error: object) -> str:
    """Why a word list cannot be read, the system's own words last."""
    # Translators: {error} is the system's reason (No such file or directory).
    return _("cannot read word list {path}: {error}").format(path=path, error=error)

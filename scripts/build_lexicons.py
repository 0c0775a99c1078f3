#!/usr/bin/env python3
"""Build the bundled lexicons in ``dictionaries/`` from SCOWL and WordNet.

Usage::

    python scripts/build_lexicons.py [--scowl-dir /usr/share/dict/scowl]
        [--wordnet-dir /usr/share/wordnet] [--out dictionaries]
        [--sizes standard=70,large=80]

Inputs are the plain word files of the Debian package ``scowl``, the database files of
the Debian package ``wordnet-base``, their licence notices (``/usr/share/doc/...``) and
the hand-curated lists in ``dictionaries/curation/`` (``two-letter-words.txt``, the only
two-letter words kept, and ``junk.txt``, longer entries dropped). The build reads no
clock and no environment: the same inputs give byte-identical outputs.

For each lexicon ``<name>=<size>`` it writes ``<out>/<name>/``:

- ``words.txt``: one word a line, ``[a-z]{2,}``, sorted by byte order, unique.
- ``accented.tsv``: ``folded<TAB>original`` for words known only with accents.
- ``proper-adjectives.tsv``, ``proper-nouns.tsv``, ``abbreviations.tsv``:
  ``key<TAB>Form`` for capitalised entries and abbreviations that are not words.

and, once, ``<out>/glosses.tsv.gz`` (short WordNet definitions for the words of the
largest lexicon), ``<out>/word-tiers.tsv`` (how common each word is, from SCOWL's size
levels: ``scripts/tier_policy.py``), ``<out>/manifest.json``, the licence notices and
``<out>/README.md``.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

# The anagram index format, the accent folding, the fingerprint and the curated list
# format belong to the package that reads the data; import them from this checkout
# whether or not the package is installed.
REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))
from quiddler_score.engine.players import fold_accents  # noqa: E402
from quiddler_score.words.anagrams import build_anagram_index  # noqa: E402
from quiddler_score.words.backends import fingerprint_of  # noqa: E402
from quiddler_score.words.lexicon_data import curated_entries  # noqa: E402
from quiddler_score.words.word_marks import TIERS  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from family_policy import (  # noqa: E402
    FAMILY,
    FAMILY_MIN_ZIPF,
    family_adjectives,
    family_source,
    family_two_letter,
    family_words,
    frequent_words,
)
from lexicon_policy import (  # noqa: E402
    VOUCHING_NAME,
    common_capitalised,
    place_demonyms,
    read_pairs,
    roman_numerals,
    scowl_demonyms,
    scowl_name_entries,
    wordnet_demonyms,
)
from tier_policy import (  # noqa: E402
    COMMON_LEVEL,
    COMMON_ZIPF,
    RARE,
    TIERS_PATH,
    TWO_LETTER_TIERS,
    UNCOMMON_LEVEL,
    UNCOMMON_ZIPF,
    read_two_letter_tiers,
    tiers_text,
    word_tiers,
)

#: SCOWL spelling categories merged into every lexicon, in SCOWL's own names.
SPELLINGS: tuple[str, ...] = (
    "english",
    "american",
    "british",
    "british_z",
    "canadian",
    "australian",
    "variant_1",
)
#: SCOWL sub-categories that hold capitalised entries (proper nouns and adjectives).
CAPITALISED_CATEGORIES: tuple[str, ...] = ("upper", "proper-names")
ABBREVIATION_CATEGORY = "abbreviations"
WORDS_CATEGORY = "words"

DEFAULT_SIZES = "standard=70,large=80,family=50"
#: From this SCOWL size on, a lexicon is "large": it takes the tournament two-letter
#: words, and drops lowercase entries beyond STANDARD_SIZE whose only evidence is a name.
LARGE_SIZE = 80
STANDARD_SIZE = 70
#: Names SCOWL lists up to this level are the well-known ones (first names, countries,
#: states, brands); beyond it SCOWL's names include genera and rare surnames.
WELL_KNOWN_NAME_LEVEL = 60
KNOWN_DESCRIPTIONS: dict[str, str] = {
    "standard": "Standard English word list: common and less common words, all national "
    "spellings, accents folded, curated for Quiddler",
    "large": "Large English word list: adds rare, technical and archaic words, all national "
    "spellings, accents folded, curated for Quiddler",
    FAMILY: "Family word list for tables with children: a school dictionary's everyday words "
    "and their inflections, nothing rare, nothing offensive",
}

WORD_RE = re.compile(r"[a-z]{2,}")
CASED_RE = re.compile(r"[A-Za-z]{2,}")
SCOWL_FILE_RE = re.compile(r"([a-z0-9_]+)-([a-z-]+)\.([0-9]+)")
GLOSS_LIMIT = 100
SCOWL_LICENCE = "LICENSE-SCOWL.txt"
WORDNET_LICENCE = "LICENSE-WordNet.txt"
HUNSPELL_LICENCE = "LICENSE-hunspell-en.txt"
OEWN_LICENCE = "LICENSE-OEWN.txt"
OEWN_WORDNET_LICENCE = "LICENSE-OEWN-WordNet.txt"
# The licence notices of the sources today-words.tsv is from, which
# scripts/build_today_words.py copies beside it from ../shared/sources: (copy in the
# curation folder, the notice written beside the data).
TODAY_NOTICES = (
    ("hunspell-en-README.txt", HUNSPELL_LICENCE),
    ("oewn-LICENSE.md", OEWN_LICENCE),
    ("oewn-WNDB_License.txt", OEWN_WORDNET_LICENCE),
)
HUNSPELL_VERSION = "4.0.8"
TODAY_SOURCES = (
    f"hunspell en_GB and en_US {HUNSPELL_VERSION} (2026-07-01, Marco A.G. Pinto and"
    " contributors; LGPL-3)",
    "Open English WordNet 2025 edition (CC BY 4.0; Princeton WordNet licence)",
)
TODAY_WORDS = "curation/today-words.tsv"

# WordNet parts of speech in the order used to break ties, with their file suffixes and
# the numbers sense keys give them (adjective satellites are 5).
POS_FILES: tuple[tuple[str, str, tuple[int, ...]], ...] = (
    ("n", "noun", (1,)),
    ("v", "verb", (2,)),
    ("a", "adj", (3, 5)),
    ("r", "adv", (4,)),
)
# The detachment rules of WordNet's morphy, per part of speech.
MORPHY_RULES: dict[str, tuple[tuple[str, str], ...]] = {
    "n": (
        ("s", ""),
        ("ses", "s"),
        ("ves", "f"),
        ("xes", "x"),
        ("zes", "z"),
        ("ches", "ch"),
        ("shes", "sh"),
        ("men", "man"),
        ("ies", "y"),
    ),
    "v": (
        ("s", ""),
        ("ies", "y"),
        ("es", "e"),
        ("es", ""),
        ("ed", "e"),
        ("ed", ""),
        ("ing", "e"),
        ("ing", ""),
    ),
    "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
    "r": (),
}
# Endings after which a doubled final consonant of the stem is undone (running -> run).
DOUBLING_ENDINGS = ("ing", "ed", "er", "est")


class BuildError(Exception):
    """An input is missing or malformed."""


# --------------------------------------------------------------------------- text


def decode(data: bytes) -> str:
    """SCOWL files are UTF-8 in Debian, ISO-8859-1 upstream: accept either."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def read_curation(path: Path, *, length: int | None = None) -> frozenset[str]:
    """A hand-curated list, read as the package reads it, but strictly.

    Every entry must be one lowercase word (of ``length`` letters, if given) and
    appear once.
    """
    if not path.is_file():
        raise BuildError(f"curation list not found: {path}")
    words: set[str] = set()
    for number, entry in curated_entries(path):
        if not WORD_RE.fullmatch(entry) or (length is not None and len(entry) != length):
            raise BuildError(f"{path}:{number}: not a valid entry: {entry!r}")
        if entry in words:
            raise BuildError(f"{path}:{number}: duplicate entry: {entry!r}")
        words.add(entry)
    return frozenset(words)


# --------------------------------------------------------------------------- SCOWL


@dataclass
class Scowl:
    """The SCOWL word files of one directory, read once and cached by file."""

    directory: Path
    files: dict[tuple[str, str, int], Path] = field(default_factory=dict)
    _cache: dict[Path, tuple[str, ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.directory.is_dir():
            raise BuildError(f"SCOWL directory not found: {self.directory}")
        for path in sorted(self.directory.iterdir()):
            match = SCOWL_FILE_RE.fullmatch(path.name)
            if match:
                spelling, category, level = match.group(1), match.group(2), int(match.group(3))
                self.files[spelling, category, level] = path
        if not any(key[1] == WORDS_CATEGORY for key in self.files):
            raise BuildError(f"no SCOWL word files in {self.directory}")

    def _read(self, path: Path) -> tuple[str, ...]:
        if path not in self._cache:
            text = decode(path.read_bytes())
            self._cache[path] = tuple(line.strip() for line in text.splitlines() if line.strip())
        return self._cache[path]

    def entries(
        self, categories: Iterable[str], size: int, *, every_spelling: bool = False
    ) -> set[str]:
        """Every entry of the given categories, of all merged spellings, at levels <= size.

        ``every_spelling`` takes the variants and national spellings that are not merged
        into lexicons too (variant_2, british_variant_1, ...).
        """
        wanted = set(categories)
        found: set[str] = set()
        for (spelling, category, level), path in sorted(self.files.items()):
            if (every_spelling or spelling in SPELLINGS) and category in wanted and level <= size:
                found.update(self._read(path))
        return found

    def levels(
        self, categories: Iterable[str], *, every_spelling: bool = False
    ) -> dict[str, tuple[int, str]]:
        """key -> (lowest level, first Form at it) of the entries of merged spellings
        (of every spelling and variant with ``every_spelling``)."""
        wanted = set(categories)
        found: dict[str, tuple[int, str]] = {}
        for (spelling, category, level), path in sorted(self.files.items()):
            if (every_spelling or spelling in SPELLINGS) and category in wanted:
                for form in self._read(path):
                    key = side_key(form)
                    if key is not None and (key not in found or (level, form) < found[key]):
                        found[key] = (level, form)
        return found


def scowl_version(doc_dir: Path, scowl_dir: Path) -> str:
    """SCOWL's upstream version, from its README (or the Debian changelog)."""
    readme = doc_dir / "README.gz"
    if readme.is_file():
        match = re.search(r"^Version (\S+)", decode(gzip.decompress(readme.read_bytes())), re.M)
        if match:
            return match.group(1)
    changelog = doc_dir / "changelog.Debian.gz"
    if changelog.is_file():
        first = decode(gzip.decompress(changelog.read_bytes())).partition("\n")[0]
        match = re.search(r"\((?:\d+:)?([^)\s-]+)", first)
        if match:
            return match.group(1)
    for candidate in (scowl_dir / "README", scowl_dir.parent / "README"):
        if candidate.is_file():
            match = re.search(r"^Version (\S+)", decode(candidate.read_bytes()), re.M)
            if match:
                return match.group(1)
    return "unknown version"


# --------------------------------------------------------------------------- WordNet


def read_index(path: Path) -> Iterator[tuple[str, tuple[int, ...]]]:
    """Each lemma of a WordNet index file with its synset offsets, most frequent first."""
    for line in path.read_text("utf-8").splitlines():
        if line.startswith(" "):
            continue  # the licence header
        fields = line.split()
        synset_count = int(fields[2])
        yield fields[0], tuple(int(offset) for offset in fields[len(fields) - synset_count :])


def read_exceptions(path: Path) -> dict[str, tuple[str, ...]]:
    """A WordNet exception list (inflected form -> base forms); empty when it is missing."""
    exceptions: dict[str, tuple[str, ...]] = {}
    if path.is_file():
        for line in path.read_text("utf-8").splitlines():
            fields = line.split()
            if len(fields) >= 2:
                exceptions[fields[0]] = tuple(fields[1:])
    return exceptions


def read_first_sense_counts(path: Path) -> dict[tuple[str, str], int]:
    """(lemma, part of speech) -> how often its first sense was tagged, from ``cntlist.rev``.

    Empty when the file is missing.
    """
    pos_by_number = {number: pos for pos, _, numbers in POS_FILES for number in numbers}
    counts: dict[tuple[str, str], int] = {}
    if not path.is_file():
        return counts
    for line in path.read_text("utf-8").splitlines():
        sense_key, _, rest = line.partition(" ")
        lemma, _, lexical = sense_key.partition("%")
        number, count = rest.split()[:2]
        if number == "1" and lexical[:1].isdigit():
            sense_pos = pos_by_number.get(int(lexical[0]))
            if sense_pos is not None:
                key = (lemma, sense_pos)
                counts[key] = max(counts.get(key, 0), int(count))
    return counts


@dataclass
class WordNet:
    """The parts of the WordNet database the build needs."""

    directory: Path
    version: str = "unknown version"
    # lemma (lowercase) -> part of speech -> synset offsets, most frequent sense first
    index: dict[str, dict[str, tuple[int, ...]]] = field(default_factory=dict)
    # part of speech -> inflected form -> base forms
    exceptions: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    # (lemma, part of speech) -> how often its first sense was tagged in the corpora
    first_sense_count: dict[tuple[str, str], int] = field(default_factory=dict)
    data: dict[str, bytes] = field(default_factory=dict)
    adjective_lemmas: frozenset[str] = frozenset()
    _definitions: dict[str, str | None] = field(default_factory=dict)

    @classmethod
    def load(cls, directory: Path) -> WordNet:
        if not (directory / "index.noun").is_file():
            raise BuildError(f"WordNet database not found in {directory}")
        wordnet = cls(directory)
        for pos, suffix, _ in POS_FILES:
            wordnet.data[pos] = (directory / f"data.{suffix}").read_bytes()
            for lemma, offsets in read_index(directory / f"index.{suffix}"):
                wordnet.index.setdefault(lemma, {})[pos] = offsets
            wordnet.exceptions[pos] = read_exceptions(directory / f"{suffix}.exc")
        wordnet.first_sense_count = read_first_sense_counts(directory / "cntlist.rev")
        header = wordnet.data["n"][:4000].decode("utf-8", "replace")
        match = re.search(r"WordNet (\d+(?:\.\d+)*)", header)
        if match:
            wordnet.version = match.group(1)
        wordnet.adjective_lemmas = frozenset(wordnet._synset_lemmas("a"))
        return wordnet

    def _synset_lemmas(self, pos: str) -> Iterator[str]:
        """Every one-word lemma of a part of speech's synsets, with its case."""
        for raw in self.data[pos].split(b"\n"):
            if not raw or raw.startswith(b" "):
                continue
            fields = raw.split(b" | ", 1)[0].decode("utf-8").split()
            count = int(fields[3], 16)
            for position in range(count):
                lemma = fields[4 + 2 * position].split("(", 1)[0]
                if "_" not in lemma:
                    yield lemma

    def sense(self, pos: str, offset: int) -> tuple[tuple[str, ...], str]:
        """The lemmas (with case) and the gloss of the synset at ``offset``."""
        data = self.data[pos]
        end = data.find(b"\n", offset)
        line = data[offset : end if end != -1 else len(data)].decode("utf-8")
        head, _, gloss = line.partition(" | ")
        fields = head.split()
        count = int(fields[3], 16)
        # an adjective may carry a position marker: galore(ip)
        lemmas = tuple(fields[4 + 2 * position].split("(", 1)[0] for position in range(count))
        return lemmas, gloss.strip()

    def _pos_order(self, lemma: str) -> list[str]:
        """The parts of speech of a lemma, most frequent first.

        Compares how often each part of speech's first sense was tagged in WordNet's
        corpora; below 2 the counts say little, so the number of senses decides.
        """
        senses = self.index[lemma]
        order = [pos for pos, _, _ in POS_FILES if pos in senses]

        def weight(pos: str) -> tuple[int, int, int]:
            count = self.first_sense_count.get((lemma, pos), 0)
            return (count if count >= 2 else 0, len(senses[pos]), -order.index(pos))

        return sorted(order, key=weight, reverse=True)

    def definition(self, lemma: str) -> str | None:
        """The first gloss of the most frequent sense of a lemma, trimmed.

        Only senses where WordNet spells the lemma in lower case count: ``aas`` is an
        inflection of ``aa``, not the degree AAS. None when no such sense exists.
        """
        if lemma in self._definitions:
            return self._definitions[lemma]
        found: str | None = None
        if lemma in self.index:
            for pos, offset in self._senses(lemma):
                lemmas, gloss = self.sense(pos, offset)
                if lemma in lemmas:
                    found = trim_gloss(gloss)
                    break
        self._definitions[lemma] = found
        return found

    def _senses(self, lemma: str) -> Iterator[tuple[str, int]]:
        for pos in self._pos_order(lemma):
            for offset in self.index[lemma][pos]:
                yield pos, offset

    def base_forms(self, word: str) -> Iterator[str]:
        """The lemmas an inflected form may belong to, the way WordNet's morphy finds them."""
        for pos, _, _ in POS_FILES:
            for base in self.exceptions[pos].get(word, ()):
                if pos in self.index.get(base, {}):
                    yield base
        for pos, _, _ in POS_FILES:
            for ending, replacement in MORPHY_RULES[pos]:
                if not word.endswith(ending) or len(word) <= len(ending):
                    continue
                stem = word[: len(word) - len(ending)]
                candidates = [stem + replacement]
                if (
                    not replacement
                    and ending in DOUBLING_ENDINGS
                    and len(stem) >= 3
                    and stem[-1] == stem[-2]
                    and stem[-1] not in "aeiou"
                ):
                    candidates.append(stem[:-1])
                for base in candidates:
                    if pos in self.index.get(base, {}):
                        yield base


def trim_gloss(gloss: str) -> str:
    """The first definition of a gloss: up to the first ``;``, at most GLOSS_LIMIT chars."""
    text = gloss
    position = gloss.find(";", 1)
    while position != -1:
        before = gloss[:position]
        if before.count("(") <= before.count(")"):
            text = before
            break
        position = gloss.find(";", position + 1)
    text = " ".join(text.split())
    if len(text) > GLOSS_LIMIT:
        cut = text[: GLOSS_LIMIT - 3]
        if " " in cut:
            cut = cut.rsplit(" ", 1)[0]
        text = cut.rstrip(" ,:") + "..."
    return text


# --------------------------------------------------------------------------- building


@dataclass
class Lexicon:
    name: str
    size: int
    words: list[str]
    accented: dict[str, str]
    proper_adjectives: dict[str, str]
    proper_nouns: dict[str, str]
    abbreviations: dict[str, str]
    source_note: str = ""
    """What the manifest adds to the lexicon's SCOWL source (family: what it leaves out)."""
    today_words: int = 0
    """How many of its words are from today-words.tsv's newer source (SCOWL lacks them)."""


@dataclass(frozen=True)
class Curation:
    """The hand-curated build inputs (``dictionaries/curation/``)."""

    two_letter_words: frozenset[str]
    junk: frozenset[str]
    abbreviation_words: frozenset[str]
    two_letter_large: frozenset[str] = frozenset()
    abbreviations_extra: frozenset[str] = frozenset()
    affixes: frozenset[str] = frozenset()
    common_words: frozenset[str] = frozenset()
    names_not_abbreviations: frozenset[str] = frozenset()
    not_proper_adjectives: frozenset[str] = frozenset()
    proper_adjectives_extra: dict[str, str] = field(default_factory=dict)
    lowercase_senses: dict[str, str] = field(default_factory=dict)
    offensive: frozenset[str] = frozenset()
    two_letter_tiers: dict[str, str] = field(default_factory=dict)
    """The tier of each curated two-letter word (``two-letter-tiers.tsv``)."""
    today_words: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Words SCOWL lacks: word -> (tier, the source that decided it) (``today-words.tsv``)."""

    @classmethod
    def read(cls, folder: Path) -> Curation:
        return cls(
            two_letter_words=read_curation(folder / "two-letter-words.txt", length=2),
            junk=read_curation(folder / "junk.txt"),
            abbreviation_words=read_curation(folder / "abbreviation-words.txt"),
            two_letter_large=read_curation(folder / "two-letter-large.txt", length=2),
            abbreviations_extra=read_curation(folder / "abbreviations-extra.txt"),
            affixes=read_curation(folder / "affixes.txt"),
            common_words=read_curation(folder / "common-words.txt"),
            names_not_abbreviations=read_curation(folder / "names-not-abbreviations.txt"),
            not_proper_adjectives=read_curation(folder / "not-proper-adjectives.txt"),
            proper_adjectives_extra=read_pairs(folder / "proper-adjectives-extra.txt"),
            lowercase_senses=read_senses(folder / "lowercase-senses.tsv"),
            offensive=read_curation(folder / "offensive.txt"),
            two_letter_tiers=read_two_letter_list(folder / "two-letter-tiers.tsv"),
            today_words=read_today_words(folder / "today-words.tsv"),
        )

    def fingerprints(self) -> dict[str, str]:
        """Fingerprints of the curated entries (comments and layout do not count)."""
        lists = {
            "curation/two-letter-words.txt": self.two_letter_words,
            "curation/two-letter-large.txt": self.two_letter_large,
            "curation/junk.txt": self.junk,
            "curation/abbreviation-words.txt": self.abbreviation_words,
            "curation/abbreviations-extra.txt": self.abbreviations_extra,
            "curation/affixes.txt": self.affixes,
            "curation/common-words.txt": self.common_words,
            "curation/names-not-abbreviations.txt": self.names_not_abbreviations,
            "curation/not-proper-adjectives.txt": self.not_proper_adjectives,
            "curation/offensive.txt": self.offensive,
        }
        prints = {
            name: fingerprint_of([lines_bytes(sorted(words))]) for name, words in lists.items()
        }
        for name, pairs in (
            ("curation/proper-adjectives-extra.txt", self.proper_adjectives_extra),
            ("curation/lowercase-senses.tsv", self.lowercase_senses),
            (TWO_LETTER_TIERS, self.two_letter_tiers),
            (TODAY_WORDS, {w: "\t".join(row) for w, row in self.today_words.items()}),
        ):
            prints[name] = fingerprint_of([tsv_bytes(pairs)])
        return prints

    @property
    def added_words(self) -> frozenset[str]:
        """The words of ``today-words.tsv`` a newer source adds (not common-words.txt's)."""
        return frozenset(word for word in self.today_words if word not in self.common_words)

    @property
    def vetoes(self) -> frozenset[str]:
        """Entries never kept as words: junk, abbreviations and affixes on their own."""
        return self.junk | self.abbreviations_extra | self.affixes


def read_today_words(path: Path) -> dict[str, tuple[str, str]]:
    """``today-words.tsv``, strictly: word<TAB>tier<TAB>source, each word once."""
    if not path.is_file():
        raise BuildError(f"curation list not found: {path}")
    found: dict[str, tuple[str, str]] = {}
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        fields = line.split("\t")
        if (
            len(fields) != 3
            or not WORD_RE.fullmatch(fields[0])
            or fields[1] not in TIERS
            or not fields[2]
            or fields[0] in found
        ):
            raise BuildError(f"{path}:{number}: not a valid entry: {line!r}")
        found[fields[0]] = (fields[1], fields[2])
    return found


def read_two_letter_list(path: Path) -> dict[str, str]:
    """``two-letter-tiers.tsv``, strictly: the build stops at a malformed line."""
    if not path.is_file():
        raise BuildError(f"curation list not found: {path}")
    try:
        return read_two_letter_tiers(path)
    except ValueError as error:
        raise BuildError(str(error)) from error


def read_senses(path: Path) -> dict[str, str]:
    """``word<TAB>definition``: lowercase senses no bundled source knows (honda)."""
    senses: dict[str, str] = {}
    for number, raw in enumerate(path.read_text("utf-8").splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        word, tab, meaning = raw.partition("\t")
        if not tab or not WORD_RE.fullmatch(word) or not meaning.strip():
            raise BuildError(f"{path}:{number}: expected word<TAB>definition")
        senses[word] = meaning.strip()
    return senses


@dataclass(frozen=True)
class Policy:
    """What the build knows beyond one lexicon's SCOWL lists, shared by every lexicon."""

    proper_adjectives: dict[str, str]
    """Every proper adjective by key (iraqi -> Iraqi), whether or not it is also a word."""
    numerals: frozenset[str]
    """Roman numerals that are not words."""
    lowercase_known: frozenset[str]
    """Keys some bundled source knows as a lowercase word: WordNet in lower case, a
    capitalised WordNet noun that names a kind (Merlot), or a curated sense."""
    wordnet_lowercase: frozenset[str]
    """Keys WordNet has a lowercase sense of (chile, kirk, savannah)."""
    name_levels: dict[str, tuple[int, str]]
    """key -> (lowest SCOWL level, Form) of capitalised entries (names), any size."""
    word_levels: dict[str, int]
    """key -> lowest SCOWL level of a lowercase ``words`` entry, any size."""
    abbreviation_levels: dict[str, int]
    """key -> lowest SCOWL level of an ``abbreviations`` entry (maths, sec), any size."""
    other_spelling_levels: dict[str, int]
    """key -> lowest SCOWL level of a ``words`` entry in any spelling or variant."""
    any_spelling_words: frozenset[str]
    """Lowercase word entries of SCOWL in any spelling or variant, any size."""


def make_policy(scowl: Scowl, wordnet: WordNet, curation: Curation) -> Policy:
    adjectives, places = wordnet_demonyms(wordnet.data["n"], wordnet.adjective_lemmas)
    capitalised_levels = scowl.levels(CAPITALISED_CATEGORIES)
    by_place = place_demonyms(
        [form for _, form in capitalised_levels.values()], places, curation.not_proper_adjectives
    )
    for key, form in by_place.items():
        adjectives.setdefault(key, form)
    entries = scowl_name_entries(scowl.levels(["upper"]), scowl.levels(["proper-names"]))
    known = places | places.people
    by_scowl = scowl_demonyms(entries.upper, set(capitalised_levels) | known, entries.given, places)
    vouching = {key for key, (level, _) in capitalised_levels.items() if level <= VOUCHING_NAME}
    by_scowl |= scowl_demonyms(entries.rarer_names, vouching | known, entries.given, places)
    for key, form in by_scowl.items():
        if key not in curation.not_proper_adjectives:
            adjectives.setdefault(key, form)
    for key, form in curation.proper_adjectives_extra.items():
        adjectives[key] = form
    for key in curation.not_proper_adjectives:
        adjectives.pop(key, None)
    wordnet_lowercase = frozenset(
        lemma for lemma in wordnet.index if wordnet.definition(lemma) is not None
    )
    lowercase_known = (
        wordnet_lowercase
        | frozenset(curation.lowercase_senses)
        | common_capitalised(wordnet.data["n"])
    )
    word_levels = {key: level for key, (level, _) in scowl.levels([WORDS_CATEGORY]).items()}
    abbreviation_levels = {
        key: level for key, (level, _) in scowl.levels([ABBREVIATION_CATEGORY]).items()
    }
    other_spelling_levels = {
        key: level
        for key, (level, _) in scowl.levels([WORDS_CATEGORY], every_spelling=True).items()
    }
    return Policy(
        proper_adjectives=adjectives,
        numerals=frozenset(roman_numerals()),
        lowercase_known=lowercase_known,
        wordnet_lowercase=wordnet_lowercase,
        name_levels=capitalised_levels,
        word_levels=word_levels,
        abbreviation_levels=abbreviation_levels,
        other_spelling_levels=other_spelling_levels,
        any_spelling_words=frozenset(scowl.entries([WORDS_CATEGORY], 95, every_spelling=True)),
    )


def tiers_of(
    words: Iterable[str], policy: Policy, wordnet: WordNet, curation: Curation
) -> dict[str, str]:
    """The tier of each word, from SCOWL's size levels (``scripts/tier_policy.py``)."""

    def own(key: str) -> int | None:
        """The level of a key in the spellings the lexicons merge; a SCOWL abbreviation
        that is a word (maths) and a proper adjective (Iraqi) count their own entries."""
        levels = [policy.word_levels.get(key)]
        if key in curation.abbreviation_words:
            levels.append(policy.abbreviation_levels.get(key))
        if key in policy.proper_adjectives:
            levels.append(policy.name_levels.get(key, (None, ""))[0])
        known = [level for level in levels if level is not None]
        return min(known) if known else None

    tiers = word_tiers(
        words, own, policy.other_spelling_levels, wordnet.base_forms, curation.two_letter_tiers
    )
    # A word SCOWL lacks has no level: its tier is the one today-words.tsv gives it
    # (lockdown, influencer: common).
    for word, (tier, _) in curation.today_words.items():
        if word in tiers and tiers[word] == RARE:
            tiers[word] = tier
    return tiers


def not_rare(tiers: Mapping[str, str]) -> dict[str, str]:
    return {word: tier for word, tier in tiers.items() if tier != RARE}


def make_lexicon(
    name: str, size: int, scowl: Scowl, curation: Curation, wordnet: WordNet, policy: Policy
) -> Lexicon:
    """The lexicon ``name``: SCOWL's entries up to ``size``, curated and sorted into lists."""
    abbreviation_entries = scowl.entries([ABBREVIATION_CATEGORY], size)
    two_letter = curation.two_letter_words
    if size >= LARGE_SIZE:
        two_letter = two_letter | curation.two_letter_large
    if name == FAMILY:
        two_letter = family_two_letter(two_letter, not_rare(curation.two_letter_tiers))
    scowl_words = scowl.entries([WORDS_CATEGORY], size)
    base = scowl_words | (abbreviation_entries & curation.abbreviation_words)
    folded = {fold_accents(entry) for entry in scowl_words} - scowl_words
    added = curation.added_words
    if name == FAMILY:
        # A school dictionary's words, and of today's words only the common ones (selfie,
        # not chemokine) that SCOWL lists at no size: family's Zipf floor alone would take
        # every one of them, and the word games' sizes hold fragments (facie: prima facie).
        added = frozenset(
            word
            for word in added
            if curation.today_words[word][0] == "common" and word not in policy.any_spelling_words
        )
    extra = (two_letter | curation.common_words | added | inflections(wordnet, base)) - folded
    vetoes = (curation.vetoes - two_letter) | names_without_evidence(base, size, policy)
    words, accented = build_words(base | extra, two_letter, vetoes)
    source_note = ""
    if name == FAMILY:
        # A name's count is no evidence for the word (redding: Redding), as in `large`.
        names = names_without_evidence(set(words), LARGE_SIZE, policy)
        try:
            frequent, wordfreq_version = frequent_words(word for word in words if word not in names)
        except ImportError as error:
            raise BuildError(f"the {FAMILY} lexicon's filter needs wordfreq: {error}") from error
        source_note = family_source(wordfreq_version)
        words = family_words(words, frequent | two_letter, curation.offensive, wordnet.base_forms)
        kept = set(words)
        accented = {key: form for key, form in accented.items() if key in kept}
    adjectives, nouns, abbreviations = build_side_lists(
        scowl.entries(CAPITALISED_CATEGORIES, size),
        abbreviation_entries | policy.numerals,
        frozenset(words),
        wordnet.adjective_lemmas,
    )
    word_set = frozenset(words)
    adjectives = {
        key: form for key, form in policy.proper_adjectives.items() if key not in word_set
    }
    if name == FAMILY:
        # An adjective is a family word as any word is: not offensive (Kafir), not rare in
        # print (Victorian, not Pinteresque) and not rare by the tier a verdict shows
        # (Caledonian, Genoese: SCOWL files them at 70); one that family leaves out is not
        # found there, never a proper noun.
        adjectives = family_adjectives(
            {key: form for key, form in adjectives.items() if key not in curation.offensive},
            frequent_words(adjectives)[0],
            not_rare(tiers_of(sorted(adjectives), policy, wordnet, curation)),
        )
    renamed = {key: key.capitalize() for key in curation.names_not_abbreviations}
    not_abbreviations = (
        set(adjectives)
        | curation.abbreviation_words
        | curation.two_letter_large
        | curation.two_letter_words
        | set(renamed)
    )
    abbreviations = {k: f for k, f in abbreviations.items() if k not in not_abbreviations}
    # A key WordNet (or the curation) knows in lower case, which SCOWL lists in lower
    # case in some spelling, is a word, not a proper noun (chile, kirk, savannah).
    lowercase = (
        (policy.wordnet_lowercase | curation.lowercase_senses.keys()) & policy.any_spelling_words
    ) - curation.junk
    nouns = {
        key: form
        for key, form in {**nouns, **renamed}.items()
        if key not in policy.proper_adjectives
        and key not in abbreviations
        and key not in word_set
        and (key not in lowercase or key in renamed)
    }
    today = len(added & set(words))
    return Lexicon(
        name, size, words, accented, adjectives, nouns, abbreviations, source_note, today
    )


def inflections(wordnet: WordNet, words: set[str]) -> set[str]:
    """WordNet's irregular forms (syllabi, hewn) whose base form is one of ``words``."""
    found: set[str] = set()
    for exceptions in wordnet.exceptions.values():
        for form, bases in exceptions.items():
            if WORD_RE.fullmatch(form) and any(base in words for base in bases):
                found.add(form)
    return found


def names_without_evidence(words: set[str], size: int, policy: Policy) -> set[str]:
    """Lowercase entries of a large lexicon whose only evidence is a name (laura, texas).

    Only words beyond the standard size are dropped; a word some bundled source knows
    in lower case (WordNet, or ``curation/lowercase-senses.tsv``) stays.
    """
    if size < LARGE_SIZE:
        return set()
    return {
        word
        for word in words
        if policy.name_levels.get(word, (99, ""))[0] <= WELL_KNOWN_NAME_LEVEL
        and policy.word_levels.get(word, 0) > STANDARD_SIZE
        and not any(form in policy.lowercase_known for form in singulars(word))
    }


def singulars(word: str) -> tuple[str, ...]:
    """The word and the forms it may be a plural of (rieslings: riesling)."""
    forms = [word]
    if word.endswith("s") and len(word) > 3:
        forms.append(word[:-1])
        if word.endswith(("ses", "xes", "zes", "ches", "shes")):
            forms.append(word[:-2])
    return tuple(forms)


def build_words(
    entries: Iterable[str], allowed_two: frozenset[str], junk: Iterable[str]
) -> tuple[list[str], dict[str, str]]:
    """The curated word list and the accented originals of words known only with accents."""
    plain: set[str] = set()
    accented: dict[str, set[str]] = {}
    junk = frozenset(junk)
    for entry in entries:
        if "'" in entry:
            continue
        folded = fold_accents(entry)
        if not WORD_RE.fullmatch(folded):
            continue
        if len(folded) == 2 and folded not in allowed_two:
            continue
        if folded in junk:
            continue
        if folded == entry:
            plain.add(folded)
        else:
            accented.setdefault(folded, set()).add(entry)
    words = sorted(plain | accented.keys())
    only_accented = {
        folded: min(originals) for folded, originals in accented.items() if folded not in plain
    }
    return words, only_accented


def side_key(form: str) -> str | None:
    """``Iraqi`` -> ``iraqi``, ``etc.`` -> ``etc``; None when not ``[A-Za-z]{2,}`` folded."""
    if "'" in form:
        return None
    folded = fold_accents(form).rstrip(".")
    if not CASED_RE.fullmatch(folded):
        return None
    return folded.lower()


def first_forms(pairs: Iterable[tuple[str, str]]) -> dict[str, str]:
    """key -> the first Form in byte order."""
    chosen: dict[str, str] = {}
    for key, form in sorted(pairs):
        chosen.setdefault(key, form)
    return chosen


def build_side_lists(
    capitalised: Iterable[str],
    abbreviations: Iterable[str],
    words: frozenset[str],
    adjective_lemmas: frozenset[str],
) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """Proper adjectives, proper nouns and abbreviations, keyed by their lowercase spelling.

    A key is in at most one list, chosen in the order adjective, abbreviation, noun, and
    never in ``words``. Capitalised entries that begin with two capitals (NATO, MHz,
    WASPish) count as abbreviations.
    """
    adjectives: list[tuple[str, str]] = []
    nouns: list[tuple[str, str]] = []
    shortened: list[tuple[str, str]] = []
    for form in capitalised:
        key = side_key(form)
        if key is None or key in words:
            continue
        folded = fold_accents(form)
        if folded[0].isupper() and folded[1].isupper():
            shortened.append((key, form))
        elif folded in adjective_lemmas:
            adjectives.append((key, form))
        else:
            nouns.append((key, form))
    for form in abbreviations:
        key = side_key(form)
        if key is not None and key not in words:
            shortened.append((key, form))
    adjective_forms = first_forms(adjectives)
    abbreviation_forms = {
        key: form for key, form in first_forms(shortened).items() if key not in adjective_forms
    }
    noun_forms = {
        key: form
        for key, form in first_forms(nouns).items()
        if key not in adjective_forms and key not in abbreviation_forms
    }
    return adjective_forms, noun_forms, abbreviation_forms


def build_glosses(words: list[str], wordnet: WordNet) -> list[tuple[str, str]]:
    """``word -> gloss``, or ``word -> =base`` for an inflected form of a listed base."""
    known = set(words)
    rows: list[tuple[str, str]] = []
    for word in words:
        definition = wordnet.definition(word)
        if definition:
            rows.append((word, definition))
            continue
        for base in wordnet.base_forms(word):
            definition = wordnet.definition(base)
            if definition:
                rows.append((word, "=" + base if base in known else definition))
                break
    return rows


# --------------------------------------------------------------------------- output


def lines_bytes(lines: Iterable[str]) -> bytes:
    return "".join(line + "\n" for line in lines).encode("utf-8")


def tsv_bytes(mapping: Mapping[str, str]) -> bytes:
    return lines_bytes(f"{key}\t{mapping[key]}" for key in sorted(mapping))


class Writer:
    """Writes output files, only touching a file whose bytes change."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.written: dict[str, bytes] = {}

    def write(self, relative: str, data: bytes) -> None:
        path = self.out / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.is_file() or path.read_bytes() != data:
            path.write_bytes(data)
        self.written[relative] = data


def today_words_entry(curation: Curation) -> dict[str, object]:
    """What the manifest says of today-words.tsv: its sources, versions and licences."""
    sources: dict[str, int] = {}
    for _, source in curation.today_words.values():
        sources[source] = sources.get(source, 0) + 1
    return {
        "path": TODAY_WORDS,
        "description": "words in use that SCOWL 2020.12.07 lacks below the word games' size,"
        " added to every lexicon, with their tier and the source that decided each"
        " (scripts/build_today_words.py, from ../shared/sources)",
        "source": "; ".join(TODAY_SOURCES) + "; in-use test: wordfreq Zipf >= 2.0 (1.5 for"
        " an inflected entry), tier by Zipf with the cuts of SCOWL's tiers, filters at"
        " refresh time",
        "versions": {"hunspell en_GB, en_US": HUNSPELL_VERSION, "OEWN": "2025"},
        "licences": {
            "LGPL-3": HUNSPELL_LICENCE,
            "CC BY 4.0": OEWN_LICENCE,
            "Princeton WordNet": OEWN_WORDNET_LICENCE,
        },
        "words": len(curation.added_words),
        "by_source": dict(sorted(sources.items())),
    }


def write_licences(
    writer: Writer, scowl_doc_dir: Path, wordnet_doc_dir: Path, curation_dir: Path
) -> None:
    """Copy the licence notices of SCOWL, WordNet and the sources today's words are from
    (kept in the curation folder with them)."""
    for source, target in (
        (scowl_doc_dir / "copyright", SCOWL_LICENCE),
        (wordnet_doc_dir / "copyright", WORDNET_LICENCE),
        *((curation_dir / notice, licence) for notice, licence in TODAY_NOTICES),
    ):
        if not source.is_file():
            raise BuildError(f"licence notice not found: {source}")
        data = source.read_bytes()
        writer.write(target, gzip.decompress(data) if source.suffix == ".gz" else data)


def write_lexicon(writer: Writer, lexicon: Lexicon, version: str) -> dict[str, object]:
    """Write a lexicon's words, accented words and anagram index; its manifest entry."""
    words_bytes = lines_bytes(lexicon.words)
    writer.write(f"{lexicon.name}/words.txt", words_bytes)
    accented_bytes = tsv_bytes(lexicon.accented)
    writer.write(f"{lexicon.name}/accented.tsv", accented_bytes)
    # `best` finds candidate words by their sorted letters: every word the judge
    # accepts under the default settings (words, accent-folded words, proper adjectives).
    writer.write(
        f"{lexicon.name}/anagrams.txt",
        build_anagram_index([*lexicon.words, *lexicon.accented, *lexicon.proper_adjectives]),
    )
    return {
        "name": lexicon.name,
        "description": KNOWN_DESCRIPTIONS.get(
            lexicon.name, f"English word list from SCOWL size {lexicon.size}"
        ),
        "source": f"SCOWL {version} size {lexicon.size} ({', '.join(SPELLINGS)} words)"
        + lexicon.source_note
        + (
            f"; with {lexicon.today_words:,} words SCOWL lacks below size 80, from hunspell"
            f" en_GB and en_US {HUNSPELL_VERSION} and OEWN 2025 (curation/today-words.tsv"
            " names the source of each)"
            if lexicon.today_words
            else ""
        ),
        "licence": f"{SCOWL_LICENCE}; {HUNSPELL_LICENCE} (LGPL-3), {OEWN_LICENCE} (CC BY"
        " 4.0) for today's words"
        if lexicon.today_words
        else SCOWL_LICENCE,
        "path": f"{lexicon.name}/words.txt",
        "words": len(lexicon.words),
        "fingerprint": fingerprint_of([words_bytes]),
        "accented": {
            "path": f"{lexicon.name}/accented.tsv",
            "entries": len(lexicon.accented),
            "fingerprint": fingerprint_of([accented_bytes]),
        },
    }


@dataclass(frozen=True)
class SideListOutput:
    """One side list of a lexicon, with what the manifest says of it."""

    kind: str
    entries: dict[str, str]
    description: str
    source: str
    licences: list[str]


def side_list_outputs(
    lexicon: Lexicon, version: str, wordnet_version: str
) -> tuple[SideListOutput, ...]:
    """A lexicon's side lists, in the order they are written."""
    capitalised = ", ".join(CAPITALISED_CATEGORIES)
    return (
        SideListOutput(
            "proper-adjectives",
            lexicon.proper_adjectives,
            "proper adjectives this lexicon has (allowed: Iraqi, Scottish): every one of"
            " proper-adjectives.tsv that is not a word here; family: those rare neither in print"
            " nor by tier",
            f"SCOWL {version} size {lexicon.size} ({capitalised}) x WordNet {wordnet_version}"
            " adjectives",
            [SCOWL_LICENCE, WORDNET_LICENCE],
        ),
        SideListOutput(
            "proper-nouns",
            lexicon.proper_nouns,
            "other capitalised entries: proper nouns (Paris)",
            f"SCOWL {version} size {lexicon.size} ({capitalised})",
            [SCOWL_LICENCE],
        ),
        SideListOutput(
            "abbreviations",
            lexicon.abbreviations,
            "abbreviations and acronyms, and entries beginning with two capitals (NATO)",
            f"SCOWL {version} size {lexicon.size} ({ABBREVIATION_CATEGORY}; {capitalised}"
            " beginning with two capitals)",
            [SCOWL_LICENCE],
        ),
    )


def write_side_lists(
    writer: Writer, lexicon: Lexicon, version: str, wordnet_version: str
) -> list[dict[str, object]]:
    """Write a lexicon's side lists; their manifest entries."""
    entries: list[dict[str, object]] = []
    for side in side_list_outputs(lexicon, version, wordnet_version):
        data = tsv_bytes(side.entries)
        path = f"{lexicon.name}/{side.kind}.tsv"
        writer.write(path, data)
        entries.append(
            {
                "lexicon": lexicon.name,
                "kind": side.kind,
                "path": path,
                "description": side.description,
                "source": side.source,
                "licences": side.licences,
                "entries": len(side.entries),
                "fingerprint": fingerprint_of([data]),
            }
        )
    return entries


def write_glosses(writer: Writer, lexicon: Lexicon, wordnet: WordNet) -> dict[str, object]:
    """Write the WordNet glosses of a lexicon's words; their manifest entry."""
    rows = build_glosses(lexicon.words, wordnet)
    gloss_text = lines_bytes(f"{word}\t{gloss}" for word, gloss in rows)
    writer.write("glosses.tsv.gz", gzip.compress(gloss_text, compresslevel=9, mtime=0))
    return {
        "path": "glosses.tsv.gz",
        "description": f"first WordNet definition of the words of '{lexicon.name}'"
        f" (at most {GLOSS_LIMIT} characters); '=base' refers to the base form's entry",
        "source": f"WordNet {wordnet.version}",
        "licence": WORDNET_LICENCE,
        "entries": len(rows),
        "pointers": sum(1 for _, gloss in rows if gloss.startswith("=")),
        "fingerprint": fingerprint_of([gloss_text]),
    }


def write_tiers(
    writer: Writer,
    lexicons: list[Lexicon],
    policy: Policy,
    wordnet: WordNet,
    curation: Curation,
    version: str,
) -> tuple[dict[str, object], dict[str, int]]:
    """Write how common each word of the lexicons and each proper adjective is; its
    manifest entry and how many words each tier has."""
    keys: set[str] = set(policy.proper_adjectives)
    for lexicon in lexicons:
        keys.update(lexicon.words)
        keys.update(lexicon.accented)
    tiers = tiers_of(sorted(keys), policy, wordnet, curation)
    data = tiers_text(tiers, version).encode("utf-8")
    writer.write(TIERS_PATH, data)
    counts = {tier: sum(1 for found in tiers.values() if found == tier) for tier in TIERS}
    entry: dict[str, object] = {
        "path": TIERS_PATH,
        "description": "word<TAB>tier, common or uncommon, of every word of the lexicons and"
        " every proper adjective; a word not listed is rare",
        "source": f"SCOWL {version} size levels (common up to {COMMON_LEVEL}, uncommon up to"
        f" {UNCOMMON_LEVEL}: scripts/tier_policy.py), {TWO_LETTER_TIERS}",
        "licence": SCOWL_LICENCE,
        "entries": counts[TIERS[0]] + counts[TIERS[1]],
        "tiers": counts,
        "fingerprint": fingerprint_of([data]),
    }
    return entry, counts


def name_words(
    lexicon: Lexicon, policy: Policy, wordnet: WordNet, curation: Curation
) -> dict[str, str]:
    """Words that are also, and more commonly, names: ``key -> Name<TAB>lowercase sense``.

    More commonly: SCOWL lists the name at a lower (commoner) level than the word.
    The sense is WordNet's first lowercase definition, or the curated one, or empty.
    """
    found: dict[str, str] = {}
    for word in lexicon.words:
        level, form = policy.name_levels.get(word, (99, ""))
        if level < policy.word_levels.get(word, 0) and word not in policy.proper_adjectives:
            sense = curation.lowercase_senses.get(word) or wordnet.definition(word) or ""
            found[word] = f"{form}\t{sense}"
    return found


def write_shared(
    writer: Writer, lexicon: Lexicon, policy: Policy, wordnet: WordNet, curation: Curation
) -> list[dict[str, object]]:
    """The lists every dictionary is judged with; their manifest entries."""
    outputs = (
        (
            "proper-adjectives.tsv",
            policy.proper_adjectives,
            "every proper adjective, also those that are words: the rule that says which"
            " capitalised words are adjectives (a dictionary that lists one only"
            " Capitalised has it as an adjective, never a proper noun)",
            "WordNet adjectives, demonym nouns and nouns of members, adherents and"
            " followers; SCOWL capitalised entries made from a WordNet place or person's"
            " name, or from another of SCOWL's names, with an adjective's ending;"
            " curation/proper-adjectives-extra.txt",
        ),
        (
            "name-words.tsv",
            name_words(lexicon, policy, wordnet, curation),
            f"words of '{lexicon.name}' that SCOWL lists more commonly as names:"
            " key<TAB>Name<TAB>lowercase sense",
            "SCOWL levels of names and words; WordNet and curation/lowercase-senses.tsv",
        ),
    )
    entries: list[dict[str, object]] = []
    for path, mapping, description, source in outputs:
        data = tsv_bytes(mapping)
        writer.write(path, data)
        entries.append(
            {
                "path": path,
                "description": description,
                "source": source,
                "entries": len(mapping),
                "fingerprint": fingerprint_of([data]),
            }
        )
    return entries


def write_manifest(writer: Writer, manifest: Mapping[str, object]) -> None:
    text = json.dumps(manifest, sort_keys=True, indent=1, ensure_ascii=False) + "\n"
    writer.write("manifest.json", text.encode("utf-8"))


def parse_sizes(text: str) -> list[tuple[str, int]]:
    sizes: list[tuple[str, int]] = []
    for part in text.split(","):
        name, sep, size = part.strip().partition("=")
        if not sep or not re.fullmatch(r"[a-z][a-z0-9_-]*", name) or not size.isdigit():
            raise BuildError(f"--sizes: expected name=size, got {part!r}")
        if name in {existing for existing, _ in sizes} or name == "curation":
            raise BuildError(f"--sizes: name {name!r} is repeated or reserved")
        sizes.append((name, int(size)))
    if not sizes:
        raise BuildError("--sizes: no lexicon given")
    return sizes


def family_readme(lexicons: list[Lexicon]) -> str:
    """The README's section on ``family``, when it is built."""
    size = next((lexicon.size for lexicon in lexicons if lexicon.name == FAMILY), None)
    if size is None:
        return ""
    return f"""## `{FAMILY}`: for tables with children

SCOWL's words up to size {size} (the words of a school or desk dictionary, with
their inflections), built as above, then without the words of `offensive.txt`, without
words rare in print (wordfreq's Zipf frequency below {FAMILY_MIN_ZIPF}, about once in a
hundred million words; a word more commonly a well-known name, as in `large`, counts as
rare: redding) unless a base form of the word is a family word that is not rare (unpacks
goes with unpack), and with only the two-letter words of `two-letter-words.txt` that are
not rare by `two-letter-tiers.tsv` (no qi, xu, ka); of the proper adjectives the shared
rule knows, those not rare in print by the same measure and not rare by their tier
(Victorian, Texan; not Pinteresque, nor Caledonian or Genoese, which SCOWL files at 70);
of today's words, the common ones SCOWL lists at no size (not the word games' words a
newer list has: influencer, and fragments such as facie). House allow and deny lists apply on top,
as with every dictionary.

The rare-word filter runs the wordfreq package at build time (`scripts/family_policy.py`;
the manifest names its version): it decides which words are left out, and none of its
data is copied here. It is not the tiers of `word-tiers.tsv`: every word of SCOWL's size
{size} is common or uncommon there, so the tiers could not narrow `family`'s words. No
family word has the tier rare but an inflection SCOWL files above its word (gapped).

Measured by `python benchmarks/family_figures.py` (tested in
`tests/test_family_dictionary.py`):

- the 5,000 most common English words (wordfreq's `top_n_list("en", 5000)`, letters
  only, less the names, abbreviations and fragments labelled in
  `tests/data/labelled/top5000-not-words.txt` and less the offensive words: 4,520):
  99.36% accepted (not: york, henry, colorado, nah, sept, ai, ...; goal 97%);
- rare tournament words refused: QOPH, XU, ZA, QI, AA, 100%; the 29 rare two-letter
  words of the tournament list, 100%; a sample of the words only `large` has (every
  50th, 2,690), 99.93% (flemish and scots are proper adjectives common in print);
  a sample of the words of `large` whose tier is rare (every 50th, 3,407), 99.97% (not:
  caballing, an inflection of a family word).

Words with an everyday sense that the offensive-word lists also name are decided by one
rule, in `curation/innocent-senses.tsv`: `family` keeps a word people commonly mean in
its everyday sense (screw, snatch, suck, knob) and refuses one they commonly mean in its
offensive sense, or a slur (cock, tit, coon); a table that wants a refused word adds it
to its allow list.

"""


def readme_text(
    lexicons: list[Lexicon],
    gloss_lexicon: Lexicon,
    curation: Curation,
    tier_counts: Mapping[str, int],
) -> str:
    names = ", ".join(f"`{lexicon.name}` (SCOWL size {lexicon.size})" for lexicon in lexicons)
    rows = "\n".join(
        f"| `{lexicon.name}` | {len(lexicon.words):,} | {len(lexicon.accented):,} |"
        f" {len(lexicon.proper_adjectives):,} | {len(lexicon.proper_nouns):,} |"
        f" {len(lexicon.abbreviations):,} |"
        for lexicon in lexicons
    )
    family_section = family_readme(lexicons)
    added = curation.added_words  # a property that builds the set: once, not per word
    by_source: dict[str, int] = {}
    for word, (_, source) in curation.today_words.items():
        if word in added:
            by_source[source] = by_source.get(source, 0) + 1
    contributed = [
        f"{by_source.get(source, 0):,}"
        for source in (f"hunspell en_GB {HUNSPELL_VERSION}", f"hunspell en_US {HUNSPELL_VERSION}")
    ] + [f"{by_source.get('OEWN 2025', 0):,}"]
    counts = [f"{tier_counts[tier]:,}" for tier in TIERS]
    return f"""# Bundled word data

Generated by `scripts/build_lexicons.py` from SCOWL and WordNet; do not edit by hand
(except `curation/`). Lexicons: {names}.

| lexicon | words | accented | proper adjectives | proper nouns | abbreviations |
|---|---|---|---|---|---|
{rows}

| file | contents |
|---|---|
| `<name>/words.txt` | the words, one a line, `[a-z]{{2,}}`, sorted by byte order, unique |
| `<name>/accented.tsv` | `folded<TAB>original` for words known only with accents (nee, née) |
| `<name>/proper-adjectives.tsv` | `key<TAB>Form`: capitalised adjectives (iraqi, Iraqi) |
| `<name>/proper-nouns.tsv` | `key<TAB>Form`: proper nouns (paris, Paris) |
| `<name>/abbreviations.tsv` | `key<TAB>Form`: abbreviations, Roman numerals (nato, NATO) |
| `proper-adjectives.tsv` | every proper adjective, also those that are words |
| `name-words.tsv` | `key<TAB>Name<TAB>sense`: words more commonly names (kyle) |
| `glosses.tsv.gz` | `word<TAB>definition` from WordNet for the `{gloss_lexicon.name}` words |
| `word-tiers.tsv` | `word<TAB>tier`: how common each word is, from SCOWL's sizes |
| `manifest.json` | counts, sources, licences and fingerprints of the files above |
| `curation/two-letter-words.txt` | `standard`'s two-letter words, each a word of every lexicon |
| `curation/two-letter-large.txt` | tournament (TWL06) two-letter words `large` adds |
| `curation/junk.txt` | entries dropped from every lexicon |
| `curation/affixes.txt` | prefixes and suffixes that are not words (also at run time) |
| `curation/abbreviations-extra.txt` | abbreviations always rejected (also at run time) |
| `curation/abbreviation-words.txt` | SCOWL abbreviations that are words (ling, col, sec) |
| `curation/names-not-abbreviations.txt` | SCOWL abbreviations that are names (ikea) |
| `curation/proper-adjectives-extra.txt` | proper adjectives the sources miss |
| `curation/not-proper-adjectives.txt` | false demonyms (Susan) |
| `curation/lowercase-senses.tsv` | senses of name-like words no source defines |
| `curation/common-words.txt` | common words SCOWL 70 lacks (build_common_words.py) |
| `curation/today-words.tsv` | words SCOWL lacks, tier and source (build_today_words.py) |
| `curation/two-letter-tiers.tsv` | how common each two-letter word is, judged by hand |
| `curation/offensive.txt` | the words marked offensive (build_offensive_words.py) |
| `curation/offensive-extra.tsv` | slurs and vulgarities the lists' vote misses, by hand |
| `curation/innocent-senses.tsv` | offensive words with an everyday sense, kept or refused |
| `LICENSE-*.txt` | the licence notices of the sources (SCOWL, WordNet, hunspell en, OEWN) |

In `glosses.tsv.gz` a definition `=run` (for `ran`) stands for the definition on the
base form's own line. A side list holds only keys that are not in the lexicon's
`words.txt`, and a key sits in at most one side list (adjective before abbreviation
before proper noun). Every list is sorted by key in byte order, so the plain text ones
can be searched by bisection.

Words: SCOWL's `words` files of the spellings {", ".join(SPELLINGS)}, levels up to
the size, accents folded (née -> nee), entries with an apostrophe dropped, only
`[a-z]{{2,}}` kept; SCOWL's two-letter entries replaced by the curated two-letter lists
({len(curation.two_letter_words)} words; lexicons of size {LARGE_SIZE} or more add the
{len(curation.two_letter_large)} of `two-letter-large.txt`); added: WordNet's irregular
forms (`noun.exc`, `verb.exc`, `adj.exc`) of listed words (syllabi, hewn), the
{len(curation.common_words)} words of `common-words.txt` and the
{len(curation.added_words):,} words of `today-words.tsv` that a newer source decided
(below; `family`: only those it tiers common that SCOWL lists at no size); dropped: the entries of
`junk.txt` ({len(curation.junk)}), `affixes.txt` and `abbreviations-extra.txt`, and, in
lexicons of size {LARGE_SIZE} or more, lowercase entries beyond size {STANDARD_SIZE} whose
only evidence is a well-known name (SCOWL level {WELL_KNOWN_NAME_LEVEL} or less: laura,
texas) that neither WordNet (in lower case, or as a kind of thing such as Merlot) nor
`lowercase-senses.tsv` knows. Proper adjectives, by source and by rule
(`scripts/lexicon_policy.py`): WordNet's capitalised adjectives; WordNet nouns glossed
"a native or inhabitant of", "a member of the ... people" (unless named as a place is:
Iowa) or as a member, adherent, follower, supporter or advocate of something (Quaker,
Sikh, Baptist, Thatcherite; not a family's name, Stuart, nor an ordinary word, Mason);
SCOWL capitalised entries made from a WordNet place with -ian, -ean, -an, -ese, -ite,
-ic, -esque or -ish (Bostonian, Kentish), a people whose land is named after it (Tajik:
Tajikistan) and a land's adjective in -stani (Dagestani), and entries made from a
WordNet person's name with -ian, -ean, -an, -ic, -ist, -ite or -esque (Brechtian,
Miltonic, Trotskyist, Kafkaesque; the name has five letters or more unless the ending
follows it whole, and six before -an: not Tatian, Moran); SCOWL capitalised entries made
the same way from another of SCOWL's names (Swabian: Swabia, Adlerian: Adler,
Spinozist: Spinoza, Baluchi: Baluchistan; -an only after a name in -a or -o: Okinawan),
reading SCOWL's `upper` entries and its `proper-names` entries of sizes 70 and 80 made
from a name SCOWL lists up to 70 or WordNet knows (Popperian, Murcian; not Petrosian:
Petros, 80), unless SCOWL lists the entry as a name up to size 60 (a given name:
Gillian) or WordNet knows it as a name; less
`not-proper-adjectives.txt`; and `proper-adjectives-extra.txt`. The rule says which
capitalised words are adjectives; each lexicon says which it has: `standard` and `large`
every one, `family` those rare neither in print nor by tier (its filter, below). A word
the rule knows is never a proper noun of any lexicon. Proper nouns that WordNet knows in
lower case and SCOWL lists in lower case in some spelling (chile, kirk) are words, not
proper nouns.

{family_section}## Tiers and offensive words

Every verdict says how common an accepted word is: its tier, from the size SCOWL files
the word under (`word-tiers.tsv`, written by this build with `scripts/tier_policy.py`;
SCOWL's licence, like the lexicons). SCOWL sizes words by how widely dictionaries agree
on them: 35 is its "small" list, 50 "medium", 70 "large", 80 the words of word games.

| tier | SCOWL sizes | words | for example |
|---|---|---|---|
| common | 10 to {COMMON_LEVEL} | {counts[0]} | cat 10; zebra, kiwi, igloo 35 |
| uncommon | 40 to {UNCOMMON_LEVEL} | {counts[1]} | quixotic 40; whelk 50; chard 55; axolotl 60 |
| rare | 70 and above, or none | {counts[2]} | quiddity, qoph 70; the words only `large` has |

Rare words are not listed in `word-tiers.tsv`: a word it does not list is rare.

## Today's words: `today-words.tsv`

SCOWL's last release is 2020.12.07. Words that came into use since (podcaster, vlog,
lifehack, esports) and words SCOWL files only with the word games' (size 80: mocktail,
influencer) are decided by newer licensed lists, read from the shared sources
(`../shared/sources`, whose README gives each one's repository and commit):

| source | version | licence | contributed |
|---|---|---|---|
| hunspell en_GB (Marco A.G. Pinto and contributors) | {HUNSPELL_VERSION}, 2026-07-01 | \
LGPL-3 (`{HUNSPELL_LICENCE}`, its README) | {contributed[0]} words |
| hunspell en_US, the same project's | {HUNSPELL_VERSION}, 2026-07-01 | LGPL-3 (same notice) | \
{contributed[1]} words |
| Open English WordNet | 2025 edition | CC BY 4.0 (`{OEWN_LICENCE}`), Princeton WordNet's \
(`{OEWN_WORDNET_LICENCE}`) | {contributed[2]} words |

Only the build input is that release: the `hunspell:en_GB` dictionary is whichever the
machine has installed. `scripts/build_today_words.py` adds a word one of them lists in
lower case (the first that does is named in the file's third column) that SCOWL lists
below size 80 in no spelling, that is in use (wordfreq Zipf 2.0 or more, or 1.5 for an
entry hunspell inflects itself), that no veto list names and, from OEWN, that hunspell
does not know only Capitalised (a name or a brand: Snapchat), with its inflections
({len(curation.added_words):,} words). A word a source lists only with a capital inside
it (WiFi, eBook) is not added: the capitals mark a brand or an abbreviation's letter.
Each word's tier follows how often it is written, with the cuts of SCOWL's own tiers:
common from Zipf {COMMON_ZIPF}, uncommon from {UNCOMMON_ZIPF}, else rare (the frequencies
that best separate SCOWL's sizes 35 and 60: `benchmarks/tier_cuts.py`; livestream common,
vlogger uncommon, baza rare); an inflection takes its word's, and `common-words.txt`'s
words are tiered the same way. Only the decisions are kept, no frequencies. Words none of
them lists are still missing (mansplain, athleisure); a table adds them to its allow list.

A word's size is its lowest in the spellings the lexicons merge; a SCOWL abbreviation
that is a word (maths, sec) and a proper adjective (Iraqi 50) count their own entries; a
word SCOWL files only under another spelling or variant takes that size (foetus,
syllabi), and an irregular form WordNet adds takes its base form's (blackberried).
Two-letter words take their tier from `two-letter-tiers.tsv`, judged by hand. Of the
5,000 most common English words (the 4,518 of `family`'s figures), 97.6% are common,
2.0% uncommon (online, website, laptop) and 0.4% rare, all names (york, henry). Uncommon
ends at 60 because SCOWL's sizes change kind there: 58% of the words at 60 are in
wordfreq's list at all (measured with the package, nothing kept), 37% at 70, 14% at 80;
a cut at 55 would call chard, sleepover and axolotl rare. `check` reads the tiers by
bisection, as fast as before.

Why not wordfreq's frequencies, which `check --explain` shows ("about once in 5 million
words")? The wordfreq package is used at run time for that, and at build time as
`family`'s filter, but its data is licensed CC BY-SA 4.0: a table of tiers cut from it
would be an adaptation of that data, to be shared under the same licence. SCOWL's levels
say as much for the game and come with the lexicons' own licence. They differ from
frequencies where a game should: an inflection goes with its word (unpacks is common, as
unpack), and a name's count does not make a word common.

A verdict also says whether the word is offensive: a word that at least two of these
maintained lists name, one of them narrow, with its inflections and plurals; and the
slurs, vulgarities and mild swear words they propose without agreeing, judged by hand
(`curation/offensive-extra.tsv`); less the words `curation/innocent-senses.tsv` keeps for
their everyday sense (screw, snatch), and with those it refuses (cock, tit); and the words
a list names that no lexicon has, made on a vulgar stem (clusterfuck) or of two everyday
words, one of them marked (dickwad) (`scripts/build_offensive_words.py`,
{len(curation.offensive):,} words):

| list | version | licence | kind |
|---|---|---|---|
| cuss (entries rated 2, "likely" profane) | 2.2.0 | MIT | broad |
| better-profanity's word list | 0.7.0 | MIT | broad |
| Surge AI's profanity list, rated Strong or Severe | commit 77dabf36 | MIT | broad |
| LDNOOBW (English), as packaged in naughty-words | 1.2.0 | CC BY 4.0 | narrow |
| hunspell en_US, en_GB: NOSUGGEST entries | 2020.12.07; en_GB 3.1.4 | SCOWL's; LGPL | narrow |
| WordNet senses of usage obscenity or ethnic slur | 3.0 | WordNet's | narrow |

The broad lists alone would mark words a child says at table (stupid, vomit, slave,
kumquat); no narrow list alone has every slur and swear word.

## Two-letter words

`standard` takes the {len(curation.two_letter_words)} words of `two-letter-words.txt`,
everyday words, each with its note. `large` follows the current North American
tournament list (107 words, NWL2018: the 2006 list's 101, with da, gi, po, te from 2014
and ew, ok from 2018), each source noted in `two-letter-large.txt`, less the prefix un.

## Rebuild

    apt-get install scowl wordnet-base
    python scripts/build_lexicons.py

The build is deterministic: the same inputs give the same bytes.
`tests/test_build_lexicons.py` checks that the committed files match a fresh build.
To refresh the common-words supplement (needs wordfreq, pyenchant and the hunspell
en_US and en_GB dictionaries): `python scripts/build_common_words.py`, then rebuild.
To refresh today's words (needs wordfreq, the `hunspell` program and the shared sources):
`python scripts/build_today_words.py [--sources ../shared/sources]`, review the diff,
then rebuild. It writes `today-words.tsv` and copies each source's licence notice to
`curation/` (`hunspell-en-README.txt`, `oewn-LICENSE.md`, `oewn-WNDB_License.txt`); the
build reads them and needs no other copy of the sources.
The tiers (`word-tiers.tsv`) are rebuilt with the lexicons; `family`'s filter needs the
wordfreq package, installed with quiddler-score. To refresh the offensive words: see
`scripts/build_offensive_words.py` (it names the packages to fetch); then rebuild.
"""


def build(args: argparse.Namespace) -> dict[str, bytes]:
    """Build every lexicon of ``--sizes`` into ``--out``; the bytes of each file written."""
    sizes = parse_sizes(args.sizes)
    curation = Curation.read(args.curation)
    untiered = (curation.two_letter_words | curation.two_letter_large) - set(
        curation.two_letter_tiers
    )
    if untiered:
        raise BuildError(f"{TWO_LETTER_TIERS}: no tier for {', '.join(sorted(untiered))}")
    scowl = Scowl(args.scowl_dir)
    wordnet = WordNet.load(args.wordnet_dir)
    version = scowl_version(args.scowl_doc_dir, args.scowl_dir)
    policy = make_policy(scowl, wordnet, curation)
    lexicons = [make_lexicon(name, size, scowl, curation, wordnet, policy) for name, size in sizes]

    writer = Writer(args.out)
    write_licences(writer, args.scowl_doc_dir, args.wordnet_doc_dir, args.curation)
    manifest_lexicons: list[dict[str, object]] = []
    manifest_sides: list[dict[str, object]] = []
    for lexicon in lexicons:
        manifest_lexicons.append(write_lexicon(writer, lexicon, version))
        manifest_sides.extend(write_side_lists(writer, lexicon, version, wordnet.version))
    gloss_lexicon = max(lexicons, key=lambda lexicon: (lexicon.size, len(lexicon.words)))
    tiers, tier_counts = write_tiers(writer, lexicons, policy, wordnet, curation, version)
    manifest: dict[str, object] = {
        "generator": "scripts/build_lexicons.py",
        "lexicons": manifest_lexicons,
        "side_lists": manifest_sides,
        "glosses": write_glosses(writer, gloss_lexicon, wordnet),
        "shared": write_shared(writer, gloss_lexicon, policy, wordnet, curation),
        "tiers": tiers,
        "curation": curation.fingerprints(),
        "supplements": [today_words_entry(curation)],
    }
    write_manifest(writer, manifest)
    readme = readme_text(lexicons, gloss_lexicon, curation, tier_counts)
    writer.write("README.md", readme.encode("utf-8"))
    return writer.written


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--scowl-dir", type=Path, default=Path("/usr/share/dict/scowl"))
    parser.add_argument("--wordnet-dir", type=Path, default=Path("/usr/share/wordnet"))
    parser.add_argument(
        "--scowl-doc-dir",
        type=Path,
        default=Path("/usr/share/doc/scowl"),
        help="where SCOWL's copyright and README.gz are (licence notice, version)",
    )
    parser.add_argument(
        "--wordnet-doc-dir",
        type=Path,
        default=Path("/usr/share/doc/wordnet-base"),
        help="where WordNet's copyright is (licence notice)",
    )
    parser.add_argument("--out", type=Path, default=REPO_ROOT / "dictionaries")
    parser.add_argument(
        "--curation",
        type=Path,
        default=REPO_ROOT / "dictionaries" / "curation",
        help="folder of the hand-curated input lists (default: dictionaries/curation)",
    )
    parser.add_argument(
        "--sizes",
        default=DEFAULT_SIZES,
        help=f"lexicons to build as name=SCOWL size, comma separated (default {DEFAULT_SIZES})",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    started = time.perf_counter()
    try:
        written = build(args)
    except (BuildError, OSError) as error:
        print(f"build_lexicons: {error}", file=sys.stderr)
        return 2
    elapsed = time.perf_counter() - started
    for relative in sorted(written):
        print(f"{len(written[relative]):>10} {relative}")
    print(f"built {len(written)} files in {args.out} in {elapsed:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Write ``dictionaries/curation/today-words.tsv``: words in use that SCOWL 2020 lacks.

SCOWL, the source of the bundled lexicons, was last released on 2020-12-07; words that
came into everyday use since (podcaster, vlog, esports) are not in it, and words it filed
with the word games' (size 80: influencer, mocktail) are left out of ``standard``. Newer
licensed lists decide them, read from the folders of the shared sources (``--sources
DIR``, default ``../shared/sources`` beside the repository; its README gives each
folder's provenance):

- ``hunspell-en-4.0.8/``: Marco A.G. Pinto's British (``en_GB``, -ise) and American
  (``en_US``, -ize) hunspell dictionaries 4.0.8 (2026-07-01), LGPL-3; the version is read
  from each affix file and must be the pinned one;
- ``oewn-2025-edition/``: Open English WordNet 2025 (CC BY 4.0, and Princeton WordNet's
  licence), its lexical entries (``entries-*.yaml``): the lemmas only.

A word is added when all of these hold:

- a source lists it in lower case: hunspell en_GB or en_US 4.0.8 accepts it so (its
  entries and their affix forms), or OEWN 2025 has it as a lemma all in lower case; the
  first of these that has it is named as its source. A word a source lists only with a
  capital inside it (WiFi, eBook) is not added: the capitals mark a brand's spelling or
  an abbreviation's letter (Wi-Fi, the e of e-book), and the game takes neither;
- SCOWL lists it in no spelling below the word games' size (80), not even with accents
  (cliché makes cliche a word already): a word SCOWL files only with the word games'
  (mocktail, influencer: 80) is added to every lexicon when a newer list has it and people
  use it; ``common-words.txt`` does not already supply it; and, from OEWN: SCOWL lists it
  at no size (OEWN's lowercase lemmas that SCOWL files at 80 or 95 are mostly names and
  foreign words: marseille, bleu), it is not one of OEWN's phrases run together (ice
  cream: icecream; part-time: parttime), and hunspell does not know it only Capitalised
  (a name or a brand: Snapchat, Velcro);
- it is in use: wordfreq's Zipf frequency at least 2.0, the floor of ``family``'s
  rare-word filter (about once in a hundred million words), or at least 1.5 for a word
  hunspell lists as an entry of its own with inflection flags (geotag/SGD, metaverse/SM):
  a word its authors entered and inflect, not a fragment or a form its rules allow;
- it is ``[a-z]{3,}``, and on none of the veto lists: SCOWL's abbreviations and
  capitalised names (unless WordNet knows the word in lower case), Roman numerals,
  ``junk.txt`` (fragments of phrases hunspell splits at a hyphen or a space: jiu, nilly;
  names and brands hunspell also lists in lower case), ``affixes.txt``,
  ``abbreviations-extra.txt``.

Its inflections that hunspell accepts and SCOWL lacks come with it (podcasters, vlogged),
however seldom they are written: an inflection goes with its word. Each word's tier
follows how often it is written, with the cuts of SCOWL's own tiers
(``tier_policy.tier_of_zipf``: common from Zipf 2.6, uncommon from 1.6, else rare: the
frequencies that best separate SCOWL's sizes 35 and 60); an inflection takes its word's.
The words of ``common-words.txt`` are given their tier the same way, so that lockdown and
gameplay are not called rare for want of a SCOWL level. Only the words, their tiers and the
source that decided each are written: no frequencies (wordfreq's data is CC BY-SA 4.0;
these are threshold decisions, as ``family``'s filter is).

The hunspell dictionaries are read through the ``hunspell`` program, not the ones the
machine uses at run time: the ``hunspell:en_GB`` dictionary stays whatever release is
installed. Each source's licence notice is copied beside the result (``--out``, default
``dictionaries/curation``): hunspell's README (``hunspell-en-README.txt``), OEWN's
``LICENSE.md`` and ``WNDB_License.txt`` (``oewn-LICENSE.md``, ``oewn-WNDB_License.txt``),
so the lexicon build needs neither the sources nor the network.

To refresh (needs wordfreq, the ``hunspell`` program and the shared sources):
``python scripts/build_today_words.py``, review the diff and rebuild the lexicons
(``python scripts/build_lexicons.py``). ``tests/test_today_words.py`` rebuilds the file
from the shared sources and compares it byte for byte.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_lexicons import (  # noqa: E402
    ABBREVIATION_CATEGORY,
    CAPITALISED_CATEGORIES,
    HUNSPELL_VERSION,
    WORDS_CATEGORY,
    Scowl,
    WordNet,
    read_curation,
)
from lexicon_policy import roman_numerals  # noqa: E402
from tier_policy import tier_of_zipf  # noqa: E402

from quiddler_score.engine.players import fold_accents  # noqa: E402

CURATION = REPO_ROOT / "dictionaries" / "curation"
SHARED_SOURCES = REPO_ROOT.parent / "shared" / "sources"
OUTPUT = "today-words.tsv"
WORD = re.compile(r"[a-z]{3,}")
IN_USE = 2.0
IN_USE_ENTRY = 1.5
HUNSPELL_FOLDER = f"hunspell-en-{HUNSPELL_VERSION}"
HUNSPELL_DICTIONARIES = ("en_GB", "en_US")
OEWN_VERSION = "2025"
OEWN_FOLDER = "oewn-2025-edition"
OEWN_SOURCE = f"OEWN {OEWN_VERSION}"
# Each licence notice: (folder, file) in the sources, and its copy beside the result.
NOTICES = (
    (HUNSPELL_FOLDER + "/en_GB", "README_en_GB_ZA_US_CA_AU.txt", "hunspell-en-README.txt"),
    (OEWN_FOLDER, "LICENSE.md", "oewn-LICENSE.md"),
    (OEWN_FOLDER, "WNDB_License.txt", "oewn-WNDB_License.txt"),
)
GAMES_SIZE = 80
COMMON_WORDS_SOURCE = "common-words.txt"
# "# V 3.1.4, 2022-11-01" in older releases, "#         Version: 4.0.8, 2026-07-01" now.
VERSION_LINE = re.compile(r"^#\s+(?:V|Version:)\s+(\S+), (\d{4}-\d{2}-\d{2})", re.MULTILINE)
# An OEWN entry's lemma, at the start of a line (``vlog:``): one word all in lower case
# (not ``WiFi:``, ``eBook:``, ``'s:``).
OEWN_LEMMA = re.compile(r"[a-z]+")
# Regular inflections: (ending added, letters removed first).
INFLECTIONS = (("s", ""), ("es", ""), ("ed", ""), ("d", ""), ("ing", ""), ("ing", "e"))
HEADER = """\
# Words in use that SCOWL 2020.12.07 lacks, with their tier and the source that decided
# each: hunspell en_GB or en_US {hunspell} (LGPL-3), OEWN {oewn} (CC BY 4.0) for the words
# they add (Zipf >= {in_use} in wordfreq; tier by frequency with the cuts of SCOWL's tiers,
# scripts/tier_policy.py), common-words.txt for that supplement's words (tier only).
# Generated by
# scripts/build_today_words.py from ../shared/sources; see it for the rule. Do not edit
# by hand. word<TAB>tier<TAB>source
"""


def hunspell_source(name: str) -> str:
    """``en_GB`` -> ``hunspell en_GB 4.0.8``: how today-words.tsv names the source."""
    return f"hunspell {name} {HUNSPELL_VERSION}"


SOURCES = (*(hunspell_source(name) for name in HUNSPELL_DICTIONARIES), OEWN_SOURCE)
"""Every source that adds words, in the order that names a word's source."""


def hunspell_version(aff: Path) -> str:
    """The version an affix file declares (``#  Version: 4.0.8, 2026-07-01``)."""
    found = VERSION_LINE.search(aff.read_text("utf-8", "replace"))
    if found is None:
        raise SystemExit(f"{aff}: no version line")
    return found.group(1)


def inflected_entries(dic: Path) -> frozenset[str]:
    """The lowercase stems of a hunspell ``.dic`` that carry affix flags (geotag/SGD)."""
    found = set()
    for line in dic.read_text("utf-8", "replace").splitlines()[1:]:
        stem, slash, flags = line.partition("/")
        if slash and flags.split()[0:1] and WORD.fullmatch(stem):
            found.add(stem)
    return frozenset(found)


def oewn_lemmas(folder: Path) -> tuple[frozenset[str], frozenset[str]]:
    """The lemmas of OEWN's ``entries-*.yaml`` that are one word in lower case; and its
    phrases run together (ice cream: icecream, part-time: parttime)."""
    files = sorted(folder.glob("entries-*.yaml"))
    if not files:
        raise SystemExit(f"no OEWN entries (entries-*.yaml) in {folder}")
    lemmas: set[str] = set()
    phrases: set[str] = set()
    for path in files:
        for line in path.read_text("utf-8").splitlines():
            if line[:1] in ("", " ", "-") or not line.endswith(":"):
                continue
            lemma = line[:-1].strip("'\"")
            if OEWN_LEMMA.fullmatch(lemma):
                lemmas.add(lemma)
            elif re.fullmatch(r"[a-z]+(?:[ -][a-z]+)+", lemma):
                phrases.add(re.sub("[ -]", "", lemma))
    return frozenset(lemmas), frozenset(phrases)


def bases(word: str) -> list[str]:
    """Base forms ``word`` may be a regular inflection of (upcycled: upcycle, upcycl)."""
    found = []
    for ending, drop in INFLECTIONS:
        if word.endswith(ending) and len(word) > len(ending) + 2:
            stem = word[: len(word) - len(ending)]
            found += [stem + drop, stem + "e"]
            if ending in ("ed", "ing") and stem[-1:] == stem[-2:-1]:
                found.append(stem[:-1])
    return found


def forms(word: str) -> list[str]:
    """Regular inflections of ``word`` to try (vlog: vlogs, vlogged, vlogging)."""
    found = []
    for ending, drop in INFLECTIONS:
        if drop and not word.endswith(drop):
            continue
        stem = word[: len(word) - len(drop)] if drop else word
        found.append(stem + ending)
        if ending in ("ed", "ing") and re.search(r"[^aeiou][aeiou][bdgklmnprt]$", word):
            found.append(word + word[-1] + ending)
    if word.endswith("y") and len(word) > 3 and word[-2] not in "aeiou":
        found += [word[:-1] + "ies", word[:-1] + "ied"]
    return found


@dataclass(frozen=True)
class Sources:
    """What decides a word: SCOWL's lists, the veto lists, the newer lists and wordfreq."""

    below_games: frozenset[str]
    """SCOWL's words below the word games' size (80), in any spelling, accents folded."""
    common_words: frozenset[str]
    vetoes: frozenset[str]
    entries: frozenset[str]
    lists: Callable[[str], str | None]
    """The first newer list that has the word in lower case (its name), or None."""
    zipf: Callable[[str], float]

    def band(self, word: str) -> str:
        return tier_of_zipf(self.zipf(word))

    def new(self, word: str) -> str | None:
        """The source of a word SCOWL files at no size below the word games' (none, or
        80 and up: mocktail), supplied by no other list, vetoed by none."""
        if word in self.below_games or word in self.common_words or word in self.vetoes:
            return None
        return self.lists(word)


def add_inflections(sources: Sources, tiers: dict[str, tuple[str, str]]) -> None:
    """An inflection goes with its word, both ways: upcycled brings upcycle, then the
    words added bring their forms (glamp: glamped, glamps), with their tier."""

    def added() -> list[str]:
        return sorted(word for word, (_, source) in tiers.items() if source in SOURCES)

    for word in added():
        for base in bases(word):
            if base in sources.entries and base not in tiers:
                source = sources.new(base)
                if source is not None:
                    tiers[base] = (tiers[word][0], source)
    for word in added():
        for form in forms(word):
            if form not in tiers:
                source = sources.new(form)
                if source is not None:
                    tiers[form] = (tiers[word][0], source)


def decide(sources: Sources, wordlist: Iterable[str]) -> dict[str, tuple[str, str]]:
    """word -> (tier, source) for every word ``wordlist`` (commonest first) brings."""
    tiers: dict[str, tuple[str, str]] = {}
    for word in wordlist:
        frequency = sources.zipf(word)
        if frequency < IN_USE_ENTRY:
            break
        if not WORD.fullmatch(word):
            continue
        source = sources.new(word) if frequency >= IN_USE or word in sources.entries else None
        if source is not None:
            tiers[word] = (sources.band(word), source)
    add_inflections(sources, tiers)
    for word in sources.common_words:
        tiers[word] = (sources.band(word), COMMON_WORDS_SOURCE)
    return tiers


class Speller:
    """A hunspell dictionary of a folder, asked through the ``hunspell`` program: one run
    for the words named up front (``-l`` prints those it rejects), one more for a word
    named later."""

    def __init__(self, folder: Path, name: str = "en_GB") -> None:
        self.dictionary = folder / name
        self.known: dict[str, bool] = {}

    def ask(self, words: Iterable[str]) -> None:
        asked = sorted(set(words) - set(self.known))
        if not asked:
            return
        result = subprocess.run(
            ["hunspell", "-d", str(self.dictionary), "-l"],
            input="".join(f"{word}\n" for word in asked),
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode != 0:
            raise SystemExit(f"hunspell -d {self.dictionary}: {result.stderr.strip()}")
        rejected = set(result.stdout.split())
        self.known.update((word, word not in rejected) for word in asked)

    def __call__(self, word: str) -> bool:
        if word not in self.known:
            self.ask([word])
        return self.known[word]


def copy_notices(sources: Path, out: Path) -> None:
    """Each source's licence notice, as text (no byte-order mark) beside today-words.tsv."""
    for folder, name, copy in NOTICES:
        path = sources / folder / name
        if not path.is_file():
            raise SystemExit(f"licence notice not found: {path}")
        text = path.read_text("utf-8").removeprefix("\ufeff")
        (out / copy).write_text(text, encoding="utf-8")


def check_versions(hunspell_dir: Path) -> None:
    """Stop unless each hunspell dictionary of the folder is the pinned release."""
    for name in HUNSPELL_DICTIONARIES:
        aff = hunspell_dir / name / f"{name}.aff"
        if not aff.is_file():
            raise SystemExit(f"hunspell {name} not found: {aff}")
        version = hunspell_version(aff)
        if version != HUNSPELL_VERSION:
            raise SystemExit(f"hunspell {name} {version}, but {HUNSPELL_VERSION} is pinned")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--scowl-dir", type=Path, default=Path("/usr/share/dict/scowl"))
    parser.add_argument("--wordnet-dir", type=Path, default=Path("/usr/share/wordnet"))
    parser.add_argument(
        "--sources",
        type=Path,
        default=SHARED_SOURCES,
        help=f"folder of the shared sources: {HUNSPELL_FOLDER}/, {OEWN_FOLDER}/"
        " (default: ../shared/sources beside the repository)",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=CURATION,
        help="where today-words.tsv and the licence notices go (default: dictionaries/curation)",
    )
    args = parser.parse_args()

    hunspell_dir = args.sources / HUNSPELL_FOLDER
    check_versions(hunspell_dir)
    oewn, phrases = oewn_lemmas(args.sources / OEWN_FOLDER)
    from wordfreq import iter_wordlist, zipf_frequency

    scowl = Scowl(args.scowl_dir)
    wordnet = WordNet.load(args.wordnet_dir)
    names = {
        key
        for key in scowl.levels(CAPITALISED_CATEGORIES, every_spelling=True)
        if wordnet.definition(key) is None
    }
    vetoes = set(scowl.levels([ABBREVIATION_CATEGORY], every_spelling=True))
    vetoes |= names | set(roman_numerals())
    for name in ("junk.txt", "affixes.txt", "abbreviations-extra.txt"):
        vetoes |= read_curation(CURATION / name)

    def scowl_words(size: int) -> frozenset[str]:
        """SCOWL's word entries up to ``size``, accents folded as the lexicons fold them
        (clichés: cliches)."""
        entries = scowl.entries([WORDS_CATEGORY], size, every_spelling=True)
        return frozenset(entries) | {fold_accents(entry) for entry in entries}

    def zipf(word: str) -> float:
        return float(zipf_frequency(word, "en", wordlist="large"))

    wordlist = []
    for word in iter_wordlist("en", "large"):
        if zipf(word) < IN_USE_ENTRY:
            break
        wordlist.append(word)
    spellers = [Speller(hunspell_dir / name, name) for name in HUNSPELL_DICTIONARIES]
    candidates = [word for word in wordlist if WORD.fullmatch(word)]
    asked = [*candidates, *(f for word in candidates for f in [*forms(word), *bases(word)])]
    for speller in spellers:
        speller.ask([*asked, *(word.capitalize() for word in candidates if word in oewn)])

    in_scowl = scowl_words(95)

    def lists(word: str) -> str | None:
        for name, speller in zip(HUNSPELL_DICTIONARIES, spellers, strict=True):
            if speller(word):
                return hunspell_source(name)
        if word not in oewn or word in in_scowl or word in phrases:
            return None
        # A word hunspell knows only Capitalised is a name or a brand (Snapchat, Velcro).
        return None if any(s(word.capitalize()) for s in spellers) else OEWN_SOURCE

    sources = Sources(
        below_games=scowl_words(GAMES_SIZE - 1),
        common_words=read_curation(CURATION / "common-words.txt"),
        vetoes=frozenset(vetoes),
        entries=frozenset().union(
            *(inflected_entries(hunspell_dir / n / f"{n}.dic") for n in HUNSPELL_DICTIONARIES)
        ),
        lists=lists,
        zipf=zipf,
    )
    tiers = decide(sources, wordlist)
    header = HEADER.format(hunspell=HUNSPELL_VERSION, oewn=OEWN_VERSION, in_use=IN_USE)
    rows = "".join(
        f"{word}\t{tier}\t{source}\n"
        for word, (tier, source) in sorted(tiers.items(), key=lambda item: item[0].encode())
    )
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / OUTPUT).write_text(header + rows, encoding="utf-8")
    copy_notices(args.sources, args.out)
    counts = {name: sum(s == name for _, s in tiers.values()) for name in SOURCES}
    print(
        ", ".join(f"{count} words from {name}" for name, count in counts.items())
        + f"; {len(sources.common_words)} tiers for {COMMON_WORDS_SOURCE}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

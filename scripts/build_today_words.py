#!/usr/bin/env python3
"""Write ``dictionaries/curation/today-words.tsv``: words in use that SCOWL 2020 lacks.

SCOWL, the source of the bundled lexicons, was last released on 2020-12-07; words that
came into everyday use since (podcaster, staycation, chatbot) are not in it,
and words it filed with the word games' (size 80: influencer) are called rare though
people use them. A newer licensed list decides them: the British English hunspell
dictionary of David Bartlett, Brian Kelk, Andrew Brown and Marco A.G. Pinto, version
4.0.1 (2025-04-01), as Debian ships it in ``hunspell-en-gb`` 1:26.8.0.3-1 (LibreOffice's
dictionaries 26.8.0.3), under the LGPL (its README and affix file say so). The version is
read from the affix file and must be the pinned one. A word is added when all of these
hold:

- hunspell en_GB 4.0.1 accepts it in lower case (its entries and their affix forms);
- SCOWL lists it in no spelling and at no size (up to 95, "insane"), not even with
  accents (cliché makes cliche a word already), and
  ``common-words.txt`` does not already supply it;
- it is in use: wordfreq's Zipf frequency at least 2.0, the floor of ``family``'s
  rare-word filter (about once in a hundred million words), or at least 1.5 for a word
  en_GB lists as an entry of its own with inflection flags (geotag/SGD, metaverse/SM):
  a word its authors entered and inflect, not a fragment or a form its rules allow;
- it is ``[a-z]{3,}``, and on none of the veto lists: SCOWL's abbreviations and
  capitalised names (unless WordNet knows the word in lower case), Roman numerals,
  ``junk.txt`` (fragments of phrases hunspell splits at a hyphen or a space: jiu, nilly;
  names and brands en_GB also lists in lower case), ``affixes.txt``,
  ``abbreviations-extra.txt``.

Its inflections that en_GB accepts and SCOWL lacks come with it (podcasters, vlogged),
however seldom they are written: an inflection goes with its word. Each word's tier is
the band of the in-use test it passed: ``common`` at Zipf 3.0 or more (the bar of
``common-words.txt``, about once in a million words: lockdown, influencer), else
``uncommon``; an inflection takes its word's. The words of ``common-words.txt`` are given
their tier the same way, so that lockdown and gameplay are not called rare for want of a
SCOWL level; and so are the words SCOWL files at size 80 or above (only ``large`` has
them) that pass the same tests (influencer): tier only, source ``tier: hunspell en_GB
4.0.1``, no word added. Only the words, their tiers and the source that decided each are
written: no frequencies (wordfreq's data is CC BY-SA 4.0; these are threshold decisions,
as ``family``'s filter is).

The dictionary is read from a folder (``--en-gb DIR``: its ``en_GB.aff`` and
``en_GB.dic``) through the ``hunspell`` program, not from the dictionary the machine
uses at run time: the ``hunspell:en_GB`` dictionary stays whatever release is installed.
Its README, the licence notice, is copied beside the result
(``curation/hunspell-en-GB-README.txt``, from ``--en-gb-doc DIR``), so the lexicon build
needs neither the package nor the network.

To refresh (needs wordfreq, the ``hunspell`` program and the package's files): fetch
Debian's ``hunspell-en-gb`` 1:26.8.0.3-1 (in Debian unstable) with ``apt-get download``
on a machine whose sources have it, unpack it
(``dpkg-deb -x hunspell-en-gb_26.8.0.3-1_all.deb DIR``), run
``python scripts/build_today_words.py --en-gb DIR/usr/share/hunspell``, review the diff
and rebuild the lexicons.
"""

from __future__ import annotations

import argparse
import gzip
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
    WORDS_CATEGORY,
    Scowl,
    WordNet,
    read_curation,
)
from lexicon_policy import roman_numerals  # noqa: E402

from quiddler_score.engine.players import fold_accents  # noqa: E402

CURATION = REPO_ROOT / "dictionaries" / "curation"
OUTPUT = CURATION / "today-words.tsv"
NOTICE = CURATION / "hunspell-en-GB-README.txt"
WORD = re.compile(r"[a-z]{3,}")
IN_USE = 2.0
IN_USE_ENTRY = 1.5
COMMON = 3.0
EN_GB_VERSION = "4.0.1"
EN_GB_PACKAGE = "hunspell-en-gb 1:26.8.0.3-1"
SOURCE = f"hunspell en_GB {EN_GB_VERSION}"
TIER_SOURCE = f"tier: {SOURCE}"
GAMES_SIZE = 80
COMMON_WORDS_SOURCE = "common-words.txt"
# "# V 3.1.4, 2022-11-01" in older releases, "#         Version: 4.0.1, 2025-04-01" now.
VERSION_LINE = re.compile(r"^#\s+(?:V|Version:)\s+(\S+), (\d{4}-\d{2}-\d{2})", re.MULTILINE)
# Regular inflections: (ending added, letters removed first).
INFLECTIONS = (("s", ""), ("es", ""), ("ed", ""), ("d", ""), ("ing", ""), ("ing", "e"))
HEADER = """\
# Words in use that SCOWL 2020.12.07 lacks, with their tier and the source that decided
# each: hunspell en_GB {version} (Debian {package}, LGPL) for the words
# it adds (Zipf >= {in_use} in wordfreq, tier common at >= {common}), "tier: ..." for
# words only `large` has that it lists (tier only), common-words.txt for that
# supplement's words (tier only). Generated by scripts/build_today_words.py; see it for
# the rule. Do not edit by hand. word<TAB>tier<TAB>source
"""


def en_gb_version(aff: Path) -> str:
    """The version the en_GB affix file declares (``#  Version: 4.0.1, 2025-04-01``)."""
    found = VERSION_LINE.search(aff.read_text("utf-8", "replace"))
    if found is None:
        raise SystemExit(f"{aff}: no version line")
    return found.group(1)


def inflected_entries(dic: Path) -> frozenset[str]:
    """The lowercase stems of en_GB.dic that carry affix flags (geotag/SGD)."""
    found = set()
    for line in dic.read_text("utf-8", "replace").splitlines()[1:]:
        stem, slash, flags = line.partition("/")
        if slash and flags.split()[0:1] and WORD.fullmatch(stem):
            found.add(stem)
    return frozenset(found)


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
    """What decides a word: SCOWL's lists, the veto lists, en_GB and wordfreq."""

    in_scowl: frozenset[str]
    below_games: frozenset[str]
    large: frozenset[str]
    common_words: frozenset[str]
    vetoes: frozenset[str]
    entries: frozenset[str]
    accepts: Callable[[str], bool]
    zipf: Callable[[str], float]

    def band(self, word: str) -> str:
        return "common" if self.zipf(word) >= COMMON else "uncommon"

    def new(self, word: str) -> bool:
        """A word SCOWL lacks, supplied by no other list, vetoed by none, en_GB's."""
        return (
            word not in self.in_scowl
            and word not in self.common_words
            and word not in self.vetoes
            and self.accepts(word)
        )

    def games_word(self, word: str) -> bool:
        """A word of `large` SCOWL files only at the word games' sizes, that en_GB lists."""
        return (
            word in self.large
            and word in self.in_scowl
            and word not in self.below_games
            and word not in self.vetoes
            and self.accepts(word)
        )


def add_inflections(sources: Sources, tiers: dict[str, tuple[str, str]]) -> None:
    """An inflection goes with its word, both ways: upcycled brings upcycle, then the
    words added bring their forms (glamp: glamped, glamps), with their tier."""

    def added() -> list[str]:
        return sorted(word for word, (_, source) in tiers.items() if source == SOURCE)

    for word in added():
        for base in bases(word):
            if base in sources.entries and base not in tiers and sources.new(base):
                tiers[base] = (tiers[word][0], SOURCE)
    for word in added():
        for form in forms(word):
            if form not in tiers and sources.new(form):
                tiers[form] = (tiers[word][0], SOURCE)


def decide(sources: Sources, wordlist: Iterable[str]) -> dict[str, tuple[str, str]]:
    """word -> (tier, source) for every word ``wordlist`` (commonest first) brings."""
    tiers: dict[str, tuple[str, str]] = {}
    for word in wordlist:
        frequency = sources.zipf(word)
        if frequency < IN_USE_ENTRY:
            break
        if not WORD.fullmatch(word):
            continue
        if (frequency >= IN_USE or word in sources.entries) and sources.new(word):
            tiers[word] = (sources.band(word), SOURCE)
        elif frequency >= IN_USE and sources.games_word(word):
            tiers[word] = (sources.band(word), TIER_SOURCE)
    add_inflections(sources, tiers)
    for word in sources.common_words:
        tiers[word] = (sources.band(word), COMMON_WORDS_SOURCE)
    return tiers


class Speller:
    """The en_GB dictionary of a folder, asked through the ``hunspell`` program: one run
    for the words named up front (``-l`` prints those it rejects), one more for a word
    named later."""

    def __init__(self, folder: Path) -> None:
        self.dictionary = folder / "en_GB"
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


def copy_notice(doc_dir: Path) -> None:
    """The en_GB README, its licence notice, as text beside today-words.tsv."""
    readme = doc_dir / "README_en_GB.txt.gz"
    if not readme.is_file():
        raise SystemExit(f"licence notice not found: {readme}")
    text = gzip.decompress(readme.read_bytes()).decode("utf-8").removeprefix("\ufeff")
    NOTICE.write_text(text, encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--scowl-dir", type=Path, default=Path("/usr/share/dict/scowl"))
    parser.add_argument("--wordnet-dir", type=Path, default=Path("/usr/share/wordnet"))
    parser.add_argument(
        "--en-gb",
        type=Path,
        required=True,
        help=f"folder of en_GB.aff and en_GB.dic, version {EN_GB_VERSION} ({EN_GB_PACKAGE})",
    )
    parser.add_argument(
        "--en-gb-doc",
        type=Path,
        help="folder of its README_en_GB.txt.gz (default: DIR/../doc/hunspell-en-gb)",
    )
    args = parser.parse_args()

    version = en_gb_version(args.en_gb / "en_GB.aff")
    if version != EN_GB_VERSION:
        raise SystemExit(f"hunspell en_GB {version}, but {EN_GB_VERSION} is pinned")
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
    large = (REPO_ROOT / "dictionaries" / "large" / "words.txt").read_text("ascii").split()

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
    en_gb = Speller(args.en_gb)
    candidates = [word for word in wordlist if WORD.fullmatch(word)]
    en_gb.ask([*candidates, *(f for word in candidates for f in [*forms(word), *bases(word)])])
    sources = Sources(
        in_scowl=scowl_words(95),
        below_games=scowl_words(GAMES_SIZE - 1),
        large=frozenset(large),
        common_words=read_curation(CURATION / "common-words.txt"),
        vetoes=frozenset(vetoes),
        entries=inflected_entries(args.en_gb / "en_GB.dic"),
        accepts=en_gb,
        zipf=zipf,
    )
    tiers = decide(sources, wordlist)
    header = HEADER.format(version=version, package=EN_GB_PACKAGE, in_use=IN_USE, common=COMMON)
    rows = "".join(
        f"{word}\t{tier}\t{source}\n"
        for word, (tier, source) in sorted(tiers.items(), key=lambda item: item[0].encode())
    )
    OUTPUT.write_text(header + rows, encoding="utf-8")
    copy_notice(args.en_gb_doc or args.en_gb.parent / "doc" / "hunspell-en-gb")
    counts = {name: sum(s == name for _, s in tiers.values()) for name in (SOURCE, TIER_SOURCE)}
    print(
        f"{counts[SOURCE]} words from {SOURCE}, {counts[TIER_SOURCE]} tiers of words only"
        f" large has, {len(sources.common_words)} tiers for {COMMON_WORDS_SOURCE}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Write ``dictionaries/curation/offensive.txt``: the words a verdict marks offensive.

No one list of bad words suits a word game: the broad filters flag words a child says
at table (stupid, vomit, slave, kumquat), and no narrow list has every slur and
swear word. So six maintained lists vote, each pinned by version:

- broad: cuss 2.2.0 (MIT), entries it rates 2, "likely" profane; better-profanity
  0.7.0 (MIT), its word list; Surge AI's English profanity list (MIT; the commit in
  SURGE_COMMIT, its file pinned by digest), the entries its raters rate Strong or Severe
  (a mean of 1.5 or more on their scale of 1 to 3): its Mild entries are mostly everyday
  words with a rude sense (crow, sheet, finger, tart, sack, peter) and do not vote;
- narrow: LDNOOBW, the "List of Dirty, Naughty, Obscene and Otherwise Bad Words",
  English, as packaged in naughty-words 1.2.0 (CC BY 4.0); SCOWL's own marks, the
  words the hunspell en_US and en_GB dictionaries built from SCOWL 2020.12.07 never
  suggest (NOSUGGEST); WordNet 3.0's senses whose usage domain is obscenity or ethnic
  slur.

A word is offensive when at least two lists name it, one of them narrow, whether or not
a bundled lexicon has it (a hunspell dictionary or a table's list may: shite). An
inflection of an offensive word that any list names is offensive too (fucked: fuck;
horniest: horny; pussies: pussy), and
so is its plural where ``large`` has it (cunts). Two curated lists then correct the vote,
both judged by hand:

- ``curation/offensive-extra.tsv``: slurs, vulgarities and mild profanity the vote misses
  (wanker, jap, bugger, damn), each with its kind, from a reading of every word of the
  lexicons that one list names and the vote misses (its header says what was left);
  marked with the forms the lists name and the plurals ``large`` has (buggered,
  wankers), and for a vulgar word every form ``large`` has (arsed, bollocking);
- ``curation/innocent-senses.tsv``: words offensive in one sense and everyday in another,
  decided by one rule (its header): ``keep`` (screw, snatch, knob) is never marked, nor
  are its forms (screwed); ``refuse`` (cock, tit, coon) is always marked.

And a word of ``large`` or of ``curation/today-words.tsv`` made on one of the commonest
vulgar stems (fuck, cunt, jizz, whore, slut, shit anywhere; piss, wank at the start:
shitstorm, fuckable, pisshead) is marked, but for the few older words that only look so
(shittah and shittim, trees of the Bible; mishit; wankle, unsteady) or are the plain
name of a thing (pissoir, a street urinal; pissasphalt, a mineral pitch); so is an
insult made of another of those words and "ass" (smartass, badass, hardass; not compass,
camass, bagass, megass, potass, repass), with its plural.

A word a list names that no bundled lexicon has was never read by hand (a hunspell
dictionary or a table's list may still have it): it is marked when it is made on one of
those vulgar stems (clusterfuck, dogshit), or when it is made of two everyday words
(tier common or uncommon, three letters or more), one of them marked (dickwad: dick and
wad; cockblock), but not of a rare one (cumquat, a spelling of kumquat: quat is rare).

Only the words are written, with the sources named in the header.

The result is a curation input of ``scripts/build_lexicons.py`` (``family`` leaves these
words out) and is read by the judge; Surge AI's licence notice is copied beside it
(``curation/surge-ai-profanity-LICENSE.txt``). To refresh it, fetch the three packages
with their ordinary clients (``scripts/fetch_offensive_lists.sh DIR``) and run
``python scripts/build_offensive_words.py --cuss DIR/cuss --ldnoobw DIR/naughty-words
--better-profanity DIR/better_profanity``; it reads Surge AI's list from
``--sources`` (``../shared/sources`` beside the repository unless named). Review the
diff, then rebuild the lexicons (``family`` leaves these words out).
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import re
import sys
from collections.abc import Iterable, Mapping, Set
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DATA = REPO_ROOT / "dictionaries"
WORD = re.compile(r"[a-z]{2,}")
CUSS_ENTRY = re.compile(r"^\s+'?([^':]+?)'?: (\d),?$", re.MULTILINE)
PINNED = {"cuss": "2.2.0", "naughty-words": "1.2.0", "better-profanity": "0.7.0"}
BROAD = ("cuss", "better-profanity", "surge-ai")
NARROW = ("ldnoobw", "hunspell", "wordnet")
# WordNet 3.0 noun synsets "obscenity, smut, vulgarism, filth, dirty word" and
# "ethnic slur": the senses they are the usage domain of.
USAGE_DOMAINS = (7124340, 6718862)
# Endings whose removal gives a base form: (ending, what the base ends in instead).
# Inflections only: -er and -y make other words (sucker, cocky, spunky), but -ier and
# -iest compare an adjective in -y (horniest: horny), and -ies is a plural (pussies).
# Only a word a list names is read back so: crappies, the fish, is no form of crappy.
FORM_ENDINGS = (
    ("s", ""),
    ("es", ""),
    ("ies", "y"),
    ("ed", ""),
    ("ed", "e"),
    ("ing", ""),
    ("ing", "e"),
    ("ier", "y"),
    ("iest", "y"),
)
LEXICON_FORM_ENDINGS = tuple(pair for pair in FORM_ENDINGS if pair != ("ies", "y"))
SIBILANT = ("s", "x", "z", "ch", "sh")
HEADER = """\
# Words a verdict marks offensive, and `family` leaves out. Generated by
# scripts/build_offensive_words.py (see it for the rule): a word that at least two of
# these lists name, one of them narrow, its forms and plurals; with the words of
# offensive-extra.tsv and those innocent-senses.tsv refuses, less those it keeps.
# Do not edit.
"""
KINDS = ("profanity", "vulgar", "slur")
VULGAR_STEMS = ("fuck", "cunt", "jizz", "whore", "slut", "shit")
VULGAR_PREFIXES = ("piss", "wank")
NOT_VULGAR = re.compile(r"^(?:shittah|shittim|shitake|mishit|wankle|pissoir|pissasphalt)")
# An insult made of a word and "ass" (smartass, badass, hardass), but for the older words
# that end so and are the plain names of things (compass; camass, a lily; bagass and
# megass, cane fibre; potass) or a verb (repass).
ASS = "ass"
NOT_ASS_COMPOUND = frozenset({"compass", "camass", "bagass", "megass", "potass", "repass"})
DECISIONS = ("keep", "refuse")
SURGE_FOLDER = "profanity-surge-ai"
SURGE_FILE = "profanity_en.csv"
SURGE_COMMIT = "77dabf36454fd9b0f85c777c2808d416bc41f797"
SURGE_DIGEST = "45214f1e4522a1c3"
SURGE_LICENCE = "surge-ai-profanity-LICENSE.txt"
VOTING_SEVERITIES = ("Strong", "Severe")


def package_version(folder: Path, name: str) -> str:
    """The version an npm package folder or a Python package folder declares."""
    manifest = folder / "package.json"
    if manifest.is_file():
        return str(json.loads(manifest.read_text("utf-8"))["version"])
    found = re.search(r'__version__ = "([^"]+)"', (folder / "__init__.py").read_text("utf-8"))
    if found is None:
        raise SystemExit(f"{folder}: cannot tell the version of {name}")
    return found.group(1)


def pinned(folder: Path, name: str) -> None:
    version = package_version(folder, name)
    if version != PINNED[name]:
        raise SystemExit(f"{folder}: {name} {version}, but {PINNED[name]} is pinned")


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def single_words(entries: Iterable[str]) -> set[str]:
    return {entry for entry in entries if WORD.fullmatch(entry)}


def rated_words(path: Path) -> set[str]:
    """The single words of Surge AI's list that its raters rate Strong or Severe."""
    with path.open(encoding="utf-8", newline="") as rows:
        return single_words(
            row["text"]
            for row in csv.DictReader(rows)
            if row["severity_description"] in VOTING_SEVERITIES
        )


def usage_domain_lemmas(folder: Path, domains: Iterable[int]) -> set[str]:
    """The one-word lemmas, lower-cased, of the senses WordNet files under ``domains``
    (noun synsets) by usage: the ``-u`` pointers of each domain's synset."""
    files = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}
    data = {pos: (folder / f"data.{name}").read_bytes() for pos, name in files.items()}

    def synset(pos: str, offset: int) -> list[str]:
        end = data[pos].find(b"\n", offset)
        return data[pos][offset:end].decode("utf-8").partition(" | ")[0].split()

    lemmas: set[str] = set()
    for domain in domains:
        fields = synset("n", domain)
        at = 4 + 2 * int(fields[3], 16)
        for i in range(int(fields[at])):
            symbol, offset, pos = fields[at + 1 + 4 * i : at + 4 + 4 * i]
            if symbol == "-u":
                member = synset(pos, int(offset))
                count = int(member[3], 16)
                lemmas |= {member[4 + 2 * j].split("(")[0].lower() for j in range(count)}
    return {lemma for lemma in lemmas if WORD.fullmatch(lemma)}


def hunspell_marks(folder: Path) -> set[str]:
    """The stems en_US and en_GB flag NOSUGGEST (``!``), lower-cased."""
    marked: set[str] = set()
    for tag in ("en_US", "en_GB"):
        for line in (folder / f"{tag}.dic").read_text("utf-8", "replace").splitlines()[1:]:
            stem, slash, flags = line.partition("/")
            if slash and "!" in flags:
                marked.add(stem.lower())
    return {word for word in marked if WORD.fullmatch(word)}


def base_forms(word: str, endings: Iterable[tuple[str, str]] = FORM_ENDINGS) -> set[str]:
    bases = set()
    for ending, instead in endings:
        if word.endswith(ending) and len(word) > len(ending) + 2:
            stem = word[: -len(ending)]
            bases |= {stem + instead, stem[:-1] if stem[-1:] == stem[-2:-1] else stem}
    return bases


def plural(word: str) -> str:
    return word + ("es" if word.endswith(SIBILANT) else "s")


def read_table(path: Path, values: tuple[str, ...]) -> dict[str, str]:
    """``word<TAB>value[<TAB>note]`` lines, '#' comments: word -> value, checked."""
    table: dict[str, str] = {}
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        word, _, rest = line.partition("\t")
        value = rest.partition("\t")[0]
        if not WORD.fullmatch(word) or value not in values or word in table:
            raise SystemExit(f"{path}:{number}: not a valid entry: {line!r}")
        table[word] = value
    return table


def vulgar_compounds(words: Iterable[str]) -> set[str]:
    """Words made on one of the commonest vulgar stems (shitstorm, fuckable, pisshead),
    and insults made of another of ``words`` and "ass" (smartass: smart), with their
    plurals (smartasses)."""
    listed = set(words)
    stems = {
        word
        for word in listed
        if (any(stem in word for stem in VULGAR_STEMS) or word.startswith(VULGAR_PREFIXES))
        and not NOT_VULGAR.match(word)
    }
    insults = {
        word
        for word in listed
        if word.endswith(ASS)
        and len(word) - len(ASS) >= 3
        and word[: -len(ASS)] in listed
        and word not in NOT_ASS_COMPOUND
    }
    return stems | insults | ({plural(word) for word in insults} & listed)


def marked_compounds(words: Iterable[str], marked: Set[str], everyday: Set[str]) -> set[str]:
    """The words made of two everyday words of three letters or more, one of them marked
    (dickwad: dick, wad; cockblock: cock, block)."""
    found = set()
    for word in words:
        for cut in range(3, len(word) - 2):
            head, tail = word[:cut], word[cut:]
            if head in everyday and tail in everyday and (head in marked or tail in marked):
                found.add(word)
                break
    return found


def offensive(
    lists: dict[str, set[str]],
    lexicon: set[str],
    extra: Mapping[str, str] | None = None,
    innocent: dict[str, str] | None = None,
    everyday: Set[str] = frozenset(),
) -> set[str]:
    """The vote of the lists, its forms and plurals, corrected by the curated lists; the
    words a list names that no lexicon has, by the compound rules (``everyday``: the
    words whose tier is common or uncommon)."""
    innocent = innocent or {}
    extra = extra or {}
    named = set().union(*lists.values())
    voted = {
        word
        for word in named
        if sum(word in found for found in lists.values()) >= 2
        and any(word in lists[name] for name in NARROW)
    }
    refused = {word for word, decision in innocent.items() if decision == "refuse"}
    kept = {word for word, decision in innocent.items() if decision == "keep"}
    added = set(extra) | refused
    forms = {word for word in named if base_forms(word) & (voted | added)}
    # A crude word's forms are as crude, whether a list names them or not (arsed,
    # bollocking); a slur's or a swear word's are left to the lists (japes, damning).
    vulgar = {word for word, kind in extra.items() if kind == "vulgar"}
    forms |= {word for word in lexicon if base_forms(word, LEXICON_FORM_ENDINGS) & vulgar}
    plurals = {plural(word) for word in voted | added} & lexicon
    marked = voted | forms | plurals | added | vulgar_compounds(lexicon)
    innocent_forms = {word for word in marked if base_forms(word) & kept} - refused
    marked -= kept | innocent_forms
    unread = named - lexicon - marked - kept
    return marked | vulgar_compounds(unread) | marked_compounds(unread, marked, everyday)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--cuss", type=Path, required=True, help="the cuss npm package folder")
    parser.add_argument("--ldnoobw", type=Path, required=True, help="the naughty-words folder")
    parser.add_argument("--better-profanity", type=Path, required=True, help="better_profanity/")
    parser.add_argument("--hunspell-dir", type=Path, default=Path("/usr/share/hunspell"))
    parser.add_argument("--wordnet-dir", type=Path, default=Path("/usr/share/wordnet"))
    parser.add_argument(
        "--sources",
        type=Path,
        default=REPO_ROOT.parent / "shared" / "sources",
        help=f"the folder that holds {SURGE_FOLDER}/ (default: ../shared/sources)",
    )
    parser.add_argument("--out", type=Path, default=DATA / "curation", help="where to write")
    args = parser.parse_args()
    surge_file = args.sources / SURGE_FOLDER / SURGE_FILE
    surge_licence = args.sources / SURGE_FOLDER / "LICENSE"
    if not surge_file.is_file() or not surge_licence.is_file():
        print(f"{surge_file.parent}: no {SURGE_FILE} and LICENSE there", file=sys.stderr)
        return 2
    if digest(surge_file) != SURGE_DIGEST:
        print(
            f"{surge_file}: sha256 {digest(surge_file)}, but {SURGE_DIGEST} (commit"
            f" {SURGE_COMMIT[:8]}) is pinned",
            file=sys.stderr,
        )
        return 2
    pinned(args.cuss, "cuss")
    pinned(args.ldnoobw, "naughty-words")
    pinned(args.better_profanity, "better-profanity")

    cuss_file = args.cuss / "index.js"
    ratings = CUSS_ENTRY.findall(cuss_file.read_text("utf-8"))
    ldnoobw_file = args.ldnoobw / "en.json"
    profanity_file = args.better_profanity / "profanity_wordlist.txt"
    lists = {
        "cuss": single_words(word for word, rating in ratings if rating == "2"),
        "better-profanity": single_words(profanity_file.read_text("utf-8").splitlines()),
        "surge-ai": rated_words(surge_file),
        "ldnoobw": single_words(json.loads(ldnoobw_file.read_text("utf-8"))),
        "hunspell": hunspell_marks(args.hunspell_dir),
        "wordnet": usage_domain_lemmas(args.wordnet_dir, USAGE_DOMAINS),
    }
    lexicon = set((DATA / "large" / "words.txt").read_text("utf-8").split())
    today = DATA / "curation" / "today-words.tsv"
    lexicon |= {
        line.partition("\t")[0]
        for line in today.read_text("utf-8").splitlines()
        if line and not line.startswith("#")
    }
    extra = read_table(DATA / "curation" / "offensive-extra.tsv", KINDS)
    innocent = read_table(DATA / "curation" / "innocent-senses.tsv", DECISIONS)
    tiers = (DATA / "word-tiers.tsv").read_text("utf-8").splitlines()
    everyday = {line.partition("\t")[0] for line in tiers if not line.startswith("#")}
    words = sorted(offensive(lists, lexicon, extra, innocent, everyday))
    sources = [
        f"#   broad: cuss 2.2.0 (MIT), rated 2: index.js sha256 {digest(cuss_file)}",
        f"#   broad: better-profanity 0.7.0 (MIT): profanity_wordlist.txt sha256"
        f" {digest(profanity_file)}",
        f"#   broad: Surge AI profanity list {SURGE_COMMIT[:8]} (MIT; {SURGE_LICENCE}),"
        f" rated Strong or Severe: {SURGE_FILE} sha256 {SURGE_DIGEST}",
        f"#   narrow: LDNOOBW in naughty-words 1.2.0 (CC BY 4.0): en.json sha256"
        f" {digest(ldnoobw_file)}",
        "#   narrow: hunspell en_US, en_GB (from SCOWL; its licence): NOSUGGEST entries",
        "#   narrow: WordNet 3.0 (WordNet licence): usage domains obscenity, ethnic slur",
        f"#   by hand: offensive-extra.tsv ({len(extra)} words), innocent-senses.tsv"
        f" ({len(innocent)} words)",
        "#   by rule: words of large and today-words.tsv made on a vulgar stem (shitstorm)"
        " or of a word and -ass (smartass)",
        "#   by rule: words a list names that no lexicon has, made on a vulgar stem"
        " (clusterfuck) or of two everyday words, one marked (dickwad)",
    ]
    text = HEADER + "\n".join(sources) + "\n" + "".join(f"{word}\n" for word in words)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "offensive.txt").write_text(text, encoding="utf-8")
    (args.out / SURGE_LICENCE).write_bytes(surge_licence.read_bytes())
    counts = ", ".join(f"{name} {len(found & lexicon)}" for name, found in lists.items())
    print(f"{len(words)} offensive words ({counts} in large)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

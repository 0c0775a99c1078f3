"""The word policies of the lexicon build that go beyond SCOWL's own lists.

Imported by ``scripts/build_lexicons.py``; every function here is deterministic and
reads only what it is given (SCOWL entries, WordNet's database, curated lists).

- Proper adjectives (demonyms): WordNet's capitalised adjectives, WordNet's nouns whose
  gloss says "a native or inhabitant of ...", and capitalised SCOWL entries with a
  demonym ending whose stem names a WordNet location (Bostonian: Boston).
- Roman numerals: every numeral up to 3999 that is not a word (vii, xvi, mcm).
- Names without a lowercase sense: a lowercase SCOWL entry of a large lexicon that SCOWL
  also lists as a name, and that no bundled source knows in lower case (laura, texas).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

LOCATION_OFFSET = 27167  # WordNet 3.0 noun synset "location"
DEMONYM_GLOSS = re.compile(
    r"^(?:an? )?(?:native|inhabitant|resident|citizen)(?: or (?:inhabitant|resident|native))?"
    r" of\b"
)
MEMBER_GLOSS = re.compile(r"^a member of (?:the |a |an )?\S+ (?:people|nation|tribe)\b")
# Demonym endings and the stems a place name may end in before them (Boston-ian,
# Florid-a -> Florid-ian, Tex-as -> Tex-an, Hawai-i -> Hawai-ian, Rom-e -> Rom-an).
DEMONYM_ENDINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("ian", ("", "a", "ia", "e", "y", "o", "i", "is")),
    ("ean", ("", "a", "ea", "e", "y")),
    ("an", ("", "a", "as", "e", "o", "s", "y", "ia")),
    ("ese", ("", "a", "o", "e")),
    ("nese", ("",)),
    ("lese", ("",)),
    ("ite", ("", "a", "e")),
)
ROMAN = (
    (1000, "m"),
    (900, "cm"),
    (500, "d"),
    (400, "cd"),
    (100, "c"),
    (90, "xc"),
    (50, "l"),
    (40, "xl"),
    (10, "x"),
    (9, "ix"),
    (5, "v"),
    (4, "iv"),
    (1, "i"),
)


def roman(number: int) -> str:
    """``7`` -> ``vii``."""
    text = ""
    for value, letters in ROMAN:
        while number >= value:
            text += letters
            number -= value
    return text


def roman_numerals(limit: int = 3999) -> Iterator[str]:
    """Every Roman numeral of three letters or more up to ``limit``, in lower case.

    Two-letter strings (ii, xx) are left to the curated two-letter lists."""
    for number in range(1, limit + 1):
        numeral = roman(number)
        if len(numeral) >= 3:
            yield numeral


def _noun_synsets(data: bytes) -> Iterator[tuple[int, tuple[str, ...], tuple[int, ...], str]]:
    """Each noun synset: offset, lemmas (with case), hypernym offsets, gloss.

    The gloss of an instance (a named person or place: hypernyms only of kind ``@i``)
    starts with ``@i``.
    """
    offset = 0
    for raw in data.split(b"\n"):
        start, offset = offset, offset + len(raw) + 1
        if not raw or raw.startswith(b" "):
            continue
        head, _, gloss = raw.decode("utf-8").partition(" | ")
        fields = head.split()
        count = int(fields[3], 16)
        lemmas = tuple(fields[4 + 2 * i].split("(", 1)[0] for i in range(count))
        at = 4 + 2 * count
        pointers = int(fields[at])
        kinds = [fields[at + 1 + 4 * i] for i in range(pointers)]
        parents = tuple(
            int(fields[at + 2 + 4 * i]) for i in range(pointers) if kinds[i] in ("@", "@i")
        )
        instance = "@i" in kinds and "@" not in kinds
        yield start, lemmas, parents, ("@i " if instance else "") + gloss.strip()


def common_capitalised(noun_data: bytes) -> frozenset[str]:
    """Keys of capitalised nouns WordNet has as kinds of things, not named instances.

    Merlot, Labrador and Seder are kinds (a wine, a dog, a meal): their lowercase use is
    a word. Laura, Texas and Warsaw are not in WordNet or only as named instances.
    """
    return frozenset(
        lemma.lower()
        for _, lemmas, _, gloss in _noun_synsets(noun_data)
        if not gloss.startswith("@i ")
        for lemma in lemmas
        if lemma[:1].isupper() and lemma.isalpha()
    )


def wordnet_demonyms(
    noun_data: bytes, adjective_lemmas: Iterable[str]
) -> tuple[dict[str, str], frozenset[str]]:
    """Proper adjectives WordNet gives, by key; and the keys of WordNet's named places.

    Capitalised adjective lemmas (Iraqi), and capitalised nouns glossed as "a native or
    inhabitant of ..." (Slovak, Floridian) or "a member of the ... people".
    """
    found: dict[str, str] = {}
    for lemma in sorted(adjective_lemmas):
        if lemma[:1].isupper() and lemma.isalpha() and len(lemma) > 1:
            found.setdefault(lemma.lower(), lemma)
    parents: dict[int, tuple[int, ...]] = {}
    names: dict[int, tuple[str, ...]] = {}
    members: list[tuple[str, ...]] = []
    for offset, lemmas, hypernyms, gloss in _noun_synsets(noun_data):
        parents[offset] = hypernyms
        capitalised = tuple(x for x in lemmas if x[:1].isupper() and x.isalpha() and len(x) > 1)
        names[offset] = capitalised
        if DEMONYM_GLOSS.match(gloss) or MEMBER_GLOSS.match(gloss):
            members.append(capitalised)
    memo: dict[int, bool] = {LOCATION_OFFSET: True}

    def is_location(offset: int, depth: int = 0) -> bool:
        if offset not in memo:
            memo[offset] = depth < 40 and any(
                is_location(parent, depth + 1) for parent in parents.get(offset, ())
            )
        return memo[offset]

    places = frozenset(
        name.lower() for offset, group in names.items() if is_location(offset) for name in group
    )
    # A people named like its place (Iowa, Dakota) is a noun there, not an adjective.
    for group in members:
        for lemma in group:
            if lemma.lower() not in places:
                found.setdefault(lemma.lower(), lemma)
    return found, places


def place_demonyms(
    capitalised: Iterable[str], places: frozenset[str], known_names: frozenset[str]
) -> dict[str, str]:
    """Capitalised entries with a demonym ending whose stem names a place (Bostonian).

    ``known_names`` are keys that must not be read as demonyms (first names such as
    Lillian, whose stem happens to name a place).
    """
    found: dict[str, str] = {}
    for form in sorted(capitalised):
        if not (form.isalpha() and form[:1].isupper() and form[1:].islower()):
            continue
        key = form.lower()
        if key in known_names or key in places:
            continue
        for ending, stems in DEMONYM_ENDINGS:
            base = key[: len(key) - len(ending)]
            if (
                key.endswith(ending)
                and len(base) >= 3
                and any(base + stem in places for stem in stems)
            ):
                found.setdefault(key, form)
                break
    return found


def read_pairs(path: Path) -> dict[str, str]:
    """A curated ``key  Form  # reason`` list (the Form is optional)."""
    pairs: dict[str, str] = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        fields = raw.partition("#")[0].split()
        if fields:
            pairs[fields[0].lower()] = fields[1] if len(fields) > 1 else fields[0]
    return pairs

"""The word policies of the lexicon build that go beyond SCOWL's own lists.

Imported by ``scripts/build_lexicons.py``; every function here is deterministic and
reads only what it is given (SCOWL entries, WordNet's database, curated lists).

- Proper adjectives, by source and by rule:

  - WordNet's capitalised adjectives (Iraqi, Shavian);
  - WordNet's capitalised nouns that name a kind of person by a people, a place, a faith
    or a party: glossed "a native or inhabitant of ...", "a member of the ... people",
    or a member, adherent, follower, supporter or advocate of something (Tajik, Quaker,
    Baptist, Thatcherite); the nationality words and the words of religious groups and
    parties double as adjectives (a Quaker meeting, Thatcherite policies);
  - capitalised SCOWL entries derived from a name WordNet knows, by the endings English
    makes adjectives of names with: a place with -ian, -ean, -an, -ese, -ite, -ic, -esque,
    -ish (Bostonian: Boston, Icelandic, Kentish: Kent), a people whose land is named after
    it or a land's adjective in -stani (Tajik: Tajikistan, Dagestani), a person with -ian,
    -ean, -an,
    -ic, -ist, -ite, -esque (Brechtian: Brecht, Miltonic: Milton, Trotskyist: Trotsky,
    Kafkaesque: Kafka);
  - capitalised SCOWL entries derived the same way from another of SCOWL's names, of a
    place or a person, that WordNet does not know (Swabian: Swabia, Adlerian: Adler,
    Spinozist: Spinoza, Caravaggesque: Caravaggio, Thomistic: Thomist; Baluchi:
    Baluchistan): its ``upper`` entries, and its ``proper-names`` entries beyond the
    well-known names' size 60 up to 80 when made from a name SCOWL lists up to 70 or
    WordNet knows (Popperian: Popper, Murcian: Murcia; not Petrosian: Petros, 80), unless
    the entry is itself a given name SCOWL lists up to size 60 (Gillian, Lillian) or a
    name WordNet knows (Hadrian, Deccan). -an follows only a name that ends in -a or -o
    (Okinawan, Tulsan), and the name has five letters or more.
- Roman numerals: every numeral up to 3999 that is not a word (vii, xvi, mcm).
- Names without a lowercase sense: a lowercase SCOWL entry of a large lexicon that SCOWL
  also lists as a name, and that no bundled source knows in lower case (laura, texas).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import NamedTuple

LOCATION_OFFSET = 27167  # WordNet 3.0 noun synset "location"
PERSON_OFFSET = 7846  # WordNet 3.0 noun synset "person"
DEMONYM_GLOSS = re.compile(
    r"^(?:an? )?(?:native|inhabitant|resident|citizen)(?: or (?:inhabitant|resident|native))?"
    r" of\b"
)
MEMBER_GLOSS = re.compile(r"^a member of (?:the |a |an )?\S+ (?:people|nation|tribe)\b")
# A kind of person named after what they belong to or follow: Quaker ("a member of the
# Religious Society of Friends"), Sikh ("an adherent of Sikhism"), Baptist ("follower of
# Baptistic doctrines"), Thatcherite ("an advocate of Thatcherism").
FOLLOWER_GLOSS = re.compile(
    r"^(?:an? |any |one )?(?:[A-Za-z]+ )?(?:member|adherent|follower|disciple|supporter"
    r"|advocate|believer|admirer|partisan|devotee|proponent)s? (?:of|in)\b"
)
# ... but a member of a family, a dynasty or a house is named by a name (Stuart, Romanov).
LINEAGE_GLOSS = re.compile(r"\b(?:family|dynasty|house|clan)\b")
# Demonym endings and the stems a place name may end in before them (Boston-ian,
# Florid-a -> Florid-ian, Tex-as -> Tex-an, Hawai-i -> Hawai-ian, Rom-e -> Rom-an).
Endings = tuple[tuple[str, tuple[str, ...]], ...]
"""Endings, each with the ends of a name it replaces ("" keeps the name whole)."""
DEMONYM_ENDINGS: Endings = (
    ("ian", ("", "a", "ia", "e", "y", "o", "i", "is")),
    ("ean", ("", "a", "ea", "e", "y")),
    ("an", ("", "a", "as", "e", "o", "s", "y", "ia")),
    ("ese", ("", "a", "o", "e")),
    ("nese", ("",)),
    ("lese", ("",)),
    ("ite", ("", "a", "e")),
    ("ic", ("", "a", "e", "y")),
    ("esque", ("", "e")),
    ("ish", ("",)),
)
# The endings that make an adjective of a person's name, and the ends of the name they
# replace (Brecht-ian, Chomsk-y -> Chomsk-ian, Socrat-es -> Socrat-ic, Gaull-e ->
# Gaull-ist, Luther-an). A short name (Gill, Tate, Luce) or a name the ending does not
# take whole must not make a given name an adjective (Gillian, Tatian, Lucian, Moran):
# the name must have PERSON_STEM letters unless the ending follows it whole, and -an
# only ever follows a whole name of PERSON_STEM_AN letters (Petrarch-an, Luther-an; not
# Laver-an, Basil-an).
EPONYM_ENDINGS: Endings = (
    ("ian", ("", "e", "y", "i", "o", "a", "us", "es", "is")),
    ("ean", ("", "e", "es", "y")),
    ("esque", ("", "e")),
    ("ist", ("", "e", "y")),
    ("ite", ("", "e")),
    ("ic", ("", "es", "us", "e")),
    ("an", ("",)),
)
# A people whose land is named after it: Tajik-istan, Kazakh-stan, Kurd-istan; and the
# adjective of such a land, made with -i (Dagestan-i, Kazakhstan-i).
LANDS = ("stan", "istan")
LAND_ADJECTIVE = "i"
PEOPLE_NAME = 4
PERSON_STEM = 5
PERSON_STEM_AN = 6
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


class Names(frozenset[str]):
    """The keys of WordNet's named places; ``people``: those of its named people.

    Both are single-word capitalised lemmas: places are the synsets under "location"
    (Boston, Iceland), people the named instances under "person" (Brecht, Milton).
    """

    people: frozenset[str]
    heads: frozenset[str]
    """The keys of places' own names: the first lemma of a place (Iowa, Tajikistan), not
    the other names WordNet gives it after that (Tajik, Kazakh: its people's names)."""

    def __new__(
        cls, places: Iterable[str], people: Iterable[str] = (), heads: Iterable[str] | None = None
    ) -> Names:
        names = super().__new__(cls, places)
        names.people = frozenset(people)
        names.heads = frozenset(names if heads is None else heads)
        return names


class _NounSenses(NamedTuple):
    """What the build reads off WordNet's nouns for proper adjectives."""

    members: list[tuple[str, ...]]
    """Capitalised lemmas of peoples and natives (DEMONYM_GLOSS, MEMBER_GLOSS)."""
    followers: list[tuple[str, ...]]
    """Capitalised lemmas of members, adherents and followers (FOLLOWER_GLOSS)."""
    lowercase: frozenset[str]
    """Lowercase noun lemmas of two senses or more: ordinary words (friend, mason)."""
    names: Names


def _noun_senses(noun_data: bytes) -> _NounSenses:
    parents: dict[int, tuple[int, ...]] = {}
    names: dict[int, tuple[str, ...]] = {}
    first: dict[int, str] = {}
    instances: set[int] = set()
    members: list[tuple[str, ...]] = []
    followers: list[tuple[str, ...]] = []
    lowercase: Counter[str] = Counter()
    for offset, lemmas, hypernyms, gloss in _noun_synsets(noun_data):
        parents[offset] = hypernyms
        lowercase.update(x for x in set(lemmas) if x.islower())
        capitalised = tuple(x for x in lemmas if x[:1].isupper() and x.isalpha() and len(x) > 1)
        names[offset] = capitalised
        first[offset] = lemmas[0]
        if gloss.startswith("@i "):
            instances.add(offset)
        elif DEMONYM_GLOSS.match(gloss) or MEMBER_GLOSS.match(gloss):
            members.append(capitalised)
        elif FOLLOWER_GLOSS.match(gloss) and not LINEAGE_GLOSS.search(gloss):
            followers.append(capitalised)

    def under(root: int) -> Callable[[int], bool]:
        memo: dict[int, bool] = {root: True}

        def reaches(offset: int, depth: int = 0) -> bool:
            if offset not in memo:
                memo[offset] = depth < 40 and any(
                    reaches(parent, depth + 1) for parent in parents.get(offset, ())
                )
            return memo[offset]

        return reaches

    is_location, is_person = under(LOCATION_OFFSET), under(PERSON_OFFSET)
    heads = frozenset(
        group[0].lower()
        for offset, group in names.items()
        if group and is_location(offset) and group[0] == first[offset]
    )
    places = (
        name.lower() for offset, group in names.items() if is_location(offset) for name in group
    )
    people = (name.lower() for offset in instances if is_person(offset) for name in names[offset])
    common = frozenset(lemma for lemma, senses in lowercase.items() if senses > 1)
    return _NounSenses(members, followers, common, Names(places, people, heads))


def wordnet_demonyms(
    noun_data: bytes, adjective_lemmas: Iterable[str]
) -> tuple[dict[str, str], Names]:
    """Proper adjectives WordNet gives, by key; and WordNet's named places and people.

    Capitalised adjective lemmas (Iraqi); capitalised nouns glossed as "a native or
    inhabitant of ..." (Slovak, Floridian) or "a member of the ... people"; and
    capitalised nouns glossed as a member, adherent, follower, supporter or advocate of
    something (Quaker, Sikh, Baptist, Thatcherite), unless WordNet also knows the word in
    lower case as an adjective or as a noun of two senses or more (Friend, Mason, White:
    ordinary words; not quaker, one who quakes) or the gloss names a family, a dynasty or
    a house (Stuart, Romanov: names). Never a people named as its place is (Iowa,
    Dakota: nouns there; but Tajik and Uzbek are, though WordNet also gives them as other
    names of Tajikistan and Uzbekistan), nor a follower named like a person.
    """
    found: dict[str, str] = {}
    for lemma in sorted(adjective_lemmas):
        if lemma[:1].isupper() and lemma.isalpha() and len(lemma) > 1:
            found.setdefault(lemma.lower(), lemma)
    senses = _noun_senses(noun_data)
    names = senses.names
    lowercase = senses.lowercase | {lemma for lemma in adjective_lemmas if lemma.islower()}
    for group in senses.members:
        for lemma in group:
            if lemma.lower() not in names.heads:
                found.setdefault(lemma.lower(), lemma)
    for group in senses.followers:
        for lemma in group:
            key = lemma.lower()
            # MP; Iowa; a person's name; Friend, Mason
            if lemma.isupper() or key in names.heads or key in names.people:
                continue
            if key not in lowercase:
                found.setdefault(key, lemma)
    return found, names


def place_demonyms(
    capitalised: Iterable[str], places: frozenset[str], known_names: frozenset[str]
) -> dict[str, str]:
    """Capitalised entries made by a demonym's or an eponym's ending from a name.

    A place with a demonym ending (Bostonian, Icelandic: DEMONYM_ENDINGS), or a people
    whose land is named after it (Tajik: Tajikistan; LANDS); when
    ``places`` is a :class:`Names`, also a named person with an eponym's ending
    (Brechtian, Miltonic, Trotskyist, Kafkaesque: EPONYM_ENDINGS). Never an entry that is
    itself the name of a place (but Kazakh, which WordNet gives as another name of
    Kazakhstan, is its people's), nor one derived from a person that is itself a named
    place or person (Veronese is both: of Verona, and a painter). ``known_names`` are
    keys that must not be read as derived (first names such as Lillian, whose stem
    happens to name a place).
    """
    named = places if isinstance(places, Names) else Names(places)
    found: dict[str, str] = {}
    for form in sorted(capitalised):
        if not (form.isalpha() and form[:1].isupper() and form[1:].islower()):
            continue
        key = form.lower()
        if key in known_names or key in named.heads:
            continue
        of_place = _derived(key, DEMONYM_ENDINGS, places, 3, 3) or _of_land(key, places)
        of_person = (
            key not in named
            and key not in named.people
            and _derived(key, EPONYM_ENDINGS, named.people, PERSON_STEM, PERSON_STEM_AN)
        )
        if of_place or of_person:
            found.setdefault(key, form)
    return found


# The endings of a SCOWL entry derived from another of SCOWL's names, and the ends of the
# name they replace (Swabi-a -> Swabi-an, Spinoz-a -> Spinoz-ist, Caravagg-io ->
# Caravagg-esque, Thomist -> Thomist-ic). -an only after a name in -a or -o (Okinaw-a,
# Tuls-a): after other names it makes given names (Tristan, Lucan).
SCOWL_ENDINGS: Endings = (
    ("ian", ("", "a", "ia", "e", "y", "o", "i", "is", "ius", "us", "es")),
    ("ean", ("", "a", "ea", "e", "y", "es")),
    ("an", ("a", "o")),
    ("ese", ("", "a", "o", "e")),
    ("ite", ("", "a", "e")),
    ("ic", ("", "a", "e", "y", "es", "us")),
    ("esque", ("", "e", "o", "a", "io")),
    ("ist", ("", "e", "y", "a", "o")),
)
SCOWL_NAME = 5
WELL_KNOWN_NAME = 60
"""SCOWL's names up to this size are the well-known ones: given names among them."""
LARGEST_SIZE = 80
"""SCOWL's names read for adjectives go up to the largest lexicon's size."""
VOUCHING_NAME = 70
"""A name SCOWL files beyond this size (Petros 80) is too rare to make an adjective of
an entry SCOWL files among its names (Petrosian, a surname)."""


class NameEntries(NamedTuple):
    """The capitalised SCOWL entries read for adjectives made from names."""

    upper: list[str]
    """Every ``upper`` entry (Swabian)."""
    rarer_names: list[str]
    """The ``proper-names`` entries beyond the well-known names, up to the largest
    lexicon's size (Popperian 80, Murcian 70): SCOWL files many adjectives of names
    there; beyond 80 its names hold rare given names (Kristian, Declan)."""
    given: frozenset[str]
    """The ``proper-names`` keys up to size 60: given names (Gillian, Vivian)."""


def scowl_name_entries(
    upper: dict[str, tuple[int, str]], proper_names: dict[str, tuple[int, str]]
) -> NameEntries:
    """SCOWL's entries read for adjectives made from names, and its given names."""
    return NameEntries(
        [form for _, form in upper.values()],
        [
            form
            for key, (level, form) in proper_names.items()
            if WELL_KNOWN_NAME < level <= LARGEST_SIZE and key not in upper
        ],
        frozenset(key for key, (level, _) in proper_names.items() if level <= WELL_KNOWN_NAME),
    )


def scowl_demonyms(
    upper: Iterable[str], names: Iterable[str], given: frozenset[str], known: Names
) -> dict[str, str]:
    """SCOWL's capitalised ``upper`` entries derived from one of ``names`` (SCOWL's
    capitalised keys, WordNet's names) by SCOWL_ENDINGS: Swabian (Swabia), Adlerian
    (Adler), Spinozist (Spinoza). Never a given name (``given``: Gillian) nor a name
    WordNet knows as a place or a person (Hadrian, Deccan).
    """
    bases = frozenset(names)
    found: dict[str, str] = {}
    for form in sorted(upper):
        if not (form.isalpha() and form[:1].isupper() and form[1:].islower()):
            continue
        key = form.lower()
        if key in given or key in known or key in known.people:
            continue
        if _of_land(key, bases):
            found.setdefault(key, form)
            continue
        for ending, stems in SCOWL_ENDINGS:
            base = key[: len(key) - len(ending)]
            if not key.endswith(ending) or len(base) < 3:
                continue
            if any(
                base + stem != key and base + stem in bases and len(base + stem) >= SCOWL_NAME
                for stem in stems
            ):
                found.setdefault(key, form)
                break
    return found


def _of_land(key: str, names: frozenset[str]) -> bool:
    """Whether ``key`` is the people of a land named after it (Baluchi: Baluchistan) or the
    adjective of a land in -stan (Dagestani: Dagestan), the land one of ``names``. A people's
    name has four letters or more (Kurd; not Se, Mar: Seistan and Maristan are no lands of
    theirs)."""
    if len(key) >= PEOPLE_NAME and any(key + land in names for land in LANDS):
        return True
    land = key.removesuffix(LAND_ADJECTIVE)
    return land != key and land.endswith(LANDS[0]) and land in names


def _derived(key: str, endings: Endings, names: frozenset[str], least: int, least_an: int) -> bool:
    """Whether ``key`` is one of ``names`` with one of ``endings`` (Boston + ian).

    The name must have ``least`` letters, unless the ending follows it whole (Marx-ist);
    before -an, ``least_an`` letters, whole or not.
    """
    for ending, stems in endings:
        base = key[: len(key) - len(ending)]
        if not key.endswith(ending) or len(base) < 3:
            continue
        for stem in stems:
            name = base + stem
            if name not in names:
                continue
            if ending == "an" and len(name) < least_an:
                continue
            if len(name) >= least or (not stem and ending != "an"):
                return True
    return False


def read_pairs(path: Path) -> dict[str, str]:
    """A curated ``key  Form  # reason`` list (the Form is optional)."""
    pairs: dict[str, str] = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        fields = raw.partition("#")[0].split()
        if fields:
            pairs[fields[0].lower()] = fields[1] if len(fields) > 1 else fields[0]
    return pairs

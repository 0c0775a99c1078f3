"""Proper adjectives recognised by rule and by source, on every dictionary (issue 20).

The rules live in ``scripts/lexicon_policy.py`` and feed the shared list
``dictionaries/proper-adjectives.tsv``, which the judge applies above every dictionary,
hunspell included: members and followers WordNet names (Quaker, Thatcherite), peoples
whose land is named after them (Tajik), and adjectives made from a person's name
(Brechtian, Miltonic, Trotskyist, Kafkaesque). The names themselves stay proper nouns.

Since issue 29 the rule also reads SCOWL's own names (Swabian: Swabia, Adlerian: Adler),
and it decides only whether a capitalised word is an adjective: whether a dictionary has
it follows that dictionary (``family``: not rare in print; hunspell: its own entries).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from quiddler_score.words.backends import DictionaryUnavailable
from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.judge import judge
from quiddler_score.words.word_marks import tier

REPO = Path(__file__).resolve().parent.parent
POLICY = REPO / "scripts" / "lexicon_policy.py"
WORDNET = Path("/usr/share/wordnet")
DICTIONARIES = ("standard", "large", "family", "hunspell:en_US", "hunspell:en_GB")
# The families issue 20 names: nationality words that are also the people's name,
# adjectives of religious groups, adjectives made from a person's name.
ISSUE_EXAMPLES = [
    "tajik",
    "turkmen",
    "kyrgyz",
    "quaker",
    "sikh",
    "baptist",
    "shavian",
    "rabelaisian",
    "brechtian",
    "miltonic",
    "trotskyist",
    "thatcherite",
]
# The names those adjectives come from, and names that end as such adjectives do.
NAMES = [
    "brecht",
    "milton",
    "trotsky",
    "rabelais",
    "kafka",
    "tajikistan",
    "kyrgyzstan",
    "turkmenistan",
    "gillian",
    "megan",
    "lucian",
    "moran",
    "stuart",
    "iowa",
    "dakota",
]


@cache
def policy() -> ModuleType:
    spec = importlib.util.spec_from_file_location("lexicon_policy", POLICY)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


def names(places: str, people: str) -> Any:
    return policy().Names(places.split(), people.split())


def derived(forms: str, named: Any, known: str = "") -> set[str]:
    return set(policy().place_demonyms(forms.split(), named, frozenset(known.split())))


# -- adjectives made from a name, on hand-made names ---------------------------------


def test_an_adjective_made_from_a_persons_name_is_a_proper_adjective() -> None:
    people = names("", "brecht milton trotsky kafka rabelais petrarch marx socrates chomsky gaulle")
    forms = (
        "Brechtian Miltonic Trotskyist Kafkaesque Rabelaisian Petrarchan Marxist Socratic"
        " Chomskian Gaullist"
    )
    assert derived(forms, people) == set(forms.lower().split())


def test_a_given_name_that_ends_like_an_adjective_of_a_short_name_is_not_one() -> None:
    # Tate -> Tatian, Luce -> Lucian: the ending replaces the last letter of a
    # short name; Moran, Laveran: -an after a name shorter than six letters
    people = names("", "tate luce more laver")
    assert derived("Tatian Lucian Moran Laveran", people) == set()


def test_an_ending_that_follows_a_short_name_whole_makes_an_adjective() -> None:
    assert derived("Marxist Kantian Millian", names("", "marx kant mill")) == {
        "marxist",
        "kantian",
        "millian",
    }


def test_the_name_itself_is_never_a_proper_adjective() -> None:
    named = names("boston tajikistan", "brecht milton kafka")
    assert derived("Brecht Milton Kafka Boston Tajikistan", named) == set()


def test_a_people_whose_land_is_named_after_it_is_a_proper_adjective() -> None:
    assert derived("Tajik Kazakh Kurd", names("tajikistan kazakhstan kurdistan", "")) == {
        "tajik",
        "kazakh",
        "kurd",
    }


def test_a_place_with_ish_makes_an_adjective_but_a_person_with_ish_does_not() -> None:
    # Kent -> Kentish, Gaul -> Gaulish (English's own demonym ending, as in Cornish); a
    # person's name takes no -ish (Milton -> Miltonish is no adjective of the rule)
    named = names("kent gaul lapland", "milton")
    assert derived("Kentish Gaulish Laplandish Miltonish", named) == {
        "kentish",
        "gaulish",
        "laplandish",
    }


def test_a_demonym_of_a_place_stays_one_when_it_also_names_a_person() -> None:
    # Veronese: of Verona, and the painter
    assert derived("Veronese", names("verona", "veronese")) == {"veronese"}


def test_a_curated_false_demonym_stays_out() -> None:
    assert derived("Lillian Bostonian", names("lille boston", ""), known="lillian") == {"bostonian"}


# -- what WordNet gives -----------------------------------------------------------------


@pytest.fixture(scope="module")
def wordnet() -> tuple[dict[str, str], Any]:
    if not (WORDNET / "data.noun").is_file():
        if "CI" in os.environ:
            pytest.fail("WordNet is missing (apt-get install wordnet-base); CI is set")
        pytest.skip("WordNet is not installed (apt-get install wordnet-base)")
    adjectives = []
    for line in (WORDNET / "data.adj").read_bytes().decode().splitlines():
        if line and not line.startswith(" "):
            fields = line.split(" | ", 1)[0].split()
            adjectives += [fields[4 + 2 * i].split("(")[0] for i in range(int(fields[3], 16))]
    found, named = policy().wordnet_demonyms((WORDNET / "data.noun").read_bytes(), adjectives)
    return found, named


def test_members_adherents_and_followers_are_proper_adjectives(
    wordnet: tuple[dict[str, str], Any],
) -> None:
    found, _ = wordnet
    for key in ("quaker", "baptist", "thatcherite", "mennonite", "sunni", "presbyterian"):
        assert key in found, key


def test_a_peoples_name_that_is_also_another_name_of_its_country_is_a_proper_adjective(
    wordnet: tuple[dict[str, str], Any],
) -> None:
    found, named = wordnet
    assert {"tajik", "uzbek"} <= set(found)
    assert "tajik" in named and "tajik" not in named.heads and "tajikistan" in named.heads


def test_a_people_named_as_its_place_is_stays_a_noun(
    wordnet: tuple[dict[str, str], Any],
) -> None:
    found, _ = wordnet
    assert not {"iowa", "dakota", "omaha"} & set(found)


def test_a_familys_name_and_an_ordinary_word_stay_out(
    wordnet: tuple[dict[str, str], Any],
) -> None:
    found, named = wordnet
    assert not {"stuart", "romanov", "mason", "friend", "white"} & set(found)
    assert {"brecht", "milton", "trotsky"} <= named.people


# -- the judge, on every dictionary -----------------------------------------------------


def opened(name: str) -> Any:
    try:
        return open_dictionary(name)
    except DictionaryUnavailable as error:
        pytest.skip(str(error))


@pytest.mark.parametrize("name", ["standard", "large"])
def test_the_families_of_the_issue_are_accepted_by_the_bundled_word_lists(name: str) -> None:
    dictionary = opened(name)
    refused = [w for w in ISSUE_EXAMPLES if not judge(w, dictionary, suggest=False).accepted]
    assert refused == []


@pytest.mark.parametrize("name", DICTIONARIES)
def test_the_families_of_the_issue_are_never_refused_as_proper_nouns(name: str) -> None:
    # family and hunspell accept those they have (family: not rare in print; hunspell:
    # its own entries) and lack the others: not_found, never proper_noun.
    dictionary = opened(name)
    verdicts = {w: judge(w, dictionary, suggest=False) for w in ISSUE_EXAMPLES}
    refused = {w: v.code for w, v in verdicts.items() if not v.accepted}
    assert {w: code for w, code in refused.items() if code != "not_found"} == {}


@pytest.mark.parametrize("name", DICTIONARIES)
def test_the_names_they_come_from_stay_rejected_on_every_dictionary(name: str) -> None:
    dictionary = opened(name)
    accepted = [w for w in NAMES if judge(w, dictionary, suggest=False).accepted]
    assert accepted == []


# -- issue 29: the rule says adjective, the dictionary says whether it has the word ------

ISSUE_29 = [
    "anatolian",
    "balearic",
    "ciceronian",
    "thomistic",
    "adlerian",
    "sienese",
    "angeleno",
    "marlovian",
    "caravaggesque",
    "spinozist",
]
RARE_29 = ["pinteresque", "tolstoyan", "wordsworthian"]


def test_the_adjective_of_a_land_in_stan_is_made_with_i() -> None:
    # Turkmenistan -> Turkmenistani; Hindustan -> Hindustani; a land not in -stan takes
    # no -i by this rule (Bern -> Berni, Bonn -> Bonni are no adjectives)
    named = names("turkmenistan hindustan bern bonn", "")
    assert derived("Turkmenistani Hindustani Berni Bonni", named) == {
        "turkmenistani",
        "hindustani",
    }


def test_scowls_own_lands_name_their_peoples_as_wordnets_do() -> None:
    # Nuristan and Kurdistan as SCOWL's names, not WordNet's: Nuri and Kurd are their
    # peoples, Nuristani an adjective; a name shorter than four letters is no people
    # (Se: Seistan)
    rules = policy()
    known = rules.Names(set(), set())
    bases = {"nuristan", "kurdistan", "seistan"}
    found = rules.scowl_demonyms(["Nuri", "Nuristani", "Kurd", "Se"], bases, frozenset(), known)
    assert set(found) == {"nuri", "nuristani", "kurd"}


def test_scowls_own_names_make_adjectives_but_not_given_names() -> None:
    rules = policy()
    names = rules.Names({"boston"}, {"hadrian"})
    upper = ["Swabian", "Adlerian", "Spinozist", "Caravaggesque", "Vivian", "Hadrian", "Tulsan"]
    bases = {"swabia", "adler", "spinoza", "caravaggio", "vivia", "hadria", "tulsa", "trista"}
    found = rules.scowl_demonyms([*upper, "Tristan"], bases, frozenset({"vivian"}), names)
    # Vivian: a given name SCOWL lists; Hadrian: a person WordNet knows; Tristan: -an
    # after a name in -a is read, so the curated not-proper-adjectives list keeps it out.
    assert set(found) == {"swabian", "adlerian", "spinozist", "caravaggesque", "tulsan", "tristan"}
    # -an follows only a name in -a or -o (Tulsa), never one in -e (Lore: Loran).
    assert rules.scowl_demonyms(["Loran"], {"lore"}, frozenset(), names) == {}


def test_scowls_rarer_names_are_read_for_adjectives_and_its_well_known_ones_are_given_names() -> (
    None
):
    rules = policy()
    upper = {"swabian": (70, "Swabian")}
    proper_names = {
        "gillian": (35, "Gillian"),  # a given name SCOWL knows well: never an adjective
        "popperian": (80, "Popperian"),  # SCOWL files it among its names, at 80
        "murcian": (70, "Murcian"),
        "kristian": (95, "Kristian"),  # beyond the largest lexicon's size: not read
    }
    entries = rules.scowl_name_entries(upper, proper_names)
    assert (entries.upper, sorted(entries.rarer_names)) == (["Swabian"], ["Murcian", "Popperian"])
    assert entries.given == {"gillian"}


@pytest.mark.parametrize("name", ["standard", "large"])
@pytest.mark.parametrize("word", ["popperian", "murcian"])
def test_adjectives_scowl_files_among_its_names_are_proper_adjectives(word: str, name: str) -> None:
    # Popperian (SCOWL's names, 80: Popper), Murcian (70: Murcia), issue 47.
    verdict = judge(word, opened(name), suggest=False)
    assert (verdict.accepted, verdict.code) == (True, "proper_adjective")


@pytest.mark.parametrize("name", DICTIONARIES)
def test_the_adjectives_of_issue_29_are_never_refused_as_proper_nouns(name: str) -> None:
    dictionary = opened(name)
    verdicts = {w: judge(w, dictionary, suggest=False) for w in ISSUE_29 + RARE_29}
    refused = {w: v.code for w, v in verdicts.items() if not v.accepted}
    assert {w: code for w, code in refused.items() if code != "not_found"} == {}


def test_standard_and_large_give_one_reason_per_adjective() -> None:
    for word in ISSUE_29 + RARE_29:
        verdicts = [judge(word, opened(name), suggest=False) for name in ("standard", "large")]
        assert {(v.accepted, v.code) for v in verdicts} == {(True, "proper_adjective")}, word


@pytest.mark.parametrize("word", RARE_29)
def test_family_lacks_the_adjectives_rare_in_print(word: str) -> None:
    assert judge(word, opened("family"), suggest=False).code == "not_found"


@pytest.mark.parametrize("word", ["victorian", "texan", "anatolian", "balearic", "freudian"])
def test_family_has_the_adjectives_common_in_print(word: str) -> None:
    assert judge(word, opened("family"), suggest=False).code == "proper_adjective"


def test_family_has_no_proper_adjective_whose_tier_is_rare() -> None:
    # family's words are a school dictionary's (SCOWL size 50): a proper adjective SCOWL
    # files at 70 or above (Caledonian, Genoese, Bolognese) is rare by the tier a verdict
    # shows, and family lacks it however often it is written; standard has it
    family = opened("family")
    for word in ("caledonian", "genoese", "bolognese", "circassian"):
        assert tier(word) == "rare", word
        assert judge(word, family, suggest=False).code == "not_found", word
        assert judge(word, opened("standard"), suggest=False).code == "proper_adjective", word
    listed = (REPO / "dictionaries" / "family" / "proper-adjectives.tsv").read_text("utf-8")
    keys = [line.split("\t")[0] for line in listed.splitlines() if line and line[0] != "#"]
    assert keys and [key for key in keys if tier(key) == "rare"] == []


def test_a_hunspell_dictionary_has_only_its_own_proper_adjectives() -> None:
    # en_GB has no entry Bhutanese; the rule knows it, and standard has it.
    assert judge("bhutanese", opened("hunspell:en_GB"), suggest=False).code == "not_found"
    assert judge("bhutanese", opened("standard"), suggest=False).code == "proper_adjective"
    assert judge("iraqi", opened("hunspell:en_GB"), suggest=False).code == "proper_adjective"

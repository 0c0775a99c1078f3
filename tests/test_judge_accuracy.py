"""The judge against hand-labelled words (tests/data/labelled), per dictionary.

The goals of issue 10, measured on this project's own sample, and those of issue 20 on
the held-out sample of proper adjectives and proper nouns (benchmarks/judge_accuracy.py
prints the same figures with the failures).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from quiddler_score.words.backends import DictionaryUnavailable
from quiddler_score.words.dictionaries import open_dictionary

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "judge_accuracy.py"


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("judge_accuracy", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


DICTIONARIES = ["standard", "large", "hunspell:en_US", "hunspell:en_GB"]


def missed_goals(name: str, held_out: bool = False) -> list[str]:
    try:
        open_dictionary(name)
    except DictionaryUnavailable as error:
        pytest.skip(str(error))
    accuracy = load()
    measures = accuracy.HELD_OUT_MEASURES if held_out else accuracy.MEASURES
    return [
        f"{figure.measure}: {figure.share:.2%} < {figure.goal:.1%} "
        f"({', '.join(word for word, _ in figure.failures[:10])})"
        for figure in accuracy.measure([name], measures)
        if not figure.met
    ]


@pytest.mark.parametrize("name", DICTIONARIES)
def test_every_goal_is_met(name: str) -> None:
    assert missed_goals(name) == []


@pytest.mark.parametrize("name", DICTIONARIES)
def test_the_held_out_sample_keeps_its_proper_nouns_out_and_its_adjectives_in(
    name: str,
) -> None:
    assert missed_goals(name, held_out=True) == []


def test_the_held_out_sample_is_labelled_apart_from_the_other_sets() -> None:
    accuracy = load()
    sections = accuracy.read_sections()
    assert {label for label, _ in sections} == {"adjectives", "nouns"}
    adjectives, nouns = set(accuracy.held_out("adjectives")), set(accuracy.held_out("nouns"))
    assert len(adjectives) >= 200 and len(nouns) >= 150
    assert not adjectives & nouns
    others = {
        word
        for name in ("proper-adjectives.txt", "proper-nouns.txt", "abbreviations.txt")
        for word in accuracy.read_set(name)
    }
    issue_20 = set(
        [
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
    )
    assert not (adjectives | nouns) & (others | issue_20)


def test_the_labelled_sets_are_apart_from_the_issue_examples() -> None:
    accuracy = load()
    examples = set(
        [
            "slovak",
            "caribbean",
            "floridian",
            "bostonian",
            "greek",
            "egyptian",
            "mediterranean",
            "french",
            "english",
            "german",
            "dutch",
            "christian",
            "martian",
            "arab",
            "corp",
            "atm",
            "min",
            "jun",
            "aug",
            "oct",
            "dec",
            "mon",
            "ave",
            "vii",
            "xvi",
            "html",
            "http",
            "pdf",
            "intl",
            "ufo",
            "james",
            "laura",
            "emma",
            "spain",
            "canada",
            "texas",
            "honda",
            "tyler",
            "boston",
            "warsaw",
            "kyle",
            "carl",
            "logan",
            "louis",
            "abigail",
        ]
    )
    for name in ("proper-adjectives.txt", "abbreviations.txt", "proper-nouns.txt"):
        words = accuracy.read_set(name)
        assert len(words) >= 80, name
        assert not examples & set(words), name


# The three kinds' figures when issue 29 was closed: floors, so that none falls back.
# The issue's goal, 97% on each kind, is what the benchmark marks LOW against.
KIND_FLOORS = {
    "adjectives": {"standard": 0.93, "large": 0.94, "family": 0.88, "hunspell": 0.98},
    "offensive": dict.fromkeys(("standard", "large", "family", "hunspell"), 0.96),
    "newer": {"standard": 0.67, "large": 0.71, "family": 0.78, "hunspell": 0.52},
}
# The second sample's figures (held-out-kinds-2.txt), measured once its words were
# committed and the rules changed after: floors too.
KIND_FLOORS_2 = {
    "adjectives": {"standard": 0.86, "large": 0.86, "family": 0.85, "hunspell": 0.96},
    "offensive": {"standard": 0.85, "large": 0.87, "family": 0.72, "hunspell": 0.87},
}


@pytest.mark.parametrize("name", ["standard", "large", "family", *DICTIONARIES[2:]])
def test_the_three_kinds_keep_their_figures(name: str) -> None:
    try:
        open_dictionary(name)
    except DictionaryUnavailable as error:
        pytest.skip(str(error))
    accuracy = load()
    for sample, table in ((accuracy.KINDS, KIND_FLOORS), (accuracy.KINDS_2, KIND_FLOORS_2)):
        figures = accuracy.measure_kinds([name], sample)
        kinds = {f.measure.split(" ")[0]: f for f in figures if f.measure.endswith("(the kind)")}
        floors = {kind: by[name.split(":")[0]] for kind, by in table.items()}
        assert {
            kind: round(kinds[kind].share, 3) for kind in floors if kinds[kind].share < floors[kind]
        } == {}, sample


def test_the_second_sample_is_apart_from_the_first_and_from_every_other_set() -> None:
    accuracy = load()
    second = accuracy.read_kinds(accuracy.KINDS_2)
    assert {kind for kind, _ in second} == {"adjectives", "offensive"}
    words = [word for section in second.values() for word in section]
    assert len(words) == len(set(words)) == 100
    others = {word for section in accuracy.read_kinds().values() for word in section}
    others |= set(accuracy.held_out("adjectives")) | set(accuracy.held_out("nouns"))
    for name in ("proper-adjectives.txt", "proper-nouns.txt", "abbreviations.txt"):
        others |= set(accuracy.read_set(name))
    assert not set(words) & others


def test_most_words_family_refuses_are_offensive_or_rare() -> None:
    # of the first sample's words that family refuses, those that are neither (frigging,
    # unmarked; touchscreen, foodie, dashcam, cosplayer: today's words family does not
    # take, uncommon by how often they are written): a floor
    figure = load().family_refused()
    assert figure.share >= 0.942, figure.failures


def test_the_sample_of_three_kinds_is_apart_and_every_label_has_its_expectations() -> None:
    accuracy = load()
    sections = accuracy.read_kinds()
    assert set(sections) == set(accuracy.KIND_EXPECTS)
    assert all(len(words) >= 19 for words in sections.values())
    words = [word for section in sections.values() for word in section]
    assert len(words) == len(set(words))
    others = (
        {
            word
            for name in ("proper-adjectives.txt", "proper-nouns.txt", "abbreviations.txt")
            for word in accuracy.read_set(name)
        }
        | set(accuracy.held_out("adjectives"))
        | set(accuracy.held_out("nouns"))
    )
    assert not set(words) & others

"""The judge against hand-labelled words (tests/data/labelled), per dictionary.

The goals of issue 10, measured on this project's own sample (benchmarks/judge_accuracy.py
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


@pytest.mark.parametrize("name", ["standard", "large", "hunspell:en_US", "hunspell:en_GB"])
def test_every_goal_is_met(name: str) -> None:
    try:
        open_dictionary(name)
    except DictionaryUnavailable as error:
        pytest.skip(str(error))
    accuracy = load()
    missed = [
        f"{figure.measure}: {figure.share:.2%} < {figure.goal:.1%} "
        f"({', '.join(word for word, _ in figure.failures[:10])})"
        for figure in accuracy.measure([name])
        if not figure.met
    ]
    assert missed == []


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

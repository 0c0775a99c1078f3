"""Every verdict's marks: how common an accepted word is, and whether it is offensive."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from quiddler_score.cli import cli
from quiddler_score.engine.verdict import Verdict
from quiddler_score.words import word_marks
from quiddler_score.words.explain import describe_zipf, frequency
from quiddler_score.words.word_marks import Marks, marks, offensive, tier

REPO = Path(__file__).resolve().parent.parent
TIERS_FILE = REPO / "dictionaries" / "curation" / "word-tiers.tsv"


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("cat", "common"),
        ("children", "common"),
        ("zebra", "common"),  # Zipf 3.40
        ("igloo", "uncommon"),  # 2.64
        ("quixotic", "uncommon"),  # 2.33
        ("quiddity", "rare"),  # 1.32
        ("qoph", "rare"),  # not in wordfreq at all
        ("iraqi", "common"),  # a proper adjective has its tier too
        ("ox", "common"),  # two-letter words: the curated tiers
        ("pi", "uncommon"),
        ("xu", "rare"),  # wordfreq counts the name Xu: 3.33
        ("aa", "rare"),
    ],
)
def test_each_word_has_the_tier_its_frequency_gives(word: str, expected: str) -> None:
    assert tier(word) == expected


def test_a_word_the_tiers_do_not_list_is_rare() -> None:
    assert tier("zzzqv") == "rare"


def test_the_tier_thresholds_are_the_ones_the_file_was_built_with() -> None:
    header = TIERS_FILE.read_text(encoding="utf-8").partition("\naah")[0]
    assert f"Zipf >= {word_marks.COMMON_ZIPF}" in header
    assert f"Zipf >= {word_marks.UNCOMMON_ZIPF}" in header
    assert "CC BY-SA 4.0" in header  # made from wordfreq's data: its licence


def test_explain_says_how_common_in_the_same_bands_as_the_tier() -> None:
    for zipf in (1.99, 2.0, 2.99, 3.0, 5.0):
        band = describe_zipf(zipf).split(":")[0]
        expected = "rare" if zipf < 2 else "uncommon" if zipf < 3 else "common"
        assert band == expected, zipf
    # A two-letter word's frequency is a name's; the band follows its curated tier.
    assert frequency("xu")[1].startswith("rare: ")


@pytest.mark.parametrize("word", ["fuck", "fucked", "shit", "shits", "cunt", "bitch", "twat"])
def test_common_profanity_is_offensive(word: str) -> None:
    assert offensive(word)


@pytest.mark.parametrize("word", ["nigger", "kike", "wetback", "spic", "chink"])
def test_slurs_are_offensive(word: str) -> None:
    assert offensive(word)


@pytest.mark.parametrize(
    "word", ["cat", "stupid", "vomit", "slave", "kumquat", "spicy", "niggle", "scunthorpe"]
)
def test_words_only_a_broad_filter_flags_are_not_offensive(word: str) -> None:
    # cuss and better-profanity flag these; no narrow list agrees.
    assert not offensive(word)


def test_a_verdict_has_a_tier_only_when_it_accepts_the_word() -> None:
    accepted = Verdict("(qu)ixotic", True, "word", "")
    refused = Verdict("shit", False, "not_found", "")
    assert marks(accepted) == Marks("uncommon", False)
    assert marks(refused) == Marks(None, True)
    assert marks(refused).labelled() == [("offensive", "yes")]


def test_check_json_carries_tier_and_offensive() -> None:
    result = CliRunner().invoke(cli, ["check", "--json", "cat", "quiddity", "shit", "qzx"])
    data = json.loads(result.output)
    assert [(v["word"], v["tier"], v["offensive"]) for v in data] == [
        ("cat", "common", False),
        ("quiddity", "rare", False),
        ("shit", "common", True),
        ("qzx", None, False),
    ]


def test_check_shows_the_tier_under_each_accepted_word() -> None:
    result = CliRunner().invoke(cli, ["check", "quixotic", "shit"])
    lines = result.output.splitlines()
    assert lines[:5] == [
        "quixotic: ✓ acceptable (word). QUIXOTIC is in the standard dictionary",
        "  tier: uncommon",
        "shit: ✓ acceptable (word). SHIT is in the standard dictionary",
        "  tier: common",
        "  offensive: yes",
    ]


def test_best_names_the_tier_of_every_word_it_offers() -> None:
    result = CliRunner().invoke(cli, ["best", "--json", "q", "i", "x", "u"])
    data = json.loads(result.output)
    assert data["words"] == ["QI", "XU"]
    assert data["marks"]["QI"] == {"tier": "rare", "offensive": False}
    text = CliRunner().invoke(cli, ["best", "q", "i", "x", "u"]).output
    assert "tiers: QI rare; XU rare" in text


def test_the_offensive_vote_needs_two_lists_one_of_them_narrow() -> None:
    import importlib.util

    path = REPO / "scripts" / "build_offensive_words.py"
    spec = importlib.util.spec_from_file_location("build_offensive_words", path)
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    lists = {
        "cuss": {"stupid", "fuck", "fucked"},
        "better-profanity": {"stupid", "fuck"},
        "ldnoobw": {"fuck"},
        "hunspell": {"spic"},
        "wordnet": {"spic"},
    }
    lexicon = {"stupid", "fuck", "fucked", "fucks", "spic", "spics", "spiced"}
    # stupid: two broad lists only; fucked: a form a list names; spiced: no list names it.
    assert script.offensive(lists, lexicon) == {"fuck", "fucked", "fucks", "spic", "spics"}

"""The ``family`` dictionary: a school dictionary's everyday words, nothing rare or
offensive; the figures dictionaries/README.md gives (benchmarks/family_figures.py)."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest
from click.testing import CliRunner

from quiddler_score.cli import cli
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.judge import judge

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "dictionaries"
SCRIPT = REPO / "benchmarks" / "family_figures.py"
POLICY = REPO / "scripts" / "family_policy.py"


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


def accepted(word: str, settings: RuleSettings | None = None) -> bool:
    return judge(word, open_dictionary("family"), settings or RuleSettings()).accepted


@pytest.mark.parametrize("word", ["qoph", "xu", "za", "qi", "aa", "jo", "oe", "ka"])
def test_family_refuses_rare_tournament_words(word: str) -> None:
    assert not accepted(word)


@pytest.mark.parametrize("word", ["fuck", "fucking", "shit", "cunt", "bitch", "twat", "wanker"])
def test_family_refuses_common_profanity(word: str) -> None:
    assert not accepted(word)


@pytest.mark.parametrize(
    "word", ["arse", "bugger", "damn", "goddamn", "dammit", "sodding", "feck", "douchebag"]
)
def test_family_refuses_mild_profanity(word: str) -> None:
    assert not accepted(word)


@pytest.mark.parametrize("word", ["knob", "screw", "screwed", "snatch", "suck", "butt", "hell"])
def test_family_keeps_a_word_people_commonly_mean_in_its_everyday_sense(word: str) -> None:
    assert accepted(word)


@pytest.mark.parametrize("word", ["cock", "tit", "spunk", "coon", "jackass"])
def test_family_refuses_a_word_people_commonly_mean_offensively_that_the_others_keep(
    word: str,
) -> None:
    assert not accepted(word)
    for name in ("standard", "large"):
        verdict = judge(word, open_dictionary(name), RuleSettings())
        assert (verdict.accepted, verdict.code) == (True, "word"), (name, word)


def test_a_table_brings_a_refused_word_back_with_its_allow_list() -> None:
    assert accepted("cock", RuleSettings(allow=("cock",)))


def test_cum_is_a_preposition_not_an_abbreviation() -> None:
    # magna cum laude: a word of standard and large, marked, and refused by family.
    verdict = judge("cum", open_dictionary("standard"), RuleSettings())
    assert (verdict.accepted, verdict.code) == (True, "word")
    assert not accepted("cum")


@pytest.mark.parametrize(
    "word", ["cat", "zebra", "children", "ran", "quiz", "(qu)ilt", "ox", "oh", "igloo", "iraqi"]
)
def test_family_accepts_everyday_words_and_their_inflections(word: str) -> None:
    assert accepted(word)


def test_an_inflection_goes_with_its_word_however_seldom_it_is_written() -> None:
    # "unpacks" is rare in print (wordfreq, the build's filter); "unpack" is not, so both
    # are family words.
    assert accepted("unpack") and accepted("unpacks")


def test_house_lists_apply_on_top_of_family() -> None:
    house = RuleSettings(allow=("qoph",), deny=("cat",))
    assert accepted("qoph", house) and not accepted("cat", house)


def test_family_accepts_at_least_97_percent_of_the_5000_most_common_words() -> None:
    figures = load(SCRIPT)
    share, _, misses = figures.common_words_accepted()
    assert share >= 0.97, misses[:20]


def test_family_refuses_nearly_every_word_only_large_has() -> None:
    figures = load(SCRIPT)
    share, total, _ = figures.large_only_refused()
    assert total > 2000 and share >= 0.99


def test_family_is_pinned_and_fingerprinted_like_the_other_lexicons() -> None:
    manifest = json.loads((DATA / "manifest.json").read_text(encoding="utf-8"))
    (entry,) = [lexicon for lexicon in manifest["lexicons"] if lexicon["name"] == "family"]
    words = (DATA / "family" / "words.txt").read_bytes()
    assert entry["fingerprint"] == hashlib.sha256(words).hexdigest()[:16]
    assert entry["words"] == words.count(b"\n")
    assert open_dictionary("family").fingerprint == entry["fingerprint"]
    assert "curation/offensive.txt" in manifest["curation"]
    # The rare-word filter is the wordfreq package run at build time, its version named;
    # the tiers (word-tiers.tsv, from SCOWL) are built and pinned with the lexicons now.
    assert "curation/two-letter-tiers.tsv" in manifest["curation"]
    assert "wordfreq" in entry["source"] and "Zipf < 2.0" in entry["source"]
    assert manifest["tiers"]["path"] == "word-tiers.tsv"


def test_check_d_family_refuses_qoph_xu_and_profanity() -> None:
    result = CliRunner().invoke(cli, ["check", "-d", "family", "qoph", "xu", "shit"])
    assert result.exit_code == 1
    assert "QOPH is not in the family dictionary" in result.output
    assert "XU is not in the family dictionary" in result.output
    assert "SHIT is not in the family dictionary" in result.output


def test_the_family_policy_drops_rare_and_offensive_words_but_keeps_inflections() -> None:
    policy = load(POLICY)
    tiers = {"cat": "common", "unpack": "uncommon", "shit": "common"}
    bases = {"cats": ["cat"], "unpacks": ["unpack"], "shits": ["shit"]}
    kept = policy.family_words(
        ["cat", "cats", "qoph", "shit", "shits", "unpack", "unpacks"],
        tiers,
        frozenset({"shit", "shits"}),
        lambda word: bases.get(word, []),
    )
    assert kept == ["cat", "cats", "unpack", "unpacks"]
    assert policy.family_two_letter(frozenset({"ox", "xu"}), {"ox": "common"}) == {"ox"}

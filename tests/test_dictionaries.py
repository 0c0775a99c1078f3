"""Choosing a dictionary by name, the word-list file backend, and the listing."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from quiddler_score.engine.rules import RuleSettings
from quiddler_score.words.backends import BundledLexicon, DictionaryUnavailable, Entry, Standing
from quiddler_score.words.dictionaries import available_dictionaries, open_dictionary
from quiddler_score.words.judge import judge
from quiddler_score.words.word_list_file import WordListFile

REPO = Path(__file__).resolve().parent.parent

WORD_LIST = """\
# Our table's list: any order, any case, comments and blank lines.
zebra
Apple   # capitalised only: a proper noun
apple
Paris

NATO
née
Iraqi
it's
twenty-two
RUNS
runs
quixotic
"""


@pytest.fixture
def word_list(tmp_path: Path) -> WordListFile:
    path = tmp_path / "our words.txt"
    path.write_text(WORD_LIST, encoding="utf-8")
    return WordListFile(path)


def test_open_dictionary_opens_each_dictionary_once() -> None:
    assert open_dictionary("standard") is open_dictionary("standard")
    assert open_dictionary(" large ") is open_dictionary("large")
    assert isinstance(open_dictionary("standard"), BundledLexicon)


def test_an_unknown_dictionary_names_the_choices() -> None:
    with pytest.raises(DictionaryUnavailable) as raised:
        open_dictionary("webster")
    message = str(raised.value)
    assert message.startswith(
        "unknown dictionary 'webster': use standard, large, family, hunspell:TAG ("
    )
    assert message.endswith(") or file:PATH")
    assert "\n" not in message


def test_a_bare_file_prefix_is_an_unknown_dictionary() -> None:
    with pytest.raises(DictionaryUnavailable, match="unknown dictionary 'file:'"):
        open_dictionary("file:")


def test_a_missing_word_list_names_its_path(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.txt"
    with pytest.raises(DictionaryUnavailable) as raised:
        open_dictionary(f"file:{missing}")
    assert str(missing) in str(raised.value)
    assert "No such file" in str(raised.value)


def test_a_word_list_that_is_not_utf8_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes("n\u00e9e\n".encode("latin-1"))
    with pytest.raises(DictionaryUnavailable, match="not UTF-8"):
        WordListFile(path)


def test_a_word_list_is_named_by_its_absolute_path_and_fingerprinted_by_its_bytes(
    word_list: WordListFile,
) -> None:
    assert word_list.name == f"file:{word_list.path}"
    assert word_list.path.is_absolute()
    expected = hashlib.sha256(word_list.path.read_bytes()).hexdigest()[:16]
    assert word_list.fingerprint == expected
    assert open_dictionary(word_list.name).fingerprint == expected


def test_word_list_reads_case_as_hunspell_does(word_list: WordListFile) -> None:
    assert word_list.lookup("zebra") == Entry(Standing.WORD, "zebra")
    assert word_list.lookup("apple") == Entry(Standing.WORD, "apple")  # lower case wins
    assert word_list.lookup("runs") == Entry(Standing.WORD, "runs")
    assert word_list.lookup("paris") == Entry(Standing.PROPER_NOUN, "Paris")
    assert word_list.lookup("iraqi") == Entry(Standing.PROPER_ADJECTIVE, "Iraqi")
    assert word_list.lookup("nato") == Entry(Standing.ABBREVIATION, "NATO")
    assert word_list.lookup("nee") == Entry(Standing.ACCENTED, "née")
    assert word_list.lookup("its") == Entry(Standing.UNKNOWN)
    assert word_list.lookup("twentytwo") == Entry(Standing.UNKNOWN)
    assert word_list.describe().words == 8


def test_a_word_list_file_tells_words_names_adjectives_and_abbreviations_apart(
    word_list: WordListFile,
) -> None:
    codes = {text: judge(text, word_list).code for text in ("zebra", "paris", "iraqi", "nato")}
    assert codes == {
        "zebra": "word",
        "paris": "proper_noun",
        "iraqi": "proper_adjective",
        "nato": "abbreviation",
    }
    assert judge("nee", word_list).form == "née"
    assert judge("nee", word_list, RuleSettings(accent_folded_words=False)).code == "house_deny"
    assert judge("lion", word_list).code == "not_found"


def test_word_list_suggests_its_own_words(word_list: WordListFile) -> None:
    assert judge("quixotik", word_list).suggestions == ("quixotic",)
    assert judge("zebar", word_list).suggestions[0] == "zebra"
    assert judge("quixotikk", word_list).suggestions == ("quixotic",)  # two edits away


def test_bundled_suggestions_for_a_typo() -> None:
    for name in ("standard", "large"):
        suggestions = open_dictionary(name).suggestions("quixotik")
        assert suggestions[0] == "quixotic"


def test_listing_describes_the_bundled_dictionaries_from_the_manifest() -> None:
    manifest = json.loads((REPO / "dictionaries" / "manifest.json").read_text())
    listing = available_dictionaries()
    described = {description.name: description for description in listing.available}
    for entry in manifest["lexicons"]:
        description = described[entry["name"]]
        assert description.words == entry["words"]
        assert description.fingerprint == entry["fingerprint"]
        assert description.source == entry["source"]
        assert description.licence == entry["licence"]
    for missing in listing.missing:
        assert missing.install.startswith("apt-get install ")

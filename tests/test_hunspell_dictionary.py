"""The word rules of RULES.md section 3 on real hunspell dictionaries, through pyenchant.

These tests need the enchant C library and the hunspell dictionaries
(``apt-get install libenchant-2-2 hunspell-en-us hunspell-en-gb``). Where one is
missing they are skipped, with the package to install, unless the environment
variable CI is set: on CI a missing dictionary fails the run.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from itertools import product
from pathlib import Path
from string import ascii_lowercase

import pytest
from installed import dictionary_or_skip

from quiddler_score.engine.rules import RuleSettings
from quiddler_score.words.backends import DictionaryUnavailable, Standing
from quiddler_score.words.dictionaries import available_dictionaries, open_dictionary
from quiddler_score.words.hunspell_dictionary import (
    WELL_KNOWN_HUNSPELL_TAGS,
    HunspellDictionary,
    hunspell_tags,
    missing_hunspell_tags,
)
from quiddler_score.words.judge import curation, judge

REPO = Path(__file__).resolve().parent.parent


def hunspell_or_skip(tag: str) -> HunspellDictionary:
    """Open ``hunspell:TAG``; if it cannot be opened, skip (fail when CI is set)."""
    dictionary = dictionary_or_skip(f"hunspell:{tag}")
    assert isinstance(dictionary, HunspellDictionary)
    return dictionary


@pytest.fixture(params=["en_US", "en_GB"])
def hunspell(request: pytest.FixtureRequest) -> HunspellDictionary:
    return hunspell_or_skip(str(request.param))


@pytest.fixture
def en_us() -> HunspellDictionary:
    return hunspell_or_skip("en_US")


@pytest.fixture
def en_gb() -> HunspellDictionary:
    return hunspell_or_skip("en_GB")


# (typed, accepted, code, form) with the default settings, the same on en_US and en_GB.
SHARED_EXAMPLES = [
    ("runs", True, "word", "runs"),
    ("ran", True, "word", "ran"),
    ("children", True, "word", "children"),
    ("paris", False, "proper_noun", "Paris"),
    ("un", False, "affix", None),
    ("pre", False, "affix", None),
    ("ness", False, "affix", None),  # hunspell accepts ness (a headland): the affix list rules
    ("ism", True, "word", "ism"),
    ("etc", False, "abbreviation", None),  # hunspell accepts etc: the veto list rules
    ("NASA", False, "abbreviation", "NASA"),
    ("twenty-two", False, "hyphenated", None),  # hunspell accepts twenty-two
    ("it's", False, "apostrophe", None),  # and it's
    ("iraqi", True, "proper_adjective", "Iraqi"),
    ("scottish", True, "proper_adjective", "Scottish"),
    ("laser", True, "word", "laser"),
    ("radar", True, "word", "radar"),
    ("scuba", True, "word", "scuba"),
    ("ad", True, "word", "ad"),
    ("exam", True, "word", "exam"),
    ("nee", True, "word", "nee"),  # hunspell lists nee without its accent
    ("a", False, "too_short", None),
    ("(qu)", False, "too_short", None),
    ("a1", False, "not_letters", None),
]


@pytest.mark.parametrize(("typed", "accepted", "code", "form"), SHARED_EXAMPLES)
def test_section_3_examples_on_hunspell(
    hunspell: HunspellDictionary, typed: str, accepted: bool, code: str, form: str | None
) -> None:
    verdict = judge(typed, hunspell)
    assert (verdict.accepted, verdict.code, verdict.form) == (accepted, code, form)
    assert verdict.dictionary == hunspell.name


def test_en_us_knows_nato_only_in_capitals(en_us: HunspellDictionary) -> None:
    verdict = judge("nato", en_us)
    assert (verdict.accepted, verdict.code, verdict.form) == (False, "abbreviation", "NATO")
    accepted = judge("nato", en_us, RuleSettings(capitals_only_words=True))
    assert (accepted.accepted, accepted.code) == (True, "word")


def test_en_gb_writes_nato_as_a_name_and_it_is_still_an_abbreviation(
    en_gb: HunspellDictionary,
) -> None:
    # en_GB lists "Nato", not "NATO": capitalised, so not a capitals-only word either.
    verdict = judge("nato", en_gb)
    assert (verdict.accepted, verdict.code, verdict.form) == (False, "abbreviation", "Nato")
    assert judge("nato", en_gb, RuleSettings(capitals_only_words=True)).code == "abbreviation"


def test_math_is_in_en_us_and_maths_in_en_gb(
    en_us: HunspellDictionary, en_gb: HunspellDictionary
) -> None:
    # en_US accepts math only by accident (ma + the ordinal suffix th); en_GB lacks it.
    assert judge("math", en_us).code == "word"
    assert judge("math", en_us, RuleSettings(clipped_words=False)).code == "house_deny"
    verdict = judge("math", en_gb)
    assert (verdict.code, "maths" in verdict.suggestions) == ("not_found", True)
    assert judge("maths", en_gb).code == "word"


def test_colour_and_color_follow_the_national_spelling(
    en_us: HunspellDictionary, en_gb: HunspellDictionary
) -> None:
    assert judge("color", en_us).code == "word"
    assert judge("colour", en_gb).code == "word"
    us_colour, gb_color = judge("colour", en_us), judge("color", en_gb)
    assert (us_colour.code, us_colour.suggestions[0]) == ("not_found", "color")
    assert (gb_color.code, gb_color.suggestions[0]) == ("not_found", "colour")


def test_accented_setting_does_not_reject_what_hunspell_lists_plainly(
    hunspell: HunspellDictionary,
) -> None:
    assert judge("nee", hunspell, RuleSettings(accent_folded_words=False)).code == "word"


def test_house_lists_apply_on_hunspell(hunspell: HunspellDictionary) -> None:
    assert judge("runs", hunspell, RuleSettings(deny=("runs",))).code == "house_deny"
    assert judge("yeet", hunspell).code == "not_found"
    assert judge("yeet", hunspell, RuleSettings(allow=("yeet",))).code == "house_allow"


def test_a_typo_gets_the_word_meant_first(hunspell: HunspellDictionary) -> None:
    verdict = judge("quixotik", hunspell)
    assert (verdict.code, verdict.suggestions[0]) == ("not_found", "quixotic")


def test_suggestions_leave_out_what_the_judge_would_reject(en_us: HunspellDictionary) -> None:
    # en_US itself offers "etc" for "ect"; etc is on the abbreviation veto list.
    assert "etc" in en_us.suggestions("ect", limit=15)
    assert "etc" not in judge("ect", en_us).suggestions
    assert all(word.isascii() and word.islower() for word in en_us.suggestions("parris"))


CURATED_LIST_REASON = "two-letter words are judged by the curated list"


@pytest.mark.parametrize("typed", ["qu", "xx", "ii", "cs", "ct", "mp", "mf", "es", "et", "ne"])
def test_two_letter_strings_en_us_accepts_are_not_words_unless_curated(
    en_us: HunspellDictionary, typed: str
) -> None:
    assert en_us.lookup(typed).standing is Standing.WORD  # hunspell itself accepts them
    verdict = judge(typed, en_us)
    assert (verdict.accepted, verdict.code, verdict.form) == (False, "not_found", None)
    assert CURATED_LIST_REASON in verdict.reason


def test_qu_typed_as_two_cards_is_not_a_word_and_the_reason_says_why(
    en_us: HunspellDictionary,
) -> None:
    verdict = judge("qu", en_us)
    assert (verdict.accepted, verdict.code) == (False, "not_found")
    assert verdict.reason == (
        "QU is not a word: hunspell:en_US accepts it, but two-letter words are judged by "
        "the curated list"
    )
    assert judge("(qu)", en_us).code == "too_short"  # the QU card alone is one card


def test_a_two_letter_string_hunspell_rejects_gets_the_plain_reason(
    en_gb: HunspellDictionary,
) -> None:
    verdict = judge("qu", en_gb)  # en_GB does not accept qu at all
    assert (verdict.code, verdict.reason) == (
        "not_found",
        "QU is not in the hunspell:en_GB dictionary",
    )


@pytest.mark.parametrize("typed", ["ox", "qi", "at", "xi", "OX"])
def test_curated_two_letter_words_stay_words(hunspell: HunspellDictionary, typed: str) -> None:
    verdict = judge(typed, hunspell)
    assert (verdict.accepted, verdict.code) == (True, "word")


def test_the_house_allow_list_still_wins_over_the_curated_list(en_us: HunspellDictionary) -> None:
    verdict = judge("qu", en_us, RuleSettings(allow=("qu",)))
    assert (verdict.accepted, verdict.code) == (True, "house_allow")


def test_two_letter_suggestions_are_only_curated_words(en_us: HunspellDictionary) -> None:
    allowed = curation().two_letter_words
    for typed in ("qu", "xx", "cs"):
        suggestions = judge(typed, en_us).suggestions
        assert suggestions
        assert all(word in allowed for word in suggestions if len(word) == 2)


def test_every_two_letter_word_hunspell_can_accept_is_on_the_curated_list(
    hunspell: HunspellDictionary, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Suggestions are not needed here, and cost hunspell milliseconds a word.
    monkeypatch.setattr(hunspell, "suggestions", lambda word, limit=5: ())
    allowed = curation().two_letter_words
    settings = RuleSettings(capitals_only_words=True)
    for letters in ("".join(pair) for pair in product(ascii_lowercase, repeat=2)):
        for rules in (RuleSettings(), settings):
            verdict = judge(letters, hunspell, rules)
            assert not verdict.accepted or letters in allowed, (letters, verdict.reason)
    assert hunspell.curated_two_letter_words


def test_the_provider_is_hunspell_even_where_enchant_prefers_aspell(
    hunspell: HunspellDictionary,
) -> None:
    assert hunspell.provider == "hunspell"


def test_fingerprint_is_the_hash_of_the_aff_and_dic_files(hunspell: HunspellDictionary) -> None:
    aff, dic = hunspell.files
    assert (aff.suffix, dic.suffix) == (".aff", ".dic")
    expected = hashlib.sha256(aff.read_bytes() + dic.read_bytes()).hexdigest()[:16]
    assert hunspell.fingerprint == expected
    assert judge("runs", hunspell).fingerprint == expected


def test_a_missing_tag_names_the_package_to_install() -> None:
    hunspell_or_skip("en_US")
    with pytest.raises(DictionaryUnavailable) as raised:
        open_dictionary("hunspell:en_ZZ")
    message = str(raised.value)
    assert "apt-get install hunspell-en-zz" in message
    assert "\n" not in message


def test_without_apt_get_a_missing_dictionary_is_said_in_words_not_as_a_debian_command(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # As on Windows, macOS or a Linux of another family: no apt-get to name.
    hunspell_or_skip("en_US")
    monkeypatch.setattr("shutil.which", lambda name, *args, **kwargs: None)
    with pytest.raises(DictionaryUnavailable) as raised:
        open_dictionary("hunspell:en_ZZ")
    assert str(raised.value).startswith(
        "hunspell dictionary en_ZZ is not installed: install a hunspell dictionary en_ZZ "
        "with this system's packages (installed: "
    )
    for item in missing_hunspell_tags():
        assert "apt-get" not in item.install
        assert item.install.startswith("install the hunspell dictionary en_")


def test_a_malformed_tag_is_refused_before_enchant_is_asked() -> None:
    with pytest.raises(DictionaryUnavailable, match="not a hunspell language tag"):
        open_dictionary("hunspell:english")


def test_installed_and_missing_tags_cover_the_four_english_dictionaries() -> None:
    hunspell_or_skip("en_US")
    installed = set(hunspell_tags())
    missing = {item.name: item for item in missing_hunspell_tags()}
    for tag in WELL_KNOWN_HUNSPELL_TAGS:
        assert (tag in installed) != (f"hunspell:{tag}" in missing)
    for item in missing.values():
        assert item.install.startswith("apt-get install hunspell-en-")


def test_listing_describes_the_installed_hunspell_dictionaries() -> None:
    hunspell_or_skip("en_US")
    listed = {description.name: description for description in available_dictionaries().available}
    us = listed["hunspell:en_US"]
    assert us.fingerprint == open_dictionary("hunspell:en_US").fingerprint
    assert "hunspell-en-us" in us.licence


def test_without_the_enchant_library_the_message_says_what_to_install() -> None:
    # As on a machine without libenchant: the library lookup finds nothing.
    code = (
        "import ctypes.util\n"
        "ctypes.util.find_library = lambda name: None\n"
        "from quiddler_score.words.dictionaries import open_dictionary\n"
        "from quiddler_score.words.backends import DictionaryUnavailable\n"
        "try:\n"
        "    open_dictionary('hunspell:en_US')\n"
        "except DictionaryUnavailable as error:\n"
        "    print(error)\n"
    )
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYENCHANT")}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO, env=env
    )
    assert result.stdout.strip() == (
        "hunspell dictionaries need the enchant C library: apt-get install libenchant-2-2"
    )


@pytest.mark.parametrize(("ci", "outcome"), [("", "1 skipped"), ("true", "1 failed")])
def test_a_missing_dictionary_skips_locally_and_fails_on_ci(
    tmp_path: Path, ci: str, outcome: str
) -> None:
    hunspell_or_skip("en_US")  # without enchant the message names libenchant instead
    test_file = tmp_path / "test_missing.py"
    test_file.write_text(
        "import sys\n"
        f"sys.path.insert(0, {str(Path(__file__).parent)!r})\n"
        "from test_hunspell_dictionary import hunspell_or_skip\n"
        "def test_missing():\n"
        "    hunspell_or_skip('en_ZZ')\n"
    )
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    if ci:
        env["CI"] = ci
    result = subprocess.run(
        [sys.executable, "-m", "pytest", str(test_file), "-q", "-rsf", "-p", "no:cacheprovider"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        # Plain pytest: the plugins of the suite would only slow it down.
        env={**env, "PYTHONPATH": str(REPO), "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"},
    )
    assert outcome in result.stdout
    assert "hunspell-en-zz" in result.stdout

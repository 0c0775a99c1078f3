"""Today's words: words in use that SCOWL 2020 lacks, decided by newer licensed lists
(hunspell en 4.0.8, OEWN 2025, from ../shared/sources), with the tier people's use gives
them (issues 29 and 47).

The rule lives in ``scripts/build_today_words.py``, its result in
``dictionaries/curation/today-words.tsv``, which ``scripts/build_lexicons.py`` reads.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from installed import missing

from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.judge import judge
from quiddler_score.words.word_marks import offensive, tier

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "dictionaries"
SCRIPT = REPO / "scripts" / "build_today_words.py"
TODAY = DATA / "curation" / "today-words.tsv"
SOURCE = "hunspell en_GB 4.0.8"
SOURCES = {SOURCE, "hunspell en_US 4.0.8", "OEWN 2025"}
SHARED_SOURCES = REPO.parent / "shared" / "sources"


def load() -> ModuleType:
    sys.path.insert(0, str(SCRIPT.parent))
    spec = importlib.util.spec_from_file_location("build_today_words", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


def rows() -> dict[str, tuple[str, str]]:
    found = {}
    for line in TODAY.read_text("utf-8").splitlines():
        if line and not line.startswith("#"):
            word, tier_name, source = line.split("\t")
            found[word] = (tier_name, source)
    return found


ISSUE_WORDS = [
    "podcaster",
    "livestream",
    "photobomb",
    "staycation",
    "glamping",
    "bromance",
    "hangry",
    "onesie",
    "chatbot",
    "upcycle",
    "unfollow",
    "geotag",
]


@pytest.mark.parametrize("name", ["standard", "large"])
@pytest.mark.parametrize("word", ISSUE_WORDS)
def test_the_newer_words_of_the_issue_are_words_of_standard_and_large(word: str, name: str) -> None:
    verdict = judge(word, open_dictionary(name), suggest=False)
    assert (verdict.accepted, verdict.code) == (True, "word")
    assert rows()[word][1] == SOURCE


@pytest.mark.parametrize(
    ("word", "source"),
    [
        ("vlog", SOURCE),
        ("vlogger", SOURCE),
        ("lifehack", SOURCE),
        ("mocktail", SOURCE),  # SCOWL files it only with the word games' words (80)
        ("dashcam", SOURCE),
        ("esports", "OEWN 2025"),  # in no hunspell list
    ],
)
def test_the_words_of_issue_47_are_words_of_standard_with_their_source(
    word: str, source: str
) -> None:
    verdict = judge(word, open_dictionary("standard"), suggest=False)
    assert (verdict.accepted, verdict.code) == (True, "word")
    assert rows()[word][1] == source


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        # Zipf 2.92, 2.76, 3.21: common from 2.6, the cut of SCOWL's size 35
        ("livestream", "common"),
        ("vlog", "common"),
        ("esports", "common"),
        # 2.32, 1.70, 1.64: uncommon from 1.6, the cut of SCOWL's size 60
        ("vlogger", "uncommon"),
        ("lifehack", "uncommon"),
        ("mocktail", "uncommon"),
        # 1.50, about once in 30 million words: rare, as SCOWL's size 70
        ("baza", "rare"),
    ],
)
def test_each_added_word_s_tier_follows_how_often_it_is_written(word: str, expected: str) -> None:
    assert tier(word) == expected
    assert rows()[word][0] == expected


@pytest.mark.parametrize("word", ["wifi", "ebook"])
def test_a_word_listed_only_with_a_capital_inside_it_is_not_added(word: str) -> None:
    # OEWN 2025 lists WiFi and hunspell 4.0.8 eBook, only with the capital inside.
    assert word not in rows()
    assert judge(word, open_dictionary("standard"), suggest=False).code != "word"


@pytest.mark.parametrize("word", ["mansplain", "athleisure"])
def test_words_the_newer_lists_lack_are_still_not_found(word: str) -> None:
    # None of the shared sources has these: no source decides them, so none is added.
    assert judge(word, open_dictionary("standard"), suggest=False).code == "not_found"


def test_a_name_or_brand_hunspell_knows_capitalised_is_not_taken_from_oewn() -> None:
    for word in ("snapchat", "photoshop", "velcro"):
        assert word not in rows(), word


@pytest.mark.parametrize(
    ("word", "expected"),
    [("lockdown", "common"), ("gameplay", "common"), ("influencer", "common")],
)
def test_everyday_words_have_the_tier_of_their_use_not_rare(word: str, expected: str) -> None:
    assert tier(word) == expected
    for name in ("standard", "large", "family"):
        verdict = judge(word, open_dictionary(name), suggest=False)
        if verdict.accepted:
            assert tier(word) != "rare", (name, word)


def test_every_added_word_says_its_source_and_is_in_standard_and_large() -> None:
    standard = set((DATA / "standard" / "words.txt").read_text("ascii").split())
    large = set((DATA / "large" / "words.txt").read_text("ascii").split())
    sources = {source for _, source in rows().values()}
    assert sources == SOURCES | {"common-words.txt"}
    added = {word for word, (_, source) in rows().items() if source in SOURCES}
    assert len(added) > 2000
    assert added <= standard and added <= large


def test_family_takes_only_the_common_ones() -> None:
    family = set((DATA / "family" / "words.txt").read_text("ascii").split())
    added = {w: t for w, (t, source) in rows().items() if source in SOURCES}
    # Only inflections family has as forms of its own words (gap, krone) come in otherwise.
    assert {w for w, t in added.items() if t != "common"} & family == {"gapped", "kronen"}


def test_the_sources_are_pinned_with_their_versions_and_licences_in_the_manifest() -> None:
    manifest = json.loads((DATA / "manifest.json").read_text("utf-8"))
    (entry,) = manifest["supplements"]
    assert entry["versions"] == {"hunspell en_GB, en_US": "4.0.8", "OEWN": "2025"}
    for name, path in entry["licences"].items():
        assert (DATA / path).is_file(), name
    assert "LESSER GENERAL PUBLIC LICENSE" in (DATA / entry["licences"]["LGPL-3"]).read_text()
    assert "Creative Commons Attribution 4.0" in (DATA / entry["licences"]["CC BY 4.0"]).read_text(
        "utf-8"
    )
    assert "Princeton" in (DATA / entry["licences"]["Princeton WordNet"]).read_text("utf-8")
    assert entry["words"] == sum(source in SOURCES for _, source in rows().values())
    standard = next(lexicon for lexicon in manifest["lexicons"] if lexicon["name"] == "standard")
    assert "hunspell en_GB and en_US 4.0.8 and OEWN 2025" in standard["source"]


def test_the_pinned_version_is_read_from_the_affix_file(tmp_path: Path) -> None:
    aff = tmp_path / "en_GB.aff"
    aff.write_text("# English variant: British\n#         Version: 4.0.8, 2026-07-01\n", "utf-8")
    assert load().hunspell_version(aff) == "4.0.8"
    # The older releases' line.
    aff.write_text("# Affix file\n# V 3.1.4, 2022-11-01\nSET UTF-8\n", "utf-8")
    assert load().hunspell_version(aff) == "3.1.4"
    aff.write_text("SET UTF-8\n", "utf-8")
    with pytest.raises(SystemExit):
        load().hunspell_version(aff)


def test_the_rule_adds_new_words_in_use_with_their_inflections_and_tiers() -> None:
    script = load()
    zipf = {
        "selfie": 3.8,  # common: from 2.6
        "chatbot": 2.3,  # uncommon, and its plural comes along
        "geotag": 1.52,  # below the floor, but an entry hunspell inflects itself: rare
        "jiu": 2.9,  # vetoed: a fragment of jiu-jitsu
        "cat": 6.0,  # SCOWL has it
        "mocktail": 1.64,  # SCOWL files it only at 80: added, uncommon
        "esports": 3.2,  # only OEWN has it
        "wibble": 1.9,  # below the floor, no entry of its own
        "zzz": 1.0,
    }
    gb = {"selfie", "chatbot", "chatbots", "geotag", "geotags", "jiu", "mocktail", "wibble"}
    sources = script.Sources(
        below_games=frozenset({"cat"}),
        common_words=frozenset(),
        vetoes=frozenset({"jiu"}),
        entries=frozenset({"geotag", "chatbot", "mocktail"}),
        lists=lambda word: SOURCE if word in gb else "OEWN 2025" if word == "esports" else None,
        zipf=lambda word: zipf.get(word, 0.0),
    )
    decided = script.decide(sources, sorted(zipf, key=lambda word: -zipf[word]))
    assert decided == {
        "selfie": ("common", SOURCE),
        "esports": ("common", "OEWN 2025"),
        "chatbot": ("uncommon", SOURCE),
        "chatbots": ("uncommon", SOURCE),
        "mocktail": ("uncommon", SOURCE),
        "geotag": ("rare", SOURCE),
        "geotags": ("rare", SOURCE),
    }


def test_words_made_on_a_vulgar_stem_are_offensive_and_not_family_words() -> None:
    for word in ("shitstorm", "fuckable", "pisshead"):
        assert offensive(word), word
        assert not judge(word, open_dictionary("family"), suggest=False).accepted
    for word in ("shittah", "shittim", "swanky", "cocktail", "titbit"):
        assert not offensive(word), word


def test_the_licence_notices_are_the_shared_sources_kept_with_today_s_words() -> None:
    # The build copies them from the curation folder, not from the sources.
    for notice, licence in (
        ("hunspell-en-README.txt", "LICENSE-hunspell-en.txt"),
        ("oewn-LICENSE.md", "LICENSE-OEWN.txt"),
        ("oewn-WNDB_License.txt", "LICENSE-OEWN-WordNet.txt"),
    ):
        text = (DATA / "curation" / notice).read_text("utf-8")
        assert (DATA / licence).read_text("utf-8") == text and "\ufeff" not in text
    assert "Marco A.G.Pinto" in (DATA / "curation" / "hunspell-en-README.txt").read_text()


@pytest.mark.slow  # about 75 s: wordfreq's list through two hunspell dictionaries
def test_today_words_rebuild_byte_for_byte_from_the_shared_sources(tmp_path: Path) -> None:
    hunspell_program_or_skip()
    if not SHARED_SOURCES.is_dir():
        if "CI" in os.environ:
            pytest.fail(f"{SHARED_SOURCES} is missing; CI is set, so the refresh must run")
        pytest.skip(f"the shared sources are not here ({SHARED_SOURCES})")
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr
    for path in sorted(tmp_path.iterdir()):
        assert path.read_bytes() == (DATA / "curation" / path.name).read_bytes(), path.name


def hunspell_program_or_skip() -> None:
    """Skip where the hunspell program is missing (fail when CI is set: CI installs it)."""
    if shutil.which("hunspell") is None:
        missing("the hunspell program (apt-get install hunspell)")


def test_the_dictionary_is_read_from_the_folder_given_not_the_installed_one(
    tmp_path: Path,
) -> None:
    hunspell_program_or_skip()
    # A two-entry dictionary: the speller accepts its words and their affix forms only.
    (tmp_path / "en_GB.aff").write_text("SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n", "utf-8")
    (tmp_path / "en_GB.dic").write_text("2\nvlog/S\nglamp\n", "utf-8")
    speller = load().Speller(tmp_path, "en_GB")
    speller.ask(["vlog", "vlogs", "glamp", "glamps", "cat"])
    assert [speller(word) for word in ("vlog", "vlogs", "glamp", "glamps", "cat")] == [
        True,
        True,
        True,
        False,
        False,  # every installed dictionary has cat; this one does not
    ]
    assert speller("vlogs") and not speller("dog")  # a word asked later: one more run


def test_a_folder_without_the_dictionary_stops_the_refresh_with_one_line(
    tmp_path: Path,
) -> None:
    hunspell_program_or_skip()
    with pytest.raises(SystemExit, match=r"hunspell -d .*en_GB"):
        load().Speller(tmp_path)("cat")

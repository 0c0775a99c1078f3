"""Today's words: words in use that SCOWL 2020 lacks, decided by a newer licensed list
(hunspell en_GB 4.0.1), with the tier people's use gives them (issue 29).

The rule lives in ``scripts/build_today_words.py``, its result in
``dictionaries/curation/today-words.tsv``, which ``scripts/build_lexicons.py`` reads.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
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
SOURCE = "hunspell en_GB 4.0.1"


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
    assert rows()[word] == ("uncommon", SOURCE)


@pytest.mark.parametrize("word", ["vlog", "vlogger", "mansplain", "athleisure"])
def test_words_the_newer_list_lacks_are_still_not_found(word: str) -> None:
    # hunspell en_GB 4.0.1 has none of these: no source decides them, so none is added.
    assert judge(word, open_dictionary("standard"), suggest=False).code == "not_found"


@pytest.mark.parametrize(
    ("word", "expected"),
    [("lockdown", "common"), ("gameplay", "common"), ("influencer", "uncommon")],
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
    assert sources == {SOURCE, f"tier: {SOURCE}", "common-words.txt"}
    added = {word for word, (_, source) in rows().items() if source == SOURCE}
    assert len(added) > 1000
    assert added <= standard and added <= large


def test_family_takes_only_the_common_ones() -> None:
    family = set((DATA / "family" / "words.txt").read_text("ascii").split())
    added = {w: t for w, (t, source) in rows().items() if source == SOURCE}
    assert not {w for w, t in added.items() if t == "uncommon"} & family


def test_the_source_is_pinned_with_its_version_and_licence_in_the_manifest() -> None:
    manifest = json.loads((DATA / "manifest.json").read_text("utf-8"))
    (entry,) = manifest["supplements"]
    assert entry["version"] == "4.0.1" and entry["licence_name"] == "LGPL"
    assert "hunspell-en-gb 1:26.8.0.3-1" in entry["source"]
    assert (DATA / entry["licence"]).is_file()
    assert "LGPL" in (DATA / entry["licence"]).read_text("utf-8")
    assert entry["words"] == sum(source == SOURCE for _, source in rows().values())
    standard = next(lexicon for lexicon in manifest["lexicons"] if lexicon["name"] == "standard")
    assert "hunspell en_GB 4.0.1" in standard["source"]


def test_the_pinned_version_is_read_from_the_affix_file(tmp_path: Path) -> None:
    aff = tmp_path / "en_GB.aff"
    aff.write_text("# English variant: British\n#         Version: 4.0.1, 2025-04-01\n", "utf-8")
    assert load().en_gb_version(aff) == "4.0.1"
    # The older releases' line.
    aff.write_text("# Affix file\n# V 3.1.4, 2022-11-01\nSET UTF-8\n", "utf-8")
    assert load().en_gb_version(aff) == "3.1.4"
    aff.write_text("SET UTF-8\n", "utf-8")
    with pytest.raises(SystemExit):
        load().en_gb_version(aff)


def test_the_rule_adds_new_words_in_use_with_their_inflections_and_tiers() -> None:
    script = load()
    zipf = {
        "selfie": 3.8,  # common: the common-words bar
        "chatbot": 2.3,  # uncommon, and its plural comes along
        "geotag": 1.5,  # below the floor, but an entry en_GB inflects itself
        "jiu": 2.9,  # vetoed: a fragment of jiu-jitsu
        "cat": 6.0,  # SCOWL has it
        "influencer": 2.95,  # only large has it: a tier, no word added
        "wibble": 1.9,  # below the floor, no entry of its own
        "zzz": 1.0,
    }
    accepted = {"selfie", "chatbot", "chatbots", "geotag", "geotags", "jiu", "influencer"}
    sources = script.Sources(
        in_scowl=frozenset({"cat", "influencer"}),
        below_games=frozenset({"cat"}),
        large=frozenset({"cat", "influencer"}),
        common_words=frozenset(),
        vetoes=frozenset({"jiu"}),
        entries=frozenset({"geotag", "chatbot"}),
        accepts=lambda word: word in accepted or word == "wibble",
        zipf=lambda word: zipf.get(word, 0.0),
    )
    decided = script.decide(sources, sorted(zipf, key=lambda word: -zipf[word]))
    assert decided == {
        "selfie": ("common", SOURCE),
        "chatbot": ("uncommon", SOURCE),
        "chatbots": ("uncommon", SOURCE),
        "geotag": ("uncommon", SOURCE),
        "geotags": ("uncommon", SOURCE),
        "influencer": ("uncommon", f"tier: {SOURCE}"),
    }


def test_words_made_on_a_vulgar_stem_are_offensive_and_not_family_words() -> None:
    for word in ("shitstorm", "fuckable", "pisshead"):
        assert offensive(word), word
        assert not judge(word, open_dictionary("family"), suggest=False).accepted
    for word in ("shittah", "shittim", "swanky", "cocktail", "titbit"):
        assert not offensive(word), word


def test_the_licence_notice_is_the_pinned_release_s_readme_kept_with_today_s_words() -> None:
    # The build copies it from the curation folder, not from the en_GB package the
    # machine has installed (an older release on most): its newest change is of 2025.
    notice = (DATA / "curation" / "hunspell-en-GB-README.txt").read_text("utf-8")
    assert (DATA / "LICENSE-hunspell-en-GB.txt").read_text("utf-8") == notice
    assert "LGPL" in notice and "\ufeff" not in notice
    assert "2025-02-23 (Marco A.G.Pinto)" in notice


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
    speller = load().Speller(tmp_path)
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

"""Every verdict's marks: how common an accepted word is, and whether it is offensive."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from click.testing import CliRunner

from quiddler_score.cli import cli
from quiddler_score.engine.verdict import Verdict
from quiddler_score.words import word_marks
from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.explain import describe_zipf, explain, frequency
from quiddler_score.words.judge import judge
from quiddler_score.words.word_marks import Marks, marks, offensive, tier

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "dictionaries"
TIERS_FILE = DATA / word_marks.TIERS_FILE
TIER_POLICY = REPO / "scripts" / "tier_policy.py"


def load_tier_policy() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tier_policy", TIER_POLICY)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


# Tiers come from SCOWL's size levels (common up to 35, uncommon up to 60), no longer
# from wordfreq's data: the comment gives each word's SCOWL size.
@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("cat", "common"),  # 10
        ("children", "common"),  # 10
        ("zebra", "common"),  # 35
        ("kiwi", "common"),  # 35
        ("igloo", "common"),  # 35 (uncommon by wordfreq's Zipf 2.64, as before)
        ("unpacks", "common"),  # 35: an inflection goes with its word
        ("quixotic", "uncommon"),  # 40
        ("whelk", "uncommon"),  # 50 (rare by wordfreq's Zipf 1.90, as before)
        ("axolotl", "uncommon"),  # 60, the last uncommon size
        ("quiddity", "rare"),  # 70
        ("qoph", "rare"),  # 70
        ("iraqi", "uncommon"),  # a proper adjective: SCOWL's Iraqi is 50 (was common)
        ("scottish", "uncommon"),  # Scottish 40
        ("french", "common"),  # French 10
        ("maths", "common"),  # a SCOWL abbreviation that is a word: 35
        ("foetus", "common"),  # in a variant spelling only: 35
        ("ox", "common"),  # two-letter words: the curated tiers
        ("pi", "uncommon"),
        ("xu", "rare"),  # SCOWL 70, and curated rare
        ("aa", "rare"),
    ],
)
def test_each_word_has_the_tier_of_its_scowl_size(word: str, expected: str) -> None:
    assert tier(word) == expected


def test_a_word_the_tiers_do_not_list_is_rare() -> None:
    assert tier("zzzqv") == "rare"


def test_the_tiers_file_is_built_from_scowl_not_from_wordfreq() -> None:
    policy = load_tier_policy()
    header = TIERS_FILE.read_text(encoding="utf-8").partition("\naah")[0]
    assert f"SCOWL size {policy.COMMON_LEVEL} or below" in header
    assert f"up to size {policy.UNCOMMON_LEVEL}" in header
    assert "LICENSE-SCOWL.txt" in header
    assert "wordfreq" not in header and "CC BY-SA" not in header


def test_the_tiers_file_is_pinned_in_the_manifest() -> None:
    import hashlib

    manifest = json.loads((DATA / "manifest.json").read_text(encoding="utf-8"))
    entry = manifest["tiers"]
    data = TIERS_FILE.read_bytes()
    assert entry["path"] == word_marks.TIERS_FILE
    assert entry["fingerprint"] == hashlib.sha256(data).hexdigest()[:16]
    assert entry["licence"] == "LICENSE-SCOWL.txt"
    lines = [line for line in data.decode().splitlines() if not line.startswith("#")]
    assert entry["entries"] == len(lines)
    assert entry["tiers"]["common"] + entry["tiers"]["uncommon"] == len(lines)
    keys = [line.partition("\t")[0] for line in lines]
    assert keys == sorted(set(keys), key=str.encode)  # searched by bisection


def test_the_cut_offs_between_scowl_sizes() -> None:
    policy = load_tier_policy()
    tiers = [policy.tier_of_level(level) for level in (10, 20, 35, 40, 50, 55, 60, 70, 80, 95)]
    assert tiers == ["common"] * 3 + ["uncommon"] * 4 + ["rare"] * 3
    assert policy.tier_of_level(None) == "rare"


def test_a_word_without_a_level_takes_its_other_spelling_then_its_base_form() -> None:
    policy = load_tier_policy()
    own = {"blackberry": 35, "colour": 10}.get
    other = {"foetus": 35, "gaol": 20}
    bases = {"blackberried": ["blackberry"], "foetuses": ["foetus"], "colours": ["colour"]}
    tiers = policy.word_tiers(
        ["colour", "foetus", "blackberried", "foetuses", "qoph", "xu", "ox"],
        own,
        other,
        lambda word: bases.get(word, []),
        {"ox": "common", "xu": "rare"},
    )
    assert tiers == {
        "colour": "common",
        "foetus": "common",  # its level in another spelling
        "blackberried": "common",  # its base form's
        "foetuses": "common",  # a base form known only in another spelling
        "qoph": "rare",  # no level at all
        "xu": "rare",  # two-letter words: the curated tiers only
        "ox": "common",
    }


def test_explain_names_bands_of_its_own_and_none_beside_a_tier() -> None:
    for zipf in (1.99, 2.0, 2.99, 3.0, 5.0):
        band = describe_zipf(zipf).split(":")[0]
        expected = "rare" if zipf < 2 else "uncommon" if zipf < 3 else "common"
        assert band == expected, zipf
    # A two-letter word's frequency is a name's; the band follows its curated tier.
    assert frequency("xu")[1].startswith("rare: ")
    # An accepted word shows its tier (from SCOWL); its frequency then has no band, so
    # the two cannot disagree (igloo: common by SCOWL, Zipf 2.64).
    accepted = explain("igloo", Verdict("igloo", True, "word", "")).frequency
    assert accepted.startswith("about once in "), accepted
    refused = explain("igloo", Verdict("igloo", False, "not_found", "")).frequency
    assert refused.startswith("uncommon: about once in "), refused


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
        ("shit", "uncommon", True),  # SCOWL size 40 (common by wordfreq before)
        ("qzx", None, False),
    ]


def test_check_shows_the_tier_under_each_accepted_word() -> None:
    result = CliRunner().invoke(cli, ["check", "quixotic", "shit"])
    lines = result.output.splitlines()
    assert lines[:5] == [
        "quixotic: ✓ acceptable (word). QUIXOTIC is in the standard dictionary",
        "  tier: uncommon",
        "shit: ✓ acceptable (word). SHIT is in the standard dictionary",
        "  tier: uncommon",  # SCOWL size 40 (common by wordfreq before)
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
    script = offensive_script()
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


SURGE_HEADER = (
    "text,canonical_form_1,canonical_form_2,canonical_form_3,category_1,category_2,"
    "category_3,severity_rating,severity_description\n"
)


def test_surge_ai_votes_with_its_strong_and_severe_entries_only(tmp_path: Path) -> None:
    # Its Mild entries are mostly everyday words with a rude sense (crow, sheet, tart);
    # phrases and spellings with symbols are no words of the game.
    path = tmp_path / "profanity_en.csv"
    rows = [
        "feck,fuck,,,sexual anatomy / sexual acts,,,1.6,Strong",
        "crow,crow,,,racial / ethnic,,,1,Mild",
        "cuntz,cunt,,,sexual anatomy / sexual acts,,,2.8,Severe",
        "ass kisser,ass,,,sexual anatomy / sexual acts,,,1.8,Strong",
        "@ssfucker,fuck,ass,,sexual anatomy / sexual acts,,,2.8,Severe",
    ]
    path.write_text(SURGE_HEADER + "\n".join(rows) + "\n", encoding="utf-8")
    assert offensive_script().rated_words(path) == {"feck", "cuntz"}


def test_surge_ai_is_a_broad_list_in_the_vote() -> None:
    # feck: two broad lists, no narrow one (so it is judged by hand); anilingus: a
    # narrow list and Surge AI's.
    lists = {
        "cuss": set(),
        "better-profanity": {"feck"},
        "surge-ai": {"feck", "anilingus"},
        "ldnoobw": {"anilingus"},
        "hunspell": set(),
        "wordnet": set(),
    }
    assert offensive_script().offensive(lists, {"feck", "anilingus"}) == {"anilingus"}


def test_the_build_refuses_a_surge_ai_list_that_is_not_the_pinned_one(tmp_path: Path) -> None:
    script = REPO / "scripts" / "build_offensive_words.py"
    folder = tmp_path / "sources" / "profanity-surge-ai"
    folder.mkdir(parents=True)
    (folder / "profanity_en.csv").write_text(SURGE_HEADER, encoding="utf-8")
    (folder / "LICENSE").write_text("MIT\n", encoding="utf-8")
    packages = [
        arg
        for name in ("cuss", "ldnoobw", "better-profanity")
        for arg in (f"--{name}", str(tmp_path))
    ]
    result = subprocess.run(
        [sys.executable, str(script), "--sources", str(tmp_path / "sources"), *packages],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 2
    (line,) = result.stderr.splitlines()
    assert "profanity_en.csv" in line and "pinned" in line


def test_the_committed_offensive_words_are_what_the_build_produces(tmp_path: Path) -> None:
    # The packages come from scripts/fetch_offensive_lists.sh (.ci/run fetches them);
    # the Surge AI list from ../shared/sources.
    lists = os.environ.get("OFFENSIVE_LISTS")
    if not lists:
        reason = "OFFENSIVE_LISTS is not set (scripts/fetch_offensive_lists.sh DIR)"
        if "CI" in os.environ:
            pytest.fail(f"{reason}; CI is set, so the offensive-word build must run")
        pytest.skip(reason)
    folder = Path(lists)
    result = subprocess.run(
        [
            sys.executable,
            str(REPO / "scripts" / "build_offensive_words.py"),
            *("--cuss", str(folder / "cuss"), "--ldnoobw", str(folder / "naughty-words")),
            *("--better-profanity", str(folder / "better_profanity"), "--out", str(tmp_path)),
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    for name in ("offensive.txt", "surge-ai-profanity-LICENSE.txt"):
        committed = (DATA / "curation" / name).read_bytes()
        assert (tmp_path / name).read_bytes() == committed, f"rebuild and commit {name}"


def offensive_script() -> ModuleType:
    path = REPO / "scripts" / "build_offensive_words.py"
    spec = importlib.util.spec_from_file_location("build_offensive_words", path)
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return script


def test_the_curated_lists_add_to_the_vote_and_keep_the_innocent_senses() -> None:
    lists = {
        "cuss": {"screw", "screwed", "shite", "wanker", "wankers", "cock"},
        "better-profanity": {"screw", "shite", "cock"},
        "ldnoobw": {"screw"},
        "hunspell": {"shite"},
        "wordnet": {"cock"},
    }
    lexicon = {"screw", "screws", "screwed", "wanker", "wankers", "cock", "cocks", "bugger"}
    extra = {"wanker": "vulgar", "bugger": "profanity"}
    innocent = {"screw": "keep", "cock": "refuse"}
    # shite: voted, though no lexicon has it; wanker and its named plural, bugger: by hand;
    # screw and its forms: kept for the fastener; cock: refused, with its plural.
    assert offensive_script().offensive(lists, lexicon, extra, innocent) == {
        "shite",
        "wanker",
        "wankers",
        "bugger",
        "cock",
        "cocks",
    }


@pytest.mark.parametrize(
    "word",
    ["wanker", "fuckwit", "jism", "knobhead", "schlong", "shite", "skank", "jap", "abo"],
)
def test_slurs_and_vulgarities_the_vote_missed_are_offensive(word: str) -> None:
    assert offensive(word)


@pytest.mark.parametrize("word", ["arse", "bugger", "damn", "goddamn", "sodding", "feck"])
def test_mild_profanity_is_offensive(word: str) -> None:
    assert offensive(word)


def innocent_senses() -> dict[str, str]:
    rows = (REPO / "dictionaries" / "curation" / "innocent-senses.tsv").read_text("utf-8")
    return {
        line.split("\t")[0]: line.split("\t")[1]
        for line in rows.splitlines()
        if line and not line.startswith("#")
    }


def test_a_word_kept_for_its_innocent_sense_is_never_marked_and_one_refused_always_is() -> None:
    decisions = innocent_senses()
    assert {"knob", "screw", "snatch", "hell"} <= {w for w, d in decisions.items() if d == "keep"}
    assert {"cock", "tit", "spunk"} <= {w for w, d in decisions.items() if d == "refuse"}
    for word, decision in decisions.items():
        assert offensive(word) is (decision == "refuse"), word
    assert not offensive("screwed") and not offensive("sucks")


def test_the_docs_list_every_innocent_sense_decision() -> None:
    text = (REPO / "docs" / "dictionaries.md").read_text("utf-8")
    rows = {
        line.split("|")[1].strip(): {word.strip() for word in line.split("|")[2].split(",")}
        for line in text.splitlines()
        if line.startswith(("| keeps |", "| refuses |"))
    }
    decisions = innocent_senses()
    assert rows["keeps"] == {w for w, d in decisions.items() if d == "keep"}
    assert rows["refuses"] == {w for w, d in decisions.items() if d == "refuse"}


def test_a_crude_words_forms_are_crude_but_a_slurs_look_alikes_are_not() -> None:
    # arse and bollock are marked by hand as vulgar: every form large has follows them;
    # jap and damn are a slur and a swear word, and japes and damning are other words.
    assert offensive("arsed") and offensive("bollocking")
    assert not offensive("japes") and not offensive("damning") and not offensive("spiked")


# Everyday words that hold a vulgar stem or look like one (the Scunthorpe problem).
EVERYDAY_LOOK_ALIKES = [
    "cocktail",
    "cockpit",
    "cockroach",
    "peacock",
    "title",
    "constitute",
    "assassin",
    "assess",
    "bass",
    "class",
    "passage",
    "cucumber",
    "circumstance",
    "analysis",
    "therapist",
    "hello",
    "shell",
    "arsenal",
    "arsenic",
    "parse",
    "sparse",
    "buttress",
    "button",
    "rebuttal",
    "hoe",
    "dam",
    "snatch",
    "prick",
    "screw",
]
RARER_LOOK_ALIKES = [
    "shuttlecock",
    "titmouse",
    "titan",
    "cumulus",
    "shiitake",
    "dickens",
    "dickey",
    "pussycat",
    "damask",
    "cockney",
    "knobbly",
    "cockerel",
    "titbit",
    "tittle",
    "shittim",
    "pissoir",
]


@pytest.mark.parametrize("word", EVERYDAY_LOOK_ALIKES + RARER_LOOK_ALIKES)
def test_words_that_only_contain_a_vulgar_stem_are_not_offensive(word: str) -> None:
    assert not offensive(word)
    assert judge(word, open_dictionary("large"), suggest=False).accepted


@pytest.mark.parametrize("word", ["scunthorpe", "essex", "sussex", "middlesex", "penistone"])
def test_place_names_that_hold_a_vulgar_stem_are_not_offensive(word: str) -> None:
    assert not offensive(word)


@pytest.mark.parametrize("word", EVERYDAY_LOOK_ALIKES)
def test_family_accepts_the_everyday_words_that_look_vulgar(word: str) -> None:
    assert judge(word, open_dictionary("family"), suggest=False).accepted


def test_the_vulgar_stem_rule_stops_at_its_stems_and_its_exceptions() -> None:
    script = offensive_script()
    # shit, fuck anywhere (bullshit, mindfuck); piss and wank only at the start: spissitude
    # and swanky hold them one letter in; shittim, mishit, wankle and pissoir are older
    # or plain words; cock, tit, ass and cum are no stems (cocktail, titbit, class).
    lexicon = {"shitstorm", "bullshit", "mindfuck", "pisshead", "wanker"}
    innocent = {"spissitude", "swanky", "shittim", "mishit", "wankle", "pissoir", "pissasphalt"}
    innocent |= {"cocktail", "titbit", "class", "cumulus"}
    assert script.vulgar_compounds(lexicon | innocent) == lexicon


def test_an_insult_made_of_a_word_and_ass_is_vulgar_but_older_words_ending_so_are_not() -> None:
    script = offensive_script()
    # bad + ass, hard + ass and the plural; comp + ass is compass, the plain name of a
    # thing; gl + ass, cl + ass: no word of three letters before the ending
    lexicon = {"bad", "badass", "badasses", "hard", "hardass", "comp", "compass", "glass"}
    lexicon |= {"class", "bypass", "by", "megass", "meg"}
    assert script.vulgar_compounds(lexicon) == {"badass", "badasses", "hardass"}


def test_a_listed_word_no_lexicon_has_is_marked_when_one_everyday_part_is_marked() -> None:
    script = offensive_script()
    # Only cuss names these, and no lexicon has them: no hand read them. cock + block and
    # ass + hat: a marked word and an everyday one; dog + shit: a vulgar stem; cum + quat
    # (a spelling of kumquat): quat is rare; magic + wand: two everyday words, neither
    # marked; cockfight (cock + fight): a form the lexicon has, read by hand, so left to
    # the vote and the curated lists.
    lists = {
        "cuss": {"cockblock", "asshat", "dogshit", "cumquat", "magicwand", "cockfight", "fuck"},
        "better-profanity": set(),
        "ldnoobw": {"fuck"},
        "hunspell": set(),
        "wordnet": set(),
    }
    lexicon = {"cock", "block", "ass", "hat", "dog", "cum", "quat", "fight", "cockfight"}
    lexicon |= {"fuck", "magic", "wand"}
    everyday = lexicon - {"quat", "cockfight"}
    innocent = {"cock": "refuse", "ass": "refuse", "cum": "refuse"}
    marked = script.offensive(lists, lexicon, {}, innocent, everyday)
    assert marked == {"fuck", "cock", "ass", "cum", "cockblock", "asshat", "dogshit"}


@pytest.mark.parametrize("word", ["cockblock", "asshat", "dogshit", "dickweed", "shitcan"])
def test_vulgar_compounds_no_bundled_list_has_are_marked_for_any_dictionary(word: str) -> None:
    assert offensive(word)
    assert not judge(word, open_dictionary("large"), suggest=False).accepted


@pytest.mark.parametrize(
    "word", ["cumquat", "cockfight", "cockpit", "stopcock", "magicwand", "peepee", "glazeddonut"]
)
def test_a_compound_with_a_rare_part_or_read_by_hand_or_of_innocent_parts_is_not_marked(
    word: str,
) -> None:
    # magicwand, peepee, glazeddonut: listed by cuss, in no lexicon, made of everyday
    # words none of which is marked.
    assert not offensive(word)


@pytest.mark.parametrize("word", ["badass", "hardass", "wiseass", "kickass"])
def test_the_ass_insults_of_large_are_marked_offensive(word: str) -> None:
    assert offensive(word)
    assert not judge(word, open_dictionary("family"), suggest=False).accepted


@pytest.mark.parametrize("word", ["compass", "camass", "glass", "brass", "harass", "molass"])
def test_words_that_end_in_ass_but_are_no_insult_are_not_offensive(word: str) -> None:
    assert not offensive(word)


def test_comparatives_and_plurals_in_ies_that_a_list_names_follow_their_word() -> None:
    script = offensive_script()
    lists = {
        "cuss": {"bitchy", "bitchiest", "floozies", "floozy"},
        "better-profanity": {"floozy"},
        "ldnoobw": {"floozy"},
        "hunspell": set(),
        "wordnet": set(),
    }
    lexicon = {"bitchy", "bitchier", "bitchiest", "floozy", "floozies", "crappy", "crappies"}
    # bitchier: a comparative of a vulgar word, marked with every form of it; floozies:
    # a plural a list names; crappies, the fish, no list names and no form of crappy
    found = script.offensive(lists, lexicon, {"bitchy": "vulgar", "crappy": "vulgar"})
    assert found == {"bitchy", "bitchier", "bitchiest", "floozy", "floozies", "crappy"}


@pytest.mark.parametrize("word", ["bohunk", "blackamoor", "tarbrush", "fugly", "crapola"])
def test_the_words_the_lists_propose_and_a_reading_judged_offensive_are_marked(word: str) -> None:
    # from the full review of the words one list names and the vote misses
    assert offensive(word)
    assert not judge(word, open_dictionary("family"), suggest=False).accepted


@pytest.mark.parametrize("word", ["crappies", "idiot", "moron", "testicle", "dipstick"])
def test_the_review_leaves_mild_insults_anatomy_and_everyday_words_unmarked(word: str) -> None:
    assert not offensive(word)

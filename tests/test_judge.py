"""The word rules of RULES.md section 3, judged with the bundled dictionaries; then the
judge's own choices (the sentence of each verdict, a spell checker's two-letter words, the
large lexicon's veto, the near words offered), with dictionaries made in the test."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from quiddler_score.engine.rules import RuleSettings
from quiddler_score.words.backends import Description, Dictionary, Entry, Standing
from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.judge import (
    ACCEPTED_CODES,
    REJECTED_CODES,
    SUGGESTION_LIMIT,
    Verdict,
    curation,
    judge,
)

REPO = Path(__file__).resolve().parent.parent
BUNDLED = ["standard", "large"]

# (typed, accepted, code, form): every example of RULES.md section 3, with the defaults.
SECTION_3_EXAMPLES = [
    ("runs", True, "word", "runs"),  # an inflected form of an entry
    ("ran", True, "word", "ran"),
    ("children", True, "word", "children"),
    ("paris", False, "proper_noun", "Paris"),
    ("un", False, "affix", None),
    ("pre", False, "affix", None),
    ("ness", False, "affix", None),
    ("ism", True, "word", "ism"),  # a suffix that is also a noun in its own right
    ("etc", False, "abbreviation", None),  # the abbreviation veto list
    ("nato", False, "abbreviation", "NATO"),
    ("NASA", False, "abbreviation", "NASA"),
    ("twenty-two", False, "hyphenated", None),
    ("it's", False, "apostrophe", None),
    ("don\u2019t", False, "apostrophe", None),
    ("iraqi", True, "proper_adjective", "Iraqi"),
    ("scottish", True, "proper_adjective", "Scottish"),
    ("laser", True, "word", "laser"),  # from acronyms, listed in lower case
    ("radar", True, "word", "radar"),
    ("scuba", True, "word", "scuba"),
    ("ad", True, "word", "ad"),  # clipped forms, accepted by default
    ("math", True, "word", "math"),
    ("exam", True, "word", "exam"),
    ("nee", True, "word", "née"),  # listed only with accents
    ("a", False, "too_short", None),
    ("(qu)", False, "too_short", None),  # two letters but one card
    ("(qu)ixotic", True, "word", "quixotic"),
    ("a1", False, "not_letters", None),
    ("(xy)", False, "not_letters", None),
    ("n\u00e9e", False, "not_letters", None),  # the deck has no accented cards
    ("two words", False, "not_letters", None),
    ("", False, "not_letters", None),
]


@pytest.fixture(params=BUNDLED)
def bundled(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.mark.parametrize(("typed", "accepted", "code", "form"), SECTION_3_EXAMPLES)
def test_section_3_examples_on_the_bundled_dictionaries(
    bundled: str, typed: str, accepted: bool, code: str, form: str | None
) -> None:
    verdict = judge(typed, open_dictionary(bundled))
    assert (verdict.accepted, verdict.code, verdict.form) == (accepted, code, form)
    assert verdict.word == typed
    assert verdict.dictionary == bundled


def test_every_code_is_either_accepting_or_rejecting() -> None:
    assert not set(ACCEPTED_CODES) & set(REJECTED_CODES)
    codes = {code for _, _, code, _ in SECTION_3_EXAMPLES}
    assert codes <= set(ACCEPTED_CODES) | set(REJECTED_CODES)


def test_reasons_are_sentences_for_the_table(bundled: str) -> None:
    dictionary = open_dictionary(bundled)
    assert judge("paris", dictionary).reason == "Paris is a proper noun, so it cannot be played"
    assert judge("quixotic", dictionary).reason == f"QUIXOTIC is in the {bundled} dictionary"
    assert judge("iraqi", dictionary).reason == "Iraqi is a proper adjective, so it can be played"
    assert judge("(qu)", dictionary).reason == (
        "(QU) is a single card; a word needs at least two cards"
    )
    assert "NATO" in judge("nato", dictionary).reason
    assert "née" in judge("nee", dictionary).reason
    assert "XY" in judge("(xy)", dictionary).reason


def test_verdict_carries_the_dictionary_fingerprint_from_the_manifest(bundled: str) -> None:
    manifest = json.loads((REPO / "dictionaries" / "manifest.json").read_text())
    (entry,) = [lexicon for lexicon in manifest["lexicons"] if lexicon["name"] == bundled]
    assert judge("runs", open_dictionary(bundled)).fingerprint == entry["fingerprint"]


def test_capitals_only_words_setting_accepts_nato_and_nasa(bundled: str) -> None:
    dictionary = open_dictionary(bundled)
    settings = RuleSettings(capitals_only_words=True)
    for typed, form in (("nato", "NATO"), ("nasa", "NASA")):
        verdict = judge(typed, dictionary, settings)
        assert (verdict.accepted, verdict.code, verdict.form) == (True, "word", form)
    # The veto list still rejects lowercase abbreviations, and proper nouns stay out.
    assert judge("etc", dictionary, settings).code == "abbreviation"
    assert judge("paris", dictionary, settings).code == "proper_noun"


@pytest.mark.parametrize("typed", ["ad", "math", "exam", "gym", "lab", "phone", "fridge"])
def test_clipped_forms_are_house_denied_when_the_setting_is_off(bundled: str, typed: str) -> None:
    dictionary = open_dictionary(bundled)
    assert judge(typed, dictionary).code == "word"
    verdict = judge(typed, dictionary, RuleSettings(clipped_words=False))
    assert (verdict.accepted, verdict.code) == (False, "house_deny")
    assert "clipped" in verdict.reason


def test_clipped_setting_off_leaves_ordinary_words_alone(bundled: str) -> None:
    settings = RuleSettings(clipped_words=False)
    assert judge("runs", open_dictionary(bundled), settings).code == "word"


def test_accented_words_are_house_denied_when_folding_is_off(bundled: str) -> None:
    verdict = judge("nee", open_dictionary(bundled), RuleSettings(accent_folded_words=False))
    assert (verdict.accepted, verdict.code, verdict.form) == (False, "house_deny", "née")
    assert "accent" in verdict.reason


def test_house_deny_list_rejects_a_dictionary_word(bundled: str) -> None:
    verdict = judge("quixotic", open_dictionary(bundled), RuleSettings(deny=("quixotic",)))
    assert (verdict.accepted, verdict.code) == (False, "house_deny")
    assert verdict.reason == "QUIXOTIC is on the house deny list"


def test_house_allow_list_accepts_a_word_no_dictionary_has(bundled: str) -> None:
    dictionary = open_dictionary(bundled)
    assert judge("athleisure", dictionary).code == "not_found"
    verdict = judge("athleisure", dictionary, RuleSettings(allow=("athleisure",)))
    assert (verdict.accepted, verdict.code) == (True, "house_allow")


def test_house_allow_list_overrides_the_curated_lists(bundled: str) -> None:
    settings = RuleSettings(allow=("un", "etc"))
    assert judge("un", open_dictionary(bundled), settings).code == "house_allow"
    assert judge("etc", open_dictionary(bundled), settings).code == "house_allow"


def test_deny_wins_over_allow(bundled: str) -> None:
    settings = RuleSettings(allow=("runs",), deny=("runs",))
    assert judge("runs", open_dictionary(bundled), settings).code == "house_deny"


def test_allowed_words_still_need_two_cards_and_letters_only(bundled: str) -> None:
    dictionary = open_dictionary(bundled)
    settings = RuleSettings(allow=("a", "qu", "twentytwo"))
    assert judge("a", dictionary, settings).code == "too_short"
    assert judge("(qu)", dictionary, settings).code == "too_short"
    assert judge("twenty-two", dictionary, settings).code == "hyphenated"


def test_house_lists_read_from_a_game_table_are_normalised(bundled: str) -> None:
    settings = RuleSettings.from_table({"deny": ["(QU)ixotic"]})
    assert judge("quixotic", open_dictionary(bundled), settings).code == "house_deny"


def test_a_typo_gets_suggestions_with_the_word_meant_first(bundled: str) -> None:
    verdict = judge("quixotik", open_dictionary(bundled))
    assert (verdict.accepted, verdict.code) == (False, "not_found")
    assert verdict.suggestions[0] == "quixotic"
    assert len(verdict.suggestions) <= 5


def test_swapped_letters_are_suggested_first(bundled: str) -> None:
    assert judge("teh", open_dictionary(bundled)).suggestions[0] == "the"
    # hte is a swap from both the and het (large has het): swaps come first.
    assert "the" in judge("hte", open_dictionary(bundled)).suggestions[:2]


def test_two_typos_still_find_the_word(bundled: str) -> None:
    assert "quixotic" in judge("quixotikk", open_dictionary(bundled)).suggestions


def test_suggestions_leave_out_what_the_table_would_reject(bundled: str) -> None:
    dictionary = open_dictionary(bundled)
    assert "the" in judge("teh", dictionary).suggestions
    denied = judge("teh", dictionary, RuleSettings(deny=("the",)))
    assert "the" not in denied.suggestions
    assert "math" in judge("maht", dictionary).suggestions
    assert "math" not in judge("maht", dictionary, RuleSettings(clipped_words=False)).suggestions


def test_only_words_not_found_get_suggestions(bundled: str) -> None:
    dictionary = open_dictionary(bundled)
    for typed, _, code, _ in SECTION_3_EXAMPLES:
        if code != "not_found":
            assert judge(typed, dictionary).suggestions == ()


def test_to_json_has_exactly_the_documented_keys(bundled: str) -> None:
    verdict = judge("quixotik", open_dictionary(bundled))
    data = verdict.to_json()
    assert list(data) == [
        "word",
        "accepted",
        "code",
        "reason",
        "dictionary",
        "fingerprint",
        "form",
        "suggestions",
    ]
    assert data["suggestions"][0] == "quixotic"
    assert json.loads(json.dumps(data)) == data


def test_verdicts_are_frozen(bundled: str) -> None:
    verdict = judge("runs", open_dictionary(bundled))
    with pytest.raises(AttributeError):
        verdict.accepted = False  # type: ignore[misc]
    assert isinstance(verdict, Verdict)


def test_judging_a_word_imports_no_rich_wordfreq_enchant_or_click() -> None:
    code = (
        "import sys\n"
        "from quiddler_score.words.dictionaries import open_dictionary\n"
        "from quiddler_score.words.judge import judge\n"
        "verdict = judge('quixotic', open_dictionary('standard'))\n"
        "judge('quixotik', open_dictionary('standard'))\n"
        "heavy = ('rich', 'wordfreq', 'enchant', 'click')\n"
        "print(verdict.code, sorted(m for m in sys.modules if m.split('.')[0] in heavy))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO
    )
    assert result.stdout.split(" ", 1) == ["word", "[]\n"]


def test_bundled_lexicons_hold_only_curated_two_letter_words(bundled: str) -> None:
    # They were built with the curated list, so the judge need not apply it again.
    dictionary = open_dictionary(bundled)
    assert not dictionary.curated_two_letter_words
    words = (REPO / "dictionaries" / bundled / "words.txt").read_text(encoding="utf-8").split()
    # `large` also takes the tournament two-letter words (issue 10: aa, jo, za).
    curated = curation().two_letter_words
    if bundled == "large":
        curated |= curation().two_letter_large
    assert {word for word in words if len(word) == 2} <= curated
    assert judge("ox", dictionary).code == "word"
    assert judge("xx", dictionary).code == "not_found"


def test_a_word_list_file_is_authoritative_for_two_letter_words(tmp_path: Path) -> None:
    path = tmp_path / "our-words.txt"
    path.write_text("qu\nxx\nox\n", encoding="utf-8")
    dictionary = open_dictionary(f"file:{path}")
    assert not dictionary.curated_two_letter_words
    for typed in ("qu", "xx", "ox"):
        verdict = judge(typed, dictionary)
        assert (verdict.accepted, verdict.code) == (True, "word"), typed
    assert judge("qi", dictionary).code == "not_found"  # curated, but not on the table's list
    assert judge("(qu)", dictionary).code == "too_short"


def test_a_word_list_file_that_lists_a_proper_noun_still_has_it_rejected(tmp_path: Path) -> None:
    # The table's list has paris in lower case, as an ordinary word; the word rules sit
    # above every dictionary, and the bundled large lexicon knows Paris only as a name.
    path = tmp_path / "our-words.txt"
    path.write_text("paris\nparish\n", encoding="utf-8")
    dictionary = open_dictionary(f"file:{path}")
    verdict = judge("PARIS", dictionary)
    assert (verdict.accepted, verdict.code, verdict.form) == (False, "proper_noun", "Paris")
    assert verdict.reason == "Paris is a proper noun, so it cannot be played"
    assert judge("parish", dictionary).code == "word"


def test_check_with_a_bundled_dictionary_loads_only_what_it_needs() -> None:
    # check WORD must start about as fast as a spell checker: it loads neither the other
    # backends nor the near-word search (the word is found) nor hashlib and dataclasses.
    code = (
        "import sys\n"
        "import click\n"
        "before = set(sys.modules)\n"
        "from quiddler_score.cli import cli\n"
        "try:\n"
        "    cli.main(['check', 'quixotic'], standalone_mode=False)\n"
        "finally:\n"
        "    watched = {\n"
        "        'hashlib', 'dataclasses', 'rich', 'enchant', 'wordfreq',\n"
        "        'quiddler_score.words.hunspell_dictionary', 'quiddler_score.words.word_list_file',\n"
        "        'quiddler_score.words.near_words', 'quiddler_score.cli.commands.game',\n"
        "    }\n"
        "    print(sorted((set(sys.modules) - before) & watched))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO
    )
    assert result.stdout.splitlines() == [
        "quixotic: ✓ acceptable (word). QUIXOTIC is in the standard dictionary",
        "  tier: uncommon",
        "[]",
    ]


# The sentence each verdict gives the table, the curated two-letter list of a spell
# checker, the veto of the large lexicon over another dictionary, and the near words
# offered.


NONE = RuleSettings()


@pytest.mark.parametrize(
    ("typed", "settings", "code", "reason"),
    [
        ("twenty-two", NONE, "hyphenated", "twenty-two needs a hyphen, so it cannot be played"),
        ("it's", NONE, "apostrophe", "it's needs an apostrophe, so it cannot be played"),
        ("(xy)", NONE, "not_letters", "There is no 'XY' card (the double-letter cards are "
         "CL, ER, IN, QU, TH)"),
        ("a", NONE, "too_short", "A is a single card; a word needs at least two cards"),
        ("quixotic", RuleSettings(deny=("QUIXOTIC",)), "house_deny",
         "QUIXOTIC is on the house deny list"),
        ("athleisure", RuleSettings(allow=("Athleisure",)), "house_allow", "ATHLEISURE is on the house allow list"),
        ("un", NONE, "affix", "UN is a prefix or suffix, not a word on its own"),
        ("etc", NONE, "abbreviation", "ETC is an abbreviation, so it cannot be played"),
        ("math", RuleSettings(clipped_words=False), "house_deny",
         "MATH is a clipped form, and this table does not accept clipped forms"),
        ("nee", RuleSettings(accent_folded_words=False), "house_deny",
         "NEE is in the standard dictionary only with accents, as née, and this table does "
         "not accept accented words"),
        ("nee", NONE, "word", "NEE is in the standard dictionary as née; the deck has no accents"),
        ("nato", RuleSettings(capitals_only_words=True), "word",
         "NATO is in the standard dictionary only in capitals, as NATO, and this table "
         "accepts such words"),
        ("nato", NONE, "abbreviation",
         "NATO is in the standard dictionary only as NATO, an abbreviation or acronym, so it "
         "cannot be played"),
        ("athleisure", NONE, "not_found", "ATHLEISURE is not in the standard dictionary"),
        ("abigail", NONE, "word",
         "ABIGAIL is in the standard dictionary; also a proper noun (Abigail), accepted as "
         "the lowercase word: a lady's maid"),
    ],
)  # fmt: skip
def test_each_verdict_tells_the_table_why_in_one_sentence(
    typed: str, settings: RuleSettings, code: str, reason: str
) -> None:
    verdict = judge(typed, open_dictionary("standard"), settings)
    assert (verdict.code, verdict.reason) == (code, reason)


def test_a_name_word_with_no_sense_of_its_own_says_the_dictionary_lists_it() -> None:
    verdict = judge("aceldama", open_dictionary("large"))
    assert verdict.reason == (
        "ACELDAMA is in the large dictionary; also a proper noun (Aceldama), accepted as "
        "the lowercase word that the large dictionary lists"
    )


def test_a_tournament_two_letter_word_is_not_vetoed_where_the_dictionary_lists_it() -> None:
    # de is on the affix list and ok on the abbreviation list: large lists both as words,
    # standard lists neither, so there the curated lists veto them.
    large, standard = open_dictionary("large"), open_dictionary("standard")
    assert [judge(word, large).code for word in ("de", "ok")] == ["word", "word"]
    assert [judge(word, standard).code for word in ("de", "ok")] == ["affix", "abbreviation"]


def test_a_table_word_list_is_vetoed_where_the_large_lexicon_knows_an_abbreviation(
    tmp_path: Path,
) -> None:
    path = tmp_path / "our-words.txt"
    path.write_text("usa\nrose\n", encoding="utf-8")
    dictionary = open_dictionary(f"file:{path}")
    verdict = judge("usa", dictionary)
    assert (verdict.code, verdict.form) == ("abbreviation", "USA")
    assert verdict.reason == "USA is an abbreviation (USA), so it cannot be played"
    assert judge("rose", dictionary).code == "word"


class SpellChecker(Dictionary):
    """A dictionary that lists what it is given, as a spell checker would (qu, xx, aw
    not), judged with the curated two-letter list; its near words are given too."""

    name = "checker"
    curated_two_letter_words = True

    def __init__(self, entries: dict[str, Entry], near: tuple[str, ...] = ()) -> None:
        self.entries = entries
        self.near = near
        self.limits: list[int] = []

    @property
    def fingerprint(self) -> str:
        return "0123456789abcdef"

    def describe(self) -> Description:
        return Description(self.name, len(self.entries), self.fingerprint, "", "", "")

    def lookup(self, word: str) -> Entry:
        return self.entries.get(word, Entry(Standing.UNKNOWN))

    def suggestions(self, word: str, limit: int = 5) -> tuple[str, ...]:
        self.limits.append(limit)
        return self.near[:limit]


WORD = Entry(Standing.WORD)


def test_a_spell_checkers_two_letter_words_are_judged_by_the_curated_list() -> None:
    checker = SpellChecker({"qu": WORD, "ox": WORD, "ad": WORD})
    qu = judge("qu", checker)
    assert (qu.code, qu.reason) == (
        "not_found",
        "QU is not a word: checker accepts it, but two-letter words are judged by the curated list",
    )
    assert judge("ox", checker).code == "word"  # on the list, and the checker has it
    # aw is on the curated list: a word even where the checker lacks it.
    aw = judge("aw", checker)
    assert (aw.accepted, aw.code, aw.form) == (True, "word", "aw")
    assert aw.reason == "AW is a two-letter word on the curated list"
    # A two-letter word the table refuses stays refused, list or not.
    assert judge("ad", checker, RuleSettings(clipped_words=False)).code == "house_deny"
    assert judge("zz", checker).code == "not_found"  # on neither


def test_a_three_letter_word_is_not_judged_by_the_two_letter_list() -> None:
    checker = SpellChecker({"ant": WORD})
    assert judge("ant", checker).code == "word"
    assert judge("awe", checker).code == "not_found"


def test_near_words_are_at_most_five_each_one_the_table_would_accept() -> None:
    near = ("fool", "fol", "cunt", "food", "foot", "ford", "fold", "folk", "fowl")
    checker = SpellChecker({word: WORD for word in near if word != "fol"}, near)
    verdict = judge("foll", checker)
    assert verdict.code == "not_found"
    # fol is not a word, the slur is never offered; three times the limit were asked for,
    # so that five remain after those are left out.
    assert checker.limits[0] == 3 * SUGGESTION_LIMIT
    assert verdict.suggestions == ("fool", "food", "foot", "ford", "fold")


def test_near_words_are_not_looked_for_when_suggestions_are_not_wanted() -> None:
    checker = SpellChecker({"fool": WORD}, ("fool",))
    verdict = judge("foll", checker, suggest=False)
    assert (verdict.code, verdict.suggestions, checker.limits) == ("not_found", (), [])


def test_a_verdict_without_its_fingerprint_leaves_it_empty() -> None:
    checker = SpellChecker({"fool": WORD})
    assert judge("fool", checker).fingerprint == "0123456789abcdef"
    assert judge("fool", checker, fingerprinted=False).fingerprint == ""


def test_a_word_typed_with_spaces_around_it_is_judged_as_the_word() -> None:
    verdict = judge("  quixotic ", open_dictionary("standard"))
    assert (verdict.code, verdict.word) == ("word", "  quixotic ")
    assert verdict.reason == "QUIXOTIC is in the standard dictionary"


def test_a_name_the_shared_rule_knows_as_an_adjective_is_a_proper_adjective() -> None:
    # A spell checker that lists French only as a name: the shared rule decides.
    checker = SpellChecker({"french": Entry(Standing.PROPER_NOUN, "French")})
    verdict = judge("french", checker)
    assert (verdict.accepted, verdict.code, verdict.form) == (True, "proper_adjective", "French")
    assert verdict.reason == "French is a proper adjective, so it can be played"
    paris = judge("paris", SpellChecker({"paris": Entry(Standing.PROPER_NOUN, "Paris")}))
    assert (paris.code, paris.reason) == (
        "proper_noun",
        "Paris is a proper noun, so it cannot be played",
    )

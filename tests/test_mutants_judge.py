"""The word judge, pinned down where seeded faults went unseen (scripts/mutate.sh): the
sentence each verdict gives the table, the curated two-letter list of a spell checker,
the veto of the large lexicon over another dictionary, and the near words offered."""

from __future__ import annotations

from pathlib import Path

import pytest

from quiddler_score.engine.rules import RuleSettings
from quiddler_score.words.backends import Description, Dictionary, Entry, Standing
from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.judge import SUGGESTION_LIMIT, judge

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
        ("yeet", RuleSettings(allow=("Yeet",)), "house_allow", "YEET is on the house allow list"),
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
        ("yeet", NONE, "not_found", "YEET is not in the standard dictionary"),
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

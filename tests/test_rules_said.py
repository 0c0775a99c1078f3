"""The house rules of a game said in words."""

from __future__ import annotations

from quiddler_score.engine.rules import RuleSettings
from quiddler_score.present.rules_said import rules_in_words

# The house rules said in words ------------------------------------------------


def test_every_house_rule_is_said_in_words_in_the_order_rules_md_gives_them() -> None:
    settings = RuleSettings(
        rounds=(3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3),
        longest_word_bonus=20,
        longest_word_by="cards",
        most_words_bonus=0,
        ties="all",
        clamp="none",
        strict=True,
        capitals_only_words=True,
        clipped_words=False,
        accent_folded_words=False,
        allow=("zooo",),
        deny=("qi", "za"),
        turn_seconds=90,
    )
    assert rules_in_words(settings) == [
        "15 rounds of 3 to 10, 9 to 3 cards",
        "longest-word bonus 20",
        "the longest word counted in cards",
        "no most-words bonus",
        "tied bonuses go to everyone tied",
        "totals may go below zero",
        "every word the dictionary refuses is struck",
        "words known only in capitals (NATO) allowed",
        "clipped words (ad, math) refused",
        "words written only with accents (née) refused",
        "ZOOO allowed",
        "QI and ZA refused",
        "a turn timer of 1:30 a turn",
    ]
    assert "=" not in " ".join(rules_in_words(settings))
    assert rules_in_words(RuleSettings()) == []  # the standard rules say nothing


def test_a_house_list_of_six_words_is_said_whole_and_of_seven_with_how_many_more() -> None:
    six = ("ab", "cd", "ef", "gh", "ij", "kl")
    assert rules_in_words(RuleSettings(deny=six)) == ["AB, CD, EF, GH, IJ and KL refused"]
    seven = (*six, "mn")
    assert rules_in_words(RuleSettings(allow=seven)) == [
        "AB, CD, EF, GH, IJ, KL and 1 more allowed"
    ]


def test_a_clamp_of_each_round_is_said_in_words() -> None:
    assert rules_in_words(RuleSettings(clamp="round")) == ["no round scores below zero"]


def test_handicaps_are_said_by_player_in_words() -> None:
    settings = RuleSettings.from_table(
        {"handicaps": {"Dee": {"head_start": 40}, "Cy": {"per_round": 5, "head_start": 10}}}
    )
    assert rules_in_words(settings) == [
        "handicaps: Cy 5 a round and a head start of 10, Dee a head start of 40"
    ]

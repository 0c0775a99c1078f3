"""Rule settings, pinned down where seeded faults went unseen (scripts/mutate.sh): the
help that lists them, the values each refuses and what it says, and house lists typed
in card notation."""

from __future__ import annotations

import pytest

from quiddler_score.engine.rules import (
    RuleSettingError,
    RuleSettings,
    house_rules,
    settings_help,
)


def test_the_settings_help_gives_every_default_as_toml_would_write_it() -> None:
    # The help is made once, when the commands are imported, so it is read here directly.
    assert settings_help().splitlines() == [
        "\b",
        "Rule settings, in the [rules] table of a --rules file (TOML):",
        "  rounds = [3, 4, 5, 6, 7, 8, 9, 10]: cards dealt each round, 1 to 30 rounds of 2 to 10",
        "  longest_word_bonus = 10: points for the longest word (0: off)",
        '  longest_word_by = "letters": the longest word counts "letters" or "cards"',
        "  most_words_bonus = 10: points for the most words (0: off)",
        '  ties = "nobody": a tied bonus goes to "nobody" or "all" tied',
        '  clamp = "total": no total below zero ("total"), no round ("round"), "none"',
        "  strict = false: strike every word the dictionary rejects",
        "  capitals_only_words = false: accept words known only in capitals (NATO)",
        "  clipped_words = true: accept clipped forms (ad, math, exam)",
        "  accent_folded_words = true: accept words listed only with accents (née)",
        "  allow = []: house allow list of words",
        "  deny = []: house deny list of words",
    ]


@pytest.mark.parametrize(
    ("table", "message"),
    [
        # true is an int to Python, but not a number of points to a scorekeeper.
        (
            {"longest_word_bonus": True},
            "rule setting longest_word_bonus must be a whole number of points, 0 or more, not True",
        ),
        ({"allow": "ox"}, "rule setting allow must be a list of words, not 'ox'"),
        ({"deny": ["ox", 3]}, "rule setting deny must be a list of words, not ['ox', 3]"),
        ({"strict": "yes"}, "rule setting strict must be true or false, not 'yes'"),
        ({"allow": ["o-x"]}, "rule setting allow: 'o-x' is not a word of letters a to z"),
        ({"deny": ["née"]}, "rule setting deny: 'née' is not a word of letters a to z"),
    ],
)
def test_a_setting_of_the_wrong_kind_is_refused_naming_the_setting_and_the_value(
    table: dict[str, object], message: str
) -> None:
    with pytest.raises(RuleSettingError) as error:
        RuleSettings.from_table(table)
    assert str(error.value) == message


def test_house_lists_typed_in_card_notation_keep_the_plain_word() -> None:
    # (qu)ick and [th]e are the words quick and the; repeats and case count once.
    settings = RuleSettings.from_table({"allow": ["(qu)ick", "[TH]e", "the"], "deny": ["[Z]a"]})
    assert settings.allow == ("quick", "the")
    assert settings.deny == ("za",)


def test_the_house_rules_are_the_settings_that_differ_written_as_toml() -> None:
    settings = RuleSettings.from_table(
        {"most_words_bonus": 0, "ties": "all", "strict": True, "deny": ["ox", "za"]}
    )
    assert house_rules(settings) == [
        "most_words_bonus = 0",
        'ties = "all"',
        "strict = true",
        'deny = ["ox", "za"]',
    ]

"""One test per rule of RULES.md sections 1, 2, 4, 5 and 6, with the arithmetic written out;
then the rule settings: their help, the values each refuses, and house lists."""

from __future__ import annotations

import pytest
from builders import (
    challenge,
    filler_rounds,
    hand,
    judge_by_list,
    rules_example_round,
    scored,
    table,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from quiddler_score.engine import cards
from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.rules import (
    MAX_HEAD_START,
    MAX_PER_ROUND,
    Handicap,
    RuleSettingError,
    RuleSettings,
    house_rules,
    settings_help,
)
from quiddler_score.engine.scoring import RoundPlay, Scoreboard
from quiddler_score.engine.table import Table

# --- Section 1: the deck -------------------------------------------------------------


def test_deck_has_118_cards_of_which_10_are_double_letter_cards() -> None:
    # 108 single-letter cards + 5 double-letter cards x 2 copies = 118
    singles = sum(c.copies for c in cards.DECK.values() if not c.is_double)
    doubles = sum(c.copies for c in cards.DECK.values() if c.is_double)
    assert (singles, doubles, cards.DECK_SIZE) == (108, 10, 118)


# RULES.md section 1, card: (copies, points), typed out here independently of the code.
DECK_TABLE = {
    "A": (10, 2), "B": (2, 8), "C": (2, 8), "D": (4, 5), "E": (12, 2), "F": (2, 6),
    "G": (4, 6), "H": (2, 7), "I": (8, 2), "J": (2, 13), "K": (2, 8), "L": (4, 3),
    "M": (2, 5), "N": (6, 5), "O": (8, 2), "P": (2, 6), "Q": (2, 15), "R": (6, 5),
    "S": (4, 3), "T": (6, 3), "U": (6, 4), "V": (2, 11), "W": (2, 10), "X": (2, 12),
    "Y": (4, 4), "Z": (2, 14), "CL": (2, 10), "ER": (2, 7), "IN": (2, 7), "QU": (2, 9),
    "TH": (2, 9),
}  # fmt: skip


def test_card_points_and_copies_match_the_deck_table() -> None:
    assert {c.letters: (c.copies, c.points) for c in cards.DECK.values()} == DECK_TABLE


def test_how_a_word_is_split_into_cards_changes_its_value() -> None:
    # QU+I+T = 9+2+3 = 14; Q+U+I+T = 15+4+2+3 = 24
    assert cards.word("(qu)it").points == 14
    assert cards.word("quit").points == 24
    # TH+IN = 9+7 = 16; T+H+I+N = 3+7+2+5 = 17
    assert cards.word("(th)(in)").points == 16
    assert cards.word("thin").points == 17


# --- Section 2: a game ---------------------------------------------------------------


@pytest.mark.parametrize("count", [1, 9])
def test_a_game_has_two_to_eight_players(count: int) -> None:
    with pytest.raises(ScoringError, match="2 to 8 players"):
        Table.seat([f"P{i}" for i in range(count)])


def test_the_deal_passes_to_the_left_and_the_player_left_of_the_dealer_plays_first() -> None:
    seats = Table.seat(["Ann", "Bob", "Cy"], dealer="Bob")
    assert [seats.dealer(r) for r in range(1, 5)] == ["Bob", "Cy", "Ann", "Bob"]
    assert [seats.first_player(r) for r in range(1, 4)] == ["Cy", "Ann", "Bob"]


def test_the_first_player_deals_when_no_dealer_is_chosen() -> None:
    assert Table.seat(["Ann", "Bob"]).dealer(1) == "Ann"


def test_round_r_deals_r_plus_two_cards_to_every_player() -> None:
    # Round 3 deals 3 + 2 = 5 cards; Ann shows 4.
    game = table("Ann", "Bob")
    rounds = [
        *filler_rounds(game.players, 2),
        RoundPlay(3, {"Ann": hand("ox", unused="a e"), "Bob": hand(unused="a e i o u")}),
    ]
    with pytest.raises(
        ScoringError, match="round 3, Ann: 4 cards in words and unused, but round 3 deals 5"
    ):
        scored(game, *rounds)


def test_a_game_has_eight_rounds() -> None:
    game = table("Ann", "Bob")
    rounds = filler_rounds(game.players, 8)
    rounds.append(RoundPlay(9, rounds[-1].hands))
    with pytest.raises(ScoringError, match="8 rounds"):
        scored(game, *rounds)


def test_the_player_who_went_out_has_no_unused_cards() -> None:
    game = table("Ann", "Bob")
    play = RoundPlay(
        1, {"Ann": hand("ox", unused="a"), "Bob": hand(unused="e i o")}, went_out="Ann"
    )
    with pytest.raises(ScoringError, match="round 1, Ann: went out, so every card is in a word"):
        scored(game, play)


def test_after_round_eight_the_highest_total_wins() -> None:
    # Rounds 1-7: nobody scores (only unused vowels, clamped at 0).
    # Round 8 (10 cards): Ann lays ZAX and keeps 7 E; Bob holds only vowels.
    game = table("Ann", "Bob")
    rounds = filler_rounds(game.players, 7)
    rounds.append(
        RoundPlay(
            8,
            {"Ann": hand("zax", unused="e e e e e e e"), "Bob": hand(unused="a a a a a a a a i i")},
        )
    )
    board = scored(game, *rounds)
    # Ann: ZAX = 14+2+12 = 28, unused 7 E = 14, longest +10, most words +10 -> 34
    # Bob: 8 A + 2 I = 16 + 4 = 20 unused -> -20, clamped to 0
    assert board.totals == {"Ann": 34, "Bob": 0}
    assert board.winners == ("Ann",)


def test_equal_highest_totals_share_the_win() -> None:
    game = table("Ann", "Bob")
    board = scored(game, *filler_rounds(game.players, 8))
    # Everyone only ever holds unused cards: every total is clamped to 0, a shared win.
    assert board.winners == ("Ann", "Bob")


def test_nobody_has_won_before_round_eight_is_scored() -> None:
    game = table("Ann", "Bob")
    board = scored(game, *filler_rounds(game.players, 3))
    assert board.winners == ()
    assert board.leaders == ("Ann", "Bob")


# --- Section 3: the card rule of a word ------------------------------------------------


def test_a_word_uses_at_least_two_cards() -> None:
    game = table("Ann", "Bob")
    play = RoundPlay(1, {"Ann": hand("(qu)", unused="a e"), "Bob": hand(unused="e i o")})
    with pytest.raises(
        ScoringError, match=r"round 1, Ann, word '\(QU\)': a word needs at least two cards"
    ):
        scored(game, play)


def test_no_card_is_used_more_often_across_the_table_than_the_deck_holds() -> None:
    # The deck has 2 Z cards; Ann and Bob show 3 between them.
    game = table("Ann", "Bob")
    play = RoundPlay(1, {"Ann": hand("zz", unused="a"), "Bob": hand(unused="z e i")})
    with pytest.raises(ScoringError, match="round 1, card 'Z': 3 Z cards on the table"):
        scored(game, play)


# --- Section 4: scoring a round ----------------------------------------------------------


def test_a_word_is_worth_the_sum_of_its_cards_and_unused_cards_count_against() -> None:
    # Round 2, Bob: OX = 2+12 = 14; unused Z+A = 14+2 = 16; 14 - 16 = -2.
    game = table("Bob", "Cy", longest_word_bonus=0, most_words_bonus=0, clamp="none")
    play = RoundPlay(1, {"Bob": hand("ox", unused="a"), "Cy": hand(unused="e i o")})
    play2 = RoundPlay(2, {"Bob": hand("ox", unused="z a"), "Cy": hand(unused="e i o u")})
    board = scored(game, play, play2)
    assert board.rounds[1].of("Bob").round_score == -2


def test_longest_word_is_counted_in_letters_not_cards() -> None:
    # Ann: (TH)E = 2 cards, 3 letters. Bob: OX = 2 cards, 2 letters. Ann is longer.
    # Ann: 9+2 = 11 + 10 longest = 21; most words tied 1-1 -> nobody.
    game = table("Ann", "Bob")
    play = RoundPlay(1, {"Ann": hand("(th)e", unused="a"), "Bob": hand("ox", unused="e")})
    result = scored(game, play).rounds[0]
    assert result.of("Ann").bonuses == (LONGEST_WORD,)
    assert result.of("Ann").round_score == 9 + 2 - 2 + 10


def test_most_words_earns_the_bonus() -> None:
    # Round 3 (5 cards). Cy: AT + BE = 5 + 10 = 15, one unused A -2 -> 13, 2 words.
    # Ann: ZAX 3 letters = 28, unused E I = -4 -> 24 + longest 10 = 34.
    game = table("Ann", "Cy")
    rounds = [*filler_rounds(game.players, 2)]
    rounds.append(
        RoundPlay(3, {"Ann": hand("zax", unused="e i"), "Cy": hand("at", "be", unused="a")})
    )
    result = scored(game, *rounds).rounds[2]
    assert result.of("Cy").bonuses == (MOST_WORDS,)
    assert result.of("Cy").round_score == 5 + 10 - 2 + 10
    assert result.of("Ann").round_score == 28 - 4 + 10


def test_tied_longest_word_gives_nobody_the_bonus() -> None:
    # Ann OX and Bob AT: both 2 letters -> tie -> nobody; 1 word each -> tie -> nobody.
    game = table("Ann", "Bob")
    play = RoundPlay(1, {"Ann": hand("ox", unused="e"), "Bob": hand("at", unused="i")})
    result = scored(game, play).rounds[0]
    assert result.of("Ann").bonus == result.of("Bob").bonus == 0


def test_tie_policy_all_gives_every_tied_player_the_bonus() -> None:
    # Same round under ties = "all": both get longest +10 and most words +10.
    # Ann: OX 14 - E 2 + 20 = 32; Bob: AT 5 - I 2 + 20 = 23.
    game = table("Ann", "Bob", ties="all")
    play = RoundPlay(1, {"Ann": hand("ox", unused="e"), "Bob": hand("at", unused="i")})
    result = scored(game, play).rounds[0]
    assert (result.of("Ann").round_score, result.of("Bob").round_score) == (32, 23)


def test_a_player_with_no_words_can_win_neither_bonus() -> None:
    # Ann has the only word: she gets both bonuses; Bob (no words) cannot tie at zero.
    game = table("Ann", "Bob", ties="all")
    play = RoundPlay(1, {"Ann": hand("ox", unused="e"), "Bob": hand(unused="a e i")})
    result = scored(game, play).rounds[0]
    assert result.of("Bob").bonuses == ()
    assert result.of("Ann").bonuses == (LONGEST_WORD, MOST_WORDS)


def test_one_player_can_win_both_bonuses() -> None:
    # Round 3 (5 cards): Ann AX (2 letters) + (QU)E (3 letters), unused I: 2 words, longest 3.
    # Ann: AX 14 + (QU)E 11 - I 2 = 23, + 10 + 10 = 43. Bob: OX 14, unused A E I = 6 -> 8.
    game = table("Ann", "Bob")
    rounds = [*filler_rounds(game.players, 2)]
    rounds.append(
        RoundPlay(3, {"Ann": hand("ax", "(qu)e", unused="i"), "Bob": hand("ox", unused="a e i")})
    )
    result = scored(game, *rounds).rounds[2]
    assert result.of("Ann").round_score == 14 + 11 - 2 + 10 + 10


def test_a_bonus_worth_zero_is_switched_off() -> None:
    # Ann would win longest word (3 letters vs 2), but the bonus is 0.
    game = table("Ann", "Bob", longest_word_bonus=0)
    play = RoundPlay(1, {"Ann": hand("(th)e", unused="a"), "Bob": hand("ox", unused="e")})
    assert scored(game, play).rounds[0].of("Ann").bonus == 0


def test_clamp_total_keeps_a_total_from_going_below_zero() -> None:
    # Bob: round 1 = -6 (A E I unused: 2+2+2); total max(0, 0 - 6) = 0.
    game = table("Ann", "Bob")
    play = RoundPlay(1, {"Ann": hand("ox", unused="e"), "Bob": hand(unused="a e i")})
    bob = scored(game, play).rounds[0].of("Bob")
    assert (bob.round_score, bob.total) == (-6, 0)


def test_clamp_total_applies_after_challenge_penalties() -> None:
    # Round 1: Bob lays OX (14) with unused E (2) = 12, challenges Ann's AT (acceptable):
    # penalty 5 -> 12 - 5 = 7 (no bonus: longest tied at 2 letters, words tied 1-1).
    # Round 2: Bob holds only unused cards A E I O = 8 -> -8; total max(0, 7 - 8) = 0.
    game = table("Ann", "Bob")
    r1 = RoundPlay(
        1,
        {"Ann": hand("at", unused="i"), "Bob": hand("ox", unused="e")},
        challenges=(challenge("Bob", "Ann", "at", True),),
    )
    r2 = RoundPlay(2, {"Ann": hand("ox", unused="e e"), "Bob": hand(unused="a e i o")})
    board = scored(game, r1, r2)
    assert board.rounds[0].of("Bob").total == 7
    assert board.rounds[1].of("Bob").total == 0


def test_clamp_round_floors_each_round_before_bonuses() -> None:
    game = table("Ann", "Bob", clamp="round")
    r1 = RoundPlay(1, {"Ann": hand("(th)e", unused="a"), "Bob": hand("ox", unused="e")})
    r2 = RoundPlay(2, {"Ann": hand("at", unused="e i"), "Bob": hand("ox", unused="z a")})
    board = scored(game, r1, r2)
    # Round 1 Bob: 14 - 2 = 12, no bonus (Ann longer, words tied): total 12.
    # Round 2 Bob: max(0, 14 - 16) = 0 + bonus 0 = 0; total 12.
    assert board.rounds[1].of("Bob").round_score == 0
    assert board.rounds[1].of("Bob").total == 12


def test_clamp_round_adds_bonuses_after_the_floor() -> None:
    # clamp = "round", round 1: Ann (TH)E = 11, unused Z = 14 -> max(0, -3) = 0, + longest 10 = 10.
    game = table("Ann", "Bob", clamp="round")
    r1 = RoundPlay(1, {"Ann": hand("(th)e", unused="z"), "Bob": hand("ox", unused="e")})
    assert scored(game, r1).rounds[0].of("Ann").round_score == 10


def test_clamp_none_lets_totals_go_negative() -> None:
    game = table("Ann", "Bob", clamp="none")
    play = RoundPlay(1, {"Ann": hand("ox", unused="e"), "Bob": hand(unused="a e i")})
    # Bob: -(2+2+2) = -6; total 0 - 6 = -6.
    assert scored(game, play).rounds[0].of("Bob").total == -6


# --- Section 5: challenges ----------------------------------------------------------


def test_an_acceptable_challenge_costs_the_challenger_the_words_value() -> None:
    # Round 2, Ann challenges Cy's BE (acceptable): Ann's round 26 - 10 = 16.
    board = scored(*section_six(challenge("Ann", "Cy", "be", True)))
    assert board.rounds[1].of("Ann").penalty == 10
    assert board.rounds[1].of("Ann").round_score == 16


def test_an_unacceptable_word_is_struck_and_counts_as_unused() -> None:
    # Bob challenges Cy's AT, ruled unacceptable: Cy 10 - 5 = 5, no most-words bonus.
    # The struck AT (A 2 + T 3 = 5) costs its value as struck_points; no card is unused.
    board = scored(*section_six(challenge("Bob", "Cy", "at", False)))
    cy = board.rounds[1].of("Cy")
    assert [str(s.word) for s in cy.struck] == ["AT"]
    assert (cy.word_points, cy.unused_points, cy.struck_points) == (10, 0, 5)
    assert (cy.bonus, cy.round_score) == (0, 5)


def test_a_player_cannot_challenge_their_own_word() -> None:
    with pytest.raises(
        ScoringError, match="round 2, Cy, word 'AT': cannot challenge their own word"
    ):
        scored(*section_six(challenge("Cy", "Cy", "at", False)))


def test_a_word_is_challenged_at_most_once() -> None:
    rounds = section_six(challenge("Bob", "Cy", "at", False), challenge("Ann", "Cy", "at", True))
    with pytest.raises(
        ScoringError, match="round 2, Ann, word 'AT': Cy's word was already challenged"
    ):
        scored(*rounds)


def test_a_challenged_word_must_have_been_laid_down_by_that_player() -> None:
    with pytest.raises(
        ScoringError, match="round 2, Bob, word 'ZAX': Cy did not lay down this word"
    ):
        scored(*section_six(challenge("Bob", "Cy", "zax", False)))


def test_a_challenge_names_the_word_by_its_letters_whatever_cards_were_typed() -> None:
    # Ann laid (QU)ITE; Bob types QUITE. Ruled unacceptable: its 16 points are struck.
    board = scored(*section_six(challenge("Bob", "Ann", "quite", False)))
    ann = board.rounds[1].of("Ann")
    assert (ann.word_points, ann.unused_points, ann.struck_points) == (0, 0, 16)


def test_without_a_ruling_the_dictionary_decides_a_challenge() -> None:
    # The test dictionary rejects AT: struck as if ruled unacceptable; the verdict is kept.
    board = scored(*section_six(challenge("Bob", "Cy", "at")), judge=judge_by_list("at"))
    outcome = board.rounds[1].challenges[0]
    assert outcome.acceptable is False
    assert outcome.decided_by == "dictionary"
    assert outcome.verdict is not None and outcome.verdict.code == "not_found"


def test_the_table_can_overrule_the_dictionary_and_both_are_kept() -> None:
    # The dictionary rejects AT but the table rules it acceptable: Bob pays 5.
    board = scored(*section_six(challenge("Bob", "Cy", "at", True)), judge=judge_by_list("at"))
    outcome = board.rounds[1].challenges[0]
    assert outcome.acceptable is True and outcome.verdict is not None
    assert outcome.verdict.accepted is False
    assert board.rounds[1].of("Bob").penalty == 5


def test_a_challenge_with_neither_ruling_nor_dictionary_is_refused() -> None:
    with pytest.raises(ScoringError, match="needs a ruling"):
        scored(*section_six(challenge("Bob", "Cy", "at")))


def test_bonuses_are_decided_after_all_challenges() -> None:
    # Bob strikes Ann's (QU)ITE: Ann has no word left, so the longest word (2 letters)
    # is tied between Bob OX and Cy AT/BE -> nobody. Cy still has most words (2).
    board = scored(*section_six(challenge("Bob", "Ann", "(qu)ite", False)))
    result = board.rounds[1]
    assert result.of("Ann").bonuses == ()
    assert result.of("Bob").bonuses == ()
    assert result.of("Cy").bonuses == (MOST_WORDS,)


def test_strict_strikes_every_unacceptable_word_without_a_penalty() -> None:
    # strict: the test dictionary rejects BE; it is struck with nobody paying.
    # Cy: AT 5 - BE 10 = -5; words tie 1-1-1 -> no most-words bonus.
    game, *rounds = section_six()
    strict = Table.seat(list(game.players), rules=type(game.rules).from_table({"strict": True}))
    board = scored(strict, *rounds, judge=judge_by_list("be"))
    cy = board.rounds[1].of("Cy")
    assert [str(s.word) for s in cy.struck] == ["BE"]
    assert cy.round_score == 5 - 10
    assert all(p.penalty == 0 for p in board.rounds[1].players)


# --- Section 6: the worked example -------------------------------------------------


def section_six(*challenges: object) -> list:  # type: ignore[type-arg]
    """RULES.md section 6: round 2 (4 cards each), Ann went out; round 1 leaves Bob at 0."""
    game = table("Ann", "Bob", "Cy")
    round_one = RoundPlay(
        1,
        {"Ann": hand("ox", unused="e"), "Bob": hand(unused="a e i"), "Cy": hand("at", unused="o")},
    )
    round_two = rules_example_round(*challenges)  # type: ignore[arg-type]
    return [game, round_one, round_two]


def test_worked_example_of_section_six() -> None:
    board = scored(*section_six())
    result = board.rounds[1]
    # Ann: (QU)ITE = 9+2+3+2 = 16 (5 letters), longest +10 -> 26
    # Bob: OX = 2+12 = 14; Z A = 14+2 = 16 unused -> -2
    # Cy: AT = 2+3 = 5, BE = 8+2 = 10 -> 15, most words +10 -> 25
    assert [p.round_score for p in result.players] == [26, -2, 25]
    # Bob's total was 0 before the round (round 1: A E I unused), so it stays 0.
    assert board.rounds[0].of("Bob").total == 0
    assert result.of("Bob").total == 0


def test_worked_example_with_acceptable_challenge_of_be() -> None:
    # Ann challenges Cy's BE (acceptable): Ann 26 - 10 = 16; Cy keeps 25.
    result = scored(*section_six(challenge("Ann", "Cy", "be", True))).rounds[1]
    assert [p.round_score for p in result.players] == [16, -2, 25]


def test_worked_example_with_unacceptable_at() -> None:
    # Bob challenges Cy's AT, unacceptable: Cy 10 - 5 = 5; words tie 1-1-1, no bonus.
    result = scored(*section_six(challenge("Bob", "Cy", "at", False))).rounds[1]
    assert [p.round_score for p in result.players] == [26, -2, 5]


# Rule settings: the help that lists them, the values each refuses and what it says,
# and house lists typed in card notation.


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
        "  handicaps = {}: points given by name: {Ann = {per_round = 5, head_start = 20}}",
        "  handicaps_from_average = false: handicaps worked out from recent averages",
        "  turn_seconds = 0: seconds a turn may take on the live board's timer (0: off)",
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


# --- Section 8: handicaps ------------------------------------------------------------


def handicapped_game() -> Scoreboard:
    """Four players, two rounds of 3 cards; Cy is given 5 points a round, Dee a head
    start of 40, Ann and Bob nothing."""
    game = table(
        "Ann",
        "Bob",
        "Cy",
        "Dee",
        rounds=[3, 3],
        handicaps={"Cy": {"per_round": 5}, "Dee": {"head_start": 40}},
    )
    return scored(
        game,
        RoundPlay(
            1,
            {
                "Ann": hand("cat"),
                "Bob": hand("ox", unused="e"),
                "Cy": hand("at", unused="e"),
                "Dee": hand(unused="b e d"),
            },
            went_out="Ann",
        ),
        RoundPlay(
            2,
            {
                "Ann": hand("to", unused="z"),
                "Bob": hand("bye"),
                "Cy": hand("ax", unused="i"),
                "Dee": hand("is", unused="o"),
            },
            went_out="Bob",
        ),
    )


def test_handicaps_are_added_to_the_raw_totals_and_decide_the_winner() -> None:
    board = handicapped_game()
    # Round 1: Ann CAT 8+2+3 = 13, longest word (3 letters) +10 -> 23
    #          Bob OX 2+12 = 14, unused E 2 -> 12
    #          Cy  AT 2+3 = 5, unused E 2 -> 3
    #          Dee unused B E D 8+2+5 = 15 -> -15, total held at 0
    #          most words: Ann, Bob and Cy tie on one word -> nobody
    # Round 2: Ann TO 3+2 = 5, unused Z 14 -> -9
    #          Bob BYE 8+4+2 = 14, longest word +10 -> 24
    #          Cy  AX 2+12 = 14, unused I 2 -> 12
    #          Dee IS 2+3 = 5, unused O 2 -> 3
    # Raw totals: Ann 23-9 = 14, Bob 12+24 = 36, Cy 3+12 = 15, Dee 0+3 = 3
    assert [p.round_score for p in board.rounds[0].players] == [23, 12, 3, -15]
    assert [p.round_score for p in board.rounds[1].players] == [-9, 24, 12, 3]
    assert board.totals == {"Ann": 14, "Bob": 36, "Cy": 15, "Dee": 3}
    # Handicaps: Cy 5 a round x 2 rounds = 10; Dee's head start 40.
    assert board.handicaps == {"Cy": 10, "Dee": 40}
    # Handicapped: Ann 14, Bob 36, Cy 15+10 = 25, Dee 3+40 = 43: Dee wins, not Bob.
    assert board.handicapped_totals == {"Ann": 14, "Bob": 36, "Cy": 25, "Dee": 43}
    assert board.winners == ("Dee",)


def test_a_head_start_counts_before_round_1_and_points_a_round_after_each_round() -> None:
    board = handicapped_game()
    before = Scoreboard(board.table, ())
    assert before.handicaps == {"Cy": 0, "Dee": 40}
    after_one = Scoreboard(board.table, board.rounds[:1])
    assert after_one.handicaps == {"Cy": 5, "Dee": 40}
    # After round 1: Ann 23, Bob 12, Cy 3+5 = 8, Dee 0+40 = 40: Dee leads.
    assert after_one.leaders == ("Dee",)


def test_a_handicap_for_someone_not_at_the_table_is_refused_naming_them() -> None:
    with pytest.raises(ScoringError, match="the handicaps name 'Dee', who is not at this table"):
        table("Ann", "Bob", handicaps={"Dee": {"per_round": 5}})


@pytest.mark.parametrize(
    ("parts", "kept"),
    [
        ({"per_round": MAX_PER_ROUND}, Handicap("Ann", per_round=30)),
        ({"head_start": MAX_HEAD_START}, Handicap("Ann", head_start=300)),
        ({"per_round": 0, "head_start": 1}, Handicap("Ann", head_start=1)),
    ],
)
def test_a_handicap_at_its_limit_is_kept(parts: dict[str, int], kept: Handicap) -> None:
    assert RuleSettings.from_table({"handicaps": {"Ann": parts}}).handicaps == (kept,)


@pytest.mark.parametrize(
    ("parts", "message"),
    [
        ({"per_round": 31}, "per_round must be a whole number of points, 0 to 30, not 31"),
        ({"head_start": 301}, "head_start must be a whole number of points, 0 to 300, not 301"),
        ({"per_round": -1}, "per_round must be a whole number of points, 0 to 30, not -1"),
        ({"head_start": True}, "head_start must be a whole number of points, 0 to 300, not True"),
        ({"bonus": 5}, "'bonus' is not per_round or head_start"),
        ({}, "give per_round or head_start, such as {per_round = 5}, not {}"),
    ],
)
def test_a_handicap_past_its_limit_is_refused_naming_the_player_and_the_part(
    parts: dict[str, object], message: str
) -> None:
    with pytest.raises(RuleSettingError) as error:
        RuleSettings.from_table({"handicaps": {"Ann": parts}})
    assert str(error.value) == f"rule setting handicaps, Ann: {message}"


def test_a_handicap_of_nothing_is_no_handicap() -> None:
    settings = RuleSettings.from_table({"handicaps": {"Ann": {"per_round": 0, "head_start": 0}}})
    assert settings == RuleSettings()


PLAYERS = ("Ann", "Bob", "Cy", "Dee")


@settings(max_examples=60, deadline=None)
@given(
    rounds=st.integers(1, 4),
    given_to=st.dictionaries(
        st.sampled_from(PLAYERS),
        st.tuples(st.integers(0, MAX_PER_ROUND), st.integers(0, MAX_HEAD_START)),
    ),
    clamp=st.sampled_from(["total", "round", "none"]),
)
def test_a_handicap_never_changes_a_raw_total_and_adds_exactly_its_terms(
    rounds: int, given_to: dict[str, tuple[int, int]], clamp: str
) -> None:
    plain = table(*PLAYERS, clamp=clamp)
    handicaps = {
        name: {"per_round": per_round, "head_start": head_start}
        for name, (per_round, head_start) in given_to.items()
    }
    with_handicaps = table(*PLAYERS, clamp=clamp, handicaps=handicaps)
    plays = [
        RoundPlay(
            n,
            {
                "Ann": hand("ox", unused=" ".join("e" * n)),
                "Bob": hand(unused=" ".join("a" * (n + 2))),
                "Cy": hand("at", unused=" ".join("i" * n)),
                "Dee": hand(unused=" ".join("o" * (n + 2))),
            },
        )
        for n in range(1, rounds + 1)
    ]
    raw, handicapped = scored(plain, *plays), scored(with_handicaps, *plays)
    # Raw scores and totals are the same, round by round, whatever the handicaps.
    assert handicapped.rounds == raw.rounds
    # Handicapped total = raw total + head start + points a round x rounds played; a
    # handicap is never held at zero or clamped: it only adds.
    for player in PLAYERS:
        per_round, head_start = given_to.get(player, (0, 0))
        expected = raw.totals[player] + head_start + per_round * rounds
        assert handicapped.handicapped_totals[player] == expected


def test_handicaps_from_average_cannot_score_a_game_that_has_not_worked_them_out() -> None:
    with pytest.raises(ScoringError, match="handicaps_from_average is worked out"):
        table("Ann", "Bob", handicaps_from_average=True)


def test_handicaps_by_name_and_from_average_are_refused_together() -> None:
    with pytest.raises(RuleSettingError, match="give one or the other"):
        RuleSettings.from_table(
            {"handicaps": {"Ann": {"per_round": 1}}, "handicaps_from_average": True}
        )

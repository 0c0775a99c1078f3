"""The two bonuses of a round, longest word and most words (RULES.md section 4)."""

from __future__ import annotations

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS, award_bonuses, word_length
from quiddler_score.engine.cards import Word, word
from quiddler_score.engine.rules import RuleSettings


def kept(**words: str) -> dict[str, tuple[Word, ...]]:
    return {player: tuple(map(word, text.split())) for player, text in words.items()}


def test_the_longest_word_and_the_most_words_each_go_to_the_one_best() -> None:
    # Ann: QUIET, 5 letters, one word; Bob: OX CAT AT, three words of at most 3 letters.
    longest, most = award_bonuses(kept(Ann="quiet", Bob="ox cat at"), RuleSettings())
    assert (longest.name, longest.winners, longest.tied) == (LONGEST_WORD, {"Ann"}, ())
    assert (most.name, most.winners, most.tied) == (MOST_WORDS, {"Bob"}, ())
    assert (longest.value, most.value) == (10, 10)


def test_a_tied_bonus_goes_to_nobody_and_says_who_tied() -> None:
    longest, most = award_bonuses(kept(Ann="cat", Bob="dog", Cy="ox"), RuleSettings())
    assert (longest.winners, longest.tied) == (frozenset(), ("Ann", "Bob"))
    assert (most.winners, most.tied) == (frozenset(), ("Ann", "Bob", "Cy"))


def test_under_ties_all_every_tied_player_wins() -> None:
    longest, _ = award_bonuses(kept(Ann="cat", Bob="dog", Cy="ox"), RuleSettings(ties="all"))
    assert (longest.winners, longest.tied) == ({"Ann", "Bob"}, ())


def test_a_bonus_worth_nothing_and_a_round_without_words_give_nobody_a_bonus() -> None:
    rules = RuleSettings(longest_word_bonus=0)
    longest, most = award_bonuses(kept(Ann="quiet", Bob=""), rules)
    assert (longest.winners, longest.tied) == (frozenset(), ())
    assert most.winners == {"Ann"}
    nobody = award_bonuses(kept(Ann="", Bob=""), RuleSettings())
    assert [bonus.winners for bonus in nobody] == [frozenset(), frozenset()]


def test_by_cards_a_double_letter_card_counts_once() -> None:
    # (QU)ITE is 5 letters but 4 cards: by cards it ties TIDE, by letters it is longer.
    assert (word_length(word("(qu)ite"), "letters"), word_length(word("(qu)ite"), "cards")) == (
        5,
        4,
    )
    hands = kept(Ann="(qu)ite", Bob="tide")
    by_letters, _ = award_bonuses(hands, RuleSettings())
    by_cards, _ = award_bonuses(hands, RuleSettings(longest_word_by="cards"))
    assert by_letters.winners == {"Ann"}
    assert (by_cards.winners, by_cards.tied) == (frozenset(), ("Ann", "Bob"))

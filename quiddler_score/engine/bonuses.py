"""The two bonuses of a round: longest word and most words (RULES.md section 4).

Each is judged on the words a player kept (a struck word wins nothing). The best measure
wins; under the ``ties = "nobody"`` rule a tie gives the bonus to nobody, and who tied is
kept so that the scoreboard can say why nobody won it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from quiddler_score.engine.cards import Word
from quiddler_score.engine.rules import LongestWordBy, RuleSettings, Ties

LONGEST_WORD = "longest word"
MOST_WORDS = "most words"


@dataclass(frozen=True)
class Bonus:
    """One bonus of the round: who won it, or who tied for it when a tie gives it to nobody."""

    name: str
    value: int
    winners: frozenset[str]
    tied: tuple[str, ...]


def award_bonuses(kept: Mapping[str, tuple[Word, ...]], rules: RuleSettings) -> tuple[Bonus, ...]:
    """The longest-word bonus, then the most-words bonus, for each player's ``kept`` words."""
    by = rules.longest_word_by
    longest = {p: max((word_length(w, by) for w in words), default=0) for p, words in kept.items()}
    counts = {p: len(words) for p, words in kept.items()}
    return (
        _award(LONGEST_WORD, longest, rules.longest_word_bonus, rules.ties),
        _award(MOST_WORDS, counts, rules.most_words_bonus, rules.ties),
    )


def word_length(word: Word, by: LongestWordBy) -> int:
    """How long a word is for the longest-word bonus: its letters ((QU)ITE 5), or its
    cards ((QU)ITE 4) under ``longest_word_by = "cards"``."""
    return len(word.cards) if by == "cards" else word.letter_count


def _award(name: str, measure: Mapping[str, int], value: int, ties: Ties) -> Bonus:
    """Who gets a bonus, and who tied for it when a tie gives it to nobody.

    The best measure wins; a player with no words (measure 0) cannot win.
    """
    best = max(measure.values(), default=0)
    if value == 0 or best == 0:
        return Bonus(name, value, frozenset(), ())
    leaders = tuple(player for player, amount in measure.items() if amount == best)
    if len(leaders) > 1 and ties == "nobody":
        return Bonus(name, value, frozenset(), leaders)
    return Bonus(name, value, frozenset(leaders), ())

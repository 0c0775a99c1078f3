"""The lines under a round that explain its bonuses: which word was longest, and by
what measure (the game's ``longest_word_by``), and what a tie did: gave the bonus to
nobody, or (under ``ties = "all"``) to everyone tied, said once."""

from __future__ import annotations

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS, word_length
from quiddler_score.engine.cards import Word
from quiddler_score.engine.scoring import PlayerRound, RoundResult
from quiddler_score.present.words_list import and_list


def bonus_notes(result: RoundResult) -> list[str]:
    """``longest word: COAT, 4 cards (Ann)``, then ``most words: tied between Ann and
    Bob, so nobody gets it``; a tie that gives everyone the bonus is one line,
    ``longest word: (QU)IT and ZOOO, 4 letters (Chloe and Dee, tied: each gets it)``."""
    lines = []
    longest = [p for p in result.players if LONGEST_WORD in p.bonuses]
    if longest:
        words = and_list([str(_longest(p, result)) for p in longest])
        shared = ", tied: each gets it" if len(longest) > 1 else ""
        lines.append(
            f"{LONGEST_WORD}: {words}, {_size(longest[0], result)}"
            f" ({and_list([p.player for p in longest])}{shared})"
        )
    most = [p.player for p in result.players if MOST_WORDS in p.bonuses]
    if len(most) > 1:
        lines.append(f"{MOST_WORDS}: tied between {and_list(most)}, so each gets it")
    for bonus, tied in result.tied_bonuses:
        if bonus == LONGEST_WORD:
            size = _size(result.of(tied[0]), result)
            lines.append(f"{bonus}: tied at {size} between {and_list(tied)}, so nobody gets it")
        else:
            lines.append(f"{bonus}: tied between {and_list(tied)}, so nobody gets it")
    return lines


def _longest(player: PlayerRound, result: RoundResult) -> Word:
    """The player's longest word (the first, if several are as long)."""
    return max(player.words, key=lambda laid: word_length(laid, result.longest_word_by))


def _size(player: PlayerRound, result: RoundResult) -> str:
    """``4 cards``: the length of the player's longest word, by the game's measure."""
    by = result.longest_word_by
    length = max(word_length(laid, by) for laid in player.words)
    return f"{length} {by}" if length != 1 else f"{length} {by[:-1]}"

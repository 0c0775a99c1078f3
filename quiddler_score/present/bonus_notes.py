"""The lines under a round that explain its bonuses: which word was longest, and by
what measure (the game's ``longest_word_by``), and which bonuses a tie gave nobody."""

from __future__ import annotations

from quiddler_score.engine.bonuses import LONGEST_WORD, word_length
from quiddler_score.engine.scoring import PlayerRound, RoundResult
from quiddler_score.present.words_list import and_list


def bonus_notes(result: RoundResult) -> list[str]:
    """``longest word: COAT, 4 cards (Ann)``, then ``most words: tied between Ann and
    Bob, so nobody gets it``."""
    lines = [
        f"{LONGEST_WORD}: {_longest(p, result)} ({p.player})"
        for p in result.players
        if LONGEST_WORD in p.bonuses
    ]
    for bonus, tied in result.tied_bonuses:
        if bonus == LONGEST_WORD:
            size = _size(result.of(tied[0]), result)
            lines.append(f"{bonus}: tied at {size} between {and_list(tied)}, so nobody gets it")
        else:
            lines.append(f"{bonus}: tied between {and_list(tied)}, so nobody gets it")
    return lines


def _longest(player: PlayerRound, result: RoundResult) -> str:
    """The player's longest word and its length: ``COAT, 4 cards``."""
    word = max(player.words, key=lambda laid: word_length(laid, result.longest_word_by))
    return f"{word}, {_size(player, result)}"


def _size(player: PlayerRound, result: RoundResult) -> str:
    by = result.longest_word_by
    length = max(word_length(laid, by) for laid in player.words)
    return f"{length} {by}" if length != 1 else f"{length} {by[:-1]}"

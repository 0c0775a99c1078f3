"""The lines under a round that explain its bonuses: which word was longest, and by
what measure (the game's ``longest_word_by``), and what a tie did: gave the bonus to
nobody, or (under ``ties = "all"``) to everyone tied, said once."""

from __future__ import annotations

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS, word_length
from quiddler_score.engine.cards import Word
from quiddler_score.engine.scoring import PlayerRound, RoundResult
from quiddler_score.language import _, ngettext
from quiddler_score.present.marks import bonus_name
from quiddler_score.present.words_list import and_list


def bonus_notes(result: RoundResult) -> list[str]:
    """``longest word: COAT, 4 cards (Ann)``, then ``most words: tied between Ann and
    Bob, so nobody gets it``; a tie that gives everyone the bonus is one line,
    ``longest word: (QU)IT and ZOOO, 4 letters (Chloe and Dee, tied: each gets it)``."""
    lines = []
    longest = [p for p in result.players if LONGEST_WORD in p.bonuses]
    if longest:
        words = and_list([str(_longest(p, result)) for p in longest])
        if len(longest) > 1:
            # Translators: a round's note: the longest words, their length ("4 letters")
            # and the players tied on it, who each get the bonus.
            note = _("{bonus}: {words}, {size} ({players}, tied: each gets it)")
        else:
            # Translators: a round's note: the longest word, its length ("4 letters"), its player.
            note = _("{bonus}: {words}, {size} ({players})")
        lines.append(
            note.format(
                bonus=bonus_name(LONGEST_WORD),
                words=words,
                size=_size(longest[0], result),
                players=and_list([p.player for p in longest]),
            )
        )
    most = [p.player for p in result.players if MOST_WORDS in p.bonuses]
    if len(most) > 1:
        # Translators: a round's note: the players tied on a bonus, who each get it.
        note = _("{bonus}: tied between {players}, so each gets it")
        lines.append(note.format(bonus=bonus_name(MOST_WORDS), players=and_list(most)))
    for bonus, tied in result.tied_bonuses:
        if bonus == LONGEST_WORD:
            size = _size(result.of(tied[0]), result)
            # Translators: a round's note: the players tied on the longest word's length
            # ("4 letters"), so the bonus goes to nobody.
            note = _("{bonus}: tied at {size} between {players}, so nobody gets it")
            lines.append(note.format(bonus=bonus_name(bonus), size=size, players=and_list(tied)))
        else:
            # Translators: a round's note: the players tied on a bonus, so it goes to nobody.
            note = _("{bonus}: tied between {players}, so nobody gets it")
            lines.append(note.format(bonus=bonus_name(bonus), players=and_list(tied)))
    return lines


def _longest(player: PlayerRound, result: RoundResult) -> Word:
    """The player's longest word (the first, if several are as long)."""
    return max(player.words, key=lambda laid: word_length(laid, result.longest_word_by))


def _size(player: PlayerRound, result: RoundResult) -> str:
    """``4 cards``: the length of the player's longest word, by the game's measure."""
    by = result.longest_word_by
    length = max(word_length(laid, by) for laid in player.words)
    if by == "cards":
        return ngettext("{count} card", "{count} cards", length).format(count=length)
    return ngettext("{count} letter", "{count} letters", length).format(count=length)

"""One game in a few numbers per player: what ``stats`` adds up across game nights.

A summary is plain JSON data made from a game's scores alone, so the store keeps it
beside the log, written in the same transaction as each entry and tagged with the log's
length; ``games`` and ``stats`` then read summaries instead of folding every game again.
The game's id, name and start come from its row in the store, not from the summary.
"""

from __future__ import annotations

from typing import Any

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.scoring import RoundResult, Scoreboard

# A kept summary of another format (an older version's) is made anew from the log.
SUMMARY_FORMAT = 2


def summarize(open_round: int | None, board: Scoreboard) -> dict[str, Any]:
    """The game's standing and each player's numbers, as JSON data."""
    return {
        "format": SUMMARY_FORMAT,
        "complete": board.complete,
        "open_round": open_round,
        "rounds": len(board.rounds),
        "totals": board.totals,
        "winners": list(board.winners),
        "leaders": list(board.leaders),
        "players": {player: _player(board, player) for player in board.table.players},
    }


def _player(board: Scoreboard, player: str) -> dict[str, Any]:
    rounds = [result.of(player) for result in board.rounds]
    return {
        "best_round": max((r.round_score for r in rounds), default=None),
        "went_out": sum(r.went_out for r in rounds),
        "longest_word_bonus": sum(LONGEST_WORD in r.bonuses for r in rounds),
        "most_words_bonus": sum(MOST_WORDS in r.bonuses for r in rounds),
        "challenges": _challenges(board.rounds, player),
        "longest_word": _top_word(board.rounds, player, by_letters=True),
        "best_word": _top_word(board.rounds, player, by_letters=False),
    }


def _challenges(rounds: tuple[RoundResult, ...], player: str) -> dict[str, int]:
    """Challenges ``player`` made: won (the word was struck) or lost (the penalty paid).

    ``points`` is what they swung for the challenger: the struck word's value for each
    won, less the penalty paid for each lost.
    """
    made = [c for result in rounds for c in result.challenges if c.challenger == player]
    won = [c for c in made if not c.acceptable]
    return {
        "made": len(made),
        "won": len(won),
        "lost": len(made) - len(won),
        "points": sum(c.word.points for c in won) - sum(c.penalty for c in made),
    }


def _top_word(
    rounds: tuple[RoundResult, ...], player: str, *, by_letters: bool
) -> dict[str, Any] | None:
    """The player's longest (or highest-scoring) word that stood; the earliest on a tie."""
    best: tuple[int, str, int] | None = None
    for result in rounds:
        for laid in result.of(player).words:
            measure = laid.letter_count if by_letters else laid.points
            if best is None or measure > best[0]:
                best = (measure, str(laid), result.number)
    if best is None:
        return None
    measure, word, number = best
    return {"word": word, "letters" if by_letters else "points": measure, "round": number}

"""What each player's cards allowed in a saved game's rounds, beside what they played."""

from __future__ import annotations

from collections.abc import Callable

from quiddler_score.engine.scoring import RoundResult
from quiddler_score.games.state import GameState
from quiddler_score.words.best_play import solver_for
from quiddler_score.words.solver import BestPlay

BestPlays = Callable[[RoundResult, str], BestPlay]


def best_plays_for(state: GameState) -> BestPlays:
    """For a scored round and a player, the best play of the cards they held.

    Judged by the game's dictionary under its house rules; raises DictionaryUnavailable
    when the dictionary or the lists it needs cannot be opened.
    """
    solve = solver_for(state.table.dictionary, state.table.rules)

    def best(result: RoundResult, player: str) -> BestPlay:
        hand = state.hands[result.number][player]
        held = tuple(card for word in hand.words for card in word.cards) + hand.unused
        return solve(held, None)

    return best

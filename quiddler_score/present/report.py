"""A scoreboard as plain data: the JSON of ``score --json``, ``board --json`` and exports."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from quiddler_score.engine.scoring import ChallengeResult, PlayerRound, RoundResult, Scoreboard
from quiddler_score.engine.verdict import Ruling
from quiddler_score.games.state import GameState
from quiddler_score.language import ENGLISH, speaking

if TYPE_CHECKING:
    from quiddler_score.games.best_plays import BestPlays


def scoreboard_data(board: Scoreboard) -> dict[str, Any]:
    table = board.table
    next_round = board.next_round
    return {
        "players": list(table.players),
        "dictionary": table.dictionary,
        "rules": table.rules.to_table(),
        "rounds": [round_data(result) for result in board.rounds],
        "totals": board.totals,
        # RULES.md section 8: what each handicap gave, and the totals the game is won
        # on (the totals themselves when there are no handicaps).
        "handicaps": board.handicaps,
        "handicapped_totals": board.handicapped_totals,
        "complete": board.complete,
        # Over once the last round's challenges are too: only then do the leaders win.
        "over": board.over,
        "leaders": list(board.leaders),
        # As in the contract: the players on the highest total so far; the
        # result is final once "complete" is true (RULES.md: the win comes after round 8).
        "winners": list(board.leaders),
        "next_round": next_round,
        "next_dealer": None if next_round is None else table.dealer(next_round),
        "next_first_player": None if next_round is None else table.first_player(next_round),
    }


def round_data(result: RoundResult) -> dict[str, Any]:
    return {
        "round": result.number,
        "cards": result.cards,
        "dealer": result.dealer,
        "first_player": result.first_player,
        "went_out": result.went_out,
        "players": {p.player: player_round_data(p) for p in result.players},
        "challenges": [challenge_data(c) for c in result.challenges],
        "tied_bonuses": {bonus: list(tied) for bonus, tied in result.tied_bonuses},
    }


def player_round_data(result: PlayerRound) -> dict[str, Any]:
    return {
        "words": [str(word) for word in result.words],
        "struck": [str(struck.word) for struck in result.struck],
        "struck_reasons": {str(s.word): s.reason for s in result.struck},
        "unused": [str(card) for card in result.unused],
        "word_points": result.word_points,
        "unused_points": result.unused_points,
        "struck_points": result.struck_points,
        "bonus": result.bonus,
        "bonuses": list(result.bonuses),
        "penalty": result.penalty,
        "round_score": result.round_score,
        "total": result.total,
        "went_out": result.went_out,
        "notes": _in_english(result.notes),
    }


def _in_english(notes: Sequence[object]) -> list[str]:
    """A round's notes as JSON keeps them, in English whatever the language (a note is
    said in the language in force when made text)."""
    with speaking(ENGLISH):
        return [str(note) for note in notes]


def challenge_data(result: ChallengeResult) -> dict[str, Any]:
    return {
        "by": result.challenger,
        "player": result.player,
        "word": str(result.word),
        "acceptable": result.acceptable,
        "decided_by": result.decided_by,
        "ruling": None if result.ruling is None else Ruling.of(result.ruling).value,
        "verdict": None if result.verdict is None else result.verdict.to_json(),
        "penalty": result.penalty,
    }


def entry_data(
    entry: Mapping[str, Any],
    warnings: Sequence[str],
    state: GameState,
    scoreboard: Scoreboard | None,
) -> dict[str, Any]:
    """A saved entry as ``record --json`` and ``challenge --json`` print it.

    ``scoreboard`` is None when the scores cannot be worked out (say, the dictionary
    cannot be opened): the entry is saved all the same, and a warning says why.
    """
    number = int(entry["round"])
    return {
        "entry": dict(entry),
        "warnings": list(warnings),
        "round_complete": number <= state.complete_rounds,
        "waiting_for": list(state.waiting_for()),
        "scoreboard": None if scoreboard is None else scoreboard_data(scoreboard),
    }


def board_data(
    game_id: int, state: GameState, scoreboard: Scoreboard, best: BestPlays | None = None
) -> dict[str, Any]:
    """``board --json``: the scoreboard, the game, who the round still needs, best plays."""
    data = scoreboard_data(scoreboard)
    data["game"] = {"id": game_id, "name": state.title}
    data["waiting_for"] = list(state.waiting_for())
    if best is not None:
        for result, round_data in zip(scoreboard.rounds, data["rounds"], strict=True):
            for player, player_data in round_data["players"].items():
                player_data["best_possible"] = best(result, player).best.score
    return data

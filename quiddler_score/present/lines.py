"""One-line texts about a game: a recorded hand, a log entry, a list of names."""

from __future__ import annotations

from quiddler_score.games.events import (
    ChallengeMade,
    Event,
    GameCreated,
    HandRecorded,
    PlayerRenamed,
    Undo,
    payload_of,
)
from quiddler_score.games.state import GameState


def hand_summary(state: GameState, number: int, player: str) -> str:
    """``OX (14); unused E (−2); went out``: a recorded hand as the table checks it."""
    hand = state.hands[number][player]
    text = " ".join(f"{w} ({w.points})" for w in hand.words) or "no words"
    if hand.unused:
        unused = " ".join(str(card) for card in hand.unused)
        text += f"; unused {unused} (−{sum(card.points for card in hand.unused)})"
    if state.went_out.get(number) == player:
        text += "; went out"
    return text


def describe(event: Event) -> str:
    """One line for ``history`` and ``undo``."""
    match payload_of(event):
        case GameCreated() as p:
            return f"new game: {', '.join(p.players)}"
        case HandRecorded() as p:
            text = f"round {p.round}, {p.player}: {' '.join(p.words) or 'no words'}"
            text += f"; unused {' '.join(p.unused)}" if p.unused else ""
            text += " (went out)" if p.went_out else ""
            return text + (" (correction)" if p.correction else "")
        case ChallengeMade() as p:
            ruling = f", table ruled {p.ruling}" if p.ruling else ""
            return f"round {p.round}: {p.by} challenged {p.player}'s {p.word}{ruling}"
        case Undo():
            return "undo"
        case PlayerRenamed() as p:
            return f"{p.old} renamed {p.new}"


def waiting_line(state: GameState) -> str | None:
    """Who the round being recorded still needs, once any of its hands is in."""
    waiting = state.waiting_for()
    if waiting and state.hands.get(state.open_round or 0):
        return f"Round {state.open_round} still needs: {', '.join(waiting)}."
    return None

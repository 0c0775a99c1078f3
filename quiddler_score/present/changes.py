"""Who is on top, said plainly: a card's headline, and what an entry changed in the
standings (a new winner or a new leader)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.present.words_list import and_list


def headline(scoreboard: Scoreboard, before_any: str = "No rounds played yet") -> str:
    """Who won, or who leads so far: "Ann wins with 187 points"; ``before_any`` before
    the first round."""
    if not scoreboard.rounds:
        return before_any
    leaders = scoreboard.leaders
    total = scoreboard.handicapped_totals[leaders[0]]  # the total the game is won on
    points = f"{total} point" if abs(total) == 1 else f"{total} points"
    names = and_list(leaders)
    shared = len(leaders) > 1
    if scoreboard.winners:  # the leaders, once the game is over
        return f"{names} {'share the win' if shared else 'wins'} with {points}"
    played = len(scoreboard.rounds)
    verb = "share the lead" if shared else "leads"
    return f"{names} {verb} after round {played} with {points}"


def ranked(totals: Mapping[str, int]) -> Iterator[tuple[int, str, int]]:
    """(rank, player, total), highest first; equal totals share a rank, seating order kept."""
    ordered = sorted(totals.items(), key=lambda item: -item[1])
    for player, total in ordered:
        yield 1 + sum(1 for other in totals.values() if other > total), player, total


def standing_change(before: Scoreboard, after: Scoreboard) -> str | None:
    """A sentence when ``after`` has another winner (after round 8) or leader than ``before``."""
    if not after.rounds or set(before.leaders) == set(after.leaders):
        return None
    finished = before.complete and after.complete
    what, verb = ("winner", "win") if finished else ("lead", "lead")
    now, was = _on_top(after, verb), _on_top(before, verb)
    return f"This changes the {what}: {now} (before it: {was})."


def _on_top(board: Scoreboard, verb: str) -> str:
    leaders = board.leaders
    if not leaders:
        return "nobody"
    verb = verb if len(leaders) > 1 else f"{verb}s"
    return f"{and_list(leaders)} {verb} with {board.handicapped_totals[leaders[0]]}"

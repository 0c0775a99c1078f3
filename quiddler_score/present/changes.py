"""Who is on top, said plainly: a card's headline, and what an entry changed in the
standings (a new winner or a new leader)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.language import _, ngettext, number
from quiddler_score.present.words_list import and_list


def headline(scoreboard: Scoreboard, before_any: str | None = None) -> str:
    """Who won, or who leads so far: "Ann wins with 187 points"; ``before_any`` before
    the first round ("No rounds played yet" when not given)."""
    if not scoreboard.rounds:
        return _("No rounds played yet") if before_any is None else before_any
    leaders = scoreboard.leaders
    total = scoreboard.handicapped_totals[leaders[0]]  # the total the game is won on
    points = ngettext("{total} point", "{total} points", abs(total)).format(total=number(total))
    names = and_list(leaders)
    if scoreboard.winners:  # the leaders, once the game is over
        # Translators: a game's headline; {points} is "187 points". The plural is said of
        # several players level at the top.
        won = ngettext(
            "{names} wins with {points}", "{names} share the win with {points}", len(leaders)
        )
        return won.format(names=names, points=points)
    # Translators: a game's headline; {points} is "87 points". The plural is said of
    # several players level at the top.
    leading = ngettext(
        "{names} leads after round {round} with {points}",
        "{names} share the lead after round {round} with {points}",
        len(leaders),
    )
    return leading.format(names=names, round=len(scoreboard.rounds), points=points)


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
    now, was = _on_top(after, won=finished), _on_top(before, won=finished)
    if finished:
        # Translators: {now} and {was} are "Ann wins with 187", before and after an entry.
        return _("This changes the winner: {now} (before it: {was}).").format(now=now, was=was)
    # Translators: {now} and {was} are "Ann leads with 87", before and after an entry.
    return _("This changes the lead: {now} (before it: {was}).").format(now=now, was=was)


def _on_top(board: Scoreboard, *, won: bool) -> str:
    leaders = board.leaders
    if not leaders:
        # Translators: nobody leads (no round scored yet).
        return _("nobody")
    total = number(board.handicapped_totals[leaders[0]])
    if won:
        said = ngettext("{names} wins with {total}", "{names} win with {total}", len(leaders))
    else:
        said = ngettext("{names} leads with {total}", "{names} lead with {total}", len(leaders))
    return said.format(names=and_list(leaders), total=total)

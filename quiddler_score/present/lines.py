"""One-line texts about a game: a recorded hand, a log entry, a club record it set."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from quiddler_score.engine.scoring import ChallengeResult, RoundResult, Scoreboard
from quiddler_score.games.errors import DamagedEntry
from quiddler_score.games.events import (
    ChallengeMade,
    Event,
    GameCreated,
    GameImported,
    GameRenamed,
    HandRecorded,
    Kind,
    OutNamed,
    PlayerRenamed,
    Redo,
    RoundClosed,
    Undo,
    kind_of,
    payload_of,
)
from quiddler_score.games.state import GameState
from quiddler_score.present.words_list import and_list

if TYPE_CHECKING:  # the lines of a game need not load the club's records
    from quiddler_score.games.stats.new_records import NewRecord


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
    """One line for ``history`` and ``undo``; a damaged entry is named as such."""
    try:
        payload = payload_of(event)
    except DamagedEntry as error:
        return f"{event.kind}: {error}"
    match payload:
        case GameCreated() as p:
            return f"new game: {', '.join(p.players)}"
        case HandRecorded() as p:
            text = f"round {p.round}, {p.player}: {' '.join(p.words) or 'no words'}"
            text += f"; unused {' '.join(p.unused)}" if p.unused else ""
            text += " (went out)" if p.went_out else ""
            return text + (" (correction)" if p.correction else "")
        case ChallengeMade() as p:
            ruling = f", table ruled {p.ruling}" if p.ruling else ""
            return f"{_challenged(p)}{ruling}"
        case Undo() | Redo():
            return str(kind_of(payload))  # "undo", "redo"
        case PlayerRenamed() as p:
            return f"{p.old} renamed {p.new}"
        case GameRenamed(name=None):
            return "the game's name is the players' names again"
        case GameRenamed() as p:
            return f"the game is named {p.name!r}"
        case RoundClosed() as p:
            return f"round {p.round}: no more challenges"
        case OutNamed() as p:
            return f"round {p.round}: {p.player or 'nobody'} went out"
        case GameImported() as p:
            scores = ", ".join(f"{n} {t}" for n, t in zip(p.players, p.totals, strict=True))
            return f"imported from {p.source or 'a score sheet'}: {scores} ({p.played_on})"


def waiting_line(state: GameState) -> str | None:
    """Who the round being recorded still needs, once any of its hands is in."""
    waiting = state.waiting_for()
    if waiting and state.hands.get(state.open_round or 0):
        return f"Round {state.open_round} still needs: {', '.join(waiting)}."
    return None


def local_time(stored: str, *, seconds: bool = False) -> str:
    """A stored time (UTC, ISO 8601) as the local ``YYYY-MM-DD HH:MM``, ``:SS`` if asked.

    Text that is not such a time is shown as it is, cut to the same length; no text at
    all (a game whose start cannot be read) as ``unknown``.
    """
    width = 19 if seconds else 16
    try:
        moment = datetime.fromisoformat(stored)
        if moment.tzinfo is not None:
            moment = moment.astimezone()
    except (ValueError, OverflowError):  # OverflowError: a time at the end of the calendar
        return (stored[:width].replace("T", " ") or "unknown").ljust(width)
    # isoformat, not strftime: the year always in four digits (0001, not 1)
    return moment.replace(tzinfo=None).isoformat(" ", "seconds" if seconds else "minutes")


def standing_line(game: Mapping[str, Any]) -> str:
    """``round 4 of 8, Ann leads with 87`` or ``finished, Ann and Bob won with 180``.

    ``game`` is a game as ``games --json`` lists it: its round (of how many), winners,
    leaders, totals.
    """
    totals, leaders = game["totals"], game["leaders"]
    given = game.get("handicaps", {})  # RULES.md section 8: the game is won with them

    def points(player: str) -> str:
        if player not in given:
            return str(totals[player])
        return f"{totals[player] + given[player]}, handicap included"

    def leading() -> str:
        verb = "leads" if len(leaders) == 1 else "lead"
        return f"{and_list(leaders)} {verb} with {points(leaders[0])}"

    if game["round"] is None and leaders and not game["winners"]:
        return f"round {game['of']}'s challenges open, {leading()}"
    if game["round"] is None:
        winners = game["winners"]
        won = f", {and_list(winners)} won with {points(winners[0])}" if winners else ""
        return f"{'imported' if game.get('imported') else 'finished'}{won}"
    text = f"round {game['round']} of {game['of']}"
    return f"{text}, {leading()}" if leaders else f"{text}, no scores yet"


UNDECIDED = "decided when the round is complete"


def _challenged(entry: ChallengeMade) -> str:
    return f"round {entry.round}: {entry.by} challenged {entry.player}'s {entry.word}"


def challenge_lines(state: GameState, scoreboard: Scoreboard) -> dict[int, str]:
    """``history``'s line for each challenge in force, with its outcome, by entry number.

    ``round 2: Ann challenged Cy's BE: acceptable (dictionary), Ann loses 10``; a
    challenge in a round not complete yet is decided when the round is complete. A
    round's challenges are scored in the order their entries are in force, so the n-th
    challenge entry of a round is the n-th challenge of the round's result. Names are
    the entry's own, as :func:`describe` shows them, even after a rename.
    """
    lines: dict[int, str] = {}
    seen: dict[int, int] = {}
    for event in state.effective:
        if event.kind != Kind.CHALLENGE:
            continue
        entry = payload_of(event)
        assert isinstance(entry, ChallengeMade)
        index = seen.get(entry.round, 0)
        seen[entry.round] = index + 1
        if entry.round > len(scoreboard.rounds):
            lines[event.seq] = f"{describe(event)}: {UNDECIDED}"
            continue
        result = scoreboard.rounds[entry.round - 1]
        if index < len(result.challenges):
            outcome = challenge_outcome(result, result.challenges[index], entry)
            lines[event.seq] = f"{_challenged(entry)}: {outcome}"
    return lines


def challenge_outcome(result: RoundResult, challenge: ChallengeResult, entry: ChallengeMade) -> str:
    """``acceptable (dictionary), Ann loses 10``, ``struck (table ruled unacceptable), Cy loses 5``.

    An acceptable word costs the challenger its value; a struck word costs its owner its
    value (every copy the owner laid down), since its cards count as unused.
    """
    if challenge.acceptable:
        return f"acceptable ({_ruled_by(challenge)}), {entry.by} loses {challenge.penalty}"
    lost = sum(
        struck.word.points
        for struck in result.of(challenge.player).struck
        if struck.word.letters == challenge.word.letters
    )
    return f"struck ({_ruled_by(challenge)}), {entry.player} loses {lost}"


def _ruled_by(challenge: ChallengeResult) -> str:
    if challenge.ruling is None:
        return "dictionary"
    ruled = f"table ruled {'acceptable' if challenge.ruling else 'unacceptable'}"
    if challenge.verdict is not None and challenge.verdict.accepted != challenge.ruling:
        ruled += ", overruling the dictionary"
    return ruled


def new_record_line(record: NewRecord) -> str:
    """``New club record! Bob's 72 in round 5 is the highest round (was 68, Ann).``"""
    if record.kind == "longest_word":
        return (
            f"New club record! {record.player}'s {record.word} in round {record.round}, "
            f"{record.value} letters, is the longest word "
            f"(was {record.beaten} letters, {record.beaten_by})."
        )
    was = f"(was {record.beaten}, {record.beaten_by})"
    if record.kind == "highest_total":
        return f"New club record! {record.player}'s total of {record.value} is the highest {was}."
    return (
        f"New club record! {record.player}'s {record.value} in round {record.round} "
        f"is the highest round {was}."
    )


DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)  # fmt: skip


def long_date(day: str) -> str:
    """A day as a card for people says it: 2026-12-01 is "Tuesday 1 December 2026".

    In English whatever the computer's language (strftime would follow the locale); text
    that is not a YYYY-MM-DD day is kept as it is, "" included.
    """
    try:
        when = date.fromisoformat(day)
    except ValueError:
        return day
    return f"{DAYS[when.weekday()]} {when.day} {MONTHS[when.month - 1]} {when.year}"

"""What the live board shows of a game, as plain values: the page is made of these alone.

Pure: it takes the game's state and scoreboard and each player's look, and returns frozen
values with every sentence already worded, so that the page's template only lays them
out and a test can read what a phone would show without a browser.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.scoring import ChallengeResult, PlayerRound, RoundResult, Scoreboard
from quiddler_score.games.state import GameState
from quiddler_score.present.bonus_notes import bonus_notes
from quiddler_score.present.changes import headline, ranked
from quiddler_score.present.live_chart import Chart, running_totals
from quiddler_score.present.live_looks import Look
from quiddler_score.present.marks import MARKS, OUT_MARK, PENALTY_MARK, STRUCK_MARK
from quiddler_score.present.rules_said import rules_line
from quiddler_score.present.words_list import and_list


@dataclass(frozen=True)
class Mark:
    """A mark beside a score and what it stands for, said in words for a screen reader."""

    symbol: str
    meaning: str


@dataclass(frozen=True)
class Standing:
    rank: int
    look: Look
    total: int
    last: str  # the last round's score, signed ("+13"), or "" before the first round
    ahead: bool  # leads, or has won once the game is over


@dataclass(frozen=True)
class LiveHand:
    """One player's row of a round: what they laid, what it scored."""

    look: Look
    words: tuple[str, ...]
    struck: tuple[tuple[str, str], ...]  # (word, why it was struck)
    unused: tuple[str, ...]
    marks: tuple[Mark, ...]
    score: str
    total: int


@dataclass(frozen=True)
class LiveRound:
    number: int
    heading: str
    hands: tuple[LiveHand, ...]
    notes: tuple[str, ...]


@dataclass(frozen=True)
class LiveBoard:
    title: str
    headline: str
    over: bool
    standings: tuple[Standing, ...]
    next_up: str  # who deals and plays first next, or "" once the game is over
    waiting: str  # whose hands the open round still needs, once one is in
    last_challenge: str
    chart: Chart | None
    rounds: tuple[LiveRound, ...]  # the latest first
    rules: str
    legend: tuple[Mark, ...]


def live_board(
    state: GameState, scoreboard: Scoreboard, looks: Mapping[str, Look], title: str
) -> LiveBoard:
    """The page's content for the game as ``state`` and its ``scoreboard`` leave it."""
    players = scoreboard.table.players
    return LiveBoard(
        title=title,
        headline=headline(scoreboard, "No round scored yet"),
        over=bool(scoreboard.winners),
        standings=standings(scoreboard, looks),
        next_up=next_up(scoreboard),
        waiting=waiting(state),
        last_challenge=last_challenge(scoreboard),
        chart=running_totals(scoreboard, [looks[p] for p in players])
        if scoreboard.rounds
        else None,
        rounds=tuple(_round(result, looks) for result in reversed(scoreboard.rounds)),
        rules=rules_line(scoreboard),
        legend=LEGEND,
    )


def standings(scoreboard: Scoreboard, looks: Mapping[str, Look]) -> tuple[Standing, ...]:
    """Highest total first; equal totals share a rank and keep the seating order."""
    ahead = set(scoreboard.winners or scoreboard.leaders)
    last = scoreboard.rounds[-1] if scoreboard.rounds else None
    return tuple(
        Standing(
            rank=rank,
            look=looks[player],
            total=total,
            last="" if last is None else f"{last.of(player).round_score:+d}",
            ahead=player in ahead,
        )
        for rank, player, total in ranked(scoreboard.totals)
    )


def next_up(scoreboard: Scoreboard) -> str:
    number = scoreboard.next_round
    if number is None:
        return ""
    table = scoreboard.table
    return (
        f"Round {number}: {table.cards_in_round(number)} cards each. {table.dealer(number)} deals, "
        f"{table.first_player(number)} plays first."
    )


def waiting(state: GameState) -> str:
    """Whose hands the open round still needs, said once the first hand of it is in."""
    missing = state.waiting_for()
    if not missing or len(missing) == len(state.table.players):
        return ""
    return f"Waiting for {and_list(missing)}."


def last_challenge(scoreboard: Scoreboard) -> str:
    """The latest round's last challenge and how it was decided, or ""."""
    for result in reversed(scoreboard.rounds):
        if result.challenges:
            return challenge_line(result.number, result.challenges[-1])
    return ""


def challenge_line(number: int, challenge: ChallengeResult) -> str:
    judged = "the table ruled it" if challenge.ruling is not None else "the dictionary says"
    outcome = "acceptable" if challenge.acceptable else "not acceptable, struck"
    line = (
        f"Round {number}: {challenge.challenger} challenged {challenge.player}'s "
        f"{challenge.word}; {judged} {outcome}."
    )
    if challenge.verdict is not None:
        line += f" {challenge.verdict.reason.rstrip('.')}."
    if challenge.penalty:
        line += f" {challenge.challenger} loses {challenge.penalty}."
    return line


def _round(result: RoundResult, looks: Mapping[str, Look]) -> LiveRound:
    heading = f"Round {result.number}: {result.cards} cards, {result.dealer} dealt"
    if result.went_out is not None:
        heading += f", {result.went_out} went out"
    notes = tuple(bonus_notes(result))
    return LiveRound(
        result.number, heading, tuple(_hand(p, looks[p.player]) for p in result.players), notes
    )


LEGEND = (
    Mark(MARKS[LONGEST_WORD], "longest word"),
    Mark(MARKS[MOST_WORDS], "most words"),
    Mark(STRUCK_MARK, "word struck"),
    Mark(PENALTY_MARK, "challenge lost"),
    Mark(OUT_MARK, "went out"),
)


def _hand(result: PlayerRound, look: Look) -> LiveHand:
    marks = [
        Mark(MARKS[name], f"{name} +{value}")  # the bonus's name: "longest word +10"
        for name, value in zip(result.bonuses, result.bonus_values, strict=True)
    ]
    if result.penalty:
        marks.append(Mark(PENALTY_MARK, f"challenge lost −{result.penalty}"))
    if result.went_out:
        marks.append(Mark(OUT_MARK, "went out"))
    return LiveHand(
        look=look,
        words=tuple(str(word) for word in result.words),
        struck=tuple((f"{STRUCK_MARK}{s.word}", s.reason) for s in result.struck),
        unused=tuple(str(card) for card in result.unused),
        marks=tuple(marks),
        score=f"{result.round_score:+d}",
        total=result.total,
    )

"""What the live board shows of a game, as plain values: the page is made of these alone.

Pure: it takes the game's state and scoreboard and each player's look, and returns frozen
values with every sentence already worded, so that the page's template only lays them
out and a test can read what a phone would show without a browser. Every sentence is
said in the language in force (the server makes the board in each language its pages
speak); the words played and the cards stay as typed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.scoring import ChallengeResult, PlayerRound, RoundResult, Scoreboard
from quiddler_score.games.state import GameState
from quiddler_score.language import N_, _
from quiddler_score.present.bonus_notes import bonus_notes
from quiddler_score.present.changes import headline, ranked
from quiddler_score.present.live_chart import Chart, running_totals
from quiddler_score.present.live_looks import Look
from quiddler_score.present.marks import MARKS, OUT_MARK, PENALTY_MARK, STRUCK_MARK
from quiddler_score.present.rules_said import rules_line
from quiddler_score.present.words_list import and_list
from quiddler_score.words import reasons
from quiddler_score.words.reasons import said_reason


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
        headline=headline(scoreboard, _("No round scored yet")),
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
        legend=tuple(Mark(mark.symbol, _(mark.meaning)) for mark in LEGEND),
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
    coming = scoreboard.next_round
    if coming is None:
        return ""
    table = scoreboard.table
    return _("Round {round}: {cards} cards each. {dealer} deals, {player} plays first.").format(
        round=coming,
        cards=table.cards_in_round(coming),
        dealer=table.dealer(coming),
        player=table.first_player(coming),
    )


def waiting(state: GameState) -> str:
    """Whose hands the open round still needs, said once the first hand of it is in."""
    missing = state.waiting_for()
    if not missing or len(missing) == len(state.table.players):
        return ""
    # Translators: {players} is a list of names, "Ann, Bob and Cy".
    return _("Waiting for {players}.").format(players=and_list(missing))


def last_challenge(scoreboard: Scoreboard) -> str:
    """The latest round's last challenge and how it was decided, or ""."""
    for result in reversed(scoreboard.rounds):
        if result.challenges:
            return challenge_line(result.number, result.challenges[-1])
    return ""


def challenge_line(round_number: int, challenge: ChallengeResult) -> str:
    """``Round 3: Bob challenged Ann's QUIXZ; the dictionary says not acceptable,
    struck. Not in the dictionary. Bob loses 10.``: each sentence one message."""
    names = {
        "round": round_number,
        "challenger": challenge.challenger,
        "player": challenge.player,
        "word": challenge.word,
    }
    # Translators: {word} is the word challenged, as played (QUIXZ); {player} played it.
    if challenge.ruling is not None and challenge.acceptable:
        line = _(
            "Round {round}: {challenger} challenged {player}'s {word}; "
            "the table ruled it acceptable."
        )
    elif challenge.ruling is not None:
        line = _(
            "Round {round}: {challenger} challenged {player}'s {word}; "
            "the table ruled it not acceptable, struck."
        )
    elif challenge.acceptable:
        line = _(
            "Round {round}: {challenger} challenged {player}'s {word}; "
            "the dictionary says acceptable."
        )
    else:
        line = _(
            "Round {round}: {challenger} challenged {player}'s {word}; "
            "the dictionary says not acceptable, struck."
        )
    sentences = [line.format(**names)]
    if challenge.verdict is not None:
        sentences.append(f"{said_reason(challenge.verdict).rstrip('.')}.")
    if challenge.penalty:
        # Translators: {challenger} lost the challenge, and {points} points with it.
        sentences.append(
            _("{challenger} loses {points}.").format(
                challenger=challenge.challenger, points=challenge.penalty
            )
        )
    return " ".join(sentences)


def _round(result: RoundResult, looks: Mapping[str, Look]) -> LiveRound:
    if result.went_out is None:
        heading = _("Round {round}: {cards} cards, {dealer} dealt")
    else:
        heading = _("Round {round}: {cards} cards, {dealer} dealt, {player} went out")
    heading = heading.format(
        round=result.number, cards=result.cards, dealer=result.dealer, player=result.went_out
    )
    notes = tuple(bonus_notes(result))
    return LiveRound(
        result.number, heading, tuple(_hand(p, looks[p.player]) for p in result.players), notes
    )


# The marks' meanings, in English (translated where the board is made).
LEGEND = (
    Mark(MARKS[LONGEST_WORD], N_("longest word")),
    Mark(MARKS[MOST_WORDS], N_("most words")),
    Mark(STRUCK_MARK, N_("word struck")),
    Mark(PENALTY_MARK, N_("challenge lost")),
    Mark(OUT_MARK, N_("went out")),
)
# The bonuses by the names the scores keep (in English), as a person reads them.
BONUS_NAMES = {LONGEST_WORD: N_("longest word"), MOST_WORDS: N_("most words")}


def bonus_name(name: str) -> str:
    """A bonus's name, kept in English with the scores, in the language in force."""
    return _(BONUS_NAMES.get(name, name))


def _hand(result: PlayerRound, look: Look) -> LiveHand:
    marks = [
        # Translators: a bonus and its points, "longest word +10".
        Mark(MARKS[name], _("{bonus} +{points}").format(bonus=bonus_name(name), points=value))
        for name, value in zip(result.bonuses, result.bonus_values, strict=True)
    ]
    if result.penalty:
        marks.append(
            Mark(PENALTY_MARK, _("challenge lost −{points}").format(points=result.penalty))
        )
    if result.went_out:
        marks.append(Mark(OUT_MARK, _("went out")))
    return LiveHand(
        look=look,
        words=tuple(str(word) for word in result.words),
        struck=tuple((f"{STRUCK_MARK}{s.word}", reasons.said(s.reason)) for s in result.struck),
        unused=tuple(str(card) for card in result.unused),
        marks=tuple(marks),
        score=f"{result.round_score:+d}",
        total=result.total,
    )

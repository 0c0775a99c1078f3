"""A game's summary made from its rounds without the whole scoreboard.

The summary ``games`` and ``stats`` read (see :mod:`quiddler_score.games.summary`) needs
of each round only each player's score, the words that stood, the bonuses and who went
out: not the engine's result of every round with every field of every player. Each
round is checked by the engine as any round is, its challenges decided and words struck
by the engine, and scored here with the engine's own bonuses and clamp; a hand that
loses no word is measured by what it keeps worked out on it (its points, its longest
and best word: the same hand object in every game that holds it). The summary is the
one :func:`quiddler_score.games.summary.summarize` makes from the scoreboard, to the
order of its keys (tests/test_quick_summary.py compares the two on random logs); the
first ``stats`` after an upgrade makes one for every game of a club.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS, Bonus, award_measured
from quiddler_score.engine.cards import Word
from quiddler_score.engine.checks import verify_round
from quiddler_score.engine.plays import Hand, RoundPlay
from quiddler_score.engine.scoring import (
    ChallengeResult,
    Judge,
    Struck,
    clamped,
    decide,
    kept_words,
    struck_words,
)
from quiddler_score.engine.table import Table
from quiddler_score.games.state import GameState
from quiddler_score.games.summary import (
    COMEBACK_FROM,
    SUMMARY_FORMAT,
    challenge_counts,
    top_word,
)


class _Played(NamedTuple):
    """One player's round, as the summary reads it."""

    number: int
    score: int
    words: int  # how many stood
    longest: Word | None  # the first of those with the most letters
    best: Word | None  # the first of those worth the most points
    bonuses: tuple[str, ...]
    went_out: bool


def quick_summary(state: GameState, judge: Judge | None) -> dict[str, Any]:
    """The game's summary, as ``summarize`` makes it from its scoreboard: words judged
    by the verdicts kept in the log, then by ``judge``."""
    table = state.table
    plays = state.round_plays()
    totals = dict.fromkeys(table.players, 0)
    played: dict[str, list[_Played]] = {player: [] for player in table.players}
    challenges: list[ChallengeResult] = []
    after_round_4 = None
    kept_first = state.kept_first(judge)
    for play in plays:
        totals = _round(table, play, totals, kept_first, played, challenges)
        if play.number == COMEBACK_FROM and len(plays) > COMEBACK_FROM:
            after_round_4 = totals
    over = len(plays) == table.round_count and not state.last_challenges_open
    top = max(totals.values(), default=0)
    leaders = [player for player, total in totals.items() if total == top] if plays else []
    return {
        "format": SUMMARY_FORMAT,
        "imported": False,
        "complete": over,
        "open_round": state.open_round,
        "rounds": len(plays),
        "shape": list(table.rules.rounds),
        "totals": totals,
        "winners": leaders if over else [],
        "leaders": leaders,
        "players": {
            player: _player(rounds, challenges, player) for player, rounds in played.items()
        },
        "after_round_4": after_round_4,
    }


def _round(
    table: Table,
    play: RoundPlay,
    previous: dict[str, int],
    judge: Judge,
    played: dict[str, list[_Played]],
    challenges: list[ChallengeResult],
) -> dict[str, int]:
    """One round checked and scored as the engine's ``score_round`` scores it; the new
    totals. A hand that loses no word is measured by what it keeps worked out."""
    verify_round(table, play)
    rules, hands = table.rules, play.hands
    penalties: dict[str, int] = {}
    if play.challenges or rules.strict:
        outcomes = tuple(decide(play, challenge, judge) for challenge in play.challenges)
        struck = struck_words(table, play, outcomes, judge)
        challenges.extend(outcomes)
        for outcome in outcomes:
            penalties[outcome.challenger] = penalties.get(outcome.challenger, 0) + outcome.penalty
        kept = {player: _Kept.of(hands[player], struck[player]) for player in table.players}
    else:
        kept = {player: _Kept.of(hands[player], ()) for player in table.players}
    if rules.longest_word_by == "cards":
        longest = {player: mine.cards for player, mine in kept.items()}
    else:
        longest = {player: mine.letters for player, mine in kept.items()}
    counts = {player: len(mine.words) for player, mine in kept.items()}
    won_by: dict[str, list[Bonus]] = {}
    for bonus in award_measured(longest, counts, rules):
        for winner in bonus.winners:
            won_by.setdefault(winner, []).append(bonus)
    totals: dict[str, int] = {}
    clamp, number, went_out = rules.clamp, play.number, play.went_out
    for player, mine in kept.items():
        won = won_by.get(player)
        net = mine.points - hands[player].unused_points - mine.struck_points
        score, totals[player] = clamped(
            clamp,
            net - penalties.get(player, 0) if penalties else net,
            sum(each.value for each in won) if won else 0,
            previous[player],
        )
        played[player].append(
            _Played(
                number,
                score,
                counts[player],
                mine.longest,
                mine.best,
                tuple(each.name for each in won) if won else (),
                went_out == player,
            )
        )
    return totals


class _Kept(NamedTuple):
    """What a player's words that stood are worth and measure."""

    words: tuple[Word, ...]
    points: int
    struck_points: int
    letters: int  # the most letters in a word
    cards: int  # the most cards in a word
    longest: Word | None  # the first with the most letters
    best: Word | None  # the first worth the most points

    @classmethod
    def of(cls, hand: Hand, struck: tuple[Struck, ...]) -> _Kept:
        if not struck:  # most hands: all of it worked out once, on the hand
            longest = hand.longest_word
            return cls(
                hand.words,
                hand.word_points,
                0,
                0 if longest is None else longest.letter_count,
                hand.most_cards_in_a_word,
                longest,
                hand.best_word,
            )
        words = kept_words(hand, struck)
        longest = max(words, key=_letter_count, default=None)
        return cls(
            words,
            sum(word.points for word in words),
            sum(each.word.points for each in struck),
            0 if longest is None else longest.letter_count,
            max((len(word.cards) for word in words), default=0),
            longest,
            max(words, key=_points, default=None),
        )


def _player(
    rounds: list[_Played], challenges: list[ChallengeResult], player: str
) -> dict[str, Any]:
    """A player's numbers, in the order ``summarize`` writes them; ties go to the
    earliest round, as there."""
    longest: tuple[int, Word, int] | None = None
    best: tuple[int, Word, int] | None = None
    top_round: _Played | None = None
    most: _Played | None = None
    went_out = longest_bonus = most_bonus = 0
    # One pass (made for every game of a club): a later round displaces an earlier
    # only by being more, so each tie stays with the earliest, as ``max`` keeps it.
    for each in rounds:
        if each.longest is not None and (longest is None or each.longest.letter_count > longest[0]):
            longest = (each.longest.letter_count, each.longest, each.number)
        if each.best is not None and (best is None or each.best.points > best[0]):
            best = (each.best.points, each.best, each.number)
        if top_round is None or each.score > top_round.score:
            top_round = each
        if most is None or each.words > most.words:
            most = each
        if each.went_out:
            went_out += 1
        if each.bonuses:
            longest_bonus += LONGEST_WORD in each.bonuses
            most_bonus += MOST_WORDS in each.bonuses
    return {
        "best_round": None if top_round is None else top_round.score,
        "went_out": went_out,
        "longest_word_bonus": longest_bonus,
        "most_words_bonus": most_bonus,
        "challenges": challenge_counts(challenges, player),
        "longest_word": top_word(longest, "letters"),
        "best_word": top_word(best, "points"),
        "best_round_at": None if top_round is None else top_round.number,
        "most_words": (
            None if most is None or not most.words else {"words": most.words, "round": most.number}
        ),
    }


def _letter_count(word: Word) -> int:
    return word.letter_count


def _points(word: Word) -> int:
    return word.points

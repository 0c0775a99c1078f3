"""The rules engine: verify a round as played, then score it (RULES.md sections 2, 4, 5).

Pure: it takes values and returns frozen dataclasses. Every check raises a
:class:`ScoringError` that names the round, player and word or card at fault. Word
verdicts come from a ``judge`` passed in, so this module never touches a dictionary.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Protocol

from quiddler_score.engine.cards import Card, SplitNote, Word, split_notes
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.table import ROUNDS, Table, cards_in_round

LONGEST_WORD = "longest word"
MOST_WORDS = "most words"


class Verdict(Protocol):
    """What the engine needs of a dictionary's verdict on a word."""

    @property
    def accepted(self) -> bool: ...
    @property
    def code(self) -> str: ...
    @property
    def reason(self) -> str: ...


Judge = Callable[[Word], Verdict]


@dataclass(frozen=True)
class Hand:
    """What one player showed at the end of a round."""

    words: tuple[Word, ...] = ()
    unused: tuple[Card, ...] = ()

    @property
    def card_count(self) -> int:
        return sum(len(word.cards) for word in self.words) + len(self.unused)


@dataclass(frozen=True)
class Challenge:
    """``challenger`` challenges ``word`` laid down by ``player``.

    ``ruling`` is the table's decision (True: acceptable) when it overrules or replaces
    the dictionary; ``verdict`` is the dictionary's, when already judged.
    """

    challenger: str
    player: str
    word: Word
    ruling: bool | None = None
    verdict: Verdict | None = None


@dataclass(frozen=True)
class RoundPlay:
    number: int
    hands: Mapping[str, Hand]
    went_out: str | None = None
    challenges: tuple[Challenge, ...] = ()


@dataclass(frozen=True)
class Struck:
    word: Word
    reason: str
    challenger: str | None


@dataclass(frozen=True)
class ChallengeResult:
    challenger: str
    player: str
    word: Word
    acceptable: bool
    verdict: Verdict | None
    ruling: bool | None
    penalty: int

    @property
    def decided_by(self) -> str:
        return "dictionary" if self.ruling is None else "table"


@dataclass(frozen=True)
class PlayerRound:
    player: str
    words: tuple[Word, ...]
    struck: tuple[Struck, ...]
    unused: tuple[Card, ...]
    word_points: int
    unused_points: int
    bonuses: tuple[str, ...]
    bonus: int
    penalty: int
    round_score: int
    total: int
    went_out: bool
    notes: tuple[SplitNote, ...]


@dataclass(frozen=True)
class RoundResult:
    number: int
    cards: int
    dealer: str
    first_player: str
    went_out: str | None
    players: tuple[PlayerRound, ...]
    challenges: tuple[ChallengeResult, ...]
    tied_bonuses: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def of(self, player: str) -> PlayerRound:
        return next(result for result in self.players if result.player == player)


@dataclass(frozen=True)
class Scoreboard:
    table: Table
    rounds: tuple[RoundResult, ...]

    @property
    def totals(self) -> dict[str, int]:
        if not self.rounds:
            return dict.fromkeys(self.table.players, 0)
        return {result.player: result.total for result in self.rounds[-1].players}

    @property
    def complete(self) -> bool:
        return len(self.rounds) == ROUNDS

    @property
    def leaders(self) -> tuple[str, ...]:
        """Everyone on the highest total; equal highest totals share the lead."""
        if not self.rounds:
            return ()
        best = max(self.totals.values())
        return tuple(player for player, total in self.totals.items() if total == best)

    @property
    def winners(self) -> tuple[str, ...]:
        """After round 8 the leaders win; before it nobody has won yet."""
        return self.leaders if self.complete else ()

    @property
    def next_round(self) -> int | None:
        return None if self.complete else len(self.rounds) + 1


def score_game(table: Table, rounds: Iterable[RoundPlay], judge: Judge | None = None) -> Scoreboard:
    """Verify and score the rounds in order, carrying the running totals."""
    totals = dict.fromkeys(table.players, 0)
    results: list[RoundResult] = []
    for expected, play in enumerate(rounds, start=1):
        if expected > ROUNDS:
            raise ScoringError(f"a game has {ROUNDS} rounds; round {play.number} is one too many")
        if play.number != expected:
            raise ScoringError(f"round {play.number} comes where round {expected} should")
        result = score_round(table, play, totals, judge)
        totals = {p.player: p.total for p in result.players}
        results.append(result)
    return Scoreboard(table, tuple(results))


def verify_round(table: Table, play: RoundPlay) -> None:
    """Raise a ScoringError for the first thing in the round that cannot have happened."""
    number = play.number
    for player in play.hands:
        if player not in table.players:
            raise ScoringError("has a hand but is not playing", round_number=number, player=player)
    for player in table.players:
        if player not in play.hands:
            raise ScoringError("has no hand recorded", round_number=number, player=player)
        verify_hand(number, player, play.hands[player], went_out=play.went_out == player)
    if play.went_out is not None and play.went_out not in table.players:
        raise ScoringError(f"{play.went_out!r} went out but is not playing", round_number=number)
    verify_deck_counts(number, play.hands)
    verify_challenges(table, play)


def verify_hand(number: int, player: str, hand: Hand, *, went_out: bool) -> None:
    for word in hand.words:
        if len(word.cards) < 2:
            raise ScoringError(
                "a word needs at least two cards",
                round_number=number,
                player=player,
                word=str(word),
            )
    dealt = cards_in_round(number)
    if hand.card_count != dealt:
        raise ScoringError(
            f"{hand.card_count} cards in words and unused, but round {number} deals {dealt}",
            round_number=number,
            player=player,
        )
    if went_out and hand.unused:
        unused = " ".join(str(card) for card in hand.unused)
        raise ScoringError(
            f"went out, so every card is in a word, but {unused} is unused",
            round_number=number,
            player=player,
        )


def verify_deck_counts(number: int, hands: Mapping[str, Hand]) -> None:
    """Across the whole table no card can be used more often than the deck holds."""
    holders: dict[Card, Counter[str]] = {}
    for player, hand in hands.items():
        for card in _all_cards(hand):
            holders.setdefault(card, Counter())[player] += 1
    for card, by_player in holders.items():
        count = sum(by_player.values())
        if count > card.copies:
            who = ", ".join(f"{player} {n}" for player, n in by_player.items())
            raise ScoringError(
                f"{count} {card} cards on the table ({who}), but the deck has only {card.copies}",
                round_number=number,
                card=str(card),
            )


def verify_challenges(table: Table, play: RoundPlay) -> None:
    seen: set[tuple[str, str]] = set()
    for challenge in play.challenges:

        def refuse(detail: str, word: Word | None = None, by: str = challenge.challenger) -> None:
            raise ScoringError(
                detail,
                round_number=play.number,
                player=by,
                word=None if word is None else str(word),
            )

        if challenge.challenger not in table.players:
            refuse("challenges a word but is not playing")
        if challenge.player not in table.players:
            refuse(f"challenges {challenge.player!r}, who is not playing")
        if challenge.challenger == challenge.player:
            refuse("cannot challenge their own word", challenge.word)
        if challenge.player not in play.hands:
            refuse(f"{challenge.player} has no hand recorded in this round", challenge.word)
        laid = find_laid_word(play.hands[challenge.player], challenge.word)
        if laid is None:
            refuse(f"{challenge.player} did not lay down this word", challenge.word)
            return
        key = (challenge.player, laid.letters)
        if key in seen:
            refuse(
                f"{challenge.player}'s word was already challenged; a word is challenged once", laid
            )
        seen.add(key)


def find_laid_word(hand: Hand, typed: Word) -> Word | None:
    """The word the player laid down that a challenge names.

    The same cards match first; otherwise the same letters, so a challenger may type
    ``quit`` for a word laid down as ``(qu)it``.
    """
    for word in hand.words:
        if word == typed:
            return word
    for word in hand.words:
        if word.letters == typed.letters:
            return word
    return None


def score_round(
    table: Table, play: RoundPlay, previous: Mapping[str, int], judge: Judge | None = None
) -> RoundResult:
    verify_round(table, play)
    rules = table.rules
    outcomes = tuple(_decide(play, challenge, judge) for challenge in play.challenges)
    struck = _struck_words(table, play, outcomes, judge)
    kept = {
        player: tuple(
            w for w in play.hands[player].words if w not in {s.word for s in struck[player]}
        )
        for player in table.players
    }
    longest, longest_tie = _bonus_winners(
        {p: max((w.letter_count for w in words), default=0) for p, words in kept.items()},
        rules.longest_word_bonus,
        rules.ties,
    )
    most, most_tie = _bonus_winners(
        {p: len(words) for p, words in kept.items()}, rules.most_words_bonus, rules.ties
    )
    results = []
    for player in table.players:
        hand = play.hands[player]
        bonuses = tuple(
            name
            for name, winners in ((LONGEST_WORD, longest), (MOST_WORDS, most))
            if player in winners
        )
        bonus = (rules.longest_word_bonus if player in longest else 0) + (
            rules.most_words_bonus if player in most else 0
        )
        word_points = sum(word.points for word in kept[player])
        unused_points = sum(card.points for card in hand.unused) + sum(
            s.word.points for s in struck[player]
        )
        penalty = sum(o.penalty for o in outcomes if o.challenger == player)
        round_score, total = _clamped(
            rules.clamp, word_points - unused_points - penalty, bonus, previous[player]
        )
        results.append(
            PlayerRound(
                player=player,
                words=kept[player],
                struck=struck[player],
                unused=hand.unused,
                word_points=word_points,
                unused_points=unused_points,
                bonuses=bonuses,
                bonus=bonus,
                penalty=penalty,
                round_score=round_score,
                total=total,
                went_out=play.went_out == player,
                notes=tuple(note for word in hand.words for note in split_notes(word)),
            )
        )
    return RoundResult(
        number=play.number,
        cards=cards_in_round(play.number),
        dealer=table.dealer(play.number),
        first_player=table.first_player(play.number),
        went_out=play.went_out,
        players=tuple(results),
        challenges=outcomes,
        tied_bonuses=tuple(
            (name, tie)
            for name, tie in ((LONGEST_WORD, longest_tie), (MOST_WORDS, most_tie))
            if tie
        ),
    )


def _decide(play: RoundPlay, challenge: Challenge, judge: Judge | None) -> ChallengeResult:
    """The table's ruling wins; otherwise the dictionary decides (RULES.md section 5)."""
    laid = find_laid_word(play.hands[challenge.player], challenge.word)
    assert laid is not None, "verify_challenges guarantees the word was laid down"
    verdict = challenge.verdict
    if verdict is None and judge is not None:
        try:
            verdict = judge(laid)
        except ScoringError:
            if challenge.ruling is None:
                raise
            # The table has ruled; a dictionary that cannot be opened only leaves the
            # record without the dictionary's verdict beside the ruling.
    if challenge.ruling is not None:
        acceptable = challenge.ruling
    elif verdict is not None:
        acceptable = verdict.accepted
    else:
        raise ScoringError(
            'the challenge needs a ruling ("acceptable" or "unacceptable") or a dictionary',
            round_number=play.number,
            player=challenge.challenger,
            word=str(laid),
        )
    return ChallengeResult(
        challenger=challenge.challenger,
        player=challenge.player,
        word=laid,
        acceptable=acceptable,
        verdict=verdict,
        ruling=challenge.ruling,
        penalty=laid.points if acceptable else 0,
    )


def _struck_words(
    table: Table,
    play: RoundPlay,
    outcomes: tuple[ChallengeResult, ...],
    judge: Judge | None,
) -> dict[str, tuple[Struck, ...]]:
    """Words struck by a lost challenge and, under ``strict``, every unacceptable word.

    A challenge covers every copy of the word its owner laid down: the same letters get
    the same verdict.
    """
    challenged = {(o.player, o.word.letters): o for o in outcomes}
    struck: dict[str, tuple[Struck, ...]] = {}
    for player in table.players:
        found: list[Struck] = []
        for word in play.hands[player].words:
            outcome = challenged.get((player, word.letters))
            if outcome is not None:
                if not outcome.acceptable:
                    found.append(Struck(word, _reason(outcome), outcome.challenger))
            elif table.rules.strict:
                if judge is None:
                    raise ScoringError(
                        "the strict rule needs a dictionary to judge every word",
                        round_number=play.number,
                        player=player,
                        word=str(word),
                    )
                verdict = judge(word)
                if not verdict.accepted:
                    found.append(Struck(word, verdict.reason, None))
        struck[player] = tuple(found)
    return struck


def _reason(outcome: ChallengeResult) -> str:
    if outcome.ruling is not None:
        return "the table ruled it unacceptable"
    assert outcome.verdict is not None
    return outcome.verdict.reason


def _bonus_winners(
    measure: Mapping[str, int], value: int, ties: str
) -> tuple[frozenset[str], tuple[str, ...]]:
    """Who gets a bonus, and who tied for it when a tie gives it to nobody.

    The best measure wins; a player with no words (measure 0) cannot win.
    """
    best = max(measure.values(), default=0)
    if value == 0 or best == 0:
        return frozenset(), ()
    leaders = tuple(player for player, amount in measure.items() if amount == best)
    if len(leaders) > 1 and ties == "nobody":
        return frozenset(), leaders
    return frozenset(leaders), ()


def _clamped(clamp: str, net: int, bonus: int, previous: int) -> tuple[int, int]:
    """(round score, new total) under the clamp rule of RULES.md section 4.

    ``net`` is words − unused − penalties; ``bonus`` is the bonuses won.
    """
    if clamp == "round":
        round_score = max(0, net) + bonus
        return round_score, previous + round_score
    round_score = net + bonus
    if clamp == "total":
        return round_score, max(0, previous + round_score)
    return round_score, previous + round_score


def _all_cards(hand: Hand) -> Iterable[Card]:
    for word in hand.words:
        yield from word.cards
    yield from hand.unused

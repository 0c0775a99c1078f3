"""The rules engine: verify a round as played, then score it (RULES.md sections 2, 4, 5).

The checks are in :mod:`quiddler_score.engine.checks`, the bonuses in
:mod:`quiddler_score.engine.bonuses`. Word verdicts come from a ``judge`` passed in,
so this module never touches a dictionary.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from quiddler_score.engine.bonuses import Bonus, award_bonuses
from quiddler_score.engine.cards import Card, SplitNote, Word
from quiddler_score.engine.checks import find_laid_word, verify_round
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.plays import Challenge, Hand, RoundPlay
from quiddler_score.engine.rules import Clamp, LongestWordBy
from quiddler_score.engine.table import Table
from quiddler_score.engine.verdict import Verdict
from quiddler_score.language import N_, _, ngettext

Judge = Callable[[Word], Verdict]

# Why a word the table ruled on is struck: kept in English in ``Struck.reason`` (as a
# dictionary's reasons are, see words/reasons.py), and said with ``_(TABLE_RULED)``.
TABLE_RULED = N_("the table ruled it unacceptable")


@dataclass(frozen=True)
class Struck:
    """A word struck, and why: ``reason`` is English, as JSON prints it (the table's
    ruling, :data:`TABLE_RULED`, or the dictionary's reason); where it is shown it is
    said in the reader's language (``_`` of the first, words.reasons.said of the other)."""

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
    """One player's round: ``round_score`` is word_points − unused_points − struck_points −
    penalty + bonus, clamped under the game's ``clamp`` rule (RULES.md section 4).

    ``unused_points`` are the cards left unused; ``struck_points`` the words struck by a
    lost challenge or the strict rule, which cost their value as if left unused.
    ``bonus_values`` is the value of each bonus named in ``bonuses``, in the same order.
    """

    player: str
    words: tuple[Word, ...]
    struck: tuple[Struck, ...]
    unused: tuple[Card, ...]
    word_points: int
    unused_points: int
    struck_points: int
    bonuses: tuple[str, ...]
    bonus_values: tuple[int, ...]
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
    # What made a word longest for the bonus (the game's rules): "letters" or "cards".
    longest_word_by: LongestWordBy = "letters"

    def of(self, player: str) -> PlayerRound:
        return next(result for result in self.players if result.player == player)


@dataclass(frozen=True)
class Scoreboard:
    table: Table
    rounds: tuple[RoundResult, ...]
    # The table is still taking challenges on the last round (play asks for them): until
    # it has no more, the game is not over and its leaders lead, they have not won.
    challenges_open: bool = False

    @property
    def totals(self) -> dict[str, int]:
        if not self.rounds:
            return dict.fromkeys(self.table.players, 0)
        return {result.player: result.total for result in self.rounds[-1].players}

    @property
    def handicaps(self) -> dict[str, int]:
        """What each player with a handicap has been given so far (RULES.md section 8):
        their head start and their points a round for each round recorded."""
        played = len(self.rounds)
        return {each.player: each.points(played) for each in self.table.rules.handicaps}

    @property
    def handicapped_totals(self) -> dict[str, int]:
        """Each total with the player's handicap added: the totals the game is decided
        on. Without handicaps these are the totals."""
        given = self.handicaps
        return {player: total + given.get(player, 0) for player, total in self.totals.items()}

    @property
    def complete(self) -> bool:
        """Whether every round is recorded."""
        return len(self.rounds) == self.table.round_count

    @property
    def over(self) -> bool:
        """Whether the game is over: every round recorded, the last round's challenges too."""
        return self.complete and not self.challenges_open

    @property
    def leaders(self) -> tuple[str, ...]:
        """Everyone on the highest total, handicaps added; equal highest totals share
        the lead."""
        if not self.rounds:
            return ()
        totals = self.handicapped_totals
        best = max(totals.values())
        return tuple(player for player, total in totals.items() if total == best)

    @property
    def winners(self) -> tuple[str, ...]:
        """Once the game is over the leaders win; before it nobody has won yet."""
        return self.leaders if self.over else ()

    @property
    def next_round(self) -> int | None:
        return None if self.complete else len(self.rounds) + 1


def score_game(table: Table, rounds: Iterable[RoundPlay], judge: Judge | None = None) -> Scoreboard:
    """Verify and score the rounds in order, carrying the running totals."""
    totals = dict.fromkeys(table.players, 0)
    results: list[RoundResult] = []
    for expected, play in enumerate(rounds, start=1):
        if expected > table.round_count:
            detail = ngettext(
                "a game has {count} round; round {number} is one too many",
                "a game has {count} rounds; round {number} is one too many",
                table.round_count,
            )
            raise ScoringError(detail.format(count=table.round_count, number=play.number))
        if play.number != expected:
            detail = _("round {number} comes where round {expected} should")
            raise ScoringError(detail.format(number=play.number, expected=expected))
        result = score_round(table, play, totals, judge)
        totals = {p.player: p.total for p in result.players}
        results.append(result)
    return Scoreboard(table, tuple(results))


def score_round(
    table: Table, play: RoundPlay, previous: Mapping[str, int], judge: Judge | None = None
) -> RoundResult:
    """Verify one round and score it on top of the ``previous`` totals."""
    verify_round(table, play)
    outcomes = tuple(decide(play, challenge, judge) for challenge in play.challenges)
    struck = struck_words(table, play, outcomes, judge)
    kept = {player: kept_words(play.hands[player], struck[player]) for player in table.players}
    bonuses = award_bonuses(kept, table.rules)
    players = tuple(
        _player_round(
            play,
            player,
            kept[player],
            struck[player],
            won=[bonus for bonus in bonuses if player in bonus.winners],
            penalty=sum(o.penalty for o in outcomes if o.challenger == player) if outcomes else 0,
            clamp=table.rules.clamp,
            previous=previous[player],
        )
        for player in table.players
    )
    return RoundResult(
        number=play.number,
        cards=table.cards_in_round(play.number),
        dealer=table.dealer(play.number),
        first_player=table.first_player(play.number),
        went_out=play.went_out,
        players=players,
        challenges=outcomes,
        tied_bonuses=tuple((bonus.name, bonus.tied) for bonus in bonuses if bonus.tied),
        longest_word_by=table.rules.longest_word_by,
    )


def decide(play: RoundPlay, challenge: Challenge, judge: Judge | None) -> ChallengeResult:
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
            # Translators: "acceptable" and "unacceptable" are typed as they are: keep them.
            _('the challenge needs a ruling ("acceptable" or "unacceptable") or a dictionary'),
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


def struck_words(
    table: Table,
    play: RoundPlay,
    outcomes: tuple[ChallengeResult, ...],
    judge: Judge | None,
) -> dict[str, tuple[Struck, ...]]:
    """Words struck by a lost challenge and, under ``strict``, every unacceptable word.

    A challenge covers every copy of the word its owner laid down: the same letters get
    the same verdict.
    """
    if not outcomes and not table.rules.strict:  # most rounds: nothing to look for
        return dict.fromkeys(table.players, ())
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
                        _("the strict rule needs a dictionary to judge every word"),
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
        return TABLE_RULED
    assert outcome.verdict is not None
    return outcome.verdict.reason


def kept_words(hand: Hand, struck: tuple[Struck, ...]) -> tuple[Word, ...]:
    """The player's words that still score, in the order they were laid down."""
    if not struck:
        return hand.words
    gone = {s.word for s in struck}
    return tuple(word for word in hand.words if word not in gone)


def _player_round(
    play: RoundPlay,
    player: str,
    kept: tuple[Word, ...],
    struck: tuple[Struck, ...],
    *,
    won: Sequence[Bonus],
    penalty: int,
    clamp: Clamp,
    previous: int,
) -> PlayerRound:
    """One player's result: ``won`` are the bonuses they won, ``penalty`` what challenges cost."""
    hand = play.hands[player]
    word_points = hand.word_points if kept is hand.words else sum(word.points for word in kept)
    unused_points = hand.unused_points
    # A struck word costs its points, as if its cards had been left unused.
    struck_points = sum(s.word.points for s in struck) if struck else 0
    bonus = sum(each.value for each in won) if won else 0
    net = word_points - unused_points - struck_points - penalty
    round_score, total = clamped(clamp, net, bonus, previous)
    return PlayerRound(
        player=player,
        words=kept,
        struck=struck,
        unused=hand.unused,
        word_points=word_points,
        unused_points=unused_points,
        struck_points=struck_points,
        bonuses=tuple(each.name for each in won),
        bonus_values=tuple(each.value for each in won),
        bonus=bonus,
        penalty=penalty,
        round_score=round_score,
        total=total,
        went_out=play.went_out == player,
        notes=hand.notes,
    )


def clamped(clamp: Clamp, net: int, bonus: int, previous: int) -> tuple[int, int]:
    """(round score, new total) under the clamp rule of RULES.md section 4.

    ``net`` is words − unused − struck − penalties; ``bonus`` is the bonuses won.
    """
    if clamp == "round":
        round_score = max(0, net) + bonus
        return round_score, previous + round_score
    round_score = net + bonus
    if clamp == "total":
        return round_score, max(0, previous + round_score)
    return round_score, previous + round_score

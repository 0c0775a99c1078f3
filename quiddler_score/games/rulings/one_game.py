"""One game's rulings: each challenge, and each word its dictionary refused as it was entered.

Read from the entries in force (undone ones left out), with the verdict each entry kept,
so a ruling reads as it was made, whatever the dictionary says today. Who paid and how
much is read from the engine's scoring of the game, never worked out here; a ruling in
a round not complete yet is undecided.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

from quiddler_score.engine import cards
from quiddler_score.engine.cards import Word
from quiddler_score.engine.scoring import RoundResult, Scoreboard
from quiddler_score.engine.verdict import Ruling, Verdict
from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.events import (
    ChallengeMade,
    Event,
    HandRecorded,
    Kind,
    PlayerRenamed,
    payload_of,
)
from quiddler_score.games.state import GameState

CHALLENGE = "challenge"
REFUSED = "refused"

# What came of a ruling: a challenged word stood or was struck; a refused word nobody
# challenged scored, or was struck by the strict rule; either waits for its round.
ACCEPTABLE, STRUCK, SCORED, UNDECIDED = "acceptable", "struck", "scored", "undecided"


class KeptRuling(NamedTuple):
    """One ruling of one game, as kept in its log and scored by the engine."""

    kind: str
    """CHALLENGE, or REFUSED: a word the dictionary refused that nobody challenged."""
    at: str
    """When its entry was written (UTC, ISO 8601)."""
    game_id: int
    game: str
    entry: int
    """The number of the entry in the game's log (``history`` shows it)."""
    round: int
    player: str
    challenger: str | None
    word: Word
    verdict: Verdict | None
    """The dictionary's verdict as kept; None when it could not be opened and the table
    decided alone."""
    ruling: Ruling | None
    """The table's ruling, when it gave one."""
    outcome: str
    paid_by: str | None
    paid: int | None
    """Points it cost ``paid_by``: 0 when it cost nobody, None while undecided."""

    @property
    def overruled(self) -> bool:
        """Whether the table ruled against the dictionary's verdict."""
        return (
            self.ruling is not None
            and self.verdict is not None
            and self.ruling.acceptable != self.verdict.accepted
        )

    @property
    def day(self) -> str:
        """The day of its entry on this computer's clock (YYYY-MM-DD); "" if unreadable."""
        return local_day(self.at)


class _Entry(NamedTuple):
    """A challenge, or a hand's refused word, as its entry holds it (its names followed
    through any later rename)."""

    event: Event
    round: int
    player: str
    challenger: str | None
    word: Word
    verdict: Verdict | None
    ruling: Ruling | None


def game_rulings(game_id: int, state: GameState, board: Scoreboard | None) -> list[KeptRuling]:
    """The game's rulings in the order of their entries; ``board`` is its scoreboard, or
    None when it cannot be scored (every ruling is then undecided)."""
    challenges, refused = _entries(state.effective)
    challenged = {(c.round, c.player, c.word.letters) for c in challenges}
    kept = [
        *challenges,
        *(r for r in refused if (r.round, r.player, r.word.letters) not in challenged),
    ]
    kept.sort(key=lambda entry: entry.event.seq)
    rounds = board.rounds if board is not None else ()
    return [_ruling(game_id, state.title, entry, rounds) for entry in kept]


def _entries(effective: Iterable[Event]) -> tuple[list[_Entry], list[_Entry]]:
    """The challenges in force, and the refused words of each hand in force, under the
    players' names as they are now."""
    challenges: list[_Entry] = []
    hands: dict[tuple[int, str], list[_Entry]] = {}
    for event in effective:
        if event.kind == Kind.CHALLENGE:
            made = payload_of(event)
            assert isinstance(made, ChallengeMade)
            word = cards.word(made.word)
            challenges.append(
                _Entry(event, made.round, made.player, made.by, word, made.verdict, made.ruling)
            )
        elif event.kind == Kind.HAND_RECORDED and (
            _may_refuse(event.payload) or _hand_of(event.payload) in hands
        ):
            hand = payload_of(event)
            assert isinstance(hand, HandRecorded)
            # A correction replaces the player's hand, and with it its refused words.
            hands[(hand.round, hand.player)] = _refused(event, hand)
        elif event.kind == Kind.PLAYER_RENAMED:
            renamed = payload_of(event)
            assert isinstance(renamed, PlayerRenamed)
            challenges = [_renamed(entry, renamed) for entry in challenges]
            hands = {
                (number, renamed.new if player == renamed.old else player): [
                    _renamed(entry, renamed) for entry in entries
                ]
                for (number, player), entries in hands.items()
            }
    return challenges, [entry for entries in hands.values() for entry in entries]


def _may_refuse(payload: Mapping[str, Any]) -> bool:
    """Whether a hand's entry may keep a refusal: most keep none, and are not read whole
    (the fold has read every entry in force already)."""
    verdicts = payload.get("verdicts")
    if type(verdicts) is not dict:
        return bool(verdicts)
    return any(type(v) is not dict or v.get("accepted") is not True for v in verdicts.values())


def _hand_of(payload: Mapping[str, Any]) -> tuple[Any, Any]:
    """Whose hand in which round an entry holds, as its payload says."""
    return payload.get("round"), payload.get("player")


def _refused(event: Event, hand: HandRecorded) -> list[_Entry]:
    return [
        _Entry(event, hand.round, hand.player, None, cards.word(typed), verdict, None)
        for typed, verdict in hand.verdicts.items()
        if not verdict.accepted
    ]


def _renamed(entry: _Entry, renamed: PlayerRenamed) -> _Entry:
    old, new = renamed.old, renamed.new
    return entry._replace(
        player=new if entry.player == old else entry.player,
        challenger=new if entry.challenger == old else entry.challenger,
    )


def _ruling(game_id: int, game: str, entry: _Entry, rounds: tuple[RoundResult, ...]) -> KeptRuling:
    outcome, paid_by, paid = _settled(entry, rounds)
    return KeptRuling(
        kind=REFUSED if entry.challenger is None else CHALLENGE,
        at=entry.event.created_at,
        game_id=game_id,
        game=game,
        entry=entry.event.seq,
        round=entry.round,
        player=entry.player,
        challenger=entry.challenger,
        word=entry.word,
        verdict=entry.verdict,
        ruling=entry.ruling,
        outcome=outcome,
        paid_by=paid_by,
        paid=paid,
    )


def _settled(entry: _Entry, rounds: tuple[RoundResult, ...]) -> tuple[str, str | None, int | None]:
    """What came of it, who paid and how much, as the engine scored its round."""
    if entry.round > len(rounds):
        return UNDECIDED, None, None
    result = rounds[entry.round - 1]
    letters = entry.word.letters
    if entry.challenger is not None:
        for challenge in result.challenges:
            if (challenge.challenger, challenge.player, challenge.word.letters) == (
                entry.challenger,
                entry.player,
                letters,
            ):
                if challenge.acceptable:
                    return ACCEPTABLE, challenge.challenger, challenge.penalty
                break
    # A struck word costs its owner every copy laid down, its cards counted as unused.
    lost = [
        struck.word.points
        for struck in result.of(entry.player).struck
        if struck.word.letters == letters and struck.challenger == entry.challenger
    ]
    if lost:
        return STRUCK, entry.player, sum(lost)
    return SCORED, None, 0

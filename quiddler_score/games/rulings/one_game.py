"""One game's rulings: each challenge, and each word its dictionary refused as it was entered.

Read from the entries in force (undone ones left out), with the verdict each entry kept,
so a ruling reads as it was made, whatever the dictionary says today. Who paid and how
much is read from the engine's scoring of the game, never worked out here; a ruling in
a round not complete yet is undecided.

The store keeps each game's rulings beside its log (:func:`kept_rows`), written in the
transaction of every entry, so that ``rulings`` reads them instead of replaying games;
what it reads back is checked (:func:`from_row`), never trusted.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, NamedTuple

from quiddler_score.engine import cards
from quiddler_score.engine.cards import Word
from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.engine.scoring import RoundResult, Scoreboard
from quiddler_score.engine.verdict import Ruling, Verdict
from quiddler_score.games.events import (
    ChallengeMade,
    Event,
    HandRecorded,
    Kind,
    PlayerRenamed,
    payload_of,
)

CHALLENGE = "challenge"
REFUSED = "refused"

# What came of a ruling: a challenged word stood or was struck; a refused word nobody
# challenged scored, or was struck by the strict rule; either waits for its round.
ACCEPTABLE, STRUCK, SCORED, UNDECIDED = "acceptable", "struck", "scored", "undecided"


class GameRuling(NamedTuple):
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
    outcome: str = UNDECIDED
    paid_by: str | None = None
    paid: int | None = None
    """Points it cost ``paid_by``: 0 when it cost nobody, None while undecided."""

    @property
    def overruled(self) -> bool:
        """Whether the table ruled against the dictionary's verdict."""
        return (
            self.ruling is not None
            and self.verdict is not None
            and self.ruling.acceptable != self.verdict.accepted
        )


def game_rulings(
    game_id: int, title: str, effective: Iterable[Event], board: Scoreboard | None
) -> list[GameRuling]:
    """The rulings of the game ``title`` whose entries in force are ``effective``, in the
    order of their entries; ``board`` is its scoreboard, or None when it cannot be scored
    (every ruling is then undecided)."""
    challenges, refused = _entries(effective)
    challenged = {(c.round, c.player, c.word.letters) for c in challenges}
    kept = [
        *challenges,
        *(r for r in refused if (r.round, r.player, r.word.letters) not in challenged),
    ]
    kept.sort(key=lambda ruling: ruling.entry)
    rounds = board.rounds if board is not None else ()
    return [_settled(ruling._replace(game_id=game_id, game=title), rounds) for ruling in kept]


def _entries(effective: Iterable[Event]) -> tuple[list[GameRuling], list[GameRuling]]:
    """The challenges in force, and the refused words of each hand in force, as their
    entries hold them under the players' names as they are now (their game and what came
    of them not filled in yet)."""
    challenges: list[GameRuling] = []
    hands: dict[tuple[int, str], list[GameRuling]] = {}
    for event in effective:
        if event.kind == Kind.CHALLENGE:
            made = payload_of(event)
            assert isinstance(made, ChallengeMade)
            word = cards.word(made.word)
            challenges.append(
                _entry(event, made.round, made.player, made.by, word, made.verdict, made.ruling)
            )
        elif event.kind == Kind.HAND_RECORDED:
            hand = payload_of(event)
            assert isinstance(hand, HandRecorded)
            # A correction replaces the player's hand, and with it its refused words.
            hands[(hand.round, hand.player)] = [
                _entry(event, hand.round, hand.player, None, cards.word(typed), verdict, None)
                for typed, verdict in hand.verdicts.items()
                if not verdict.accepted
            ]
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


def _entry(
    event: Event,
    number: int,
    player: str,
    challenger: str | None,
    word: Word,
    verdict: Verdict | None,
    ruling: Ruling | None,
) -> GameRuling:
    kind = REFUSED if challenger is None else CHALLENGE
    at, seq = event.created_at, event.seq
    return GameRuling(kind, at, 0, "", seq, number, player, challenger, word, verdict, ruling)


def _renamed(entry: GameRuling, renamed: PlayerRenamed) -> GameRuling:
    old, new = renamed.old, renamed.new
    return entry._replace(
        player=new if entry.player == old else entry.player,
        challenger=new if entry.challenger == old else entry.challenger,
    )


def _settled(ruling: GameRuling, rounds: tuple[RoundResult, ...]) -> GameRuling:
    """The ruling with what came of it, who paid and how much, as the engine scored its
    round."""
    if ruling.round > len(rounds):
        return ruling
    result = rounds[ruling.round - 1]
    letters = ruling.word.letters
    same = (ruling.challenger, ruling.player, letters)
    challenge = next(
        (c for c in result.challenges if (c.challenger, c.player, c.word.letters) == same), None
    )
    if challenge is not None and challenge.acceptable:
        return ruling._replace(
            outcome=ACCEPTABLE, paid_by=challenge.challenger, paid=challenge.penalty
        )
    # A struck word costs its owner every copy laid down, its cards counted as unused.
    lost = [
        struck.word.points
        for struck in result.of(ruling.player).struck
        if struck.word.letters == letters and struck.challenger == ruling.challenger
    ]
    if lost:
        return ruling._replace(outcome=STRUCK, paid_by=ruling.player, paid=sum(lost))
    return ruling._replace(outcome=SCORED, paid=0)


# The kept form of a game's rulings; one kept in another format is made anew from the log.
RULINGS_FORMAT = 1

KeptRow = tuple[int, str, str | None, str, str]
"""A ruling as the store keeps it: its entry, player, challenger (None for a refused
word) and letters, which the store searches, and the rest as JSON text."""


def kept_rows(rulings: Iterable[GameRuling]) -> list[KeptRow]:
    """The game's rulings as the store keeps them, in order. The game, its name and the
    time of each entry are the store's own, so they are not kept twice."""
    return [
        (
            ruling.entry,
            ruling.player,
            ruling.challenger,
            ruling.word.letters,
            json.dumps(
                [
                    ruling.kind,
                    ruling.round,
                    str(ruling.word),
                    None if ruling.verdict is None else ruling.verdict.to_json(),
                    None if ruling.ruling is None else ruling.ruling.value,
                    ruling.outcome,
                    ruling.paid_by,
                    ruling.paid,
                ],
                ensure_ascii=False,
                separators=(",", ":"),
            ),
        )
        for ruling in rulings
    ]


def from_row(game_id: int, game: str, at: str, row: tuple[Any, ...]) -> GameRuling | None:
    """A kept ruling read back, or None when it is not as :func:`kept_rows` wrote it
    (changed by another program): its game is then read from its log instead."""
    entry, player, challenger, letters, text = row
    try:
        data = json.loads(text) if type(text) is str else None
        kind, number, typed, verdict, ruling, outcome, paid_by, paid = data  # type: ignore[misc]
        word = cards.word(typed)
        read = GameRuling(
            kind=kind,
            at=at,
            game_id=game_id,
            game=game,
            entry=entry,
            round=number,
            player=player,
            challenger=challenger,
            word=word,
            verdict=None if verdict is None else Verdict.from_json(verdict, typed),
            ruling=None if ruling is None else Ruling(ruling),
            outcome=outcome,
            paid_by=paid_by,
            paid=paid,
        )
    except (ValueError, TypeError, KeyError, RecursionError, QuiddlerError):
        return None
    shaped = (
        type(entry) is int
        and type(number) is int
        and type(player) is str
        and type(at) is str
        and (kind, challenger is None) in ((CHALLENGE, False), (REFUSED, True))
        and (challenger is None or type(challenger) is str)
        and letters == word.letters
        and outcome in (ACCEPTABLE, STRUCK, SCORED, UNDECIDED)
        and (paid_by is None or type(paid_by) is str)
        and (paid is None or type(paid) is int)
    )
    return read if shaped else None

"""A saved game as the fold of its event log.

Events are plain ``(kind, payload)`` pairs, as the store keeps them. Folding them gives
the table and what was recorded; scores always come from the rules engine, never from
the log. Before an event is appended, :func:`verify` folds it in and runs every check
of the engine, so a log only ever holds events that make a legal game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from quiddler_score.engine import cards
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.rules import RuleSettingError, RuleSettings
from quiddler_score.engine.scoring import (
    Challenge,
    Hand,
    Judge,
    RoundPlay,
    Scoreboard,
    find_laid_word,
    score_game,
    verify_challenges,
    verify_deck_counts,
    verify_hand,
)
from quiddler_score.engine.scoring import (
    Verdict as EngineVerdict,
)
from quiddler_score.engine.table import ROUNDS, Table
from quiddler_score.engine.transcript import RULINGS, parse_card, parse_word

if TYPE_CHECKING:
    from quiddler_score.words.judge import Verdict

GAME_CREATED = "game_created"
HAND_RECORDED = "hand_recorded"
CHALLENGE = "challenge"
UNDO = "undo"
PLAYER_RENAMED = "player_renamed"


@dataclass(frozen=True)
class Event:
    seq: int
    kind: str
    payload: Mapping[str, Any]


@dataclass(frozen=True)
class StoredVerdict:
    """A dictionary verdict as the log keeps it, so a replay never re-judges."""

    accepted: bool
    code: str
    reason: str
    dictionary: str = ""
    fingerprint: str = ""


@dataclass(frozen=True)
class GameState:
    table: Table
    name: str | None
    hands: Mapping[int, Mapping[str, Hand]] = field(default_factory=dict)
    went_out: Mapping[int, str] = field(default_factory=dict)
    challenges: Mapping[int, tuple[Challenge, ...]] = field(default_factory=dict)
    verdicts: Mapping[str, StoredVerdict] = field(default_factory=dict)
    effective: tuple[Event, ...] = ()

    @property
    def complete_rounds(self) -> int:
        """How many rounds, from round 1 on, have a hand for every player."""
        count = 0
        while count < ROUNDS and len(self.hands.get(count + 1, {})) == len(self.table.players):
            count += 1
        return count

    @property
    def open_round(self) -> int | None:
        """The round being recorded now; None once all eight rounds are complete."""
        done = self.complete_rounds
        return None if done == ROUNDS else done + 1

    def waiting_for(self) -> tuple[str, ...]:
        """Players whose hand the open round still needs, in playing order."""
        number = self.open_round
        if number is None:
            return ()
        first = self.table.players.index(self.table.first_player(number))
        order = self.table.players[first:] + self.table.players[:first]
        return tuple(p for p in order if p not in self.hands.get(number, {}))

    def round_plays(self) -> list[RoundPlay]:
        return [
            RoundPlay(
                number,
                self.hands[number],
                self.went_out.get(number),
                self.challenges.get(number, ()),
            )
            for number in range(1, self.complete_rounds + 1)
        ]

    def scoreboard(self, judge: Judge | None = None) -> Scoreboard:
        """The scores; words are judged by the verdicts kept in the log, then by ``judge``.

        A verdict kept when a hand was recorded stands, so a game scored under the
        strict rule keeps its scores even if the dictionary changes later.
        """

        def kept_first(word: cards.Word) -> EngineVerdict:
            kept = self.verdicts.get(word.letters)
            if kept is not None:
                return kept
            if judge is None:
                raise ScoringError("no dictionary verdict is kept for this word", word=str(word))
            return judge(word)

        return score_game(self.table, self.round_plays(), kept_first)


def fold(events: Iterable[Event]) -> GameState:
    """The game as its events leave it, undos applied."""
    return _replay(effective_events(events))


def effective_events(events: Iterable[Event]) -> tuple[Event, ...]:
    """Events still in force: each undo takes back the latest event not yet taken back."""
    stack: list[Event] = []
    for event in events:
        if event.kind == UNDO:
            if len(stack) > 1:
                stack.pop()
        else:
            stack.append(event)
    return tuple(stack)


def undone_by_next_undo(events: Iterable[Event]) -> Event | None:
    """The event an undo appended now would take back (never the game's creation)."""
    effective = effective_events(events)
    return effective[-1] if len(effective) > 1 else None


def verify(events: Iterable[Event], kind: str, payload: Mapping[str, Any]) -> GameState:
    """Fold a proposed event onto the log and check the game it makes, without storing it."""
    history = list(events)
    proposed = Event(len(history) + 1, kind, payload)
    if kind == UNDO and undone_by_next_undo(history) is None:
        raise ScoringError("there is nothing to undo")
    state = fold([*history, proposed])
    check_state(state)
    return state


def check_state(state: GameState) -> None:
    """Every engine check on complete rounds; card checks on the round in progress."""
    state.scoreboard(judge=_no_judge)
    number = state.open_round
    if number is None:
        return
    recorded = state.hands.get(number, {})
    for player, hand in recorded.items():
        verify_hand(number, player, hand, went_out=state.went_out.get(number) == player)
    verify_deck_counts(number, recorded)
    verify_challenges(
        state.table, RoundPlay(number, recorded, None, state.challenges.get(number, ()))
    )


def verdict_record(verdict: Verdict) -> dict[str, Any]:
    """A dictionary's verdict as a challenge entry keeps it (see :class:`StoredVerdict`)."""
    return {
        "accepted": verdict.accepted,
        "code": verdict.code,
        "reason": verdict.reason,
        "dictionary": verdict.dictionary,
        "fingerprint": verdict.fingerprint,
    }


def _no_judge(word: cards.Word) -> StoredVerdict:
    """Checks never need a dictionary: challenges in the log carry their verdict."""
    return StoredVerdict(True, "word", "not judged")


def _replay(events: tuple[Event, ...]) -> GameState:
    if not events or events[0].kind != GAME_CREATED:
        raise ScoringError("the game's log does not start with its creation")
    state = _created(events[0].payload)
    for event in events[1:]:
        state = _apply(state, event)
    return replace(state, effective=events)


def _created(payload: Mapping[str, Any]) -> GameState:
    try:
        rules = RuleSettings.from_table(payload.get("rules", {}))
    except RuleSettingError as error:
        raise ScoringError(f"rules: {error}") from None
    table = Table.seat(
        list(payload["players"]),
        payload.get("dealer"),
        rules,
        payload.get("dictionary", "standard"),
    )
    return GameState(table, payload.get("name"))


def _apply(state: GameState, event: Event) -> GameState:
    payload = event.payload
    if event.kind == HAND_RECORDED:
        return _with_hand(state, payload)
    if event.kind == CHALLENGE:
        return _with_challenge(state, payload)
    if event.kind == PLAYER_RENAMED:
        return _with_name(state, payload["old"], payload["new"])
    raise ScoringError(f"event {event.seq} is of an unknown kind {event.kind!r}")


def _with_hand(state: GameState, payload: Mapping[str, Any]) -> GameState:
    number = int(payload["round"])
    player = payload["player"]
    if player not in state.table.players:
        raise ScoringError("is not playing in this game", round_number=number, player=player)
    open_round = state.open_round
    if not 1 <= number <= ROUNDS:
        raise ScoringError(f"a game has rounds 1 to {ROUNDS}", round_number=number, player=player)
    if open_round is not None and number > open_round:
        raise ScoringError(
            f"cannot record round {number}: round {open_round} is open",
            round_number=number,
            player=player,
        )
    hand = Hand(
        tuple(parse_word(w, round_number=number, player=player) for w in payload["words"]),
        tuple(parse_card(c, round_number=number, player=player) for c in payload["unused"]),
    )
    for challenge in state.challenges.get(number, ()):
        if challenge.player == player and find_laid_word(hand, challenge.word) is None:
            raise ScoringError(
                f"{challenge.challenger} challenged this word; a correction must keep it "
                "(undo back to the challenge to take it away)",
                round_number=number,
                player=player,
                word=str(challenge.word),
            )
    hands = {**state.hands, number: {**state.hands.get(number, {}), player: hand}}
    went_out = dict(state.went_out)
    if payload.get("went_out"):
        other = went_out.get(number)
        if other is not None and other != player:
            raise ScoringError(
                f"{other} already went out in this round", round_number=number, player=player
            )
        went_out[number] = player
    elif went_out.get(number) == player:
        del went_out[number]
    verdicts = dict(state.verdicts)
    for typed, record in (payload.get("verdicts") or {}).items():
        verdicts[parse_word(typed).letters] = StoredVerdict(**record)
    return replace(state, hands=hands, went_out=went_out, verdicts=verdicts)


def _with_challenge(state: GameState, payload: Mapping[str, Any]) -> GameState:
    number = int(payload["round"])
    challenger = payload["by"]
    if number not in state.hands:
        raise ScoringError("no hands recorded yet", round_number=number, player=challenger)
    verdict_data = payload.get("verdict")
    verdict = None if verdict_data is None else StoredVerdict(**verdict_data)
    ruling = payload.get("ruling")
    challenge = Challenge(
        challenger,
        payload["player"],
        parse_word(payload["word"], round_number=number, player=challenger),
        None if ruling is None else RULINGS[ruling],
        verdict,
    )
    challenges = {**state.challenges, number: (*state.challenges.get(number, ()), challenge)}
    return replace(state, challenges=challenges)


def _with_name(state: GameState, old: str, new: str) -> GameState:
    """The same game with a player's name corrected everywhere it appears."""
    table = state.table
    if old not in table.players:
        raise ScoringError(f"{old!r} is not playing in this game")
    players = [new if p == old else p for p in table.players]
    renamed_table = Table.seat(
        players,
        new if table.first_dealer == old else table.first_dealer,
        table.rules,
        table.dictionary,
    )

    def name(player: str) -> str:
        return new if player == old else player

    return replace(
        state,
        table=renamed_table,
        hands={n: {name(p): h for p, h in hands.items()} for n, hands in state.hands.items()},
        went_out={n: name(p) for n, p in state.went_out.items()},
        challenges={
            n: tuple(replace(c, challenger=name(c.challenger), player=name(c.player)) for c in cs)
            for n, cs in state.challenges.items()
        },
    )


def describe(event: Event) -> str:
    """One line for ``history`` and ``undo``."""
    p = event.payload
    if event.kind == GAME_CREATED:
        return f"new game: {', '.join(p['players'])}"
    if event.kind == HAND_RECORDED:
        words = " ".join(p["words"]) or "no words"
        unused = " ".join(p["unused"])
        text = f"round {p['round']}, {p['player']}: {words}"
        text += f"; unused {unused}" if unused else ""
        text += " (went out)" if p.get("went_out") else ""
        return text + (" (correction)" if p.get("correction") else "")
    if event.kind == CHALLENGE:
        ruling = f", table ruled {p['ruling']}" if p.get("ruling") else ""
        return f"round {p['round']}: {p['by']} challenged {p['player']}'s {p['word']}{ruling}"
    if event.kind == UNDO:
        return "undo"
    if event.kind == PLAYER_RENAMED:
        return f"{p['old']} renamed {p['new']}"
    return event.kind

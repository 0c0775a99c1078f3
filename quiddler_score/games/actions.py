"""The game actions: start a game, record a hand, challenge, undo, rename a player.

Each takes parsed input and returns a result object (the entry, its warnings and the
game as it now stands). ``play`` and the plain commands both call these functions and
differ only in how they ask and how they show. Rules decided here, such as whether a
correction keeps "went out", are decided once. The results are named tuples, which
start faster than dataclasses.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from quiddler_score.engine.cards import Card, Word, split_notes
from quiddler_score.engine.checks import find_laid_word
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.verdict import Ruling, Verdict
from quiddler_score.games.club.people import one_person_each
from quiddler_score.games.events import (
    ChallengeMade,
    Event,
    GameCreated,
    GameRenamed,
    HandRecorded,
    OutNamed,
    Payload,
    PlayerRenamed,
    Redo,
    RoundClosed,
    Undo,
)
from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import Appended, SavedGame, judge_of
from quiddler_score.games.state import GameState, verify
from quiddler_score.games.undo_stack import taken_back
from quiddler_score.language import _
from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.reasons import said_reason


def start_game(store: Store, created: GameCreated) -> SavedGame:
    """A new game, its seating, name and settings checked, stored and made current.

    The dictionary is kept as it names itself (a file: path made absolute); one that
    cannot be opened raises DictionaryUnavailable before anything is stored.
    """
    # Only what differs from the standard rules is kept: an older version reads the game
    # when it knows those settings (the log marks the format they need, as it writes it).
    return SavedGame.create(
        store,
        created._replace(
            dictionary=open_dictionary(created.dictionary).name,
            rules=RuleSettings.from_table(created.rules).kept_table(),
        ),
        # Players the aliases make one person are refused, by the aliases as they are in
        # the transaction that seats them (another scorekeeper's alias meanwhile counts).
        lambda conn, players: one_person_each(store, conn, players, "new"),
    )


class HandOutcome(NamedTuple):
    entry: HandRecorded
    before: GameState
    state: GameState
    warnings: tuple[str, ...]

    @property
    def completed_round(self) -> bool:
        """Whether this hand, in the round being recorded, was the last that round needed."""
        return (
            self.entry.round == self.before.open_round
            and self.state.complete_rounds > self.before.complete_rounds
        )


def is_correction(state: GameState, number: int, player: str) -> bool:
    """A hand of a past round, or one replacing a hand already recorded, is a correction."""
    return number != state.open_round or player in state.hands.get(number, {})


def hand_entry(
    state: GameState,
    number: int,
    player: str,
    words: Sequence[Word],
    unused: Sequence[Card],
    went_out: bool | None = None,
) -> HandRecorded:
    """``player``'s hand in round ``number`` as its entry, a correction if one is recorded.

    ``went_out`` None keeps what was recorded: a correction keeps "went out" unless it
    leaves cards unused; a new hand did not go out.
    """
    correction = is_correction(state, number, player)
    if went_out is None:
        was_out = correction and state.went_out.get(number) == player
        went_out = was_out and not unused
    # The game's dictionary on each word, as the entry keeps it: kept in the log, the
    # verdicts score the strict rule the same way for ever after; {} if it cannot judge.
    judge = judge_of(state)
    try:
        verdicts = {str(word): judge(word) for word in words}
    except ScoringError:
        verdicts = {}
    return HandRecorded(
        round=number,
        player=player,
        words=tuple(str(word) for word in words),
        unused=tuple(str(card) for card in unused),
        went_out=went_out,
        correction=correction,
        verdicts=verdicts,
    )


def record_hand(
    game: SavedGame,
    number: int,
    player: str,
    words: Sequence[Word],
    unused: Sequence[Card],
    went_out: bool | None = None,
) -> HandOutcome:
    """Record ``player``'s hand in round ``number`` (see :func:`hand_entry`), decided
    from the game as it stands when the hand is written."""
    appended = game.record_decided(
        lambda _events, state: hand_entry(state, number, player, words, unused, went_out)
    )
    return _hand_outcome(appended)


def record_own_hand(
    game: SavedGame,
    number: int,
    player: str,
    hand: tuple[Sequence[Word], Sequence[Card], bool],
    seen: str,
) -> HandOutcome:
    """``player``'s own hand (words, unused cards, and whether they went out), sent from
    their seat: only in the open round (a round all hands are in is the scorekeeper's to
    correct), and only over the hand the sender saw recorded (``seen``, its
    :func:`hand_text`; "" for none), so that two senders at once keep one hand and the
    second is told what the first recorded. Going out is checked against who the table
    says went out (:func:`own_going_out`); decided, like :func:`record_hand`, as the hand
    is written."""
    words, unused, out = hand

    def own_hand(_events: list[Event], state: GameState) -> HandRecorded:
        if number != state.open_round:
            raise ScoringError(
                _("this round is already scored: ask the scorekeeper to correct it"),
                round_number=number,
                player=player,
            )
        now = hand_text(state, number, player)
        if now != seen:
            raise HandChanged(now)
        went_out = own_going_out(state, number, player, out)
        return hand_entry(state, number, player, words, unused, went_out)

    return _hand_outcome(game.record_decided(own_hand))


def own_going_out(state: GameState, number: int, player: str, out: bool) -> bool:
    """A seat's own "I went out" (or not), refused where it contradicts the table: another
    player went out, or the scorekeeper named this one."""
    named = state.who_went_out(number)
    if out and named not in (None, player):
        raise ScoringError(
            _("{player} already went out in this round").format(player=named),
            round_number=number,
            player=player,
        )
    if not out and named == player and state.went_out.get(number) != player:
        raise ScoringError(
            # Translators: "I went out" is the label of the box on the player's seat page.
            _(
                "the scorekeeper recorded that you went out: tick I went out, or ask them "
                "to change it"
            ),
            round_number=number,
            player=player,
        )
    return out


class HandChanged(ScoringError):
    """The hand recorded is no longer the one the sender saw: ``now`` is what it is."""

    def __init__(self, now: str) -> None:
        super().__init__(
            # Translators: {hand} is the hand as typed: words, then "/" and unused cards.
            _("your hand was recorded meanwhile: {hand}").format(hand=now)
            if now
            else _("your hand was recorded meanwhile: none")
        )
        self.now = now


def hand_text(state: GameState, number: int, player: str) -> str:
    """The hand recorded for ``player`` in round ``number`` as typed (words, then "/" and
    the unused cards), "" when there is none: what a seat saw, to send over."""
    hand = state.hands.get(number, {}).get(player)
    if hand is None:
        return ""
    words = " ".join(str(word) for word in hand.words)
    unused = " ".join(str(card) for card in hand.unused)
    return f"{words} / {unused}".strip() if unused else words


def record_entry(game: SavedGame, entry: HandRecorded) -> HandOutcome:
    """Record a hand's entry made by :func:`hand_entry` (say, after a preview); whether
    it is a correction is decided again from the game as it stands when it is written."""
    appended = game.record_decided(
        lambda _events, state: entry._replace(
            correction=is_correction(state, entry.round, entry.player)
        )
    )
    return _hand_outcome(appended)


def _hand_outcome(appended: Appended[HandRecorded]) -> HandOutcome:
    entry, state = appended.payload, appended.state
    warnings = tuple(hand_warnings(state, entry.round, entry.player))
    return HandOutcome(entry, appended.before, state, warnings)


def preview(game: SavedGame, entry: Payload) -> tuple[GameState, GameState]:
    """The game before and after ``entry``, checked but not recorded."""
    return game.state(), verify(game.events(), entry)


def hand_warnings(state: GameState, number: int, player: str) -> list[str]:
    """Split notes and dictionary flags on a hand, for the table to decide on a challenge."""
    return [*hand_notes(state, number, player), *dictionary_flags(state, number, player)]


def hand_notes(state: GameState, number: int, player: str) -> list[str]:
    """What the hand's words say of the cards they were split into."""
    hand = state.hands[number][player]
    return [str(note) for word in hand.words for note in split_notes(word)]


def dictionary_flags(state: GameState, number: int, player: str) -> list[str]:
    """The judge's reason for each word of the hand it refuses, or why it could not judge."""
    hand = state.hands[number][player]
    judge = judge_of(state)
    flags: list[str] = []
    for word in hand.words:
        try:
            verdict = state.verdicts.get(word.letters) or judge(word)
        except ScoringError as error:
            return [*flags, _("words not checked: {error}").format(error=error)]
        if not verdict.accepted:
            # Translators: {word} is the word played; {reason} why the dictionary refuses it.
            flag = (
                _("{word}: {reason} (struck: the strict rule is on)")
                if state.table.rules.strict
                else _("{word}: {reason}")
            )
            flags.append(flag.format(word=word, reason=said_reason(verdict)))
    return flags


class ChallengeDraft(NamedTuple):
    """A challenge checked against the game and judged, not recorded yet.

    ``verdict`` is None when the dictionary cannot be opened: ``problem`` says why, and
    only a ruling of the table can decide it.
    """

    round: int
    by: str
    player: str
    word: Word
    verdict: Verdict | None
    problem: str | None = None

    def entry(self, ruling: Ruling | None) -> ChallengeMade:
        return ChallengeMade(self.round, self.by, self.player, str(self.word), ruling, self.verdict)


def latest_round_with(state: GameState, player: str) -> int:
    """The latest round in which ``player`` has a hand recorded."""
    for number in sorted(state.hands, reverse=True):
        if player in state.hands[number]:
            return number
    raise ScoringError(
        _("{player} has no hand recorded yet, so there is no word to challenge").format(
            player=player
        )
    )


def draft_challenge(
    game: SavedGame, number: int, by: str, player: str, word: Word
) -> ChallengeDraft:
    """Judge ``by``'s challenge of ``player``'s ``word`` and check it could be recorded."""
    events = game.events()
    state = game.state()
    hand = state.hands.get(number, {}).get(player)
    laid = None if hand is None else find_laid_word(hand, word)
    if laid is not None:
        word = laid
    try:
        draft = ChallengeDraft(number, by, player, word, judge_of(state)(word))
    except ScoringError as error:
        draft = ChallengeDraft(number, by, player, word, None, str(error))
    verify(events, draft.entry(None))
    return draft


class ChallengeOutcome(NamedTuple):
    draft: ChallengeDraft
    entry: ChallengeMade
    before: GameState
    state: GameState

    @property
    def acceptable(self) -> bool:
        if self.entry.ruling is not None:
            return self.entry.ruling.acceptable
        assert self.draft.verdict is not None
        return self.draft.verdict.accepted


def record_challenge(
    game: SavedGame, draft: ChallengeDraft, ruling: Ruling | None = None
) -> ChallengeOutcome:
    """Record the challenge; without a ruling the dictionary's verdict decides."""
    if draft.verdict is None and ruling is None:
        raise ScoringError(
            # Translators: {problem} says why the dictionary cannot judge the word.
            _("{problem}; the table's ruling must decide the challenge").format(
                problem=draft.problem
            ),
            round_number=draft.round,
            player=draft.by,
            word=str(draft.word),
        )
    before = game.state()
    entry = draft.entry(ruling)
    state, _stored = game.record(entry)
    return ChallengeOutcome(draft, entry, before, state)


class Undone(NamedTuple):
    target: Event
    state: GameState


def undo(game: SavedGame) -> Undone:
    """Take back the latest entry still in force when the undo is written (never the
    game's creation)."""
    return _undone(game.record_decided(lambda events, _: Undo(taken_back(events, undo=True).seq)))


def redo(game: SavedGame) -> Undone:
    """Put back the entry the latest undo took back, if nothing was entered since."""
    return _undone(game.record_decided(lambda events, _: Redo(taken_back(events, undo=False).seq)))


def _undone(appended: Appended[Undo] | Appended[Redo]) -> Undone:
    """The entry an undo or redo named, as the log it was decided from holds it."""
    seq = appended.payload.target
    target = next(event for event in appended.events if event.seq == seq)
    return Undone(target, appended.state)


class Renamed(NamedTuple):
    old: str
    new: str
    state: GameState


def rename_player(game: SavedGame, old: str, new: str) -> Renamed:
    """Correct a seated player's name everywhere in the game (kept in the log); refused
    where an alias makes the new name one person with another player."""
    entry = PlayerRenamed(old, new)
    appended = game.record_decided(
        lambda *_: entry,
        lambda conn, players: one_person_each(game.store, conn, players, "rename"),
    )
    return Renamed(old, new, appended.state)


def rename_game(game: SavedGame, name: str | None) -> Renamed:
    """Give the game a name; None gives it back its automatic name (the players' names)."""
    old = game.state().title
    state, _stored = game.record(GameRenamed(name))
    return Renamed(old, state.title, state)


def name_who_went_out(game: SavedGame, number: int, player: str | None) -> GameState:
    """The table's answer to who went out in round ``number`` (None: nobody), kept in the
    log so that it is never asked twice; undo takes it back like any other entry. A
    player whose hand is already in (sent from their phone) has that hand marked as
    going out, refused if it leaves cards unused; decided as it is written."""

    def answer(_events: list[Event], state: GameState) -> HandRecorded | OutNamed:
        hand = state.hands.get(number, {}).get(player or "")
        if player is None or hand is None or state.went_out.get(number) == player:
            return OutNamed(number, player)
        return hand_entry(state, number, player, hand.words, hand.unused, True)

    return game.record_decided(answer).state


def close_round(game: SavedGame, number: int) -> GameState:
    """The table has no more challenges in round ``number``; kept, so none is asked again."""
    state, _stored = game.record(RoundClosed(number))
    return state

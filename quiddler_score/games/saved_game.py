"""A game kept in the store: read its log, verify a new event, append it safely.

The glue between :mod:`quiddler_score.games.log.store` (which keeps events and knows no
rules) and :mod:`quiddler_score.games.state` (which knows the rules and no files).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from typing import Generic, NamedTuple, TypeVar

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.games import state as game
from quiddler_score.games.errors import DamagedEntry, NoGame, StoreConflict
from quiddler_score.games.events import (
    Event,
    GameCreated,
    GameImported,
    Kind,
    Payload,
    encode,
    kind_of,
    payload_of,
    tag_of,
)
from quiddler_score.games.log import listing
from quiddler_score.games.log.listing import GameInfo
from quiddler_score.games.log.store import Check, KeptSummary, RulingRows, Store
from quiddler_score.games.rulings.one_game import RULINGS_FORMAT, game_rulings, kept_rows
from quiddler_score.games.summary import GameSummary, imported_summary, summarize
from quiddler_score.language import _
from quiddler_score.words.table_judge import TableJudge, table_judge

P = TypeVar("P", bound=Payload)

# Makes an entry from the game's log and the state it folds to, as read just before the
# write; called again whenever another scorekeeper appended in between.
Decide = Callable[[list[Event], game.GameState], P]


class Appended(NamedTuple, Generic[P]):
    """An entry appended: the log it was decided from, the game before and after."""

    events: list[Event]
    before: game.GameState
    payload: P
    state: game.GameState
    event: Event


# A check of the players at a game's table, in the transaction that seats them there;
# what it raises leaves nothing written.
Seated = Callable[[sqlite3.Connection, Sequence[str]], None]

# Another process appending between our read and our write is retried this many times:
# each conflict means another scorekeeper's entry was written, so a table of eight
# writing at the same instant needs at most seven retries.
_ATTEMPTS = 20


class SavedGame:
    def __init__(self, store: Store, info: GameInfo) -> None:
        self.store = store
        self.info = info
        # The fold of the log as last read, by its length: a log only ever grows, so
        # the same length is the same log, and reading the state twice folds it once.
        self._folded: tuple[int, game.GameState] | None = None

    @classmethod
    def current(cls, store: Store) -> SavedGame:
        game_id = store.current_game()
        if game_id is None:
            raise NoGame(_('no game yet: start one with  quiddler-score new "Ann" "Bob" ...'))
        return cls(store, listing.game(store, game_id))

    @classmethod
    def create(cls, store: Store, created: GameCreated, seated: Seated | None = None) -> SavedGame:
        """Check the seating and settings, then store the game and make it current;
        ``seated``, when given, checks its players in the transaction that stores it."""
        state = game.verify([], created)
        summary, rulings = kept_beside(state)
        game_id = store.create_game(
            state.title,
            (kind_of(created), encode(created)),
            summary,
            rulings,
            tag=tag_of(created),
            check=_checked(seated, state.table.players),
        )
        return cls(store, listing.game(store, game_id))

    def events(self) -> list[Event]:
        return self.store.events(self.info.id)

    def state(self) -> game.GameState:
        return self._fold(self.events())

    def _fold(self, events: list[Event]) -> game.GameState:
        if self._folded is None or self._folded[0] != len(events):
            self._folded = (len(events), game.fold(events))
        return self._folded[1]

    def record(self, payload: Payload) -> tuple[game.GameState, Event]:
        """Verify the event against the log as it is now, then append it (see
        :meth:`record_decided`)."""
        appended = self.record_decided(lambda events, state: payload)
        return appended.state, appended.event

    def record_decided(self, decide: Decide[P], seated: Seated | None = None) -> Appended[P]:
        """Decide the entry from the log as it is now, verify it, then append it.

        The append only happens if nobody appended since we read, so what was decided
        and verified is what is stored; on a conflict the entry is decided again from
        the new log (an undo then takes back what is last in force when it commits, a
        hand becomes a correction if another scorekeeper recorded one meanwhile). The
        game's listed name follows the log (an automatic name follows renames), and its
        summary and rulings are kept up to date, all in the append's transaction, in
        which ``seated``, when given, checks the players the entry leaves at the table.
        """
        for _attempt in range(_ATTEMPTS):
            events = self.events()
            before = self._fold(events)
            payload = decide(events, before)
            state = game.verify(events, payload)
            summary, rulings = kept_beside(state)
            try:
                stored = self.store.append_if(
                    self.info.id,
                    len(events),
                    kind_of(payload),
                    encode(payload),
                    name=state.title,
                    summary=summary,
                    rulings=rulings,
                    tag=tag_of(payload),
                    check=_checked(seated, state.table.players),
                )
            except StoreConflict:
                continue
            self.info = listing.game(self.store, self.info.id)  # its listed name may have changed
            self._folded = (stored.seq, state)
            return Appended(events, before, payload, state, stored)
        raise StoreConflict(_("the game kept changing under another scorekeeper; try again"))


def _checked(seated: Seated | None, players: Sequence[str]) -> Check | None:
    """``seated`` of ``players``, as the store runs a check in a write's transaction."""
    return None if seated is None else lambda conn: seated(conn, players)


def judge_of(state: game.GameState) -> TableJudge:
    """The judge of the game's dictionary under its house rules."""
    return table_judge(state.table.dictionary, state.table.rules)


def scores(state: game.GameState) -> Scoreboard:
    """The game's scoreboard, words judged by the verdicts kept, then by its dictionary."""
    return state.scoreboard(judge_of(state))


def summary_of(state: game.GameState) -> GameSummary:
    """What ``games`` and ``stats`` need of the game (see summary.py), from its scores."""
    return summarize(state.open_round, scores(state))


def summary_of_log(events: Sequence[Event]) -> GameSummary:
    """The summary of a game's log: a game brought in by ``import`` is the scores it
    keeps; any other is folded and scored."""
    if events and events[0].kind == Kind.GAME_IMPORTED:
        imported = payload_of(events[0])
        assert isinstance(imported, GameImported)
        if len(events) > 1:  # nothing this tool writes
            raise DamagedEntry(
                _("entry #{entry} of game {game} is damaged ({why})").format(
                    entry=2,
                    game=events[0].game_id,
                    why=_("an imported game's log is its one entry"),
                )
            )
        return imported_summary(imported)
    return summary_of(game.fold(events))


def kept_beside(state: game.GameState) -> tuple[KeptSummary | None, RulingRows | None]:
    """What the store keeps beside a game's log: its summary and its rulings, both from
    one scoring of it; None where it cannot be scored (made, or its fault reported, when
    next read)."""
    try:
        board = scores(state)
        summary = summarize(state.open_round, board)
    except QuiddlerError:
        return None, None
    # The game's id is the store's: kept rows do not hold it.
    rulings = game_rulings(0, state.title, state.effective, board)
    return kept_summary(summary), RulingRows(RULINGS_FORMAT, kept_rows(rulings))


def kept_summary(summary: GameSummary) -> KeptSummary:
    """A summary as the store keeps it."""
    return KeptSummary(summary.complete, summary.to_json())

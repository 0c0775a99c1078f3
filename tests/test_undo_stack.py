"""Undo and redo over a log (games/undo_stack.py): which entries are in force, which an
undo takes back and which a redo puts back. Only the kinds of the entries count here, so
the logs are written as kinds alone."""

from __future__ import annotations

import pytest

from quiddler_score.games.errors import NothingToRedo, NothingToUndo
from quiddler_score.games.events import Event, Kind
from quiddler_score.games.undo_stack import effective_events, taken_back, undone_by_next_undo


def log(*kinds: str) -> list[Event]:
    """A game's log of entries of ``kinds``, numbered from 1 after its creation."""
    return [Event(1, seq, kind, {}) for seq, kind in enumerate((Kind.GAME_CREATED, *kinds), 1)]


def seqs(events: tuple[Event, ...]) -> list[int]:
    return [event.seq for event in events]


def test_each_undo_takes_back_the_latest_entry_still_in_force() -> None:
    # 1 created, 2 and 3 hands, 4 undoes 3, 5 undoes 2: only the creation stands.
    events = log(Kind.HAND_RECORDED, Kind.HAND_RECORDED, Kind.UNDO, Kind.UNDO)
    assert seqs(effective_events(events[:4])) == [1, 2]
    assert seqs(effective_events(events)) == [1]


def test_an_undo_never_takes_back_the_games_creation() -> None:
    events = log(Kind.HAND_RECORDED, Kind.UNDO)
    assert undone_by_next_undo(events) is None
    assert seqs(effective_events([*events, Event(1, 4, Kind.UNDO, {})])) == [1]
    with pytest.raises(NothingToUndo, match=r"^there is nothing to undo$"):
        taken_back(events, undo=True)


def test_an_undo_takes_a_rounds_closing_back_with_the_entry_before_it() -> None:
    # 2 a hand, 3 the round's challenges closed: the undo names the hand, and takes both.
    events = log(Kind.HAND_RECORDED, Kind.ROUND_CLOSED)
    target = taken_back(events, undo=True)
    assert target.seq == 2
    assert seqs(effective_events([*events, Event(1, 4, Kind.UNDO, {})])) == [1]


def test_a_redo_puts_back_what_the_latest_undo_took_back() -> None:
    # 2 and 3 hands, 4 and 5 undo them: a redo puts back 2 (the latest undone), then 3.
    events = log(Kind.HAND_RECORDED, Kind.HAND_RECORDED, Kind.UNDO, Kind.UNDO)
    assert taken_back(events, undo=False).seq == 2
    events.append(Event(1, 6, Kind.REDO, {}))
    assert seqs(effective_events(events)) == [1, 2]
    assert taken_back(events, undo=False).seq == 3


def test_a_new_entry_after_an_undo_leaves_nothing_to_redo() -> None:
    events = log(Kind.HAND_RECORDED, Kind.UNDO, Kind.HAND_RECORDED)
    assert seqs(effective_events(events)) == [1, 4]
    with pytest.raises(NothingToRedo, match=r"^there is nothing to redo: redo takes back an undo$"):
        taken_back(events, undo=False)

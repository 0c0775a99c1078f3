"""Undo and redo over a game's log: which entries are in force, which an undo would take
back and which a redo would put back. Entries are never deleted: an undo is an entry too,
and the log read in order says what stands."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from quiddler_score.games.errors import NothingToRedo, NothingToUndo
from quiddler_score.games.events import Event, Kind
from quiddler_score.language import _


def effective_events(events: Iterable[Event]) -> tuple[Event, ...]:
    """Events still in force: each undo takes back the latest event not yet taken back,
    and each redo puts back the latest one an undo took back since the last new entry."""
    return _undo_stacks(events)[0]


# Answers kept in the log that are not entries of the game: an undo takes them back
# together with the entry before them, never alone.
_ANSWERS = frozenset({Kind.ROUND_CLOSED})


def _undo_stacks(events: Iterable[Event]) -> tuple[tuple[Event, ...], tuple[Event, ...]]:
    """(the events in force, the entries undone that a redo could put back, latest last)."""
    stack: list[Event] = []
    undone: list[list[Event]] = []
    for event in events:
        if event.kind == Kind.UNDO:
            entries = [i for i, e in enumerate(stack) if i > 0 and e.kind not in _ANSWERS]
            if entries:
                undone.append(stack[entries[-1] :])
                del stack[entries[-1] :]
        elif event.kind == Kind.REDO:
            if undone:
                stack.extend(undone.pop())
        else:
            stack.append(event)
            undone.clear()
    return tuple(stack), tuple(group[0] for group in undone)


def undone_by_next_undo(events: Iterable[Event]) -> Event | None:
    """The entry an undo appended now would take back (never the game's creation),
    with any answers kept after it, such as the end of a round's challenges."""
    in_force = effective_events(events)[1:]
    return next((e for e in reversed(in_force) if e.kind not in _ANSWERS), None)


def taken_back(events: Sequence[Event], *, undo: bool) -> Event:
    """The entry an undo appended now would take back, or a redo would put back (the one
    an undo took back lately); NothingToUndo or NothingToRedo when there is none."""
    if undo:
        target = undone_by_next_undo(events)
        if target is None:
            raise NothingToUndo(_("there is nothing to undo"))
        return target
    undone = _undo_stacks(events)[1]
    if not undone:
        raise NothingToRedo(_("there is nothing to redo: redo takes back an undo"))
    return undone[-1]

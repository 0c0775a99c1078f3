"""Every saved game's summary: kept beside its log, made anew only where it is missing,
older than the log or not whole (a database from an older version, a log written
elsewhere, a summary another program changed).

What the store keeps is never trusted: a kept summary is used only if it is of today's
format, whole, and made from the whole log. Those made anew are made from logs read all
at once and kept in one transaction, as the first ``stats`` after an upgrade makes
every game's.
"""

from __future__ import annotations

import json
import os
from collections import deque
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.games.events import Event
from quiddler_score.games.log.listing import LogSource
from quiddler_score.games.log.store import GameInfo, Store
from quiddler_score.games.log.stored_json import StoredJsonError, read_object
from quiddler_score.games.saved_game import SavedGame, summary_of_log
from quiddler_score.games.stats.collector import collector_held_off
from quiddler_score.games.summary import is_summary

if TYPE_CHECKING:
    from concurrent.futures import Future


class Unreadable(NamedTuple):
    """A game whose log cannot be read or scored, and why."""

    info: GameInfo
    error: str

    def line(self) -> str:
        return f"game {self.info.id} {self.info.name!r} cannot be read: {self.error}"


class GameSummaries(NamedTuple):
    """The summaries of the games asked for, oldest first, and the games that could not
    be read."""

    summaries: list[dict[str, Any]]
    problems: list[Unreadable]

    @property
    def unreadable(self) -> list[str]:
        """One line for each game that could not be read, naming it."""
        return [problem.line() for problem in self.problems]


# Called with how many summaries are made and how many there are to make, when many
# must be made (the first run after an upgrade), so a caller can show progress.
Progress = Callable[[int, int], None]
# Progress is told every this many games: drawing the bar costs more than a summary.
_PROGRESS_EVERY = 100
# Fewer summaries than this are made by one process; more are spread over the
# processors. A helper takes about a quarter of a second to start, in which this process
# makes some 200 summaries alone: from here on, what the helpers make saves more.
_SPREAD_FROM = 300
# Games in a part: about an eighth of each process's share, so that the last parts,
# made while the others finish theirs, are short; never so few that a part costs more
# to hand over than to make, nor so many that one ends long after the rest.
_LEAST_PART = 25
_MOST_PART = 125
_MOST_HELPERS = 7


class Made(NamedTuple):
    """Summaries made from the logs, and each as the store keeps it: game id -> (the
    length of the log it was made from, the summary as JSON). ``errors``: why the games
    that could not be read could not be."""

    summaries: dict[int, dict[str, Any]]
    kept: dict[int, tuple[int, str]]
    errors: dict[int, str]

    def add(self, other: Made) -> None:
        self.summaries.update(other.summaries)
        self.kept.update(other.kept)
        self.errors.update(other.errors)


def game_summaries(
    store: Store,
    infos: Sequence[GameInfo] | None = None,
    progress: Progress | None = None,
    known: GameSummaries | None = None,
) -> GameSummaries:
    """The summary of each game of ``infos`` (every game not deleted by default): the kept
    one where it is whole, of today's format and made from the whole log, else one made
    anew and kept. The games of ``known``, read just before, are taken from it."""
    infos = store.games() if infos is None else infos
    found: dict[int, dict[str, Any] | None] = {}
    errors: dict[int, str] = {}
    if known is not None:
        found.update((summary["id"], summary) for summary in known.summaries)
        errors.update((problem.info.id, problem.error) for problem in known.problems)
    asked = [info for info in infos if info.id not in found and info.id not in errors]
    kept = store.summaries([info.id for info in asked])
    found.update((info.id, _current(kept.get(info.id), info)) for info in asked)
    made = make_summaries(store, [info for info in asked if found[info.id] is None], progress)
    store.keep_summaries(made.kept)
    found.update(made.summaries)
    errors.update(made.errors)
    summaries = [
        {**summary, "id": info.id, "name": info.name, **_dates(info)}
        for info in infos
        if (summary := found.get(info.id)) is not None
    ]
    problems = [Unreadable(info, errors[info.id]) for info in infos if info.id in errors]
    return GameSummaries(summaries, problems)


def make_summaries(
    store: Store, infos: Sequence[GameInfo], progress: Progress | None = None
) -> Made:
    """The summaries of those games made from their logs (not kept: see
    :meth:`Store.keep_summaries`), by this process and, when there are many, by
    others beside it."""
    ids = [info.id for info in infos]
    made = Made({}, {}, {})
    counted = _Counted(progress, len(ids))
    helpers = _helpers(len(ids))
    with collector_held_off():
        if helpers:
            _make_spread(store, ids, helpers, _part_size(len(ids), helpers), made, counted)
        else:
            _make_all(store.logs(ids, times=False), made, counted)
    # A log left out has an entry not as the store writes it: read as any other command
    # reads it, the damage is named the same way.
    for info in _left_out(infos, made):
        try:
            summary = summary_of_log(SavedGame(store, info).events())
        except QuiddlerError as error:
            made.errors[info.id] = str(error)
        else:
            made.summaries[info.id] = summary
            made.kept[info.id] = (info.event_count, json.dumps(summary, ensure_ascii=False))
    counted.finish()
    return made


class _Counted:
    """Progress told every so often, as the games are made."""

    def __init__(self, progress: Progress | None, total: int) -> None:
        self.progress, self.total, self.done, self.told = progress, total, 0, 0

    def add(self, count: int) -> None:
        self.done += count
        if self.progress is not None and self.done - self.told >= _PROGRESS_EVERY:
            self.progress(self.done, self.total)
            self.told = self.done

    def finish(self) -> None:
        if self.progress is not None and self.total:
            self.progress(self.total, self.total)


def _make_all(logs: Iterable[tuple[int, list[Event]]], made: Made, counted: _Counted) -> None:
    for game_id, events in logs:
        _make(made, game_id, events)
        counted.add(1)


def _helpers(count: int) -> int:
    """How many other processes help make ``count`` summaries."""
    if count < _SPREAD_FROM:
        return 0
    return max(0, min(_processors() - 1, count // _LEAST_PART - 1, _MOST_HELPERS))


def _part_size(count: int, helpers: int) -> int:
    """How many games are in each part when ``helpers`` help make ``count``."""
    return max(_LEAST_PART, min(_MOST_PART, count // (8 * (helpers + 1))))


def _processors() -> int:
    """The processors this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def _make_spread(
    store: Store, ids: list[int], helpers: int, size: int, made: Made, counted: _Counted
) -> None:
    """Make the summaries in parts of ``size`` games, some in this process and the rest
    by ``helpers`` processes, each reading the logs of its parts itself.

    A part a helper does not make, for whatever reason (no process could be started,
    the database cannot be opened twice), is made here: what is made never depends on
    the helpers, only how soon.
    """
    # Imported here: every command that lists games would pay for them.
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    parts = deque(ids[start : start + size] for start in range(0, len(ids), size))
    try:
        pool = ProcessPoolExecutor(
            helpers, mp_context=multiprocessing.get_context("spawn"), initializer=_helping
        )
    except (OSError, ImportError, NotImplementedError, ValueError):
        pool = None
    source = store.log_source()
    running: dict[Future[Made], list[int]] = {}
    helping = pool is not None
    try:
        while parts or running:
            while pool is not None and helping and parts and len(running) < 2 * helpers:
                try:
                    running[pool.submit(_make_apart, source, parts[0])] = parts[0]
                except Exception:  # no helper can start: the rest is made here
                    helping = False
                else:
                    parts.popleft()
            if parts:  # helpers take parts from the front; this process from the back
                _make_all(store.logs(parts.pop(), times=False), made, counted)
            else:
                wait(running, return_when=FIRST_COMPLETED)
            for future in [future for future in running if future.done()]:
                part = running.pop(future)
                try:
                    theirs = future.result()
                except Exception:  # made here instead; a fault of ours is raised here too
                    helping = False
                    _make_all(store.logs(part, times=False), made, counted)
                else:
                    made.add(theirs)
                    counted.add(len(part))
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)


def _helping() -> None:
    """A helper leaves an interrupt to the process it helps, which stops it."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _make_apart(source: LogSource, ids: list[int]) -> Made:
    """In a helper: the summaries of those games (a log left out is read by the caller)."""
    made = Made({}, {}, {})
    with collector_held_off():
        for game_id, events in source.logs(ids, times=False):
            _make(made, game_id, events)
    return made


def _make(made: Made, game_id: int, events: list[Event]) -> None:
    """The summary of one log, or why it cannot be read, added to ``made``."""
    try:
        summary = summary_of_log(events)
    except QuiddlerError as error:
        made.errors[game_id] = str(error)
        return
    made.summaries[game_id] = summary
    made.kept[game_id] = (len(events), json.dumps(summary, ensure_ascii=False))


def _left_out(infos: Iterable[GameInfo], made: Made) -> list[GameInfo]:
    done: Collection[int] = made.summaries.keys() | made.errors.keys()
    return [info for info in infos if info.id not in done]


def _current(kept: tuple[int | None, str] | None, info: GameInfo) -> dict[str, Any] | None:
    """A kept summary, if it is whole, of today's format and made from the whole log."""
    if kept is None or kept[0] != info.event_count:
        return None
    try:
        summary = read_object(kept[1])
    except StoredJsonError:  # not JSON: changed by another program
        return None
    return summary if is_summary(summary) else None


def _dates(info: GameInfo) -> dict[str, str]:
    return {"created_at": info.created_at, "last_event_at": info.last_event_at}

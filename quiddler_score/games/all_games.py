"""Every saved game's summary: kept beside its log, made anew only where it is missing
or older than the log (a database from an older version, a log written elsewhere)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.games.saved_game import SavedGame, summary_of
from quiddler_score.games.store import GameInfo, Store
from quiddler_score.games.summary import SUMMARY_FORMAT


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


def game_summaries(
    store: Store, infos: Sequence[GameInfo] | None = None, progress: Progress | None = None
) -> GameSummaries:
    """The summary of each game of ``infos`` (every game not deleted by default): the kept
    one where it is of today's format and made from the whole log, else one made anew and
    kept."""
    infos = store.games() if infos is None else infos
    kept = store.summaries([info.id for info in infos])
    current = {info.id: _current(kept.get(info.id), info) for info in infos}
    problems: list[Unreadable] = []
    stale = [info for info in infos if current[info.id] is None]
    made: dict[int, tuple[int, str]] = {}
    for done, info in enumerate(stale, start=1):
        try:
            summary = summary_of(SavedGame(store, info).state())
        except QuiddlerError as error:
            problems.append(Unreadable(info, str(error)))
            continue
        current[info.id] = summary
        made[info.id] = (info.event_count, json.dumps(summary, ensure_ascii=False))
        if progress is not None:
            progress(done, len(stale))
    store.keep_summaries(made)
    summaries = [
        {**kept_one, "id": info.id, "name": info.name, **_dates(info)}
        for info in infos
        if (kept_one := current[info.id]) is not None
    ]
    return GameSummaries(summaries, problems)


def _current(kept: tuple[int, str] | None, info: GameInfo) -> dict[str, Any] | None:
    """A kept summary, if it was made from the whole log in today's format."""
    if kept is None or kept[0] != info.event_count:
        return None
    summary: dict[str, Any] = json.loads(kept[1])
    return summary if summary.get("format") == SUMMARY_FORMAT else None


def _dates(info: GameInfo) -> dict[str, str]:
    return {"created_at": info.created_at, "last_event_at": info.last_event_at}

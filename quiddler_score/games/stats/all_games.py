"""Every saved game's summary: kept beside its log, made anew only where it is missing,
older than the log or not whole (a database from an older version, a log written
elsewhere, a summary another program changed).

What the store keeps is never trusted: a kept summary is used only if it is of today's
format, whole, and made from the whole log. Those made anew are made from logs read all
at once and kept in one transaction, as the first ``stats`` after an upgrade makes
every game's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.games.log import derived, listing
from quiddler_score.games.log.derived import SummaryRow
from quiddler_score.games.log.listing import GameInfo
from quiddler_score.games.log.store import KeptSummary, Store
from quiddler_score.games.saved_game import SavedGame, kept_summary, summary_of_log
from quiddler_score.games.summary import GameSummary
from quiddler_score.language import _


class Unreadable(NamedTuple):
    """A game whose log cannot be read or scored, and why."""

    info: GameInfo
    error: str


class SavedSummary(NamedTuple):
    """A saved game's summary, with the game as the store lists it (its id, name and
    start, which the summary does not hold)."""

    info: GameInfo
    summary: GameSummary


class GameSummaries(NamedTuple):
    """The summaries of the games asked for, oldest first, and the games that could not
    be read."""

    summaries: list[SavedSummary]
    problems: list[Unreadable]

    @property
    def unreadable(self) -> list[str]:
        """One line for each game that could not be read, naming it."""
        return [
            _("game {id} {name} cannot be read: {error}").format(
                id=p.info.id, name=repr(p.info.name), error=p.error
            )
            for p in self.problems
        ]


# Called with how many summaries are made and how many there are to make, when many
# must be made (the first run after an upgrade), so a caller can show progress.
Progress = Callable[[int, int], None]
# Progress is told every this many games: drawing the bar costs more than a summary.
_PROGRESS_EVERY = 100


def game_summaries(
    store: Store, infos: Sequence[GameInfo] | None = None, progress: Progress | None = None
) -> GameSummaries:
    """The summary of each game of ``infos`` (every game not deleted by default), kept or
    made anew and kept (see above)."""
    infos = listing.games(store) if infos is None else infos
    kept = derived.summaries(store, [info.id for info in infos])
    found: dict[int, GameSummary | None] = {
        info.id: _current(kept.get(info.id), info) for info in infos
    }
    stale = [info for info in infos if found[info.id] is None]
    errors: dict[int, str] = {}
    made: dict[int, tuple[int, KeptSummary]] = {}
    for done, info in enumerate(stale, start=1):
        try:
            anew = summary_of_log(SavedGame(store, info).events())
        except QuiddlerError as error:
            errors[info.id] = str(error)
        else:
            found[info.id] = anew
            made[info.id] = (info.event_count, kept_summary(anew))
        if progress is not None and done % _PROGRESS_EVERY == 0:
            progress(done, len(stale))
    if progress is not None and stale:
        progress(len(stale), len(stale))
    derived.keep_summaries(store, made)
    summaries = [
        SavedSummary(info, summary) for info in infos if (summary := found.get(info.id)) is not None
    ]
    problems = [Unreadable(info, errors[info.id]) for info in infos if info.id in errors]
    return GameSummaries(summaries, problems)


def game_rows(infos: Iterable[GameInfo]) -> list[list[object]]:
    """Each game's row and the length of its log, as the key of a stored answer made
    from them holds them: any entry, rename or new start changes it."""
    return [[info.id, info.event_count, info.name, info.created_at] for info in infos]


def _current(kept: SummaryRow | None, info: GameInfo) -> GameSummary | None:
    """A kept summary, if it is whole, of today's format and made from the whole log."""
    if kept is None or kept.event_count != info.event_count:
        return None
    summary = GameSummary.from_json(kept.text)
    if summary is None or summary.complete != kept.finished:
        return None
    return summary

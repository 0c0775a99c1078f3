"""The challenges of each saved game, kept beside the games so ``stats`` need not replay.

Which challenges are in force and how each was decided takes a replay of the game;
replaying every game that holds one, in a club of thousands, takes a minute. So each
game's decided challenges are kept under one setting with the length of its log it was
made from, and only a game new or grown since is replayed; and the last answer is kept
with the key of all it was made from (the store's count of changes to its finished
games and which games stats found finished, the aliases, the question), so asking again
reads one small value, however many hands were recorded since in the games in progress.
What is kept is derived data another program may have changed: a value whose checksum
does not match is made anew whole, an entry not in its shape is made anew alone.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from typing import Any, NamedTuple, cast

from quiddler_score.games.club.local_days import on_or_after
from quiddler_score.games.club.people import aliases_text, people_of
from quiddler_score.games.log.store import GameInfo, Store
from quiddler_score.games.log.stored_json import StoredJsonError, read_object
from quiddler_score.games.rulings.challenge_record import (
    ChallengeRecord,
    Outcome,
    challenge_record,
    outcomes,
)
from quiddler_score.games.rulings.every_game import read_rulings
from quiddler_score.games.stats.finished_key import finished_key, kept_object, started_since

Progress = Callable[[int, int], None]

KEPT_KEY = "challenges_kept"
ANSWER_KEY = "challenges_answer"
# A change to what is kept changes this, so what an older version kept is made anew.
KEPT_FORMAT = 1
KEPT_MADE_FOR = f"format {KEPT_FORMAT}"


class Kept(NamedTuple):
    """One game's decided challenges, and whether it was finished, at a log's length."""

    event_count: int
    finished: bool
    decided: Sequence[tuple[str, str, str, bool]]
    """Outcomes, or their fields as read back: challenger, player, letters, stood."""


def kept_record(
    store: Store,
    *,
    finished: Collection[int],
    since: str | None = None,
    names: Collection[str] | None = None,
    progress: Progress | None = None,
) -> ChallengeRecord:
    """``stats``' challenge record: of the finished games started on ``since`` or later
    (YYYY-MM-DD, as stats reads it), each person's row only if ``names`` holds their name.

    ``finished``: the games stats found finished, read from their summaries, so that a
    game finished by an entry the count of changes did not see (written by another
    program to a database this one cannot write) is not missed by a record kept."""
    key = _key(store, finished, since, names)
    kept = None if key is None else kept_object(store, ANSWER_KEY, key)
    if kept is not None:
        return cast(ChallengeRecord, kept)
    # What is kept must be what the key says it was made from: if any other process
    # writes while the record is made, it is used but not kept.
    written = store.data_version()
    infos = [info for info in store.games() if on_or_after(info.created_at, since)]
    decided, whole = finished_challenges(store, infos, progress)
    record = challenge_record(decided, people_of(store))
    if names is not None:
        record["people"] = [row for row in record["people"] if row["name"] in names]
    # A game that could not be read may be readable later: only a whole answer is kept.
    if whole:
        made_for = _key(store, finished, since, names)  # after what this made was kept
        if made_for is not None and store.data_version() == written:
            store.keep_answer(ANSWER_KEY, made_for, json.dumps(record))
    return record


def _key(
    store: Store, finished: Collection[int], since: str | None, names: Collection[str] | None
) -> str | None:
    """The key of the record asked for: the store's count of changes to its finished
    games and which they are (the record is of those alone, so a hand of a game in
    progress leaves it), the aliases and the question; None where the count cannot be
    read."""
    return finished_key(
        store,
        KEPT_FORMAT,
        sorted(finished),
        aliases_text(store),
        since,
        started_since(store.games() if since is not None else (), since),
        None if names is None else sorted(names),
    )


def finished_challenges(
    store: Store, infos: Sequence[GameInfo], progress: Progress | None = None
) -> tuple[Counter[Outcome], bool]:
    """The decided challenges of the finished games among ``infos``, each as often as it
    was decided so, and whether every game could be read. Only the games new or grown
    since they were kept are replayed; what is made is kept where it can be written."""
    kept = _read(store)
    stale = [info for info in infos if _stale(kept.get(info.id), info.event_count)]
    whole = True
    if stale:
        read = read_rulings(store, stale, progress)
        whole = not read.incomplete
        made = {game.info.id: game for game in read.games}
        for info in stale:
            game = made.get(info.id)
            if info.id in read.incomplete:
                kept.pop(info.id, None)  # not kept: read again next time
            elif game is None:  # no challenge, no refused word
                kept[info.id] = Kept(info.event_count, False, [])
            else:
                kept[info.id] = Kept(info.event_count, game.finished, outcomes(game.rulings))
        if store.read_only is None:
            _keep(store, kept)
    decided: Counter[tuple[str, str, str, bool]] = Counter()
    for info in infos:
        entry = kept.get(info.id)
        if entry is not None and entry.finished:
            decided.update(entry.decided)
    # Counted as plain tuples, made outcomes once each: a club repeats them game after game.
    return Counter({Outcome._make(each): times for each, times in decided.items()}), whole


def _stale(kept: Kept | None, event_count: int) -> bool:
    return kept is None or kept.event_count != event_count


def _keep(store: Store, kept: dict[int, Kept]) -> None:
    data = {str(game_id): [k.event_count, k.finished, k.decided] for game_id, k in kept.items()}
    store.keep_answer(KEPT_KEY, KEPT_MADE_FOR, json.dumps(data, separators=(",", ":")))


def _read(store: Store) -> dict[int, Kept]:
    """What was kept, each entry checked; {} when it was changed by anything else."""
    try:
        data = read_object(store.kept_answer(KEPT_KEY, KEPT_MADE_FOR))
    except StoredJsonError:
        return {}
    read = {}
    for key, entry in data.items():
        checked = _entry(key, entry)
        if checked is not None:
            read[int(key)] = checked
    return read


def _entry(key: str, entry: Any) -> Kept | None:
    """A kept entry in its shape, or None."""
    if not (key.isascii() and key.isdigit() and type(entry) is list and len(entry) == 3):
        return None
    count, finished, decided = entry
    if type(count) is not int or type(finished) is not bool or type(decided) is not list:
        return None
    shaped = [
        (by, player, letters, stood)
        for each in decided
        if type(each) is list and len(each) == 4
        for by, player, letters, stood in (each,)
        if type(by) is str and type(player) is str and type(letters) is str and type(stood) is bool
    ]
    return Kept(count, finished, shaped) if len(shaped) == len(decided) else None

"""The club's records a game in play is measured against, kept beside the games until
what they are made from changes.

They are stats' club records over every other finished game: finding them reads each
finished game's summary, seconds in a club of thousands, and ``board`` and ``play`` ask
for them on every screen and round. So they are kept with the key of all they are made
from: the store's count of changes to its finished games (an entry of a finished game,
a game finished or its end taken back, deleted or restored), the aliases, the formats,
and the game itself when it is finished (left out of its own records). Asking again
reads a few rows whatever the size of the club, once the summaries of any games whose
log grew past them (written by another program, say) are made (see caught_up.py). A game
in progress is measured against every finished game, so all games in progress share one
kept answer; a finished game shown has a second of its own.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, cast

from quiddler_score.games.club.people import aliases_text, people_of
from quiddler_score.games.log.store import Store
from quiddler_score.games.stats.caught_up import caught_up
from quiddler_score.games.stats.finished_key import finished_key, kept_object
from quiddler_score.games.summary import SUMMARY_FORMAT

if TYPE_CHECKING:
    from quiddler_score.games.stats.records import ClubRecords

# The records kept for the games in progress (every finished game), and for a finished
# game (every other).
KEPT_KEY = "club_records"
KEPT_BUT_ONE_KEY = "club_records_but_one"
# A change to what the records hold changes this, so records kept by an older version
# are not read.
RECORDS_FORMAT = 1


def club_records_before(store: Store, game_id: int) -> ClubRecords:
    """The club's records from its finished games other than ``game_id``: kept, or made
    from the games' summaries (and kept)."""
    # A game finished by an entry the count did not see is seen once its summary is kept.
    asked = _asked(store, game_id) if caught_up(store) else None
    if asked is not None:
        kept = kept_object(store, *asked)
        if kept is not None:
            return cast("ClubRecords", kept)
    # Imported here: board and play read the kept records, and seldom make them.
    from quiddler_score.games.stats.all_games import game_summaries
    from quiddler_score.games.stats.records import records_of
    from quiddler_score.games.stats.standings import seating

    # What is kept must be what the key says it was made from: if any other process
    # writes while the records are made, they are used but not kept.
    written = store.data_version()
    read = game_summaries(store)
    finished = sorted(
        (s for s in read.summaries if s["complete"]),
        key=lambda s: (s["created_at"], s["id"]),
    )
    people = people_of(store)
    seated = {s["id"]: seating(people, s) for s in finished}
    others = [s for s in finished if s["id"] != game_id]
    records = records_of(others, seated).club
    # A game that cannot be read now may be readable later, and an alias set aside is
    # said each time: only records of every game, read as they are, are kept.
    if read.problems or people.notes:
        return records
    made_for = _asked(store, game_id)  # after any summary this made was kept
    if made_for is None or store.data_version() != written:
        return records
    store.keep_answer(*made_for, json.dumps(records))
    if len(others) < len(finished):
        # A game just finished: the next game played is measured against every
        # finished game, this one too, and finds them kept.
        every = _asked(store, None)
        if every is not None:
            store.keep_answer(*every, json.dumps(records_of(finished, seated).club))
    return records


def _asked(store: Store, game_id: int | None) -> tuple[str, str] | None:
    """The name and key the records before ``game_id`` are kept under (those of every
    finished game with None); None where the store's count of changes cannot be read
    (they are then made each time)."""
    but_one = game_id is not None and not store.in_progress(game_id)
    key = finished_key(
        store, RECORDS_FORMAT, SUMMARY_FORMAT, aliases_text(store), game_id if but_one else None
    )
    if key is None:
        return None
    return (KEPT_BUT_ONE_KEY if but_one else KEPT_KEY), key

"""The summaries of the few games whose log has grown past them, made before an answer
kept under the count of changes to the finished games is read.

Triggers move the count (schema step 6), but an entry another program writes to a game
in progress without its summary, or one whose summary could not be made here (its
dictionary not found), may finish the game unseen by them. The store lists such games;
their summaries are made and kept first, and keeping one that says its game is finished
moves the count. Where they cannot be kept (a database opened to be read) or made, a
game that may be finished means the answer is made anew.
"""

from __future__ import annotations

from quiddler_score.games.log.store import Store


def caught_up(store: Store) -> bool:
    """Whether the count of changes to the finished games now says all that changed: the
    summary of every game whose log grew past its kept one is made and kept, or made and
    says its game is still in progress."""
    behind = store.games_behind()
    if not behind:
        return True
    # Imported here: board reads the kept club records, and seldom finds a game behind.
    from quiddler_score.games.stats.all_games import game_summaries

    read = game_summaries(store, behind)  # kept where the database can be written
    if read.problems:
        return False
    return store.read_only is None or not any(s["complete"] for s in read.summaries)

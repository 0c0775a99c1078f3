"""Past game nights brought in from a score sheet: every game of the sheet kept, each a
log of one entry that says it was imported, or none.

The games are written in one transaction, so a sheet is in whole or not at all, even
if the process is stopped half way. A game already here is left out and said, so a
sheet kept up to date can be imported again for its new nights alone: one brought in
before (the same day, name, people and scores, people told by their aliases as stats
tells them), or one kept here and exported (a finished game of the same day, people
and totals), so that a game night exported from one database and imported into
another is not counted twice where it was played.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from datetime import UTC, date, datetime, time
from typing import NamedTuple

from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.club.people import People
from quiddler_score.games.events import GameImported, Kind, encode, kind_of, tag_of
from quiddler_score.games.log.past_games import add_past_game, past_game_keys
from quiddler_score.games.log.store import Store
from quiddler_score.games.past_nights.sheet import PastGame, SheetError
from quiddler_score.games.saved_game import kept_summary
from quiddler_score.games.stats.all_games import game_summaries
from quiddler_score.games.summary import imported_summary

# A day kept as noon on this computer's clock: read back on it, it is the same day.
_PLAYED_AT = time(12)


class Imported(NamedTuple):
    """What an import did: the games written, with their ids, and those already in."""

    added: list[tuple[int, PastGame]]
    already: list[tuple[int, PastGame]]


def import_games(store: Store, games: Sequence[PastGame], source: str, people: People) -> Imported:
    """Keep ``games`` (read from the file ``source``) in one transaction, leaving out those
    here already (imported before, or kept here); SheetError when the aliases make two
    players of a game one person."""
    for game in games:
        _one_person_each(game, people)
    played_here = _played_here(store, people)
    added: list[tuple[int, PastGame]] = []
    already: list[tuple[int, PastGame]] = []
    with store.writing() as conn:
        kept = past_game_keys(conn, Kind.GAME_IMPORTED)
        for game in games:
            key = game_key(game, people)
            night = _night_key(game.played_on, game.players, game.totals, people)
            there = kept.get(key) or played_here.get(night)  # ids start at 1
            if there is not None:
                already.append((there, game))
                continue
            payload = _payload(game, source, key)
            summary = kept_summary(imported_summary(payload))
            name = game.name or " vs ".join(game.players)
            entry = (kind_of(payload), encode(payload))
            game_id = add_past_game(
                store, conn, name, played_at(game.played_on), entry, summary, tag_of(payload)
            )
            kept[key] = game_id
            added.append((game_id, game))
    return Imported(added, already)


def game_key(game: PastGame, people: People) -> str:
    """What tells a game brought in twice: its day, its name, and each person (as the
    aliases say) with their scores."""
    seats = sorted(
        (people.key(player), game.totals[seat], [scores[seat] for scores in game.round_scores])
        for seat, player in enumerate(game.players)
    )
    text = json.dumps([game.played_on, game.name or "", list(game.shape), seats])
    return hashlib.sha256(text.encode()).hexdigest()


def _played_here(store: Store, people: People) -> dict[str, int]:
    """The finished games kept here (not imported), by their day, people and totals."""
    found: dict[str, int] = {}
    for saved in game_summaries(store).summaries:
        if saved.summary.complete and not saved.summary.imported:
            totals = saved.summary.totals
            day = local_day(saved.info.created_at)
            key = _night_key(day, tuple(totals), tuple(totals.values()), people)
            found.setdefault(key, saved.info.id)
    return found


def _night_key(day: str, players: Sequence[str], totals: Sequence[int], people: People) -> str:
    """A finished game's day, and each person (as the aliases say) with their total."""
    seats = sorted(zip((people.key(player) for player in players), totals, strict=True))
    return json.dumps([day, seats])


def played_at(day: str) -> str:
    """The stored time (UTC, ISO 8601) of a game played on ``day``: noon on this
    computer's clock."""
    local_noon = datetime.combine(date.fromisoformat(day), _PLAYED_AT).astimezone()
    return local_noon.astimezone(UTC).isoformat(timespec="microseconds")


def _payload(game: PastGame, source: str, key: str) -> GameImported:
    first, last = game.rows
    rows = f"row {first}" if first == last else f"rows {first}-{last}"
    return GameImported(
        players=game.players,
        played_on=game.played_on,
        totals=game.totals,
        shape=game.shape,
        round_scores=game.round_scores,
        name=game.name,
        source=f"{source}, {rows}",
        key=key,
    )


def _one_person_each(game: PastGame, people: People) -> None:
    """Two players of one game the aliases make one person are refused: the sheet (or
    the alias) is wrong, and stats would have to guess who is who."""
    for group in people.joined(game.players):
        first, second = group[:2]
        raise SheetError(
            f"row {game.rows[0]}: {first} and {second} both play in the game of "
            f"{game.played_on}, but an alias makes them one person "
            f"({people.shown(first)}); take the alias back or correct the sheet"
        )

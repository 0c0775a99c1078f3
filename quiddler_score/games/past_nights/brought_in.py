"""Past game nights brought in from a score sheet: every game of the sheet kept, each a
log of one entry that says it was imported, or none.

The games are written in one transaction, so a sheet is in whole or not at all, even
if the process is stopped half way. A game already here (the same night, nights.py:
brought in before, or kept here and exported) is left out and said, so a sheet kept up
to date can be imported again for its new nights alone. What is here is read, and the
aliases too, in the transaction that writes.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, time
from typing import NamedTuple

from quiddler_score.games.club.people import people_in
from quiddler_score.games.events import GameImported, encode, kind_of, tag_of
from quiddler_score.games.log.past_games import add_past_game
from quiddler_score.games.log.store import Store
from quiddler_score.games.past_nights.nights import night_key, nights_kept
from quiddler_score.games.past_nights.sheet import PastGame, SheetError
from quiddler_score.games.saved_game import kept_summary
from quiddler_score.games.stats.all_games import game_summaries
from quiddler_score.games.summary import imported_summary
from quiddler_score.language import _, speaking

# A day kept as noon on this computer's clock: read back on it, it is the same day.
_PLAYED_AT = time(12)


class Imported(NamedTuple):
    """What an import did: the games written, with their ids, and those already in."""

    added: list[tuple[int, PastGame]]
    already: list[tuple[int, PastGame]]


def import_games(store: Store, games: Sequence[PastGame], source: str) -> Imported:
    """Keep ``games`` (read from the file ``source``) in one transaction, leaving out those
    here already (imported before, or kept here); SheetError when the aliases make two
    players of a game one person."""
    game_summaries(store)  # the summaries kept up to date, to be read in the transaction
    done = Imported([], [])
    with store.writing() as conn:
        people = people_in(store, conn)
        # Two players of one game the aliases make one person are refused: the sheet (or
        # the alias) is wrong, and stats would have to guess who is who.
        for game in games:
            for group in people.joined(game.players):
                first, second = group[:2]
                raise SheetError(
                    # Translators: {day} is the day of the game (YYYY-MM-DD, as the sheet
                    # gives it); {person} the one person the alias makes of both.
                    _(
                        "row {row}: {first} and {second} both play in the game of "
                        "{day}, but an alias makes them one person "
                        "({person}); take the alias back or correct the sheet"
                    ).format(
                        row=game.rows[0],
                        first=first,
                        second=second,
                        day=game.played_on,
                        person=people.shown(first),
                    )
                )
        kept = {key: night.game_id for night in nights_kept(conn) for key in night.dated_keys()}
        for game in games:
            key = game_key(game)
            there = kept.get(key)
            if there is not None:
                done.already.append((there, game))
                continue
            with speaking("en"):  # kept in English, said where shown (said_source)
                rows_kept = game.rows_said()
            payload = GameImported(
                players=game.players,
                played_on=game.played_on,
                totals=game.totals,
                shape=game.shape,
                round_scores=game.round_scores,
                name=game.name,
                source=f"{source}, {rows_kept}",
                key=key,
            )
            summary = kept_summary(imported_summary(payload))
            name = game.name or " vs ".join(game.players)
            entry = (kind_of(payload), encode(payload))
            game_id = add_past_game(
                store, conn, name, played_at(game.played_on), entry, summary, tag_of(payload)
            )
            done.added.append((game_id, game))
    return done


def game_key(game: PastGame) -> str:
    """What tells a game of a sheet: its night (nights.py)."""
    return night_key(game.played_on, dict(zip(game.players, game.totals, strict=True)))


def played_at(day: str) -> str:
    """The stored time (UTC, ISO 8601) of a game played on ``day``: noon on this
    computer's clock, or the first moment of the calendar where that is before it."""
    noon = datetime.combine(date.fromisoformat(day), _PLAYED_AT)
    try:
        moment = noon.astimezone().astimezone(UTC)
    except (ValueError, OverflowError):  # noon of 0001-01-01 east of UTC: year 0 in UTC
        moment = datetime.min.replace(tzinfo=UTC)
    return moment.isoformat(timespec="microseconds")

"""A new game's handicaps (RULES.md section 8): those a house rule names, given to the
players seated, or points a round worked out from each person's recent average round
score against the table's.

The figures are worked out once, as the game starts, and kept with its rules: the
engine only ever scores a game with the handicaps it was given.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from quiddler_score.engine.errors import GameError
from quiddler_score.engine.rules import MAX_PER_ROUND
from quiddler_score.games.club.people import People, people_of
from quiddler_score.games.log.store import Store
from quiddler_score.games.stats.all_games import SavedSummary, game_summaries
from quiddler_score.games.stats.standings import finished_games, seating
from quiddler_score.language import _, language, ngettext

RECENT_GAMES = 10
"""A person's average is of their last this many finished games."""
MIN_GAMES = 3
"""A person with fewer finished games is new: they get no handicap and count to no
table's average."""


class SeatedRules(NamedTuple):
    """A new game's rules with each handicap given to the player seated who is its
    person, and a line for each handicap left out."""

    rules: dict[str, Any]
    left_out: tuple[str, ...]


def seat_handicaps(people: People, rules: dict[str, Any], players: Sequence[str]) -> SeatedRules:
    """The handicaps of ``rules`` (RULES.md section 8) named as the players sit: a
    handicap names a person by any of their names or aliases, in any case; one for
    someone not at the table is left out of the game, and said. Two handicaps for one
    player raise GameError naming both."""
    named = rules.get("handicaps") or {}
    if not named:
        return SeatedRules(rules, ())
    seats = {people.key(player): player for player in players}
    seated: dict[str, Any] = {}
    given_as: dict[str, str] = {}
    left_out: list[str] = []
    for name, parts in named.items():
        player = seats.get(people.key(name))
        if player is None:
            left_out.append(
                _("No handicap for {name} in this game: {name} is not at the table.").format(
                    name=name
                )
            )
        elif player in seated:
            raise GameError(
                # Translators: {first} and {second} are two names of the person {player}.
                _(
                    "the handicaps name {player} twice ({first} and {second}): "
                    "give one handicap a person"
                ).format(player=player, first=given_as[player], second=name)
            )
        else:
            seated[player], given_as[player] = parts, name
    return SeatedRules(rules | {"handicaps": seated}, tuple(left_out))


def handicaps_for_game(store: Store, rules: dict[str, Any], players: Sequence[str]) -> SeatedRules:
    """The game's rules with its handicaps as the players sit, and a line for what was
    done: named handicaps given to the players seated (see seat_handicaps); with
    ``handicaps_from_average``, each player's points a round worked out from the
    finished games' summaries, and the setting itself taken out of the game's rules."""
    if not rules.get("handicaps") and not rules.get("handicaps_from_average"):
        return SeatedRules(rules, ())  # nothing to seat: the aliases are not read
    people = people_of(store)
    if not rules.get("handicaps_from_average"):
        return seat_handicaps(people, rules, players)
    averages = recent_averages(people, game_summaries(store).summaries, players)
    known = [average for average in averages.values() if average is not None]
    table = sum(known) / len(known) if len(known) >= 2 else None
    given: dict[str, dict[str, int]] = {}
    said: list[str] = []
    for player, average in averages.items():
        if average is None:
            said.append(
                ngettext(
                    "{player}: new here (under {count} finished game), no handicap",
                    "{player}: new here (under {count} finished games), no handicap",
                    MIN_GAMES,
                ).format(player=player, count=MIN_GAMES)
            )
            continue
        points = 0 if table is None else per_round(average, table)
        if points:
            given[player] = {"per_round": points}
        said.append(
            # Translators: {average} is the player's average points a round; {points}
            # the handicap they are given, in points a round.
            _("{player}: average {average} a round, {points} a round").format(
                player=player, average=_tenths(average), points=points
            )
        )
    players = "; ".join(said)
    if table is None:
        line = _(
            "Handicaps from recent averages: too few players known here to compare, none: "
            "{players}."
        ).format(players=players)
    else:
        # Translators: {average} is the table's average points a round; {players} a list
        # of "name: average ..., handicap ..." separated by semicolons.
        line = _("Handicaps from recent averages (the table's {average} a round): {players}.")
        line = line.format(average=_tenths(table), players=players)
    rules = rules | {"handicaps": given, "handicaps_from_average": False}
    return SeatedRules(rules, (line,))


def _tenths(value: float) -> str:
    """An average to a tenth of a point, with the decimal mark of the language (12.5,
    12,5): rounded as Python rounds it, whatever the language."""
    said = f"{value:.1f}"
    if language() == "en":
        return said
    from babel.numbers import get_decimal_symbol

    return said.replace(".", get_decimal_symbol(language()))


def per_round(average: float, table: float) -> int:
    """Half the gap between the table's average round score and the person's, rounded
    down to a whole point, 0 to MAX_PER_ROUND: a weaker player is brought halfway to the
    table, not all the way, so that skill still counts."""
    return min(MAX_PER_ROUND, max(0, int((table - average) // 2)))


def recent_averages(
    people: People, summaries: Sequence[SavedSummary], players: Sequence[str]
) -> dict[str, float | None]:
    """Each player's average round score over their last RECENT_GAMES finished games
    (their totals as played over the rounds of those games), None for someone new."""
    keys = {people.key(player): player for player in players}
    played: dict[str, list[tuple[int, int]]] = {player: [] for player in players}
    for saved in reversed(finished_games(summaries, None)):  # the newest first
        for name, person in seating(people, saved).items():
            player = keys.get(person.key)
            if player is not None and len(played[player]) < RECENT_GAMES:
                summary = saved.summary
                played[player].append((summary.totals[name], len(summary.shape)))
    return {
        player: (
            sum(total for total, _ in games) / sum(rounds for _, rounds in games)
            if len(games) >= MIN_GAMES
            else None
        )
        for player, games in played.items()
    }

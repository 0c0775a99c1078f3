"""Statistics across game nights: per person, head to head, with a skill rating.

Finished games count; games in progress are listed apart. A person is the same across
games by name (see :mod:`quiddler_score.games.club.people`). The input is the games'
summaries (:mod:`quiddler_score.games.summary`); the output is the JSON of ``stats``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Literal, TypedDict

from quiddler_score.engine.rules import STANDARD_ROUNDS
from quiddler_score.games.club.local_days import on_or_after
from quiddler_score.games.club.people import People, Person
from quiddler_score.games.log.listing import GameInfo
from quiddler_score.games.stats.all_games import SavedSummary
from quiddler_score.games.stats.ratings import RatingStep, rate_games
from quiddler_score.games.stats.records import (
    RIVAL_GAMES,
    PersonRecords,
    records_of,
    shape_in_english,
)
from quiddler_score.games.stats.rows import (
    GameInProgress,
    NightRow,
    PersonRow,
    PersonTally,
    ShapeTotals,
    Stats,
    WordRecord,
)
from quiddler_score.games.summary import WordAt


def game_stats(
    summaries: Sequence[SavedSummary],
    people: People,
    *,
    since: str | None = None,
    only: Iterable[str] = (),
    rival_games: int = RIVAL_GAMES,
) -> Stats:
    """``stats --json``: the finished games' numbers per person, ordered by rating.

    ``since`` (YYYY-MM-DD) leaves out games started before that day; ``only`` keeps the
    people named (the games still count for the others' head to head and ratings); a
    name that is no one's raises UnknownPlayer, naming who there is. Two people are
    rivals over at least ``rival_games`` games together (see records.py).
    """
    finished = finished_games(summaries, since)
    # Each game's players are each a person of their own there, whatever the aliases say.
    seated = {s.info.id: seating(people, s) for s in finished}
    history = rate_games(
        (s.info.id, {seated[s.info.id][p].key: t for p, t in s.summary.totals.items()})
        for s in finished
    )
    players: dict[str, PersonTally] = {}
    # Each person's totals by the game's shape, in the order first played.
    totals: dict[str, dict[tuple[int, ...], list[int]]] = {}
    for saved in finished:
        for name, person in seated[saved.info.id].items():
            row = players.setdefault(person.key, _empty(person.shown))
            _add_game(row, totals.setdefault(person.key, {}), saved, name)
    # Named as typed (chloe for Chloé, a start, an alias) among everyone who ever played.
    everyone = [name for saved in summaries for name in saved.summary.totals]
    wanted = {people.find(name, everyone) for name in only}
    found = records_of(finished, seated, rival_games)
    rows = [
        _finished_row(row, totals[key], history[key], found.people[key])
        for key, row in players.items()
        if not wanted or key in wanted
    ]
    rows.sort(key=lambda row: (-row["rating"]["ordinal"], row["name"].casefold()))
    return {
        "games": len(finished),
        **in_progress(summaries, since),
        "players": rows,
        "head_to_head": _head_to_head(
            finished, seated, wanted, {key: row["name"] for key, row in players.items()}
        ),
        "rival_games": rival_games,
        "club_records": found.club,
        "table_sizes": found.sizes,
        "rating_history": {
            players[key]["name"]: [
                {"game": step.game, "ordinal": step.rating.ordinal} for step in steps
            ]
            for key, steps in history.items()
            if not wanted or key in wanted
        },
    }


class InProgress(TypedDict):
    in_progress: int
    in_progress_games: list[GameInProgress]


def finished_games(summaries: Sequence[SavedSummary], since: str | None) -> list[SavedSummary]:
    """The finished games started on or after ``since``, in the order they were played."""
    return sorted(
        (s for s in summaries if s.summary.complete and on_or_after(s.info.created_at, since)),
        key=lambda s: (s.info.created_at, s.info.id),
    )


def in_progress(summaries: Sequence[SavedSummary], since: str | None) -> InProgress:
    """The games not finished (started on or after ``since``), listed apart by stats."""
    playing = [
        s for s in summaries if not s.summary.complete and on_or_after(s.info.created_at, since)
    ]
    return {
        "in_progress": len(playing),
        "in_progress_games": [
            {
                "id": s.info.id,
                "name": s.info.name,
                "rounds": s.summary.rounds,
                "of": len(s.summary.shape),
            }
            for s in playing
        ],
    }


def _empty(name: str) -> PersonTally:
    return {
        "name": name,
        "games": 0,
        "wins": 0,
        "shared_wins": 0,
        "best_round": None,
        "went_out": 0,
        "longest_word_bonus": 0,
        "most_words_bonus": 0,
        "challenges": {"made": 0, "won": 0, "lost": 0, "points": 0},
        "handicapped": {"games": 0, "wins": 0, "points": 0},
        "longest_word": None,
        "best_word": None,
    }


def _add_game(
    row: PersonTally, totals: dict[tuple[int, ...], list[int]], saved: SavedSummary, name: str
) -> None:
    """One finished game's numbers added to a person's row and their ``totals``."""
    summary = saved.summary
    mine = summary.players[name]
    row["games"] += 1
    totals.setdefault(summary.shape, []).append(summary.totals[name])
    won = summary.winners_as_played
    if name in won:
        row["wins"] += 1
        row["shared_wins"] += len(won) > 1
    if summary.handicaps:  # the game as decided with its handicaps, counted apart
        handicapped = row["handicapped"]
        handicapped["games"] += 1
        handicapped["wins"] += name in summary.winners
        handicapped["points"] += summary.handicaps.get(name, 0)
    if mine.best_round is not None:
        row["best_round"] = max(row["best_round"] or mine.best_round, mine.best_round)
    row["went_out"] += mine.went_out
    row["longest_word_bonus"] += mine.longest_word_bonus
    row["most_words_bonus"] += mine.most_words_bonus
    challenges = row["challenges"]
    challenges["made"] += mine.challenges.made
    challenges["won"] += mine.challenges.won
    challenges["lost"] += mine.challenges.lost
    challenges["points"] += mine.challenges.points
    longest, best = mine.longest_word, mine.best_word
    if longest is not None and (
        row["longest_word"] is None or longest.value > row["longest_word"]["letters"]
    ):
        row["longest_word"] = _where(longest, "letters", saved.info)
    if best is not None and (row["best_word"] is None or best.value > row["best_word"]["points"]):
        row["best_word"] = _where(best, "points", saved.info)


def _where(word: WordAt, measure: Literal["letters", "points"], game: GameInfo) -> WordRecord:
    """A word of a game's summary, with its measure named and the game it was laid in."""
    found: WordRecord = {"word": word.word}
    found[measure] = word.value
    found["round"], found["game"], found["game_id"] = word.round, game.name, game.id
    return found


def _finished_row(
    row: PersonTally,
    totals: dict[tuple[int, ...], list[int]],
    history: list[RatingStep],
    records: PersonRecords,
) -> PersonRow:
    shapes = [_shape_totals(shape, each) for shape, each in totals.items()]
    standard = [each for each in shapes if tuple(each["rounds"]) == STANDARD_ROUNDS]
    main = standard[0] if standard else max(shapes, key=lambda each: each["games"])
    rating = history[-1].rating
    return {
        **row,
        "win_rate": round(row["wins"] / row["games"], 3),
        "average_total": main["average_total"],
        "best_total": main["best_total"],
        "worst_total": main["worst_total"],
        "totals_of": main["shape"],
        "other_shapes": [each for each in shapes if each is not main],
        "rating": {
            "mu": round(rating.mu, 2),
            "sigma": round(rating.sigma, 2),
            "ordinal": round(rating.ordinal, 2),
        },
        "records": records,
    }


def _shape_totals(shape: tuple[int, ...], totals: list[int]) -> ShapeTotals:
    return {
        "shape": shape_in_english(shape),
        "rounds": list(shape),
        "games": len(totals),
        "average_total": round(sum(totals) / len(totals), 1),
        "best_total": max(totals),
        "worst_total": min(totals),
    }


def _head_to_head(
    finished: Sequence[SavedSummary],
    seated: Mapping[int, Mapping[str, Person]],
    wanted: set[str],
    shown: Mapping[str, str],
) -> dict[str, dict[str, int]]:
    """For each person, against each other they played: the games they won (shared too).

    People are told apart by key (Chloé one night and chloe the next are one person),
    each ``shown`` under the first name they played as, as in the leaderboard.
    """
    table: dict[str, dict[str, int]] = {}
    for saved in finished:
        winners = saved.summary.winners_as_played
        keys = {name: person.key for name, person in seated[saved.info.id].items()}
        for name, key in keys.items():
            if wanted and key not in wanted:
                continue
            row = table.setdefault(shown[key], {})
            for other_key in dict.fromkeys(k for k in keys.values() if k != key):
                row[shown[other_key]] = row.get(shown[other_key], 0) + (name in winners)
    return table


def seating(people: People, saved: SavedSummary) -> dict[str, Person]:
    """The person each player of a game's summary is (see People.at_table)."""
    return people.at_table(saved.summary.totals, f"{saved.info.id} {saved.info.name!r}")


def night_standings(summaries: Sequence[SavedSummary], people: People) -> list[NightRow]:
    """A night's finished games, per person: games played, wins (shared too) and points,
    most wins first, then most points."""
    rows: dict[str, NightRow] = {}
    for saved in (each for each in summaries if each.summary.complete):
        summary = saved.summary
        seated = seating(people, saved)
        for name, total in summary.totals.items():
            person = seated[name]
            row = rows.setdefault(
                person.key, {"name": person.shown, "games": 0, "wins": 0, "points": 0}
            )
            row["games"] += 1
            row["wins"] += name in summary.winners_as_played
            row["points"] += total
    return sorted(rows.values(), key=lambda r: (-r["wins"], -r["points"], r["name"].casefold()))

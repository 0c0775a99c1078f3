"""Rivalries and records across game nights, from the finished games' summaries alone.

A person's rivals are the people they played at least ``rival_games`` finished games
with. One finishes *ahead* of another in a game when their total is higher (equal
totals: neither). The nemesis is the rival who finished ahead of them most often, of
those ahead more often than behind; the favourite victim, the rival they finished
ahead of most often, of those they were ahead of more often than behind; the closest
rival, the one whose games ahead and behind are nearest even, as a share of the games
together. Ties go to the higher share of the games together, then to more games
together, then to the name first in the alphabet.

A record belongs to whoever set it first: the earliest game, then the earliest round,
then the seat nearest the first. Equalling it later ties it (``tied_by``); only a
higher number is a new record. Totals are compared within one shape of game (the
standard 8 rounds when any such game was played, else the shape played most): a game
of 15 rounds adds up to more. An imported game (totals only) counts for totals,
rivals, streaks and table sizes, never for rounds or words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple, TypedDict

from quiddler_score.engine.rules import STANDARD_ROUNDS, shape_name
from quiddler_score.games.club.people import Person
from quiddler_score.games.stats.all_games import SavedSummary
from quiddler_score.games.summary import GameSummary
from quiddler_score.language import speaking

RIVAL_GAMES = 3  # the games played together that make two people rivals, unless asked
# The sizes of table stats are told apart by: (label, fewest players, most players).
TABLE_SIZES: tuple[tuple[str, int, int], ...] = (("2", 2, 2), ("3-4", 3, 4), ("5+", 5, 8))


class Rival(TypedDict):
    """Another person, and how the games played together went: ``ahead`` the games the
    person the row is about finished ahead of them, ``behind`` the games they did."""

    name: str
    games: int
    ahead: int
    behind: int


class GameAt(TypedDict):
    """The game a figure was reached in."""

    game: str
    game_id: int
    date: str  # when the game started, as the store keeps it (UTC)


class TotalAt(GameAt):
    total: int


class RoundAt(GameAt):
    points: int
    round: int


class WordsAt(GameAt):
    words: int
    round: int


class Streaks(TypedDict):
    current: int  # games won in a row up to the latest (shared wins too)
    best: int


class SizeFigures(TypedDict):
    """A person's games at one size of table; the average of totals of ``totals_of``."""

    games: int
    wins: int
    win_rate: float | None
    average_total: float | None


class PersonRecords(TypedDict):
    nemesis: Rival | None
    favourite_victim: Rival | None
    closest_rival: Rival | None
    best_game: TotalAt | None
    worst_game: TotalAt | None
    best_round: RoundAt | None
    most_words: WordsAt | None
    win_streak: Streaks
    by_table_size: dict[str, SizeFigures]


class ClubRecord(GameAt):
    """A club record: who first set it, where, the figure compared (``value``: a total,
    a round's points, a word's letters, the points behind after round 4) and who tied it."""

    holder: str
    value: int
    round: int | None  # the round it was set in; none for a total or a comeback
    word: str | None  # the longest word
    place: int | None  # a comeback: the winner's place after round 4 (2 = second)
    tied_by: list[str]


class ClubRecords(TypedDict):
    totals_of: str  # the shape whose games' totals are compared
    highest_total: ClubRecord | None
    highest_round: ClubRecord | None
    longest_word: ClubRecord | None
    biggest_comeback: ClubRecord | None


class TableSize(TypedDict):
    """The club's games at one size of table."""

    size: str
    games: int
    average_total: float | None  # every player's total, games of the club's shape
    average_winning_total: float | None


class Records(NamedTuple):
    people: dict[str, PersonRecords]  # by person key
    club: ClubRecords
    sizes: list[TableSize]


def records_of(
    finished: Sequence[SavedSummary],
    seated: Mapping[int, Mapping[str, Person]],
    rival_games: int = RIVAL_GAMES,
) -> Records:
    """Each person's rivals and records, the club's records and its table sizes, over
    ``finished`` (oldest first) whose players ``seated`` names as people."""
    shown: dict[str, str] = {}
    shapes: dict[str, Counter[tuple[int, ...]]] = {}
    for saved in finished:
        for person in seated[saved.info.id].values():
            shown.setdefault(person.key, person.shown)
            shapes.setdefault(person.key, Counter())[saved.summary.shape] += 1
    people: dict[str, _Person] = {key: _Person(main_shape(shapes[key])) for key in shown}
    club = _Club(main_shape(Counter(s.summary.shape for s in finished)))
    for saved in finished:
        info, seats, totals = saved.info, seated[saved.info.id], saved.summary.totals
        at = GameAt(game=info.name, game_id=info.id, date=info.created_at)
        game = _Game(saved.summary, at, table_size(len(totals)))
        for name, person in seats.items():
            mine = people[person.key]
            mine.add_game(game, name)
            mine.met(person.key, totals[name], seats, totals)
            club.add_player(game, name, shown[person.key])
        club.add_comeback(game, {name: shown[p.key] for name, p in seats.items()})
        club.add_size(game)
    return Records(
        {key: person.records(shown, rival_games) for key, person in people.items()},
        club.records(),
        club.sizes(),
    )


def main_shape(played: Mapping[tuple[int, ...], int]) -> tuple[int, ...] | None:
    """The standard shape when it was played, else the one played most (first played on
    a tie): whose totals a person's row, or the club's, compares."""
    if STANDARD_ROUNDS in played:
        return STANDARD_ROUNDS
    return max(played, key=lambda shape: played[shape], default=None)


def shape_in_english(rounds: Sequence[int]) -> str:
    """A game's shape in words, in English whatever the language in force: it is a value
    of stats' JSON, kept in stored answers and compared with them."""
    with speaking("en"):
        return shape_name(rounds)


def table_size(players: int) -> str:
    """The label of the size of table ``players`` sit at: 2, 3-4 or 5+."""
    return next(label for label, low, high in TABLE_SIZES if low <= players <= high)


class _Game(NamedTuple):
    """A finished game as records read it: its summary, where it was played and the
    size of its table (2, 3-4 or 5+)."""

    summary: GameSummary
    at: GameAt
    size: str


class _Person:
    """A person's figures while the games are read, oldest first."""

    def __init__(self, shape: tuple[int, ...] | None) -> None:
        self.shape = shape
        self.together: dict[str, list[int]] = {}  # other key -> [games, ahead, behind]
        self.best_game: TotalAt | None = None
        self.worst_game: TotalAt | None = None
        self.best_round: RoundAt | None = None
        self.most_words: WordsAt | None = None
        self.current = self.best_streak = 0
        # games, wins, games of their shape, the sum of those games' totals
        self.sizes = {label: [0, 0, 0, 0] for label, _, _ in TABLE_SIZES}

    def add_game(self, game: _Game, name: str) -> None:
        summary, at = game.summary, game.at
        total = summary.totals[name]
        won = name in summary.winners_as_played
        self.current = self.current + 1 if won else 0
        self.best_streak = max(self.best_streak, self.current)
        size = self.sizes[game.size]
        size[0] += 1
        size[1] += won
        if summary.shape == self.shape:
            size[2] += 1
            size[3] += total
            if self.best_game is None or total > self.best_game["total"]:
                self.best_game = TotalAt(**at, total=total)
            if self.worst_game is None or total < self.worst_game["total"]:
                self.worst_game = TotalAt(**at, total=total)
        if summary.imported:  # brought in from paper: its totals count, it has no words
            return
        mine = summary.players[name]
        best, best_at = mine.best_round, mine.best_round_at
        if (best is not None and best_at is not None) and (
            self.best_round is None or best > self.best_round["points"]
        ):
            self.best_round = RoundAt(**at, points=best, round=best_at)
        most = mine.most_words
        if most is not None and (self.most_words is None or most.words > self.most_words["words"]):
            self.most_words = WordsAt(**at, words=most.words, round=most.round)

    def met(
        self, key: str, total: int, seats: Mapping[str, Person], totals: Mapping[str, int]
    ) -> None:
        """The person (``key``, with ``total``) met the others of a game's ``seats``."""
        together = self.together  # the club's every pair of every game: kept lean
        for other_name, other in seats.items():
            if other.key != key:
                theirs = totals[other_name]
                games = together.get(other.key)
                if games is None:
                    games = together[other.key] = [0, 0, 0]
                games[0] += 1
                games[1] += total > theirs
                games[2] += theirs > total

    def records(self, shown: Mapping[str, str], rival_games: int) -> PersonRecords:
        rivals = [
            Rival(name=shown[key], games=games, ahead=ahead, behind=behind)
            for key, (games, ahead, behind) in self.together.items()
            if games >= rival_games
        ]
        # In the name order, so that of rivals equal in every other way the first wins.
        rivals.sort(key=lambda rival: rival["name"].casefold())
        return {
            "nemesis": _most(rivals, lambda r: r["behind"], lambda r: r["ahead"]),
            "favourite_victim": _most(rivals, lambda r: r["ahead"], lambda r: r["behind"]),
            "closest_rival": min(
                rivals,
                key=lambda r: (abs(r["ahead"] - r["behind"]) / r["games"], -r["games"]),
                default=None,
            ),
            "best_game": self.best_game,
            "worst_game": self.worst_game,
            "best_round": self.best_round,
            "most_words": self.most_words,
            "win_streak": Streaks(current=self.current, best=self.best_streak),
            "by_table_size": {
                label: SizeFigures(
                    games=games,
                    wins=wins,
                    win_rate=round(wins / games, 3) if games else None,
                    average_total=round(points / counted, 1) if counted else None,
                )
                for label, (games, wins, counted, points) in self.sizes.items()
            },
        }


def _most(
    rivals: list[Rival], count: Callable[[Rival], int], other: Callable[[Rival], int]
) -> Rival | None:
    """The rival with the most games ``count`` counts, of those with more of them than
    ``other`` counts; ties to the higher share of the games together, then to more
    games (``rivals`` come in name order, and max keeps the first of equals)."""
    return max(
        (rival for rival in rivals if count(rival) > other(rival)),
        key=lambda r: (count(r), count(r) / r["games"], r["games"]),
        default=None,
    )


class _Club:
    """The club's records and table sizes while the games are read, oldest first."""

    def __init__(self, shape: tuple[int, ...] | None) -> None:
        self.shape = shape
        self.found: dict[str, ClubRecord] = {}
        # games; and of the club's shape: players, their totals, games, winning totals
        self.by_size = {label: [0, 0, 0, 0, 0] for label, _, _ in TABLE_SIZES}

    def offer(
        self,
        name: str,
        at: GameAt,
        holder: str,
        value: int,
        *,
        in_round: int | None = None,
        word: str | None = None,
        place: int | None = None,
    ) -> None:
        """A record set when higher than the one held, tied when equal."""
        held = self.found.get(name)
        if held is None or value > held["value"]:
            self.found[name] = ClubRecord(
                **at, holder=holder, value=value, round=in_round, word=word, place=place, tied_by=[]
            )
        elif value == held["value"] and holder not in (held["holder"], *held["tied_by"]):
            held["tied_by"].append(holder)

    def add_player(self, game: _Game, name: str, holder: str) -> None:
        summary, at = game.summary, game.at
        if summary.shape == self.shape:
            self.offer("highest_total", at, holder, summary.totals[name])
        if summary.imported:
            return
        mine = summary.players[name]
        if mine.best_round is not None:
            self.offer("highest_round", at, holder, mine.best_round, in_round=mine.best_round_at)
        longest = mine.longest_word
        if longest is not None:
            self.offer(
                "longest_word", at, holder, longest.value, in_round=longest.round, word=longest.word
            )

    def add_comeback(self, game: _Game, shown: Mapping[str, str]) -> None:
        """Each winner behind the leader after round 4: a comeback of that many points."""
        after = game.summary.after_round_4
        if after is None:
            return
        lead = max(after.values())
        for name in game.summary.winners_as_played:
            behind = lead - after[name]
            if behind > 0:
                place = 1 + sum(other > after[name] for other in after.values())
                self.offer("biggest_comeback", game.at, shown[name], behind, place=place)

    def add_size(self, game: _Game) -> None:
        size = self.by_size[game.size]
        size[0] += 1
        if game.summary.shape == self.shape:
            totals = game.summary.totals
            size[1] += len(totals)
            size[2] += sum(totals.values())
            size[3] += 1
            size[4] += max(totals.values())

    def records(self) -> ClubRecords:
        return {
            "totals_of": "" if self.shape is None else shape_in_english(self.shape),
            "highest_total": self.found.get("highest_total"),
            "highest_round": self.found.get("highest_round"),
            "longest_word": self.found.get("longest_word"),
            "biggest_comeback": self.found.get("biggest_comeback"),
        }

    def sizes(self) -> list[TableSize]:
        return [
            TableSize(
                size=label,
                games=games,
                average_total=round(points / players, 1) if players else None,
                average_winning_total=round(winning / counted, 1) if counted else None,
            )
            for label, (games, players, points, counted, winning) in self.by_size.items()
        ]

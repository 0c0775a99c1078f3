"""One game in a few numbers per player: what ``games`` and ``stats`` add up across game nights.

A summary is a typed value made in one place from the engine's scoring of a game (or,
for a game brought in by ``import``, from the scores its sheet gave), with one way to
JSON and back. The store keeps it beside the log, written in the same transaction as
each entry and tagged with the log's length; ``games`` and ``stats`` then read summaries
instead of folding every game again. What is read back is never trusted: text that is
not a whole summary of today's format reads as None, and the summary is made anew from
the log. The game's id, name and start come from its row in the store, not from here.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from operator import call
from types import UnionType
from typing import Any, NamedTuple, get_args, get_origin, get_type_hints

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.scoring import ChallengeResult, PlayerRound, Scoreboard
from quiddler_score.games.events import GameImported

# A comeback is measured from the standing after this many rounds.
COMEBACK_FROM = 4
# A kept summary of another format (an older version's) is made anew from the log.
SUMMARY_FORMAT = 8


class WordAt(NamedTuple):
    """A word that stood, its measure (letters for the longest word, points for the
    best) and the round it was laid in."""

    word: str
    value: int
    round: int


class MostWords(NamedTuple):
    """The most words a player laid in a round of the game, and the round (the first)."""

    words: int
    round: int


class Challenges(NamedTuple):
    """The challenges a player made: won (the word struck) or lost (the penalty paid);
    ``points`` is what they swung for the challenger, the struck words' values won less
    the penalties paid."""

    made: int
    won: int
    lost: int
    points: int


class Outcome(NamedTuple):
    """A challenge decided: by whom, of whose word, and whether the word stood."""

    challenger: str
    player: str
    letters: str
    stood: bool


class PlayerSummary(NamedTuple):
    best_round: int | None
    best_round_at: int | None
    went_out: int
    longest_word_bonus: int
    most_words_bonus: int
    challenges: Challenges
    longest_word: WordAt | None
    best_word: WordAt | None
    most_words: MostWords | None


NO_CHALLENGES = Challenges(0, 0, 0, 0)


class GameSummary(NamedTuple):
    imported: bool
    complete: bool
    """A finished game, for stats: over, the last round's challenges included."""
    open_round: int | None
    rounds: int
    shape: tuple[int, ...]
    """The cards dealt in each of the game's rounds (its rules' rounds)."""
    totals: dict[str, int]
    winners: tuple[str, ...]
    leaders: tuple[str, ...]
    players: dict[str, PlayerSummary]
    after_round_4: dict[str, int] | None
    """The standing after round 4 of a longer game, for the club's biggest comeback."""
    challenged: tuple[Outcome, ...]
    """Each challenge decided in the game, for stats' challenge record."""
    handicaps: dict[str, int]
    """What each handicapped player was given (RULES.md section 8); the winners and
    leaders are decided with it, the totals are as played."""

    @property
    def winners_as_played(self) -> tuple[str, ...]:
        """The winners on the totals as played, without handicaps: what stats' wins and
        the club records count."""
        if not self.handicaps or not self.winners:
            return self.winners
        top = max(self.totals.values())
        return tuple(player for player, total in self.totals.items() if total == top)

    def to_json(self) -> str:
        """The summary as the store keeps it: each tuple a JSON array."""
        return json.dumps(
            {"format": SUMMARY_FORMAT, **self._asdict()}, ensure_ascii=False, separators=(",", ":")
        )

    @classmethod
    def from_json(cls, text: str) -> GameSummary | None:
        """The summary ``text`` holds, or None where it is not whole or not of today's
        format: derived data another program may have changed, never trusted."""
        try:
            return _summary(json.loads(text))
        except (ValueError, TypeError, KeyError, RecursionError):
            return None


def summarize(open_round: int | None, board: Scoreboard) -> GameSummary:
    """The game's standing and each player's numbers, from the engine's scoreboard."""
    # Each player's rounds gathered in one pass over the board, not looked up per number.
    played: dict[str, list[tuple[int, PlayerRound]]] = {p: [] for p in board.table.players}
    for result in board.rounds:
        for mine in result.players:
            played[mine.player].append((result.number, mine))
    challenges = [c for result in board.rounds for c in result.challenges]
    return GameSummary(
        imported=False,
        complete=board.over,
        open_round=open_round,
        rounds=len(board.rounds),
        shape=tuple(board.table.rules.rounds),
        totals=board.totals,
        winners=board.winners,
        leaders=board.leaders,
        players={player: _player(rounds, challenges, player) for player, rounds in played.items()},
        after_round_4=(
            {mine.player: mine.total for mine in board.rounds[3].players}
            if len(board.rounds) > COMEBACK_FROM
            else None
        ),
        challenged=tuple(
            Outcome(c.challenger, c.player, c.word.letters, c.acceptable) for c in challenges
        ),
        handicaps=board.handicaps,
    )


def imported_summary(game: GameImported) -> GameSummary:
    """The summary of a game brought in by ``import``: finished, its winners those of
    the highest total (shared on a tie, as in a game kept here), each player's best
    round where the sheet kept rounds; no words, bonuses or challenges."""
    totals = dict(zip(game.players, game.totals, strict=True))
    top = max(game.totals)
    winners = tuple(player for player, total in totals.items() if total == top)
    return GameSummary(
        imported=True,
        complete=True,
        open_round=None,
        rounds=len(game.shape),
        shape=tuple(game.shape),
        totals=totals,
        winners=winners,
        leaders=winners,
        players={
            player: PlayerSummary(
                *_best_round(game.round_scores, seat), 0, 0, 0, NO_CHALLENGES, None, None, None
            )
            for seat, player in enumerate(game.players)
        },
        # Its totals after round 4 are not known for sure (a sheet's house rule may not
        # hold totals at zero as this reads them), so it holds no comeback.
        after_round_4=None,
        challenged=(),
        handicaps={},
    )


def _best_round(rounds: tuple[tuple[int, ...], ...], seat: int) -> tuple[int | None, int | None]:
    """A player's best round score of a sheet that kept rounds, and its round (the
    earliest on a tie); none when the sheet kept totals only."""
    scores = [each[seat] for each in rounds]
    if not scores:
        return None, None
    best = max(scores)
    return best, scores.index(best) + 1


def _player(
    rounds: list[tuple[int, PlayerRound]], challenges: list[ChallengeResult], player: str
) -> PlayerSummary:
    best = max(rounds, key=lambda each: each[1].round_score, default=None)
    most = max(rounds, key=lambda each: len(each[1].words), default=None)
    longest, best_word = _top_words(rounds)
    return PlayerSummary(
        best_round=None if best is None else best[1].round_score,
        best_round_at=None if best is None else best[0],
        went_out=sum(r.went_out for _, r in rounds),
        longest_word_bonus=sum(LONGEST_WORD in r.bonuses for _, r in rounds),
        most_words_bonus=sum(MOST_WORDS in r.bonuses for _, r in rounds),
        challenges=_challenges(challenges, player),
        longest_word=longest,
        best_word=best_word,
        # The round they laid most words in, the earliest on a tie; none if they never laid one.
        most_words=(
            None if most is None or not most[1].words else MostWords(len(most[1].words), most[0])
        ),
    )


def _challenges(challenges: list[ChallengeResult], player: str) -> Challenges:
    made = [c for c in challenges if c.challenger == player]
    won = [c for c in made if not c.acceptable]
    return Challenges(
        len(made),
        len(won),
        len(made) - len(won),
        sum(c.word.points for c in won) - sum(c.penalty for c in made),
    )


def _top_words(rounds: list[tuple[int, PlayerRound]]) -> tuple[WordAt | None, WordAt | None]:
    """The player's longest and highest-scoring words that stood; the earliest on a tie."""
    laid = [(word, number) for number, mine in rounds for word in mine.words]
    longest = max(laid, key=lambda each: each[0].letter_count, default=None)
    best = max(laid, key=lambda each: each[0].points, default=None)
    return (
        None if longest is None else WordAt(str(longest[0]), longest[0].letter_count, longest[1]),
        None if best is None else WordAt(str(best[0]), best[0].points, best[1]),
    )


# Reading a kept summary back: each value checked against its field's type as to_json
# writes it (a named tuple as a list), and any that is not raises, so that from_json reads
# it as no summary. Each type's reader is made once, from the summary's own annotations.


def _of(value: Any, kind: type[Any], length: int | None = None) -> Any:
    if type(value) is not kind or (length is not None and len(value) != length):
        raise TypeError(f"not a {kind.__name__}: {value!r}")
    return value


def _reader(hint: Any) -> Callable[[Any], Any]:
    """How a value of the type ``hint`` is read back, checked."""
    args = get_args(hint)
    if type(hint) is UnionType:  # one type or None
        read = _reader(args[0])
        return lambda value: None if value is None else read(value)
    if get_origin(hint) is tuple:
        read = _reader(args[0])
        return lambda value: tuple(map(read, _of(value, list)))
    if get_origin(hint) is dict:
        read = _reader(args[1])
        return lambda value: {key: read(item) for key, item in _of(value, dict).items()}
    if hint in (bool, int, str):

        def leaf(value: Any) -> Any:
            if type(value) is not hint:
                raise TypeError(f"not a {hint.__name__}: {value!r}")
            return value

        return leaf
    reads = [_reader(each) for each in get_type_hints(hint).values()]
    return lambda value: hint._make(map(call, reads, _of(value, list, len(reads))))


_KEYS = frozenset(("format", *GameSummary._fields))
_READERS = {name: _reader(hint) for name, hint in get_type_hints(GameSummary).items()}


def _summary(data: Any) -> GameSummary:
    if type(data) is not dict or data.keys() != _KEYS or data["format"] != SUMMARY_FORMAT:
        raise ValueError("not a summary of today's format")
    summary = GameSummary(**{name: read(data[name]) for name, read in _READERS.items()})
    names = summary.totals.keys()
    seated = {*summary.winners, *summary.leaders}
    seated.update(name for each in summary.challenged for name in each[:2])
    if not (
        summary.shape
        and summary.players.keys() == names
        and (summary.after_round_4 is None or summary.after_round_4.keys() == names)
        and seated <= names
        and summary.handicaps.keys() <= names
        and all(
            (p.best_round is None) == (p.best_round_at is None) for p in summary.players.values()
        )
    ):
        raise ValueError("not the numbers of one game")
    return summary

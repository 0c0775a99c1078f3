"""One game in a few numbers per player: what ``stats`` adds up across game nights.

A summary is plain JSON data made from a game's scores alone, so the store keeps it
beside the log, written in the same transaction as each entry and tagged with the log's
length; ``games`` and ``stats`` then read summaries instead of folding every game again.
The game's id, name and start come from its row in the store, not from the summary.

A game brought in by ``import`` (``imported``) has only the scores its sheet gave: its
summary is made from them, with no words and no bonuses, so it counts in the totals,
wins and ratings but never in a word's record.
"""

from __future__ import annotations

from typing import Any

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.cards import Word
from quiddler_score.engine.scoring import ChallengeResult, PlayerRound, Scoreboard
from quiddler_score.games.events import GameImported

# A comeback is measured from the standing after this many rounds.
COMEBACK_FROM = 4
# A kept summary of another format (an older version's) is made anew from the log.
SUMMARY_FORMAT = 6

_GAME_KEYS = frozenset(
    (
        "format",
        "imported",
        "complete",
        "open_round",
        "rounds",
        "shape",
        "totals",
        "winners",
        "leaders",
        "players",
        "after_round_4",
        "challenged",
    )
)
_PLAYER_KEYS = frozenset(
    (
        "best_round",
        "went_out",
        "longest_word_bonus",
        "most_words_bonus",
        "challenges",
        "longest_word",
        "best_word",
        "best_round_at",
        "most_words",
    )
)
_CHALLENGE_KEYS = frozenset(("made", "won", "lost", "points"))
_COUNTS = ("went_out", "longest_word_bonus", "most_words_bonus")


def summarize(open_round: int | None, board: Scoreboard) -> dict[str, Any]:
    """The game's standing and each player's numbers, as JSON data."""
    # Each player's rounds gathered in one pass over the board, not looked up per number.
    played: dict[str, list[tuple[int, PlayerRound]]] = {p: [] for p in board.table.players}
    for result in board.rounds:
        for mine in result.players:
            played[mine.player].append((result.number, mine))
    challenges = [c for result in board.rounds for c in result.challenges]
    return {
        "format": SUMMARY_FORMAT,
        "imported": False,
        # A finished game, for stats: over, the last round's challenges included.
        "complete": board.over,
        "open_round": open_round,
        "rounds": len(board.rounds),
        # The game's shape: the cards dealt in each of its rounds (its rules' rounds).
        "shape": list(board.table.rules.rounds),
        "totals": board.totals,
        "winners": list(board.winners),
        "leaders": list(board.leaders),
        "players": {
            player: _player(rounds, challenges, player) for player, rounds in played.items()
        },
        # For the club's biggest comeback: the standing after round 4 of a longer game.
        "after_round_4": (
            {mine.player: mine.total for mine in board.rounds[3].players}
            if len(board.rounds) > COMEBACK_FROM
            else None
        ),
        # Each challenge decided, for stats' challenge record: challenger, the word's
        # owner, its letters, whether it stood.
        "challenged": [[c.challenger, c.player, c.word.letters, c.acceptable] for c in challenges],
    }


def imported_summary(game: GameImported) -> dict[str, Any]:
    """The summary of a game brought in by ``import``: finished, its winners those of
    the highest total (shared on a tie, as in a game kept here), each player's best
    round where the sheet kept rounds; no words, bonuses or challenges."""
    totals = dict(zip(game.players, game.totals, strict=True))
    top = max(game.totals)
    winners = [player for player, total in totals.items() if total == top]
    return {
        "format": SUMMARY_FORMAT,
        "imported": True,
        "complete": True,
        "open_round": None,
        "rounds": len(game.shape),
        "shape": list(game.shape),
        "totals": totals,
        "winners": winners,
        "leaders": winners,
        # Its totals after round 4 are not known for sure (a sheet's house rule may not
        # hold totals at zero as this reads them), so it holds no comeback.
        "after_round_4": None,
        "challenged": [],
        "players": {
            player: {
                **_best_round(game.round_scores, seat),
                "went_out": 0,
                "longest_word_bonus": 0,
                "most_words_bonus": 0,
                "challenges": {"made": 0, "won": 0, "lost": 0, "points": 0},
                "longest_word": None,
                "best_word": None,
                "most_words": None,
            }
            for seat, player in enumerate(game.players)
        },
    }


def _best_round(rounds: tuple[tuple[int, ...], ...], seat: int) -> dict[str, int | None]:
    """A player's best round score of a sheet that kept rounds, and its round (the
    earliest on a tie); none when the sheet kept totals only."""
    scores = [each[seat] for each in rounds]
    if not scores:
        return {"best_round": None, "best_round_at": None}
    best = max(scores)
    return {"best_round": best, "best_round_at": scores.index(best) + 1}


def is_summary(data: object) -> bool:
    """Whether ``data``, a summary as kept, is whole and of today's format, down to the
    type of each number: what the store keeps is derived data another program may have
    changed, never trusted, and one that is not is made anew from the log."""
    if not (type(data) is dict and data.keys() == _GAME_KEYS):
        return False
    totals, players = data["totals"], data["players"]
    return (
        data["format"] == SUMMARY_FORMAT
        and type(data["imported"]) is bool
        and type(data["complete"]) is bool
        and _is_count(data["open_round"], None)
        and _is_count(data["rounds"])
        and type(data["shape"]) is list
        and len(data["shape"]) > 0
        and all(_is_count(size) for size in data["shape"])
        and type(totals) is dict
        and all(_is_count(total) for total in totals.values())
        and _are_players(data["winners"], totals)
        and _are_players(data["leaders"], totals)
        and type(players) is dict
        and players.keys() == totals.keys()
        and all(_is_player(player) for player in players.values())
        and (
            data["after_round_4"] is None
            or (
                type(data["after_round_4"]) is dict
                and data["after_round_4"].keys() == totals.keys()
                and all(_is_count(total) for total in data["after_round_4"].values())
            )
        )
        and type(data["challenged"]) is list
        and all(_is_challenge(each, totals) for each in data["challenged"])
    )


def _is_challenge(data: object, totals: dict[str, Any]) -> bool:
    if not (type(data) is list and len(data) == 4):
        return False
    challenger, player, letters, stood = data
    return (
        type(challenger) is str
        and challenger in totals
        and type(player) is str
        and player in totals
        and type(letters) is str
        and type(stood) is bool
    )


def _is_count(value: object, *also: object) -> bool:
    return type(value) is int or value in also


def _are_players(names: object, totals: dict[str, Any]) -> bool:
    return type(names) is list and all(type(n) is str and n in totals for n in names)


def _is_player(data: object) -> bool:
    if not (type(data) is dict and data.keys() == _PLAYER_KEYS):
        return False
    challenges = data["challenges"]
    return (
        _is_count(data["best_round"], None)
        and all(_is_count(data[key]) for key in _COUNTS)
        and type(challenges) is dict
        and challenges.keys() == _CHALLENGE_KEYS
        and all(_is_count(count) for count in challenges.values())
        and _is_word(data["longest_word"], "letters")
        and _is_word(data["best_word"], "points")
        and _is_count(data["best_round_at"], None)
        and (data["best_round_at"] is None) == (data["best_round"] is None)
        and (
            data["most_words"] is None
            or (
                type(data["most_words"]) is dict
                and data["most_words"].keys() == {"words", "round"}
                and all(_is_count(count) for count in data["most_words"].values())
            )
        )
    )


def _is_word(data: object, measure: str) -> bool:
    return data is None or (
        type(data) is dict
        and data.keys() == {"word", measure, "round"}
        and type(data["word"]) is str
        and _is_count(data[measure])
        and _is_count(data["round"])
    )


def _player(
    rounds: list[tuple[int, PlayerRound]], challenges: list[ChallengeResult], player: str
) -> dict[str, Any]:
    return {
        "best_round": max((r.round_score for _, r in rounds), default=None),
        "went_out": sum(r.went_out for _, r in rounds),
        "longest_word_bonus": sum(LONGEST_WORD in r.bonuses for _, r in rounds),
        "most_words_bonus": sum(MOST_WORDS in r.bonuses for _, r in rounds),
        "challenges": challenge_counts(challenges, player),
        **_top_words(rounds),
        **_top_rounds(rounds),
    }


def challenge_counts(challenges: list[ChallengeResult], player: str) -> dict[str, int]:
    """Challenges ``player`` made: won (the word was struck) or lost (the penalty paid).

    ``points`` is what they swung for the challenger: the struck word's value for each
    won, less the penalty paid for each lost.
    """
    made = [c for c in challenges if c.challenger == player]
    won = [c for c in made if not c.acceptable]
    return {
        "made": len(made),
        "won": len(won),
        "lost": len(made) - len(won),
        "points": sum(c.word.points for c in won) - sum(c.penalty for c in made),
    }


def _top_words(rounds: list[tuple[int, PlayerRound]]) -> dict[str, Any]:
    """The player's longest and highest-scoring words that stood; the earliest on a tie."""
    longest: tuple[int, Word, int] | None = None
    best: tuple[int, Word, int] | None = None
    for number, mine in rounds:
        for laid in mine.words:
            if longest is None or laid.letter_count > longest[0]:
                longest = (laid.letter_count, laid, number)
            if best is None or laid.points > best[0]:
                best = (laid.points, laid, number)
    return {"longest_word": top_word(longest, "letters"), "best_word": top_word(best, "points")}


def _top_rounds(rounds: list[tuple[int, PlayerRound]]) -> dict[str, Any]:
    """The round of the player's best score and the round they laid most words in (with
    how many), the earliest on a tie; no most words when they never laid one."""
    best = max(rounds, key=lambda each: each[1].round_score, default=None)
    most = max(rounds, key=lambda each: len(each[1].words), default=None)
    return {
        "best_round_at": None if best is None else best[0],
        "most_words": (
            None
            if most is None or not most[1].words
            else {"words": len(most[1].words), "round": most[0]}
        ),
    }


def top_word(found: tuple[int, Word, int] | None, measure: str) -> dict[str, Any] | None:
    """A word as a summary keeps it, from (its measure, the word, its round)."""
    if found is None:
        return None
    value, word, number = found
    return {"word": str(word), measure: value, "round": number}

"""What the saved-game commands and ``play`` share: the store, names, rules, warnings.

Shell-side helpers: they may raise :class:`~quiddler_score.cli.options.InputError`, the
one-line usage error, and they open the store at the path the command line chose.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from quiddler_score.cli.options import InputError
from quiddler_score.engine.errors import ScoringError

if TYPE_CHECKING:
    from quiddler_score.engine.cards import Card, Word
    from quiddler_score.engine.scoring import RoundResult
    from quiddler_score.games.saved_game import SavedGame
    from quiddler_score.games.state import GameState
    from quiddler_score.games.store import Store
    from quiddler_score.words.solver import BestPlay
    from quiddler_score.words.table_judge import TableJudge


def database_path(option: Path | None) -> Path:
    """--db, then QUIDDLER_DB (click reads it into the option), then the user data folder."""
    if option is not None:
        return option
    from platformdirs import user_data_path

    return user_data_path("quiddler-score") / "games.sqlite3"


def database_in_use() -> Path:
    """The database the command line points at."""
    return database_path(click.get_current_context().find_root().params.get("db"))


@contextmanager
def opened_store(*, create: bool = False) -> Iterator[Store]:
    """The store, with every store and rules error turned into a one-line exit 2.

    Only commands that start a game create the database: for the others a path that
    holds nothing is a mistyped path, not an empty collection of games.
    """
    from quiddler_score.games.store import Store, StoreError

    path = database_in_use()
    if not create and not path.exists():
        raise InputError(
            f"no saved games at {path}: check the path, or start a game with "
            'quiddler-score new "Ann" "Bob" ...'
        )
    try:
        with Store(path) as store:
            yield store
    except (StoreError, ScoringError) as error:
        raise InputError(str(error)) from None


def current_game(store: Store) -> SavedGame:
    from quiddler_score.games.saved_game import SavedGame

    return SavedGame.current(store)


def player_named(state: GameState, typed: str, role: str = "player") -> str:
    """The seated player a typed name means: exact, any case, or the start of one name."""
    return name_among(state.table.players, typed, role)


def name_among(players: Sequence[str], typed: str, role: str = "player") -> str:
    """The one name of ``players`` that ``typed`` means, or a one-line refusal."""
    for matches in (
        [p for p in players if p == typed],
        [p for p in players if p.casefold() == typed.casefold()],
        [p for p in players if p.casefold().startswith(typed.casefold())],
    ):
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1 and typed:
            raise InputError(f"{role} {typed!r} could be {' or '.join(matches)}: type more of it")
    import difflib

    close = difflib.get_close_matches(typed, players, n=1)
    hint = f"; did you mean {close[0]}?" if close else f" (players: {', '.join(players)})"
    raise InputError(f"{role} {typed!r} is not playing in this game{hint}")


def read_rules(path: Path) -> dict[str, Any]:
    import tomllib

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise InputError(f"--rules {path}: cannot read it ({error.strerror})") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise InputError(f"--rules {path}: not valid TOML: {error}") from None
    table = data.get("rules", data)
    if not isinstance(table, dict):
        raise InputError(f"--rules {path}: [rules] must be a table of rule settings")
    from quiddler_score.engine.rules import RuleSettingError, RuleSettings

    try:
        return RuleSettings.from_table(table).to_table()
    except RuleSettingError as error:
        raise InputError(f"--rules {path}: {error}") from None


def entry_data(
    state: GameState, number: int, entry: dict[str, Any], warnings: list[str]
) -> dict[str, Any]:
    """A saved entry as JSON: the entry, its warnings and the scores as they now stand."""
    from quiddler_score.present.report import scoreboard_data
    from quiddler_score.words.table_judge import TableJudge

    try:
        judge = TableJudge(state.table.dictionary, state.table.rules)
        scoreboard: dict[str, Any] | None = scoreboard_data(state.scoreboard(judge))
    except ScoringError as error:
        scoreboard, warnings = None, [*warnings, f"the scores cannot be shown: {error}"]
    return {
        "entry": entry,
        "warnings": warnings,
        "round_complete": number <= state.complete_rounds,
        "waiting_for": list(state.waiting_for()),
        "scoreboard": scoreboard,
    }


def hand_entry(
    judge: TableJudge,
    number: int,
    player: str,
    words: Sequence[Word],
    unused: Sequence[Card],
    *,
    went_out: bool,
    correction: bool,
) -> dict[str, Any]:
    """A hand as its ``hand_recorded`` entry keeps it, with ``judge``'s verdicts."""
    return {
        "round": number,
        "player": player,
        "words": [str(word) for word in words],
        "unused": [str(card) for card in unused],
        "went_out": went_out,
        "correction": correction,
        "verdicts": verdicts_of(judge, words),
    }


def verdicts_of(judge: TableJudge, words: Sequence[Word]) -> dict[str, dict[str, Any]]:
    """The game's dictionary on each word, as a hand entry keeps it; {} if it cannot judge.

    Kept in the log, the verdicts score the strict rule the same way for ever after.
    """
    from quiddler_score.games.state import verdict_record

    try:
        return {str(word): verdict_record(judge(word)) for word in words}
    except ScoringError:
        return {}


def word_warnings(state: GameState, number: int, player: str) -> list[str]:
    """Split notes and dictionary flags on a hand, for the table to decide on a challenge."""
    from quiddler_score.engine.cards import split_notes
    from quiddler_score.words.table_judge import TableJudge

    hand = state.hands[number][player]
    warnings = [str(note) for word in hand.words for note in split_notes(word)]
    judge = TableJudge(state.table.dictionary, state.table.rules)
    for word in hand.words:
        try:
            verdict = state.verdicts.get(word.letters) or judge(word)
        except ScoringError as error:
            return [*warnings, f"words not checked: {error}"]
        if not verdict.accepted:
            struck = " (struck: the strict rule is on)" if state.table.rules.strict else ""
            warnings.append(f"{word}: {verdict.reason}{struck}")
    return warnings


def best_plays_for(state: GameState) -> Callable[[RoundResult, str], BestPlay]:
    """For a scored round and a player, the best play of the cards they held."""
    from quiddler_score.cli.best_command import solver_for
    from quiddler_score.words.backends import DictionaryUnavailable

    try:
        solve = solver_for(state.table.dictionary, state.table.rules)
    except DictionaryUnavailable as error:
        raise InputError(f"best plays: {error}") from None

    def best(result: RoundResult, player: str) -> BestPlay:
        hand = state.hands[result.number][player]
        held = tuple(card for word in hand.words for card in word.cards) + hand.unused
        return solve(held, None)

    return best

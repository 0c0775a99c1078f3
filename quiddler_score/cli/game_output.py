"""How the game commands show what an action did: the same lines for ``play``."""

from __future__ import annotations

from collections.abc import Iterable

from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.options import print_json
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.verdict import Ruling, Verdict
from quiddler_score.games.actions import ChallengeOutcome, HandOutcome
from quiddler_score.games.events import encode
from quiddler_score.games.saved_game import scores
from quiddler_score.games.state import GameState
from quiddler_score.language import _, speaking
from quiddler_score.present.board import standings
from quiddler_score.present.changes import standing_change
from quiddler_score.present.console import make_console
from quiddler_score.present.lines import hand_summary, waiting_line
from quiddler_score.present.report import entry_data
from quiddler_score.present.verdict_lines import close_words_lines
from quiddler_score.words.explain import explain
from quiddler_score.words.reasons import said_reason
from quiddler_score.words.second_opinion import opinion_text, others_quietly
from quiddler_score.words.word_marks import marks


def show_new_game(verb: str, game_id: int, state: GameState) -> None:
    """The game's number, name, players and dictionary, after ``verb`` (translated by the
    caller): "Game", "New game", "Carrying on game"."""
    table = state.table
    # Translators: {verb} is "Game", "New game" or "Carrying on game", translated apart;
    # {name} the game's name in quotes, {players} its players.
    said = _("{verb} {id} {name}: {players}; dictionary {dictionary}.")
    say_wrapped(
        said.format(
            verb=verb,
            id=game_id,
            name=repr(state.title),
            players=", ".join(table.players),
            dictionary=table.dictionary,
        )
    )


def _ruled(ruling: str) -> str:
    if Ruling(ruling).acceptable:
        return _("The table rules it acceptable.")
    return _("The table rules it unacceptable.")


def show_hand(
    state: GameState, number: int, player: str, prefix: str, warnings: Iterable[str]
) -> None:
    """The hand as recorded, then what the table may want to challenge."""
    say_wrapped(f"{prefix}{hand_summary(state, number, player)}")
    for warning in warnings:
        say_wrapped(f"  ! {warning}")


def show_hand_outcome(outcome: HandOutcome, *, as_json: bool) -> None:
    """``record``'s answer: the hand, who the round still needs, the round's end."""
    state, entry = outcome.state, outcome.entry
    if as_json:
        print_entry(encode(entry), outcome.warnings, state)
        return
    number, player = entry.round, entry.player
    if entry.correction:
        said = _("Replaced {player}'s earlier hand in round {number} (undo takes it back).")
        say_wrapped(said.format(player=player, number=number))
    # Translators: before the hand as recorded, "CAT 6, unused Z −14".
    prefix = _("Round {number}, {player}: ").format(number=number, player=player)
    show_hand(state, number, player, prefix, outcome.warnings)
    waiting = waiting_line(state) if state.open_round == number else None
    if waiting:
        say_wrapped(waiting)
    if outcome.completed_round:
        show_standings(state, details=[number])
    elif entry.correction:
        show_change(outcome.before, state)


def show_challenge(outcome: ChallengeOutcome, *, as_json: bool) -> None:
    """``challenge``'s answer: the verdict, the ruling, the round as it now scores."""
    state, entry, draft = outcome.state, outcome.entry, outcome.draft
    if as_json:
        print_entry(encode(entry), [], state)
        return
    verdict = draft.verdict
    if verdict is not None:
        # Translators: {code} is a code for programs (such as not_found), {reason} the
        # sentence saying why.
        if verdict.accepted:
            said = _("{word}: acceptable ({code}). {reason}")
        else:
            said = _("{word}: not acceptable ({code}). {reason}")
        say_wrapped(said.format(word=draft.word, code=verdict.code, reason=said_reason(verdict)))
        for line in close_words_lines(verdict):  # the word meant may be one of these
            say_wrapped(line)
    show_explanation(str(draft.word), verdict)
    if entry.ruling is not None:
        say_wrapped(_ruled(entry.ruling))
    if entry.round > state.complete_rounds:
        said = _("Round {number} is scored once every hand is recorded.")
        say_wrapped(said.format(number=entry.round))
        return
    show_standings(state, details=[entry.round])
    show_change(outcome.before, state)


def show_explanation(word: str, verdict: Verdict | None = None) -> None:
    """The argument's evidence under the game's verdict: the word's tier, what the other
    dictionaries say (the game's own still decides), how common it is, what it means."""
    if verdict is not None:
        for label, text in evidence(verdict):
            say_wrapped("  " + _labelled(label, text))
    for label, text in explain(word, verdict).lines():
        say_wrapped("  " + _labelled(label, text))


def _labelled(label: str, text: str) -> str:
    # Translators: a label ("how common", "meaning") and what it says.
    return _("{label}: {text}").format(label=label, text=text)


def evidence(verdict: Verdict) -> list[tuple[str, str]]:
    """``(label, text)``: the word's tier, offensive or not, and the other dictionaries."""
    others = opinion_text(others_quietly(verdict.word, verdict.dictionary))
    return marks(verdict).labelled() + ([(_("other dictionaries"), others)] if others else [])


def change_of(before: GameState, after: GameState) -> str | None:
    """The sentence saying who now wins or leads, when an entry changed it."""
    try:
        return standing_change(scores(before), scores(after))
    except ScoringError:
        return None


def show_change(before: GameState, after: GameState) -> None:
    change = change_of(before, after)
    if change is not None:
        say_wrapped(change)


def show_standings(state: GameState, details: Iterable[int] = ()) -> None:
    """The rounds asked for, the board and the chart; the entry is saved whatever happens."""
    try:
        scoreboard = scores(state)
    except ScoringError as error:
        say_wrapped("  ! " + _("saved, but the scores cannot be shown: {why}").format(why=error))
        return
    make_console().print(standings(scoreboard, state.title, details))


def print_entry(entry: dict[str, object], warnings: Iterable[str], state: GameState) -> None:
    """The entry as JSON, for programs: in English whatever the language."""
    with speaking("en"):
        notes = list(warnings)
        try:
            scoreboard = scores(state)
        except ScoringError as error:
            scoreboard, notes = None, [*notes, f"the scores cannot be shown: {error}"]
        print_json(entry_data(entry, notes, state, scoreboard))

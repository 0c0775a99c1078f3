"""``fix`` in play: correct a recorded hand, showing it, each part kept with Enter."""

from __future__ import annotations

from collections.abc import Callable

from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.game_output import show_hand
from quiddler_score.cli.play.questions import Questions, done_prefix, fault_in_words, say
from quiddler_score.cli.play.sitting import Sitting
from quiddler_score.engine.cards import Card, Word
from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.games import actions
from quiddler_score.games.events import Payload
from quiddler_score.games.state import GameState
from quiddler_score.language import _
from quiddler_score.present.lines import hand_summary


def fix_hand(
    sitting: Sitting,
    questions: Questions,
    confirm: Callable[[Payload], bool],
    fixed: tuple[GameState, int, str],
) -> None:
    """One correction: the hand it replaces is shown, and each part is kept with Enter;
    ``confirm`` asks the table before a change of who wins or leads is recorded.
    ``fixed`` is the game as it stands, the round and the player whose hand is fixed.
    When the engine refuses the hand, what was typed is kept and only the part at fault
    is asked again (a player who went out is not asked for unused cards).
    """
    state, number, player = fixed
    hand = state.hands[number][player]
    words: list[Word] = list(hand.words)
    unused: tuple[Card, ...] = hand.unused
    dealt = state.table.cards_in_round(number)
    went_out = ask_went_out(questions, state, number, player)
    part = "words"
    while True:
        while part == "words":
            words = questions.ask_words(number, player, went_out, kept=words, dealt=dealt)
            used = sum(len(word.cards) for word in words)
            if not went_out or used == dealt:
                part = "unused"
            else:
                say(
                    _(
                        "round {number}, {player}: went out, so the words use all {dealt}"
                        " cards, but these use {used}"
                    ).format(number=number, player=player, dealt=dealt, used=used)
                )
        left = dealt - sum(len(word.cards) for word in words)
        kept = unused if len(unused) == left else None
        unused = questions.ask_unused(number, player, left, kept=kept) if left else ()
        game = sitting.game
        try:
            entry = actions.hand_entry(game.state(), number, player, words, unused, went_out)
            if not confirm(entry):
                say_wrapped(_("Not fixed."))
                return
            outcome = actions.record_entry(game, entry)
        except QuiddlerError as error:
            say(_("not fixed: {error}").format(error=error))
            # The words when the error names a word or a card in a word (Enter keeps
            # them); otherwise the unused cards, typed again.
            if fault_in_words(error, words):
                part = "words"
            else:
                unused = ()
        else:
            say_wrapped(_("Fixed round {number}:").format(number=number))
            show_hand(outcome.state, number, player, done_prefix(player), outcome.warnings)
            sitting.changed()
            return


def ask_went_out(questions: Questions, state: GameState, number: int, player: str) -> bool:
    """The hand as recorded, then whether the player went out (Enter keeps the answer)."""
    # Translators: {hand} as recorded: "ATE (7); went out".
    said = _("{player}'s hand in round {number}: {hand}")
    say_wrapped(said.format(player=player, number=number, hand=hand_summary(state, number, player)))
    was_out = state.went_out.get(number) == player
    if was_out:
        question = _("Did {player} go out in round {number}? (Enter = yes)")
    else:
        question = _("Did {player} go out in round {number}? (Enter = no)")
    return questions.ask_yes(question.format(player=player, number=number), default=was_out)

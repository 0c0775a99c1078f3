"""``fix`` in play: correct a recorded hand, showing it, each part kept with Enter."""

from __future__ import annotations

from collections.abc import Callable

from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.game_output import show_hand
from quiddler_score.cli.play.questions import Questions, fault_in_words, say
from quiddler_score.cli.play.sitting import Sitting
from quiddler_score.engine.cards import Card, Word
from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.games import actions
from quiddler_score.games.events import Payload
from quiddler_score.games.state import GameState
from quiddler_score.present.lines import hand_summary


class HandFix:
    """One correction: the hand it replaces is shown, and each part is kept with Enter.

    A player who went out is not asked for unused cards. When the engine refuses the
    hand, what was typed is kept and only the part at fault is asked again.
    """

    def __init__(
        self,
        sitting: Sitting,
        questions: Questions,
        confirm: Callable[[Payload], bool],
        fixed: tuple[GameState, int, str],
    ) -> None:
        """``confirm`` asks the table before a change of who wins or leads is recorded;
        ``fixed`` is the game as it stands, the round and the player whose hand is fixed."""
        state, number, player = fixed
        self.sitting, self.questions, self.confirm = sitting, questions, confirm
        self.number, self.player = number, player
        hand = state.hands[number][player]
        self.words: list[Word] = list(hand.words)
        self.unused: tuple[Card, ...] = hand.unused
        self.went_out = state.went_out.get(number) == player
        self.dealt = state.table.cards_in_round(number)
        say_wrapped(f"{player}'s hand in round {number}: {hand_summary(state, number, player)}")

    def run(self) -> None:
        was_out = self.went_out
        self.went_out = self.questions.ask_yes(
            f"Did {self.player} go out in round {self.number}? "
            f"(Enter = {'yes' if was_out else 'no'})",
            default=was_out,
        )
        part = "words"
        while part:
            if part == "words":
                self.ask_words()
            self.ask_unused()
            part = self.record()

    def ask_words(self) -> None:
        dealt = self.dealt
        while True:
            self.words = self.questions.ask_words(
                self.number, self.player, self.went_out, kept=self.words, dealt=dealt
            )
            used = sum(len(word.cards) for word in self.words)
            if not self.went_out or used == dealt:
                return
            say(
                f"round {self.number}, {self.player}: went out, so the words use all {dealt} "
                f"cards, but these use {used}"
            )

    def ask_unused(self) -> None:
        left = self.dealt - sum(len(word.cards) for word in self.words)
        if left == 0:
            self.unused = ()
            return
        kept = self.unused if len(self.unused) == left else None
        self.unused = self.questions.ask_unused(self.number, self.player, left, kept=kept)

    def record(self) -> str:
        """Record the fix: "" when done or cancelled, else the part to ask again."""
        game = self.sitting.game
        try:
            entry = actions.hand_entry(
                game.state(), self.number, self.player, self.words, self.unused, self.went_out
            )
            if not self.confirm(entry):
                say_wrapped("Not fixed.")
                return ""
            outcome = actions.record_entry(game, entry)
        except QuiddlerError as error:
            say(f"not fixed: {error}")
            # The words when the error names a word or a card in a word (Enter keeps
            # them); otherwise the unused cards, typed again.
            if fault_in_words(error, self.words):
                return "words"
            self.unused = ()
            return "unused"
        say_wrapped(f"Fixed round {self.number}:")
        show_hand(outcome.state, self.number, self.player, f"✓ {self.player}: ", outcome.warnings)
        self.sitting.changed()
        return ""

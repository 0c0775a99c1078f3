"""The commands that work at every question of ``play``: undo, redo, fix, rename, board, best."""

from __future__ import annotations

from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.game_output import change_of
from quiddler_score.cli.play.fixing import fix_hand
from quiddler_score.cli.play.picture import ask_picture
from quiddler_score.cli.play.questions import (
    BEST,
    BOARD,
    FIX,
    HELP,
    PICTURE,
    QUIT,
    REDO,
    RENAME,
    Questions,
    say,
)
from quiddler_score.cli.play.sitting import Sitting, Stop
from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.games import actions
from quiddler_score.games.best_plays import best_plays_for
from quiddler_score.games.errors import NothingToRedo, NothingToUndo
from quiddler_score.games.events import Payload
from quiddler_score.games.saved_game import scores
from quiddler_score.language import N_, _
from quiddler_score.present.board import best_plays, standings
from quiddler_score.present.lines import describe, hand_summary, waiting_line
from quiddler_score.words.backends import DictionaryUnavailable

HELP_TEXT = N_("""\
Words: each word as its cards, separated by spaces; a double-letter card in brackets, \
(qu)it or [th]e, so the score is right. Enter alone: no words.
Unused cards: separated by spaces or commas, e.g. z a (th).
Names: any case, without accents, or the start of a name (a for Ann).
Challenges: who challenges, whose word, the word: bob cy at (or bob at).
At any question, typed alone:
  undo    take back the last entry
  redo    put back what the last undo took back
  fix     correct a hand already recorded, in any round
  rename  correct a player's name
  board   show the scores
  best    what each player's cards allowed, round by round
  picture a picture of the results so far, to share
  q       stop (everything confirmed is saved);
          at a cards question q is the Q card: type quit
A word that is also a command: type it in quotes at a words question, "undo".""")


class Anywhere:
    """Runs a command typed at any question; one that changes the game restarts the flow."""

    def __init__(self, sitting: Sitting) -> None:
        self.sitting = sitting
        self.questions = Questions(self.run)

    def run(self, command: str) -> None:
        if command == QUIT:
            raise Stop
        if command == HELP:
            say_wrapped(_(HELP_TEXT))
        elif self.sitting.saved is None:
            say_wrapped(_("No game yet: answer the questions to start one."))
        elif command == BOARD:
            self.show_board()
        elif command == BEST:
            self.show_best()
        elif command == PICTURE:
            ask_picture(self.sitting, self.questions)
        elif command == FIX:
            self.fix()
        elif command == RENAME:
            self.rename()
        else:
            self.undo_or_redo(redo=command == REDO)

    def undo_or_redo(self, *, redo: bool) -> None:
        try:
            done = (actions.redo if redo else actions.undo)(self.sitting.game)
        except (NothingToUndo, NothingToRedo):
            say_wrapped(
                _("Nothing to redo: redo puts back what undo took back.")
                if redo
                else _("Nothing to undo.")
            )
            return
        except QuiddlerError as error:
            say(error)
            return
        entry = describe(done.target)
        if redo:
            # Translators: {entry} is what was put back: "round 8, Ann: OX AT; unused E".
            say_wrapped(_("Put back {entry}.").format(entry=entry))
        else:
            # Translators: {entry} is what was taken back: "round 8, Ann: OX AT; unused E".
            say_wrapped(_("Took back {entry}. Redo puts it back.").format(entry=entry))
        self.sitting.changed()

    def fix(self) -> None:
        """Correct a recorded hand, in this round or an earlier one (kept in the log)."""
        state = self.sitting.game.state()
        rounds = sorted(number for number, hands in state.hands.items() if hands)
        if not rounds:
            say_wrapped(_("No hand is recorded yet."))
            return
        number = self.questions.ask_round(rounds)
        if number is None:
            return
        recorded = state.hands[number]
        say_wrapped(_("Round {number} as recorded:").format(number=number))
        for name in state.table.players:
            if name in recorded:
                # Translators: a player's hand as recorded: "Ann: ATE (7); went out".
                line = _("{player}: {hand}").format(
                    player=name, hand=hand_summary(state, number, name)
                )
                say_wrapped(f"  {line}", "    ")
        player = self.questions.ask_player(
            _("Whose hand in round {number}? (Enter = cancel)").format(number=number),
            state.table.players,
            refuse=lambda name: (
                None
                if name in recorded
                else _("{player} has no hand recorded in round {number}").format(
                    player=name, number=number
                )
            ),
        )
        if player is not None:
            fix_hand(self.sitting, self.questions, self.confirm_change, (state, number, player))

    def confirm_change(self, entry: Payload) -> bool:
        """Whether to record ``entry``: asked when it changes who wins or leads."""
        before, after = actions.preview(self.sitting.game, entry)
        change = change_of(before, after)
        if change is None:
            return True
        say_wrapped(change)
        return self.questions.ask_yes(_("Record it? (Enter = yes, n = no)"))

    def rename(self) -> None:
        """Correct a player's name everywhere in the game (kept in the log)."""
        players = self.sitting.game.state().table.players
        old = self.questions.ask_player(_("Whose name? (Enter = cancel)"), players)
        if old is None:
            return
        new = self.questions.ask(
            _("{player}'s name, spelt right (Enter = cancel)").format(player=old)
        )
        if not new:
            return
        try:
            actions.rename_player(self.sitting.game, old, new)
        except QuiddlerError as error:
            say(_("not renamed: {error}").format(error=error))
            return
        # Translators: a player renamed: "Bob is now Bobby."
        say_wrapped(_("{old} is now {new}.").format(old=old, new=new))
        self.sitting.changed()

    def show_board(self) -> None:
        state = self.sitting.game.state()
        self.sitting.console.print(standings(scores(state), state.title, every=True))
        waiting = waiting_line(state)
        if waiting:
            say_wrapped(waiting)

    def show_best(self) -> None:
        state = self.sitting.game.state()
        board = scores(state)
        if not board.rounds:
            say_wrapped(_("Best plays are shown once a round is complete."))
            return
        try:
            best = best_plays_for(state)
        except DictionaryUnavailable as error:
            say(_("best plays: {error}").format(error=error))
            return
        self.sitting.console.print(best_plays(board, best))

"""``quiddler-score play``: the interactive game-night loop.

Round by round it asks what the table shows (who went out, each player's words and
unused cards), checks every answer as it is typed, offers challenges, shows the round's
result and the board, then moves on. Each confirmed answer is one event, verified by the
rules engine and committed before the next question, so stopping at any question (q,
Ctrl-C, a closed terminal) loses nothing confirmed, and ``play`` carries on from where
the game's log stands, including a round whose challenges were still open.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from contextlib import suppress
from pathlib import Path
from typing import Any

import click

from quiddler_score.cli.game_shell import (
    best_plays_for,
    current_game,
    hand_entry,
    opened_store,
    player_named,
    read_rules,
    word_warnings,
)
from quiddler_score.cli.options import InputError, make_console, rules_file_option
from quiddler_score.engine.cards import Card, NotationError, Word, cards
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.rules import settings_help
from quiddler_score.engine.scoring import find_laid_word
from quiddler_score.engine.table import ROUNDS, Table, cards_in_round
from quiddler_score.engine.transcript import parse_word
from quiddler_score.games.saved_game import SavedGame
from quiddler_score.games.state import (
    CHALLENGE,
    HAND_RECORDED,
    PLAYER_RENAMED,
    UNDO,
    GameState,
    describe,
    undone_by_next_undo,
    verdict_record,
    verify,
)
from quiddler_score.games.store import Store
from quiddler_score.present import board as render
from quiddler_score.words.backends import DictionaryUnavailable
from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.judge import Verdict
from quiddler_score.words.table_judge import TableJudge

QUIT, UNDO_LAST, FIX, RENAME, BOARD, BEST, HELP = (
    "stop",
    "undo",
    "fix a hand",
    "rename a player",
    "the board",
    "best plays",
    "help",
)
COMMANDS = {
    "q": QUIT,
    "quit": QUIT,
    "undo": UNDO_LAST,
    "fix": FIX,
    "rename": RENAME,
    "board": BOARD,
    "best": BEST,
    "?": HELP,
    "help": HELP,
}
# Commands that are also the name of a card: at a cards question they are the card.
CARD_LIKE_COMMANDS = frozenset({"q"})
HELP_TEXT = """\
Words: each word as its cards, separated by spaces; a double-letter card in brackets,
  (qu)it or [th]e, so the score is right. Enter alone: no words.
Unused cards: separated by spaces or commas, e.g. z a (th).
Names: any case, or the start of a name (a for Ann).
Challenges: who challenges, whose word, the word: bob cy at (or bob at).
At any question:  undo   take back the last entry
                  fix    correct a hand already recorded, in any round
                  rename correct a player's name
                  board  show the scores
                  best   the best play each player's cards allowed, round by round
                  q      stop (everything confirmed is saved); at a cards
                         question q is the Q card, so type quit"""
STOPPED = "Saved. Run quiddler-score play to carry on."
NOT_STARTED = "Stopped before the game started; nothing was saved."


class _Stop(Exception):
    """The scorekeeper typed q."""


class _Restart(Exception):
    """The game changed under the question (an undo): ask from where it stands now."""


@click.command(epilog=settings_help())
@click.option(
    "--new", "start_new", is_flag=True, help="Start a new game (a game under way stays saved)."
)
@rules_file_option("House rule settings (a TOML file) for the new game.")
def play(start_new: bool, rules_file: Path | None) -> None:
    """Keep score at the table: each round's words, challenges, then the board.

    It asks for every player's words and unused cards, checks them as they are typed,
    judges challenges with the game's dictionary and shows the board after each round.
    Each confirmed answer is saved at once: stop with q, Ctrl-C or by closing the
    window, and run play again to carry on. At any question: undo, fix, board, best,
    q, ? (help).
    """
    rules = read_rules(rules_file) if rules_file else {}
    _line_editing()
    night = GameNight()
    try:
        with opened_store(create=True) as store:
            if rules_file and not start_new and store.current_game() is not None:
                raise InputError("--rules sets up a new game: add --new")
            night.run(store, start_new=start_new, rules=rules)
    except _Stop:
        click.echo(NOT_STARTED if night.saved is None else STOPPED)
    except (click.Abort, KeyboardInterrupt):
        click.echo()
        click.echo(NOT_STARTED if night.saved is None else STOPPED)
        click.get_current_context().exit(130)


def _line_editing() -> None:
    """Arrow keys, and Up for the previous answer, when typing at a terminal."""
    if sys.stdin.isatty():
        with suppress(ImportError):
            importlib.import_module("readline")


class GameNight:
    """One sitting of ``play``: the questions, and what it remembers between them.

    Everything about the game comes from its log, read again before each question. The
    sitting remembers only answers that are not entries yet (who went out, before that
    player's hand is recorded; an undo forgets them, so they are asked again as when
    play carries on) and the entry at which the scorekeeper left a round's challenges,
    so that round is not offered again in this sitting.
    """

    def __init__(self) -> None:
        self.saved: SavedGame | None = None
        self.console = make_console()
        self.went_out: dict[int, str | None] = {}
        self.moved_on_at: int | None = None
        self.header_for: int | None = None
        self.table_judge: TableJudge | None = None

    @property
    def game(self) -> SavedGame:
        assert self.saved is not None
        return self.saved

    @property
    def judge(self) -> TableJudge:
        assert self.table_judge is not None
        return self.table_judge

    def run(self, store: Store, *, start_new: bool, rules: dict[str, Any]) -> None:
        if start_new or store.current_game() is None:
            self.saved = self.set_up(store, rules)
            verb = "New game"
        else:
            self.saved = current_game(store)
            verb = "Carrying on game"
        table = self.game.state().table
        self.table_judge = TableJudge(table.dictionary, table.rules)
        click.echo(
            f"{verb} {self.game.info.id} {self.game.info.name!r}: {', '.join(table.players)}; "
            f"dictionary {table.dictionary}."
        )
        click.echo("At any question: undo, fix, board, best, q to stop, ? for help.")
        while True:
            try:
                if not self.step():
                    return
            except _Restart:
                continue

    def step(self) -> bool:
        """Ask the next question the game needs; False once the game is over."""
        state = self.game.state()
        closing = self.round_to_close(state)
        if closing is not None:
            return self.close_round(closing)
        number = state.open_round
        if number is None:
            self.show_final(state)
            return False
        if self.header_for != number:
            self.show_header(state, number)
            self.header_for = number
        if number not in self.went_out and number not in state.went_out:
            self.went_out[number] = self.ask_who_went_out(state, number)
        self.ask_hand(number, state.waiting_for()[0])
        return True

    def round_to_close(self, state: GameState) -> int | None:
        """The round whose challenges are open: the last entry completed it or challenged in it."""
        done = state.complete_rounds
        last = state.effective[-1]
        if done == 0 or last.seq == self.moved_on_at or state.hands.get(done + 1):
            return None
        if last.kind in (HAND_RECORDED, CHALLENGE) and int(last.payload["round"]) == done:
            return done
        return None

    # Questions ----------------------------------------------------------------------

    def ask(
        self,
        question: str,
        *,
        names: Sequence[str] = (),
        words_of: str | None = None,
        cards_question: bool = False,
    ) -> str:
        """One answer; the commands (undo, board, q, ?) are handled here at every question.

        A player's exact name is an answer, not a command. At a words question a command
        that is also a word (undo, board, quit, help) asks which was meant. At a cards
        question ``q`` is the Q card; ``quit`` still stops.
        """
        while True:
            line = str(click.prompt(question, default="", show_default=False)).strip()
            key = line.casefold()
            command = COMMANDS.get(key)
            if cards_question and key in CARD_LIKE_COMMANDS:
                command = None
            if command is None or key in {name.casefold() for name in names}:
                return line
            if words_of is not None and self.means_word(line, command, words_of):
                return line
            self.command(command)

    def means_word(self, line: str, command: str, player: str) -> bool:
        try:
            typed = parse_word(line)
        except ScoringError:
            return False
        if len(typed.cards) < 2:
            return False
        # Enter keeps the word: taking an entry back by mistake costs more than retyping.
        while True:
            answer = str(
                click.prompt(
                    f"{typed}: {player}'s word, or {command}? (Enter = the word, c = {command})",
                    default="",
                    show_default=False,
                )
            ).strip()
            if answer.casefold() in ("", "w", "word"):
                return True
            if answer.casefold() in ("c", command.casefold()):
                return False
            say(f"press Enter for the word {typed}, or type c for {command}")

    def command(self, command: str) -> None:
        if command == QUIT:
            raise _Stop
        if command == HELP:
            click.echo(HELP_TEXT)
        elif self.saved is None:
            click.echo("No game yet: answer the questions to start one.")
        elif command == BOARD:
            self.show_board()
        elif command == BEST:
            self.show_best()
        elif command == FIX:
            self.fix()
        elif command == RENAME:
            self.rename()
        else:
            self.undo()

    def ask_yes(self, question: str, default: bool | None = True) -> bool:
        while True:
            answer = self.ask(question).casefold()
            if answer in ("y", "yes") or (answer == "" and default is True):
                return True
            if answer in ("n", "no") or (answer == "" and default is False):
                return False
            say("answer y (yes) or n (no)")

    def undo(self) -> None:
        target = undone_by_next_undo(self.game.events())
        if target is None:
            click.echo("Nothing to undo.")
            return
        try:
            self.game.record(UNDO, {"target": target.seq})
        except ScoringError as error:
            say(error)
            return
        click.echo(f"Took back {describe(target)}.")
        self.went_out.clear()
        self.header_for = None
        raise _Restart

    def fix(self) -> None:
        """Correct a recorded hand, in this round or an earlier one (kept in the log)."""
        state = self.game.state()
        rounds = sorted(number for number, hands in state.hands.items() if hands)
        if not rounds:
            click.echo("No hand is recorded yet.")
            return
        while True:
            line = self.ask(f"Fix which round? ({rounds[0]} to {rounds[-1]}; Enter = cancel)")
            if not line:
                return
            if line.isdigit() and int(line) in rounds:
                number = int(line)
                break
            say(f"type a round from {rounds[0]} to {rounds[-1]}")
        recorded = state.hands[number]
        while True:
            line = self.ask(f"Whose hand in round {number}? (Enter = cancel)", names=list(recorded))
            if not line:
                return
            try:
                player = player_named(state, line)
            except InputError as error:
                say(error)
                continue
            if player in recorded:
                break
            say(f"{player} has no hand recorded in round {number}")
        was_out = state.went_out.get(number) == player
        went_out = self.ask_yes(
            f"Did {player} go out in round {number}? (Enter = {'yes' if was_out else 'no'})",
            default=was_out,
        )
        dealt = cards_in_round(number)
        words = self.ask_words(number, player, went_out)
        used = sum(len(word.cards) for word in words)
        unused = self.ask_unused(number, player, dealt - used) if used < dealt else ()
        payload = hand_entry(
            self.judge, number, player, words, unused, went_out=went_out, correction=True
        )
        try:
            state, _ = self.game.record(HAND_RECORDED, payload)
        except ScoringError as error:
            say(f"not fixed: {error}")
            return
        click.echo(f"Fixed round {number}:")
        self.went_out.clear()
        self.show_hand(state, number, player)
        self.header_for = None
        raise _Restart

    def rename(self) -> None:
        """Correct a player's name everywhere in the game (kept in the log)."""
        players = self.game.state().table.players
        line = self.ask("Whose name? (Enter = cancel)", names=players)
        if not line:
            return
        try:
            old = player_named(self.game.state(), line)
        except InputError as error:
            say(error)
            return
        new = self.ask(f"{old}'s name, spelt right (Enter = cancel)")
        if not new:
            return
        try:
            self.game.record(PLAYER_RENAMED, {"old": old, "new": new})
        except ScoringError as error:
            say(f"not renamed: {error}")
            return
        click.echo(f"{old} is now {new}.")
        self.went_out.clear()
        self.header_for = None
        raise _Restart

    # A new game ---------------------------------------------------------------------

    def set_up(self, store: Store, rules: dict[str, Any]) -> SavedGame:
        click.echo("A new game.")
        players = self.ask_players()
        payload = {
            "players": players,
            "dealer": self.ask_dealer(players),
            "dictionary": self.ask_dictionary(),
            "rules": rules,
            "name": None,
        }
        return SavedGame.create(store, payload)

    def ask_players(self) -> list[str]:
        while True:
            line = self.ask("Players, in seating order (e.g. Ann, Bob, Cy)")
            typed = line.split(",") if "," in line else line.split()
            try:
                return list(Table.seat([name.strip() for name in typed if name.strip()]).players)
            except ScoringError as error:
                say(error)

    def ask_dealer(self, players: list[str]) -> str:
        seated = GameState(Table.seat(players), None)
        while True:
            line = self.ask(f"Who deals round 1? (Enter = {players[0]})", names=players)
            if not line:
                return players[0]
            try:
                return player_named(seated, line, "dealer")
            except InputError as error:
                say(error)

    def ask_dictionary(self) -> str:
        while True:
            line = self.ask("Dictionary? (Enter = standard; or large, hunspell:en_GB, file:PATH)")
            name = line or "standard"
            try:
                # The name the dictionary gives itself: a file: path made absolute.
                return str(open_dictionary(name).name)
            except DictionaryUnavailable as error:
                say(f"dictionary {name!r}: {error}")

    # A round ------------------------------------------------------------------------

    def show_header(self, state: GameState, number: int) -> None:
        table = state.table
        self.console.rule(f"Round {number} of {ROUNDS}: {cards_in_round(number)} cards each")
        click.echo(f"{table.dealer(number)} deals, {table.first_player(number)} plays first.")
        if state.complete_rounds:
            totals = state.scoreboard(self.judge).totals
            click.echo("Totals: " + ", ".join(f"{p} {t}" for p, t in totals.items()) + ".")
        recorded = state.hands.get(number, {})
        if recorded:
            click.echo(
                f"Recorded: {', '.join(recorded)}. Still to record: "
                f"{', '.join(state.waiting_for())}."
            )

    def ask_who_went_out(self, state: GameState, number: int) -> str | None:
        players = state.table.players
        recorded = state.hands.get(number, {})
        while True:
            line = self.ask("Who went out? (name; Enter = nobody)", names=players)
            if not line:
                return None
            try:
                name = player_named(state, line)
            except InputError as error:
                say(error)
                continue
            if name not in recorded:
                return name
            say(f"{name}'s hand is recorded as not going out; type fix to correct it")

    def ask_hand(self, number: int, player: str) -> None:
        """The player's words and unused cards, until the engine accepts the hand."""
        dealt = cards_in_round(number)
        while True:
            went_out = self.went_out.get(number) == player
            words = self.ask_words(number, player, went_out)
            used = sum(len(word.cards) for word in words)
            if went_out and used < dealt:
                say(
                    f"round {number}, {player}: went out, so the words use all {dealt} cards, "
                    f"but these use {used}"
                )
                if self.ask_yes(f"Did {player} go out? (Enter = yes, n = no)"):
                    continue
                self.went_out[number] = None
                went_out = False
            unused = self.ask_unused(number, player, dealt - used) if used < dealt else ()
            payload = hand_entry(
                self.judge,
                number,
                player,
                words,
                unused,
                went_out=bool(went_out),
                correction=False,
            )
            try:
                state, _ = self.game.record(HAND_RECORDED, payload)
            except ScoringError as error:
                say(error)
                continue
            self.show_hand(state, number, player)
            self.offer_challenges(state, number, player)
            return

    def ask_words(self, number: int, player: str, went_out: bool) -> list[Word]:
        dealt = cards_in_round(number)
        question = f"{player}'s words" + (" (went out)" if went_out else "")
        while True:
            line = self.ask(question, words_of=player)
            try:
                words = [
                    parse_word(text, round_number=number, player=player)
                    for text in line.replace(",", " ").split()
                ]
            except ScoringError as error:
                say(error)
                continue
            short = next((word for word in words if len(word.cards) < 2), None)
            used = sum(len(word.cards) for word in words)
            if short is not None:
                say(
                    f"round {number}, {player}, word {str(short)!r}: a word needs two cards or more"
                )
            elif used > dealt:
                say(f"round {number}, {player}: {used} cards in these words, but {dealt} dealt")
            else:
                return words

    def ask_unused(self, number: int, player: str, left: int) -> tuple[Card, ...]:
        while True:
            line = self.ask(f"{player}'s unused cards ({left} left)", cards_question=True)
            try:
                return cards(line)
            except NotationError as error:
                say(f"round {number}, {player}, card {error.card or line!r}: {error.detail}")

    def show_hand(self, state: GameState, number: int, player: str) -> None:
        hand = state.hands[number][player]
        line = f"✓ {player}: " + (" ".join(f"{w} ({w.points})" for w in hand.words) or "no words")
        if hand.unused:
            unused = " ".join(str(card) for card in hand.unused)
            line += f"; unused {unused} (−{sum(card.points for card in hand.unused)})"
        if state.went_out.get(number) == player:
            line += "; went out"
        click.echo(line)
        for warning in word_warnings(state, number, player):
            click.echo(f"  ! {warning}")

    def offer_challenges(self, state: GameState, number: int, owner: str) -> None:
        """A challenge right away for each word of the hand that the dictionary rejects."""
        if state.table.rules.strict:
            return
        for word in _distinct(state.hands[number][owner].words):
            verdict = self.quiet_verdict(word)
            if verdict is None or verdict.accepted:
                continue
            while True:
                line = self.ask(
                    f"Who challenges {owner}'s {word}? (name; Enter = nobody or later)",
                    names=state.table.players,
                )
                if not line:
                    break
                try:
                    by = player_named(state, line, "challenger")
                except InputError as error:
                    say(error)
                    continue
                if by == owner:
                    say(f"{owner} cannot challenge their own word")
                elif self.judge_and_record(number, by, owner, word):
                    break

    # Challenges and the end of a round ---------------------------------------------

    def close_round(self, number: int) -> bool:
        """The round's challenges, its result and the board; False after the last round."""
        self.ask_challenges(number)
        state = self.game.state()
        board = state.scoreboard(self.judge)
        self.console.print(render.round_details(board.rounds[number - 1]))
        if number == ROUNDS:
            self.show_final(state)
            return False
        self.console.print(render.board(board, title=self.game.info.name))
        self.console.print(render.chart(board))
        while self.ask(f"Enter for round {number + 1}, best for the best plays, q to stop"):
            say(f"press Enter to start round {number + 1}, best for the best plays, or q to stop")
        self.moved_on_at = state.effective[-1].seq
        return True

    def ask_challenges(self, number: int) -> None:
        click.echo(f"Round {number} is complete. Any challenges?")
        while True:
            state = self.game.state()
            laid = [(p, w) for p, hand in state.hands[number].items() for w in hand.words]
            if not laid:
                return
            flagged = self.flagged(state, number)
            if flagged:
                click.echo(
                    "The dictionary flags: "
                    + "; ".join(f"{owner}'s {v.reason}" for owner, _, v in flagged)
                    + "."
                )
            owner, word = ([(o, w) for o, w, _ in flagged] or laid)[0]
            by = next(p for p in state.table.players if p != owner)
            example = f"{by} {owner} {word.letters.lower()}"
            question = f"Challenge? (who, whose, word: e.g. {example}; Enter = none)"
            while True:
                line = self.ask(question)
                if not line:
                    return
                try:
                    by, owner, word = self.parse_challenge(state, number, line)
                except (ScoringError, InputError) as error:
                    say(error)
                    continue
                if self.judge_and_record(number, by, owner, word):
                    break

    def flagged(self, state: GameState, number: int) -> list[tuple[str, Word, Verdict]]:
        """Words of the round the dictionary rejects and nobody has challenged yet."""
        if state.table.rules.strict:
            return []
        challenged = {(c.player, c.word.letters) for c in state.challenges.get(number, ())}
        found = []
        for owner, hand in state.hands[number].items():
            for word in _distinct(hand.words):
                verdict = self.quiet_verdict(word)
                if verdict and not verdict.accepted and (owner, word.letters) not in challenged:
                    found.append((owner, word, verdict))
        return found

    def parse_challenge(self, state: GameState, number: int, line: str) -> tuple[str, str, Word]:
        """``bob cy at``: Bob challenges Cy's AT; ``bob at`` when only one other laid AT."""
        *names, text = line.split()
        if not names:
            raise InputError("say who challenges and the word, e.g. bob cy at")
        typed = parse_word(text, round_number=number)
        readings: set[tuple[str, str | None]] = set()
        for cut in range(1, len(names) + 1):
            with suppress(InputError):
                by = player_named(state, " ".join(names[:cut]), "challenger")
                rest = " ".join(names[cut:])
                readings.add((by, player_named(state, rest) if rest else None))
        if not readings:  # one of these names is wrong: say which
            player_named(state, names[0], "challenger")
            player_named(state, " ".join(names[1:]))
        if len(readings) > 1:
            raise InputError("which players? type the start of each name, e.g. bob cy at")
        ((by, owner),) = readings
        hands = state.hands[number]
        if owner is None:
            owners = [
                p
                for p, hand in hands.items()
                if p != by and find_laid_word(hand, typed) is not None
            ]
            if len(owners) != 1:
                whose = " and ".join(owners) + " both" if owners else "nobody else"
                raise InputError(f"{whose} laid down {typed} in round {number}: say whose")
            (owner,) = owners
        return by, owner, find_laid_word(hands[owner], typed) or typed

    def judge_and_record(self, number: int, by: str, owner: str, word: Word) -> bool:
        """Judge the word, ask whether the table agrees, record the challenge."""
        try:
            verdict: Verdict | None = self.judge(word)
        except ScoringError as error:
            say(error)
            verdict = None
        payload: dict[str, Any] = {
            "round": number,
            "by": by,
            "player": owner,
            "word": str(word),
            "ruling": None,
            "verdict": None if verdict is None else verdict_record(verdict),
        }
        try:
            verify(self.game.events(), CHALLENGE, payload)
        except ScoringError as error:
            say(error)
            return False
        if verdict is None:
            acceptable = self.ask_yes(f"Is {word} acceptable? (y/n)", default=None)
            payload["ruling"] = "acceptable" if acceptable else "unacceptable"
        else:
            mark = "acceptable" if verdict.accepted else "not acceptable"
            click.echo(f"{word}: {mark}. {verdict.reason}")
            acceptable = verdict.accepted
            if not self.ask_yes("Does the table agree? (Enter = yes, n = no)"):
                acceptable = not acceptable
                payload["ruling"] = "acceptable" if acceptable else "unacceptable"
        try:
            self.game.record(CHALLENGE, payload)
        except ScoringError as error:
            say(error)
            return False
        if acceptable:
            click.echo(f"✓ {owner}'s {word} stands; {by} loses {word.points} points this round.")
        else:
            click.echo(
                f"✓ {owner}'s {word} is struck: its {word.points} points count against {owner}."
            )
        return True

    def quiet_verdict(self, word: Word) -> Verdict | None:
        """The dictionary's verdict, or None when it cannot be opened (already reported)."""
        try:
            return self.judge(word)
        except ScoringError:
            return None

    # Boards -------------------------------------------------------------------------

    def show_board(self) -> None:
        state = self.game.state()
        board = state.scoreboard(self.judge)
        self.console.print(render.board(board, title=self.game.info.name))
        if board.rounds:
            self.console.print(render.chart(board))
        waiting = state.waiting_for()
        if waiting and state.hands.get(state.open_round or 0):
            click.echo(f"Round {state.open_round} still needs: {', '.join(waiting)}.")

    def show_best(self) -> None:
        state = self.game.state()
        board = state.scoreboard(self.judge)
        if not board.rounds:
            click.echo("Best plays are shown once a round is complete.")
            return
        self.console.print(render.best_plays(board, best_plays_for(state)))

    def show_final(self, state: GameState) -> None:
        board = state.scoreboard(self.judge)
        self.console.print(render.board(board, title=self.game.info.name))
        self.console.print(render.chart(board))
        click.echo("The game is over and saved. Keep a copy or share the board with:")
        click.echo("  quiddler-score export --csv game.csv --svg board.svg")
        click.echo("Next game: quiddler-score play --new")


def say(message: object) -> None:
    """A mistake, in one line; the question is then asked again."""
    if isinstance(message, click.ClickException):
        message = message.format_message()
    click.echo(click.style(f"✗ {message}", fg="red"))


def _distinct(words: Sequence[Word]) -> list[Word]:
    seen: dict[str, Word] = {}
    for word in words:
        seen.setdefault(word.letters, word)
    return list(seen.values())

"""Asking the scorekeeper, and checking each answer as it is typed."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import click

from quiddler_score.cli.echo import prompt_text, shown, wrapped, yes_or_no
from quiddler_score.engine.cards import Card, Word, parse_cards, parse_words
from quiddler_score.engine.checks import verify_words
from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.engine.players import fold_name, resolve_player
from quiddler_score.language import _, ngettext, pgettext

T = TypeVar("T")

# What each word typed at a question means; a player's whole name is an answer instead.
QUIT, UNDO, REDO, FIX, RENAME, BOARD, BEST, PICTURE, HELP = (
    "stop",
    "undo",
    "redo",
    "fix a hand",
    "rename a player",
    "the board",
    "best plays",
    "a picture",
    "help",
)
COMMANDS = {
    "q": QUIT,
    "quit": QUIT,
    "undo": UNDO,
    "redo": REDO,
    "fix": FIX,
    "rename": RENAME,
    "board": BOARD,
    "best": BEST,
    "picture": PICTURE,
    "?": HELP,
    "help": HELP,
}
# Commands that are also the name of a card: at a cards question they are the card.
CARD_LIKE_COMMANDS = frozenset({"q"})


class Refused(QuiddlerError):
    """An answer a question cannot take, and why: said, and the question asked again."""


def say(message: object) -> None:
    """A mistake, wrapped to the terminal; the question is then asked again."""
    if isinstance(message, click.ClickException):
        message = message.format_message()
    click.echo(click.style(wrapped(shown(f"✗ {message}")), fg="red"))


def prompt(question: str) -> str:
    """``question`` wrapped to the terminal, with the space French puts before the colon
    that follows it (the colon and the space after it are click's): the space is wrapped
    as one that cannot break, so the colon never starts a line of its own."""
    # Translators: what follows a question, before the answer typed; French puts a
    # space before the colon.
    suffix = pgettext("after a question", ": ")
    lead = suffix[: len(suffix) - len(suffix.lstrip())]
    if not lead:
        return prompt_text(question)
    asked = prompt_text(question + "\u00a0" * len(lead))
    return asked[: len(asked) - len(lead)] + lead


class Questions:
    """The questions of ``play``; ``on_command`` runs a command typed at any of them."""

    def __init__(self, on_command: Callable[[str], None]) -> None:
        self.on_command = on_command

    def ask(
        self,
        question: str,
        *,
        names: Sequence[str] = (),
        cards_question: bool = False,
    ) -> str:
        """One answer; the commands (undo, board, q, ?) are handled here at every question.

        A command typed alone runs on Enter, at any question: a word that is also a
        command is typed in quotes at a words question ("undo"). A player's whole name,
        in any case or accents, is an answer, not a command. At a cards question ``q`` is
        the Q card; ``quit`` still stops.
        """
        while True:
            line = str(
                click.prompt(prompt(question), default="", show_default=False, prompt_suffix=": ")
            )
            line = line.strip()
            key = line.casefold()
            command = COMMANDS.get(key)
            if cards_question and key in CARD_LIKE_COMMANDS:
                command = None
            if command is None or fold_name(line) in {fold_name(name) for name in names}:
                return line
            self.on_command(command)

    def ask_until(
        self,
        question: str,
        read: Callable[[str], T],
        *,
        refused: tuple[type[Exception], ...] = (QuiddlerError,),
        names: Sequence[str] = (),
        cards_question: bool = False,
    ) -> T:
        """What ``read`` makes of the answer; when it raises one of ``refused``, the
        mistake is said and the question asked again."""
        while True:
            line = self.ask(question, names=names, cards_question=cards_question)
            try:
                return read(line)
            except refused as error:
                say(error)

    def ask_yes(self, question: str, default: bool | None = True) -> bool:
        def read(line: str) -> bool:
            answer = yes_or_no(line, default)
            if answer is None:
                raise Refused(_("answer y (yes) or n (no)"))
            return answer

        return self.ask_until(question, read)

    def ask_player(
        self,
        question: str,
        players: Sequence[str],
        role: str = "player",
        refuse: Callable[[str], str | None] = lambda name: None,
    ) -> str | None:
        """A seated player's name (any case or accents, or its start); None for Enter alone.

        ``refuse`` says why a name cannot be the answer (or raises the error that says
        it), or None when it can.
        """

        def read(line: str) -> str | None:
            if not line:
                return None
            name = resolve_player(players, line, role)
            problem = refuse(name)
            if problem is not None:
                raise Refused(problem)
            return name

        return self.ask_until(question, read, names=players)

    def ask_round(self, rounds: Sequence[int]) -> int | None:
        def read(line: str) -> int | None:
            if line and not (line.isdigit() and int(line) in rounds):
                raise Refused(
                    _("type a round from {first} to {last}").format(
                        first=rounds[0], last=rounds[-1]
                    )
                )
            return int(line) if line else None

        question = _("Fix which round? ({first} to {last}; Enter = cancel)").format(
            first=rounds[0], last=rounds[-1]
        )
        return self.ask_until(question, read)

    def ask_words(
        self,
        number: int,
        player: str,
        went_out: bool,
        kept: Sequence[Word] | None = None,
        *,
        dealt: int,
    ) -> list[Word]:
        """The player's words, of at most ``dealt`` cards; with ``kept``, Enter keeps them."""
        question = words_question(player, went_out, kept)

        def read(line: str) -> list[Word]:
            if kept is not None and not line:
                return list(kept)
            # Quotes mark a word that is also a command: "undo".
            typed = line.replace('"', " ")
            words = list(parse_words(typed, round_number=number, player=player))
            # Who went out is the caller's to check.
            verify_words(number, player, words, dealt=dealt)
            return words

        return self.ask_until(question, read)

    def ask_unused(
        self, number: int, player: str, left: int, kept: Sequence[Card] | None = None
    ) -> tuple[Card, ...]:
        """The cards left over; with ``kept``, Enter keeps those cards."""
        if kept:
            question = ngettext(
                "{player}'s unused cards ({left} left) (Enter = {cards})",
                "{player}'s unused cards ({left} left) (Enter = {cards})",
                left,
            ).format(player=player, left=left, cards=" ".join(str(c) for c in kept))
        else:
            question = ngettext(
                "{player}'s unused cards ({left} left)",
                "{player}'s unused cards ({left} left)",
                left,
            ).format(player=player, left=left)

        def read(line: str) -> tuple[Card, ...]:
            if kept and not line:
                return tuple(kept)
            cards = parse_cards(line, round_number=number, player=player)
            if len(cards) != left:
                raise Refused(
                    ngettext(
                        "round {number}, {player}: {count} unused card, but the words leave {left}",
                        "round {number}, {player}: {count} unused cards, but the words leave"
                        " {left}",
                        len(cards),
                    ).format(number=number, player=player, count=len(cards), left=left)
                )
            return cards

        return self.ask_until(question, read, cards_question=True)


def words_question(player: str, went_out: bool, kept: Sequence[Word] | None) -> str:
    """The question for ``player``'s words; with ``kept``, what Enter keeps."""
    if kept is None:
        if went_out:
            return _("{player}'s words (went out)").format(player=player)
        return _("{player}'s words").format(player=player)
    # Translators: {words} are the words recorded (CAT (QU)IT), or "no words".
    words = " ".join(str(w) for w in kept) or _("no words")
    if went_out:
        return _("{player}'s words (went out) (Enter = {words})").format(player=player, words=words)
    return _("{player}'s words (Enter = {words})").format(player=player, words=words)


def done_prefix(player: str) -> str:
    """What starts the line of a hand just recorded: ``✓ Ann: ``."""
    # Translators: starts the line of a hand just recorded: "✓ Ann: OX (14)".
    return _("✓ {player}: ").format(player=player)


def and_list(items: Sequence[str]) -> str:
    """``Ann``, ``Ann and Bob``, ``Ann and Bob and Cy``: a short list said in full."""
    said = items[0] if items else ""
    for item in items[1:]:
        # Translators: a list of names or options said in full: "Ann and Bob".
        said = _("{list} and {item}").format(list=said, item=item)
    return said


def fault_in_words(error: Exception, words: Sequence[Word]) -> bool:
    """Whether a refused hand's error names a word or a card in a word (then the words
    are asked again); otherwise the unused cards are at fault."""
    card = getattr(error, "card", None)
    return bool(getattr(error, "word", None)) or any(
        str(c) == card for word in words for c in word.cards
    )

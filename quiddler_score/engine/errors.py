"""The root of the project's errors, and those the rules engine raises.

Every error the project raises on purpose is a :class:`QuiddlerError`, with a subclass
per layer: :class:`GameError` here (the rules, the notation, the names at the table),
``StoreError`` and the others of saved games, ``DictionaryUnavailable`` of the words.
Each says what is wrong and where (round, player, word or card) in one line, so the
command line catches the one root and shows it as it is; no layer decides how.
"""

from __future__ import annotations

from quiddler_score.language import _


class QuiddlerError(Exception):
    """A mistake a scorekeeper can put right, or a file or dictionary that cannot be
    used: ``str()`` is one line that says what and where."""


class GameError(QuiddlerError, ValueError):
    """Explains what is wrong and where: round, player, word or card.

    ``str()`` gives one line such as
    ``round 2, Bob, word 'q': a word needs at least two cards``.
    """

    def __init__(
        self,
        detail: str,
        *,
        round_number: int | None = None,
        player: str | None = None,
        word: str | None = None,
        card: str | None = None,
    ) -> None:
        self.detail = detail
        self.round_number = round_number
        self.player = player
        self.word = word
        self.card = card
        super().__init__(self.message)

    @property
    def location(self) -> str:
        """Where the mistake is, in the language in force: ``round 2, Bob, word 'q'``."""
        parts = []
        if self.round_number is not None:
            parts.append(_("round {number}").format(number=self.round_number))
        if self.player is not None:
            parts.append(self.player)
        if self.word is not None:
            # Translators: {word} is the word as typed, already between quotes: 'q'.
            parts.append(_("word {word}").format(word=repr(self.word)))
        elif self.card is not None:
            # Translators: {card} is the card as typed, already between quotes: 'x'.
            parts.append(_("card {card}").format(card=repr(self.card)))
        return ", ".join(parts)

    @property
    def message(self) -> str:
        where = self.location
        if not where:
            return self.detail
        # Translators: {where} says where a mistake is ("round 2, Bob, word 'q'"),
        # {detail} what it is ("a word needs at least two cards").
        return _("{where}: {detail}").format(where=where, detail=self.detail)


class ScoringError(GameError):
    """A round, hand, challenge or seating that breaks the rules of the game."""


class NotationError(GameError):
    """Text that is not a card, a word of cards or a list of cards."""


class UnknownPlayer(GameError):
    """A typed name that means no seated player, or more than one."""

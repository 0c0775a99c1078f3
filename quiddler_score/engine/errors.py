"""The one error type the rules engine raises: a mistake a scorekeeper can put right."""

from __future__ import annotations


class ScoringError(ValueError):
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
        parts = []
        if self.round_number is not None:
            parts.append(f"round {self.round_number}")
        if self.player is not None:
            parts.append(self.player)
        if self.word is not None:
            parts.append(f"word {self.word!r}")
        elif self.card is not None:
            parts.append(f"card {self.card!r}")
        return ", ".join(parts)

    @property
    def message(self) -> str:
        return f"{self.location}: {self.detail}" if self.location else self.detail

    def at(self, *, round_number: int | None = None, player: str | None = None) -> ScoringError:
        """The same error with a location filled in where it was not known yet."""
        return ScoringError(
            self.detail,
            round_number=self.round_number if self.round_number is not None else round_number,
            player=self.player if self.player is not None else player,
            word=self.word,
            card=self.card,
        )

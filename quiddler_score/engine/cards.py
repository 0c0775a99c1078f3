"""The 118-card Quiddler deck and the card notation scorekeepers type.

A word is typed as its cards: single-letter cards as letters, double-letter cards in
parentheses or square brackets (``(qu)ick``, ``[th]e``). A loose card is a token:
``x``, ``th``, ``(th)``. Everything is case-insensitive, but only the letters a to z name
cards: a look-alike such as dotless ı or long ſ is refused, never taken for I or S.
Words are displayed in upper case with every double-letter card in parentheses:
``(QU)ICK``. No word is longer than a hand can spell (:data:`MAX_WORD_LETTERS`), so
an over-long word is refused as it is read, before any work is spent on it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import NamedTuple

from quiddler_score.engine.errors import NotationError
from quiddler_score.language import _


class Card(NamedTuple):
    """One card of the deck; cards compare and sort by letters, then points, then copies."""

    letters: str
    points: int
    copies: int

    @property
    def is_double(self) -> bool:
        return len(self.letters) == 2

    def __str__(self) -> str:
        return f"({self.letters})" if self.is_double else self.letters


_DECK_TABLE = (
    ("A", 10, 2), ("B", 2, 8), ("C", 2, 8), ("D", 4, 5), ("E", 12, 2), ("F", 2, 6),
    ("G", 4, 6), ("H", 2, 7), ("I", 8, 2), ("J", 2, 13), ("K", 2, 8), ("L", 4, 3),
    ("M", 2, 5), ("N", 6, 5), ("O", 8, 2), ("P", 2, 6), ("Q", 2, 15), ("R", 6, 5),
    ("S", 4, 3), ("T", 6, 3), ("U", 6, 4), ("V", 2, 11), ("W", 2, 10), ("X", 2, 12),
    ("Y", 4, 4), ("Z", 2, 14),
    ("CL", 2, 10), ("ER", 2, 7), ("IN", 2, 7), ("QU", 2, 9), ("TH", 2, 9),
)  # fmt: skip

DECK: dict[str, Card] = {
    letters: Card(letters, points, copies) for letters, copies, points in _DECK_TABLE
}
DECK_SIZE = sum(card.copies for card in DECK.values())
DOUBLE_CARDS = tuple(card for card in DECK.values() if card.is_double)

_OPENERS = {"(": ")", "[": "]"}

MAX_WORD_LETTERS = 20
"""A hand is at most 10 cards, each of at most two letters: no word is longer."""

_SHOWN_LIMIT = 30


class _Laid(NamedTuple):
    cards: tuple[Card, ...]
    letters: str
    points: int


class Word(_Laid):
    """A word as the cards it was laid down with: ``Word(cards)``.

    Its letters and points are worked out once, as it is made: scoring a game asks for
    them again and again.
    """

    __slots__ = ()

    def __new__(cls, cards: tuple[Card, ...]) -> Word:
        letters = "".join(card.letters for card in cards)
        return tuple.__new__(cls, (cards, letters, sum(card.points for card in cards)))

    def __getnewargs__(self) -> tuple[tuple[Card, ...]]:
        return (self.cards,)

    @property
    def letter_count(self) -> int:
        """Letters, not cards: a double-letter card counts two (RULES.md section 4)."""
        return len(self.letters)

    def __str__(self) -> str:
        return "".join(str(card) for card in self.cards)


class SplitNote(NamedTuple):
    """A word typed with single cards that a double-letter card would value differently."""

    word: Word
    alternative: Word

    def __str__(self) -> str:
        # Translators: {word} and {alternative} are the same word played, QUIT and
        # (QU)IT, the second with a double-letter card; a word is always worth 4 points
        # or more.
        return _(
            "{word} is scored as typed, {points} points; "
            "with the double-letter card it would be {alternative}, {alternative_points} points"
        ).format(
            word=self.word,
            points=self.word.points,
            alternative=self.alternative,
            alternative_points=self.alternative.points,
        )


@lru_cache(maxsize=1024)  # a card or word parsed once: logs repeat them game after game
def card(token: str) -> Card:
    """Parse one loose card: ``x``, ``th``, ``(th)``, ``[TH]``."""
    text = token.strip()
    inner = text
    if text[:1] in _OPENERS:
        if len(text) < 2 or text[-1] != _OPENERS[text[0]]:
            detail = _("unclosed bracket in card {card}").format(card=repr(shown(text)))
            raise NotationError(detail, card=shown(text))
        inner = text[1:-1]
    found = _deck_card(inner)
    if found is None:
        raise NotationError(_unknown_card_detail(inner), card=shown(inner))
    return found


def cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse loose cards given as one string (``"z e (th)"``, commas allowed) or a list."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(card(token) for token in tokens)


@lru_cache(maxsize=8192)
def word(text: str) -> Word:
    """Parse a word typed in card notation: ``(qu)ick``, ``[th]e``, ``quick``."""
    if text.isascii() and text.isalpha() and len(text) <= MAX_WORD_LETTERS:
        return Word(tuple(map(DECK.__getitem__, text.upper())))  # single-letter cards only
    return Word(tuple(_word_cards(text)))


def _word_cards(text: str) -> Iterator[Card]:
    source = text.strip()
    if not source:
        raise NotationError(_("empty word"))
    position = 0
    letters = 0
    while position < len(source):
        char = source[position]
        if char in _OPENERS:
            close = source.find(_OPENERS[char], position + 1)
            if close == -1:
                # Translators: {bracket} is "(" or "[" in quotes; {typed} what was typed.
                detail = _("unclosed {bracket} in {typed}").format(
                    bracket=repr(char), typed=repr(shown(source))
                )
                raise NotationError(detail, card=shown(source[position:]))
            inner = source[position + 1 : close]
            found = _deck_card(inner)
            if found is None:
                raise NotationError(_unknown_card_detail(inner), card=shown(inner))
            position = close + 1
        elif char.isascii() and char.isalpha():
            found = DECK[char.upper()]
            position += 1
        else:
            raise NotationError(_bad_character_detail(char, source), card=char)
        letters += len(found.letters)
        if letters > MAX_WORD_LETTERS:
            raise NotationError(
                _("a word has at most {letters} letters (a hand is at most {cards} cards)").format(
                    letters=MAX_WORD_LETTERS, cards=10
                )
            )
        yield found


def _deck_card(letters: str) -> Card | None:
    """The card named by ``letters``: only a to z, in any case (``.upper()`` alone would
    take dotless ı for I and long ſ for S)."""
    if not (letters.isascii() and letters.isalpha()):
        return None
    return DECK.get(letters.upper())


def shown(text: str) -> str:
    """``text`` as an error message shows it: an over-long one cut short."""
    return text if len(text) <= _SHOWN_LIMIT else text[: _SHOWN_LIMIT - 1] + "…"


def _unknown_card_detail(token: str) -> str:
    if not token:
        return _("empty brackets are not a card")
    if not token.isascii():
        return _not_a_card(token)
    doubles = ", ".join(card.letters for card in DOUBLE_CARDS)
    # Translators: {card} is what was typed, in quotes; {doubles} lists the double-letter
    # cards, "CL, ER, IN, QU, TH".
    return _("there is no {card} card (the double-letter cards are {doubles})").format(
        card=repr(shown(token).upper()), doubles=doubles
    )


def _not_a_card(typed: str) -> str:
    # Translators: {typed} is what was typed, in quotes: a letter that is not A to Z.
    return _("{typed} is not a card; the deck has only the letters A to Z").format(
        typed=repr(shown(typed))
    )


def _bad_character_detail(char: str, typed: str) -> str:
    source = repr(shown(typed))
    if char == "-":
        # Translators: {typed} is the word as typed, in quotes.
        return _("{typed} has a hyphen; words that need one are not allowed").format(typed=source)
    if char in "'’":
        return _("{typed} has an apostrophe; words that need one are not allowed").format(
            typed=source
        )
    if char.isspace():
        return _("{typed} has a space; type each word separately").format(typed=source)
    if char.isalpha():
        # Translators: {char} is one character of the word {typed}, both in quotes.
        return _("{char} in {typed} is not a card; the deck has only the letters A to Z").format(
            char=repr(char), typed=source
        )
    return _("{char} in {typed} is not a letter").format(char=repr(char), typed=source)


@lru_cache(maxsize=8192)  # every round scored notes every word laid
def split_notes(typed: Word) -> tuple[SplitNote, ...]:
    """Say where single cards could have been a double-letter card of different value.

    QUIT typed as four single cards is worth 24; with the QU card it is 14. The word
    is always scored as typed; the note lets the table check what was really laid down.
    IN and ER are worth the same either way, so they never need a note.
    """
    if not any(double.letters in typed.letters for double in DOUBLE_CARDS):
        return ()  # most words: no two letters a double-letter card could be
    notes = []
    for index in range(len(typed.cards) - 1):
        first, second = typed.cards[index], typed.cards[index + 1]
        if first.is_double or second.is_double:
            continue
        double = DECK.get(first.letters + second.letters)
        if double is None or double.points == first.points + second.points:
            continue
        alternative = Word((*typed.cards[:index], double, *typed.cards[index + 2 :]))
        notes.append(SplitNote(typed, alternative))
    return tuple(notes)


def parse_word(text: str, *, round_number: int | None = None, player: str | None = None) -> Word:
    """A typed word, or a NotationError that names where it was typed and the word."""
    try:
        return word(text)
    except NotationError as error:
        raise NotationError(
            error.detail, round_number=round_number, player=player, word=shown(text)
        ) from None


def parse_words(
    texts: str | Iterable[str], *, round_number: int | None = None, player: str | None = None
) -> tuple[Word, ...]:
    """Words typed separated by spaces or commas (``ox, (qu)it``), each parsed as above."""
    parts = [texts] if isinstance(texts, str) else texts
    typed = [text for part in parts for text in part.replace(",", " ").split()]
    return tuple(parse_word(text, round_number=round_number, player=player) for text in typed)


def parse_card(text: str, *, round_number: int | None = None, player: str | None = None) -> Card:
    """A typed loose card, or a NotationError that names where it was typed and the card."""
    try:
        return card(text)
    except NotationError as error:
        raise NotationError(
            error.detail, round_number=round_number, player=player, card=shown(text)
        ) from None


def parse_cards(
    text: str | Iterable[str], *, round_number: int | None = None, player: str | None = None
) -> tuple[Card, ...]:
    """Typed loose cards, or a NotationError that names where they were typed and the card."""
    try:
        return cards(text)
    except NotationError as error:
        raise NotationError(
            error.detail,
            round_number=round_number,
            player=player,
            card=error.card or (shown(text) if isinstance(text, str) else None),
        ) from None

"""The checks of a round as recorded, before it is scored (RULES.md sections 2 and 5).

Each check raises a :class:`ScoringError` for the first thing that cannot have happened
at the table, naming the round, player and word or card at fault.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import chain

from quiddler_score.engine.cards import Word
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.plays import Hand, RoundPlay
from quiddler_score.engine.table import Table, cards_in_round
from quiddler_score.language import _, ngettext


def verify_round(table: Table, play: RoundPlay) -> None:
    """Raise a ScoringError for the first thing in the round that cannot have happened."""
    number = play.number
    for player in play.hands:
        if player not in table.players:
            # Translators: said of the player named before it: "round 2, Zed: has a hand...".
            detail = _("has a hand but is not playing")
            raise ScoringError(detail, round_number=number, player=player)
    for player in table.players:
        if player not in play.hands:
            # Translators: said of the player named before it: "round 2, Bob: has no hand...".
            raise ScoringError(_("has no hand recorded"), round_number=number, player=player)
        verify_hand(
            number,
            player,
            play.hands[player],
            went_out=play.went_out == player,
            dealt=table.cards_in_round(number),
        )
    if play.went_out is not None and play.went_out not in table.players:
        # Translators: {player} is a name, in quotes.
        detail = _("{player} went out but is not playing").format(player=repr(play.went_out))
        raise ScoringError(detail, round_number=number)
    verify_deck_counts(number, play.hands)
    verify_challenges(table, play)


def verify_words(
    number: int,
    player: str,
    words: Sequence[Word],
    *,
    went_out: bool = False,
    dealt: int | None = None,
) -> None:
    """The words of a hand, checked before its unused cards are known (as play asks):
    each of two cards or more, no more cards than the round deals (``dealt``, the game's
    hand size; a standard game's when not given), and all of them when the player
    ``went_out``."""
    _check_two_cards_each(number, player, words)
    dealt = cards_in_round(number) if dealt is None else dealt
    used = sum(len(word.cards) for word in words)
    if used > dealt:
        # Translators: {used} is more than {dealt}, and {dealt} is 2 or more.
        detail = _("{used} cards in these words, but round {number} deals {dealt}")
        raise ScoringError(
            detail.format(used=used, number=number, dealt=dealt),
            round_number=number,
            player=player,
        )
    if went_out and used < dealt:
        # Translators: said of the player named before it; {dealt} is 2 or more.
        detail = _("went out, so the words use all {dealt} cards, but these use {used}")
        raise ScoringError(
            detail.format(dealt=dealt, used=used), round_number=number, player=player
        )


def verify_hand(number: int, player: str, hand: Hand, *, went_out: bool, dealt: int) -> None:
    """A whole hand: words of two cards or more, ``dealt`` cards in all (the game's hand
    size for the round), none unused if it went out."""
    _check_two_cards_each(number, player, hand.words)
    if hand.card_count != dealt:
        count = hand.card_count
        detail = ngettext(
            "{count} card in words and unused, but round {number} deals {dealt}",
            "{count} cards in words and unused, but round {number} deals {dealt}",
            count,
        )
        raise ScoringError(
            detail.format(count=count, number=number, dealt=dealt),
            round_number=number,
            player=player,
        )
    if went_out and hand.unused:
        unused = " ".join(str(card) for card in hand.unused)
        # Translators: said of the player named before it; {cards} are one card or more,
        # "Q" or "Z A" (English says "is unused" of either: a list of cards left).
        detail = ngettext(
            "went out, so every card is in a word, but {cards} is unused",
            "went out, so every card is in a word, but {cards} is unused",
            len(hand.unused),
        )
        raise ScoringError(detail.format(cards=unused), round_number=number, player=player)


def _check_two_cards_each(number: int, player: str, words: Sequence[Word]) -> None:
    for word in words:
        if len(word.cards) < 2:
            raise ScoringError(
                _("a word needs at least two cards"),
                round_number=number,
                player=player,
                word=str(word),
            )


def verify_deck_counts(number: int, hands: Mapping[str, Hand]) -> None:
    """Across the whole table no card can be used more often than the deck holds."""
    # Counted all together (every game replayed counts every round); who holds a card
    # is only worked out for the one to name.
    counts = Counter(chain.from_iterable(hand.all_cards for hand in hands.values()))
    for card, count in counts.items():
        if count > card.copies:
            held = ((player, hand.all_cards.count(card)) for player, hand in hands.items())
            who = ", ".join(f"{player} {n}" for player, n in held if n)
            # Translators: {count} cards {card} ("Q", "(QU)") are more than the deck's
            # {copies}, 2 or more; {who} says how many each player holds, "Ann 2, Bob 1".
            detail = _("{count} {card} cards on the table ({who}), but the deck has only {copies}")
            raise ScoringError(
                detail.format(count=count, card=card, who=who, copies=card.copies),
                round_number=number,
                card=str(card),
            )


def verify_challenges(table: Table, play: RoundPlay) -> None:
    seen: set[tuple[str, str]] = set()
    for challenge in play.challenges:

        def refuse(detail: str, word: Word | None = None, by: str = challenge.challenger) -> None:
            raise ScoringError(
                detail,
                round_number=play.number,
                player=by,
                word=None if word is None else str(word),
            )

        owner = challenge.player
        # Translators: these refusals are said of the challenger, named before them:
        # "round 2, Ann: challenges a word but is not playing".
        if challenge.challenger not in table.players:
            refuse(_("challenges a word but is not playing"))
        if owner not in table.players:
            # Translators: {player} is a name, in quotes.
            refuse(_("challenges {player}, who is not playing").format(player=repr(owner)))
        if challenge.challenger == owner:
            refuse(_("cannot challenge their own word"), challenge.word)
        if owner not in play.hands:
            no_hand = _("{player} has no hand recorded in this round")
            refuse(no_hand.format(player=owner), challenge.word)
        laid = find_laid_word(play.hands[owner], challenge.word)
        if laid is None:
            refuse(_("{player} did not lay down this word").format(player=owner), challenge.word)
            return
        key = (owner, laid.letters)
        if key in seen:
            again = _("{player}'s word was already challenged; a word is challenged once")
            refuse(again.format(player=owner), laid)
        seen.add(key)


def find_laid_word(hand: Hand, typed: Word) -> Word | None:
    """The word the player laid down that a challenge names.

    The same cards match first; otherwise the same letters, so a challenger may type
    ``quit`` for a word laid down as ``(qu)it``.
    """
    same = [w for w in hand.words if w == typed] or [
        w for w in hand.words if w.letters == typed.letters
    ]
    return same[0] if same else None

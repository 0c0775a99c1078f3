"""``best``: what a hand could have made, answered exactly and in a few milliseconds.

``best`` judges under the default settings (RULES.md section 3); the candidates and the
judging are :mod:`quiddler_score.words.best_play`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from quiddler_score.cli.errors import InputError
from quiddler_score.cli.options import dictionary_option, json_flag, print_json
from quiddler_score.engine import cards
from quiddler_score.engine.errors import NotationError
from quiddler_score.words.backends import DictionaryUnavailable

if TYPE_CHECKING:
    from quiddler_score.words.solver import Arrangement, BestPlay

    _ParamType = click.ParamType[cards.Card]
else:
    # Generic only in recent click; the requirement allows click 8.1.
    _ParamType = click.ParamType


class CardType(_ParamType):
    """One loose card in card notation: ``a``, ``qu``, ``(th)``."""

    name = "card"

    def convert(
        self, value: Any, param: click.Parameter | None, ctx: click.Context | None
    ) -> cards.Card:
        if isinstance(value, cards.Card):
            return value
        text = str(value)
        if text.strip():
            try:
                return cards.card(text)
            except NotationError as error:
                detail = error.detail
        else:
            detail = "an empty card: a card is a letter (a) or a double-letter card (qu, (th))"
        hint = param.get_error_hint(ctx) if param is not None and ctx is not None else "card"
        raise InputError(f"Invalid value for {hint}: {detail}")


CARD = CardType()


@click.command()
@click.argument("hand", nargs=-1, type=CARD, metavar="CARD...")
@click.option(
    "--draw",
    "draws",
    type=CARD,
    multiple=True,
    metavar="CARD",
    help="The card drawn: the hand plus this card, choosing also which card to discard.",
)
@dictionary_option
@json_flag("Print the answer as one JSON object.")
def best(
    hand: tuple[cards.Card, ...], draws: tuple[cards.Card, ...], dictionary: str, as_json: bool
) -> None:
    """Find the best play of a hand of 3 to 10 CARDs (a, qu, (th), ...).

    The best play is the arrangement into words and unused cards with the highest round
    score (words minus unused), each word accepted by the dictionary's judge, as
    `check` judges it. Beside it: the best play that goes out, the longest word (in
    letters) and the play with the most words.

    Candidates come from the bundled lists' anagram indexes and from the words of a
    file:PATH list. A hunspell:TAG dictionary cannot be listed word by word: its
    candidates come from the bundled large list, judged by the hunspell dictionary, so
    a word only it knows is never offered.
    """
    from quiddler_score.words.best_play import dictionary_name, solver_for
    from quiddler_score.words.solver import MAX_CARDS, HandError, check_hand

    if len(draws) > 1:
        raise InputError(f"--draw is given {len(draws)} times: a turn draws one card")
    draw = draws[0] if draws else None
    try:
        check_hand(hand, draw)
    except HandError as error:
        message = str(error)
        if draw is None and len(hand) == MAX_CARDS:
            message += "; give the card drawn with --draw CARD"
        raise InputError(message) from None
    try:
        solve = solver_for(dictionary)
    except DictionaryUnavailable as error:
        raise InputError(f"--dictionary: {error}") from None
    play = solve(hand, draw)
    if as_json:
        print_json(_play_data(play, dictionary_name(dictionary)))
    else:
        _show(play)


def _arrangement_data(arrangement: Arrangement) -> dict[str, Any]:
    return {
        "score": arrangement.score,
        "words": [str(word) for word in arrangement.words],
        "unused": [str(card) for card in arrangement.unused],
        "discard": None if arrangement.discard is None else str(arrangement.discard),
    }


def _play_data(play: BestPlay, dictionary: str) -> dict[str, Any]:
    longest = play.longest_word
    return {
        "dictionary": dictionary,
        **_arrangement_data(play.best),
        "goes_out": play.best.goes_out,
        "going_out": None if play.going_out is None else _arrangement_data(play.going_out),
        "longest_word": None
        if longest is None
        else {"word": str(longest), "letters": longest.letter_count, "points": longest.points},
        "most_words": None if play.most_words is None else _arrangement_data(play.most_words),
    }


def _sum(arrangement: Arrangement) -> str:
    """``(QU)IT 14 + OX 14 = 28, unused: none``; unused cards are taken away."""
    terms = [f"{word} {word.points}" for word in arrangement.words] or ["no words"]
    text = " + ".join(terms)
    text += "".join(f" − {card} {card.points}" for card in arrangement.unused)
    unused = " ".join(str(card) for card in arrangement.unused) or "none"
    score = f"−{-arrangement.score}" if arrangement.score < 0 else str(arrangement.score)
    return f"{text} = {score}, unused: {unused}"


def _show(play: BestPlay) -> None:
    from rich.text import Text

    from quiddler_score.present.console import make_console

    console = make_console()

    def line(label: str, text: str) -> None:
        console.print(Text.assemble((f"{label}: ", "bold"), text))

    def other(arrangement: Arrangement | None, missing: str) -> str:
        if arrangement is None:
            return missing
        if arrangement == play.best:
            return "the best play"
        text = _sum(arrangement)
        if arrangement.discard is not None and arrangement.discard != play.discard:
            text += f", discard {arrangement.discard}"
        return text

    line("best", _sum(play.best))
    if play.discard is not None:
        line("discard", str(play.discard))
    line("going out", other(play.going_out, "not possible"))
    longest = play.longest_word
    line(
        "longest word",
        "none" if longest is None else f"{longest}, {longest.letter_count} letters",
    )
    line("most words", other(play.most_words, "no words"))

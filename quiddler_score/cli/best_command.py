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

    _ParamType = click.ParamType[tuple[cards.Card, ...]]
else:
    # Generic only in recent click; the requirement allows click 8.1.
    _ParamType = click.ParamType


class CardsType(_ParamType):
    """One argument of ``best``: a loose card or a run of cards typed as one word.

    An argument of one or two characters is one card, as loose cards are typed
    everywhere (``a``, ``th``), and so is a card in brackets (``(th)``, ``[qu]``).
    Anything longer is a run of cards in card notation: ``quixotic`` is eight single
    cards, ``(qu)ick`` four, the QU card among them.
    """

    name = "cards"

    def convert(
        self, value: Any, param: click.Parameter | None, ctx: click.Context | None
    ) -> tuple[cards.Card, ...]:
        if isinstance(value, tuple):
            return value
        text = str(value).strip()
        if not text:
            detail = "an empty card: a card is a letter (a) or a double-letter card (qu, (th))"
        else:
            try:
                return read_cards(text)
            except NotationError as error:
                detail = error.detail
                if len(text) == 2 and text.isascii() and text.isalpha():
                    detail += f"; two letters alone are one card: type {text[0]} {text[1]} apart"
        hint = param.get_error_hint(ctx) if param is not None and ctx is not None else "card"
        raise InputError(f"Invalid value for {hint}: {detail}")


def read_cards(text: str) -> tuple[cards.Card, ...]:
    """The cards one argument stands for (see :class:`CardsType`)."""
    if len(text) <= 2 or _is_one_bracketed_card(text):
        return (cards.card(text),)
    return cards.word(text).cards


def _is_one_bracketed_card(text: str) -> bool:
    """``(th)``, ``[qu]``, or an opening bracket never closed, such as ``(qu``."""
    closer = {"(": ")", "[": "]"}.get(text[0])
    return closer is not None and text.find(closer) in (-1, len(text) - 1)


CARDS = CardsType()


@click.command()
@click.argument("runs", nargs=-1, type=CARDS, metavar="CARD...")
@click.option(
    "--draw",
    "draws",
    type=CARDS,
    multiple=True,
    metavar="CARD",
    help="The card drawn (one card, typed as above): the hand plus this card, "
    "choosing also which card to discard.",
)
@dictionary_option
@json_flag("Print the answer as one JSON object.")
def best(
    runs: tuple[tuple[cards.Card, ...], ...],
    draws: tuple[tuple[cards.Card, ...], ...],
    dictionary: str,
    as_json: bool,
) -> None:
    """Find the best play of a hand of 3 to 10 cards.

    \b
    Type the cards one by one or run together as one word:
      best q u i x o t i c   eight single cards
      best quixotic          the same eight cards
      best (qu)ixotic        the QU card and six more
      best [qu]ixotic        the same seven cards

    Double-letter cards (CL, ER, IN, QU, TH) need brackets inside a run: quick is
    Q U I C K, five cards. An argument of one or two letters is always one card, so
    a lone th is the TH card and a lone qu the QU card, as loose cards are typed
    everywhere; type t h for two cards. Runs and cards mix: q u (th)e is four cards.

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

    hand = tuple(card for run in runs for card in run)
    draw = _drawn_card(draws)
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


def _drawn_card(draws: tuple[tuple[cards.Card, ...], ...]) -> cards.Card | None:
    """The one card of ``--draw``, or None without it."""
    if len(draws) > 1:
        raise InputError(f"--draw is given {len(draws)} times: a turn draws one card")
    if not draws:
        return None
    (run,) = draws
    if len(run) != 1:
        typed = " ".join(str(card) for card in run)
        raise InputError(
            f"Invalid value for '--draw': a turn draws one card, not {len(run)} ({typed})"
        )
    return run[0]


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

"""``best``: what a hand could have made, answered exactly and in a few milliseconds.

Candidate words come from an anagram index (:mod:`quiddler_score.anagrams`) and every
word offered has been accepted by the same judge as ``check``. The bundled ``standard``
and ``large`` dictionaries search their own index. A hunspell dictionary or a word-list
file cannot be listed word by word, so their candidates come from the ``large``
index, each then judged by the chosen dictionary: a word that such a dictionary accepts
but ``large`` does not know is never offered. Words are judged under the default rule
settings (RULES.md section 3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click

from quiddler_score import cards
from quiddler_score.backends import (
    BUNDLED_NAMES,
    DictionaryUnavailable,
)
from quiddler_score.shell import InputError, dictionary_option, print_json

if TYPE_CHECKING:
    from quiddler_score.rules import RuleSettings
    from quiddler_score.solver import Arrangement, BestPlay

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
        try:
            return cards.card(str(value))
        except cards.NotationError as error:
            hint = param.get_error_hint(ctx) if param is not None and ctx is not None else "card"
            raise InputError(f"Invalid value for {hint}: {error.detail}") from None


CARD = CardType()


@click.command()
@click.argument("hand", nargs=-1, type=CARD, metavar="CARD...")
@click.option(
    "--draw",
    type=CARD,
    metavar="CARD",
    help="The card drawn: the hand plus this card, choosing also which card to discard.",
)
@dictionary_option
@click.option("--json", "as_json", is_flag=True, help="Print the answer as one JSON object.")
def best(
    hand: tuple[cards.Card, ...], draw: cards.Card | None, dictionary: str, as_json: bool
) -> None:
    """Find the best play of a hand of CARDs (a, qu, (th), ...).

    The best play is the arrangement into words and unused cards with the highest round
    score (words minus unused), each word accepted by the dictionary's judge, as
    `check` judges it. Beside it: the best play that goes out, the longest word (in
    letters) and the play with the most words.

    Candidates for hunspell:TAG and file:PATH dictionaries come from the bundled large
    list, judged by the chosen dictionary.
    """
    from quiddler_score.solver import HandError, check_hand

    try:
        check_hand(hand, draw)
    except HandError as error:
        raise InputError(str(error)) from None
    try:
        solve = solver_for(dictionary)
    except DictionaryUnavailable as error:
        raise InputError(f"--dictionary: {error}") from None
    play = solve(hand, draw)
    if as_json:
        print_json(_play_data(play, dictionary_name(dictionary)))
    else:
        _show(play)


Solve = Callable[[tuple[cards.Card, ...], "cards.Card | None"], "BestPlay"]


def solver_for(dictionary: str, settings: RuleSettings | None = None) -> Solve:
    """Best plays judged by ``dictionary`` under ``settings``, as ``check`` judges words.

    Candidates for hunspell:TAG and file:PATH dictionaries come from the bundled large
    list's anagram index. Raises DictionaryUnavailable when the dictionary or the index
    cannot be opened.
    """
    from quiddler_score.anagrams import bundled_index
    from quiddler_score.dictionaries import open_dictionary
    from quiddler_score.judge import DEFAULT_SETTINGS, judge
    from quiddler_score.solver import best_play

    house = settings or DEFAULT_SETTINGS
    opened = open_dictionary(dictionary)
    lexicon = opened.name if opened.name in BUNDLED_NAMES else "large"
    try:
        index = bundled_index(lexicon)
    except OSError as error:
        raise DictionaryUnavailable(
            f"the bundled {lexicon} list has no anagram index ({error.strerror}: {error.filename})"
        ) from None

    def accept(word: str) -> bool:
        return judge(word, opened, house, suggest=False).accepted

    def solve(hand: tuple[cards.Card, ...], draw: cards.Card | None = None) -> BestPlay:
        return best_play(hand, index, accept, draw=draw)

    return solve


def dictionary_name(dictionary: str) -> str:
    from quiddler_score.dictionaries import open_dictionary

    return open_dictionary(dictionary).name


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

    from quiddler_score.shell import make_console

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

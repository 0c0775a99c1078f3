"""``best``: what a hand could have made, answered exactly and in a few milliseconds.

Candidate words come from anagram lookups (:mod:`quiddler_score.words.anagrams`) and every
word offered has been accepted by the same judge as ``check``, under the rule settings
asked for: ``best`` judges under the default settings (RULES.md section 3), a saved
game's ``board --best`` under the game's own. The candidates (see
:func:`candidates_for`):

* ``standard`` and ``large``: the lexicon's own anagram index;
* ``file:PATH``: the words of the file, filed in memory once per list opened;
* ``hunspell:TAG``: a hunspell dictionary cannot be listed word by word, so its
  candidates come from the ``large`` index, each then judged by the hunspell
  dictionary: a word that it accepts but ``large`` does not know is never offered.

To every one of these are added the words of the house allow list (accepted whatever
the dictionary says) and, when ``capitals_only_words`` is on, the forms the bundled
lexicon (``large`` for hunspell) lists only in capitals (NATO). So the answer is exact
for the bundled lexicons and word-list files under any settings.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import click

from quiddler_score.cli.options import InputError, dictionary_option, print_json
from quiddler_score.engine import cards
from quiddler_score.words.backends import (
    BUNDLED_NAMES,
    DictionaryUnavailable,
)

if TYPE_CHECKING:
    from quiddler_score.engine.rules import RuleSettings
    from quiddler_score.words.anagrams import AnagramMap
    from quiddler_score.words.backends import Dictionary
    from quiddler_score.words.solver import AnagramLookup, Arrangement, BestPlay
    from quiddler_score.words.word_list_file import WordListFile

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
            except cards.NotationError as error:
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
@click.option("--json", "as_json", is_flag=True, help="Print the answer as one JSON object.")
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


Solve = Callable[[tuple[cards.Card, ...], "cards.Card | None"], "BestPlay"]


def solver_for(dictionary: str, settings: RuleSettings | None = None) -> Solve:
    """Best plays judged by ``dictionary`` under ``settings``, as ``check`` judges words.

    Candidates come from :func:`candidates_for`. Raises DictionaryUnavailable when the
    dictionary or the bundled lists it needs cannot be opened.
    """
    from quiddler_score.words.dictionaries import open_dictionary
    from quiddler_score.words.judge import DEFAULT_SETTINGS, judge
    from quiddler_score.words.solver import best_play

    house = settings or DEFAULT_SETTINGS
    opened = open_dictionary(dictionary)
    lookup = candidates_for(opened, house)

    def accept(word: str) -> bool:
        return judge(word, opened, house, suggest=False).accepted

    def solve(hand: tuple[cards.Card, ...], draw: cards.Card | None = None) -> BestPlay:
        return best_play(hand, lookup, accept, draw=draw)

    return solve


def candidates_for(opened: Dictionary, settings: RuleSettings) -> AnagramLookup:
    """Every word ``opened`` can accept under ``settings``, by sorted letters.

    A bundled lexicon's index, the words of a word-list file, or (hunspell) the
    ``large`` index; with the house allow list and, when ``capitals_only_words`` is on,
    the bundled forms known only in capitals. Raises DictionaryUnavailable when a
    bundled file is missing.
    """
    from quiddler_score.words.anagrams import AnagramMap, MergedLookup, bundled_index

    lookups: list[AnagramLookup] = []
    extra = [word.lower() for word in settings.allow]
    words_file = _word_list_file(opened)
    if words_file is not None:
        # Every key of the list, whatever its standing: the judge decides.
        lookups.append(_file_anagrams(words_file))
    else:
        lexicon = opened.name if opened.name in BUNDLED_NAMES else "large"
        try:
            lookups.append(bundled_index(lexicon))
            if settings.capitals_only_words:
                extra += _capitals_only_forms(lexicon)
        except OSError as error:
            raise DictionaryUnavailable(
                f"the bundled {lexicon} list cannot be searched "
                f"({error.strerror}: {error.filename})"
            ) from None
    if extra:
        lookups.append(AnagramMap(extra))
    return lookups[0] if len(lookups) == 1 else MergedLookup(*lookups)


def _word_list_file(opened: Dictionary) -> WordListFile | None:
    if not opened.name.startswith("file:"):
        return None  # word_list_file is imported only when such a list is opened
    from quiddler_score.words.word_list_file import WordListFile

    return opened if isinstance(opened, WordListFile) else None


@lru_cache(maxsize=4)
def _file_anagrams(words_file: WordListFile) -> AnagramMap:
    """The words of a word-list file, filed once per list opened (opened lists are kept)."""
    from quiddler_score.words.anagrams import AnagramMap

    # WordListFile has no public way to list its words: its entries are keyed by the
    # lowercase, accent-folded word, the same key its lookup is asked with.
    return AnagramMap(words_file.keys)


def _capitals_only_forms(lexicon: str) -> list[str]:
    """The words a bundled lexicon lists only as abbreviations (nato), read on demand."""
    from quiddler_score.words.anagrams import read_words
    from quiddler_score.words.lexicon_data import data_folder

    return read_words(data_folder() / lexicon / "abbreviations.tsv")


def dictionary_name(dictionary: str) -> str:
    from quiddler_score.words.dictionaries import open_dictionary

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

    from quiddler_score.cli.options import make_console

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

"""``best``: what a hand could have made, answered exactly and in a few milliseconds.

``best`` judges under the default settings (RULES.md section 3); the candidates and the
judging are :mod:`quiddler_score.words.best_play`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click
from rich.text import Text

from quiddler_score.cli.errors import InputError, one_line
from quiddler_score.cli.options import dictionary_option, english_for_json, json_flag, print_json
from quiddler_score.engine import cards
from quiddler_score.engine.errors import NotationError
from quiddler_score.language import N_, _
from quiddler_score.present.best_lines import best_play_data, best_play_lines
from quiddler_score.present.console import make_console
from quiddler_score.words.best_play import dictionary_name, solver_for
from quiddler_score.words.solver import MAX_CARDS, HandError, check_hand

if TYPE_CHECKING:
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
            detail = _("an empty card: a card is a letter (a) or a double-letter card (qu, (th))")
        else:
            try:
                return read_cards(text)
            except NotationError as error:
                detail = error.detail
                if len(text) == 2 and text.isascii() and text.isalpha():
                    # Translators: after why the cards cannot be read; {first} {second}
                    # are the two letters typed, as two cards.
                    detail = _(
                        "{detail}; two letters alone are one card: type {first} {second} apart"
                    ).format(detail=detail, first=text[0], second=text[1])
        hint = param.get_error_hint(ctx) if param is not None and ctx is not None else _("card")
        raise InputError(_("Invalid value for {hint}: {detail}").format(hint=hint, detail=detail))


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


@click.command(
    help=N_(
        "Find the best play of a hand of 2 to 10 cards (3 to 10 in a standard game).\n"
        "\n"
        "\b\n"
        "Type the cards one by one or run together as one word:\n"
        "  best q u i x o t i c   eight single cards\n"
        "  best quixotic          the same eight cards\n"
        "  best (qu)ixotic        the QU card and six more\n"
        "  best [qu]ixotic        the same seven cards\n"
        "\n"
        "Double-letter cards (CL, ER, IN, QU, TH) need brackets inside a run: quick is\n"
        "Q U I C K, five cards. An argument of one or two letters is always one card, so\n"
        "a lone th is the TH card and a lone qu the QU card, as loose cards are typed\n"
        "everywhere; type t h for two cards. Runs and cards mix: q u (th)e is four cards.\n"
        "\n"
        "The best play is the arrangement into words and unused cards with the highest round\n"
        "score (words minus unused), each word accepted by the dictionary's judge, as\n"
        "`check` judges it. Beside it: the best play that goes out, the longest word (in\n"
        "letters) and the play with the most words.\n"
        "\n"
        "Candidates come from the bundled lists' anagram indexes and from the words of a\n"
        "file:PATH list. A hunspell:TAG dictionary cannot be listed word by word: its\n"
        "candidates come from the bundled large list, judged by the hunspell dictionary, so\n"
        "a word only it knows is never offered."
    ),
)
@click.argument("runs", nargs=-1, type=CARDS, metavar="CARD...")
@click.option(
    "--draw",
    "draws",
    type=CARDS,
    multiple=True,
    metavar="CARD",
    help=N_(
        "The card drawn (one card, typed as above): the hand plus this card, "
        "choosing also which card to discard."
    ),
)
@dictionary_option
@json_flag(N_("Print the answer as one JSON object."))
def best(
    runs: tuple[tuple[cards.Card, ...], ...],
    draws: tuple[tuple[cards.Card, ...], ...],
    dictionary: str,
    as_json: bool,
) -> None:
    hand = tuple(card for run in runs for card in run)
    draw = _drawn_card(draws)
    try:
        check_hand(hand, draw)
    except HandError as error:
        message = str(error)
        if draw is None and len(hand) == MAX_CARDS:
            # Translators: after why the hand cannot be played, e.g. it has too many cards.
            message = _("{why}; give the card drawn with --draw CARD").format(why=message)
        raise InputError(message) from None
    with one_line("--dictionary: "):
        solve = solver_for(dictionary)
    play = solve(hand, draw)
    if as_json:
        with english_for_json(as_json):
            print_json(best_play_data(play, dictionary_name(dictionary)))
    else:
        print_labelled(best_play_lines(play))


def _drawn_card(draws: tuple[tuple[cards.Card, ...], ...]) -> cards.Card | None:
    """The one card of ``--draw``, or None without it."""
    if len(draws) > 1:
        raise InputError(
            _("--draw is given {count} times: a turn draws one card").format(count=len(draws))
        )
    if not draws:
        return None
    (run,) = draws
    if len(run) != 1:
        typed = " ".join(str(card) for card in run)
        raise InputError(
            _("Invalid value for '--draw': a turn draws one card, not {count} ({cards})").format(
                count=len(run), cards=typed
            )
        )
    return run[0]


def print_labelled(lines: list[tuple[str, str]]) -> None:
    """Each line as ``label: text``, the label in bold on a terminal."""
    console = make_console()
    for label, text in lines:
        # Translators: a label in bold ("best play", "longest word"), then what it says.
        console.print(Text.assemble((_("{label}: ").format(label=label), "bold"), text))

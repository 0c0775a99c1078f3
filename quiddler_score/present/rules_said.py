"""The house rules of a game said in words, for the line under its scoreboard: ``15
rounds of 3 to 10, 9 to 3 cards; tied bonuses go to everyone tied; ZOOO allowed; QI and
ZA refused``. A rules file still speaks TOML (``house show``); a person reads this."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from quiddler_score.engine.rules import Handicap, RuleSettings, said_shape
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.engine.turns import minutes
from quiddler_score.language import N_, _, ngettext
from quiddler_score.present.words_list import and_list

LISTED_WORDS = 6
"""A house list longer than this is said as its first words and how many more."""


def _longest_word_bonus(points: int) -> str:
    if points == 0:
        return _("no longest-word bonus")
    return _("longest-word bonus {points}").format(points=points)


def _most_words_bonus(points: int) -> str:
    if points == 0:
        return _("no most-words bonus")
    return _("most-words bonus {points}").format(points=points)


def _handicaps(handicaps: tuple[Handicap, ...]) -> str:
    """``handicaps: Cy 5 a round, Dee a head start of 40``."""
    said = []
    for each in handicaps:
        if each.per_round and each.head_start:
            # Translators: a player's handicap: points added each round and at the start.
            one = _("{player} {per_round} a round and a head start of {head_start}")
        elif each.per_round:
            # Translators: a player's handicap: points added to each round's score.
            one = _("{player} {per_round} a round")
        elif each.head_start:
            # Translators: a player's handicap: points the player starts the game with.
            one = _("{player} a head start of {head_start}")
        else:
            one = "{player} "
        said.append(
            one.format(player=each.player, per_round=each.per_round, head_start=each.head_start)
        )
    # Translators: the handicaps of a game, "handicaps: Cy 5 a round, Dee a head start of 40".
    return _("handicaps: {handicaps}").format(handicaps=", ".join(said))


def _words(allowed: bool) -> Callable[[Any], str]:
    def said(words: tuple[str, ...]) -> str:
        shown = [word.upper() for word in words[:LISTED_WORDS]]
        if len(words) > LISTED_WORDS:
            more = len(words) - LISTED_WORDS
            # Translators: the end of a list of words too long to say whole, "and 3 more".
            shown.append(ngettext("{count} more", "{count} more", more).format(count=more))
        if allowed:
            # Translators: the house's words allowed (in capitals), "ZOOO and QUIZZ allowed".
            said = ngettext("{words} allowed", "{words} allowed", len(words))
        else:
            # Translators: the house's words refused (in capitals), "QI and ZA refused".
            said = ngettext("{words} refused", "{words} refused", len(words))
        return said.format(words=and_list(shown))

    return said


def _chosen(said: dict[Any, str]) -> Callable[[Any], str]:
    """A choice or a switch said by its value, in the language chosen."""
    return lambda value: _(said[value])


def _longest_word_by(by: str) -> str:
    if by == "cards":
        return _("the longest word counted in cards")
    return _("the longest word counted in letters")


def _turn_timer(limit: int) -> str:
    # Translators: a turn's time limit, {time} as a clock shows it: "1:30".
    return _("a turn timer of {time} a turn").format(time=minutes(limit))


# What each setting says when it differs from RULES.md's standard one. A choice or a
# switch is said by its value: only the values that are not standard can be asked for.
_SAID: dict[str, Callable[[Any], str]] = {
    "rounds": said_shape,
    "longest_word_bonus": _longest_word_bonus,
    "longest_word_by": _longest_word_by,
    "most_words_bonus": _most_words_bonus,
    "ties": _chosen({"all": N_("tied bonuses go to everyone tied")}),
    "clamp": _chosen(
        {
            "round": N_("no round scores below zero"),
            "none": N_("totals may go below zero"),
        }
    ),
    "strict": _chosen({True: N_("every word the dictionary refuses is struck")}),
    # Translators: NATO stays as it is: an English word of the game.
    "capitals_only_words": _chosen({True: N_("words known only in capitals (NATO) allowed")}),
    # Translators: "ad" and "math" stay as they are: English words of the game.
    "clipped_words": _chosen({False: N_("clipped words (ad, math) refused")}),
    # Translators: "née" stays as it is: an English word of the game.
    "accent_folded_words": _chosen({False: N_("words written only with accents (née) refused")}),
    "allow": _words(allowed=True),
    "deny": _words(allowed=False),
    "handicaps": _handicaps,
    "handicaps_from_average": _chosen({True: N_("handicaps from recent averages")}),
    "turn_seconds": _turn_timer,
}


def rules_in_words(settings: RuleSettings) -> list[str]:
    """What differs from the standard rules, a phrase for each setting, in the order
    RULES.md gives them."""
    return [_SAID[key](value) for key, value in settings.changed().items()]


def rules_line(scoreboard: Scoreboard) -> str:
    """``Dictionary standard; the standard rules.``, or ``Dictionary family; house rules:
    tied bonuses go to everyone tied; QI and ZA refused.``"""
    table = scoreboard.table
    said = rules_in_words(table.rules)
    if said:
        # Translators: the line under a board; {dictionary} is a name typed as it is
        # (standard, family); {rules} the house rules joined by "; ".
        line = _("Dictionary {dictionary}; house rules: {rules}.")
        # Translators: what separates two house rules in a line: "; " (French " ; ").
        return line.format(dictionary=table.dictionary, rules=_("; ").join(said))
    # Translators: the line under a board; {dictionary} is a name typed as it is (standard).
    return _("Dictionary {dictionary}; the standard rules.").format(dictionary=table.dictionary)

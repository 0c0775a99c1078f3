"""The house rules of a game said in words, for the line under its scoreboard: ``15
rounds of 3 to 10, 9 to 3 cards; tied bonuses go to everyone tied; ZOOO allowed; QI and
ZA refused``. A rules file still speaks TOML (``house show``); a person reads this."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from quiddler_score.engine.rules import Handicap, RuleSettings, shape_name
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.engine.turns import minutes
from quiddler_score.present.words_list import and_list

LISTED_WORDS = 6
"""A house list longer than this is said as its first words and how many more."""


def _bonus(name: str) -> Callable[[Any], str]:
    return lambda points: f"no {name} bonus" if points == 0 else f"{name} bonus {points}"


def _handicaps(handicaps: tuple[Handicap, ...]) -> str:
    """``handicaps: Cy 5 a round, Dee a head start of 40``."""
    said = []
    for each in handicaps:
        parts = [f"{each.per_round} a round"] if each.per_round else []
        parts += [f"a head start of {each.head_start}"] if each.head_start else []
        said.append(f"{each.player} {' and '.join(parts)}")
    return "handicaps: " + ", ".join(said)


def _words(verb: str) -> Callable[[Any], str]:
    def said(words: tuple[str, ...]) -> str:
        shown = [word.upper() for word in words[:LISTED_WORDS]]
        if len(words) > LISTED_WORDS:
            shown.append(f"{len(words) - LISTED_WORDS} more")
        return f"{and_list(shown)} {verb}"

    return said


# What each setting says when it differs from RULES.md's standard one. A choice or a
# switch is said by its value: only the values that are not standard can be asked for.
_SAID: dict[str, Callable[[Any], str]] = {
    "rounds": shape_name,
    "longest_word_bonus": _bonus("longest-word"),
    "longest_word_by": lambda by: f"the longest word counted in {by}",
    "most_words_bonus": _bonus("most-words"),
    "ties": {"all": "tied bonuses go to everyone tied"}.__getitem__,
    "clamp": {
        "round": "no round scores below zero",
        "none": "totals may go below zero",
    }.__getitem__,
    "strict": {True: "every word the dictionary refuses is struck"}.__getitem__,
    "capitals_only_words": {True: "words known only in capitals (NATO) allowed"}.__getitem__,
    "clipped_words": {False: "clipped words (ad, math) refused"}.__getitem__,
    "accent_folded_words": {False: "words written only with accents (née) refused"}.__getitem__,
    "allow": _words("allowed"),
    "deny": _words("refused"),
    "handicaps": _handicaps,
    "handicaps_from_average": {True: "handicaps from recent averages"}.__getitem__,
    "turn_seconds": lambda limit: f"a turn timer of {minutes(limit)} a turn",
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
    rules = "house rules: " + "; ".join(said) if said else "the standard rules"
    return f"Dictionary {table.dictionary}; {rules}."

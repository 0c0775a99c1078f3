"""The judge's reasons: composed in English, kept so, and said in the reader's language.

A verdict's reason is kept with the game (its log, the rulings) and printed in JSON, so
the judge writes it in English whatever the language in force: a game played in French
replays the same in Spanish, and a program reading ``check --json`` always reads the
same text. Each reason is one of the sentences below, filled in; :func:`said_reason`
reads the filled-in English back against them and says the same sentence in the
language in force, where it is shown. A reason no sentence matches (a log written by an
older version) is shown as it was kept.

Only the standard library is imported (``check WORD`` is timed), and the patterns are
compiled on the first reason said in another language than English.
"""

from __future__ import annotations

import re
from functools import cache

from quiddler_score.engine import cards
from quiddler_score.engine.errors import NotationError
from quiddler_score.engine.verdict import Verdict
from quiddler_score.language import ENGLISH, N_, _, language, number, speaking

# Translators: {word} is the word as typed (TWENTY-TWO); words stay as they are.
HYPHENATED = N_("{word} needs a hyphen, so it cannot be played")
# Translators: {word} is the word played, as typed (IT'S).
APOSTROPHE = N_("{word} needs an apostrophe, so it cannot be played")
# Translators: {word} is a single card in card notation: A, (QU).
TOO_SHORT = N_("{word} is a single card; a word needs at least two cards")
# Translators: the house rules' list of words the table refuses.
HOUSE_DENY = N_("{word} is on the house deny list")
# Translators: the house rules' list of words the table accepts whatever the dictionary says.
HOUSE_ALLOW = N_("{word} is on the house allow list")
AFFIX = N_("{word} is a prefix or suffix, not a word on its own")
ABBREVIATION = N_("{word} is an abbreviation, so it cannot be played")
# Translators: {form} is how the dictionary writes the abbreviation (Corp, MIN).
ABBREVIATION_OF = N_("{word} is an abbreviation ({form}), so it cannot be played")
# Translators: {dictionary} is a dictionary's name as typed (hunspell:en_GB).
TWO_LETTERS_REFUSED = N_(
    "{word} is not a word: {dictionary} accepts it, but two-letter words are judged by "
    "the curated list"
)
TWO_LETTERS_ACCEPTED = N_("{word} is a two-letter word on the curated list")
# Translators: a clipped form is a shortened word: AD for advertisement, MATH.
CLIPPED = N_("{word} is a clipped form, and this table does not accept clipped forms")
# Translators: {dictionary} is a dictionary's name (standard, large, family,
# hunspell:en_GB); {form} is the word with its accents (née).
ACCENTS_REFUSED = N_(
    "{word} is in the {dictionary} dictionary only with accents, as {form}, and this "
    "table does not accept accented words"
)
# Translators: {dictionary} is a dictionary's name; {form} is the word with its accents (née).
ACCENTS_ACCEPTED = N_("{word} is in the {dictionary} dictionary as {form}; the deck has no accents")
# Translators: {form} is the name as the dictionary writes it (Paris).
PROPER_NOUN = N_("{form} is a proper noun, so it cannot be played")
# Translators: {form} is the adjective as the dictionary writes it (French, Iraqi).
PROPER_ADJECTIVE = N_("{form} is a proper adjective, so it can be played")
# Translators: {dictionary} is a dictionary's name; {form} is the word in capitals (NATO).
CAPITALS_ACCEPTED = N_(
    "{word} is in the {dictionary} dictionary only in capitals, as {form}, and this table "
    "accepts such words"
)
# Translators: {dictionary} is a dictionary's name; {form} is the abbreviation (NATO, Mbps).
ABBREVIATION_ONLY = N_(
    "{word} is in the {dictionary} dictionary only as {form}, an abbreviation or acronym, "
    "so it cannot be played"
)
# Translators: {dictionary} is a dictionary's name (standard, large, family, hunspell:en_GB).
NOT_FOUND = N_("{word} is not in the {dictionary} dictionary")
# Translators: {dictionary} is a dictionary's name (standard, large, family, hunspell:en_GB).
LISTED = N_("{word} is in the {dictionary} dictionary")
# Translators: a word that is also a name (BILL, Bill); {name} is the name, {sense} the
# word's everyday meaning, in English (a statement of money owed).
LISTED_NAME_SENSE = N_(
    "{word} is in the {dictionary} dictionary; also a proper noun ({name}), accepted as "
    "the lowercase word: {sense}"
)
# Translators: a word that is also a name (BILL, Bill); {name} is the name.
LISTED_NAME = N_(
    "{word} is in the {dictionary} dictionary; also a proper noun ({name}), accepted as "
    "the lowercase word that the {dictionary} dictionary lists"
)

REASONS = (
    HYPHENATED,
    APOSTROPHE,
    TOO_SHORT,
    HOUSE_DENY,
    HOUSE_ALLOW,
    AFFIX,
    ABBREVIATION,
    ABBREVIATION_OF,
    TWO_LETTERS_REFUSED,
    TWO_LETTERS_ACCEPTED,
    CLIPPED,
    ACCENTS_REFUSED,
    ACCENTS_ACCEPTED,
    PROPER_NOUN,
    PROPER_ADJECTIVE,
    CAPITALS_ACCEPTED,
    ABBREVIATION_ONLY,
    NOT_FOUND,
    LISTED,
    LISTED_NAME_SENSE,
    LISTED_NAME,
)

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def english(sentence: str, **values: str) -> str:
    """One of :data:`REASONS` filled in, in English (what a verdict keeps)."""
    return sentence.format(**values)


def said_reason(verdict: Verdict) -> str:
    """The verdict's reason in the language in force, for the table to read.

    Kept in English (:func:`english`); text that is not card notation is read again, so
    that the notation's own message is said in the language too.
    """
    if language() == ENGLISH:
        return verdict.reason
    if verdict.code == "not_letters":
        try:
            cards.word(verdict.word.strip())
        except NotationError as error:
            return capitalised(error.detail)
        return verdict.reason
    return said(verdict.reason)


def said(reason: str, sentences: tuple[str, ...] = REASONS) -> str:
    """An English reason (one of ``sentences``, filled in) in the language in force; as
    it is when no sentence matches it. A placeholder named ``count`` holds a number
    written in English (12,345), written again as the language writes it. Another
    reason kept in English (the table's ruling, scoring.TABLE_RULED) is looked up as it is."""
    if language() == ENGLISH:
        return reason
    for sentence in _longest_first(sentences):
        # Only a sentence whose every word is in the reason is compiled and tried: a
        # pattern for each of them would cost check more than the catalog does.
        if not all(piece in reason for piece in _literals(sentence)):
            continue
        found = _pattern(sentence).fullmatch(reason)
        if found is not None:
            values = found.groupdict()
            count = values.get("count", "").replace(",", "")
            if count.isdigit():
                values["count"] = number(int(count))
            return _(sentence).format(**values)
    return _(reason)


def capitalised(detail: str) -> str:
    """A message as the start of a sentence: its first letter in capitals."""
    return detail[:1].upper() + detail[1:]


def english_notation_error(text: str) -> str | None:
    """Why ``text`` is not card notation, in English (kept in a verdict); None if it is."""
    with speaking(ENGLISH):
        try:
            cards.word(text)
        except NotationError as error:
            return capitalised(error.detail)
    return None


@cache
def _longest_first(sentences: tuple[str, ...]) -> tuple[str, ...]:
    """The longest first: a name followed by its sense must not be read as the name alone."""
    return tuple(sorted(sentences, key=len, reverse=True))


@cache
def _literals(sentence: str) -> tuple[str, ...]:
    """The text between a sentence's placeholders."""
    return tuple(piece for piece in _PLACEHOLDER.split(sentence)[::2] if piece)


@cache
def _pattern(sentence: str) -> re.Pattern[str]:
    """The pattern that reads ``sentence`` back, each placeholder a named group."""
    parts: list[str] = []
    seen: set[str] = set()
    position = 0
    for placeholder in _PLACEHOLDER.finditer(sentence):
        parts.append(re.escape(sentence[position : placeholder.start()]))
        name = placeholder.group(1)
        parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>.+?)")
        seen.add(name)
        position = placeholder.end()
    parts.append(re.escape(sentence[position:]))
    return re.compile("".join(parts), re.DOTALL)

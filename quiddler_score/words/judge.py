"""The word rules of RULES.md section 3, applied once above every dictionary.

:func:`judge` takes a word as the scorekeeper typed it (card notation), a
:class:`~quiddler_score.words.backends.Dictionary` and the table's rule settings, and returns
a :class:`Verdict` that says whether the word can be played and why, with a reason
code. The checks run in this order; the first that decides gives the verdict:

1. The raw text: a hyphen gives ``hyphenated`` (twenty-two), an apostrophe
   ``apostrophe`` (it's). These are checked before the cards are read.
2. The cards: text that is not card notation (digits, spaces, accents, ``(xy)``) gives
   ``not_letters``.
3. Fewer than two cards gives ``too_short`` (``a``, ``(qu)``).
4. The house deny list gives ``house_deny``; then the house allow list ``house_allow``
   (accepted whatever the dictionary says).
5. The curated lists, the same for every dictionary: a prefix or suffix on its own
   (un, pre, ness) gives ``affix``; a lowercase abbreviation that spell checkers accept
   (etc, mph) gives ``abbreviation``; except a tournament two-letter word (de, ok) where
   the dictionary lists it.
6. The dictionary. Listed in lower case: ``word``, unless it is a clipped form (ad,
   math) and the house setting ``clipped_words`` is off (``house_deny``). Listed only
   with accents (née): ``word``, unless ``accent_folded_words`` is off
   (``house_deny``). Listed only Capitalised: ``proper_adjective`` (Iraqi, accepted) or
   ``proper_noun`` (Paris). Listed only as an abbreviation (NATO): ``abbreviation``;
   but a form all in capitals gives ``word`` when ``capitals_only_words`` is on. Not
   listed: ``not_found``, with up to five suggestions: words this dictionary accepts
   under these settings, none on the offensive list.
7. Two-letter words, for a dictionary that takes them from the curated list
   (hunspell, which accepts qu, xx and cs): the curated list decides, ``word`` for a
   word on it (aw, ay, even where hunspell lacks them), ``not_found`` for any other.

Above every dictionary, too: the shared rule
(:mod:`~quiddler_score.words.shared_lists`) decides whether a capitalised word is an
adjective, and the dictionary whether it has the word: one it lists only Capitalised is
``proper_adjective`` when the rule knows it as an adjective, never ``proper_noun``; one it
does not list at all is ``not_found`` (``family`` lists only the proper adjectives not
rare). The bundled large lexicon vetoes what other dictionaries accept (see
:func:`_listed_word`).

The judge imports no rich, no wordfreq and no enchant: with a bundled dictionary, one
verdict costs a few binary searches.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from quiddler_score.engine import cards
from quiddler_score.engine.errors import NotationError
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.verdict import Verdict
from quiddler_score.words import lexicon_data, reasons
from quiddler_score.words.backends import BundledLexicon, Dictionary, Standing, large_lexicon
from quiddler_score.words.reasons import english, english_notation_error
from quiddler_score.words.shared_lists import name_word, proper_adjective
from quiddler_score.words.word_marks import offensive

ACCEPTED_CODES = ("word", "proper_adjective", "house_allow")
REJECTED_CODES = (
    "too_short",
    "hyphenated",
    "apostrophe",
    "not_letters",
    "proper_noun",
    "abbreviation",
    "affix",
    "house_deny",
    "not_found",
)

HYPHENS = "-\u2010\u2011"
APOSTROPHES = "'\u2018\u2019\u02bc"
SUGGESTION_LIMIT = 5
DEFAULT_SETTINGS = RuleSettings()


class Curation(NamedTuple):
    """The curated lists every dictionary is judged with (``dictionaries/curation``)."""

    affixes: frozenset[str]
    abbreviations: frozenset[str]
    clipped: frozenset[str]
    two_letter_words: frozenset[str]
    """The only two-letter words, for dictionaries that take them from this list."""
    two_letter_large: frozenset[str] = frozenset()
    """The tournament two-letter words `large` adds (al, de, ok): not vetoed as affixes
    or abbreviations where the dictionary lists them."""


@cache
def curation() -> Curation:
    def read(file_name: str) -> frozenset[str]:
        return lexicon_data.read_curated(lexicon_data.data_file("curation", file_name))

    return Curation(
        affixes=read("affixes.txt"),
        abbreviations=read("abbreviations-extra.txt"),
        clipped=read("clipped.txt"),
        two_letter_words=read("two-letter-words.txt"),
        two_letter_large=read("two-letter-large.txt"),
    )


def judge(
    text: str,
    dictionary: Dictionary,
    settings: RuleSettings = DEFAULT_SETTINGS,
    *,
    suggest: bool = True,
    fingerprinted: bool = True,
) -> Verdict:
    """Judge one word typed in card notation, under RULES.md section 3.

    ``suggest=False`` skips the search for close words when a word is not found: the
    verdict is the same, without the cost (``best`` judges many candidates that fail).
    ``fingerprinted=False`` leaves the verdict's fingerprint empty, for answers that
    never show it: a hunspell dictionary's is a hash of its files, computed on first use.
    """

    def verdict(code: str, reason: str, form: str | None = None) -> Verdict:
        return Verdict(
            word=text,
            accepted=code in ACCEPTED_CODES,
            code=code,
            reason=reason,
            dictionary=dictionary.name,
            fingerprint=dictionary.fingerprint if fingerprinted else "",
            form=form,
        )

    typed = text.strip()
    if any(char in HYPHENS for char in typed):
        return verdict("hyphenated", english(reasons.HYPHENATED, word=typed))
    if any(char in APOSTROPHES for char in typed):
        return verdict("apostrophe", english(reasons.APOSTROPHE, word=typed))
    try:
        laid = cards.word(typed)
    except NotationError:
        # Kept in English, as every reason is (reasons.said_reason says it in the language).
        return verdict("not_letters", english_notation_error(typed) or "")
    if len(laid.cards) < 2:
        return verdict("too_short", english(reasons.TOO_SHORT, word=str(laid)))

    letters = laid.letters.lower()
    code, reason, form = _judge_letters(letters, dictionary, settings)
    if code != "not_found" or not suggest:
        return verdict(code, reason, form)
    near = dictionary.suggestions(letters, limit=3 * SUGGESTION_LIMIT)
    # A slur is never offered, on any dictionary, even where the word would be accepted.
    playable = [
        word
        for word in near
        if not offensive(word) and _judge_letters(word, dictionary, settings)[0] in ACCEPTED_CODES
    ]
    return verdict(code, reason)._replace(suggestions=tuple(playable[:SUGGESTION_LIMIT]))


def _judge_letters(
    letters: str, dictionary: Dictionary, settings: RuleSettings
) -> tuple[str, str, str | None]:
    """Steps 4 to 7 for a word of two cards or more: (code, reason, form)."""
    shown = letters.upper()
    if letters in {word.lower() for word in settings.deny}:
        return "house_deny", english(reasons.HOUSE_DENY, word=shown), None
    if letters in {word.lower() for word in settings.allow}:
        return "house_allow", english(reasons.HOUSE_ALLOW, word=shown), None
    curated = curation()
    if letters in curated.affixes and not _tournament_word(letters, dictionary, curated):
        return "affix", english(reasons.AFFIX, word=shown), None
    if letters in curated.abbreviations and not _tournament_word(letters, dictionary, curated):
        return "abbreviation", english(reasons.ABBREVIATION, word=shown), None

    code, reason, form = _by_dictionary(letters, dictionary, settings, curated)
    if len(letters) != 2 or not dictionary.curated_two_letter_words:
        return code, reason, form
    if letters not in curated.two_letter_words:
        if code not in ACCEPTED_CODES:
            return code, reason, form
        refused = english(reasons.TWO_LETTERS_REFUSED, word=shown, dictionary=dictionary.name)
        return "not_found", refused, None
    if code in ACCEPTED_CODES or code == "house_deny":
        return code, reason, form
    return "word", english(reasons.TWO_LETTERS_ACCEPTED, word=shown), letters


def _tournament_word(letters: str, dictionary: Dictionary, curated: Curation) -> bool:
    """A tournament two-letter word (de, ok) that the dictionary lists: not vetoed as an
    affix or abbreviation."""
    return (
        letters in curated.two_letter_large and dictionary.lookup(letters).standing is Standing.WORD
    )


def _by_dictionary(
    letters: str, dictionary: Dictionary, settings: RuleSettings, curated: Curation
) -> tuple[str, str, str | None]:
    """Step 6: what the dictionary's entry gives under the house settings."""
    shown = letters.upper()
    named = dictionary.name
    entry = dictionary.lookup(letters)
    form = entry.form
    match entry.standing:
        case Standing.WORD:
            if letters in curated.clipped and not settings.clipped_words:
                return "house_deny", english(reasons.CLIPPED, word=shown), form
            return _listed_word(letters, dictionary, named, form)
        case Standing.ACCENTED:
            if not settings.accent_folded_words:
                refused = english(
                    reasons.ACCENTS_REFUSED, word=shown, dictionary=named, form=str(form)
                )
                return "house_deny", refused, form
            accepted = english(
                reasons.ACCENTS_ACCEPTED, word=shown, dictionary=named, form=str(form)
            )
            return "word", accepted, form
        case Standing.PROPER_ADJECTIVE | Standing.PROPER_NOUN:
            # The shared rule makes a word it knows as an adjective one, never a proper noun.
            if entry.standing is Standing.PROPER_NOUN:
                adjective = proper_adjective(letters)
                if adjective is None:
                    return "proper_noun", english(reasons.PROPER_NOUN, form=str(form)), form
                form = adjective
            return "proper_adjective", english(reasons.PROPER_ADJECTIVE, form=str(form)), form
        case Standing.ABBREVIATION:
            if settings.capitals_only_words and form and form.isalpha() and form.isupper():
                accepted = english(
                    reasons.CAPITALS_ACCEPTED, word=shown, dictionary=named, form=form
                )
                return "word", accepted, form
            refused = english(
                reasons.ABBREVIATION_ONLY, word=shown, dictionary=named, form=str(form)
            )
            return "abbreviation", refused, form
    return "not_found", english(reasons.NOT_FOUND, word=shown, dictionary=named), None


def _listed_word(
    letters: str, dictionary: Dictionary, named: str, form: str | None
) -> tuple[str, str, str | None]:
    """A word the dictionary lists in lower case: the abbreviation veto, and the evidence.

    A spell checker or a table's list may accept what SCOWL knows only as an
    abbreviation (min, corp); the bundled large lexicon's abbreviations veto it. A word
    that is also, and more commonly, a name says so, with its lowercase sense.
    """
    shown = letters.upper()
    if len(letters) > 2 and not isinstance(dictionary, BundledLexicon):
        veto = large_lexicon().lookup(letters)
        if veto.standing is Standing.ABBREVIATION:
            refused = english(reasons.ABBREVIATION_OF, word=shown, form=str(veto.form))
            return "abbreviation", refused, veto.form
        if veto.standing is Standing.PROPER_NOUN:
            return "proper_noun", english(reasons.PROPER_NOUN, form=str(veto.form)), veto.form
    name = name_word(letters)
    if name is None:
        return "word", english(reasons.LISTED, word=shown, dictionary=named), form
    if name.sense:
        reason = english(
            reasons.LISTED_NAME_SENSE,
            word=shown,
            dictionary=named,
            name=name.name,
            sense=name.sense,
        )
    else:
        reason = english(reasons.LISTED_NAME, word=shown, dictionary=named, name=name.name)
    return "word", reason, form

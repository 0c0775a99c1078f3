"""What ``--explain`` adds to a verdict: how common a word is, and what it means.

Frequencies come from the wordfreq package (imported only here, and only when asked: it
takes a few hundred milliseconds to load); none of its data is bundled. A frequency says
how often a word is written, not whether it may be played: wordfreq also counts names
and misspellings. A word the verdict accepts has its tier shown beside (``word_marks``,
from SCOWL's levels): its frequency is then given without a band of its own, so that the
two never disagree.
"""

from __future__ import annotations

import gzip
from functools import cache
from typing import NamedTuple

from quiddler_score.engine.verdict import Verdict
from quiddler_score.language import ENGLISH, N_, _, language, ngettext, number, pgettext, speaking
from quiddler_score.words import lexicon_data
from quiddler_score.words.lexicon_data import SideList
from quiddler_score.words.shared_lists import name_word
from quiddler_score.words.word_marks import tier, tier_name

GLOSSES_FILE = "glosses.tsv.gz"
WORDNET = "WordNet 3.0"
# Translators: where the meaning of a word that is also a name comes from.
CURATED = N_("the project's curated lowercase senses")

# Zipf frequency bands: a Zipf value z means about 10**z uses per billion words. They
# name the frequency of a word no verdict accepted; an accepted word shows its tier.
_BANDS = ((6.0, "very common"), (3.0, "common"), (2.0, "uncommon"), (0.0, "rare"))


def band_name(band: str) -> str:
    """A frequency band or a tier (``very common``, ``common``, ``uncommon``, ``rare``) in
    the language in force; another text as it is."""
    if band == "very common":
        # Translators: how common a word is, beside "common", "uncommon" and "rare".
        return pgettext("tier", "very common")
    return tier_name(band)


def frequency(word: str, banded: bool = True) -> tuple[float, str]:
    """The word's Zipf frequency (0 to 8) and what it means in words people use.

    5.5 -> "common: about once in 3,000 words"; 1.3 -> "rare: about once in
    50 million words"; 0 -> "not in the frequency list". Not ``banded``: "about once
    in 3,000 words", for a word whose tier is shown beside it.
    """
    from wordfreq import zipf_frequency  # wordfreq and its data: only for --explain

    zipf = float(zipf_frequency(word.lower(), "en"))
    if not banded:
        return zipf, describe_zipf(zipf, "")
    if len(word) == 2 and zipf > 0:
        # Two-letter tokens are mostly names and initials (Xu): the curated tier says it.
        return zipf, describe_zipf(zipf, tier(word.lower()))
    return zipf, describe_zipf(zipf)


def describe_zipf(zipf: float, band: str | None = None) -> str:
    """The frequency in words, named by ``band`` (by the Zipf value when None; with no
    band when empty)."""
    if zipf <= 0:
        return _("not in the frequency list")
    times = _about(10 ** (9 - zipf))
    if band is None:
        band = next(name for floor, name in _BANDS if zipf >= floor)
    if not band:
        return times
    # Translators: {band} is how common a word is (common, rare); {frequency} says how
    # often it is written (about once in 3,000 words).
    return _("{band}: {frequency}").format(band=band_name(band), frequency=times)


def _about(count: float) -> str:
    """How often, a count rounded to one significant figure: about once in 3,000
    words; about once in 50 million words."""
    rounded = 1.0 if count < 1.5 else float(f"{count:.0e}")
    if rounded >= 1e9:
        billions = round(rounded / 1e9)
        return ngettext(
            "about once in {count} billion words", "about once in {count} billion words", billions
        ).format(count=number(billions))
    if rounded >= 1e6:
        millions = round(rounded / 1e6)
        return ngettext(
            "about once in {count} million words", "about once in {count} million words", millions
        ).format(count=number(millions))
    times = round(rounded)
    return ngettext("about once in {count} word", "about once in {count} words", times).format(
        count=number(times)
    )


def definition(word: str) -> str | None:
    """A short definition from the bundled WordNet glosses, or None.

    A gloss written ``=run`` points to the entry of another word (ran -> run): the
    definition given is that word's, named: ``form of run: move fast ...``.
    """
    key = word.lower()
    lemma, gloss = key, _gloss(key)
    seen = {key}
    while gloss is not None and gloss.startswith("="):
        lemma = gloss[1:]
        if lemma in seen:
            return None
        seen.add(lemma)
        gloss = _gloss(lemma)
    if gloss is None:
        return None
    if lemma == key:
        return gloss
    # Translators: a word's definition is that of another (ran is a form of run); the
    # definition itself, {gloss}, is WordNet's English.
    return _("form of {lemma}: {gloss}").format(lemma=lemma, gloss=gloss)


def _gloss(word: str) -> str | None:
    glosses = _glosses()
    return None if glosses is None else glosses.get(word)


@cache
def _glosses() -> SideList | None:
    """The glosses, decompressed once and searched by bisection: a word is looked up in
    a few steps, not by reading megabytes (a thousand words cost seconds that way)."""
    path = lexicon_data.data_file(GLOSSES_FILE)
    try:
        with open(path, "rb") as file:
            return SideList(path, gzip.decompress(file.read()))
    except OSError:
        return None


class Explanation(NamedTuple):
    """What the table sees beside a verdict: how common the word is, what it means.

    ``definition`` names its source, and says so when the dictionary rejected the word:
    a meaning from WordNet does not make a word playable. ``frequency`` and
    ``definition`` are in English, for JSON; ``said_frequency`` and ``said_definition``
    in the language in force when the explanation was made, for the screen (the
    definition itself is WordNet's English).
    """

    letters: str
    zipf: float
    frequency: str
    definition: str | None
    said_frequency: str = ""
    said_definition: str | None = None

    def lines(self) -> list[tuple[str, str]]:
        """``(label, text)`` pairs to show; says so plainly when no definition is known."""
        meaning = self.said_definition or _("no definition is known for {word}").format(
            word=self.letters.upper()
        )
        return [(_("how common"), self.said_frequency), (_("meaning"), meaning)]

    def said(self) -> dict[str, str | None]:
        """How common and the meaning by their labels, in the language in force; the
        meaning None when none is known."""
        return {_("how common"): self.said_frequency, _("meaning"): self.said_definition}


def sourced_definition(letters: str, verdict: Verdict | None = None) -> str | None:
    """The definition with its source named: ``(WordNet 3.0) ...``; None when unknown.

    For a word the verdict rejects, it says the meaning comes from elsewhere:
    ``(WordNet 3.0; the standard dictionary does not accept LIDAR) ...``.
    """
    meaning, source = definition(letters), WORDNET
    if meaning is None:
        name = name_word(letters)
        meaning, source = (name.sense, _(CURATED)) if name is not None else (None, "")
    if meaning is None:
        return None
    if verdict is not None and not verdict.accepted:
        # Translators: {source} is where the meaning comes from (WordNet 3.0);
        # {dictionary} is a dictionary's name (standard); {meaning} is in English.
        return _("({source}; the {dictionary} dictionary does not accept {word}) {meaning}").format(
            source=source, dictionary=verdict.dictionary, word=letters.upper(), meaning=meaning
        )
    # Translators: {source} is where the meaning comes from (WordNet 3.0); {meaning} is
    # the meaning, in English.
    return _("({source}) {meaning}").format(source=source, meaning=meaning)


def explain(word: str, verdict: Verdict | None = None) -> Explanation:
    """How common ``word`` (card notation or plain) is, and a definition when one is
    known; its ``verdict`` says whether the word was accepted (see the functions above).

    The frequency and the definition are made in English (for JSON) and, when another
    language is in force, again in that language (for the screen)."""
    letters = "".join(ch for ch in word.lower() if ch.isalpha())
    banded = verdict is None or not verdict.accepted
    with speaking(ENGLISH):
        zipf, phrase = frequency(letters, banded=banded)
        meaning = sourced_definition(letters, verdict)
    if language() != ENGLISH:
        return Explanation(
            letters,
            zipf,
            phrase,
            meaning,
            frequency(letters, banded=banded)[1],
            sourced_definition(letters, verdict),
        )
    return Explanation(letters, zipf, phrase, meaning, phrase, meaning)

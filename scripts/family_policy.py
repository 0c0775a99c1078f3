"""What the ``family`` lexicon keeps: a school dictionary's words, none rare or offensive.

Imported by ``scripts/build_lexicons.py``. ``family`` starts as every lexicon does, from
SCOWL's word files up to its size (50: the words of a school or desk dictionary, with
their inflections, a size SCOWL calls "medium"), and then:

- leaves out the words of ``curation/offensive.txt``;
- leaves out words rare in print: wordfreq's Zipf frequency below 2.0 (about once in a
  hundred million words), unless a base form of the word is a word of the lexicon that
  is not rare: an inflection goes with its word (unpacks: unpack), however seldom it is
  written. The wordfreq package is run here as a filter at build time; none of its data
  is copied into the repository (its data licence is CC BY-SA 4.0), and the version used
  is named in the manifest;
- keeps the proper adjectives (Victorian, Texan) that are not rare in print by the same
  measure and whose tier is not rare (SCOWL files them at size 60 or below), and no
  others (Pinteresque, Tolstoyan; Caledonian, Genoese, at 70): the shared rule says which
  capitalised words are adjectives, ``family`` which of them it has, so that nothing
  ``family`` accepts shows the tier rare but an inflection of a family word (gapped).
  SCOWL's levels do not tell Glaswegian from Keynesian: both are at size 50;
- takes only the two-letter words of ``curation/two-letter-words.txt`` that are not
  rare by ``curation/two-letter-tiers.tsv`` (so no qi, xu, ka): wordfreq counts tokens,
  and two-letter tokens are mostly names and initials.

The filter is not the tiers a verdict shows (``dictionaries/word-tiers.tsv``, from
SCOWL's levels): every word up to size 50 has the tier common or uncommon there, so the
tiers could not narrow ``family``.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable

FAMILY = "family"
FAMILY_MIN_ZIPF = 2.0
"""A family word is written at least about once in a hundred million words."""
WORDFREQ_PACKAGE = "wordfreq"


def family_source(wordfreq_version: str) -> str:
    """What the manifest adds to ``family``'s SCOWL source."""
    return (
        ", less curation/offensive.txt and words rare in print (wordfreq"
        f" {wordfreq_version} Zipf < {FAMILY_MIN_ZIPF}, a filter at build time) whose base"
        " form is not kept"
    )


def frequent_words(words: Iterable[str]) -> tuple[frozenset[str], str]:
    """The words of three letters or more at Zipf FAMILY_MIN_ZIPF or above, and the
    version of wordfreq that says so. Raises ImportError without wordfreq."""
    from importlib.metadata import version

    from wordfreq import zipf_frequency

    found = frozenset(
        word for word in words if len(word) > 2 and zipf_frequency(word, "en") >= FAMILY_MIN_ZIPF
    )
    return found, version(WORDFREQ_PACKAGE)


def family_two_letter(two_letter: frozenset[str], not_rare: Container[str]) -> frozenset[str]:
    return frozenset(word for word in two_letter if word in not_rare)


def family_words(
    words: Iterable[str],
    not_rare: Container[str],
    offensive: frozenset[str],
    base_forms: Callable[[str], Iterable[str]],
) -> list[str]:
    """The words kept, in the order given."""
    clean = [word for word in words if word not in offensive]
    known = set(clean)
    return [
        word
        for word in clean
        if word in not_rare or any(base in not_rare and base in known for base in base_forms(word))
    ]


def family_adjectives(
    adjectives: dict[str, str], not_rare: Container[str], not_rare_tier: Container[str]
) -> dict[str, str]:
    """The proper adjectives ``family`` has: those rare neither in print nor by tier."""
    return {
        key: form for key, form in adjectives.items() if key in not_rare and key in not_rare_tier
    }

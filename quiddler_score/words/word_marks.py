"""What a verdict says beside acceptable or not: how common the word is, and whether it
is offensive.

- The tier (common, uncommon, rare) comes from the size levels of SCOWL, the source of
  the bundled lexicons: common up to size 35, uncommon up to 60, rare beyond; two-letter
  words from a hand-set list (``scripts/tier_policy.py``). ``scripts/build_lexicons.py``
  writes it to ``word-tiers.tsv``, a sorted file searched by bisection, so ``check``
  loads no word list for it. A word the file does not list is rare.
- Offensive words are those of ``curation/offensive.txt``, the words at least two
  maintained lists of profanity and slurs agree on (``scripts/build_offensive_words.py``).

Both say something about the word, not about the game: a table decides with its
dictionary (``family`` leaves out rare and offensive words) and its house lists.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from quiddler_score.engine.verdict import Verdict
from quiddler_score.language import _, pgettext
from quiddler_score.words import lexicon_data
from quiddler_score.words.lexicon_data import side_list

TIERS = ("common", "uncommon", "rare")
RARE = "rare"
TIERS_FILE = "word-tiers.tsv"


class Marks(NamedTuple):
    """How common a word is (None when the word was not accepted) and if it is offensive."""

    tier: str | None
    offensive: bool

    def to_json(self) -> dict[str, object]:
        return {"tier": self.tier, "offensive": self.offensive}

    def labelled(self) -> list[tuple[str, str]]:
        """``(label, text)`` lines to show under a verdict: its tier, and if offensive."""
        lines = [(_("tier"), tier_name(self.tier))] if self.tier else []
        # Translators: a line under a verdict, "offensive: yes", for a word on the
        # offensive-word list.
        return lines + ([(_("offensive"), _("yes"))] if self.offensive else [])


def tier_name(name: str) -> str:
    """A tier (``common``, ``uncommon``, ``rare``) as the language in force says it."""
    tiers = {
        # Translators: how common a word is; French "mot" and Spanish "palabra" are
        # what is meant (« courant », «común»).
        "common": pgettext("tier", "common"),
        "uncommon": pgettext("tier", "uncommon"),
        "rare": pgettext("tier", "rare"),
    }
    return tiers.get(name, name)


@cache
def _offensive() -> frozenset[str]:
    try:
        return lexicon_data.read_curated(lexicon_data.data_file("curation", "offensive.txt"))
    except OSError:
        return frozenset()


def tier(letters: str) -> str:
    """``common``, ``uncommon`` or ``rare`` for a lowercase word."""
    tiers = side_list(TIERS_FILE)
    found = None if tiers is None else tiers.get(letters)
    return found if found in TIERS else RARE


def offensive(letters: str) -> bool:
    return letters in _offensive()


def marks(verdict: Verdict) -> Marks:
    """The marks of a verdict's word: a tier only for a word the verdict accepts."""
    letters = "".join(char for char in verdict.word.lower() if "a" <= char <= "z")  # (qu)it
    return Marks(tier(letters) if verdict.accepted else None, offensive(letters))

"""A second opinion: what other dictionaries say of a word the game's dictionary judged.

The game's own verdict decides; the others are evidence for the table's argument. The
others of a challenge are every dictionary that opens here: the bundled ones and the
installed hunspell ones (a file: list belongs to one table, so it is named with
``check --also`` only). One that cannot be opened is left out without a word.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from contextlib import suppress

from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.verdict import Verdict
from quiddler_score.words import hunspell_dictionary
from quiddler_score.words.backends import BUNDLED_NAMES, DictionaryUnavailable
from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.judge import DEFAULT_SETTINGS, judge


def opinions(
    word: str,
    names: Iterable[str],
    settings: RuleSettings | None = None,
    *,
    fingerprinted: bool = True,
) -> dict[str, Verdict]:
    """Each named dictionary's verdict on ``word``, by name, under the same house rules.

    Raises DictionaryUnavailable for a name that cannot be opened.
    """
    house = settings or DEFAULT_SETTINGS
    found: dict[str, Verdict] = {}
    for name in names:
        dictionary = open_dictionary(name)
        found[dictionary.name] = judge(
            word, dictionary, house, suggest=False, fingerprinted=fingerprinted
        )
    return found


def usable_others(own: str) -> list[str]:
    """Every dictionary but ``own`` that opens here: bundled, then installed hunspell."""
    names = list(BUNDLED_NAMES)
    with suppress(DictionaryUnavailable):
        names += [f"hunspell:{tag}" for tag in hunspell_dictionary.hunspell_tags()]
    usable = []
    for name in names:
        with suppress(DictionaryUnavailable):
            if open_dictionary(name).name != own:
                usable.append(name)
    return usable


def others_quietly(word: str, own: str, settings: RuleSettings | None = None) -> dict[str, Verdict]:
    """What every other usable dictionary says of ``word``; none that fails to open."""
    found: dict[str, Verdict] = {}
    for name in usable_others(own):
        with suppress(DictionaryUnavailable):
            found |= opinions(word, [name], settings, fingerprinted=False)
    return found


def opinion_text(verdicts: Mapping[str, Verdict]) -> str | None:
    """``large ✓, family ✗ (not_found)``; None when there are none."""
    if not verdicts:
        return None
    return ", ".join(
        f"{name} ✓" if verdict.accepted else f"{name} ✗ ({verdict.code})"
        for name, verdict in verdicts.items()
    )

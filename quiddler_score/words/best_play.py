"""Best play wired to a dictionary: candidates from the anagram indexes, judged as ``check``.

Candidate words come from anagram lookups (:mod:`quiddler_score.words.anagrams`) and every
word offered has been accepted by the same judge as ``check``, under the rule settings
asked for (see :func:`candidates_for`):

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

from quiddler_score.engine import cards
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.language import _, system_reason
from quiddler_score.words.anagrams import AnagramMap, MergedLookup, bundled_index, read_words
from quiddler_score.words.backends import BUNDLED_NAMES, Dictionary, DictionaryUnavailable
from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.judge import DEFAULT_SETTINGS, judge
from quiddler_score.words.lexicon_data import data_file
from quiddler_score.words.solver import BestPlay, best_play
from quiddler_score.words.solver_candidates import AnagramLookup
from quiddler_score.words.word_list_file import WordListFile

Solve = Callable[[tuple[cards.Card, ...], "cards.Card | None"], "BestPlay"]


def solver_for(dictionary: str, settings: RuleSettings | None = None) -> Solve:
    """Best plays judged by ``dictionary`` under ``settings``, as ``check`` judges words.

    Candidates come from :func:`candidates_for`. Raises DictionaryUnavailable when the
    dictionary or the bundled lists it needs cannot be opened.
    """
    house = settings or DEFAULT_SETTINGS
    opened = open_dictionary(dictionary)
    lookup = candidates_for(opened, house)

    def accept(word: str) -> bool:
        return judge(word, opened, house, suggest=False, fingerprinted=False).accepted

    def solve(hand: tuple[cards.Card, ...], draw: cards.Card | None = None) -> BestPlay:
        return best_play(hand, lookup, accept, draw=draw)

    return solve


def candidates_for(opened: Dictionary, settings: RuleSettings) -> AnagramLookup:
    """Every word ``opened`` can accept under ``settings``, by sorted letters, as the
    module says; DictionaryUnavailable when a bundled file is missing."""
    lookups: list[AnagramLookup] = []
    extra = [word.lower() for word in settings.allow]
    if isinstance(opened, WordListFile):
        # Every key of the list, whatever its standing: the judge decides.
        lookups.append(_file_anagrams(opened))
    else:
        lexicon = opened.name if opened.name in BUNDLED_NAMES else "large"
        try:
            lookups.append(bundled_index(lexicon))
            if settings.capitals_only_words:
                # the words the lexicon lists only as abbreviations (nato), read on demand
                extra += read_words(data_file(lexicon, "abbreviations.tsv"))
        except OSError as error:
            # Translators: {lexicon} is a bundled dictionary's name (standard, large);
            # {error} the system's reason and {file} the file's path.
            raise DictionaryUnavailable(
                _("the bundled {lexicon} list cannot be searched ({error}: {file})").format(
                    lexicon=lexicon, error=system_reason(error), file=error.filename
                )
            ) from None
    if extra:
        lookups.append(AnagramMap(extra))
    return lookups[0] if len(lookups) == 1 else MergedLookup(*lookups)


@lru_cache(maxsize=4)
def _file_anagrams(words_file: WordListFile) -> AnagramMap:
    """The words of a word-list file, filed once per list opened (opened lists are kept)."""
    # Its keys: the lowercase, accent-folded words its lookup is asked with.
    return AnagramMap(words_file.keys)


def dictionary_name(dictionary: str) -> str:
    return open_dictionary(dictionary).name

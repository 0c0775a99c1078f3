"""The judge a game's scoring uses: its dictionary and house rules, opened on first use."""

from __future__ import annotations

from functools import cache

from quiddler_score.engine.cards import Word
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.verdict import Verdict
from quiddler_score.language import _


class TableJudge:
    """Judges words for one game; a game that never needs a verdict never opens a dictionary."""

    def __init__(self, dictionary_name: str, rules: RuleSettings) -> None:
        self.dictionary_name = dictionary_name
        self.rules = rules
        self._verdicts: dict[str, Verdict] = {}

    def __call__(self, word: Word) -> Verdict:
        key = str(word)
        if key not in self._verdicts:
            # The dictionaries, only once a word is judged: board, which judges none, need not.
            from quiddler_score.words.backends import DictionaryUnavailable
            from quiddler_score.words.dictionaries import open_dictionary
            from quiddler_score.words.judge import judge

            try:
                dictionary = open_dictionary(self.dictionary_name)
                # a bundled lexicon reads its manifest (the fingerprint) on first use
                self._verdicts[key] = judge(key, dictionary, self.rules)
            except DictionaryUnavailable as error:
                # Translators: {name} is a dictionary's name, quoted; {error} says why it
                # cannot be opened.
                raise ScoringError(
                    _("dictionary {name}: {error}").format(
                        name=repr(self.dictionary_name), error=error
                    )
                ) from None
        return self._verdicts[key]

    def quietly(self, word: Word) -> Verdict | None:
        """The verdict, or None when the dictionary cannot be opened (said elsewhere)."""
        try:
            return self(word)
        except ScoringError:
            return None


@cache
def table_judge(dictionary_name: str, rules: RuleSettings) -> TableJudge:
    """The one judge per dictionary and house rules in this process, its verdicts kept."""
    return TableJudge(dictionary_name, rules)

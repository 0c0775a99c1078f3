"""Rule settings: every house choice of RULES.md as one frozen object.

The defaults are those of RULES.md. A game's ``[rules]`` TOML table is read with
:meth:`RuleSettings.from_table`, which refuses unknown keys and wrong values with a
message that names the key.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, NamedTuple, get_args

Ties = Literal["nobody", "all"]
Clamp = Literal["total", "round", "none"]

SETTING_HELP = {
    "longest_word_bonus": "points for the single longest word (0 switches the bonus off)",
    "most_words_bonus": "points for laying down the most words (0 switches the bonus off)",
    "ties": 'who gets a tied bonus: "nobody" or "all" of the tied players',
    "clamp": 'how totals stay above zero: "total", "round" or "none"',
    "strict": "strike every word the dictionary rejects, as if challenged, with no penalty",
    "capitals_only_words": "accept words the dictionary knows only in capitals (NATO)",
    "clipped_words": "accept clipped forms (ad, math, exam) that the dictionary lists",
    "accent_folded_words": "accept words the dictionary lists only with accents (nee for née)",
    "allow": "house allow list: words accepted whatever the dictionary says",
    "deny": "house deny list: words rejected whatever the dictionary says",
}


class RuleSettingError(ValueError):
    """A rule setting that does not exist or has a value it cannot take."""


class RuleSettings(NamedTuple):
    longest_word_bonus: int = 10
    most_words_bonus: int = 10
    ties: Ties = "nobody"
    clamp: Clamp = "total"
    strict: bool = False
    capitals_only_words: bool = False
    clipped_words: bool = True
    accent_folded_words: bool = True
    allow: tuple[str, ...] = ()
    deny: tuple[str, ...] = ()

    @classmethod
    def from_table(cls, table: Mapping[str, Any]) -> RuleSettings:
        known = set(cls._fields)
        values: dict[str, Any] = {}
        for key, value in table.items():
            if key not in known:
                raise RuleSettingError(
                    f"unknown rule setting {key!r} (known: {', '.join(sorted(known))})"
                )
            values[key] = _checked(key, value)
        return cls(**values)

    def to_table(self) -> dict[str, Any]:
        table = self._asdict()
        table["allow"] = list(self.allow)
        table["deny"] = list(self.deny)
        return table


_CHOICES: dict[str, tuple[str, ...]] = {"ties": get_args(Ties), "clamp": get_args(Clamp)}
_BONUSES = ("longest_word_bonus", "most_words_bonus")
_WORD_LISTS = ("allow", "deny")


def _checked(key: str, value: Any) -> Any:
    if key in _BONUSES:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise RuleSettingError(
                f"rule setting {key} must be a whole number of points, 0 or more, not {value!r}"
            )
        return value
    if key in _CHOICES:
        if value not in _CHOICES[key]:
            quoted = [f'"{choice}"' for choice in _CHOICES[key]]
            choices = ", ".join(quoted[:-1]) + " or " + quoted[-1]
            raise RuleSettingError(f"rule setting {key} must be {choices}, not {value!r}")
        return value
    if key in _WORD_LISTS:
        if not isinstance(value, list | tuple) or not all(isinstance(w, str) for w in value):
            raise RuleSettingError(f"rule setting {key} must be a list of words, not {value!r}")
        return tuple(sorted({_plain_word(key, w) for w in value}))
    if not isinstance(value, bool):
        raise RuleSettingError(f"rule setting {key} must be true or false, not {value!r}")
    return value


def _plain_word(key: str, text: str) -> str:
    """House lists hold plain words; card notation brackets are dropped."""
    letters = text.strip().lower().replace("(", "").replace(")", "")
    letters = letters.replace("[", "").replace("]", "")
    if not (letters.isascii() and letters.isalpha()):
        raise RuleSettingError(f"rule setting {key}: {text!r} is not a word of letters a to z")
    return letters

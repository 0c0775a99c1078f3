"""A dictionary's verdict on a word, and the table's ruling on a challenge.

One verdict type serves the judge that gives it, the log that keeps it with a hand or a
challenge (so a replay never judges again) and the JSON that shows it.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, NamedTuple


class Ruling(StrEnum):
    """The table's ruling on a challenge, when it overrules or replaces the dictionary."""

    ACCEPTABLE = "acceptable"
    UNACCEPTABLE = "unacceptable"

    @property
    def acceptable(self) -> bool:
        return self is Ruling.ACCEPTABLE

    @classmethod
    def of(cls, acceptable: bool) -> Ruling:
        return cls.ACCEPTABLE if acceptable else cls.UNACCEPTABLE


class Verdict(NamedTuple):
    """Whether a word can be played, with a reason code and a sentence for the table.

    ``dictionary`` and ``fingerprint`` name the lexicon that judged; ``form`` is how the
    dictionary writes the word (Paris, NATO, née); ``suggestions`` are close playable
    words when it was not found. A named tuple, not a dataclass: ``check`` must start
    fast, and importing dataclasses costs it.
    """

    word: str
    accepted: bool
    code: str
    reason: str
    dictionary: str = ""
    fingerprint: str = ""
    form: str | None = None
    suggestions: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {**self._asdict(), "suggestions": list(self.suggestions)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any], word: str = "") -> Verdict:
        """A verdict as :meth:`to_json` wrote it; older logs kept no word, form or suggestions.

        Raises TypeError or KeyError when ``data`` is not such an object.
        """
        if not isinstance(data, Mapping):
            raise TypeError(f"a verdict is an object, not {data!r}")
        for key, kind in _TYPES:
            if key in data and not isinstance(data[key], kind):
                raise TypeError(f"a verdict's {key} must be {kind.__name__}, not {data[key]!r}")
        suggestions = data.get("suggestions") or []
        if not isinstance(suggestions, list) or not all(isinstance(w, str) for w in suggestions):
            raise TypeError(f"a verdict's suggestions must be a list of words, not {suggestions!r}")
        form = data.get("form")
        if form is not None and not isinstance(form, str):
            raise TypeError(f"a verdict's form must be text, not {form!r}")
        return cls(
            word=data.get("word") or word,
            accepted=data["accepted"],
            code=data["code"],
            reason=data["reason"],
            dictionary=data.get("dictionary", ""),
            fingerprint=data.get("fingerprint", ""),
            form=form,
            suggestions=tuple(suggestions),
        )


# The type of each of a verdict's fields kept as text or a flag, checked as it is read.
_TYPES: tuple[tuple[str, type], ...] = (
    ("accepted", bool),
    ("code", str),
    ("reason", str),
    ("dictionary", str),
    ("fingerprint", str),
    ("word", str),
)

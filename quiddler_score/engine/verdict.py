"""A dictionary's verdict on a word, and the table's ruling on a challenge.

One verdict type serves the judge that gives it, the log that keeps it with a hand or a
challenge (so a replay never judges again) and the JSON that shows it.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, NamedTuple

from quiddler_score.language import _


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

        Raises TypeError or KeyError when ``data`` is not such an object; the TypeError's
        message says why, in the reader's language, inside the damaged entry's.
        """
        if not isinstance(data, Mapping):
            # Translators: a verdict kept in a game's log that cannot be read; {value}
            # is what was kept, as JSON and Python write it. So below.
            raise TypeError(_("a verdict is an object, not {value}").format(value=repr(data)))
        for key, kind in _TYPES:
            if key in data and not isinstance(data[key], kind):
                # Translators: {field} is a field's name as kept (reason, code); {kind} a
                # type's name as Python writes it (str, bool).
                wrong = _("a verdict's {field} must be {kind}, not {value}")
                raise TypeError(wrong.format(field=key, kind=kind.__name__, value=repr(data[key])))
        suggestions = data.get("suggestions") or []
        if not isinstance(suggestions, list) or not all(isinstance(w, str) for w in suggestions):
            wrong = _("a verdict's suggestions must be a list of words, not {value}")
            raise TypeError(wrong.format(value=repr(suggestions)))
        form = data.get("form")
        if form is not None and not isinstance(form, str):
            raise TypeError(
                _("a verdict's form must be text, not {value}").format(value=repr(form))
            )
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

"""What ``check`` says of each word, and of the play: plain lines, no terminal."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from quiddler_score.engine.cards import shown
from quiddler_score.engine.verdict import Verdict
from quiddler_score.language import _, ngettext
from quiddler_score.words.reasons import said_reason


def verdict_lines(verdict: Verdict, explanation: Mapping[str, str | None]) -> list[str]:
    """The verdict and its reason, the close words, then each part of the explanation
    (how common, the meaning) that is known, indented under it."""
    if verdict.accepted:
        # Translators: check's verdict on a word; {code} is a short code (in_dictionary),
        # {reason} the verdict's reason.
        line = _("{word}: ✓ acceptable ({code}). {reason}")
    else:
        # Translators: check's verdict on a word; {code} is a short code (not_found),
        # {reason} the verdict's reason.
        line = _("{word}: ✗ not acceptable ({code}). {reason}")
    lines = [line.format(word=shown(verdict.word), code=verdict.code, reason=said_reason(verdict))]
    lines += close_words_lines(verdict)
    # Translators: a part of a word's explanation under check's verdict, "how common: rare".
    part = "  " + _("{label}: {text}")
    lines += [
        part.format(label=label, text=text)
        for label, text in explanation.items()
        if text is not None
    ]
    return lines


def close_words_lines(verdict: Verdict) -> list[str]:
    """The words the player may have meant, the same under ``check``, ``challenge`` and
    play: one indented line, or none when nothing close is playable."""
    if not verdict.suggestions:
        return []
    # Translators: the words a player may have meant, "close words: CAT, COT".
    return ["  " + _("close words: {words}").format(words=", ".join(verdict.suggestions))]


def overall_line(verdicts: Sequence[Verdict]) -> str:
    """Several words are one play: it stands only if every word does."""
    fallen = [v.word for v in verdicts if not v.accepted]
    if not fallen:
        return _("The play stands: every word is acceptable.")
    return ngettext(
        "The play falls: {words} is not acceptable.",
        "The play falls: {words} are not acceptable.",
        len(fallen),
    ).format(words=", ".join(fallen))

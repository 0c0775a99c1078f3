"""What ``check`` says of each word, and of the play: plain lines, no terminal."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from quiddler_score.engine.cards import shown
from quiddler_score.engine.verdict import Verdict


def verdict_lines(verdict: Verdict, explanation: Mapping[str, str | None]) -> list[str]:
    """The verdict and its reason, the close words, then each part of the explanation
    (how common, the meaning) that is known, indented under it."""
    mark = "✓ acceptable" if verdict.accepted else "✗ not acceptable"
    lines = [f"{shown(verdict.word)}: {mark} ({verdict.code}). {verdict.reason}"]
    lines += close_words_lines(verdict)
    lines += [f"  {label}: {text}" for label, text in explanation.items() if text is not None]
    return lines


def close_words_lines(verdict: Verdict) -> list[str]:
    """The words the player may have meant, the same under ``check``, ``challenge`` and
    play: one indented line, or none when nothing close is playable."""
    if not verdict.suggestions:
        return []
    return [f"  close words: {', '.join(verdict.suggestions)}"]


def overall_line(verdicts: Sequence[Verdict]) -> str:
    """Several words are one play: it stands only if every word does."""
    fallen = [v.word for v in verdicts if not v.accepted]
    if not fallen:
        return "The play stands: every word is acceptable."
    verb = "is" if len(fallen) == 1 else "are"
    return f"The play falls: {', '.join(fallen)} {verb} not acceptable."

"""Plain mode: each screen said as sentences, in reading order, for a screen reader.

Asked for with ``--plain`` (which sets QUIDDLER_PLAIN=1 for the run), QUIDDLER_PLAIN=1,
or a terminal that says it is dumb (TERM=dumb). A screen that the eye reads by its
position (the board, the running-totals chart) is a :class:`Saying`: its layout and its
sentences, made from the same data (console.py says any other table a row at a time,
each cell with its column's header); marks and symbols become words, nothing is drawn.
Imports nothing heavy: ``check WORD`` asks it how to print a line.
"""

from __future__ import annotations

import os
import re

# Each mark or symbol the screens use, as the words it stands for.
WORDS = {
    "★": "longest word",
    "▲": "most words",
    "⚑": "challenge penalty",
    "↑": "went out",
    "✓": "yes",
    "✗": "no",
    "—": "none",
    "–": "-",
    "…": "...",
    "±": "plus or minus",
    "μ": "mu",
    "σ": "sigma",
    "·": ",",
    "•": "-",
}
# At the start of a line a tick says a hand or ruling was recorded, a cross that an answer
# was refused, ! a warning; before a number the minus sign is said, elsewhere it is a dash.
_OPENING = re.compile(r"^(\s*)([✓✗!]) ", re.MULTILINE)
_OPENERS = {"✓": "Recorded. ", "✗": "Not taken: ", "!": "Warning: "}
_MINUS = re.compile(r"−(?=\d)")
_DRAWN = re.compile("[\u2500-\u259f]")  # box drawing and block characters: said as nothing


def plain_wanted() -> bool:
    """Whether screens are said in sentences: QUIDDLER_PLAIN set, or TERM=dumb."""
    asked = os.environ.get("QUIDDLER_PLAIN", "")
    return asked not in ("", "0") or os.environ.get("TERM") == "dumb"


def spoken(text: str) -> str:
    """``text`` with each mark and symbol as its words."""
    text = _OPENING.sub(lambda m: m[1] + _OPENERS[m[2]], text)
    text = _MINUS.sub("minus ", text).replace("−", "-")
    text = _DRAWN.sub("", text)
    return "".join(WORDS.get(character, character) for character in text)


def number(value: int) -> str:
    """A number as said: "minus 18", "38"."""
    return f"minus {-value}" if value < 0 else str(value)

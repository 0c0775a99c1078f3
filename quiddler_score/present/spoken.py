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

from quiddler_score.language import N_, _

# Each mark or symbol the screens use, as the words it stands for (in the language chosen).
WORDS = {
    "★": N_("longest word"),
    "▲": N_("most words"),
    # Translators: the mark of a challenge penalty, said in plain mode.
    "⚑": N_("challenge penalty"),
    # Translators: the mark of the player who went out, said in plain mode.
    "↑": N_("went out"),
    # Translators: a tick in a table's cell, said in plain mode.
    "✓": N_("yes"),
    # Translators: a cross in a table's cell, said in plain mode.
    "✗": N_("no"),
    # Translators: a dash in an empty cell of a table, said in plain mode.
    "—": N_("none"),
    "–": "-",
    "…": "...",
    "±": N_("plus or minus"),
    # Translators: the Greek letter μ, a rating's mean, said in plain mode.
    "μ": N_("mu"),
    # Translators: the Greek letter σ, a rating's spread, said in plain mode.
    "σ": N_("sigma"),
    "·": ",",
    "•": "-",
}
_TRANSLATED = {"★", "▲", "⚑", "↑", "✓", "✗", "—", "±", "μ", "σ"}
# At the start of a line a tick says a hand or ruling was recorded, a cross that an answer
# was refused, ! a warning; before a number the minus sign is said, elsewhere it is a dash.
_OPENING = re.compile(r"^(\s*)([✓✗!]) ", re.MULTILINE)
_OPENERS = {
    # Translators: said in plain mode at the start of a line that a hand or ruling was recorded.
    "✓": N_("Recorded."),
    # Translators: said in plain mode at the start of a line whose answer was refused.
    "✗": N_("Not taken:"),
    # Translators: said in plain mode at the start of a warning.
    "!": N_("Warning:"),
}
_MINUS = re.compile(r"−(\d)")
_DRAWN = re.compile("[\u2500-\u259f]")  # box drawing and block characters: said as nothing


def plain_wanted() -> bool:
    """Whether screens are said in sentences: QUIDDLER_PLAIN set, or TERM=dumb."""
    asked = os.environ.get("QUIDDLER_PLAIN", "")
    return asked not in ("", "0") or os.environ.get("TERM") == "dumb"


def spoken(text: str) -> str:
    """``text`` with each mark and symbol as its words."""
    text = _OPENING.sub(lambda m: f"{m[1]}{_(_OPENERS[m[2]])} ", text)
    # Translators: a negative number said in plain mode, "minus 18".
    text = _MINUS.sub(lambda m: _("minus {number}").format(number=m[1]), text).replace("−", "-")
    text = _DRAWN.sub("", text)
    words = {mark: _(said) if mark in _TRANSLATED else said for mark, said in WORDS.items()}
    return "".join(words.get(character, character) for character in text)


def number(value: int) -> str:
    """A number as said: "minus 18", "38"."""
    # Translators: a negative number said in plain mode, "minus 18".
    return _("minus {number}").format(number=-value) if value < 0 else str(value)

"""Text fitted to room: cut with "…", names on one line or two, pieces wrapped into lines.

Pure: each function is given how to measure text (a ``Measure``), so the pictures
(matplotlib, in px) and the score sheet (ReportLab, in pt) fit text the same way, each in the
font and unit it draws with.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import NamedTuple

Measure = Callable[[str, float, bool], float]
"""How wide a text is at a size (pt), bold or not, in the unit of the room it must fit."""


def cut(
    measure: Measure, text: str, room: float, size: float, *, bold: bool = False, keep: int = 1
) -> str:
    """``text`` if it fits ``room`` at ``size`` pt, else its longest start that fits with
    "…" after it (found by halving), at least ``keep`` characters, a space before "…" dropped."""
    if measure(text, size, bold) <= room:
        return text
    fits, over = keep, len(text)  # the start kept; the shortest start known too wide
    while over - fits > 1:
        middle = (fits + over) // 2
        if measure(text[:middle].rstrip() + "…", size, bold) <= room:
            fits = middle
        else:
            over = middle
    return text[:fits].rstrip() + "…"


class NameCell(NamedTuple):
    """A name as a table shows it: one line or two, at ``size`` pt."""

    lines: list[str]
    size: float


def name_cell(
    measure: Measure, name: str, room: float, size: float, *, bold: bool = False
) -> NameCell:
    """``name`` in a column ``room`` wide: on one line at ``size`` pt, or up to 2 pt
    smaller; else on two lines at that smaller size, split at a space or after a hyphen
    where the longer line is shortest; a line still too wide is cut with "…"."""
    smaller = size - 2
    for tried in (size, size - 1, smaller):
        if measure(name, tried, bold) <= room:
            return NameCell([name], tried)
    splits = [(name[:at].rstrip(), name[at:].lstrip()) for at in _break_points(name)]
    if not splits:
        return NameCell([cut(measure, name, room, smaller, bold=bold)], smaller)
    head, tail = min(splits, key=lambda split: max(measure(part, smaller, bold) for part in split))
    return NameCell(
        [cut(measure, part, room, smaller, bold=bold) for part in (head, tail)], smaller
    )


def _break_points(name: str) -> list[int]:
    """Where a name may go on to a second line: at a space, or after a hyphen."""
    text = name.strip()
    return [
        at
        for at in range(1, len(text))
        if (text[at] == " " or text[at - 1] == "-") and text[:at].strip() and text[at:].strip()
    ]


def shrunk(
    measure: Measure, text: str, room: float, size: float, *, least: float = 6, bold: bool = False
) -> float:
    """The size, at most ``size`` pt and at least ``least``, at which ``text`` fits ``room``:
    a figure is never cut short. Text grows as its size, so it is measured once."""
    return max(least, min(size, size * room / max(measure(text, size, bold), 1)))


def wrapped_lines(
    measure: Measure,
    pieces: list[str],
    room: float,
    size: float,
    *,
    gap: str = "  ",
    bold: bool = False,
) -> list[str]:
    """``pieces`` (words, notes) on as many lines as they need, none split, each line at
    most ``room`` wide; a piece wider than a line alone is cut with "…"."""
    lines: list[str] = []
    for piece in pieces:
        joined = f"{lines[-1]}{gap}{piece}" if lines else piece
        if lines and measure(joined, size, bold) <= room:
            lines[-1] = joined
        else:
            lines.append(cut(measure, piece, room, size, bold=bold))
    return lines


def within(
    measure: Measure, lines: list[str], most: int, room: float, size: float, *, bold: bool = False
) -> list[str]:
    """At most ``most`` of ``lines``, the last one ending in "…" if some were left out."""
    if len(lines) <= most:
        return lines
    kept = lines[: max(most, 1)]
    kept[-1] = cut(measure, kept[-1] + " …", room, size, bold=bold)
    return kept


def two_marks_at_most(text: str) -> str:
    """``text`` with each letter keeping at most two accents (combining marks): a name may
    be a letter and 30 of them, drawn as a smear over the line above."""
    kept, marks = [], 0
    for char in text:
        marks = marks + 1 if unicodedata.combining(char) else 0
        kept += [char] * (marks <= 2)
    return "".join(kept)


# Figures with decimals as the language writes them: 4.4 and 50% in English, 4,4 and
# 50 % in French. English is written as it always was, without loading Babel.


def decimal(value: float, digits: int = 1) -> str:
    """``value`` with ``digits`` decimals: 4.4 in English, 4,4 in French and Spanish."""
    from quiddler_score.language import language

    if language() == "en":
        return f"{value:.{digits}f}"
    from babel.numbers import format_decimal

    return str(format_decimal(value, format="#,##0." + "0" * digits, locale=language()))


def percent(fraction: float) -> str:
    """A fraction as a whole percent: 50% in English, 50 % in French and Spanish."""
    from quiddler_score.language import language

    if language() == "en":
        return f"{fraction:.0%}"
    from babel.numbers import format_percent

    return str(format_percent(fraction, locale=language()))


def figure(value: float) -> str:
    """A total or an average as it reads, as few decimals as it needs: 82, 82.5, 1,234.5
    (``format(value, "g")`` below 1,000 in English, as it always was)."""
    from quiddler_score.language import number

    return number(value) if abs(value) >= 1000 or value != int(value) else str(int(value))

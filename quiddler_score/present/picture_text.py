"""Text measured for the cards: how wide it is, wrapped or cut to fit, names in a column."""

from __future__ import annotations

from typing import NamedTuple

from matplotlib.font_manager import FontProperties
from matplotlib.textpath import TextToPath

from quiddler_score.present.picture_look import DPI, WIDTH

TEXT_WIDTH = WIDTH - 96
TITLE_SIZE = 19  # pt: a title that would need smaller goes on two lines
_MEASURE = TextToPath()


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """How many px wide ``text`` is in DejaVu Sans at ``size`` pt."""
    font = FontProperties(family="DejaVu Sans", size=size, weight="bold" if bold else "normal")
    points, _, _ = _MEASURE.get_text_width_height_descent(text, font, ismath=False)
    return points * DPI / 72


def wrapped(text: str, width: float, size: float, *, bold: bool = False) -> list[str]:
    """``text`` as one line if it fits ``width`` px at ``size`` pt, else as two split at a
    space: the most even split whose first line fits (the second may still be cut short)."""
    if text_width(text, size, bold=bold) <= width:
        return [text]
    words = text.split(" ")
    splits = [(" ".join(words[:n]), " ".join(words[n:])) for n in range(1, len(words))]
    fitting = [split for split in splits if text_width(split[0], size, bold=bold) <= width]
    if not fitting:
        return [text]
    head, tail = min(fitting, key=lambda split: max(text_width(p, size, bold=bold) for p in split))
    return [head, tail]


def wrapped_whole(text: str, width: float, size: float, indent: float = 0) -> list[str]:
    """``text`` on as many lines as it needs at ``size`` pt, each filled with the words
    that fit ``width`` px, less ``indent`` after the first (a word wider than that alone
    on its line, to be cut there)."""
    lines: list[str] = []
    for word in text.split(" "):
        room = width - (indent if len(lines) > 1 else 0)
        if lines and text_width(f"{lines[-1]} {word}", size) <= room:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def header_height(title: str) -> int:
    """The px of the band at the top: taller for a title on two lines."""
    return 170 if len(wrapped(title, TEXT_WIDTH, TITLE_SIZE, bold=True)) == 1 else 206


def cut(text: str, width: float, size: float, *, bold: bool = False, keep: int = 1) -> str:
    """``text`` if it fits ``width`` px at ``size`` pt, else its longest start that fits with
    "…" after it, but at least ``keep`` characters (a space before the "…" dropped)."""
    if text_width(text, size, bold=bold) <= width:
        return text
    count = len(text) - 1
    while count > keep and text_width(text[:count].rstrip() + "…", size, bold=bold) > width:
        count -= 1
    return text[:count].rstrip() + "…"


def line_height(size: float) -> float:
    """The px between two lines of text at ``size`` pt."""
    return size * DPI / 72 * 1.25


class NameCell(NamedTuple):
    """A name as a table shows it: one line or two, at ``size`` pt."""

    lines: list[str]
    size: float

    @property
    def height(self) -> float:
        return line_height(self.size) * len(self.lines)


def name_cell(name: str, width: float, size: float, *, bold: bool = False) -> NameCell:
    """``name`` in a column ``width`` px wide: on one line at ``size`` pt, or up to 2 pt
    smaller; else on two lines at that smaller size, split at a space or after a hyphen
    where the longer line is shortest; a line still too wide is cut with "…"."""
    smaller = size - 2
    for tried in (size, size - 1, smaller):
        if text_width(name, tried, bold=bold) <= width:
            return NameCell([name], tried)
    splits = [(name[:at].rstrip(), name[at:].lstrip()) for at in _break_points(name)]
    if not splits:
        return NameCell([cut(name, width, smaller, bold=bold)], smaller)
    head, tail = min(
        splits, key=lambda split: max(text_width(part, smaller, bold=bold) for part in split)
    )
    return NameCell([cut(part, width, smaller, bold=bold) for part in (head, tail)], smaller)


def _break_points(name: str) -> list[int]:
    """Where a name may go on to a second line: at a space, or after a hyphen."""
    text = name.strip()
    return [
        at
        for at in range(1, len(text))
        if (text[at] == " " or text[at - 1] == "-") and text[:at].strip() and text[at:].strip()
    ]

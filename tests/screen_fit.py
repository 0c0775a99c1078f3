"""What a person sees at a given terminal width, checked the way a person would read it.

A screen printed for a narrow terminal is compared with the same screen printed so wide
that nothing wraps. Four faults are looked for:

- a line wider than the terminal (the terminal would fold it wherever its edge falls);
- a word cut short with "…" that is not a player's name shortened on purpose (a table
  that ran out of room and cut a header such as "unused" to "unu…");
- a word broken inside: a piece of text that the wide screen never shows as a whole
  word ("hun" and "spell" where "hunspell" was printed);
- a lost indent: a line of the wide screen indented by N spaces that, once wrapped,
  goes on at the left edge.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence

from rich.cells import cell_len

# Box-drawing characters change with the table's width and style; the words inside do not.
_BOX = re.compile("[\u2500-\u257f]+")
ELLIPSIS = "…"


def tokens(text: str) -> list[str]:
    """The words of ``text``, without the lines tables are drawn with."""
    return [t for t in _BOX.sub(" ", text).split() if t]


def too_wide(text: str, width: int) -> list[str]:
    """Lines wider than ``width``, but for a link or a file's path alone on its line: each
    is printed whole, for the terminal to fold and to copy whole."""
    return [
        line
        for line in text.splitlines()
        if cell_len(line) > width
        and not (line.startswith("https://") and " " not in line)
        and not os.path.exists(line)
    ]


def cut_words(text: str, names: Sequence[str] = ()) -> list[str]:
    """Words cut short with "…", other than a player's name shortened to a prefix."""
    cut = []
    for token in tokens(text):
        if ELLIPSIS not in token:
            continue
        prefix = token.split(ELLIPSIS)[0].lstrip("(")
        starts = [word for name in names for word in (name, *name.split())]
        if prefix and any(start.startswith(prefix) for start in starts):
            continue
        cut.append(token)
    return cut


def broken_words(narrow: str, wide: str, extra: Iterable[str] = ()) -> list[str]:
    """Pieces of the narrow screen that the wide screen never shows as a whole word (a link
    is printed whole, and carries when its game started: each run's is its own)."""
    whole = set(tokens(wide)) | set(extra)
    return [
        t
        for t in tokens(narrow)
        if t not in whole and ELLIPSIS not in t and not t.startswith("https://")
    ]


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def lost_indents(narrow: str, wide: str) -> list[str]:
    """Wrapped lines that go on less indented than the line of the wide screen they continue.

    Each indented line of the wide screen that was too long to stay whole is looked for in
    the narrow screen: the narrow line that starts with its first words, and the lines
    after it that carry on its words, must all be indented at least as much.
    """
    lost = []
    narrow_lines = narrow.splitlines()
    for line in wide.splitlines():
        words = line.split()
        lead = _indent(line)
        if lead == 0 or len(words) < 2 or _BOX.search(line):
            continue
        for start, first in enumerate(narrow_lines):
            head = first.split()
            if not head or head == words or words[: len(head)] != head or _indent(first) != lead:
                continue
            rest = words[len(head) :]
            for following in narrow_lines[start + 1 :]:
                piece = following.split()
                if not rest or not piece or rest[: len(piece)] != piece:
                    break
                if _indent(following) < lead:
                    lost.append(following)
                rest = rest[len(piece) :]
    return lost


def faults(
    narrow: str, wide: str, width: int, names: Sequence[str] = (), extra: Iterable[str] = ()
) -> dict[str, list[str]]:
    """Every fault of the narrow screen, by kind; empty lists when it reads right."""
    return {
        "too wide": too_wide(narrow, width),
        "cut": cut_words(narrow, names),
        "broken": broken_words(narrow, wide, extra),
        "lost indent": lost_indents(narrow, wide),
    }


def assert_fits(
    narrow: str, wide: str, width: int, names: Sequence[str] = (), extra: Iterable[str] = ()
) -> None:
    found = {
        kind: lines for kind, lines in faults(narrow, wide, width, names, extra).items() if lines
    }
    assert not found, f"at {width} columns: {found}\n{narrow}"

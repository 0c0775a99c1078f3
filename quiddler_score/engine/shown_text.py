"""Text from people and files as a terminal may show it: no escape codes, no endless lines.

Whatever was typed or stored (a note, a word, a path, a name edited in SQL) can carry
characters a terminal obeys instead of showing: ESC starts a sequence that sets the title
or clears the screen, U+009B is the same in one character, BS and CR write over what
came before, U+202E turns the rest of the line around. Each such character is shown by
its code (``\\x1b``, ``\\u202e``), so the text reads as what it holds and does nothing.
A value echoed in an error is cut to a length a line can hold, with its length said.
"""

from __future__ import annotations

from quiddler_score.language import _, number

# Joiners inside emoji and some scripts' words: format characters that change no layout.
_KEPT_FORMAT = frozenset("\u200c\u200d")
# Control (Cc), format (Cf), surrogate (Cs), line and paragraph separators (Zl, Zp).
_ESCAPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
# How many characters of a value an error shows before it is cut.
SHOWN_LIMIT = 40


def _escaped(character: str) -> str:
    code = ord(character)
    if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8, as Python keeps it
        return f"\\x{code - 0xDC00:02x}"
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def obeyed(character: str) -> bool:
    """True for a character a terminal acts on (or hides) instead of showing."""
    if character.isprintable() or character == "\t":  # a tab moves on, and hides nothing
        return False
    if character in _KEPT_FORMAT:
        return False
    import unicodedata  # only for text that is not all printable

    return unicodedata.category(character) in _ESCAPED_CATEGORIES


def printable(text: str, *, lines: bool = False) -> str:
    """``text`` with every control and format character shown by its code.

    With ``lines``, newlines are kept (text of several lines printed as such); otherwise
    a newline is shown as ``\\x0a`` too, so that a one-line message stays one line.
    """
    if text.isprintable():
        return text
    return "".join(_escaped(c) if obeyed(c) and not (lines and c == "\n") else c for c in text)


def clipped(text: str, limit: int = SHOWN_LIMIT, quotes: str = "") -> str:
    """``text`` shown (see :func:`printable`) between the two characters of ``quotes``
    and, when longer than ``limit`` characters, cut with "…" and its whole length said:
    ``'xxxxx…' (120,000 characters)``."""
    opening, closing = (quotes[0], quotes[1]) if quotes else ("", "")
    if len(text) <= limit:
        return f"{opening}{printable(text)}{closing}"
    cut = f"{opening}{printable(text[: limit - 1])}…{closing}"
    # Translators: {value} is a value cut short ('xxxx…'); {count} its whole length, 41
    # or more.
    return _("{value} ({count} characters)").format(value=cut, count=number(len(text)))


def around(text: str, place: int, reach: int = 20) -> str:
    """The characters of ``text`` around ``place``, quoted and shown, for an error that
    points at one character of a long value: ``'…/games/w\\xff.txt'``."""
    start, end = max(0, place - reach), min(len(text), place + reach)
    before = "…" if start > 0 else ""
    after = "…" if end < len(text) else ""
    return f"'{before}{printable(text[start:end])}{after}'"


# A run of characters without a space longer than this, in a message, is a value
# echoed whole (a word, a name, a path); a path of a deep folder stays under it.
LONGEST_RUN = 200
# A message longer than this is cut, whatever it holds.
LONGEST_MESSAGE = 2000


def one_line_message(message: str) -> str:
    """An error message as the terminal is given it: escaped, and every value in it that
    is too long for a line cut with its length said (see :func:`clipped`). The message's
    own line breaks are kept; the values in it are escaped where they are written."""
    shown = " ".join(
        _clipped_run(part) if len(part) > LONGEST_RUN else printable(part, lines=True)
        for part in message.split(" ")
    )
    if len(shown) > LONGEST_MESSAGE:
        # Translators: {message} is an error message cut short; {count} its whole length.
        cut = _("{message}… (a message of {count} characters)")
        shown = cut.format(message=shown[: LONGEST_MESSAGE - 1], count=number(len(message)))
    return shown


def _clipped_run(run: str) -> str:
    """A run too long for a line, cut; a quoted value keeps its quotes around the cut."""
    for quotes in ("''", '""', "()"):
        end = run.rfind(quotes[1])
        if run.startswith(quotes[0]) and end > 0:
            return clipped(run[1:end], quotes=quotes) + printable(run[end + 1 :])
    value = run.rstrip(":;,.")
    return clipped(value) + run[len(value) :]

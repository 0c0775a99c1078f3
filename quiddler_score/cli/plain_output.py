"""Output that any terminal or file can take, whatever its encoding.

A Windows console, output redirected under a Latin-1 locale or ``PYTHONIOENCODING=ascii``
cannot encode the board's marks (★ ▲ ✗ ⚑ ↑), the minus sign, the table lines or some
accents. Instead of failing (after a hand was committed, say), each character the
encoding lacks is written as its plain fallback: a mark as an ASCII sign, a table
line as - | +, an accented letter as its letter without the accent, anything else as ?:
one character for one, so that tables keep their columns. Characters the encoding has
(é in Latin-1 and cp1252) are written as they are. Arguments typed in UTF-8 under a
locale that says ASCII are read as typed.
"""

from __future__ import annotations

import codecs
import io
import sys

ERRORS = "quiddler-plain"

FALLBACKS = {
    "−": "-",
    "–": "-",
    "—": "-",
    "…": "~",
    "★": "*",
    "▲": "^",
    "✓": "v",
    "✗": "x",
    "⚑": "!",
    "↑": "^",
    "±": "~",
    "μ": "u",
    "σ": "s",
    "·": ".",
    "•": "*",
    "ø": "o",
    "Ø": "O",
    "ł": "l",
    "Ł": "L",
    "æ": "e",
    "Æ": "E",
    "œ": "e",
    "Œ": "E",
    "ß": "s",
}
_BLOCKS = "▁▂▃▄▅▆▇█"  # the running-total chart: low to high


def plain(character: str, encoding: str) -> str:
    """What to write for ``character`` where ``encoding`` has no way to write it."""
    import unicodedata  # only for a character the output cannot take: not on check's path

    if character in FALLBACKS:
        return FALLBACKS[character]
    if character in _BLOCKS:
        return "_.-=oO@#"[_BLOCKS.index(character)]
    if "\u2500" <= character <= "\u257f":  # box drawing: the lines of a table
        name = unicodedata.name(character, "")
        return (
            "-"
            if "HORIZONTAL" in name and "VERTICAL" not in name
            else ("|" if "VERTICAL" in name and "HORIZONTAL" not in name else "+")
        )
    decomposed = unicodedata.normalize("NFKD", character)
    letters = "".join(c for c in decomposed if not unicodedata.combining(c))
    try:
        letters.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return "?"
    return letters or "?"


def _plain_errors(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    text = error.object[error.start : error.end]
    return "".join(plain(character, error.encoding) for character in text), error.end


def write_plainly_where_needed() -> None:
    """Make stdout and stderr write fallbacks for what their encoding cannot take."""
    codecs.register_error(ERRORS, _plain_errors)
    for stream in (sys.stdout, sys.stderr):
        if not isinstance(stream, io.TextIOWrapper) or stream.encoding is None:
            continue
        if codecs.lookup(stream.encoding).name != "utf-8":
            stream.reconfigure(errors=ERRORS)


def arguments_as_typed(arguments: list[str]) -> list[str]:
    """The arguments as typed in UTF-8, where the locale says ASCII (``LC_ALL=C``).

    Python then keeps each byte it cannot decode as a lone surrogate ("née" becomes
    "n\udcc3\udca9e"); such an argument is read again as the UTF-8 it was typed in.
    """
    return [_as_utf8(argument) for argument in arguments]


def _as_utf8(argument: str) -> str:
    if not any("\udc80" <= character <= "\udcff" for character in argument):
        return argument
    try:
        return argument.encode("utf-8", "surrogateescape").decode("utf-8")
    except UnicodeDecodeError:
        return argument  # not UTF-8 either: said as it is, the error names it

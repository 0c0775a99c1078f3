"""English left on a French or Spanish screen: the leak check that the tests of each part
of the package run on what it shows in the language.

Every message of the catalog's template is cut at its placeholders (and at its blank
lines, where help text starts a paragraph) into pieces; a piece long enough to mean
something, and that the language's translation does not keep as it is (a command typed,
an option's name, "Quiddler"), is English that must not be seen on a screen in that
language. A message the language's catalog leaves untranslated (blank or fuzzy) keeps
none of its English: its pieces are all leaks, so a check fails on the first message of
its part left untranslated that its screen shows. The translations are read from the
language's .po, which tests/test_language.py holds the compiled .mo to.

    from english_leaks import assert_no_leaks, leaks

    assert_no_leaks(screen, "fr", under="quiddler_score/cli/play/")
    assert leaks(screen, "es") == {}  # each fragment shown, with its message

``under`` keeps the messages composed in a file under one of its path prefixes (a folder,
or a file's whole path): each part's tests check their own messages, the tests of the
whole tool all of them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel.messages.pofile import read_po

from quiddler_score.language import LOCALE_DIR

TEMPLATE = Path(LOCALE_DIR) / "messages.pot"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
PARAGRAPH = re.compile(r"\n\s*\n")
# What a piece loses at its ends: spaces and the punctuation next to a placeholder.
EDGES = " .,:;()!?·−-"


@dataclass(frozen=True)
class Message:
    """A message of the template: its forms (one, or a plural's two), its context and
    the files it is composed in."""

    forms: tuple[str, ...]
    context: str | None
    places: tuple[str, ...]

    @property
    def msgid(self) -> str:
        return self.forms[0]


@cache
def messages() -> tuple[Message, ...]:
    """Every message of the template."""
    with TEMPLATE.open("rb") as template:
        read = read_po(template)
    found = []
    for message in read:
        if not message.id:
            continue
        forms = tuple(message.id) if isinstance(message.id, tuple | list) else (message.id,)
        places = tuple(path for path, _line in message.locations)
        found.append(Message(forms, message.context, places))
    return tuple(found)


@cache
def translations(language: str) -> dict[tuple[str, str | None], tuple[str, ...]]:
    """How ``language``'s catalog says each message it translates, by msgid and context:
    its forms. A message left untranslated (or fuzzy, which is not compiled) is absent."""
    po = Path(LOCALE_DIR) / language / "LC_MESSAGES" / "messages.po"
    with po.open("rb") as file:
        catalog = read_po(file, locale=language)
    said: dict[tuple[str, str | None], tuple[str, ...]] = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        msgid = message.id[0] if isinstance(message.id, tuple | list) else message.id
        strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
        if all(strings):
            said[(msgid, message.context)] = tuple(str(string) for string in strings)
    return said


def translated(language: str, message: Message) -> tuple[str, ...]:
    """How ``language`` says each form of ``message``; nothing where it is untranslated."""
    return translations(language).get((message.msgid, message.context), ())


def pieces(text: str) -> list[str]:
    """``text`` cut at its placeholders and blank lines, each piece on one line and
    without the spaces and punctuation at its ends."""
    found = []
    for paragraph in PARAGRAPH.split(text.replace("\b", "")):
        for piece in PLACEHOLDER.split(paragraph):
            piece = " ".join(piece.split()).strip(EDGES)
            if piece:
                found.append(piece)
    return found


def worded(piece: str) -> int:
    """How many words ``piece`` has: those holding a letter ("acceptable (" is one)."""
    return sum(any(c.isalpha() for c in word) for word in piece.split())


def composed_under(message: Message, under: str | tuple[str, ...]) -> bool:
    return not under or any(place.startswith(under) for place in message.places)


def english_fragments(
    language: str, under: str | tuple[str, ...] = "", words: int = 2, length: int = 10
) -> dict[str, str]:
    """The English pieces of every message (composed in a file under ``under``) that
    ``language`` says differently: ``words`` words or more and ``length`` characters or
    more, so that they mean something. Each names its message."""
    fragments: dict[str, str] = {}
    for message in messages():
        if not composed_under(message, under):
            continue
        said = translated(language, message)
        kept = " ".join(" ".join(said).split())
        for form in message.forms:
            if form in said:  # the same in both languages (a name, a command)
                continue
            for piece in pieces(form):
                # A piece the translation keeps as it is (a command typed, an option's
                # name) is not English left untranslated.
                if len(piece) >= length and worded(piece) >= words and piece not in kept:
                    fragments.setdefault(piece, message.msgid)
    return fragments


def leaks(
    screen: str,
    language: str,
    under: str | tuple[str, ...] = "",
    words: int = 2,
    length: int = 10,
) -> dict[str, str]:
    """The English fragments that ``screen`` shows (read whatever its line breaks), with
    the message each comes from."""
    shown = " ".join(screen.split())
    return {
        piece: msgid
        for piece, msgid in english_fragments(language, under, words, length).items()
        if piece in shown
    }


def assert_no_leaks(
    screen: str,
    language: str,
    under: str | tuple[str, ...] = "",
    words: int = 2,
    length: int = 10,
) -> None:
    """Fail, naming each English fragment ``screen`` shows and its message, then the
    screen, if it shows any."""
    found = leaks(screen, language, under, words, length)
    listed = "\n".join(f"  {piece!r} (from {msgid!r})" for piece, msgid in sorted(found.items()))
    assert not found, f"English on the screen in {language}:\n{listed}\n{screen}"

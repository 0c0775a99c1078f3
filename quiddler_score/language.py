"""The language a person reads: English, French or Spanish, while the words stay English.

Messages are marked where they are composed, ``_("Round {number}")`` and
``ngettext("{count} word", "{count} words", count)``, and looked up in the gettext
catalog of the language chosen. A text that is defined before any language is known
(a column's heading, a command's help) is marked with ``N_`` and translated with ``_``
where it is shown.

The language is the first of ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that
is set, as gettext reads them, or ``--lang`` (which sets ``LANGUAGE`` for the command);
a page served to a browser speaks its ``Accept-Language`` inside :func:`speaking`.
English is the language of the source, so it needs no catalog.

This module sits beside the layers: the engine's reasons and the shell's questions are
translated alike, and it imports nothing of the package.
"""

from __future__ import annotations

import errno
import gettext
import os
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import datetime as dt

# The catalogs: locale/<language>/LC_MESSAGES/messages.mo. The domain is click's too
# ("messages", gettext's default), so one catalog also holds click's own strings.
# A str, not a Path: `check WORD` does without pathlib.
LOCALE_DIR = os.path.join(os.path.dirname(__file__), "locale")
DOMAIN = "messages"
ENGLISH = "en"
LANGUAGES = (ENGLISH, "fr", "es")
# Where gettext looks, in its order; LANGUAGE may list several, "fr:es".
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

# The language a page speaks, inside speaking(); None: the environment's.
_spoken: ContextVar[str | None] = ContextVar("spoken", default=None)
# Each catalog read once: gettext.translation looks for the file again at every call.
_loaded: dict[str, gettext.NullTranslations] = {}


def _(message: str) -> str:
    """``message`` in the language chosen (itself in English, or where not translated)."""
    return translations().gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural of a message, as the language chosen says ``count`` of it."""
    return translations().ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` translated in ``context``, for a short text that English uses twice."""
    return translations().pgettext(context, message)


def N_(message: str) -> str:  # gettext's name, which extraction looks for
    """Mark ``message`` for translation where it is defined; ``_`` translates it when shown."""
    return message


def translations() -> gettext.NullTranslations:
    """The catalog of the language in force: a page's, else the environment's."""
    return catalog(language())


def catalog(language: str) -> gettext.NullTranslations:
    """The translations of one of :data:`LANGUAGES` (English's translate nothing)."""
    loaded = _loaded.get(language)
    if loaded is None:
        if language == ENGLISH:
            loaded = gettext.NullTranslations()
        else:
            loaded = gettext.translation(DOMAIN, LOCALE_DIR, languages=[language])
        _loaded[language] = loaded
    return loaded


def language() -> str:
    """The code of the language in force: ``en``, ``fr`` or ``es``."""
    return _spoken.get() or language_from_environment()


def language_from_environment() -> str:
    """The language the environment asks for, as gettext reads it; English otherwise.

    The first variable set decides; in it, the first language this tool speaks
    (``LANGUAGE=de:fr`` is French). ``C`` and ``POSIX`` are English.
    """
    for name in ENVIRONMENT:
        value = os.environ.get(name, "")
        if value:
            return supported(value.split(":")) or ENGLISH
    return ENGLISH


def supported(asked: list[str]) -> str | None:
    """The first of ``asked`` (``fr_FR.UTF-8``, ``es-MX``, ``en``) this tool speaks."""
    for tag in asked:
        code = tag.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if code in ("c", "posix"):
            return ENGLISH
        if code in LANGUAGES:
            return code
    return None


def from_accept_language(header: str) -> str:
    """The language of a browser's ``Accept-Language``, by its weights; English otherwise."""
    weighted: list[tuple[float, int, str]] = []
    for place, part in enumerate(header.split(",")):
        tag, _semicolon, parameters = part.strip().partition(";")
        weight = 1.0
        name, _equals, value = parameters.strip().partition("=")
        if name.strip() == "q":
            try:
                weight = float(value)
            except ValueError:
                weight = 0.0
        if tag and weight > 0:
            weighted.append((-weight, place, tag.strip()))
    return supported([tag for _weight, _place, tag in sorted(weighted)]) or ENGLISH


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Translate into ``language`` inside the block (a page's, whatever the environment)."""
    token = _spoken.set(language)
    try:
        yield
    finally:
        _spoken.reset(token)


def teach_click() -> None:
    """Make click's own strings ("Usage:", "Missing argument") read from our catalogs.

    click translates through gettext's global domain, which reads the environment; so
    ``--lang`` sets ``LANGUAGE`` (see the command line).
    """
    gettext.bindtextdomain(DOMAIN, LOCALE_DIR)


def number(value: float) -> str:
    """A number as the language writes it: 1,234 in English, 1 234 in French, 1.234 in Spanish."""
    if abs(value) < 1000 and float(value).is_integer():
        return str(int(value))  # no separator to place: Babel is not loaded for it
    from babel.numbers import format_decimal

    return format_decimal(value, locale=language())


def day(date: dt.date) -> str:
    """A date as the language writes it briefly: Dec 7, 2026; 7 déc. 2026; 7 dic 2026."""
    from babel.dates import format_date

    return format_date(date, "medium", locale=language())


def long_day(date: dt.date) -> str:
    """A date with its weekday: Monday, December 7, 2026; lundi 7 décembre 2026."""
    from babel.dates import format_date

    return format_date(date, "full", locale=language())


# The system's reasons for the errors a person meets (a file missing, a disk full), in
# the language: the C library says them in English on most machines. Each is the
# message Linux gives, so that English reads as the system says it.
_SYSTEM_REASONS = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EEXIST: N_("File exists"),
    errno.EISDIR: N_("Is a directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.EROFS: N_("Read-only file system"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.EADDRINUSE: N_("Address already in use"),
    errno.EADDRNOTAVAIL: N_("Cannot assign requested address"),
}


def system_reason(error: OSError) -> str:
    """Why the system refused, as it says it in English and in the language otherwise."""
    said = _SYSTEM_REASONS.get(error.errno or 0)
    if said is None or language() == ENGLISH:
        return error.strerror or str(error)
    return _(said)

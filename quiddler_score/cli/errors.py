"""Where the core's errors become the command line's: one line and exit status 2."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import click

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.language import _


class InputError(click.ClickException):
    """A mistake in what the scorekeeper typed or wrote: one line, exit status 2."""

    exit_code = 2


@contextmanager
def one_line(prefix: str = "", suffix: str = "") -> Iterator[None]:
    """Any error of the core (rules, notation, names, store, dictionaries) as an InputError,
    between ``prefix`` and ``suffix`` (what the command's user can do about it).

    A ``prefix`` that names where the error is ("--dictionary: ") is joined to it as the
    language writes a colon (French "--dictionary : ...")."""
    try:
        yield
    except QuiddlerError as error:  # the root of every error of the core
        raise InputError(f"{at(prefix, str(error))}{suffix}") from None


def at(prefix: str, error: str) -> str:
    """``error`` after ``prefix``; a prefix ending in ": " joined as the language does."""
    if not prefix.endswith(": "):
        return f"{prefix}{error}"
    where = prefix.removesuffix(": ").rstrip()
    # Translators: {where} is what a mistake is about (an option such as --dictionary, a
    # command, a file), {error} the mistake.
    return _("{where}: {error}").format(where=where, error=error)

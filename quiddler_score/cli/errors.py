"""Where the core's errors become the command line's: one line and exit status 2."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import click

from quiddler_score.engine.errors import QuiddlerError


class InputError(click.ClickException):
    """A mistake in what the scorekeeper typed or wrote: one line, exit status 2."""

    exit_code = 2


@contextmanager
def one_line(prefix: str = "", suffix: str = "") -> Iterator[None]:
    """Any error of the core (rules, notation, names, store, dictionaries) as an InputError,
    between ``prefix`` and ``suffix`` (what the command's user can do about it)."""
    try:
        yield
    except QuiddlerError as error:  # the root of every error of the core
        raise InputError(f"{prefix}{error}{suffix}") from None

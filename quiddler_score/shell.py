"""What every command shares: the one-line error, the console, JSON output."""

from __future__ import annotations

import json
import sys
from typing import Any

import click

dictionary_option = click.option(
    "--dictionary",
    "-d",
    default="standard",
    show_default=True,
    help="standard, large, hunspell:TAG (e.g. hunspell:en_GB) or file:PATH.",
)


class InputError(click.ClickException):
    """A mistake in what the scorekeeper typed or wrote: one line, exit status 2."""

    exit_code = 2


def make_console(**options: Any) -> Any:
    """A rich console that never reads text as markup.

    Player names, game names and words are free text: a name such as ``[/bold]`` or
    ``Ann [host]`` must be shown as typed, not taken for rich's markup.
    """
    from rich.console import Console

    return Console(markup=False, **options)


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")

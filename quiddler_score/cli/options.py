"""What every command shares: the one-line error, the console, JSON output."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

dictionary_option = click.option(
    "--dictionary",
    "-d",
    default="standard",
    show_default=True,
    help="standard, large, hunspell:TAG (e.g. hunspell:en_GB) or file:PATH.",
)


FC = TypeVar("FC", bound=Callable[..., Any])


def rules_file_option(help_text: str) -> Callable[[FC], FC]:
    """``--rules FILE``: a TOML file whose [rules] table sets the house rules."""
    return click.option(
        "--rules",
        "rules_file",
        type=click.Path(dir_okay=False, path_type=Path),
        help=help_text,
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

"""What the commands share: options, the rules file, JSON output."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from quiddler_score.cli.errors import InputError, one_line

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


def json_flag(help_text: str) -> Callable[[FC], FC]:
    """``--json``: print the answer as JSON instead of for people."""
    return click.option("--json", "as_json", is_flag=True, help=help_text)


def read_rules(path: Path) -> dict[str, Any]:
    """The [rules] table of a TOML file (or its top level), checked setting by setting."""
    import tomllib

    from quiddler_score.engine.rules import RuleSettings

    try:
        # utf-8-sig: a file saved by Windows Notepad starts with a byte-order mark.
        data = tomllib.loads(path.read_text(encoding="utf-8-sig"))
    except OSError as error:
        raise InputError(f"--rules {path}: cannot read it ({error.strerror})") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise InputError(f"--rules {path}: not valid TOML: {error}") from None
    table = data.get("rules", data)
    if not isinstance(table, dict):
        raise InputError(f"--rules {path}: [rules] must be a table of rule settings")
    with one_line(f"--rules {path}: "):
        return RuleSettings.from_table(table).to_table()


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")

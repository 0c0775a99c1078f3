"""What the commands share: options, the rules file, JSON output."""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING, Any, TypeVar

import click

from quiddler_score.cli import FilePath
from quiddler_score.cli.errors import InputError, one_line
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.language import N_, _, pgettext, speaking, system_reason

if TYPE_CHECKING:
    from pathlib import Path

# Marked for translation, and translated where the help is drawn, as every option's help.
DICTIONARY_HELP = N_("standard, large, family, hunspell:TAG (e.g. hunspell:en_GB) or file:PATH.")

dictionary_option = click.option(
    "--dictionary", "-d", default="standard", show_default=True, help=DICTIONARY_HELP
)


FC = TypeVar("FC", bound=Callable[..., Any])


def rules_file_option(help_text: str) -> Callable[[FC], FC]:
    """``--rules FILE``: a TOML file whose [rules] table sets the house rules.

    Each of these options' ``help_text`` is marked with ``N_`` by the caller; the help is
    translated where it is drawn."""
    # FILE as the help texts name it, in every language (click would name it in the
    # language in force when the option is made).
    return click.option("--rules", "rules_file", type=FilePath(), metavar="FILE", help=help_text)


def file_option(kind: str, help_text: str) -> Callable[[FC], FC]:
    """``--KIND FILE``: a file to write, handed to the command as ``KIND_path``."""
    return click.option(
        f"--{kind}", f"{kind}_path", type=FilePath(), metavar="FILE", help=help_text
    )


def json_flag(help_text: str) -> Callable[[FC], FC]:
    """``--json``: print the answer as JSON instead of for people."""
    return click.option("--json", "as_json", is_flag=True, help=help_text)


def read_toml_text(path: Path, where: str, what: str) -> str:
    """The text of a TOML file, refused in one line when it cannot be what was asked for:
    not a regular file (a FIFO would wait for a writer for ever), longer than any real
    one (only that much is read), or not UTF-8."""
    # on check's path: only with --rules
    from quiddler_score.engine.transcript import MAX_TOML_CHARS

    try:
        # O_NONBLOCK: opening a FIFO does not wait for a writer before it can be refused
        # (Windows has neither FIFOs nor the flag); O_BINARY: Windows reads the bytes as
        # they are, not stopping at a Ctrl-Z.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with open(fd, "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                # Translators: {where} is the file as given; {what} what it should be,
                # "the transcript" or "it" (the rules file).
                said = _("{where}: not a regular file, so not {what}")
                raise InputError(said.format(where=where, what=what))
            # UTF-8 takes at most 4 bytes a character: more than that is too long anyway.
            data = file.read(4 * MAX_TOML_CHARS + 1)
    except OSError as error:
        said = _("{where}: cannot read {what} ({why})")
        raise InputError(said.format(where=where, what=what, why=system_reason(error))) from None
    if len(data) > 4 * MAX_TOML_CHARS:
        said = _("{where}: too long for {what} (at most {size} KiB)")
        raise InputError(said.format(where=where, what=what, size=MAX_TOML_CHARS // 1024))
    try:
        # utf-8-sig: a file saved by Windows Notepad starts with a byte-order mark.
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        said = _("{where}: {what} is not UTF-8 text")
        raise InputError(said.format(where=where, what=what)) from None


def read_rules(path: Path) -> dict[str, Any]:
    """The [rules] table of a TOML file (or its top level), checked setting by setting."""
    from quiddler_score.engine.transcript import load_toml  # on check's path: only with --rules

    # Translators: the rules file, in "--rules FILE: cannot read it".
    text = read_toml_text(path, f"--rules {path}", pgettext("the rules file", "it"))
    with one_line(f"--rules {path}: "):
        data = load_toml(text)
    table = data.get("rules", data)
    if not isinstance(table, dict):
        said = _("--rules {path}: [rules] must be a table of rule settings")
        raise InputError(said.format(path=path))
    with one_line(f"--rules {path}: "):
        return RuleSettings.from_table(table).to_table()


def english_for_json(as_json: bool) -> contextlib.AbstractContextManager[None]:
    """English inside, for an answer asked for as JSON (JSON is for programs: its values
    read the same in every language); the language chosen otherwise."""
    return speaking("en") if as_json else contextlib.nullcontext()


def print_json(data: Any) -> None:
    import json  # only the answers asked for as JSON need it

    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


if TYPE_CHECKING:
    TextType = click.ParamType[str]
else:
    # Generic only in recent click; the requirement allows click 8.1.
    TextType = click.ParamType


class Day(TextType):
    """``--since DATE``: a day as YYYY-MM-DD, checked and written that way (Python also
    reads 20261202 and 2026-W49-3 as dates; the days compared with it are YYYY-MM-DD)."""

    name = "date"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        try:
            return date.fromisoformat(str(value)).isoformat()
        except ValueError:
            said = _("--since {date}: give a date as YYYY-MM-DD").format(date=repr(value))
            raise InputError(said) from None

#!/usr/bin/env python3
"""Write docs/commands.md, the command reference, from the click commands themselves.

Usage::

    python scripts/command_reference.py          # rewrite docs/commands.md
    python scripts/command_reference.py --check  # exit 1 if docs/commands.md is stale

It walks every command of ``quiddler_score.cli:cli`` and every subcommand of a group
(``house``), and writes for each its ``--help`` as click formats it: the usage line, the
help text and the options. The help is laid out for a terminal of a fixed width, whatever
the terminal the script runs in, so the file is the same on every machine;
``tests/test_docs.py`` fails when the file is not what this script makes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import click

from quiddler_score.cli import cli

WIDTH = 100
PROGRAM = "quiddler-score"
TARGET = Path(__file__).resolve().parent.parent / "docs" / "commands.md"

INTRODUCTION = f"""\
# Command reference

Every command's `--help`, as `{PROGRAM}` prints it in a terminal {WIDTH} columns wide.
This file is generated from the commands: run `python scripts/command_reference.py` after
changing a command's options or help, and commit the result (`tests/test_docs.py` fails
while it is stale). The [guide](guide.md) explains the commands by task.
"""


def anchor(title: str) -> str:
    """The anchor a heading gets on GitHub: lower case, spaces as hyphens, no punctuation."""
    kept = (ch for ch in title.strip().lower() if ch.isalnum() or ch in " -_")
    return "".join(kept).replace(" ", "-")


def context(command: click.Command, name: str, parent: click.Context | None) -> click.Context:
    """A context for ``command`` that formats its help for a terminal of WIDTH columns."""
    return command.context_class(
        command,
        parent=parent,
        info_name=name,
        terminal_width=WIDTH,
        max_content_width=WIDTH,
        help_option_names=["-h", "--help"],
    )


def walk(command: click.Command, name: str, parent: click.Context | None) -> list[tuple[str, str]]:
    """``(command path, help text)`` for ``command`` and, for a group, each subcommand."""
    ctx = context(command, name, parent)
    found = [(ctx.command_path, command.get_help(ctx))]
    if isinstance(command, click.Group):
        for sub_name in command.list_commands(ctx):
            sub = command.get_command(ctx, sub_name)
            if sub is not None and not sub.hidden:
                found += walk(sub, sub_name, ctx)
    return found


def reference() -> str:
    """The whole of docs/commands.md."""
    helps = walk(cli, PROGRAM, None)
    lines = [INTRODUCTION]
    lines += [f"- [`{path}`](#{anchor(path)})" for path, _ in helps]
    for path, text in helps:
        body = "\n".join(line.rstrip() for line in text.splitlines())
        lines += ["", f"## {path}", "", "```text", body, "```"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="exit 1 if the file is not what it would be"
    )
    check = parser.parse_args(argv).check
    wanted = reference()
    if check:
        current = TARGET.read_text(encoding="utf-8") if TARGET.is_file() else None
        if current != wanted:
            print(
                f"{TARGET.name} is stale: run python scripts/command_reference.py",
                file=sys.stderr,
            )
            return 1
        return 0
    TARGET.write_text(wanted, encoding="utf-8", newline="\n")
    print(f"Wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

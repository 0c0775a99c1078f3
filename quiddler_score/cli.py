"""The ``quiddler-score`` command line: a group whose commands load when they are run.

Each command module is imported only when its command runs, and heavy modules (rich,
the dictionaries, pyenchant, wordfreq) only inside the commands that use them, so
``check WORD`` does not pay for what ``board`` needs.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import click

from quiddler_score.shell import InputError, make_console, print_json

__all__ = ["InputError", "cli", "main", "make_console", "print_json"]

COMMANDS = {
    "score": "transcript_commands",
    "demo": "transcript_commands",
    "check": "word_commands",
    "dictionaries": "dictionaries_command",
    "best": "best_command",
    "new": "game_commands",
    "record": "game_commands",
    "challenge": "game_commands",
    "undo": "game_commands",
    "history": "game_commands",
    "board": "game_commands",
    "games": "game_commands",
    "open": "game_commands",
    "export": "game_commands",
    "play": "play_command",
}


class LazyGroup(click.Group):
    """Imports a command's module when the command is asked for (click's lazy group)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        module = COMMANDS.get(cmd_name)
        if module is None:
            return None
        loaded = importlib.import_module(f"quiddler_score.{module}")
        command = getattr(loaded, "open_game" if cmd_name == "open" else cmd_name)
        assert isinstance(command, click.Command)
        return command


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="quiddler-score")
@click.option(
    "--db",
    type=click.Path(dir_okay=False, path_type=Path),
    envvar="QUIDDLER_DB",
    help="The saved-games database (default: in your user data folder; env QUIDDLER_DB).",
)
def cli(db: Path | None) -> None:
    """Keep score and judge words for the card game Quiddler."""


def main() -> None:
    cli(prog_name="quiddler-score")

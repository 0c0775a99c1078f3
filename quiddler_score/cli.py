"""The ``quiddler-score`` command line: parse, call the core, render.

Heavy modules (rich, the dictionaries, pyenchant, wordfreq) are imported inside the
commands that use them, so ``check WORD`` does not pay for what ``board`` needs.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from quiddler_score.errors import ScoringError


class InputError(click.ClickException):
    """A mistake in what the scorekeeper typed or wrote: one line, exit status 2."""

    exit_code = 2


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="quiddler-score")
@click.option(
    "--db",
    type=click.Path(dir_okay=False, path_type=Path),
    envvar="QUIDDLER_DB",
    help="The saved-games database (default: in your user data folder; env QUIDDLER_DB).",
)
def cli(db: Path | None) -> None:
    """Keep score and judge words for the card game Quiddler."""


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the scoreboard as one JSON object.")
def score(file: Path, as_json: bool) -> None:
    """Score a recorded game written as a TOML transcript FILE."""
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as error:
        raise InputError(f"{file}: cannot read the transcript ({error.strerror})") from None
    except UnicodeDecodeError:
        raise InputError(f"{file}: the transcript is not UTF-8 text") from None
    _show_transcript(text, as_json=as_json, source=str(file))


@cli.command()
@click.option("--json", "as_json", is_flag=True, help="Print the scoreboard as one JSON object.")
def demo(as_json: bool) -> None:
    """Replay a sample game night of 4 players and show its scoreboard.

    It touches no saved game.
    """
    from importlib.resources import files

    text = (files("quiddler_score") / "demo.toml").read_text(encoding="utf-8")
    _show_transcript(text, as_json=as_json, source="demo")


def _show_transcript(text: str, *, as_json: bool, source: str) -> None:
    from quiddler_score.scoring import score_game
    from quiddler_score.transcript import parse_transcript

    try:
        transcript = parse_transcript(text)
        scoreboard = score_game(
            transcript.table, transcript.rounds, judge=lazy_judge(transcript.table)
        )
    except ScoringError as error:
        raise InputError(f"{source}: {error}") from None
    if as_json:
        from quiddler_score.report import scoreboard_data

        print_json(scoreboard_data(scoreboard))
        return
    from quiddler_score import render

    console = make_console()
    for result in scoreboard.rounds:
        console.print(render.round_details(result))
    console.print(render.board(scoreboard, title=transcript.name or source))


def lazy_judge(table: Any) -> Any:
    """A judge for the engine that opens the game's dictionary only when first asked."""
    from quiddler_score.word_judge import TableJudge

    return TableJudge(table.dictionary, table.rules)


def make_console() -> Any:
    from rich.console import Console

    return Console()


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def main() -> None:
    cli(prog_name="quiddler-score")


# The command modules register themselves on `cli` when imported.
from quiddler_score import game_commands, word_commands  # noqa: E402, F401

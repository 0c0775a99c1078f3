"""``score`` a recorded game from a TOML transcript, and the sample ``demo``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from quiddler_score.cli.options import InputError, make_console, print_json
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.rules import settings_help


@click.command(epilog=settings_help())
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the scoreboard as one JSON object.")
def score(file: Path, as_json: bool) -> None:
    """Score a recorded game written as a TOML transcript FILE."""
    try:
        # utf-8-sig: a transcript saved by Windows Notepad starts with a byte-order mark.
        text = file.read_text(encoding="utf-8-sig")
    except OSError as error:
        raise InputError(f"{file}: cannot read the transcript ({error.strerror})") from None
    except UnicodeDecodeError:
        raise InputError(f"{file}: the transcript is not UTF-8 text") from None
    show_transcript(text, as_json=as_json, source=str(file))


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print the scoreboard as one JSON object.")
def demo(as_json: bool) -> None:
    """Replay a sample game night of 4 players and show its scoreboard.

    It touches no saved game.
    """
    from importlib.resources import files

    text = (files("quiddler_score") / "demo.toml").read_text(encoding="utf-8")
    show_transcript(text, as_json=as_json, source="demo")


def show_transcript(text: str, *, as_json: bool, source: str) -> None:
    from quiddler_score.engine.scoring import score_game
    from quiddler_score.engine.transcript import parse_transcript
    from quiddler_score.words.backends import DictionaryUnavailable
    from quiddler_score.words.dictionaries import open_dictionary
    from quiddler_score.words.table_judge import TableJudge

    try:
        transcript = parse_transcript(text)
        table = transcript.table
        open_dictionary(table.dictionary)
        scoreboard = score_game(
            table, transcript.rounds, judge=TableJudge(table.dictionary, table.rules)
        )
    except ScoringError as error:
        raise InputError(f"{source}: {error}") from None
    except DictionaryUnavailable as error:
        raise InputError(f"{source}: dictionary: {error}") from None
    if as_json:
        from quiddler_score.present.report import scoreboard_data

        print_json(scoreboard_data(scoreboard))
        return
    from quiddler_score.present import board as render

    console: Any = make_console()
    for result in scoreboard.rounds:
        console.print(render.round_details(result))
    console.print(render.board(scoreboard, title=transcript.name or source))
    console.print(render.chart(scoreboard))

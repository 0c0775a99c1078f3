"""``score`` a recorded game from a TOML transcript, and the sample ``demo``."""

from __future__ import annotations

from pathlib import Path

import click

from quiddler_score.cli.errors import InputError, one_line
from quiddler_score.cli.options import json_flag, print_json
from quiddler_score.engine.rules import settings_help


@click.command(epilog=settings_help())
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@json_flag("Print the scoreboard as one JSON object.")
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
@json_flag("Print the scoreboard as one JSON object.")
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
    from quiddler_score.words.table_judge import table_judge

    with one_line(f"{source}: "):
        transcript = parse_transcript(text)
        table = transcript.table
        try:
            open_dictionary(table.dictionary)
        except DictionaryUnavailable as error:
            raise InputError(f"{source}: dictionary: {error}") from None
        scoreboard = score_game(
            table, transcript.rounds, judge=table_judge(table.dictionary, table.rules)
        )
    if as_json:
        from quiddler_score.present.report import scoreboard_data

        print_json(scoreboard_data(scoreboard))
        return
    from quiddler_score.present.board import standings
    from quiddler_score.present.console import make_console

    details = [result.number for result in scoreboard.rounds]
    make_console().print(standings(scoreboard, transcript.name or source, details))

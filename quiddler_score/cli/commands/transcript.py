"""``score`` a recorded game from a TOML transcript, and the sample ``demo``."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path
from typing import Any

import click

from quiddler_score.cli import FilePath
from quiddler_score.cli.errors import one_line
from quiddler_score.cli.options import (
    english_for_json,
    json_flag,
    print_json,
    read_rules,
    read_toml_text,
    rules_file_option,
)
from quiddler_score.engine.rules import settings_help
from quiddler_score.engine.scoring import score_game
from quiddler_score.engine.transcript import Transcript, load_toml, transcript_from_data
from quiddler_score.language import N_, _
from quiddler_score.present.board import standings
from quiddler_score.present.console import make_console
from quiddler_score.present.report import scoreboard_data
from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.table_judge import table_judge


@click.command(
    epilog=settings_help(),
    help=N_(
        "Score a recorded game written as a TOML transcript FILE.\n"
        "\n"
        "With --rules FILE the same game is scored under other house rules: the transcript\n"
        "itself is still checked, its own [rules] table included, and then set aside."
    ),
)
@click.argument("file", type=FilePath())
@rules_file_option(
    N_(
        "Score under the rules of this TOML file ([rules] table, or the settings at its top "
        "level) instead of the transcript's own [rules]. It replaces that table wholly: a "
        "setting the file leaves out takes its default, not the transcript's value."
    )
)
@json_flag(N_("Print the scoreboard as one JSON object."))
def score(file: Path, rules_file: Path | None, as_json: bool) -> None:
    # Translators: what the file should be, in "FILE: cannot read the transcript".
    text = read_toml_text(file, str(file), _("the transcript"))
    rules = read_rules(rules_file) if rules_file is not None else None
    show_transcript(text, as_json=as_json, source=str(file), rules=rules)


@click.command(
    help=N_(
        "Replay a sample game night of 4 players and show its scoreboard.\n"
        "\n"
        "It touches no saved game."
    ),
)
@json_flag(N_("Print the scoreboard as one JSON object."))
def demo(as_json: bool) -> None:
    text = (files("quiddler_score") / "demo.toml").read_text(encoding="utf-8")
    show_transcript(text, as_json=as_json, source="demo")


def read_transcript(text: str, rules: dict[str, Any] | None = None) -> Transcript:
    """The transcript in ``text``; with ``rules`` (a whole [rules] table), scored under those.

    The transcript is read as written first, so that a mistake in its own [rules] table
    is still reported; then ``rules`` takes that table's place.
    """
    data = load_toml(text)
    transcript = transcript_from_data(data)
    if rules is None:
        return transcript
    return transcript_from_data({**data, "rules": rules})


def show_transcript(
    text: str, *, as_json: bool, source: str, rules: dict[str, Any] | None = None
) -> None:
    with one_line(f"{source}: "):
        transcript = read_transcript(text, rules)
        table = transcript.table
        with one_line(_("{source}: dictionary: ").format(source=source)):
            open_dictionary(table.dictionary)
        scoreboard = score_game(
            table, transcript.rounds, judge=table_judge(table.dictionary, table.rules)
        )
    if as_json:
        with english_for_json(as_json):
            print_json(scoreboard_data(scoreboard))
        return

    details = [result.number for result in scoreboard.rounds]
    make_console().print(standings(scoreboard, transcript.name or source, details))

"""``export``: the current game as CSV, JSON and a picture, all written or none."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import click

from quiddler_score.cli.database import current_game, database_in_use
from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import InputError

PATH = click.Path(dir_okay=False, path_type=Path)


@click.command()
@click.option(
    "--csv", "csv_path", type=PATH, help="One row per player per round, for spreadsheets."
)
@click.option("--json", "json_path", type=PATH, help="The whole game: every entry and the scores.")
@click.option("--svg", "svg_path", type=PATH, help="A picture of the board to share.")
def export(csv_path: Path | None, json_path: Path | None, svg_path: Path | None) -> None:
    """Export the current game to CSV, JSON and/or an SVG picture of the board."""
    from quiddler_score.games.saved_game import scores
    from quiddler_score.present.export import (
        board_svg,
        game_json_text,
        local_date,
        scoreboard_csv,
    )

    if not (csv_path or json_path or svg_path):
        raise InputError("say what to export: --csv FILE, --json FILE and/or --svg FILE")
    _refuse_the_database(csv_path, json_path, svg_path)
    with current_game() as game:
        events = game.events()
        state = game.state()
        scoreboard = scores(state)
        created_at = game.info.created_at
        info = {"id": game.info.id, "name": state.title, "created_at": created_at}
    outputs: list[tuple[Path, str, str]] = []
    if csv_path:
        # utf-8-sig: spreadsheet programs then read the CSV's accents and marks correctly.
        # Each row carries the game's name and day, for a sheet of several nights.
        csv_text = scoreboard_csv(scoreboard, state.title, local_date(created_at))
        outputs.append((csv_path, csv_text, "utf-8-sig"))
    if json_path:
        outputs.append((json_path, game_json_text(scoreboard, events, info), "utf-8"))
    if svg_path:
        outputs.append((svg_path, board_svg(scoreboard, state.title), "utf-8"))
    for path in write_all(outputs):
        say_wrapped(f"Wrote {path}")


def _refuse_the_database(*targets: Path | None) -> None:
    database = database_in_use().resolve()
    kept = {database, *(database.with_name(database.name + end) for end in ("-wal", "-shm"))}
    for target in targets:
        if target is not None and target.resolve() in kept:
            raise InputError(f"{target} is the saved-games database: export to another file")


def write_all(outputs: Sequence[tuple[Path, str, str]]) -> list[Path]:
    """Write every (path, text, encoding), or none of them.

    Each file is written beside its target first and moved into place only once all
    were written: a path that cannot be written leaves no file half done or changed.
    """
    staged: list[tuple[Path, Path]] = []
    try:
        for path, text, encoding in outputs:
            staging = path.with_name(f".{path.name}.partial")
            try:
                staging.write_text(text, encoding=encoding, newline="")
            except OSError as error:
                raise InputError(f"{path}: cannot write it ({error.strerror})") from None
            staged.append((staging, path))
        for staging, path in staged:
            try:
                staging.replace(path)
            except OSError as error:
                raise InputError(f"{path}: cannot write it ({error.strerror})") from None
        return [path for _, path in staged]
    finally:
        for staging, _ in staged:
            staging.unlink(missing_ok=True)

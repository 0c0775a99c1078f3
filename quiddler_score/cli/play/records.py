"""``New club record!`` said in ``play`` as a round closes that set one."""

from __future__ import annotations

from quiddler_score.cli.echo import say_wrapped
from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.games.saved_game import SavedGame
from quiddler_score.games.stats.new_records import club_records_before, new_records
from quiddler_score.present.lines import new_record_line


def say_new_records(game: SavedGame, board: Scoreboard, number: int) -> None:
    """The club records round ``number`` set (the game's total too, after its last)."""
    before = club_records_before(game.store, game.info.id)
    for record in new_records(before, board):
        if record.round == number:
            say_wrapped(new_record_line(record))

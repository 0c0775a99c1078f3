"""The results card in ``play``: offered when a game ends, and made on ``picture``."""

from __future__ import annotations

from pathlib import Path

import click

from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.pictures import GET_PICTURES, pictures_installed, results_picture
from quiddler_score.cli.play.questions import Questions
from quiddler_score.cli.play.sitting import Sitting
from quiddler_score.cli.safe_files import write_all
from quiddler_score.games.club.local_days import local_day
from quiddler_score.games.club.seating_order import club_of
from quiddler_score.games.saved_game import scores
from quiddler_score.language import _


def ask_picture(sitting: Sitting, questions: Questions) -> None:
    """A results card of the game as it stands, if the scorekeeper names a file (Enter: no).

    Without matplotlib nothing is asked: one line says how to get pictures.
    """
    if not pictures_installed():  # never offer what this install cannot make
        # Translators: {install} is the command that installs it.
        said = _("A picture of the result to share needs matplotlib: {install}")
        say_wrapped(said.format(install=GET_PICTURES))
        return

    def write(line: str) -> None:
        if not line:
            return
        path = Path(line).expanduser()
        kind = "svg" if path.suffix.lower() == ".svg" else "png"
        game = sitting.game
        state = game.state()
        date = local_day(game.info.created_at)
        club = club_of(game.store)
        picture = results_picture(scores(state), state.title, date, kind, club)
        for written in write_all([(path, picture, "")], game.store.path):
            say_wrapped(_("Wrote {path}").format(path=written))

    questions.ask_until(
        _("A picture of the result to share? (a file name such as night.png; Enter = no)"),
        write,
        refused=(click.ClickException,),
    )

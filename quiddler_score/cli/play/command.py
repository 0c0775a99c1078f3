"""``quiddler-score play``: the click command around a sitting.

Round by round it asks what the table shows (who went out, each player's words and
unused cards), checks every answer as it is typed, offers challenges, shows the round's
result and the board, then moves on. Each confirmed answer is one event, verified by the
rules engine and committed before the next question, so stopping at any question (q,
Ctrl-C, a closed terminal) loses nothing confirmed, and ``play`` carries on from where
the game's log stands, including a round whose challenges were still open.
"""

from __future__ import annotations

import importlib
import sys
from contextlib import suppress
from pathlib import Path

import click
from click.core import ParameterSource

from quiddler_score.cli.database import Database, game_option, opened_store, pass_database
from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import InputError
from quiddler_score.cli.options import read_rules, rules_file_option
from quiddler_score.cli.play.questions import and_list
from quiddler_score.cli.play.rounds import GameNight
from quiddler_score.cli.play.sitting import Sitting, Stop
from quiddler_score.cli.serve.address import listening_options
from quiddler_score.cli.serve.beside import Where, served_beside
from quiddler_score.engine.rules import settings_help
from quiddler_score.language import N_, _, ngettext

STOPPED = N_("Saved. Run quiddler-score play to carry on.")
NOT_STARTED = N_("Stopped before the game started; nothing was saved.")


@click.command(
    help=N_(
        "Keep score at the table: each round's words, challenges, then the board.\n"
        "\n"
        "It asks for every player's words and unused cards, checks them as they are typed,\n"
        "judges challenges with the game's dictionary and shows the board after each round.\n"
        "Each confirmed answer is saved at once: stop with q, Ctrl-C or by closing the\n"
        "window, and run play again to carry on.\n"
        "\n"
        "\b\n"
        "At any question, typed alone and Enter:\n"
        "  undo    take back the last entry\n"
        "  redo    put it back\n"
        "  fix     correct a hand of any round\n"
        "  rename  correct a player's name\n"
        "  board   the scores\n"
        "  best    what the cards allowed\n"
        "  picture a picture of the results to share\n"
        "  q       stop (at a cards question q is the Q card: type quit)\n"
        "  ?       help\n"
        "\n"
        'A word that is also a command is typed in quotes at a words question: "undo".'
    ),
    epilog=settings_help(),
)
@click.option(
    "--new", "start_new", is_flag=True, help=N_("Start a new game (a game under way stays saved).")
)
@rules_file_option(N_("House rule settings (a TOML file) for the new game."))
@click.option(
    "--serve",
    is_flag=True,
    help=N_("Show the board live on the table's phones while playing (needs the serve extra)."),
)
@click.option(
    "--seats",
    is_flag=True,
    help=N_(
        "With --serve: each player enters their own hand on their phone (a link each, "
        "kept with the game: play or serve it again and the links still work)."
    ),
)
@listening_options(lan_by_default=True, before="With --serve: ")
@game_option
@pass_database
def play(
    database: Database,
    start_new: bool,
    rules_file: Path | None,
    serve: bool,
    seats: bool,
    lan: bool,
    port: int,
) -> None:
    if start_new and database.game is not None:
        raise InputError(
            _(
                "--new starts a game, but --game (or QUIDDLER_GAME) names one to carry on: "
                "give one of them"
            )
        )
    where = _where_served(serve, seats, lan, port)
    rules = read_rules(rules_file) if rules_file else {}
    _line_editing()
    sitting = Sitting()
    try:
        with opened_store(database.path, create=True) as store:
            if rules_file and not start_new and store.current_game() is not None:
                raise InputError(_("--rules sets up a new game: add --new"))
            with served_beside(store, database, where, seats) as sitting.seat_links:
                GameNight(sitting).run(
                    store, start_new=start_new, rules=rules, chosen=database.game
                )
    except Stop:
        say_wrapped(_(NOT_STARTED if sitting.saved is None else STOPPED))
    except (click.Abort, KeyboardInterrupt):
        click.echo()
        say_wrapped(_(NOT_STARTED if sitting.saved is None else STOPPED))
        click.get_current_context().exit(130)


def _where_served(serve: bool, seats: bool, lan: bool, port: int) -> Where | None:
    """Where the board is served beside the game (None: it is not); one line and exit 2
    for an option of the board's given without --serve."""
    if serve:
        return Where(lan, port)
    if seats:
        raise InputError(_("--seats serves each player's page: add --serve"))
    source = click.get_current_context().get_parameter_source
    options = {"port": "--port", "lan": "--lan/--local"}
    given = [
        shown for name, shown in options.items() if source(name) is ParameterSource.COMMANDLINE
    ]
    if given:
        said = ngettext(
            "{options} says where the board is served: add --serve",
            "{options} say where the board is served: add --serve",
            len(given),
        )
        raise InputError(said.format(options=and_list(given)))
    return None


def _line_editing() -> None:
    """Arrow keys, and Up for the previous answer, when typing at a terminal."""
    if sys.stdin.isatty():
        with suppress(ImportError):
            importlib.import_module("readline")

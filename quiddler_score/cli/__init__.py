"""The ``quiddler-score`` command line: a group whose commands load when they are run.

Each command module is imported only when its command runs, and heavy modules (rich,
the dictionaries, pyenchant, wordfreq) only inside the commands that use them, so
``check WORD`` does not pay for what ``board`` needs.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import click

from quiddler_score.cli.database import Database
from quiddler_score.cli.errors import InputError
from quiddler_score.cli.help_format import FittedContext, in_language
from quiddler_score.cli.plain_output import arguments_as_typed, write_plainly_where_needed
from quiddler_score.engine.shown_text import around, one_line_message
from quiddler_score.language import LANGUAGES, N_, _, system_reason, teach_click

if TYPE_CHECKING:
    from pathlib import Path

COMMANDS = {
    "score": "commands.transcript",
    "demo": "commands.transcript",
    "check": "commands.check",
    "dictionaries": "commands.dictionaries",
    "best": "commands.best",
    "new": "commands.game",
    "record": "commands.game",
    "challenge": "commands.game",
    "undo": "commands.game",
    "redo": "commands.game",
    "rename-game": "commands.manage",
    "delete": "commands.manage",
    "restore": "commands.manage",
    "history": "commands.review",
    "board": "commands.review",
    "games": "commands.review",
    "open": "commands.manage",
    "rename": "commands.game",
    "rulings": "commands.rulings",
    "export": "commands.export",
    "backup": "commands.backup",
    "play": "play.command",
    "serve": "serve.command",
    "stats": "commands.stats",
    "alias": "commands.alias",
    "house": "commands.house",
    "import": "commands.import_nights",
    "sheet": "commands.sheet",
}


class FilePath(click.Path):
    """A file's path (not a folder's), given to the command as a :class:`pathlib.Path`.

    click's ``Path(path_type=Path)`` would need pathlib imported to declare the option;
    here it is imported only when such an option is given, not by ``check WORD``.
    """

    def __init__(self) -> None:
        super().__init__(dir_okay=False)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Path:
        from pathlib import Path  # on check's path: only when a file option is given

        return Path(os.fsdecode(super().convert(value, param, ctx)))


class LazyGroup(click.Group):
    """Imports a command's module when the command is asked for (click's lazy group).

    It also keeps every mistake to one line: click shows a usage error as the usage, a
    hint and the error; a scorekeeper gets the error and where to find help. Its help,
    and every command's, fits the terminal (FittedContext).
    """

    context_class = FittedContext

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        teach_click()
        # --lang sets LANGUAGE, which gettext (and click) read, before click reads the
        # line (--help --lang es is in Spanish too) and until the last line is said.
        language_before = os.environ.get("LANGUAGE")
        try:
            asked = _language_asked(sys.argv[1:] if args is None else args)
            if asked is not None:
                os.environ["LANGUAGE"] = asked
            return self._main(args, prog_name, complete_var, standalone_mode, **extra)
        finally:
            _set_environment("LANGUAGE", language_before)

    def _main(
        self,
        args: Sequence[str] | None,
        prog_name: str | None,
        complete_var: str | None,
        standalone_mode: bool,
        **extra: Any,
    ) -> Any:
        run = super().main
        if not standalone_mode:
            return run(args, prog_name, complete_var, standalone_mode=False, **extra)
        try:
            _refuse_undecodable(sys.argv[1:] if args is None else args)
            result = run(args, prog_name, complete_var, standalone_mode=False, **extra)
        except click.UsageError as error:
            if type(error).__name__ == "NoArgsIsHelpError":  # the bare command: its help
                click.echo(error.format_message())
                sys.exit(0)
            where = error.ctx.command_path if error.ctx is not None else "quiddler-score"
            message = one_line_message(error.format_message())
            click.echo(
                _("Error: {message} (see {command} --help)").format(message=message, command=where),
                err=True,
            )
            sys.exit(error.exit_code)
        except click.ClickException as error:
            message = one_line_message(error.format_message())
            click.echo(_("Error: {message}").format(message=message), err=True)
            sys.exit(error.exit_code)
        except click.Abort:
            click.echo(_("Aborted."), err=True)
            sys.exit(1)
        except BrokenPipeError:  # the reader went away (| head): stop quietly, as click does
            sys.stderr.close()
            sys.exit(1)
        except OSError as error:  # the output could not be written: a full disk, say
            why = system_reason(error)
            _output_lost(_("cannot write the output ({why})").format(why=why))
        sys.exit(result if isinstance(result, int) else 0)

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        # Drawn from a copy in the language --lang chose, read just before.
        click.Group.format_help(in_language(self), ctx, formatter)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        module = COMMANDS.get(cmd_name)
        if module is None:
            return None
        loaded = importlib.import_module(f"quiddler_score.cli.{module}")
        # A command's function is named after it: open_game for open, import_games for
        # import, rename_game for rename-game (open is a builtin, import a keyword, and a
        # name cannot hold a hyphen).
        special = {"open": "open_game", "import": "import_games"}
        function = special.get(cmd_name, cmd_name.replace("-", "_"))
        command = getattr(loaded, function)
        assert isinstance(command, click.Command)
        command.context_class = FittedContext
        return in_language(command)


@click.group(
    cls=LazyGroup,
    help=N_("Keep score and judge words for the card game Quiddler."),
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(package_name="quiddler-score")
@click.option(
    "--db",
    type=FilePath(),
    envvar="QUIDDLER_DB",
    help=N_("The saved-games database (default: in your user data folder; env QUIDDLER_DB)."),
)
@click.option(
    "--plain",
    is_flag=True,
    help=N_(
        "Say every screen in sentences, marks as words, nothing drawn: for a screen reader"
        " (also QUIDDLER_PLAIN=1, or TERM=dumb)."
    ),
)
@click.option(
    "--lang",
    type=click.Choice(LANGUAGES),
    is_eager=True,  # refused before --help is drawn
    expose_value=False,  # heard before click reads the line: LazyGroup.main
    help=N_(
        "The language to speak: en, fr or es (default: from LANGUAGE, LC_ALL, LC_MESSAGES"
        " or LANG). The words played are English whatever it is."
    ),
)
@click.pass_context
def cli(ctx: click.Context, db: Path | None, plain: bool) -> None:
    if plain:  # read where each line is printed, as NO_COLOR is; for this command only
        before = os.environ.get("QUIDDLER_PLAIN")
        os.environ["QUIDDLER_PLAIN"] = "1"
        ctx.call_on_close(lambda: _set_environment("QUIDDLER_PLAIN", before))
    ctx.obj = Database(db)  # each command that keeps games is handed it


def _language_asked(arguments: Sequence[str]) -> str | None:
    """The --lang among the options before the command, if it names a language; click
    refuses any other, in its turn."""
    place = 0
    while place < len(arguments) and arguments[place].startswith("-"):
        option, equals, value = arguments[place].partition("=")
        if option in ("--lang", "--db") and not equals:
            value = arguments[place + 1] if place + 1 < len(arguments) else ""
            place += 1
        if option == "--lang" and value in LANGUAGES:
            return value
        place += 1
    return None


def _set_environment(name: str, value: str | None) -> None:
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value


def _refuse_undecodable(arguments: Sequence[str]) -> None:
    """Refuse, in one line naming it, an argument (or QUIDDLER_DB) that is not text.

    Bytes that are not UTF-8 reach Python as lone surrogates; no database, file name or
    terminal can take them, and they would fail only after every check had passed.
    """

    def first_undecodable(text: str) -> int | None:
        found = (i for i, c in enumerate(text) if "\ud800" <= c <= "\udfff")
        return next(found, None)

    for number, argument in enumerate(arguments, start=1):
        place = first_undecodable(argument)
        if place is not None:
            after = arguments[number - 2] if number > 1 else ""
            said = {"number": number, "text": around(argument, place), "character": place + 1}
            if after.startswith("-"):
                raise InputError(
                    _(
                        "argument {number} (after {option}) is not UTF-8 text: {text} at"
                        " character {character}; type it again, or rename the file it names"
                    ).format(option=after, **said)
                )
            raise InputError(
                _(
                    "argument {number} is not UTF-8 text: {text} at character {character};"
                    " type it again, or rename the file it names"
                ).format(**said)
            )
    database = os.environ.get("QUIDDLER_DB", "")
    place = first_undecodable(database)
    if place is not None:
        raise InputError(
            _("QUIDDLER_DB is not UTF-8 text: {text} at character {character}").format(
                text=around(database, place), character=place + 1
            )
        )


def _output_lost(why: str) -> None:
    """Say in one line on stderr why the output is lost, and stop with status 1.

    What is left unwritten goes nowhere, so that Python's own flush at exit cannot fail
    again with a traceback.
    """
    with contextlib.suppress(OSError, ValueError, AttributeError):
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - closed as Python exits
    with contextlib.suppress(OSError, ValueError, AttributeError):
        print(_("Error: {message}").format(message=why), file=sys.stderr, flush=True)
    sys.exit(1)


def main() -> None:
    if sys.stdout is None:  # started with standard output closed (>&-)
        _output_lost(_("standard output is closed: there is nowhere to show the answer"))
    write_plainly_where_needed()
    cli(args=arguments_as_typed(sys.argv[1:]), prog_name="quiddler-score")

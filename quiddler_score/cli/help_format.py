"""Help that fits the terminal, the lines click keeps as written included.

Click rewraps a help paragraph, but a ``\\b`` paragraph (a list, the rule settings) it
prints line by line as written, however narrow the terminal. Here each of those lines
that is too wide is wrapped between words, its continuation indented under it.
"""

from __future__ import annotations

import copy

import click

from quiddler_score.cli.echo import wrapped
from quiddler_score.language import _

KEEP_AS_WRITTEN = "\b"


class FittedHelpFormatter(click.HelpFormatter):
    """Click's formatter, with ``\\b`` paragraphs wrapped to the room there is."""

    def write_text(self, text: str) -> None:
        room = self.width - self.current_indent
        fitted = (
            wrapped(paragraph, width=room) if paragraph.startswith(KEEP_AS_WRITTEN) else paragraph
            for paragraph in text.split("\n\n")
        )
        super().write_text("\n\n".join(fitted))


class FittedContext(click.Context):
    formatter_class = FittedHelpFormatter


def in_language(command: click.Command) -> click.Command:
    """A copy of ``command`` whose help is in the language chosen, the original untouched.

    A command's help is written once, in English, when its module loads (marked with
    ``N_``); the language is known only when the command line is read (``--lang``), and a
    test may run one command in French and the next in English.
    """
    shown = copy.copy(command)
    shown.help = _translated(command.help)
    shown.short_help = _translated(command.short_help)
    shown.epilog = _translated(command.epilog)
    shown.params = [_param_in_language(param) for param in command.params]
    if hasattr(shown, "_help_option"):  # click 8.2 keeps its --help, made in English: anew
        shown._help_option = None
    if isinstance(command, click.Group) and isinstance(shown, click.Group):
        shown.commands = {name: in_language(sub) for name, sub in command.commands.items()}
    return shown


def _param_in_language(param: click.Parameter) -> click.Parameter:
    if not isinstance(param, click.Option):
        return param
    shown = copy.copy(param)
    shown.help = _translated(param.help)
    return shown


def _translated(text: str | None) -> str | None:
    return _(text) if text else text

"""Help that fits the terminal, the lines click keeps as written included.

Click rewraps a help paragraph, but a ``\\b`` paragraph (a list, the rule settings) it
prints line by line as written, however narrow the terminal. Here each of those lines
that is too wide is wrapped between words, its continuation indented under it.
"""

from __future__ import annotations

import click

from quiddler_score.cli.echo import wrapped

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

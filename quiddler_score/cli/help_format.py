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
        super().write_text(self.fit_kept(text))

    def fit_kept(self, text: str) -> str:
        room = self.width - self.current_indent
        paragraphs = text.split("\n\n")
        return "\n\n".join(
            wrapped(paragraph, width=room) if paragraph.startswith(KEEP_AS_WRITTEN) else paragraph
            for paragraph in paragraphs
        )


class FittedContext(click.Context):
    formatter_class = FittedHelpFormatter

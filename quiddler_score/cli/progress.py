"""A progress bar on stderr while many game summaries are made (the first run after an
upgrade of a club's database); nothing when output is not a terminal or work is short."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.progress import Progress

from quiddler_score.language import _
from quiddler_score.present.console import make_console

# Fewer summaries than this are made in about a second: no bar.
MANY = 200


@contextmanager
def summaries_progress() -> Iterator[Callable[[int, int], None] | None]:
    """A callback (done, total) that draws the bar, or None where none is drawn."""
    if not sys.stderr.isatty():
        yield None
        return

    with Progress(console=make_console(stderr=True), transient=True) as bar:
        task = bar.add_task(_("Summing up the saved games"), visible=False)

        def update(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total, visible=total >= MANY)

        yield update

"""The rich console every command prints through."""

from __future__ import annotations

from typing import Any

# Narrower than this a screen is laid out as if it were this wide (as cli/echo.py wraps).
NARROWEST = 30


def make_console(**options: Any) -> Any:
    """A rich console that never reads text as markup or as emoji codes.

    Player names, game names and words are free text: a name such as ``[/bold]``,
    ``Ann [host]`` or ``:fire:`` must be shown as typed, not taken for rich's markup.
    """
    from rich.console import Console

    console = Console(markup=False, emoji=False, **options)
    if "width" not in options and console.width < NARROWEST:
        console.width = NARROWEST  # COLUMNS=0 or a sliver of a window: lay out for 30
    return console

"""The rich console every command prints through."""

from __future__ import annotations

from typing import Any


def make_console(**options: Any) -> Any:
    """A rich console that never reads text as markup or as emoji codes.

    Player names, game names and words are free text: a name such as ``[/bold]``,
    ``Ann [host]`` or ``:fire:`` must be shown as typed, not taken for rich's markup.
    """
    from rich.console import Console

    return Console(markup=False, emoji=False, **options)

"""Days as the table lived them: a stored UTC time read on this computer's clock.

A game started at 9 pm in California is stored as the next day in UTC; the table
remembers the evening it played, and ``--since`` names that evening's date.
"""

from __future__ import annotations

from datetime import datetime


def local_day(moment: str) -> str:
    """The day (YYYY-MM-DD) of a stored time on this computer's clock; "" where the text
    is not a time (a game whose start cannot be read)."""
    try:
        return datetime.fromisoformat(moment).astimezone().date().isoformat()
    # OverflowError: the end of the calendar; OSError: before 1970 on Windows.
    except (ValueError, OverflowError, OSError, TypeError):
        return ""


def on_or_after(moment: str, since: str | None) -> bool:
    """Whether a stored time falls on the local day ``since`` (YYYY-MM-DD) or later;
    every time does when there is no ``since``, one that cannot be read never does."""
    if since is None:
        return True
    day = local_day(moment)
    return bool(day) and day >= since

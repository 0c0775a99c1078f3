"""Names and places in running text: "Ann", "Ann and Bob", "Ann, Bob and Cy"; "2nd"."""

from __future__ import annotations

from collections.abc import Sequence


def and_list(names: Sequence[str]) -> str:
    """The names joined by commas, the last two by "and"; "" for none."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def ordinal(place: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``: a place among a table or a club."""
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(place, f"{place}th")

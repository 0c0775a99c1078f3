"""Names in running text: "Ann", "Ann and Bob", "Ann, Bob and Cy"."""

from __future__ import annotations

from collections.abc import Sequence


def and_list(names: Sequence[str]) -> str:
    """The names joined by commas, the last two by "and"; "" for none."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"

"""Names and places in running text: "Ann", "Ann and Bob", "Ann, Bob and Cy"; "2nd"."""

from __future__ import annotations

from collections.abc import Sequence

from quiddler_score.language import _, pgettext


def and_list(names: Sequence[str]) -> str:
    """The names joined by commas, the last two by "and"; "" for none."""
    if len(names) <= 1:
        return "".join(names)
    # Translators: the last two of a list of names or words, "Ann, Bob and Cy"; {names}
    # is the others joined by commas.
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def ordinal(place: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``: a place among a table or a club."""
    if place == 1:
        # Translators: a place among the players, "2nd of 4", "in 2nd place": 1er, 2e; 1.º, 2.º.
        return pgettext("place", "1st")
    if place == 2:
        return pgettext("place", "2nd")
    if place == 3:
        return pgettext("place", "3rd")
    # Translators: a place among the players from the 4th on: {place}e; {place}.º.
    return pgettext("place", "{place}th").format(place=place)

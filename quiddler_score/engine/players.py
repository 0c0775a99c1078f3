"""Which seated player a scorekeeper's typed name means, and names compared as typed."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from quiddler_score.engine.errors import UnknownPlayer


class AmbiguousPlayer(UnknownPlayer):
    """A typed name that fits more than one player, or none in particular (blank)."""


def fold_accents(text: str) -> str:
    """née -> nee: the accents dropped (NFKD, combining marks dropped); case kept."""
    if text.isascii():
        return text  # NFKD leaves ASCII as it is
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(char for char in decomposed if not unicodedata.combining(char))


# Letters that are not a plain letter with an accent, so NFKD leaves them, but that
# people type as one: Ølaf as olaf, Łukasz as lukasz, Æsa as aesa.
_PLAIN_LETTERS = str.maketrans({"ø": "o", "ł": "l", "đ": "d", "ð": "d", "æ": "ae", "œ": "oe"})


@lru_cache(maxsize=4096)  # stats folds each name of every game: the same few names
def fold_name(name: str) -> str:
    """A name as people type it: `` Chloé ``, ``CHLOE`` and ``chloe`` all fold to chloe.

    Case, accents, spaces at either end and runs of spaces inside do not count; nor
    does the stroke of ø or ł.
    """
    # Through capitals, so a letter without a plain small twin (Turkish ı) folds as its
    # capital does; twice, as NFKD and capitals each make what the other folds (𝚤 is ı).
    folded = fold_accents(fold_accents(name.upper()).upper()).casefold()
    return " ".join(folded.translate(_PLAIN_LETTERS).split())


def resolve_player(
    players: Sequence[str],
    typed: str,
    role: str = "player",
    missing: str = "is not playing in this game",
) -> str:
    """The one name of ``players`` that ``typed`` means.

    The name exactly as seated wins; then, when ``typed`` has accents of its own, the
    name in any case; then the name with case and accents folded, or its start. Two
    players who both fit the first rule that fits any are refused, naming both.
    """
    plain = typed.strip()
    folded = fold_name(typed)
    if not folded:
        raise AmbiguousPlayer(f"give a {role}'s name{_hint(players, folded)}")
    for matches in (
        [p for p in players if p == plain],
        # Accents typed say which of Chloé and Chloe is meant; none typed could be either.
        [p for p in players if not plain.isascii() and p.casefold() == plain.casefold()],
        [p for p in players if fold_name(p) == folded],
        [p for p in players if folded and fold_name(p).startswith(folded)],
    ):
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            # More letters cannot part names that fold alike (Chloé, Chloe): only accents can.
            alike = len({fold_name(p) for p in matches}) == 1
            advice = "type it as seated" if alike else "type more of it"
            raise AmbiguousPlayer(f"{role} {plain!r} could be {' or '.join(matches)}: {advice}")
    raise UnknownPlayer(f"{role} {plain!r} {missing}{_hint(players, folded)}")


def _hint(players: Sequence[str], folded: str) -> str:
    """The closest name, if one is close, and every name there is."""
    if not players:
        return " (no players yet)"
    by_fold = {fold_name(p): p for p in players}
    import difflib  # only for a name that is not found

    close = difflib.get_close_matches(folded, list(by_fold), n=1)
    guess = f"; did you mean {by_fold[close[0]]}?" if close else ";"
    return f"{guess} players: {', '.join(players)}"

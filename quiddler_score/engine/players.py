"""Which seated player a scorekeeper's typed name means, and names compared as typed."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from quiddler_score.engine.errors import UnknownPlayer
from quiddler_score.language import N_, _


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
        raise AmbiguousPlayer(_hint(players, folded, _said(_GIVE, role, f"give a {role}'s name")))
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
            advice = _("type it as seated") if alike else _("type more of it")
            could_be = _said(_COULD_BE, role, f"{role} {{typed}} could be {{names}}: {{advice}}")
            raise AmbiguousPlayer(
                could_be.format(typed=repr(plain), names=either(matches), advice=advice)
            )
    unknown = _unknown(role, missing)
    raise UnknownPlayer(_hint(players, folded, unknown.format(typed=repr(plain))))


# What resolve_player says for each role it is given (a name given, or its refusals),
# as whole sentences; a role or ending it does not know is said in English as given.
_GIVE = {
    "player": N_("give a player's name"),
    "challenger": N_("give a challenger's name"),
    "dealer": N_("give a dealer's name"),
}
_COULD_BE = {
    # Translators: {typed} is the name typed, in quotes; {names} the players it could
    # be, "Ann or Anna"; {advice} "type more of it" or "type it as seated".
    "player": N_("player {typed} could be {names}: {advice}"),
    "challenger": N_("challenger {typed} could be {names}: {advice}"),
    "dealer": N_("dealer {typed} could be {names}: {advice}"),
}
# The endings a caller may give, in English or in the language in force.
_PLAYING = N_("is not playing in this game")
_NO_GAME = N_("has played no saved game")
_NO_RULING = N_("has no ruling kept")
_UNKNOWN = {
    # Translators: {typed} is the name typed, in quotes.
    ("player", _PLAYING): N_("player {typed} is not playing in this game"),
    ("challenger", _PLAYING): N_("challenger {typed} is not playing in this game"),
    ("dealer", _PLAYING): N_("dealer {typed} is not playing in this game"),
    ("player", _NO_GAME): N_("player {typed} has played no saved game"),
    ("player", _NO_RULING): N_("player {typed} has no ruling kept"),
}


def _said(sentences: Mapping[Any, str], key: object, otherwise: str) -> str:
    """The sentence for ``key`` in the language in force, or ``otherwise`` as given."""
    sentence = sentences.get(key)
    return otherwise if sentence is None else _(sentence)


def _unknown(role: str, missing: str) -> str:
    """Why no player fits a name typed, as a whole sentence of ``{typed}``; ``missing``
    is one of the endings above, in English or already in the language in force."""
    for (known_role, ending), sentence in _UNKNOWN.items():
        if known_role == role and missing in (ending, _(ending)):
            return _(sentence)
    return f"{role} {{typed}} {missing}"


def either(names: Sequence[str]) -> str:
    """``Ann or Anna or Annie``, in the language in force."""
    said = names[0]
    for name in names[1:]:
        # Translators: two choices, "Ann or Anna"; {first} may itself be "Ann or Anna".
        said = _("{first} or {second}").format(first=said, second=name)
    return said


def _hint(players: Sequence[str], folded: str, refusal: str) -> str:
    """``refusal`` with the closest name, if one is close, and every name there is."""
    if not players:
        return _("{refusal} (no players yet)").format(refusal=refusal)
    by_fold = {fold_name(p): p for p in players}
    import difflib  # only for a name that is not found

    close = difflib.get_close_matches(folded, list(by_fold), n=1)
    names = ", ".join(players)
    if close:
        # Translators: {refusal} says why a name typed is refused; {name} is the closest
        # player's, {names} every player's.
        return _("{refusal}; did you mean {name}? players: {names}").format(
            refusal=refusal, name=by_fold[close[0]], names=names
        )
    return _("{refusal}; players: {names}").format(refusal=refusal, names=names)

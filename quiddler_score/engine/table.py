"""Who sits at the table, who deals each round and who plays first (RULES.md section 2)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.players import fold_name
from quiddler_score.engine.rules import RuleSettings

MIN_PLAYERS = 2
MAX_PLAYERS = 8
ROUNDS = 8
MAX_NAME_LENGTH = 40


def cards_in_round(round_number: int) -> int:
    """Every player is dealt r + 2 cards in round r: 3 in round 1, up to 10 in round 8."""
    return round_number + 2


@dataclass(frozen=True)
class Table:
    players: tuple[str, ...]
    first_dealer: str
    rules: RuleSettings = field(default_factory=RuleSettings)
    dictionary: str = "standard"

    @classmethod
    def seat(
        cls,
        players: list[str] | tuple[str, ...],
        dealer: str | None = None,
        rules: RuleSettings | None = None,
        dictionary: str = "standard",
    ) -> Table:
        """Check the seating and make a table; the first player deals unless told otherwise."""
        names = tuple(players)
        if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            raise ScoringError(
                f"Quiddler needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(names)}"
            )
        for name in names:
            check_player_name(name)
        seen: dict[str, str] = {}
        for name in names:
            # Names are typed and matched without accents or case (players.fold_name),
            # and stats takes one name for one person: Chloé and Chloe cannot both sit.
            key = name_key(name)
            if key in seen:
                raise _same_name(seen[key], name)
            seen[key] = name
        chosen_dealer = names[0] if dealer is None else dealer
        if chosen_dealer not in names:
            raise ScoringError(f"the dealer {chosen_dealer!r} is not one of the players")
        return cls(names, chosen_dealer, rules or RuleSettings(), dictionary)

    def dealer(self, round_number: int) -> str:
        """The deal passes to the left (next in seating order) each round."""
        start = self.players.index(self.first_dealer)
        return self.players[(start + round_number - 1) % len(self.players)]

    def first_player(self, round_number: int) -> str:
        """The player left of the dealer plays first."""
        start = self.players.index(self.dealer(round_number))
        return self.players[(start + 1) % len(self.players)]


@lru_cache(maxsize=4096)  # stats keys each name of every game: the same few names
def name_key(name: str) -> str:
    """What makes two names one: at a table, in a challenge typed, across games in stats.

    Case, accents and spaces do not count (:func:`~quiddler_score.engine.players.fold_name`),
    nor compatibility forms (fullwidth Ａ, the ligature ﬁ) or letters of other scripts
    that look like Latin ones (Cyrillic А), through the Unicode confusables table of
    ``confusable_homoglyphs``, imported (a fifth of a second) only for a name that
    still holds a letter outside ASCII once folded.
    """
    folded = fold_name(name)
    if folded.isascii():  # accents and compatibility forms fold away: no other script left
        return folded
    import unicodedata

    from confusable_homoglyphs import confusables

    letters = []
    for char in unicodedata.normalize("NFKC", name):
        found = (
            None if char.isascii() else confusables.is_confusable(char, preferred_aliases=["latin"])
        )
        if found:
            latin = [h["c"] for h in found[0]["homoglyphs"] if h["c"].isascii()]
            char = latin[0] if latin else found[0]["homoglyphs"][0]["c"]
        letters.append(char)
    return fold_name("".join(letters))


def _same_name(seated: str, name: str) -> ScoringError:
    """Why two names cannot both be seated: the same, alike but for accents, or look-alikes."""
    if seated.casefold() == name.casefold():
        return ScoringError("the same name is seated twice", player=name)
    if fold_name(seated) == fold_name(name):
        return ScoringError(
            f"{seated!r} and {name!r} are one name to the scorekeeper, who may type either "
            f"without accents or capitals; seat one under another name, such as {name} B"
        )
    return ScoringError(
        f"{seated!r} and {name!r} cannot be told apart on the board "
        f"({seated!a} and {name!a}); seat one under another name"
    )


def check_player_name(name: object) -> str:
    if not isinstance(name, str) or not name.strip():
        raise ScoringError(f"a player's name must be some text, not {name!r}")
    if not fold_name(name):
        raise ScoringError(f"a name needs a letter or a sign, not only accents: {name!r}")
    if len(name) > MAX_NAME_LENGTH:
        raise ScoringError(f"a name has at most {MAX_NAME_LENGTH} characters", player=name)
    if not name.isprintable():
        raise ScoringError("a name may hold only printable characters", player=repr(name))
    if name != name.strip():
        raise ScoringError("a name may not start or end with a space", player=repr(name))
    return name

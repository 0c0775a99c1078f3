"""Who sits at the table, who deals each round and who plays first (RULES.md section 2)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.players import fold_name
from quiddler_score.engine.rules import STANDARD_ROUNDS, RuleSettings
from quiddler_score.language import _

MIN_PLAYERS = 2
MAX_PLAYERS = 8
ROUNDS = len(STANDARD_ROUNDS)
"""The rounds of a standard game; a game's own are ``Table.round_count`` (its rules)."""
MAX_NAME_LENGTH = 40


def cards_in_round(round_number: int) -> int:
    """In a standard game every player is dealt r + 2 cards in round r: 3 in round 1, up
    to 10 in round 8. A game's own hand sizes are ``Table.cards_in_round`` (its rules)."""
    return STANDARD_ROUNDS[round_number - 1]


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
        _check_count(names)
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
        return cls.as_kept(names, dealer, rules, dictionary)

    @classmethod
    def as_kept(
        cls,
        players: list[str] | tuple[str, ...],
        dealer: str | None = None,
        rules: RuleSettings | None = None,
        dictionary: str = "standard",
    ) -> Table:
        """A table as a saved game seated it. Its names were checked by the rules of the
        day, which have grown stricter since (names alike but for accents, invisible
        characters): a saved game stays readable, so only what scoring needs is checked
        here, the number of players, names told apart and a seated dealer."""
        names = tuple(players)
        _check_count(names)
        if len(set(names)) != len(names) or not all(isinstance(n, str) for n in names):
            raise ScoringError(_("the same name is seated twice"))
        chosen_dealer = names[0] if dealer is None else dealer
        if chosen_dealer not in names:
            # Translators: {dealer} is a name, in quotes.
            detail = _("the dealer {dealer} is not one of the players")
            raise ScoringError(detail.format(dealer=repr(chosen_dealer)))
        chosen_rules = rules or RuleSettings()
        if chosen_rules.handicaps_from_average:
            # Translators: handicaps_from_average is a rule setting, and new and play
            # commands: keep them as they are.
            detail = _(
                "handicaps_from_average is worked out from the club's saved games when a "
                "game starts (new, play); a written game gives its handicaps by name"
            )
            raise ScoringError(detail)
        for handicap in chosen_rules.handicaps:
            if handicap.player not in names:
                # Translators: {player} is a name, in quotes; {players} lists the table's.
                detail = _("the handicaps name {player}, who is not at this table ({players})")
                raise ScoringError(
                    detail.format(player=repr(handicap.player), players=", ".join(names))
                )
        return cls(names, chosen_dealer, chosen_rules, dictionary)

    @property
    def round_count(self) -> int:
        """How many rounds the game has: its rules' hand sizes, 8 by RULES.md."""
        return len(self.rules.rounds)

    def cards_in_round(self, round_number: int) -> int:
        """The cards each player is dealt in round ``round_number``."""
        return self.rules.cards_in_round(round_number)

    def dealer(self, round_number: int) -> str:
        """The deal passes to the left (next in seating order) each round."""
        start = self.players.index(self.first_dealer)
        return self.players[(start + round_number - 1) % len(self.players)]

    def first_player(self, round_number: int) -> str:
        """The player left of the dealer plays first."""
        return self.player_after(self.dealer(round_number))

    def player_after(self, player: str) -> str:
        """The player on ``player``'s left (next in seating order), who plays next."""
        return self.players[(self.players.index(player) + 1) % len(self.players)]


@lru_cache(maxsize=4096)  # stats keys each name of every game: the same few names
def name_key(name: str) -> str:
    """What makes two names one: at a table, in a challenge typed, across games in stats.

    Case, accents and spaces do not count (:func:`~quiddler_score.engine.players.fold_name`),
    nor compatibility forms (fullwidth Ａ, the ligature ﬁ, NFKC), characters that cannot
    be seen (a variation selector, a zero-width space), or letters that look like Latin
    ones: small capitals (ɴ, ᴀ) by their Unicode names, and letters of other scripts or
    other Latin letters (Cyrillic А, Latin ɑ) through the Unicode confusables table of
    ``confusable_homoglyphs``, imported (a fifth of a second) only for a name that still
    holds such a letter once folded.
    """
    folded = fold_name(name)
    if folded.isascii():  # accents and compatibility forms fold away: no other script left
        return folded

    letters = [
        _look_alike(char)
        for char in unicodedata.normalize("NFKC", name)
        if char.isascii() or not _unseen(char)
    ]
    return fold_name("".join(letters))


def _look_alike(char: str) -> str:
    """The ASCII letter ``char`` passes for, if any; else the character confusables
    gives for it (one look-alike of another script keys as the other does), or itself."""
    if fold_name(char).isascii():
        return char  # ASCII, or an accented letter that folds to one
    small_capital = _small_capital(char)
    if small_capital is not None:
        return small_capital
    # 50 ms (it loads http and email): only for a name outside ASCII
    from confusable_homoglyphs import confusables

    # Every script, Latin included: Latin ɑ and ɡ pass for a and g as Cyrillic а does.
    found = confusables.is_confusable(char, preferred_aliases=[])
    if not found:
        return char
    glyphs: list[str] = [glyph["c"] for glyph in found[0]["homoglyphs"]]
    plain = [glyph for glyph in glyphs if glyph.isascii()]
    if plain:
        return plain[0]
    # No Latin twin: keyed as the confusables table's first look-alike, as before.
    latin = confusables.is_confusable(char, preferred_aliases=["latin"])
    return str(latin[0]["homoglyphs"][0]["c"]) if latin else char


# LATIN LETTER SMALL CAPITAL N, LATIN SMALL CAPITAL LETTER I WITH STROKE, LATIN CAPITAL
# LETTER SMALL CAPITAL I: the Unicode name says which Latin letter the glyph is. The
# confusables table lists only some small capitals, and some only beside Cherokee.
_SMALL_CAPITAL = (
    r"LATIN (?:LETTER SMALL CAPITAL|SMALL CAPITAL LETTER|CAPITAL LETTER SMALL CAPITAL) "
    r"([A-Z]{1,2})(?: WITH .*)?"
)


def _small_capital(char: str) -> str | None:
    named = re.fullmatch(_SMALL_CAPITAL, unicodedata.name(char, ""))
    return named.group(1).lower() if named else None


@lru_cache(maxsize=1)
def _default_ignorable() -> Callable[[str], object]:
    """Matches a character of the Unicode property for what is shown as nothing at all
    (variation selectors, zero-width joiners, Hangul fillers, tags): the ``regex``
    module keeps its tables, imported only for a name outside ASCII."""
    import regex  # 15 ms: only for a name outside ASCII

    match: Callable[[str], object] = regex.compile(r"\p{Default_Ignorable_Code_Point}").match
    return match


def _unseen(char: str) -> bool:
    """Whether ``char`` cannot be seen or printed: a control or format character, a
    space other than the plain one, or one Unicode says to show as nothing."""
    if not char.isprintable():
        return True
    if char.isascii():
        return False

    # What Unicode shows as nothing and Python prints is a mark or a letter (U+FE0F,
    # U+3164): an accented letter (é) is neither, and needs no `regex` imported.
    return unicodedata.category(char) in ("Mn", "Lo") and _default_ignorable()(char) is not None


def _described(char: str) -> str:
    """U+FE0F (VARIATION SELECTOR-16); U+001B (a control character)."""
    name = unicodedata.name(char, "") or _("a control character")
    return f"U+{ord(char):04X} ({name})"


def _escaped(name: str) -> str:
    """The name in quotes with what cannot be seen written as its code: 'Ann\\ufe0f'."""
    shown = "".join(char if not _unseen(char) else ascii(char)[1:-1] for char in name).replace(
        "'", "\\'"
    )
    return f"'{shown}'"


def _check_count(names: tuple[str, ...]) -> None:
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        detail = _("Quiddler needs {least} to {most} players, not {count}")
        raise ScoringError(detail.format(least=MIN_PLAYERS, most=MAX_PLAYERS, count=len(names)))


def _same_name(seated: str, name: str) -> ScoringError:
    """Why two names cannot both be seated: the same, alike but for accents, or look-alikes."""
    if seated.casefold() == name.casefold():
        return ScoringError(_("the same name is seated twice"), player=name)
    if fold_name(seated) == fold_name(name):
        # Translators: {seated} and {name} are two names, in quotes; {other} is the
        # second name with a B after it, "Chloe B".
        detail = _(
            "{seated} and {name} are one name to the scorekeeper, who may type either "
            "without accents or capitals; seat one under another name, such as {other}"
        )
        return ScoringError(detail.format(seated=repr(seated), name=repr(name), other=f"{name} B"))
    # Translators: {seated} and {name} are two names, in quotes; {seated_code} and
    # {name_code} the same names with every letter outside ASCII written as its code.
    detail = _(
        "{seated} and {name} cannot be told apart on the board "
        "({seated_code} and {name_code}); seat one under another name"
    )
    return ScoringError(
        detail.format(
            seated=repr(seated), name=repr(name), seated_code=ascii(seated), name_code=ascii(name)
        )
    )


def check_player_name(name: object) -> str:
    """``name`` if it can be a player's name, at a table or as an alias in stats; else
    ScoringError says why, naming any character that cannot be seen."""
    if not isinstance(name, str) or not name.strip():
        # Translators: {name} is what was given, in quotes ('', 3).
        detail = _("a player's name must be some text, not {name}").format(name=repr(name))
        raise ScoringError(detail)
    # Before anything shows the name: a control character would reach the terminal.
    unseen = next((char for char in name if _unseen(char)), None)
    if unseen is not None:
        # Translators: {character} is a character's code and Unicode name, in English:
        # "U+FE0F (VARIATION SELECTOR-16)".
        detail = _("a name may hold only printable characters that can be seen, not {character}")
        raise ScoringError(detail.format(character=_described(unseen)), player=_escaped(name))
    if not fold_name(name):
        # Translators: {name} is the name given, in quotes.
        detail = _("a name needs a letter or a sign, not only accents: {name}")
        raise ScoringError(detail.format(name=repr(name)))
    if len(name) > MAX_NAME_LENGTH:
        detail = _("a name has at most {count} characters").format(count=MAX_NAME_LENGTH)
        raise ScoringError(detail, player=name)
    if name != name.strip():
        raise ScoringError(_("a name may not start or end with a space"), player=repr(name))
    return name

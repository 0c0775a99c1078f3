"""House rules kept by name: a table's settings and notes, saved once and used each night.

Kept beside the games as the aliases are, one row a set in a table of their own, never in
a game's log; each save is decided on the sets as they are under the write lock, so two
tables saving at once keep both. A game keeps its own copy of the rules it started with
(GameCreated), so changing or removing a saved set never rescores a game already played.
"""

from __future__ import annotations

import json
import sqlite3
import unicodedata
from typing import Any, NamedTuple

from quiddler_score.engine.errors import GameError
from quiddler_score.engine.rules import RuleSettingError, RuleSettings
from quiddler_score.engine.shown_text import obeyed
from quiddler_score.games.log.store import Store
from quiddler_score.games.log.stored_json import StoredJsonError, read_object
from quiddler_score.language import N_, _, number
from quiddler_score.words.backends import DictionaryUnavailable
from quiddler_score.words.dictionaries import open_dictionary

MAX_NAME = 40
MAX_NOTES = 2000


BONUSES = {"longest-word": "most_words_bonus", "most-words": "longest_word_bonus"}
"""The bonus a game of one bonus plays, and the setting that turns the other off."""


class HouseRules(NamedTuple):
    """A set: its settings (a [rules] table, every key checked), its notes and the
    dictionary its games use (None: the one chosen per game); a preset with
    ``one_bonus`` plays one bonus, chosen when the game starts."""

    name: str
    rules: dict[str, Any]
    notes: str = ""
    one_bonus: bool = False
    preset: bool = False
    dictionary: str | None = None

    @property
    def settings(self) -> RuleSettings:
        return RuleSettings.from_table(self.rules)

    @property
    def said_notes(self) -> str:
        """The notes to show: a preset's (kept in English, in a set saved from it too)
        in the language in force, anyone else's as written."""
        return _(self.notes) if self.notes in _PRESET_NOTES else self.notes

    @property
    def read_out(self) -> str:
        """What a game started with the set says: its name, dictionary, then its notes."""
        named = {"name": repr(self.name), "dictionary": self.dictionary, "notes": self.said_notes}
        if self.dictionary and self.notes:
            said = _("House rules {name} (dictionary {dictionary}): {notes}")
        elif self.dictionary:
            said = _("House rules {name} (dictionary {dictionary}).")
        elif self.notes:
            said = _("House rules {name}: {notes}")
        else:
            said = _("House rules {name}.")
        return said.format(**named)


def check_house_name(name: str) -> str:
    """``name`` stripped, if it can name a set of house rules; else GameError says why."""
    plain = name.strip()
    if not plain or len(plain) > MAX_NAME or not plain.isprintable():
        raise GameError(
            _("a house rules name is 1 to {most} printable characters: {name}").format(
                most=MAX_NAME, name=repr(name)
            )
        )
    return plain


PRESETS = {
    "two-player": HouseRules(
        "two-player",
        {},
        N_("two players play one bonus, longest word or most words, chosen as the game starts"),
        one_bonus=True,
        preset=True,
    ),
    "up-and-down": HouseRules(
        "up-and-down",
        {"rounds": [3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3]},
        N_("hands of 3 cards up to 10 and back down to 3: 15 rounds"),
        preset=True,
    ),
}
_PRESET_NOTES = frozenset(preset.notes for preset in PRESETS.values())


def all_houses(store: Store | None) -> dict[str, HouseRules]:
    """The presets, then the saved sets (a saved set of a preset's name replaces it);
    the presets alone where there is no database yet (``store`` None)."""
    return _with_presets(saved_houses(store))


def _with_presets(saved: dict[str, HouseRules]) -> dict[str, HouseRules]:
    """The presets no saved set replaces (case does not count), then ``saved``."""
    folded = {name.casefold() for name in saved}
    return {name: h for name, h in PRESETS.items() if name.casefold() not in folded} | saved


def with_bonus(house: HouseRules, bonus: str | None) -> dict[str, Any]:
    """The set's rules for a new game; a set of one bonus needs the ``bonus`` chosen
    (longest-word or most-words), and plays the other at 0."""
    if not house.one_bonus:
        if bonus is not None:
            raise GameError(
                _(
                    "the {name} rules play both bonuses: a bonus is chosen only for a set "
                    "of one bonus, such as two-player"
                ).format(name=house.name)
            )
        return house.rules
    if bonus not in BONUSES:
        raise GameError(
            _("the {name} rules play one bonus: choose longest-word or most-words").format(
                name=house.name
            )
        )
    return house.rules | {BONUSES[bonus]: 0}


def saved_houses(store: Store | None) -> dict[str, HouseRules]:
    """Every saved set by name; one that cannot be read (changed by hand) is left out."""
    if store is None:
        return {}
    with store.reading() as conn:
        return _saved_in(conn)


def _saved_in(conn: sqlite3.Connection) -> dict[str, HouseRules]:
    rows = conn.execute(
        "SELECT name, rules, notes, dictionary, one_bonus FROM house_rules ORDER BY name"
    ).fetchall()
    houses = (_house_of(*row) for row in rows)
    return {house.name: house for house in houses if house is not None}


def _house_of(
    name: object, rules: object, notes: object, dictionary: object, one_bonus: object
) -> HouseRules | None:
    """The set a row holds, or None for a row another program left in another shape."""
    if not (isinstance(name, str) and isinstance(rules, str) and isinstance(notes, str)):
        return None
    if dictionary is not None and not isinstance(dictionary, str):
        return None
    try:
        house = HouseRules(
            name, read_object(rules), notes, one_bonus=one_bonus == 1, dictionary=dictionary
        )
        house.settings  # noqa: B018 - checked: a set that does not hold is left out
    except (StoredJsonError, TypeError, ValueError, RuleSettingError):
        return None
    return house


def find_house(store: Store | None, name: str) -> HouseRules:
    """The saved set called ``name`` (case does not count), or GameError naming the known."""
    return _found_in(saved_houses(store), name)


def _found_in(saved: dict[str, HouseRules], name: str) -> HouseRules:
    house = _known_in(saved, name)
    if house is None:
        known = ", ".join(sorted(_with_presets(saved)))
        raise GameError(
            _("no house rules called {name} (known: {known})").format(name=repr(name), known=known)
        )
    return house


def save_house(
    store: Store,
    name: str,
    rules: dict[str, Any] | None = None,
    notes: str | None = None,
    dictionary: str | None = None,
) -> SavedHouse:
    """Save the set ``name``: what is given replaces what the set of that name (or the
    preset) holds, what is not (None) is kept; a new set starts from the standard rules.
    A ``dictionary`` of "" leaves it to each game. Games already started keep their copy.

    The dictionary must open here, and is kept as it names itself (a file: path made
    absolute), as a game keeps it.
    """
    plain = check_house_name(name)
    if notes is not None:
        notes = check_notes(notes)
    if rules is not None:
        try:
            rules = RuleSettings.from_table(rules).to_table()
        except RuleSettingError as error:
            raise GameError(str(error)) from None
    if dictionary:
        dictionary = _dictionary_name(dictionary)  # opened before the lock: it takes time
    # What the set held, and whether there was one, read under the write lock and
    # written in the same transaction: a save meanwhile is seen, never overwritten.
    with store.writing() as conn:
        known = _known_in(_saved_in(conn), plain)
        before = known or HouseRules(plain, {})
        house = HouseRules(
            before.name,  # a set changed keeps its name as first saved
            before.rules if rules is None else rules,
            before.notes if notes is None else notes,
            one_bonus=before.one_bonus,
            dictionary=before.dictionary if dictionary is None else dictionary or None,
        )
        conn.execute("DELETE FROM house_rules WHERE folded = ?", (house.name.casefold(),))
        conn.execute(
            "INSERT INTO house_rules (name, folded, rules, notes, dictionary, one_bonus)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (
                house.name,
                house.name.casefold(),
                json.dumps(house.rules, ensure_ascii=False),
                house.notes,
                house.dictionary,
                int(house.one_bonus),  # a set saved from the two-player preset plays one
            ),
        )
    return SavedHouse(house, changed=known is not None and not known.preset)


def _known_in(saved: dict[str, HouseRules], name: str) -> HouseRules | None:
    """The set or preset called ``name`` among ``saved`` and the presets, or None."""
    for known, house in _with_presets(saved).items():
        if known.casefold() == name.strip().casefold():
            return house
    return None


class SavedHouse(NamedTuple):
    """A set as saved, and whether it changed one saved before (not a preset)."""

    house: HouseRules
    changed: bool


def check_notes(notes: str) -> str:
    """The notes, their line ends made plain, if they can be read out on a terminal; a
    control character (an escape would move or clear the screen) is refused."""
    plain = notes.replace("\r\n", "\n").replace("\r", "\n").strip()
    if len(plain) > MAX_NOTES:
        raise GameError(
            _("house rules notes are at most {most} characters").format(most=number(MAX_NOTES))
        )
    for place, character in enumerate(plain, start=1):
        if character != "\n" and obeyed(character):
            kind = _OBEYED_KINDS[unicodedata.category(character)]
            raise GameError(
                # Translators: {kind} is what the character is, such as "a control character";
                # {code} its Unicode number (U+001B).
                _("the notes hold {kind}, {code}, at character {place}").format(
                    kind=_(kind), code=f"U+{ord(character):04X}", place=place
                )
            )
    return plain


# What the characters a terminal obeys, rather than shows, are called in the message.
_OBEYED_KINDS = {
    "Cc": N_("a control character"),
    "Cf": N_("a format character (it turns or hides the text around it)"),
    "Cs": N_("a byte that is not UTF-8"),
    "Zl": N_("a line separator"),
    "Zp": N_("a paragraph separator"),
}


def remove_house(store: Store, name: str) -> HouseRules:
    with store.writing() as conn:
        house = _found_in(_saved_in(conn), name)
        if house.preset:
            raise GameError(_("{name} is a preset: it cannot be removed").format(name=house.name))
        conn.execute("DELETE FROM house_rules WHERE name = ?", (house.name,))
    return house


def house_dictionary(house: HouseRules) -> str | None:
    """The set's dictionary, checked to open here; GameError says which set needs what."""
    if house.dictionary is None:
        return None
    try:
        return _dictionary_name(house.dictionary)
    except GameError as error:
        raise GameError(
            _(
                "the house rules {name} use the dictionary {dictionary}: {error}; "
                "choose another dictionary for this game"
            ).format(name=repr(house.name), dictionary=repr(house.dictionary), error=error)
        ) from None


def _dictionary_name(name: str) -> str:
    try:
        return open_dictionary(name).name
    except DictionaryUnavailable as error:
        raise GameError(str(error)) from None

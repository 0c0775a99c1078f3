"""House rules kept by name: a table's settings and notes, saved once and used each night.

Kept beside the games as the aliases are (the store's settings), never in a game's log:
a game keeps its own copy of the rules it started with (GameCreated), so changing or
removing a saved set never rescores a game already played.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Any, NamedTuple

from quiddler_score.engine.errors import GameError
from quiddler_score.engine.rules import RuleSettingError, RuleSettings
from quiddler_score.games.store import Store

HOUSE_KEY = "house_rules"
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
    def read_out(self) -> str:
        """What a game started with the set says: its name, dictionary, then its notes."""
        dictionary = f" (dictionary {self.dictionary})" if self.dictionary else ""
        notes = f": {self.notes}" if self.notes else "."
        return f"House rules {self.name!r}{dictionary}{notes}"


def check_house_name(name: str) -> str:
    """``name`` stripped, if it can name a set of house rules; else GameError says why."""
    plain = name.strip()
    if not plain or len(plain) > MAX_NAME or not plain.isprintable():
        raise GameError(f"a house rules name is 1 to {MAX_NAME} printable characters: {name!r}")
    return plain


PRESETS = {
    "two-player": HouseRules(
        "two-player",
        {},
        "two players play one bonus, longest word or most words, chosen as the game starts",
        one_bonus=True,
        preset=True,
    ),
    "up-and-down": HouseRules(
        "up-and-down",
        {"rounds": [3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3]},
        "hands of 3 cards up to 10 and back down to 3: 15 rounds",
        preset=True,
    ),
}


def all_houses(store: Store | None) -> dict[str, HouseRules]:
    """The presets, then the saved sets (a saved set of a preset's name replaces it);
    the presets alone where there is no database yet (``store`` None)."""
    saved = saved_houses(store)
    folded = {name.casefold() for name in saved}
    presets = {name: h for name, h in PRESETS.items() if name.casefold() not in folded}
    return presets | saved


def with_bonus(house: HouseRules, bonus: str | None) -> dict[str, Any]:
    """The set's rules for a new game; a set of one bonus needs the ``bonus`` chosen
    (longest-word or most-words), and plays the other at 0."""
    if not house.one_bonus:
        if bonus is not None:
            raise GameError(
                f"the {house.name} rules play both bonuses: a bonus is chosen only for a set "
                "of one bonus, such as two-player"
            )
        return house.rules
    if bonus not in BONUSES:
        raise GameError(f"the {house.name} rules play one bonus: choose longest-word or most-words")
    return house.rules | {BONUSES[bonus]: 0}


def saved_houses(store: Store | None) -> dict[str, HouseRules]:
    """Every saved set by name; one that cannot be read (changed by hand) is left out."""
    if store is None:
        return {}
    try:
        data = json.loads(store.setting(HOUSE_KEY) or "{}")
    except ValueError:
        return {}
    if not isinstance(data, dict):
        return {}
    found = {}
    for name, entry in data.items():
        try:
            dictionary = entry.get("dictionary")
            if dictionary is not None and not isinstance(dictionary, str):
                continue
            house = HouseRules(
                name,
                dict(entry["rules"]),
                str(entry.get("notes", "")),
                one_bonus=entry.get("one_bonus") is True,
                dictionary=dictionary,
            )
            house.settings  # noqa: B018 - checked: a set that does not hold is left out
        except (AttributeError, TypeError, KeyError, ValueError, RuleSettingError):
            continue  # AttributeError: an entry that is not an object
        found[name] = house
    return found


def find_house(store: Store | None, name: str) -> HouseRules:
    """The saved set called ``name`` (case does not count), or GameError naming the known."""
    houses = all_houses(store)
    for known, house in houses.items():
        if known.casefold() == name.strip().casefold():
            return house
    raise GameError(f"no house rules called {name!r} (known: {', '.join(sorted(houses))})")


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
    known = known_house(store, plain)
    before = known or HouseRules(plain, {})
    plain = before.name  # a set changed keeps its name as first saved
    if notes is not None:
        notes = check_notes(notes)
    if rules is not None:
        try:
            rules = RuleSettings.from_table(rules).to_table()
        except RuleSettingError as error:
            raise GameError(str(error)) from None
    if dictionary:
        dictionary = _dictionary_name(dictionary)
    house = HouseRules(
        plain,
        before.rules if rules is None else rules,
        before.notes if notes is None else notes,
        one_bonus=before.one_bonus,
        dictionary=before.dictionary if dictionary is None else dictionary or None,
    )
    houses = {
        known: each
        for known, each in saved_houses(store).items()
        if known.casefold() != plain.casefold()
    }
    houses[plain] = house
    _write(store, houses)
    return SavedHouse(house, changed=known is not None and not known.preset)


class SavedHouse(NamedTuple):
    """A set as saved, and whether it changed one saved before (not a preset)."""

    house: HouseRules
    changed: bool


def known_house(store: Store, name: str) -> HouseRules | None:
    """The saved set or preset called ``name``, or None."""
    try:
        return find_house(store, name)
    except GameError:
        return None


def check_notes(notes: str) -> str:
    """The notes, their line ends made plain, if they can be read out on a terminal; a
    control character (an escape would move or clear the screen) is refused."""
    plain = notes.replace("\r\n", "\n").replace("\r", "\n").strip()
    if len(plain) > MAX_NOTES:
        raise GameError(f"house rules notes are at most {MAX_NOTES} characters")
    for place, character in enumerate(plain, start=1):
        if character not in "\n\t" and unicodedata.category(character) == "Cc":
            raise GameError(
                f"the notes hold a control character, U+{ord(character):04X}, at character {place}"
            )
    return plain


def remove_house(store: Store, name: str) -> HouseRules:
    house = find_house(store, name)
    if house.preset:
        raise GameError(f"{house.name} is a preset: it cannot be removed")
    houses = saved_houses(store)
    del houses[house.name]
    _write(store, houses)
    return house


def house_dictionary(house: HouseRules) -> str | None:
    """The set's dictionary, checked to open here; GameError says which set needs what."""
    if house.dictionary is None:
        return None
    try:
        return _dictionary_name(house.dictionary)
    except GameError as error:
        raise GameError(
            f"the house rules {house.name!r} use the dictionary {house.dictionary!r}: {error}; "
            "choose another dictionary for this game"
        ) from None


def _dictionary_name(name: str) -> str:
    from quiddler_score.words.backends import DictionaryUnavailable
    from quiddler_score.words.dictionaries import open_dictionary

    try:
        return open_dictionary(name).name
    except DictionaryUnavailable as error:
        raise GameError(str(error)) from None


def _write(store: Store, houses: dict[str, HouseRules]) -> None:
    data: dict[str, dict[str, Any]] = {}
    for name, h in sorted(houses.items()):
        data[name] = {"rules": h.rules, "notes": h.notes}
        if h.dictionary is not None:
            data[name]["dictionary"] = h.dictionary
        if h.one_bonus:  # a set saved from the two-player preset plays one bonus too
            data[name]["one_bonus"] = True
    store.set_setting(HOUSE_KEY, json.dumps(data, ensure_ascii=False) if data else None)

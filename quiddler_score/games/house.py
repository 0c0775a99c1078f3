"""House rules kept by name: a table's settings and notes, saved once and used each night.

Kept beside the games as the aliases are (the store's settings), never in a game's log:
a game keeps its own copy of the rules it started with (GameCreated), so changing or
removing a saved set never rescores a game already played.
"""

from __future__ import annotations

import json
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


def all_houses(store: Store) -> dict[str, HouseRules]:
    """The presets, then the saved sets (a saved set of a preset's name replaces it)."""
    saved = saved_houses(store)
    folded = {name.casefold() for name in saved}
    presets = {name: h for name, h in PRESETS.items() if name.casefold() not in folded}
    return presets | saved


def with_bonus(house: HouseRules, bonus: str | None) -> dict[str, Any]:
    """The set's rules for a new game; a set of one bonus needs the ``bonus`` chosen
    (longest-word or most-words), and plays the other at 0."""
    if not house.one_bonus:
        return house.rules
    if bonus not in BONUSES:
        raise GameError(f"the {house.name} rules play one bonus: choose longest-word or most-words")
    return house.rules | {BONUSES[bonus]: 0}


def saved_houses(store: Store) -> dict[str, HouseRules]:
    """Every saved set by name; one that cannot be read (changed by hand) is left out."""
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
                name, dict(entry["rules"]), str(entry.get("notes", "")), dictionary=dictionary
            )
            house.settings  # noqa: B018 - checked: a set that does not hold is left out
        except (TypeError, KeyError, ValueError, RuleSettingError):
            continue
        found[name] = house
    return found


def find_house(store: Store, name: str) -> HouseRules:
    """The saved set called ``name`` (case does not count), or GameError naming the known."""
    houses = all_houses(store)
    for known, house in houses.items():
        if known.casefold() == name.strip().casefold():
            return house
    raise GameError(f"no house rules called {name!r} (known: {', '.join(sorted(houses))})")


def save_house(
    store: Store,
    name: str,
    rules: dict[str, Any],
    notes: str = "",
    dictionary: str | None = None,
) -> HouseRules:
    """Save (or replace) the set ``name``; games already started keep their own copy.

    The dictionary must open here, and is kept as it names itself (a file: path made
    absolute), as a game keeps it.
    """
    plain = check_house_name(name)
    if len(notes) > MAX_NOTES:
        raise GameError(f"house rules notes are at most {MAX_NOTES} characters")
    # Read out on a terminal: a control character could move or clear the screen.
    odd = next((ch for ch in notes if not ch.isprintable() and ch != "\n"), None)
    if odd is not None:
        raise GameError(
            f"house rules notes: U+{ord(odd):04X} at character {notes.index(odd) + 1} "
            "is not printable text"
        )
    try:
        table = RuleSettings.from_table(rules).to_table()
    except RuleSettingError as error:
        raise GameError(str(error)) from None
    if dictionary is not None:
        dictionary = _dictionary_name(dictionary)
    houses = {
        known: house
        for known, house in saved_houses(store).items()
        if known.casefold() != plain.casefold()
    }
    houses[plain] = HouseRules(plain, table, notes.strip(), dictionary=dictionary)
    _write(store, houses)
    return houses[plain]


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
            "choose another for this game"
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
    store.set_setting(HOUSE_KEY, json.dumps(data, ensure_ascii=False) if data else None)

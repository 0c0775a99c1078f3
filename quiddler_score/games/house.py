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


class HouseRules(NamedTuple):
    """A saved set: its settings (a [rules] table, every key checked) and its notes."""

    name: str
    rules: dict[str, Any]
    notes: str = ""

    @property
    def settings(self) -> RuleSettings:
        return RuleSettings.from_table(self.rules)

    @property
    def read_out(self) -> str:
        """What a game started with the set says: its name, then its notes."""
        return f"House rules {self.name!r}" + (f": {self.notes}" if self.notes else ".")


def check_house_name(name: str) -> str:
    """``name`` stripped, if it can name a set of house rules; else GameError says why."""
    plain = name.strip()
    if not plain or len(plain) > MAX_NAME or not plain.isprintable():
        raise GameError(f"a house rules name is 1 to {MAX_NAME} printable characters: {name!r}")
    return plain


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
            house = HouseRules(name, dict(entry["rules"]), str(entry.get("notes", "")))
            house.settings  # noqa: B018 - checked: a set that does not hold is left out
        except (TypeError, KeyError, ValueError, RuleSettingError):
            continue
        found[name] = house
    return found


def find_house(store: Store, name: str) -> HouseRules:
    """The saved set called ``name`` (case does not count), or GameError naming the known."""
    houses = saved_houses(store)
    for known, house in houses.items():
        if known.casefold() == name.strip().casefold():
            return house
    listed = ", ".join(sorted(houses)) or "none saved yet (house save NAME --rules FILE)"
    raise GameError(f"no house rules called {name!r} (saved: {listed})")


def save_house(store: Store, name: str, rules: dict[str, Any], notes: str = "") -> HouseRules:
    """Save (or replace) the set ``name``; games already started keep their own copy."""
    plain = check_house_name(name)
    if len(notes) > MAX_NOTES:
        raise GameError(f"house rules notes are at most {MAX_NOTES} characters")
    try:
        table = RuleSettings.from_table(rules).to_table()
    except RuleSettingError as error:
        raise GameError(str(error)) from None
    houses = {
        known: house
        for known, house in saved_houses(store).items()
        if known.casefold() != plain.casefold()
    }
    houses[plain] = HouseRules(plain, table, notes.strip())
    _write(store, houses)
    return houses[plain]


def remove_house(store: Store, name: str) -> HouseRules:
    house = find_house(store, name)
    houses = saved_houses(store)
    del houses[house.name]
    _write(store, houses)
    return house


def _write(store: Store, houses: dict[str, HouseRules]) -> None:
    data = {name: {"rules": h.rules, "notes": h.notes} for name, h in sorted(houses.items())}
    store.set_setting(HOUSE_KEY, json.dumps(data, ensure_ascii=False) if data else None)

"""One person, one row: the same player across games by name, and the names one person uses.

A name means the same person in every game, ignoring case and spaces at either end.
``alias Bob Robert`` records that Robert is Bob too; aliases are kept beside the games
(never written into a game's log) and can be taken back.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from quiddler_score.engine.errors import GameError
from quiddler_score.games.store import Store

ALIASES_KEY = "aliases"


def name_key(name: str) -> str:
    """What makes two names the same: case and surrounding spaces do not count."""
    return name.strip().casefold()


class People:
    """Who a name in a game is: the person's key, and the name to show for them."""

    def __init__(self, aliases: Mapping[str, str]) -> None:
        self.aliases = dict(aliases)  # other name's key -> the person's own name

    def key(self, name: str) -> str:
        return name_key(self.aliases.get(name_key(name), name))

    def shown(self, name: str) -> str:
        """The person's own name when ``name`` is an alias, else the name as typed."""
        return self.aliases.get(name_key(name), name.strip())


def read_aliases(store: Store) -> dict[str, str]:
    """Each alias's key and the name of the person it stands for."""
    text = store.setting(ALIASES_KEY)
    data = json.loads(text) if text else {}
    return {str(key): str(name) for key, name in data.items()} if isinstance(data, dict) else {}


def add_alias(store: Store, name: str, other: str) -> None:
    """Record that ``other`` is ``name`` too (Robert is Bob)."""
    name, other = name.strip(), other.strip()
    if not name or not other or name_key(name) == name_key(other):
        raise GameError(f"alias: give two different names, not {name!r} and {other!r}")
    aliases = read_aliases(store)
    if name_key(name) in aliases:
        raise GameError(
            f"alias: {name} is itself another name of {aliases[name_key(name)]}: "
            f"use quiddler-score alias {aliases[name_key(name)]} {other}"
        )
    aliases[name_key(other)] = name
    for key, person in list(aliases.items()):  # who was an alias of ``other`` is ``name``
        if name_key(person) == name_key(other):
            aliases[key] = name
    store.set_setting(ALIASES_KEY, json.dumps(aliases, ensure_ascii=False, sort_keys=True))


def remove_alias(store: Store, other: str) -> str:
    """Take back that ``other`` is someone else; returns who it stood for."""
    aliases = read_aliases(store)
    person = aliases.pop(name_key(other), None)
    if person is None:
        raise GameError(f"alias: {other.strip()!r} is not another name of anyone")
    store.set_setting(ALIASES_KEY, json.dumps(aliases, ensure_ascii=False, sort_keys=True))
    return person

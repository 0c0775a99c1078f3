"""One person, one row: the same player across games by name, and the names one person uses.

A name means the same person in every game, ignoring case, accents and spaces (Chloé
in one game and chloe in another are one person). ``alias Bob Robert`` records that
Robert is Bob too; aliases are kept beside the games (never written into a game's log)
and can be taken back.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping

from quiddler_score.engine.errors import GameError, UnknownPlayer
from quiddler_score.engine.players import AmbiguousPlayer, fold_name, resolve_player

# One meaning of "the same name" everywhere: the table's (case, accents, look-alikes).
from quiddler_score.engine.table import name_key
from quiddler_score.games.store import Store

ALIASES_KEY = "aliases"


class People:
    """Who a name in a game is: the person's key, and the name to show for them."""

    def __init__(self, aliases: Mapping[str, str]) -> None:
        # other name's key -> the person's own name; keys folded as read_aliases does
        self.aliases = _folded_keys(aliases)

    def key(self, name: str) -> str:
        return name_key(self.aliases.get(name_key(name), name))

    def shown(self, name: str) -> str:
        """The person's own name when ``name`` is an alias, else the name as typed."""
        return self.aliases.get(name_key(name), name.strip())

    def find(self, typed: str, names: Iterable[str]) -> str:
        """The key of the person ``typed`` means among those who played as ``names``.

        Their name or an alias of theirs, folded, or the start of their name; a name
        that fits no one, or two people, is refused with who there is.
        """
        shown = {self.key(name): self.shown(name) for name in names}
        if self.key(typed) in shown:
            return self.key(typed)
        everyone = sorted(shown.values(), key=fold_name)
        return self.key(resolve_player(everyone, typed, missing="has played no saved game"))


def read_aliases(store: Store) -> dict[str, str]:
    """Each alias's key and the name of the person it stands for."""
    text = store.setting(ALIASES_KEY)
    data = json.loads(text) if text else {}
    return _folded_keys(data) if isinstance(data, dict) else {}


def _folded_keys(aliases: Mapping[str, str]) -> dict[str, str]:
    """Keys written before accents were folded (chloé) read as today's (chloe).

    Two old keys that now fold alike keep the first in sorted order.
    """
    folded: dict[str, str] = {}
    for key, name in sorted(aliases.items()):
        folded.setdefault(name_key(str(key)), str(name))
    return folded


def add_alias(store: Store, name: str, other: str, played: Iterable[str] = ()) -> str:
    """Record that ``other`` is ``name`` too (Robert is Bob); returns the name kept.

    ``name`` is kept as it was ``played`` when it means one of those names (chloe or
    chl for Chloé), so the person's row shows the name they play under; a name that
    could be two of them is refused, and one that is none of them kept as typed.
    """
    name, other = name.strip(), other.strip()
    try:
        name = resolve_player(sorted(set(played), key=fold_name), name) if name else name
    except AmbiguousPlayer:
        raise
    except UnknownPlayer:
        pass  # someone with no saved game yet
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
    return name


def remove_alias(store: Store, other: str) -> str:
    """Take back that ``other`` is someone else; returns who it stood for."""
    aliases = read_aliases(store)
    person = aliases.pop(name_key(other), None)
    if person is None:
        raise GameError(f"alias: {other.strip()!r} is not another name of anyone")
    store.set_setting(ALIASES_KEY, json.dumps(aliases, ensure_ascii=False, sort_keys=True))
    return person

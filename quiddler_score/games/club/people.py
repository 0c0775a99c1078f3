"""One person, one row: the same player across games by name, and the names one person uses.

A name means the same person in every game, ignoring case, accents and spaces (Chloé
in one game and chloe in another are one person). ``alias Bob Robert`` records that
Robert is Bob too; aliases are kept beside the games, one row each in their own table
(never written into a game's log), and can be taken back; each change is decided on the
aliases as they are under the write lock, so two scorekeepers adding at once keep both.
Two names that sat at one table are two people: ``alias`` refuses to join them, and
stats keeps them apart in that game whatever the kept aliases say (written by an older
version, or by hand).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from typing import NamedTuple

from quiddler_score.engine.errors import GameError, UnknownPlayer
from quiddler_score.engine.players import AmbiguousPlayer, fold_name, resolve_player

# One meaning of "the same name" everywhere: the table's (case, accents, look-alikes),
# and one rule for what a name may be, at a table or as an alias.
from quiddler_score.engine.table import check_player_name, name_key
from quiddler_score.games.log.derived import set_aside
from quiddler_score.games.log.store import Store
from quiddler_score.games.summary import GameSummary
from quiddler_score.language import _

ALIASES_KEY = "aliases"  # the setting an older version kept them in
_ALIAS_ROWS = "SELECT CAST(alias AS TEXT), CAST(person AS TEXT) FROM aliases ORDER BY alias"


class Person(NamedTuple):
    """Who a player of one game is: the person's key, and the name their row shows."""

    key: str
    shown: str


class Seating(NamedTuple):
    """The players of one saved game, and how a line names the game (3 'Night two')."""

    game: str
    players: tuple[str, ...]


class AliasesRead(NamedTuple):
    """The aliases kept, each usable one, and a line for what had to be set aside."""

    aliases: dict[str, str]
    problems: list[str]


class People:
    """Who a name in a game is: the person's key, and the name to show for them."""

    def __init__(self, aliases: Mapping[str, str], problems: Iterable[str] = ()) -> None:
        # other name's key -> the person's own name; keys folded by name_key,
        # chains followed (Rob -> Robert -> Bob: rob -> Bob)
        self.aliases = _chains_followed(_folded_keys(aliases))
        self._notes = dict.fromkeys(problems)
        # Each name's key and shown name, worked out once: a club's thousands of games
        # seat the same few dozen names, and folding one was most of what stats spent
        # on names.
        self._keys: dict[str, str] = {}
        self._shown: dict[str, str] = {}

    @property
    def notes(self) -> list[str]:
        """A line for each problem with the aliases, and each game that set one aside."""
        return list(self._notes)

    def key(self, name: str) -> str:
        key = self._keys.get(name)
        if key is None:
            key = self._keys[name] = name_key(self.aliases.get(name_key(name), name))
        return key

    def shown(self, name: str) -> str:
        """The person's own name when ``name`` is an alias, else the name as typed."""
        shown = self._shown.get(name)
        if shown is None:
            shown = self._shown[name] = self.aliases.get(name_key(name), name.strip())
        return shown

    def joined(self, names: Iterable[str]) -> list[list[str]]:
        """The names of one game that the aliases would make one person, in groups."""
        groups: dict[str, list[str]] = {}
        for name in names:
            groups.setdefault(self.key(name), []).append(name)
        return [group for group in groups.values() if len(group) > 1]

    def at_table(self, names: Iterable[str], game: str) -> dict[str, Person]:
        """The person each player of one game is, each player a person of their own.

        Players the aliases would join (Bob and Robert both sat in ``game``) are kept
        apart there: each name that is an alias counts as itself in that game, and a
        note says so. Names alike at one table from before names were folded (Chloé
        and Chloe) are told apart by the name as seated.
        """
        names = list(names)
        seated = {name: Person(self.key(name), self.shown(name)) for name in names}
        for group in self.joined(names):
            # Translators: {game} is the game's id and name (3 'Night two'); {names}
            # two or more players' names (Bob and Robert).
            note = (
                _(
                    "game {game}: {names} both played in it, so the alias that makes "
                    "them one person is set aside for that game"
                )
                if any(name_key(name) != seated[name].key for name in group)
                else _(
                    "game {game}: {names} are one name to stats but both played "
                    "in it, so they are counted apart there"
                )
            )
            self._notes[note.format(game=game, names=_listed(group))] = None
            kept = False  # the first whose own name is the person's stays the person
            for name in group:
                own = name_key(name)
                if own == seated[name].key and not kept:
                    kept = True
                elif own != seated[name].key:
                    seated[name] = Person(own, name.strip())
                else:
                    seated[name] = Person(f"{own}\n{name}", name.strip())
        return seated

    def find(self, typed: str, names: Iterable[str]) -> str:
        """The key of the person ``typed`` means among those who played as ``names``.

        Their name or an alias of theirs, folded, or the start of their name; a name
        that fits no one, or two people, is refused with who there is.
        """
        shown = {self.key(name): self.shown(name) for name in names}
        if self.key(typed) in shown:
            return self.key(typed)
        everyone = sorted(shown.values(), key=fold_name)
        return self.key(resolve_player(everyone, typed, missing=_("has played no saved game")))


def _listed(names: Sequence[str]) -> str:
    """Two or more names: Ann and Bob; Ann, Bob and Cy."""
    # Translators: {names} is one name or several separated by commas; {last} a name.
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def people_of(store: Store) -> People:
    """The people of the store's aliases, with a note for any alias set aside."""
    return People(*aliases_read(store))


def people_in(store: Store, conn: sqlite3.Connection) -> People:
    """The people of the aliases as read in ``conn``, a transaction of ``store``."""
    return People(*_aliases_in(store, conn))


def one_person_each(
    store: Store, conn: sqlite3.Connection, players: Iterable[str], doing: str
) -> None:
    """Refuse (GameError, one line) to seat ``players`` at one table where the aliases,
    read in the caller's write transaction ``conn``, make two of them one person: the
    alias must be taken back first, or stats would have to guess who is who."""
    people = people_in(store, conn)
    for group in people.joined(players):
        other = next(name for name in group if name_key(name) in people.aliases)
        raise GameError(
            # Translators: {command} is the command's name (new, rename); {alias} is
            # another name of the person {person}.
            _(
                "{command}: {names} are one person by an alias ({alias} is "
                "{person}), so they cannot sit at one table; take it back first: "
                "quiddler-score alias --remove {alias}"
            ).format(
                command=doing,
                names=_listed(group),
                alias=other.strip(),
                person=people.shown(other),
            )
        )


def aliases_read(store: Store) -> AliasesRead:
    """The aliases kept, read as far as they can be: an entry that is no name, or what an
    older version kept that could not be carried into the table, is set aside with a
    line."""
    with store.reading() as conn:
        return _aliases_in(store, conn)


def aliases_text(store: Store) -> str:
    """The aliases as kept, in one text that changes whenever any of them changes (an
    answer worked out with them is kept under it)."""
    with store.reading() as conn:
        rows = conn.execute(_ALIAS_ROWS).fetchall()
    return json.dumps([rows, set_aside(store, ALIASES_KEY)], ensure_ascii=False)


def _aliases_in(store: Store, conn: sqlite3.Connection) -> AliasesRead:
    usable: dict[str, str] = {}
    problems = []
    for name, value, why in set_aside(store, ALIASES_KEY):
        if name is None:
            # Translators: {setting} is the setting's name (aliases); {why} says what it
            # is instead, such as "not valid JSON".
            problems.append(
                _(
                    "the {setting} setting is {why}, so no alias is read: every name counts "
                    "as a person of its own until an alias is added"
                ).format(setting=ALIASES_KEY, why=_(why))
            )
        else:
            problems.append(
                # Translators: {why} says what it is instead, such as "not a name".
                _("the alias {alias} of {value} is set aside: it is {why}").format(
                    alias=ascii(name), value=value, why=_(why)
                )
            )
    for key, name in conn.execute(_ALIAS_ROWS).fetchall():
        error = _not_a_name(key) or _not_a_name(name)
        if error is None:
            usable[key] = name
        else:
            problems.append(
                _("the alias {alias} of {name} is set aside: {why}").format(
                    alias=ascii(key), name=ascii(name), why=error.detail
                )
            )
    return AliasesRead(_folded_keys(usable), problems)


def _not_a_name(name: object) -> GameError | None:
    try:
        check_player_name(name)
    except GameError as error:
        return error
    return None


def _folded_keys(aliases: Mapping[str, str]) -> dict[str, str]:
    """Keys written before accents were folded (chloé) read as today's (chloe).

    Two old keys that now fold alike keep the first in sorted order.
    """
    folded: dict[str, str] = {}
    for key, name in sorted(aliases.items()):
        folded.setdefault(name_key(str(key)), str(name))
    return folded


def _chains_followed(aliases: Mapping[str, str]) -> dict[str, str]:
    """Each alias to the person at the end of its chain: {rob: Robert, robert: Bob}
    gives rob -> Bob. A loop (written by hand) ends at the first of its names in order,
    the same for every alias in it; an alias of itself is dropped."""
    followed: dict[str, str] = {}
    for key, person in aliases.items():
        seen = [key]
        while name_key(person) in aliases and name_key(person) not in seen:
            seen.append(name_key(person))
            person = aliases[name_key(person)]
        if name_key(person) in seen:  # a loop: every name of it is one person
            loop = seen[seen.index(name_key(person)) :]
            person = min((aliases[k] for k in loop), key=lambda n: (name_key(n), n))
        if name_key(person) != key:
            followed[key] = person
    return followed


def add_alias(store: Store, name: str, other: str, seatings: Sequence[Seating] = ()) -> str:
    """Record that ``other`` is ``name`` too (Robert is Bob); returns the name kept.

    ``name`` is kept as it was played in ``seatings`` (every saved game's players) when
    it means one of those names (chloe or chl for Chloé), so the person's row shows the
    name they play under; a name that could be two of them is refused, and one that is
    none of them kept as typed. Both follow the rules of a player's name. Two names
    that would then be one person but sat at one table are refused, naming the game.
    """
    name, other = name.strip(), other.strip()
    for given in (name, other) if name and other else ():
        error = _not_a_name(given)  # the rules of a player's name: one function for both
        if error is not None:
            raise GameError(_("alias: {error}").format(error=error))
    played = sorted({player for seating in seatings for player in seating.players}, key=fold_name)
    try:
        name = resolve_player(played, name) if name else name
    except AmbiguousPlayer:
        raise
    except UnknownPlayer:
        pass  # someone with no saved game yet
    if not name or not other or name_key(name) == name_key(other):
        raise GameError(
            _("alias: give two different names, not {name} and {other}").format(
                name=repr(name), other=repr(other)
            )
        )
    # Decided on the aliases and the games as they are under the write lock, and written
    # in the same transaction: another process's change meanwhile is seen, never
    # overwritten, and a game begun meanwhile is one of the seatings.
    with store.writing() as conn:
        _add(store, conn, name, other, [*seatings, *_seated(conn)])
    return name


def _seated(conn: sqlite3.Connection) -> list[Seating]:
    """The players of each game not deleted, as its kept summary says (one written in
    the transaction of each game's latest entry)."""
    rows = conn.execute(
        "SELECT g.id, CAST(g.name AS TEXT), CAST(s.summary AS TEXT) FROM games AS g"
        " JOIN game_summaries AS s ON s.game_id = g.id WHERE g.deleted_at IS NULL"
    ).fetchall()
    seated = []
    for game_id, name, text in rows:
        summary = GameSummary.from_json(text or "")
        if summary is not None:
            seated.append(Seating(f"{game_id} {name!r}", tuple(summary.totals)))
    return seated


def _add(
    store: Store, conn: sqlite3.Connection, name: str, other: str, seatings: Sequence[Seating]
) -> None:
    before = _aliases_in(store, conn).aliases
    aliases = dict(before)
    if name_key(name) in aliases:
        raise GameError(
            _(
                "alias: {name} is itself another name of {person}: "
                "use quiddler-score alias {person} {other}"
            ).format(name=name, person=aliases[name_key(name)], other=other)
        )
    aliases[name_key(other)] = name
    for key, person in list(aliases.items()):  # who was an alias of ``other`` is ``name``
        if name_key(person) == name_key(other):
            aliases[key] = name
    # Refused when they make one person of two players of one game that the aliases
    # before kept apart (Rob -> Robert, then Robert -> Bob, joins Rob and Bob).
    people_before, people_after = People(before), People(aliases)
    for seating in seatings:
        joined_before = {frozenset(group) for group in people_before.joined(seating.players)}
        for group in people_after.joined(seating.players):
            if frozenset(group) not in joined_before:
                raise GameError(
                    # Translators: {game} is the game's id and name (3 'Night two').
                    _(
                        "alias: {other} cannot be {name}: {names} would be one "
                        "person, but both played in game {game}"
                    ).format(other=other, name=name, names=_listed(group), game=seating.game)
                )
    _write_aliases(conn, aliases)


def remove_alias(store: Store, other: str) -> str:
    """Take back that ``other`` is someone else; returns who it stood for."""
    with store.writing() as conn:
        aliases = _aliases_in(store, conn).aliases
        person = aliases.pop(name_key(other), None)
        if person is None:
            raise GameError(
                _("alias: {name} is not another name of anyone").format(name=repr(other.strip()))
            )
        _write_aliases(conn, aliases)
    return person


def _write_aliases(conn: sqlite3.Connection, aliases: Mapping[str, str]) -> None:
    """The aliases, usable and folded, as the table's rows: what was set aside (an entry
    that is no name, an older version's unreadable setting) goes, as a change written
    by an older version dropped it too."""
    conn.execute("DELETE FROM aliases")
    conn.execute("DELETE FROM settings_set_aside WHERE setting = ?", (ALIASES_KEY,))
    conn.executemany("INSERT INTO aliases (alias, person) VALUES (?, ?)", sorted(aliases.items()))

"""What a game's log holds: one event type, its kinds, and a typed payload for each kind.

Payloads are named tuples (a fraction of a dataclass's start-up cost, paid by every
command that touches a saved game). The one codec between a payload and the JSON object
the store keeps is made from the payloads' own fields, so a field added to one is written
and read with no other change; a damaged entry is named, not half read.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from enum import StrEnum
from types import NoneType, UnionType
from typing import Any, Final, NamedTuple, TypeVar, get_args, get_origin, get_type_hints

from quiddler_score.engine.rules import rules_format
from quiddler_score.engine.verdict import Ruling, Verdict
from quiddler_score.games.errors import DamagedEntry
from quiddler_score.games.log.event import Event as Event
from quiddler_score.language import _

T = TypeVar("T")


class Kind(StrEnum):
    GAME_CREATED = "game_created"
    HAND_RECORDED = "hand_recorded"
    CHALLENGE = "challenge"
    UNDO = "undo"
    REDO = "redo"
    PLAYER_RENAMED = "player_renamed"
    GAME_RENAMED = "game_renamed"
    ROUND_CLOSED = "round_closed"
    OUT_NAMED = "out_named"
    GAME_IMPORTED = "game_imported"


class GameCreated(NamedTuple):
    players: tuple[str, ...]
    dealer: str | None = None
    dictionary: str = "standard"
    rules: Mapping[str, Any] = {}
    name: str | None = None
    rules_format: int = 1
    """The rules format the game was written in (see ``engine.rules.RULES_FORMAT``)."""


class HandRecorded(NamedTuple):
    """A player's hand in a round: words in card notation, loose cards, and verdicts kept.

    ``verdicts`` holds the game's dictionary on each word when the hand was recorded, so
    the strict rule scores the same for ever after.
    """

    round: int
    player: str
    words: tuple[str, ...]
    unused: tuple[str, ...]
    went_out: bool = False
    correction: bool = False
    verdicts: Mapping[str, Verdict] = {}


class ChallengeMade(NamedTuple):
    round: int
    by: str
    player: str
    word: str
    ruling: Ruling | None = None
    verdict: Verdict | None = None


class Undo(NamedTuple):
    """Takes back the event ``target`` (the latest still in force when it was made)."""

    target: int | None


class Redo(NamedTuple):
    """Puts back the event ``target``, the latest an undo took back."""

    target: int | None


class PlayerRenamed(NamedTuple):
    old: str
    new: str


class GameRenamed(NamedTuple):
    """The game's name; None gives it back its automatic name (the players' names)."""

    name: str | None


class RoundClosed(NamedTuple):
    """The table has no more challenges in the round: resuming does not ask again."""

    round: int


class OutNamed(NamedTuple):
    """Who went out in the round, as the table answered before the hands were typed
    (None: nobody); kept so that play never asks it twice. A hand that says it went out
    outranks it."""

    round: int
    player: str | None


class GameImported(NamedTuple):
    """A game played before it was kept here, brought in by ``import`` from a score sheet:
    its players' scores as the sheet gave them, the whole of its log.

    ``round_scores`` holds each round's score per player (in ``players`` order), or
    nothing when the sheet kept only totals; ``shape`` is the cards dealt each round
    (a standard game's when the sheet does not say). ``key`` tells the same game
    brought in twice."""

    players: tuple[str, ...]
    played_on: str
    """The day it was played (YYYY-MM-DD), as the sheet gave it."""
    totals: tuple[int, ...]
    shape: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...] = ()
    name: str | None = None
    source: str = ""
    """The file it came from, and its rows (nights.csv, rows 2-9), kept in English:
    :meth:`said_source` says it in the language in force."""
    key: str = ""

    def said_source(self) -> str:
        """Where the game came from, in the language in force: nights.csv, rows 2-9
        (« lignes 2-9 » in French); "a score sheet" when nothing is kept."""
        if not self.source:
            return _("a score sheet")
        found = _KEPT_ROWS.fullmatch(self.source)
        if found is None:
            return self.source
        file, first, last = found.groups()
        rows = rows_said(int(first), int(last or first))
        # Translators: {file} is the sheet's file name; {rows} its rows (rows 2-9).
        return _("{file}, {rows}").format(file=file, rows=rows)


# A kept source: the file, then "row 4" or "rows 2-9" (rows_said in English).
_KEPT_ROWS = re.compile(r"(.*), rows? (\d+)(?:-(\d+))?", re.DOTALL)


def rows_said(first: int, last: int) -> str:
    """The rows of a sheet a game was read from, in the language in force: row 4, rows
    2-9 (a source is kept with them said in English)."""
    if first == last:
        return _("row {row}").format(row=first)
    return _("rows {first}-{last}").format(first=first, last=last)


Payload = (
    GameCreated
    | HandRecorded
    | ChallengeMade
    | Undo
    | Redo
    | PlayerRenamed
    | GameRenamed
    | RoundClosed
    | OutNamed
    | GameImported
)

KIND_OF: dict[type[Any], Kind] = {
    GameCreated: Kind.GAME_CREATED,
    HandRecorded: Kind.HAND_RECORDED,
    ChallengeMade: Kind.CHALLENGE,
    Undo: Kind.UNDO,
    Redo: Kind.REDO,
    PlayerRenamed: Kind.PLAYER_RENAMED,
    GameRenamed: Kind.GAME_RENAMED,
    RoundClosed: Kind.ROUND_CLOSED,
    OutNamed: Kind.OUT_NAMED,
    GameImported: Kind.GAME_IMPORTED,
}


def kind_of(payload: Payload) -> Kind:
    return KIND_OF[type(payload)]


def encode(payload: Payload) -> dict[str, Any]:
    """The payload as the JSON object the store keeps: its fields in order, each written
    by its type."""
    _payload_type, fields = _CODECS[kind_of(payload)]
    data = {field.name: field.write(value) for field, value in zip(fields, payload, strict=True)}
    if isinstance(payload, GameCreated):
        # Written only where an older reader would not know a setting.
        needed = max(payload.rules_format, rules_format(payload.rules))
        if needed > 1:
            data["rules_format"] = needed
        else:
            del data["rules_format"]
    return data


REFUSED: Final = "refused"
"""The tag of a hand that holds a word refused as it was entered."""


def tag_of(payload: Payload) -> str | None:
    """The tag the store keeps beside the entry, so that a query finds entries by it
    without reading payloads: a hand's :data:`REFUSED` where a verdict it keeps refuses
    a word (else ""), a game brought in its key; None for the other kinds."""
    if isinstance(payload, HandRecorded):
        return REFUSED if not all(v.accepted for v in payload.verdicts.values()) else ""
    if isinstance(payload, GameImported):
        return payload.key
    return None


def payload_of(event: Event) -> Payload:
    """The typed payload of a stored event, each field read by its type (one with a
    default, or that may be None, may be left out); DamagedEntry names the entry when
    it cannot be."""
    kind, data = event.kind, event.payload
    try:
        if not isinstance(data, Mapping):
            raise TypeError(_("its payload is not an object: {data}").format(data=repr(data)))
        if kind not in _CODECS:
            raise ValueError(_("its kind {kind} is unknown").format(kind=repr(kind)))
        payload_type, fields = _CODECS[kind]
        values = []
        for name, _write, read, default in fields:
            value = data.get(name, default)
            if value is _REQUIRED:
                raise KeyError(name)
            values.append(read(value, name, data))
        payload: Payload = payload_type(*values)
        if isinstance(payload, GameImported):
            _check_imported(payload)
        return payload
    except (KeyError, TypeError, ValueError) as error:
        # Translators: {field} is the name of a field of the entry, as it is kept.
        why = _("no {field}").format(field=error) if isinstance(error, KeyError) else str(error)
        raise DamagedEntry(
            # Translators: {why} says what is wrong with it, such as "it has no rounds".
            _("entry #{entry} of game {game} is damaged ({why})").format(
                entry=event.seq, game=event.game_id, why=why
            )
        ) from None


def _check_imported(game: GameImported) -> None:
    """What the fields of a game brought in must say together."""
    if len(game.totals) != len(game.players) or any(
        len(scores) != len(game.players) for scores in game.round_scores
    ):
        raise ValueError(_("its scores are not one for each player"))
    if game.round_scores and len(game.round_scores) != len(game.shape):
        raise ValueError(_("its rounds are not the rounds of its shape"))
    if not game.shape:
        raise ValueError(_("it has no rounds"))


# The codec of each kind, made from its payload's fields and their types ----------------

_Write = Callable[[Any], Any]
# A field's reader: its stored value, its name (for the error) and the whole object.
_Read = Callable[[Any, str, Mapping[str, Any]], Any]
_REQUIRED: Final = object()


class _Field(NamedTuple):
    name: str
    write: _Write
    read: _Read
    default: Any
    """What the field reads as where it is left out; _REQUIRED where it must be there."""


def _typed(value: Any, kind: type[T], key: str) -> T:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        # Translators: {field} is a field's name as it is kept, {kind} a Python type (int).
        raise TypeError(
            _("{field} must be {kind}, not {value}").format(
                field=key, kind=kind.__name__, value=repr(value)
            )
        )
    return value


def _field_codec(hint: Any) -> tuple[_Write, _Read]:
    """How a value of the type ``hint`` is written to JSON and read back, checked."""
    args = get_args(hint)
    if hint in (str, int, bool):
        return (
            lambda value: value,
            lambda value, key, data: value if type(value) is hint else _typed(value, hint, key),
        )
    if type(hint) is UnionType and len(args) == 2 and args[1] is NoneType:
        write, read = _field_codec(args[0])
        return (
            lambda value: None if value is None else write(value),
            lambda value, key, data: None if value is None else read(value, key, data),
        )
    if get_origin(hint) is tuple and len(args) == 2 and args[1] is Ellipsis:
        write, read = _field_codec(args[0])
        return (
            lambda value: [write(item) for item in value],
            lambda value, key, data: tuple(
                [read(item, key, data) for item in _typed(value, list, key)]
            ),
        )
    if hint == Mapping[str, Any]:
        # A mapping kept as null reads as none.
        return dict, lambda value, key, data: _typed(value or {}, dict, key)
    if hint == Mapping[str, Verdict]:
        return (
            lambda value: {word: verdict.to_json() for word, verdict in value.items()},
            lambda value, key, data: {
                word: Verdict.from_json(verdict, word)
                for word, verdict in _typed(value or {}, dict, key).items()
            },
        )
    if hint is Verdict:
        # Of the entry's word: older logs kept none in the verdict.
        return Verdict.to_json, lambda value, key, data: Verdict.from_json(value, data["word"])
    if hint is Ruling:
        return str, lambda value, key, data: Ruling(value)
    raise TypeError(f"a field of type {hint!r} has no codec")


def _fields(payload_type: type[Any]) -> tuple[_Field, ...]:
    hints = get_type_hints(payload_type)
    defaults = payload_type._field_defaults
    fields = []
    for name in payload_type._fields:
        hint = hints[name]
        write, read = _field_codec(hint)
        # A field that may be None reads None where it is left out.
        missing = None if NoneType in get_args(hint) else _REQUIRED
        fields.append(_Field(name, write, read, defaults.get(name, missing)))
    return tuple(fields)


# Each kind's payload type, and its fields as they are written and read.
_CODECS: Final[dict[str, tuple[Callable[..., Payload], tuple[_Field, ...]]]] = {
    kind: (type_, _fields(type_)) for type_, kind in KIND_OF.items()
}

"""What a game's log holds: one event type, its kinds, and a typed payload for each kind.

Payloads are named tuples: every command that touches a saved game imports them, and a
named tuple costs a fraction of a dataclass to create at start-up.

The store keeps an event as a kind and a JSON object; :func:`payload_of` reads that
object into the named tuple of its kind, checking every field, and :func:`encode` writes
a payload back. So each kind has one serialiser, and a damaged entry is named, not
half read.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, NamedTuple, TypeVar

from quiddler_score.engine.rules import rules_format
from quiddler_score.engine.verdict import Ruling, Verdict
from quiddler_score.games.errors import DamagedEntry
from quiddler_score.games.log.event import Event as Event

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
    """The file it came from, and its rows (nights.csv, rows 2-9)."""
    key: str = ""


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
    """The payload as the JSON object the store keeps."""
    match payload:
        case GameCreated():
            return {
                "players": list(payload.players),
                "dealer": payload.dealer,
                "dictionary": payload.dictionary,
                "rules": dict(payload.rules),
                "name": payload.name,
            } | _rules_format_mark(payload)
        case HandRecorded():
            return {
                "round": payload.round,
                "player": payload.player,
                "words": list(payload.words),
                "unused": list(payload.unused),
                "went_out": payload.went_out,
                "correction": payload.correction,
                "verdicts": {word: v.to_json() for word, v in payload.verdicts.items()},
            }
        case ChallengeMade():
            return {
                "round": payload.round,
                "by": payload.by,
                "player": payload.player,
                "word": payload.word,
                "ruling": None if payload.ruling is None else payload.ruling.value,
                "verdict": None if payload.verdict is None else payload.verdict.to_json(),
            }
        case Undo() | Redo():
            return {"target": payload.target}
        case PlayerRenamed():
            return {"old": payload.old, "new": payload.new}
        case GameRenamed():
            return {"name": payload.name}
        case RoundClosed():
            return {"round": payload.round}
        case OutNamed():
            return {"round": payload.round, "player": payload.player}
        case GameImported():
            return {
                "players": list(payload.players),
                "played_on": payload.played_on,
                "totals": list(payload.totals),
                "shape": list(payload.shape),
                "round_scores": [list(scores) for scores in payload.round_scores],
                "name": payload.name,
                "source": payload.source,
                "key": payload.key,
            }


def _rules_format_mark(payload: GameCreated) -> dict[str, int]:
    """``rules_format``, written only where an older reader would not know a setting."""
    needed = max(payload.rules_format, rules_format(payload.rules))
    return {"rules_format": needed} if needed > 1 else {}


def payload_of(event: Event) -> Payload:
    """The typed payload of a stored event; DamagedEntry names the entry when it cannot be."""
    try:
        if event.kind == Kind.GAME_IMPORTED:
            return _imported(event.payload)
        return _decode(event.kind, event.payload)
    except (KeyError, TypeError, ValueError) as error:
        raise DamagedEntry(
            f"entry #{event.seq} of game {event.game_id} is damaged ({_why(error)})"
        ) from None


def _why(error: Exception) -> str:
    return f"no {error}" if isinstance(error, KeyError) else str(error)


def _decode(kind: str, data: Mapping[str, Any]) -> Payload:
    if not isinstance(data, Mapping):
        raise TypeError(f"its payload is not an object: {data!r}")
    match kind:
        case Kind.GAME_CREATED:
            return GameCreated(
                players=tuple(_texts(data["players"], "players")),
                dealer=_optional(data.get("dealer"), str, "dealer"),
                dictionary=_typed(data.get("dictionary", "standard"), str, "dictionary"),
                rules=_typed(data.get("rules") or {}, dict, "rules"),
                name=_optional(data.get("name"), str, "name"),
                rules_format=_typed(data.get("rules_format", 1), int, "rules_format"),
            )
        case Kind.HAND_RECORDED:
            as_written = _hand_as_written(data)
            if as_written is not None:
                return as_written
            verdicts = _typed(data.get("verdicts") or {}, dict, "verdicts")
            return HandRecorded(
                round=_typed(data["round"], int, "round"),
                player=_typed(data["player"], str, "player"),
                words=tuple(_texts(data["words"], "words")),
                unused=tuple(_texts(data["unused"], "unused")),
                went_out=_typed(data.get("went_out", False), bool, "went_out"),
                correction=_typed(data.get("correction", False), bool, "correction"),
                verdicts={w: Verdict.from_json(v, w) for w, v in verdicts.items()},
            )
        case Kind.CHALLENGE:
            verdict = data.get("verdict")
            ruling = data.get("ruling")
            return ChallengeMade(
                round=_typed(data["round"], int, "round"),
                by=_typed(data["by"], str, "by"),
                player=_typed(data["player"], str, "player"),
                word=_typed(data["word"], str, "word"),
                ruling=None if ruling is None else Ruling(ruling),
                verdict=None if verdict is None else Verdict.from_json(verdict, data["word"]),
            )
        case Kind.UNDO:
            return Undo(_optional(data.get("target"), int, "target"))
        case Kind.REDO:
            return Redo(_optional(data.get("target"), int, "target"))
        case Kind.PLAYER_RENAMED:
            return PlayerRenamed(_typed(data["old"], str, "old"), _typed(data["new"], str, "new"))
        case Kind.GAME_RENAMED:
            return GameRenamed(_optional(data.get("name"), str, "name"))
        case Kind.ROUND_CLOSED:
            return RoundClosed(_typed(data["round"], int, "round"))
        case Kind.OUT_NAMED:
            return OutNamed(
                _typed(data["round"], int, "round"), _optional(data["player"], str, "player")
            )
    raise ValueError(f"its kind {kind!r} is unknown")


def _imported(data: Mapping[str, Any]) -> GameImported:
    players = tuple(_texts(data["players"], "players"))
    totals = tuple(_counts(data["totals"], "totals"))
    kept = _typed(data["round_scores"], list, "round_scores")
    rounds = tuple(tuple(_counts(scores, "round_scores")) for scores in kept)
    shape = tuple(_counts(data["shape"], "shape"))
    if len(totals) != len(players) or any(len(scores) != len(players) for scores in rounds):
        raise ValueError("its scores are not one for each player")
    if rounds and len(rounds) != len(shape):
        raise ValueError("its rounds are not the rounds of its shape")
    if not shape:
        raise ValueError("it has no rounds")
    return GameImported(
        players=players,
        played_on=_typed(data["played_on"], str, "played_on"),
        totals=totals,
        shape=shape,
        round_scores=rounds,
        name=_optional(data.get("name"), str, "name"),
        source=_typed(data.get("source", ""), str, "source"),
        key=_typed(data.get("key", ""), str, "key"),
    )


# The keys of a hand in the order encode writes them.
_HAND_AS_WRITTEN = tuple(HandRecorded._fields)


def _hand_as_written(data: Mapping[str, Any]) -> HandRecorded | None:
    """The hand :func:`encode` wrote, read at a glance (a replay reads every hand of a
    game); None if it is not in that shape, to be read field by field."""
    if type(data) is not dict or tuple(data) != _HAND_AS_WRITTEN:
        return None
    number, player, words, unused, went_out, correction, verdicts = data.values()
    if not (
        type(number) is int
        and type(player) is str
        and type(words) is list
        and all(type(word) is str for word in words)
        and type(unused) is list
        and all(type(card) is str for card in unused)
        and type(went_out) is bool
        and type(correction) is bool
        and type(verdicts) is dict
    ):
        return None
    return HandRecorded(
        number, player, tuple(words), tuple(unused), went_out, correction, _verdicts(verdicts)
    )


# Hands read from the same text of verdicts share one object of them (see
# log/listing.py): each such object is decoded once, and held here so that its id
# names it alone. Cleared when full: it only saves work.
_DECODED: dict[int, tuple[dict[str, Any], dict[str, Verdict]]] = {}
_MOST_DECODED = 4096


def _verdicts(verdicts: dict[str, Any]) -> dict[str, Verdict]:
    """A hand's verdicts as written, decoded (TypeError or KeyError if one is not a
    verdict). The mapping returned may be another hand's: nothing changes it."""
    known = _DECODED.get(id(verdicts))
    if known is not None and known[0] is verdicts:
        return known[1]
    decoded = {word: Verdict.from_json(verdict, word) for word, verdict in verdicts.items()}
    if len(_DECODED) >= _MOST_DECODED:
        _DECODED.clear()
    _DECODED[id(verdicts)] = (verdicts, decoded)
    return decoded


def _typed(value: Any, kind: type[T], key: str) -> T:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise TypeError(f"{key} must be {kind.__name__}, not {value!r}")
    return value


def _optional(value: Any, kind: type[T], key: str) -> T | None:
    return None if value is None else _typed(value, kind, key)


def _counts(value: Any, key: str) -> list[int]:
    items = _typed(value, list, key)
    return [_typed(item, int, key) for item in items]


def _texts(value: Any, key: str) -> list[str]:
    items = _typed(value, list, key)
    return [_typed(item, str, key) for item in items]

"""Read a recorded game from a TOML transcript into the engine's values.

Every mistake raises a :class:`ScoringError` (or, for card notation, a
:class:`NotationError`) naming the round, player and word or card, so the command line
can print one line and exit. Everything that can grow is bounded: the text
(:data:`MAX_TOML_CHARS`, which also serves a rules file), how deep its tables and lists
nest, the rounds (its rules', at most 30) and the challenges of a round
(:data:`MAX_CHALLENGES`).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from quiddler_score.engine.cards import parse_card, parse_word
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.plays import Challenge, Hand, RoundPlay
from quiddler_score.engine.rules import RuleSettingError, RuleSettings
from quiddler_score.engine.table import Table

RULINGS = {"acceptable": True, "unacceptable": False}
MAX_TOML_CHARS = 256 * 1024
"""A whole game of 8 players is a few kilobytes; a rules file with long house lists
some more. Past this a file is refused before it is parsed."""
MAX_CHALLENGES = 100
"""Challenges in one round: more than every word of 8 full hands challenged twice."""
_GAME_KEYS = {"players", "dealer", "dictionary", "name", "rules", "rounds"}
_ROUND_KEYS = {"went_out", "hands", "challenges"}
_HAND_KEYS = {"words", "unused"}
_CHALLENGE_KEYS = {"by", "player", "word", "ruling"}


@dataclass(frozen=True)
class Transcript:
    table: Table
    rounds: tuple[RoundPlay, ...]
    name: str | None = None


def parse_transcript(text: str) -> Transcript:
    return transcript_from_data(load_toml(text))


def load_toml(text: str) -> dict[str, Any]:
    """The TOML document in ``text``, or a one-line ScoringError: too long, nested too
    deep for the parser (``players = [[[[...]]]]``) or not TOML."""
    if len(text) > MAX_TOML_CHARS:
        raise ScoringError(f"too long: at most {MAX_TOML_CHARS // 1024} KiB of TOML")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ScoringError(f"not valid TOML: {error}") from None
    except RecursionError:
        raise ScoringError("its tables or lists are nested too deep to read") from None


def transcript_from_data(data: Mapping[str, Any]) -> Transcript:
    _refuse_unknown_keys(data, _GAME_KEYS, "the transcript")
    players = data.get("players")
    if not isinstance(players, list):
        raise ScoringError('the transcript needs players = ["name", ...] in seating order')
    dealer = _optional_str(data, "dealer", "the transcript")
    dictionary = _optional_str(data, "dictionary", "the transcript") or "standard"
    name = _optional_str(data, "name", "the transcript")
    rules_table = data.get("rules", {})
    if not isinstance(rules_table, dict):
        raise ScoringError("[rules] must be a table of rule settings")
    try:
        rules = RuleSettings.from_table(rules_table)
    except RuleSettingError as error:
        raise ScoringError(f"[rules]: {error}") from None
    table = Table.seat(players, dealer, rules, dictionary)
    rounds_data = data.get("rounds", [])
    if not isinstance(rounds_data, list):
        raise ScoringError("rounds must be written as [[rounds]] tables")
    if len(rounds_data) > table.round_count:
        raise ScoringError(
            f"a game has {table.round_count} rounds, but the transcript has {len(rounds_data)}"
        )
    rounds = tuple(
        parse_round(number, entry, table) for number, entry in enumerate(rounds_data, start=1)
    )
    return Transcript(table, rounds, name)


def parse_round(number: int, data: Any, table: Table) -> RoundPlay:
    where = f"round {number}"
    if not isinstance(data, dict):
        raise ScoringError("must be a [[rounds]] table", round_number=number)
    _refuse_unknown_keys(data, _ROUND_KEYS, where)
    hands_data = data.get("hands")
    if not isinstance(hands_data, dict):
        raise ScoringError(
            "needs a [rounds.hands] table, one entry per player", round_number=number
        )
    hands = {player: parse_hand(number, player, hand) for player, hand in hands_data.items()}
    went_out = _optional_str(data, "went_out", where)
    challenges_data = data.get("challenges", [])
    if not isinstance(challenges_data, list):
        raise ScoringError("challenges must be [[rounds.challenges]] tables", round_number=number)
    if len(challenges_data) > MAX_CHALLENGES:
        raise ScoringError(
            f"at most {MAX_CHALLENGES} challenges in a round, not {len(challenges_data)}",
            round_number=number,
        )
    challenges = tuple(parse_challenge(number, entry) for entry in challenges_data)
    return RoundPlay(number, hands, went_out, challenges)


def parse_hand(number: int, player: str, data: Any) -> Hand:
    if not isinstance(data, dict):
        raise ScoringError(
            "a hand is { words = [...], unused = [...] }", round_number=number, player=player
        )
    _refuse_unknown_keys(data, _HAND_KEYS, f"round {number}, {player}")
    words_data = data.get("words", [])
    if not isinstance(words_data, list) or not all(isinstance(w, str) for w in words_data):
        raise ScoringError("words must be a list of words", round_number=number, player=player)
    unused_data = data.get("unused", [])
    if isinstance(unused_data, str):
        unused_data = unused_data.replace(",", " ").split()
    if not isinstance(unused_data, list) or not all(isinstance(c, str) for c in unused_data):
        raise ScoringError("unused must be a list of cards", round_number=number, player=player)
    return Hand(
        words=tuple(parse_word(text, round_number=number, player=player) for text in words_data),
        unused=tuple(parse_card(text, round_number=number, player=player) for text in unused_data),
    )


def parse_challenge(number: int, data: Any) -> Challenge:
    if not isinstance(data, dict):
        raise ScoringError("a challenge is a [[rounds.challenges]] table", round_number=number)
    _refuse_unknown_keys(data, _CHALLENGE_KEYS, f"round {number}, challenge")
    missing = [key for key in ("by", "player", "word") if not isinstance(data.get(key), str)]
    if missing:
        raise ScoringError(
            f"a challenge needs {', '.join(missing)} (by, player and word are required)",
            round_number=number,
        )
    ruling_text = data.get("ruling")
    if ruling_text is not None and ruling_text not in RULINGS:
        raise ScoringError(
            f'ruling must be "acceptable" or "unacceptable", not {ruling_text!r}',
            round_number=number,
            player=data["by"],
            word=data["word"],
        )
    return Challenge(
        challenger=data["by"],
        player=data["player"],
        word=parse_word(data["word"], round_number=number, player=data["by"]),
        ruling=None if ruling_text is None else RULINGS[ruling_text],
    )


def _refuse_unknown_keys(data: Mapping[str, Any], known: set[str], where: str) -> None:
    for key in data:
        if key not in known:
            raise ScoringError(
                f"{where}: unknown key {key!r} (expected {', '.join(sorted(known))})"
            )


def _optional_str(data: Mapping[str, Any], key: str, where: str) -> str | None:
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise ScoringError(f"{where}: {key} must be text, not {value!r}")
    return value

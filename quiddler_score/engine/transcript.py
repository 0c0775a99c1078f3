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
from quiddler_score.language import _, ngettext

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
        # Translators: said of a file, named before it; {size} is in kibibytes (256).
        detail = _("too long: at most {size} KiB of TOML").format(size=MAX_TOML_CHARS // 1024)
        raise ScoringError(detail)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        # Translators: {error} is the TOML reader's own message, in English.
        raise ScoringError(_("not valid TOML: {error}").format(error=error)) from None
    except RecursionError:
        # Translators: said of a file, named before it.
        raise ScoringError(_("its tables or lists are nested too deep to read")) from None


def transcript_from_data(data: Mapping[str, Any]) -> Transcript:
    the_transcript = _("the transcript")
    _refuse_unknown_keys(data, _GAME_KEYS, the_transcript)
    players = data.get("players")
    if not isinstance(players, list):
        # Translators: players = ["name", ...] is typed in TOML: keep it.
        detail = _("the transcript needs {players} in seating order")
        raise ScoringError(detail.format(players='players = ["name", ...]'))
    dealer = _optional_str(data, "dealer", the_transcript)
    dictionary = _optional_str(data, "dictionary", the_transcript) or "standard"
    name = _optional_str(data, "name", the_transcript)
    rules_table = data.get("rules", {})
    if not isinstance(rules_table, dict):
        # Translators: [rules] is a TOML table's name: keep it.
        raise ScoringError(_("[rules] must be a table of rule settings"))
    try:
        rules = RuleSettings.from_table(rules_table)
    except RuleSettingError as error:
        where = _("{where}: {detail}").format(where="[rules]", detail=error)
        raise ScoringError(where) from None
    table = Table.seat(players, dealer, rules, dictionary)
    rounds_data = data.get("rounds", [])
    if not isinstance(rounds_data, list):
        # Translators: rounds and [[rounds]] are typed in TOML: keep them.
        raise ScoringError(_("rounds must be written as [[rounds]] tables"))
    if len(rounds_data) > table.round_count:
        detail = ngettext(
            "a game has {count} round, but the transcript has {written}",
            "a game has {count} rounds, but the transcript has {written}",
            table.round_count,
        )
        raise ScoringError(detail.format(count=table.round_count, written=len(rounds_data)))
    rounds = tuple(
        parse_round(number, entry, table) for number, entry in enumerate(rounds_data, start=1)
    )
    return Transcript(table, rounds, name)


def parse_round(number: int, data: Any, table: Table) -> RoundPlay:
    where = _("round {number}").format(number=number)
    if not isinstance(data, dict):
        # Translators: said of a round, named before it; [[rounds]] is typed in TOML.
        raise ScoringError(_("must be a [[rounds]] table"), round_number=number)
    _refuse_unknown_keys(data, _ROUND_KEYS, where)
    hands_data = data.get("hands")
    if not isinstance(hands_data, dict):
        # Translators: said of a round, named before it; [rounds.hands] is typed in TOML.
        detail = _("needs a [rounds.hands] table, one entry per player")
        raise ScoringError(detail, round_number=number)
    hands = {player: parse_hand(number, player, hand) for player, hand in hands_data.items()}
    went_out = _optional_str(data, "went_out", where)
    challenges_data = data.get("challenges", [])
    if not isinstance(challenges_data, list):
        # Translators: challenges and [[rounds.challenges]] are typed in TOML: keep them.
        detail = _("challenges must be [[rounds.challenges]] tables")
        raise ScoringError(detail, round_number=number)
    if len(challenges_data) > MAX_CHALLENGES:
        detail = _("at most {most} challenges in a round, not {count}")
        raise ScoringError(
            detail.format(most=MAX_CHALLENGES, count=len(challenges_data)), round_number=number
        )
    challenges = tuple(parse_challenge(number, entry) for entry in challenges_data)
    return RoundPlay(number, hands, went_out, challenges)


def parse_hand(number: int, player: str, data: Any) -> Hand:
    if not isinstance(data, dict):
        # Translators: {hand} is typed in TOML: keep it.
        detail = _("a hand is {hand}").format(hand="{ words = [...], unused = [...] }")
        raise ScoringError(detail, round_number=number, player=player)
    where = ", ".join((_("round {number}").format(number=number), player))
    _refuse_unknown_keys(data, _HAND_KEYS, where)
    words_data = data.get("words", [])
    if not isinstance(words_data, list) or not all(isinstance(w, str) for w in words_data):
        # Translators: the first "words" is typed in TOML: keep it.
        detail = _("words must be a list of words")
        raise ScoringError(detail, round_number=number, player=player)
    unused_data = data.get("unused", [])
    if isinstance(unused_data, str):
        unused_data = unused_data.replace(",", " ").split()
    if not isinstance(unused_data, list) or not all(isinstance(c, str) for c in unused_data):
        # Translators: "unused" is typed in TOML: keep it.
        detail = _("unused must be a list of cards")
        raise ScoringError(detail, round_number=number, player=player)
    return Hand(
        words=tuple(parse_word(text, round_number=number, player=player) for text in words_data),
        unused=tuple(parse_card(text, round_number=number, player=player) for text in unused_data),
    )


def parse_challenge(number: int, data: Any) -> Challenge:
    if not isinstance(data, dict):
        # Translators: [[rounds.challenges]] is typed in TOML: keep it.
        detail = _("a challenge is a [[rounds.challenges]] table")
        raise ScoringError(detail, round_number=number)
    _refuse_unknown_keys(
        data, _CHALLENGE_KEYS, _("round {number}, challenge").format(number=number)
    )
    missing = [key for key in ("by", "player", "word") if not isinstance(data.get(key), str)]
    if missing:
        # Translators: {keys} and by, player and word are keys typed in TOML: keep them.
        detail = _("a challenge needs {keys} (by, player and word are required)")
        raise ScoringError(detail.format(keys=", ".join(missing)), round_number=number)
    ruling_text = data.get("ruling")
    if ruling_text is not None and ruling_text not in RULINGS:
        # Translators: ruling, "acceptable" and "unacceptable" are typed in TOML: keep
        # them; {value} is what was written, in quotes.
        detail = _('ruling must be "acceptable" or "unacceptable", not {value}')
        raise ScoringError(
            detail.format(value=repr(ruling_text)),
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
            # Translators: {where} is a place in the file ("round 2"); {key} the key
            # written, in quotes; {known} the keys there can be, as typed in TOML.
            detail = _("{where}: unknown key {key} (expected {known})")
            raise ScoringError(
                detail.format(where=where, key=repr(key), known=", ".join(sorted(known)))
            )


def _optional_str(data: Mapping[str, Any], key: str, where: str) -> str | None:
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        # Translators: {where} is a place in the file; {key} a key typed in TOML.
        detail = _("{where}: {key} must be text, not {value}")
        raise ScoringError(detail.format(where=where, key=key, value=repr(value)))
    return value

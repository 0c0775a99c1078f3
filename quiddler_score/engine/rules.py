"""Rule settings: every house choice of RULES.md as one frozen object.

The defaults are those of RULES.md. A game's ``[rules]`` TOML table is read with
:meth:`RuleSettings.from_table`, which refuses unknown keys and wrong values with a
message that names the key.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Literal, NamedTuple, get_args

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.language import N_, _, ngettext, pgettext

Ties = Literal["nobody", "all"]
Clamp = Literal["total", "round", "none"]
LongestWordBy = Literal["letters", "cards"]

STANDARD_ROUNDS = (3, 4, 5, 6, 7, 8, 9, 10)
"""The hand size of each round by RULES.md: 3 cards in round 1 up to 10 in round 8."""
MAX_ROUNDS = 30

RULES_FORMAT = 3
"""The newest rules format this version reads. A game keeps the format its settings need
(:func:`rules_format`), so that a version too old to know one of them says that a newer
version wrote the game instead of calling a setting unknown. Format 1 is the first ten
settings; format 2 added ``rounds`` and ``longest_word_by``; format 3 the handicaps and
``turn_seconds``."""
_SETTING_FORMAT = {
    "rounds": 2,
    "longest_word_by": 2,
    "handicaps": 3,
    "handicaps_from_average": 3,
    "turn_seconds": 3,
}
MIN_HAND, MAX_HAND = 2, 10  # a word needs two cards; a hand holds at most ten

# Every rule setting with its default as TOML writes it (a test checks them
# against RuleSettings), for ``--help``: written whole, so that the help, drawn in the
# language chosen, finds it in the catalogs as one message.
# Translators: keep the first line (\b) and, on each line, the setting and its value
# before the colon as written (they are typed in a TOML file); translate the rest.
SETTINGS_HELP = N_(
    "\b\n"
    "Rule settings, in the [rules] table of a --rules file (TOML):\n"
    "  rounds = [3, 4, 5, 6, 7, 8, 9, 10]: cards dealt each round, 1 to 30 rounds of 2 to 10\n"
    "  longest_word_bonus = 10: points for the longest word (0: off)\n"
    '  longest_word_by = "letters": the longest word counts "letters" or "cards"\n'
    "  most_words_bonus = 10: points for the most words (0: off)\n"
    '  ties = "nobody": a tied bonus goes to "nobody" or "all" tied\n'
    '  clamp = "total": no total below zero ("total"), no round ("round"), "none"\n'
    "  strict = false: strike every word the dictionary rejects\n"
    "  capitals_only_words = false: accept words known only in capitals (NATO)\n"
    "  clipped_words = true: accept clipped forms (ad, math, exam)\n"
    "  accent_folded_words = true: accept words listed only with accents (née)\n"
    "  allow = []: house allow list of words\n"
    "  deny = []: house deny list of words\n"
    "  handicaps = {}: points given by name: {Ann = {per_round = 5, head_start = 20}}\n"
    "  handicaps_from_average = false: handicaps worked out from recent averages\n"
    "  turn_seconds = 0: seconds a turn may take on the live board's timer (0: off)"
)


def settings_help() -> str:
    """Every rule setting with its default as TOML would write it, for ``--help``: in
    English, as a command's epilog is written; the help translates it where drawn."""
    return SETTINGS_HELP


def shape_name(rounds: Sequence[int]) -> str:
    """A game's shape in words: ``8 rounds of 3 to 10 cards``, ``15 rounds of 3 to 10, 9 to
    3 cards``, ``2 rounds of 4, 3 cards``: a run of three or more sizes, each one more (or
    one fewer) than the last, is said as its first and last.

    Always in English: stats keep it and compare games by it (a record's ``totals_of``);
    :func:`said_shape` says it in the language of the reader.
    """
    count = "1 round" if len(rounds) == 1 else f"{len(rounds)} rounds"
    return f"{count} of {', '.join(_runs(list(rounds)))} cards"


def said_shape(rounds: Sequence[int]) -> str:
    """:func:`shape_name` in the language in force, for a person to read."""
    return said_shape_name(shape_name(rounds))


_SHAPE = re.compile(r"(\d+) rounds? of (\d+(?: to \d+)?(?:, \d+(?: to \d+)?)*) cards")


def said_shape_name(name: str) -> str:
    """A shape as :func:`shape_name` wrote it (and stats keep it), in the language in
    force: ``8 manches de 3 à 10 cartes``; text that is no shape name is given back."""
    found = _SHAPE.fullmatch(name)
    if found is None:
        return name
    runs = []
    for run in found.group(2).split(", "):
        first, _to, last = run.partition(" to ")
        # Translators: a run of hand sizes, "3 to 10" (cards), in a game's shape.
        run_said = pgettext("hand sizes", "{first} to {last}").format(first=first, last=last)
        runs.append(run_said if last else first)
    count = int(found.group(1))
    # Translators: a game's shape; {sizes} are the cards dealt, "3 to 10" or "4, 3".
    said = ngettext("{count} round of {sizes} cards", "{count} rounds of {sizes} cards", count)
    return said.format(count=count, sizes=", ".join(runs))


def _runs(sizes: list[int]) -> list[str]:
    said: list[str] = []
    start = 0
    while start < len(sizes):
        end = start + 1
        step = sizes[end] - sizes[start] if end < len(sizes) else 0
        while step in (1, -1) and end < len(sizes) and sizes[end] - sizes[end - 1] == step:
            end += 1
        if end - start >= 3:
            said.append(f"{sizes[start]} to {sizes[end - 1]}")
        else:
            end = start + 1
            said.append(str(sizes[start]))
        start = end
    return said


def house_rules(settings: RuleSettings, *, every: bool = False) -> list[str]:
    """The settings that differ from RULES.md's defaults (``every`` one when asked), as
    TOML would write them."""
    chosen = settings.to_table() if every else settings.kept_table()
    return [f"{key} = {_toml(value)}" for key, value in chosen.items()]


def rules_format(table: Mapping[str, Any]) -> int:
    """The oldest rules format that knows every setting of ``table``."""
    return max((_SETTING_FORMAT.get(key, 1) for key in table), default=1)


def _toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_toml(k)} = {_toml(v)}" for k, v in value.items()) + "}"
    return str(value)


class RuleSettingError(QuiddlerError, ValueError):
    """A rule setting that does not exist or has a value it cannot take."""


class RuleSettings(NamedTuple):
    rounds: tuple[int, ...] = STANDARD_ROUNDS
    longest_word_bonus: int = 10
    longest_word_by: LongestWordBy = "letters"
    most_words_bonus: int = 10
    ties: Ties = "nobody"
    clamp: Clamp = "total"
    strict: bool = False
    capitals_only_words: bool = False
    clipped_words: bool = True
    accent_folded_words: bool = True
    allow: tuple[str, ...] = ()
    deny: tuple[str, ...] = ()
    handicaps: tuple[Handicap, ...] = ()
    handicaps_from_average: bool = False
    turn_seconds: int = 0  # the turn timer, see the block at the end

    @classmethod
    def from_table(cls, table: Mapping[str, Any]) -> RuleSettings:
        known = set(cls._fields)
        values: dict[str, Any] = {}
        for key, value in table.items():
            if key not in known:
                # Translators: {key} is the setting typed, in quotes; {known} lists the
                # settings there are, as typed in a TOML file.
                unknown = _("unknown rule setting {key} (known: {known})")
                raise RuleSettingError(
                    unknown.format(key=repr(key), known=", ".join(sorted(known)))
                )
            values[key] = _checked(key, value)
        if values.get("handicaps") and values.get("handicaps_from_average"):
            raise RuleSettingError(
                _("rule settings handicaps and handicaps_from_average: give one or the other")
            )
        return cls(**values)

    def to_table(self) -> dict[str, Any]:
        """The settings as TOML and JSON keep them: the word lists and hand sizes as lists."""
        table = {
            key: list(value) if isinstance(value, tuple) else value
            for key, value in self._asdict().items()
        }
        table["handicaps"] = handicaps_table(self.handicaps)
        return table

    def changed(self) -> dict[str, Any]:
        """The settings that differ from RULES.md's standard ones, in their order."""
        standard = RuleSettings()
        return {
            key: value for key, value in self._asdict().items() if value != getattr(standard, key)
        }

    def kept_table(self) -> dict[str, Any]:
        """The settings that differ from the standard ones, as a game keeps them: an older
        version reads a game whose settings it knows, and a new setting left standard is
        not written at all."""
        table = self.to_table()
        return {key: table[key] for key in self.changed()}

    def cards_in_round(self, round_number: int) -> int:
        """The cards each player is dealt in round ``round_number`` (counted from 1)."""
        return self.rounds[round_number - 1]

    def handicap_points(self, player: str, rounds: int) -> int:
        """What ``player``'s handicap has given them after ``rounds`` rounds (section 8)."""
        return sum(each.points(rounds) for each in self.handicaps if each.player == player)


_CHOICES: dict[str, tuple[str, ...]] = {
    "ties": get_args(Ties),
    "clamp": get_args(Clamp),
    "longest_word_by": get_args(LongestWordBy),
}
_BONUSES = ("longest_word_bonus", "most_words_bonus")
_WORD_LISTS = ("allow", "deny")


def _checked(key: str, value: Any) -> Any:
    if key == "rounds":
        return _hand_sizes(value)
    if key in _BONUSES:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            # Translators: {key} is a setting's name as typed in TOML; {value} what it was
            # given, as TOML or Python writes it ('ten', -1). So in the messages below.
            detail = _(
                "rule setting {key} must be a whole number of points, 0 or more, not {value}"
            )
            raise RuleSettingError(detail.format(key=key, value=repr(value)))
        return value
    if key in _CHOICES:
        if value not in _CHOICES[key]:
            quoted = [f'"{choice}"' for choice in _CHOICES[key]]
            # Translators: the last two of the choices: '"letters", "cards" or "none"'.
            choices = _("{first} or {second}").format(
                first=", ".join(quoted[:-1]), second=quoted[-1]
            )
            # Translators: {choices} are the values it can take, '"nobody" or "all"'.
            detail = _("rule setting {key} must be {choices}, not {value}")
            raise RuleSettingError(detail.format(key=key, choices=choices, value=repr(value)))
        return value
    if key == "handicaps":
        return _handicaps(value)
    if key == "turn_seconds":
        return _turn_seconds(value)
    if key in _WORD_LISTS:
        if not isinstance(value, list | tuple) or not all(isinstance(w, str) for w in value):
            detail = _("rule setting {key} must be a list of words, not {value}")
            raise RuleSettingError(detail.format(key=key, value=repr(value)))
        return tuple(sorted({_plain_word(key, w) for w in value}))
    if not isinstance(value, bool):
        # Translators: true and false are typed as they are in TOML: keep them.
        detail = _("rule setting {key} must be true or false, not {value}")
        raise RuleSettingError(detail.format(key=key, value=repr(value)))
    return value


def _hand_sizes(value: Any) -> tuple[int, ...]:
    """``rounds = [3, 4, 5]``: 1 to 30 hand sizes, each 2 to 10 cards."""
    sizes_ok = isinstance(value, list | tuple) and all(
        isinstance(n, int) and not isinstance(n, bool) and MIN_HAND <= n <= MAX_HAND for n in value
    )
    if not sizes_ok or not 1 <= len(value) <= MAX_ROUNDS:
        # Translators: "rounds" is the setting's name, typed in TOML; keep it.
        detail = _(
            "rule setting rounds must be a list of {least} to {most} hand sizes, each "
            "{smallest} to {largest} cards, such as [3, 4, 5], not {value}"
        )
        raise RuleSettingError(
            detail.format(
                least=1, most=MAX_ROUNDS, smallest=MIN_HAND, largest=MAX_HAND, value=repr(value)
            )
        )
    return tuple(value)


def _plain_word(key: str, text: str) -> str:
    """House lists hold plain words; card notation brackets are dropped."""
    letters = text.strip().lower().replace("(", "").replace(")", "")
    letters = letters.replace("[", "").replace("]", "")
    if not (letters.isascii() and letters.isalpha()):
        # Translators: {key} is "allow" or "deny", as typed in TOML; {word} the word, in quotes.
        detail = _("rule setting {key}: {word} is not a word of letters a to z")
        raise RuleSettingError(detail.format(key=key, word=repr(text)))
    return letters


# --- Handicaps (RULES.md section 8) ---------------------------------------------------

MAX_PER_ROUND = 30
"""The most points a handicap adds each round: a beginner's round against an expert's."""
MAX_HEAD_START = 300
"""The most points of a head start: about a standard game of the most a round adds."""


class Handicap(NamedTuple):
    """Points a player is given on top of their score: ``head_start`` once, before round
    1, and ``per_round`` for each round recorded. The player is named as seated."""

    player: str
    per_round: int = 0
    head_start: int = 0

    def points(self, rounds: int) -> int:
        """The points given after ``rounds`` rounds."""
        return self.head_start + self.per_round * rounds


_HANDICAP_PARTS = {"per_round": MAX_PER_ROUND, "head_start": MAX_HEAD_START}


def handicaps_table(handicaps: Sequence[Handicap]) -> dict[str, dict[str, int]]:
    """The handicaps as TOML and JSON keep them: ``{"Ann": {"per_round": 5}}``, each
    part given only when it is not 0."""
    return {
        each.player: {part: getattr(each, part) for part in _HANDICAP_PARTS if getattr(each, part)}
        for each in handicaps
    }


def _handicaps(value: Any) -> tuple[Handicap, ...]:
    """``handicaps = {Ann = {per_round = 5}, Cy = {head_start = 40}}``: each name a table
    of ``per_round`` (0 to 30) and ``head_start`` (0 to 300), at least one above 0."""
    if not isinstance(value, Mapping):
        # Translators: "handicaps" and {Ann = {per_round = 5}} are typed in TOML: keep them.
        detail = _(
            "rule setting handicaps must be a table of names, such as {example}, not {value}"
        )
        raise RuleSettingError(detail.format(example="{Ann = {per_round = 5}}", value=repr(value)))
    found: list[Handicap] = []
    for name, parts in value.items():
        if not isinstance(name, str) or not name.strip() or not name.isprintable():
            # Translators: {name} is what was given as a name, in quotes.
            detail = _("rule setting handicaps: {name} is not a player's name")
            raise RuleSettingError(detail.format(name=repr(name)))
        _check_handicap(name, parts)
        handicap = Handicap(name, parts.get("per_round", 0), parts.get("head_start", 0))
        if handicap.per_round or handicap.head_start:  # a handicap of nothing is none
            found.append(handicap)
    return tuple(sorted(found))


def _check_handicap(name: str, parts: Any) -> None:
    """One player's handicap: a table of ``per_round`` and ``head_start``, each in range."""
    # Translators: "handicaps" is typed in TOML; {name} is a player's name.
    where = _("rule setting handicaps, {name}").format(name=name)
    if not isinstance(parts, Mapping) or not parts:
        # Translators: per_round, head_start and {example} are typed in TOML: keep them.
        detail = _("give per_round or head_start, such as {example}, not {value}")
        raise RuleSettingError(
            _where(where, detail.format(example="{per_round = 5}", value=repr(parts)))
        )
    for part, points in parts.items():
        most = _HANDICAP_PARTS.get(part)
        if most is None:
            detail = _("{part} is not per_round or head_start").format(part=repr(part))
            raise RuleSettingError(_where(where, detail))
        if isinstance(points, bool) or not isinstance(points, int) or not 0 <= points <= most:
            detail = _("{part} must be a whole number of points, 0 to {most}, not {value}")
            raise RuleSettingError(
                _where(where, detail.format(part=part, most=most, value=repr(points)))
            )


def _where(where: str, detail: str) -> str:
    """``where: detail``, as the language in force writes it."""
    return _("{where}: {detail}").format(where=where, detail=detail)


# The turn timer (RULES.md section 7): the live board's limit on each turn, announced when
# passed and costing no points. Off (0) by default.
SHORTEST_TURN, LONGEST_TURN = 10, 3600


def _turn_seconds(value: Any) -> int:
    """``turn_seconds = 90``: 0 (no timer) or 10 to 3600 whole seconds."""
    if (
        isinstance(value, bool)
        or not isinstance(value, int)
        or not (value == 0 or SHORTEST_TURN <= value <= LONGEST_TURN)
    ):
        # Translators: "turn_seconds" is typed in TOML: keep it.
        detail = _(
            "rule setting turn_seconds must be 0 (off) or {shortest} to {longest} "
            "whole seconds, not {value}"
        )
        raise RuleSettingError(
            detail.format(shortest=SHORTEST_TURN, longest=LONGEST_TURN, value=repr(value))
        )
    return value

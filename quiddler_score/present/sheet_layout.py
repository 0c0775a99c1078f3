"""What a score sheet on paper says, and how it is cut into pages; drawn by
:mod:`quiddler_score.present.score_sheet`.

Pure: no drawing here. A page holds at most four players side by side (room for a
hand's words written by hand) and eight rounds; a bigger table or a longer game goes on
more pages, each page a block of players by a block of rounds.
"""

from __future__ import annotations

from typing import NamedTuple

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.cards import DECK
from quiddler_score.engine.rules import RuleSettings, shape_name
from quiddler_score.engine.scoring import PlayerRound

PLAYERS_PER_PAGE = 4
ROUNDS_PER_PAGE = 8

FIGURES = ("words", "unused", "bonus", "penalty", "round", "total")
"""The boxes at the foot of each player's round, in the order they are added up: words −
unused + bonus − penalty = round; the total before + round = total."""


class Paper(NamedTuple):
    name: str
    width: float  # pt
    height: float  # pt


PAPERS = {
    "a4": Paper("A4", 595.28, 841.89),  # 210 × 297 mm
    "letter": Paper("Letter", 612.0, 792.0),  # 8.5 × 11 in
}


class Page(NamedTuple):
    """Which players (by seat, from 0) and which rounds (from 1) one page shows."""

    seats: range
    rounds: range


def even_blocks(count: int, most: int) -> list[range]:
    """``count`` things in as few blocks of at most ``most`` as can hold them, as even as
    can be, the larger blocks first: 5 in blocks of 4 is 3 + 2, 7 is 4 + 3, 15 of 8 is 8 + 7."""
    blocks = -(-count // most)
    small, larger = divmod(count, blocks)
    cut, start = [], 0
    for block in range(blocks):
        size = small + (1 if block < larger else 0)
        cut.append(range(start, start + size))
        start += size
    return cut


def pages(players: int, rounds: int) -> list[Page]:
    """The pages of a sheet: each block of rounds for the first players, then for the next.

    A page of players is read down its rounds, its totals carried to the next page of
    the same players.
    """
    return [
        Page(seats, range(block.start + 1, block.stop + 1))
        for seats in even_blocks(players, PLAYERS_PER_PAGE)
        for block in even_blocks(rounds, ROUNDS_PER_PAGE)
    ]


def page_label(page: Page, number: int, count: int, players: int, rounds: int) -> str:
    """What the corner of a page of many says: ``page 2 of 4 · players 1–4 · rounds 9–15``."""
    if count == 1:
        return ""
    said = [f"page {number} of {count}"]
    if players > PLAYERS_PER_PAGE:
        said.append(f"players {_span(page.seats.start + 1, page.seats.stop)}")
    if rounds > ROUNDS_PER_PAGE:
        said.append(f"rounds {_span(page.rounds.start, page.rounds.stop - 1)}")
    return " · ".join(said)


def _span(first: int, last: int) -> str:
    return str(first) if first == last else f"{first}–{last}"


def card_values() -> list[tuple[str, int]]:
    """Every card of the deck and its points: the letters A to Z, then the double cards."""
    return [(card.letters, card.points) for card in DECK.values()]


def rules_in_words(rules: RuleSettings, *, one_bonus: bool = False) -> list[str]:
    """The rules a scorekeeper needs at the table, a sentence each; ``one_bonus``: the
    house plays one of the two bonuses, chosen as the game starts (two-player)."""
    return [
        f"{shape_name(rules.rounds)}.".capitalize(),
        "A round scores its words' points − the unused cards' points + bonuses − penalties.",
        *_bonus_rules(rules, one_bonus),
        "A challenged word the dictionary allows costs the challenger its points; "
        "one it refuses is struck and counts as unused cards.",
        *(["Every word the dictionary refuses is struck, challenged or not."] * rules.strict),
        _CLAMPS[rules.clamp],
    ]


_CLAMPS = {
    "total": "No total goes below zero.",
    "round": "No round scores below zero before its bonuses.",
    "none": "Totals may go below zero.",
}


def _bonus_rules(rules: RuleSettings, one_bonus: bool) -> list[str]:
    counted = "letters" if rules.longest_word_by == "letters" else "cards"
    longest, most = rules.longest_word_bonus, rules.most_words_bonus
    said = [
        f"Longest word (most {counted}): +{longest}." if longest else "No longest-word bonus.",
        f"Most words: +{most}." if most else "No most-words bonus.",
    ]
    if one_bonus:
        either = [each[0].lower() + each[1:-1] for each in said]
        said = [f"One bonus, chosen as the game starts: {either[0]}, or {either[1]}."]
    if longest or most:
        tie = "nobody" if rules.ties == "nobody" else "everyone tied"
        said.append(f"A tied bonus goes to {tie}; a player with no words wins none.")
    return [" ".join(said)]


class FilledCell(NamedTuple):
    """One player's round as a kept game has it, as the sheet writes it."""

    words: list[str]
    notes: list[str]
    figures: tuple[str, ...]  # one for each of FIGURES
    went_out: bool


_SHORT = {LONGEST_WORD: "longest", MOST_WORDS: "most words"}


def filled_cell(played: PlayerRound, before: int) -> FilledCell:
    """The words laid and kept, then what else counted, then the six figures; ``before`` is
    the player's total before the round.

    Struck words count as unused cards (RULES.md section 5): the unused figure holds them,
    and a note says which they were. Where a clamp (section 4) kept the round or the total
    from the plain sum, a note says so: every box is read as written.
    """
    notes = [f"struck {s.word} −{s.word.points}" for s in played.struck]
    if played.unused:
        notes.append("unused " + " ".join(str(card).upper() for card in played.unused))
    notes += [
        f"{_SHORT.get(name, name)} +{value}"
        for name, value in zip(played.bonuses, played.bonus_values, strict=True)
    ]
    lost = played.unused_points + played.struck_points
    if played.round_score != played.word_points - lost + played.bonus - played.penalty:
        notes.append("no round below 0 before its bonuses")
    if played.total != before + played.round_score:
        notes.append(f"total kept at 0, not {_signed(before + played.round_score)}")
    figures = (
        f"{played.word_points}",
        f"−{lost}" if lost else "0",
        f"+{played.bonus}" if played.bonus else "0",
        f"−{played.penalty}" if played.penalty else "0",
        _signed(played.round_score),
        str(played.total),
    )
    return FilledCell([str(word).upper() for word in played.words], notes, figures, played.went_out)


def _signed(number: int) -> str:
    return f"−{-number}" if number < 0 else str(number)

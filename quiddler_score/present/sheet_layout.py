"""What a score sheet on paper says, and how it is cut into pages; drawn by
:mod:`quiddler_score.present.score_sheet`.

Pure: no drawing here. A page holds at most four players side by side (room for a
hand's words written by hand) and eight rounds; a bigger table or a longer game goes on
more pages, each page a block of players by a block of rounds.
"""

from __future__ import annotations

import datetime as dt
from typing import NamedTuple

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.cards import DECK
from quiddler_score.engine.rules import RuleSettings, said_shape
from quiddler_score.engine.scoring import PlayerRound
from quiddler_score.language import N_, _, day, language

PLAYERS_PER_PAGE = 4
ROUNDS_PER_PAGE = 8

# Translators: the labels of the six little boxes at the foot of a player's round on the
# score sheet (printed very small): keep them short.
FIGURES = (N_("words"), N_("unused"), N_("bonus"), N_("penalty"), N_("round"), N_("total"))
"""The boxes at the foot of each player's round, in the order they are added up: words −
unused + bonus − penalty = round; the total before + round = total. English, as keys;
translated where they are drawn."""


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
    said = [_("page {number} of {count}").format(number=number, count=count)]
    if players > PLAYERS_PER_PAGE:
        # Translators: in a score sheet's corner: the players of this page, "1–4".
        said.append(_("players {span}").format(span=_span(page.seats.start + 1, page.seats.stop)))
    if rounds > ROUNDS_PER_PAGE:
        # Translators: in a score sheet's corner: the rounds of this page, "9–15".
        said.append(_("rounds {span}").format(span=_span(page.rounds.start, page.rounds.stop - 1)))
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
        f"{said_shape(rules.rounds)}.".capitalize(),
        _("A round scores its words' points − the unused cards' points + bonuses − penalties."),
        *_bonus_rules(rules, one_bonus),
        _(
            "A challenged word the dictionary allows costs the challenger its points; "
            "one it refuses is struck and counts as unused cards."
        ),
        *([_("Every word the dictionary refuses is struck, challenged or not.")] * rules.strict),
        _(_CLAMPS[rules.clamp]),
    ]


_CLAMPS = {
    "total": N_("No total goes below zero."),
    "round": N_("No round scores below zero before its bonuses."),
    "none": N_("Totals may go below zero."),
}


def _bonus_rules(rules: RuleSettings, one_bonus: bool) -> list[str]:
    longest, most = rules.longest_word_bonus, rules.most_words_bonus
    if one_bonus:
        # Translators: the house plays one of the two bonuses; {longest} and {most} are
        # "longest word (most letters): +10" and "most words: +10" (or "no ... bonus").
        said = [
            _("One bonus, chosen as the game starts: {longest}, or {most}.").format(
                longest=_longest_said(rules, sentence=False), most=_most_said(most, sentence=False)
            )
        ]
    else:
        said = [_longest_said(rules, sentence=True), _most_said(most, sentence=True)]
    if longest or most:
        said.append(
            _("A tied bonus goes to nobody; a player with no words wins none.")
            if rules.ties == "nobody"
            else _("A tied bonus goes to everyone tied; a player with no words wins none.")
        )
    return [" ".join(said)]


def _longest_said(rules: RuleSettings, *, sentence: bool) -> str:
    """The longest-word bonus, as a sentence or (one bonus of two) as a phrase in one."""
    points = rules.longest_word_bonus
    if not points:
        return _("No longest-word bonus.") if sentence else _("no longest-word bonus")
    if rules.longest_word_by == "letters":
        said = (
            _("Longest word (most letters): +{points}.")
            if sentence
            else _("longest word (most letters): +{points}")
        )
    else:
        said = (
            _("Longest word (most cards): +{points}.")
            if sentence
            else _("longest word (most cards): +{points}")
        )
    return said.format(points=points)


def _most_said(points: int, *, sentence: bool) -> str:
    """The most-words bonus, as a sentence or (one bonus of two) as a phrase in one."""
    if not points:
        return _("No most-words bonus.") if sentence else _("no most-words bonus")
    said = _("Most words: +{points}.") if sentence else _("most words: +{points}")
    return said.format(points=points)


class FilledCell(NamedTuple):
    """One player's round as a kept game has it, as the sheet writes it."""

    words: list[str]
    notes: list[str]
    figures: tuple[str, ...]  # one for each of FIGURES
    went_out: bool


# Translators: a note in a player's round on the score sheet: the bonus won, "+10".
_SHORT = {LONGEST_WORD: N_("longest +{points}"), MOST_WORDS: N_("most words +{points}")}


def filled_cell(played: PlayerRound, before: int) -> FilledCell:
    """The words laid and kept, then what else counted, then the six figures; ``before`` is
    the player's total before the round.

    Struck words count as unused cards (RULES.md section 5): the unused figure holds them,
    and a note says which they were. Where a clamp (section 4) kept the round or the total
    from the plain sum, a note says so: every box is read as written.
    """
    # Translators: a note on the score sheet: a word struck, and the points it lost.
    notes = [
        _("struck {word} −{points}").format(word=s.word, points=s.word.points)
        for s in played.struck
    ]
    if played.unused:
        # Translators: a note on the score sheet: the cards left in hand, "unused X QU".
        notes.append(
            _("unused {cards}").format(cards=" ".join(str(card).upper() for card in played.unused))
        )
    notes += [
        _(_SHORT[name]).format(points=value) if name in _SHORT else f"{name} +{value}"
        for name, value in zip(played.bonuses, played.bonus_values, strict=True)
    ]
    lost = played.unused_points + played.struck_points
    if played.round_score != played.word_points - lost + played.bonus - played.penalty:
        notes.append(_("no round below 0 before its bonuses"))
    if played.total != before + played.round_score:
        # Translators: a note on the score sheet: the sum the total would have been.
        notes.append(
            _("total kept at 0, not {total}").format(total=_signed(before + played.round_score))
        )
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


def day_said(stored: str) -> str:
    """A stored day (YYYY-MM-DD) as a person reads it: as stored in English, as Babel
    writes it briefly in French and Spanish (7 déc. 2026), kept on one line of a picture;
    other text as it is."""
    if language() == "en":
        return stored
    try:
        return day(dt.date.fromisoformat(stored)).replace(" ", "\u00a0")
    except ValueError:
        return stored

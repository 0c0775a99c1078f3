"""One round in full: each player's words, unused cards, bonuses and challenges.

The table fits the terminal as fit.py lays tables out; then the words and the unused
cards wrap inside their cells, between words, and a word too long for its cell between
cards.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from rich.console import Group, RenderableType
from rich.table import Table as RichTable
from rich.text import Text

from quiddler_score.engine.scoring import PlayerRound, RoundResult
from quiddler_score.present.bonus_notes import bonus_notes
from quiddler_score.present.console import Saying
from quiddler_score.present.fit import (
    TABLE_STYLES,
    Fitted,
    Layout,
    TableStyle,
    indented,
    named_layouts,
    pieces_of,
    wrap_pieces,
)
from quiddler_score.present.marks import MARKS, STRUCK_MARK
from quiddler_score.present.spoken import number
from quiddler_score.present.words_list import and_list

NARROWEST_CELL = 4  # the widest card, (QU): no cell is wrapped narrower


def round_details(result: RoundResult) -> RenderableType:
    """Everything behind one round's scores: words, unused cards, bonuses, challenges."""
    shown = Group(
        Fitted(lambda width: _layouts(result, width)),
        *(indented(line) for line in _challenge_lines(result)),
        *_round_notes(result),
    )
    return Saying(shown, lambda: round_sentences(result))


def round_sentences(result: RoundResult) -> list[str]:
    """The round said in plain mode: its deal, then a sentence a player, then the notes.

    "Round 3: 5 cards, Cy deals, Ann plays first." then "Ann: ZONED, 28 points, went
    out, longest word bonus 10; round 38, total 38.", then challenges and notes.
    """
    lines = [
        f"Round {result.number}: {result.cards} cards, {result.dealer} deals, "
        f"{result.first_player} plays first."
    ]
    lines += [player_sentence(p) for p in result.players]
    lines += [line + "." for line in _challenge_lines(result)]
    lines += [f"{note[:1].upper()}{note[1:]}." for note in bonus_notes(result)]
    for p in result.players:
        lines += [
            f"{p.player}'s {s.word} struck: {s.reason}." for s in p.struck if not s.challenger
        ]
        lines += [f"Note ({p.player}): {note}." for note in p.notes]
    return [*lines, ""]


def player_sentence(p: PlayerRound) -> str:
    """One player's round in words: what they laid down, what it cost, what it won."""
    words = and_list([str(word) for word in p.words]) or "no words"
    parts = [f"{p.player}: {words}, {p.word_points} points"]
    if p.unused:
        parts.append(f"unused {' '.join(str(card) for card in p.unused)}, minus {p.unused_points}")
    for s in p.struck:
        parts.append(f"struck {s.word}, minus {s.word.points}")
    if p.went_out:
        parts.append("went out")
    parts += [
        f"{name} bonus {value}" for name, value in zip(p.bonuses, p.bonus_values, strict=True)
    ]
    if p.penalty:
        parts.append(f"challenge penalty {p.penalty}")
    return ", ".join(parts) + f"; round {number(p.round_score)}, total {p.total}."


def _layouts(result: RoundResult, width: int) -> Iterator[Layout]:
    """Each table style in turn (names shorter, headers on two lines); then cells narrower."""
    players = [p.player for p in result.players]
    longest = max((p.cell_len for p in _all_pieces(result)), default=NARROWEST_CELL)
    narrower = range(min(longest, width), NARROWEST_CELL - 1, -1)
    for cell_width in (None, *narrower):

        def build(
            style: TableStyle, names: Mapping[str, str], cells: int | None = cell_width
        ) -> RichTable:
            return _round_table(result, names, style, cells)

        yield from named_layouts(
            players, build, styles=TABLE_STYLES if cell_width is None else TABLE_STYLES[-1:]
        )


def _round_table(
    result: RoundResult, names: Mapping[str, str], style: TableStyle, cell_width: int | None
) -> RichTable:
    """A row per player: words (struck ones marked), unused cards, the round's sum.

    Read left to right the numbers add up: words − unused, then what struck words cost
    (a column of its own when a word was struck), the bonuses and the challenge penalty.
    """
    grid = style.table(
        f"Round {result.number}: {result.cards} cards, {names[result.dealer]} deals",
        collapse_padding=True,
    )
    struck = any(p.struck for p in result.players)
    for column in ("player", "words", "unused"):
        grid.add_column(column, no_wrap=True)
    for column in ("words − unused", "struck", "bonus", "penalty", "round"):
        if column != "struck" or struck:
            grid.add_column(style.header(column), justify="right", no_wrap=True)
    for p in result.players:
        grid.add_row(names[p.player], *_round_row(p, struck, cell_width, style.compact))
    return grid


def _word_pieces(p: PlayerRound, width: int) -> list[Text]:
    """The player's words, then the struck ones marked, each cut between cards if too wide."""
    pieces: list[Text] = []
    for word in p.words:
        pieces += pieces_of(Text(str(word)), [str(card) for card in word.cards], width)
    for s in p.struck:
        cards = [str(card) for card in s.word.cards]
        marked = Text(f"{STRUCK_MARK}{s.word}", style="strike red")
        pieces += pieces_of(marked, [STRUCK_MARK + cards[0], *cards[1:]], width)
    return pieces


def _all_pieces(result: RoundResult) -> Iterator[Text]:
    for p in result.players:
        yield from _word_pieces(p, 10_000)


def _round_row(
    p: PlayerRound, struck_column: bool, cell_width: int | None, compact: bool
) -> list[RenderableType]:
    words = wrap_pieces(_word_pieces(p, cell_width or 10_000), cell_width)
    unused_cards = [Text(str(card)) for card in p.unused]
    unused = (
        wrap_pieces(unused_cards, cell_width) if unused_cards else ("out" if p.went_out else "—")
    )
    row: list[RenderableType] = [words, unused, str(p.word_points - p.unused_points)]
    if struck_column:
        row.append(f"−{p.struck_points}" if p.struck_points else "")
    return [
        *row,
        _bonus_cell(p, "\n" if compact else " "),
        f"−{p.penalty}" if p.penalty else "",
        str(p.round_score),
    ]


def _bonus_cell(p: PlayerRound, between: str) -> str:
    """Each bonus won with its own value: ``★+10 ▲+10`` (one to a line when room is short)."""
    won = zip(p.bonuses, p.bonus_values, strict=True)
    return between.join(f"{MARKS[name]}+{value}" for name, value in won)


def _challenge_lines(result: RoundResult) -> list[str]:
    """Who challenged what, how it was decided, and who paid."""
    lines = []
    for challenge in result.challenges:
        outcome = "acceptable" if challenge.acceptable else "not acceptable, struck"
        judged = "the table ruled" if challenge.ruling is not None else "the dictionary says"
        line = (
            f"{challenge.challenger} challenged {challenge.player}'s {challenge.word}: "
            f"{judged} {outcome}"
        )
        if challenge.penalty:
            line += f"; {challenge.challenger} loses {challenge.penalty}"
        if challenge.verdict is not None:
            line += f". {challenge.verdict.reason}"
        lines.append(line)
    return lines


def _round_notes(result: RoundResult) -> list[RenderableType]:
    """The longest word, tied bonuses, words the strict rule struck, double-letter notes."""
    lines: list[RenderableType] = [indented(line) for line in bonus_notes(result)]
    for p in result.players:
        for struck in p.struck:
            if struck.challenger is None:
                lines.append(indented(f"{p.player}'s {struck.word} struck: {struck.reason}"))
        for note in p.notes:
            lines.append(indented(Text(f"note ({p.player}): {note}", style="dim")))
    return lines

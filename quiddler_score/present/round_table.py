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
from quiddler_score.language import N_, _, ngettext
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
from quiddler_score.present.marks import MARKS, STRUCK_MARK, bonus_name
from quiddler_score.present.spoken import number
from quiddler_score.present.words_list import and_list
from quiddler_score.words import reasons
from quiddler_score.words.reasons import said_reason

NARROWEST_CELL = 4  # the widest card, (QU): no cell is wrapped narrower

# The round table's column headings: short words, a narrow terminal has little room.
# Translators: a column heading of a round's table: a short word.
PLAYER = N_("player")
# Translators: a column heading of a round's table: the words played; a short word.
WORDS = N_("words")
# Translators: a column heading of a round's table: the cards left in hand; short words.
UNUSED = N_("unused")
# Translators: a column heading of a round's table: points of the words minus the unused
# cards; short words, said on two lines when room is short.
NET = N_("words − unused")
# Translators: a column heading of a round's table: the points of struck words; a short word.
STRUCK = N_("struck")
# Translators: a column heading of a round's table: a short word.
BONUS = N_("bonus")
# Translators: a column heading of a round's table: the challenge penalty; a short word.
PENALTY = N_("penalty")
# Translators: a column heading of a round's table: the round's score; a short word.
ROUND = N_("round")


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
    # Translators: a round said in plain mode: its number, its cards, who deals, who plays first.
    opening = ngettext(
        "Round {number}: {cards} card, {dealer} deals, {first} plays first.",
        "Round {number}: {cards} cards, {dealer} deals, {first} plays first.",
        result.cards,
    )
    lines = [
        opening.format(
            number=result.number,
            cards=result.cards,
            dealer=result.dealer,
            first=result.first_player,
        )
    ]
    lines += [player_sentence(p) for p in result.players]
    lines += [line + "." for line in _challenge_lines(result)]
    lines += [f"{note[:1].upper()}{note[1:]}." for note in bonus_notes(result)]
    for p in result.players:
        lines += [
            _struck_line(p.player, str(s.word), reasons.said(s.reason)) + "."
            for s in p.struck
            if not s.challenger
        ]
        # Translators: a note on a player's round (a double-letter card), said in plain mode.
        lines += [
            _("Note ({player}): {note}.").format(player=p.player, note=note) for note in p.notes
        ]
    return [*lines, ""]


def _struck_line(player: str, word: str, reason: str) -> str:
    # Translators: a word the house rules struck (not by a challenge), and why.
    return _("{player}'s {word} struck: {reason}").format(player=player, word=word, reason=reason)


def player_sentence(p: PlayerRound) -> str:
    """One player's round in words: what they laid down, what it cost, what it won."""
    words = and_list([str(word) for word in p.words]) or _("no words")
    # Translators: the start of a player's round said in plain mode, "Ann: ZONED, 28 points".
    said = ngettext(
        "{player}: {words}, {points} point",
        "{player}: {words}, {points} points",
        abs(p.word_points),
    )
    parts = [said.format(player=p.player, words=words, points=p.word_points)]
    if p.unused:
        # Translators: a player's unused cards said in plain mode, "unused E, minus 2".
        unused = _("unused {cards}, minus {points}")
        parts.append(
            unused.format(cards=" ".join(str(card) for card in p.unused), points=p.unused_points)
        )
    for s in p.struck:
        # Translators: a player's struck word said in plain mode, "struck OX, minus 14".
        parts.append(_("struck {word}, minus {points}").format(word=s.word, points=s.word.points))
    if p.went_out:
        parts.append(_("went out"))
    parts += [
        # Translators: a bonus won, said in plain mode, "longest word bonus 10".
        _("{bonus} bonus {points}").format(bonus=bonus_name(name), points=value)
        for name, value in zip(p.bonuses, p.bonus_values, strict=True)
    ]
    if p.penalty:
        # Translators: the points a player lost for a challenge, said in plain mode.
        parts.append(_("challenge penalty {points}").format(points=p.penalty))
    # Translators: the end of a player's round said in plain mode: {parts} are the clauses
    # before ("Ann: ZONED, 28 points, went out"), {score} the round's score ("minus 4").
    ending = _("{parts}; round {score}, total {total}.")
    return ending.format(parts=", ".join(parts), score=number(p.round_score), total=p.total)


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
    # Translators: a round table's title: its number, its cards and who deals.
    title = ngettext(
        "Round {number}: {cards} card, {dealer} deals",
        "Round {number}: {cards} cards, {dealer} deals",
        result.cards,
    )
    grid = style.table(
        title.format(number=result.number, cards=result.cards, dealer=names[result.dealer]),
        collapse_padding=True,
    )
    struck = any(p.struck for p in result.players)
    for column in (PLAYER, WORDS, UNUSED):
        grid.add_column(_(column), no_wrap=True)
    for column in (NET, STRUCK, BONUS, PENALTY, ROUND):
        if column != STRUCK or struck:
            grid.add_column(style.header(_(column)), justify="right", no_wrap=True)
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
        # Translators: in a round's table, the unused cards of the player who went out.
        wrap_pieces(unused_cards, cell_width) if unused_cards else (_("out") if p.went_out else "—")
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
        if challenge.ruling is not None and challenge.acceptable:
            line = _("{challenger} challenged {player}'s {word}: the table ruled acceptable")
        elif challenge.ruling is not None:
            line = _(
                "{challenger} challenged {player}'s {word}: the table ruled not acceptable, struck"
            )
        elif challenge.acceptable:
            line = _("{challenger} challenged {player}'s {word}: the dictionary says acceptable")
        else:
            line = _(
                "{challenger} challenged {player}'s {word}: "
                "the dictionary says not acceptable, struck"
            )
        line = line.format(
            challenger=challenge.challenger, player=challenge.player, word=challenge.word
        )
        if challenge.penalty:
            # Translators: a challenge's line, then who lost points for it.
            line = _("{line}; {player} loses {points}").format(
                line=line, player=challenge.challenger, points=challenge.penalty
            )
        if challenge.verdict is not None:
            line += f". {said_reason(challenge.verdict)}"
        lines.append(line)
    return lines


def _round_notes(result: RoundResult) -> list[RenderableType]:
    """The longest word, tied bonuses, words the strict rule struck, double-letter notes."""
    lines: list[RenderableType] = [indented(line) for line in bonus_notes(result)]
    for p in result.players:
        for struck in p.struck:
            if struck.challenger is None:
                lines.append(
                    indented(_struck_line(p.player, str(struck.word), reasons.said(struck.reason)))
                )
        for note in p.notes:
            # Translators: a note on a player's round (a double-letter card), under the table.
            said = _("note ({player}): {note}").format(player=p.player, note=note)
            lines.append(indented(Text(said, style="dim")))
    return lines

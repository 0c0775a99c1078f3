"""A scoreboard on screen: the board, the round details, the running-total chart.

Each is laid out by rich: tables fitted to the terminal, lines of styled text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.scoring import PlayerRound, RoundResult, Scoreboard
from quiddler_score.language import N_, _, ngettext, number
from quiddler_score.present.console import Saying
from quiddler_score.present.fit import (
    TableStyle,
    entries,
    fitted_table,
    full_names_line,
    indented,
)
from quiddler_score.present.marks import (
    MARKS,
    OUT_MARK,
    PENALTY_MARK,
    STRUCK_MARK,
)
from quiddler_score.present.round_table import round_details, round_sentences
from quiddler_score.present.rules_said import rules_line
from quiddler_score.present.words_list import and_list

if TYPE_CHECKING:
    from quiddler_score.words.solver import BestPlay

# Each mark of the board and what it means, translated where it is shown (see legend()).
MARKS_MEANT = (
    (MARKS[LONGEST_WORD], N_("longest word")),
    (MARKS[MOST_WORDS], N_("most words")),
    # Translators: the board's legend: the mark of a word a challenge struck.
    (STRUCK_MARK, N_("word struck")),
    # Translators: the board's legend: the mark of a challenge penalty.
    (PENALTY_MARK, N_("challenge penalty")),
    # Translators: the board's legend: the mark of the player who went out.
    (OUT_MARK, N_("went out")),
)
LEGEND = tuple(f"{mark} {meaning}" for mark, meaning in MARKS_MEANT)  # in English


def legend() -> tuple[str, ...]:
    """The board's legend in the language chosen: ``★ longest word``."""
    return tuple(f"{mark} {_(meaning)}" for mark, meaning in MARKS_MEANT)


def standings(
    scoreboard: Scoreboard, title: str | None, details: Iterable[int] = (), *, every: bool = False
) -> Saying:
    """What a table looks at after a change: the rounds asked for, the board, the chart.

    Said in plain mode, only the rounds asked for are said in full (``every`` round for
    the whole board), then the totals and the running totals: at a table the rounds
    before were said as they ended.
    """
    asked = [scoreboard.rounds[number - 1] for number in details]
    said = scoreboard.rounds if every else asked
    parts: list[Any] = [round_details(result) for result in asked]
    parts.append(board(scoreboard, title))
    if scoreboard.rounds:
        parts.append(chart(scoreboard))

    def sentences() -> list[str]:
        rounds = [line for result in said for line in round_sentences(result)]
        board_lines = board_sentences(scoreboard, title)
        return [*rounds, *board_lines, *chart_sentences(scoreboard)]

    return Saying(Group(*parts), sentences)


def board(scoreboard: Scoreboard, title: str | None = None) -> Group:
    """A row per round, a column per player: the round score and the running total."""
    return Group(
        fitted_table(
            scoreboard.table.players,
            lambda style, names: _grid(scoreboard, title, names, style),
            full_names_line,
        ),
        entries(legend(), style="dim"),
        Text(rules_line(scoreboard), style="dim"),
        Text(status_line(scoreboard)),
    )


def board_sentences(scoreboard: Scoreboard, title: str | None) -> list[str]:
    """The board's totals said in plain mode (its rounds are said by ``standings``), then
    the rules and what comes next."""
    # Translators: the game's name said in plain mode before its board.
    lines = [_("Game: {title}.").format(title=title)] if title else []
    totals = ", ".join(f"{player} {total}" for player, total in scoreboard.totals.items())
    # Translators: every player's total said in plain mode, "Totals: Ann 26, Bob 0."
    lines.append(_("Totals: {totals}.").format(totals=totals))
    if given := scoreboard.handicaps:  # RULES.md section 8: what the game is decided on
        # Translators: a player's total with the handicap it includes, said in plain mode.
        with_handicap = _("{player} {total} (handicap {handicap})")
        handicapped = ", ".join(
            with_handicap.format(player=player, total=total, handicap=given[player])
            if player in given
            else f"{player} {total}"
            for player, total in scoreboard.handicapped_totals.items()
        )
        # Translators: every player's total, handicaps included, said in plain mode.
        lines.append(_("Handicapped totals: {totals}.").format(totals=handicapped))
    return [*lines, rules_line(scoreboard), status_line(scoreboard)]


def _grid(
    scoreboard: Scoreboard, title: str | None, names: Mapping[str, str], style: TableStyle
) -> Table:
    """The board's table, each player shown by ``names[player]``."""
    leaders = set(scoreboard.leaders)
    # Without padding the rounded lines would touch the numbers: plain columns instead.
    lines = box.ROUNDED if style.padding else box.SIMPLE_HEAD
    grid = Table(title=title, box=lines, padding=(0, style.padding))
    # Translators: a column heading of the board: the round's number; a short word.
    grid.add_column(_("round"), justify="right")
    # Translators: a column heading of the board: who deals the round; a short word.
    grid.add_column(_("dealer"))
    for player in scoreboard.table.players:
        header = "bold green" if player in leaders else ""
        grid.add_column(names[player], justify="right", header_style=header)
    # One line per cell, or the score over the total (and the marks under it, when tight).
    between = ("\n", "\n") if not style.padding else ("\n", " ") if style.compact else (" ", " ")
    for result in scoreboard.rounds:
        grid.add_row(
            f"{result.number} ({result.cards})",
            names[result.dealer],
            *(_cell(result.of(player), between) for player in scoreboard.table.players),
        )
    grid.add_section()
    given = scoreboard.handicaps
    # Translators: the board's last row: each player's total; a short word.
    grid.add_row(_("total"), "", *_totals(scoreboard.totals, set() if given else leaders))
    if given:  # RULES.md section 8: the game is led on the handicapped totals
        grid.add_row(
            # Translators: the board's row of each player's handicap; a short word.
            _("handicap"),
            "",
            *(f"+{given[p]}" if p in given else "" for p in scoreboard.table.players),
        )
        # Translators: the board's row of the totals with handicaps; a short word.
        handicapped = _("handicapped")
        grid.add_row(handicapped, "", *_totals(scoreboard.handicapped_totals, leaders))
    return grid


def _totals(totals: Mapping[str, int], leaders: set[str]) -> list[Text]:
    return [
        Text(str(total), style="bold green" if player in leaders else "bold")
        for player, total in totals.items()
    ]


def status_line(scoreboard: Scoreboard) -> str:
    table = scoreboard.table
    if scoreboard.over:
        winners = scoreboard.winners
        # Translators: the board's last line once the game is over; {points} is "187 points".
        won = ngettext("{names} wins with {points}.", "{names} win with {points}.", len(winners))
        return won.format(names=and_list(winners), points=_points(scoreboard, winners))
    if scoreboard.complete:  # the last round's challenges are still open
        leaders = scoreboard.leaders
        # Translators: the board's last line after the last round, before its challenges
        # are closed; {points} is "187 points".
        leading = ngettext(
            "{names} leads with {points}; round {round}'s challenges are still open.",
            "{names} lead with {points}; round {round}'s challenges are still open.",
            len(leaders),
        )
        return leading.format(
            names=and_list(leaders),
            points=_points(scoreboard, leaders),
            round=table.round_count,
        )
    round_number = scoreboard.next_round
    assert round_number is not None
    cards = table.cards_in_round(round_number)
    # Translators: the board's last line: the next round, its cards, who deals, who plays
    # first, and who leads ({leaders} may be "nobody").
    upcoming = ngettext(
        "Next: round {round}, {cards} card each; {dealer} deals, {first} plays first. "
        "Leading: {leaders}.",
        "Next: round {round}, {cards} cards each; {dealer} deals, {first} plays first. "
        "Leading: {leaders}.",
        cards,
    )
    return upcoming.format(
        round=round_number,
        cards=cards,
        dealer=table.dealer(round_number),
        first=table.first_player(round_number),
        # Translators: nobody leads (no round scored yet).
        leaders=and_list(scoreboard.leaders) or _("nobody"),
    )


def _points(scoreboard: Scoreboard, ahead: tuple[str, ...]) -> str:
    """``43 points``, or with handicaps ``43 points, handicap included (3 as played)``:
    the total of the first of ``ahead``, who are level on it."""
    first = ahead[0]
    total = scoreboard.handicapped_totals[first]
    if not scoreboard.handicaps:
        return ngettext("{total} point", "{total} points", abs(total)).format(total=number(total))
    played = [number(scoreboard.totals[player]) for player in ahead]
    # Translators: a total with handicap points, then the total(s) as the cards scored.
    said = ngettext(
        "{total} point, handicap included ({played} as played)",
        "{total} points, handicap included ({played} as played)",
        abs(total),
    )
    return said.format(total=number(total), played=and_list(played))


def _cell(result: PlayerRound, between: tuple[str, str] = (" ", " ")) -> Text:
    """``+13 29 ★``: the round's score, the total, then the marks, ``between`` each."""
    marks = "".join(MARKS[bonus] for bonus in result.bonuses)
    if result.struck:
        marks += STRUCK_MARK
    if result.penalty:
        marks += PENALTY_MARK
    if result.went_out:
        marks += OUT_MARK
    return Text.assemble(
        (f"{result.round_score:+d}{between[0]}", "red" if result.round_score < 0 else ""),
        (str(result.total), "bold"),
        (f"{between[1]}{marks}" if marks else "", "yellow"),
    )


SPARKS = "▁▂▃▄▅▆▇█"


def chart(scoreboard: Scoreboard) -> Group:
    """Every player's running total across the rounds, one bar per round, one line each."""
    top = max((p.total for r in scoreboard.rounds for p in r.players), default=0)
    bottom = min((p.total for r in scoreboard.rounds for p in r.players), default=0)
    span = max(top - bottom, 1)
    grid = Table(box=None, show_header=False, padding=(0, 1))
    grid.add_column("player")
    grid.add_column("trend")
    grid.add_column("total", justify="right")
    leaders = set(scoreboard.leaders)
    for player in scoreboard.table.players:
        totals = [result.of(player).total for result in scoreboard.rounds]
        bars = "".join(SPARKS[(t - bottom) * (len(SPARKS) - 1) // span] for t in totals)
        style = "bold green" if player in leaders else "cyan"
        grid.add_row(player, Text(bars, style=style), str(totals[-1] if totals else 0))
    return Group(Text(_("Running totals, round by round:")), grid)


def chart_sentences(scoreboard: Scoreboard) -> list[str]:
    """The chart said in plain mode: each player's total after each round."""
    if not scoreboard.rounds:
        return []
    # Translators: a player's total after each round, said in plain mode, "Ann: 0, 26."
    each = _("{player}: {totals}.")
    return [
        _("Running totals, round by round:"),
        *(
            each.format(
                player=player, totals=", ".join(str(r.of(player).total) for r in scoreboard.rounds)
            )
            for player in scoreboard.table.players
        ),
    ]


def best_plays(
    scoreboard: Scoreboard, best: Callable[[RoundResult, str], BestPlay]
) -> RenderableType:
    """Each player's words − unused beside the best the cards they held allowed."""
    players = scoreboard.table.players
    rows = [
        (result.number, [(_played(result.of(p)), best(result, p).best.score) for p in players])
        for result in scoreboard.rounds
    ]

    def grid(style: TableStyle, names: Mapping[str, str]) -> Table:
        # Translators: the title of the table of best plays, each cell "12 / 20".
        table = style.table(_("What the cards allowed: played / best possible (words − unused)"))
        table.add_column(_("round"), justify="right")
        for player in players:
            table.add_column(names[player], justify="right", no_wrap=True)
        between = "\n/ " if style.compact else " / "  # compact: the best under what was played
        for round_number, cells in rows:
            table.add_row(
                str(round_number),
                *(
                    Text(f"{net}{between}{possible}", style="green" if net >= possible else "")
                    for net, possible in cells
                ),
            )
        return table

    lines: list[RenderableType] = [fitted_table(players, grid, full_names_line)]
    if scoreboard.rounds:
        latest = scoreboard.rounds[-1]
        lines.append(Text(_("Best plays in round {round}:").format(round=latest.number)))
        # Translators: a player's best play, "Ann: CAT, unused E = 8".
        each = _("{player}: {play}")
        lines.extend(
            indented(
                each.format(player=player, play=_best_play(latest, player, best(latest, player)))
            )
            for player in players
        )
    return Group(*lines)


def _played(result: PlayerRound) -> int:
    """What a player's cards made: their words − unused cards − struck words."""
    return result.word_points - result.unused_points - result.struck_points


def _best_play(result: RoundResult, player: str, best: BestPlay) -> str:
    """The best arrangement of the player's cards, or that they already played it."""
    played = _played(result.of(player))
    arrangement = best.best
    if played >= arrangement.score:
        # Translators: a player played the best their cards allowed; {points} is its score.
        return _("already the best play ({points})").format(points=played)
    words = " ".join(str(w) for w in arrangement.words) or _("no words")
    unused = " ".join(str(c) for c in arrangement.unused)
    if unused:
        # Translators: the best play of a hand: its words, its unused cards, its score.
        said = _("{words}, unused {cards} = {score}")
        return said.format(words=words, cards=unused, score=arrangement.score)
    return f"{words} = {arrangement.score}"

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

LEGEND = (
    f"{MARKS[LONGEST_WORD]} longest word",
    f"{MARKS[MOST_WORDS]} most words",
    f"{STRUCK_MARK} word struck",
    f"{PENALTY_MARK} challenge penalty",
    f"{OUT_MARK} went out",
)


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
        entries(LEGEND, style="dim"),
        Text(rules_line(scoreboard), style="dim"),
        Text(status_line(scoreboard)),
    )


def board_sentences(scoreboard: Scoreboard, title: str | None) -> list[str]:
    """The board's totals said in plain mode (its rounds are said by ``standings``), then
    the rules and what comes next."""
    lines = [f"Game: {title}."] if title else []
    totals = ", ".join(f"{player} {total}" for player, total in scoreboard.totals.items())
    lines.append(f"Totals: {totals}.")
    if given := scoreboard.handicaps:  # RULES.md section 8: what the game is decided on
        handicapped = ", ".join(
            f"{player} {total}" + (f" (handicap {given[player]})" if player in given else "")
            for player, total in scoreboard.handicapped_totals.items()
        )
        lines.append(f"Handicapped totals: {handicapped}.")
    return [*lines, rules_line(scoreboard), status_line(scoreboard)]


def _grid(
    scoreboard: Scoreboard, title: str | None, names: Mapping[str, str], style: TableStyle
) -> Table:
    """The board's table, each player shown by ``names[player]``."""
    leaders = set(scoreboard.leaders)
    # Without padding the rounded lines would touch the numbers: plain columns instead.
    lines = box.ROUNDED if style.padding else box.SIMPLE_HEAD
    grid = Table(title=title, box=lines, padding=(0, style.padding))
    grid.add_column("round", justify="right")
    grid.add_column("dealer")
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
    grid.add_row("total", "", *_totals(scoreboard.totals, set() if given else leaders))
    if given:  # RULES.md section 8: the game is led on the handicapped totals
        grid.add_row(
            "handicap",
            "",
            *(f"+{given[p]}" if p in given else "" for p in scoreboard.table.players),
        )
        grid.add_row("handicapped", "", *_totals(scoreboard.handicapped_totals, leaders))
    return grid


def _totals(totals: Mapping[str, int], leaders: set[str]) -> list[Text]:
    return [
        Text(str(total), style="bold green" if player in leaders else "bold")
        for player, total in totals.items()
    ]


def status_line(scoreboard: Scoreboard) -> str:
    table = scoreboard.table
    if scoreboard.over:
        winners = and_list(scoreboard.winners)
        verb = "win" if len(scoreboard.winners) > 1 else "wins"
        return f"{winners} {verb} with {_points(scoreboard, scoreboard.winners)}."
    if scoreboard.complete:  # the last round's challenges are still open
        leaders = scoreboard.leaders
        verb = "lead" if len(leaders) > 1 else "leads"
        return (
            f"{and_list(leaders)} {verb} with {_points(scoreboard, leaders)}; "
            f"round {table.round_count}'s challenges are still open."
        )
    number = scoreboard.next_round
    assert number is not None
    lead = and_list(scoreboard.leaders) or "nobody"
    return (
        f"Next: round {number}, {table.cards_in_round(number)} cards each; "
        f"{table.dealer(number)} deals, "
        f"{table.first_player(number)} plays first. Leading: {lead}."
    )


def _points(scoreboard: Scoreboard, ahead: tuple[str, ...]) -> str:
    """``43 points``, or with handicaps ``43 points, handicap included (3 as played)``:
    the total of the first of ``ahead``, who are level on it."""
    first = ahead[0]
    total = scoreboard.handicapped_totals[first]
    if not scoreboard.handicaps:
        return f"{total} points"
    played = [str(scoreboard.totals[player]) for player in ahead]
    return f"{total} points, handicap included ({and_list(played)} as played)"


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
    return Group(Text("Running totals, round by round:"), grid)


def chart_sentences(scoreboard: Scoreboard) -> list[str]:
    """The chart said in plain mode: each player's total after each round."""
    if not scoreboard.rounds:
        return []
    return [
        "Running totals, round by round:",
        *(
            f"{player}: {', '.join(str(r.of(player).total) for r in scoreboard.rounds)}."
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
        table = style.table("What the cards allowed: played / best possible (words − unused)")
        table.add_column("round", justify="right")
        for player in players:
            table.add_column(names[player], justify="right", no_wrap=True)
        between = "\n/ " if style.compact else " / "  # compact: the best under what was played
        for number, cells in rows:
            table.add_row(
                str(number),
                *(
                    Text(f"{net}{between}{possible}", style="green" if net >= possible else "")
                    for net, possible in cells
                ),
            )
        return table

    lines: list[RenderableType] = [fitted_table(players, grid, full_names_line)]
    if scoreboard.rounds:
        latest = scoreboard.rounds[-1]
        lines.append(Text(f"Best plays in round {latest.number}:"))
        lines.extend(
            indented(f"{player}: {_best_play(latest, player, best(latest, player))}")
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
        return f"already the best play ({played})"
    words = " ".join(str(w) for w in arrangement.words) or "no words"
    unused = " ".join(str(c) for c in arrangement.unused)
    return words + (f", unused {unused}" if unused else "") + f" = {arrangement.score}"

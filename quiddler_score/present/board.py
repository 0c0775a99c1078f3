"""Rich renderings of a scoreboard: the board, the round details, the running-total chart."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table as RichTable
from rich.text import Text

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.rules import house_rules
from quiddler_score.engine.scoring import PlayerRound, RoundResult, Scoreboard

if TYPE_CHECKING:
    from quiddler_score.words.solver import BestPlay

MARKS = {LONGEST_WORD: "★", MOST_WORDS: "▲"}
STRUCK_MARK = "✗"
PENALTY_MARK = "⚑"
OUT_MARK = "↑"
LEGEND = (
    f"{MARKS[LONGEST_WORD]} longest word  {MARKS[MOST_WORDS]} most words  "
    f"{STRUCK_MARK} word struck  {PENALTY_MARK} challenge penalty  {OUT_MARK} went out"
)


def standings(
    scoreboard: Scoreboard, title: str | None, details: Iterable[int] = ()
) -> RenderableType:
    """What a table looks at after a change: the rounds asked for, the board, the chart."""
    parts = [round_details(scoreboard.rounds[number - 1]) for number in details]
    parts.append(board(scoreboard, title))
    if scoreboard.rounds:
        parts.append(chart(scoreboard))
    return Group(*parts)


def board(scoreboard: Scoreboard, title: str | None = None) -> RenderableType:
    """A row per round, a column per player: the round score and the running total."""
    table = scoreboard.table
    leaders = set(scoreboard.leaders)
    grid = RichTable(title=title, box=box.ROUNDED)
    grid.add_column("round", justify="right")
    grid.add_column("dealer")
    for player in table.players:
        style = "bold green" if player in leaders else None
        grid.add_column(player, justify="right", header_style=style)
    for result in scoreboard.rounds:
        grid.add_row(
            f"{result.number} ({result.cards})",
            result.dealer,
            *(_cell(result.of(player)) for player in table.players),
        )
    grid.add_section()
    grid.add_row(
        "total",
        "",
        *(
            Text(str(total), style="bold green" if player in leaders else "bold")
            for player, total in scoreboard.totals.items()
        ),
    )
    return Group(
        grid,
        Text(LEGEND, style="dim"),
        Text(rules_line(scoreboard), style="dim"),
        Text(status_line(scoreboard)),
    )


def rules_line(scoreboard: Scoreboard) -> str:
    table = scoreboard.table
    house = house_rules(table.rules)
    rules = "house rules: " + ", ".join(house) if house else "the standard rules"
    return f"Dictionary {table.dictionary}; {rules}."


def status_line(scoreboard: Scoreboard) -> str:
    table = scoreboard.table
    if scoreboard.complete:
        winners = " and ".join(scoreboard.winners)
        verb = "win" if len(scoreboard.winners) > 1 else "wins"
        return f"{winners} {verb} with {scoreboard.totals[scoreboard.winners[0]]} points."
    number = scoreboard.next_round
    assert number is not None
    lead = " and ".join(scoreboard.leaders) or "nobody"
    return (
        f"Next: round {number}, {number + 2} cards each; {table.dealer(number)} deals, "
        f"{table.first_player(number)} plays first. Leading: {lead}."
    )


def _cell(result: PlayerRound) -> Text:
    marks = "".join(MARKS[bonus] for bonus in result.bonuses)
    if result.struck:
        marks += STRUCK_MARK
    if result.penalty:
        marks += PENALTY_MARK
    if result.went_out:
        marks += OUT_MARK
    return Text.assemble(
        (f"{result.round_score:+d} ", "red" if result.round_score < 0 else ""),
        (str(result.total), "bold"),
        (f" {marks}" if marks else "", "yellow"),
    )


def round_details(result: RoundResult) -> RenderableType:
    """Everything behind one round's scores: words, unused cards, bonuses, challenges."""
    return Group(
        _round_table(result),
        *(Text(line) for line in _challenge_lines(result)),
        *_round_notes(result),
    )


def _round_table(result: RoundResult) -> RichTable:
    """A row per player: words (struck ones marked), unused cards, the round's sum."""
    grid = RichTable(
        title=f"Round {result.number}: {result.cards} cards, {result.dealer} deals",
        box=box.SIMPLE_HEAD,
        title_justify="left",
    )
    for column in ("player", "words", "unused", "words − unused", "bonus", "penalty", "round"):
        grid.add_column(
            column, justify="left" if column in ("player", "words", "unused") else "right"
        )
    for p in result.players:
        words = Text(" ").join(
            [Text(str(w)) for w in p.words]
            + [Text(f"{STRUCK_MARK}{s.word}", style="strike red") for s in p.struck]
        )
        unused = " ".join(str(card) for card in p.unused) or ("out" if p.went_out else "—")
        bonus = " ".join(f"{MARKS[b]}+" for b in p.bonuses)
        grid.add_row(
            p.player,
            words,
            unused,
            str(p.word_points - p.unused_points),
            f"{bonus}{p.bonus}" if p.bonus else "",
            f"−{p.penalty}" if p.penalty else "",
            str(p.round_score),
        )
    return grid


def _challenge_lines(result: RoundResult) -> list[str]:
    """Who challenged what, how it was decided, and who paid."""
    lines = []
    for challenge in result.challenges:
        outcome = "acceptable" if challenge.acceptable else "not acceptable, struck"
        judged = "the table ruled" if challenge.ruling is not None else "the dictionary says"
        line = (
            f"  {challenge.challenger} challenged {challenge.player}'s {challenge.word}: "
            f"{judged} {outcome}"
        )
        if challenge.penalty:
            line += f"; {challenge.challenger} loses {challenge.penalty}"
        if challenge.verdict is not None:
            line += f". {challenge.verdict.reason}"
        lines.append(line)
    return lines


def _round_notes(result: RoundResult) -> list[Text]:
    """Tied bonuses, words the strict rule struck, and double-letter card notes."""
    lines = [
        Text(f"  {bonus}: tied between {' and '.join(tied)}, so nobody gets it")
        for bonus, tied in result.tied_bonuses
    ]
    for p in result.players:
        for struck in p.struck:
            if struck.challenger is None:
                lines.append(Text(f"  {p.player}'s {struck.word} struck: {struck.reason}"))
        for note in p.notes:
            lines.append(Text(f"  note ({p.player}): {note}", style="dim"))
    return lines


SPARKS = "▁▂▃▄▅▆▇█"


def chart(scoreboard: Scoreboard) -> RenderableType:
    """Every player's running total across the rounds, one bar per round, one line each."""
    top = max((p.total for r in scoreboard.rounds for p in r.players), default=0)
    bottom = min((p.total for r in scoreboard.rounds for p in r.players), default=0)
    span = max(top - bottom, 1)
    grid = RichTable(box=None, show_header=False, padding=(0, 1))
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


def best_plays(
    scoreboard: Scoreboard, best: Callable[[RoundResult, str], BestPlay]
) -> RenderableType:
    """Each player's words − unused beside the best the cards they held allowed."""
    grid = RichTable(
        title="What the cards allowed: played / best possible (words − unused)",
        title_justify="left",
        box=box.SIMPLE_HEAD,
    )
    grid.add_column("round", justify="right")
    for player in scoreboard.table.players:
        grid.add_column(player, justify="right")
    for result in scoreboard.rounds:
        cells = []
        for player in scoreboard.table.players:
            played = result.of(player)
            possible = best(result, player).best.score
            net = played.word_points - played.unused_points
            cells.append(Text(f"{net} / {possible}", style="green" if net >= possible else ""))
        grid.add_row(str(result.number), *cells)
    lines: list[RenderableType] = [grid]
    if scoreboard.rounds:
        latest = scoreboard.rounds[-1]
        lines.append(Text(f"Best plays in round {latest.number}:"))
        for player in scoreboard.table.players:
            arrangement = best(latest, player).best
            words = " ".join(str(w) for w in arrangement.words) or "no words"
            unused = " ".join(str(c) for c in arrangement.unused)
            text = f"  {player}: {words}" + (f", unused {unused}" if unused else "")
            lines.append(Text(f"{text} = {arrangement.score}"))
    return Group(*lines)

"""Rich renderings of a scoreboard: the board, the round details, the running-total chart."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.table import Table as RichTable
from rich.text import Text

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.rules import house_rules
from quiddler_score.engine.scoring import PlayerRound, RoundResult, Scoreboard
from quiddler_score.present.words_list import and_list

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
    return Group(
        _Board(scoreboard, title),
        Text(LEGEND, style="dim"),
        Text(rules_line(scoreboard), style="dim"),
        Text(status_line(scoreboard)),
    )


# The longest a player's name may be in the board's headers and dealer column, tried in
# turn until the board fits the terminal: None keeps the names whole.
NAME_LIMITS = (None, 12, 10, 8, 6)
UNLIMITED = 10_000  # a width to measure what the grid would take with no limit


class _Board:
    """The board's grid, its names shortened only as much as the terminal's width needs.

    A shortened name keeps the shortest prefix that tells it apart from the other
    players', and a line under the grid gives the names in full.
    """

    def __init__(self, scoreboard: Scoreboard, title: str | None) -> None:
        self.scoreboard = scoreboard
        self.title = title

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        players = self.scoreboard.table.players
        for limit in NAME_LIMITS:
            names = dict(zip(players, short_names(players, limit), strict=True))
            grid = _grid(self.scoreboard, self.title, names)
            wanted = console.measure(grid, options=options.update_width(UNLIMITED)).maximum
            if wanted <= options.max_width:
                break
        yield grid
        if any(short != player for player, short in names.items()):
            yield Text(f"Players, left to right: {', '.join(players)}.", style="dim")


def short_names(names: Sequence[str], limit: int | None) -> list[str]:
    """Each name cut to at most ``limit`` characters, "…" included, when longer.

    A cut name keeps at least the prefix that no other name shares, so that the players
    can still be told apart, even when that makes it longer than ``limit``.
    """
    if limit is None:
        return list(names)
    shortened = []
    for name in names:
        shared = max((_common_prefix(name, other) for other in names if other != name), default=0)
        keep = max(limit - 1, shared + 1)
        shortened.append(name if keep + 1 >= len(name) else name[:keep] + "…")
    return shortened


def _common_prefix(one: str, other: str) -> int:
    """How many leading characters two names share, case aside."""
    count = 0
    for a, b in zip(one.casefold(), other.casefold(), strict=False):
        if a != b:
            break
        count += 1
    return count


def _grid(scoreboard: Scoreboard, title: str | None, names: Mapping[str, str]) -> RichTable:
    """The board's table, each player shown by ``names[player]``."""
    leaders = set(scoreboard.leaders)
    grid = RichTable(title=title, box=box.ROUNDED)
    grid.add_column("round", justify="right")
    grid.add_column("dealer")
    for player in scoreboard.table.players:
        style = "bold green" if player in leaders else None
        grid.add_column(names[player], justify="right", header_style=style)
    for result in scoreboard.rounds:
        grid.add_row(
            f"{result.number} ({result.cards})",
            names[result.dealer],
            *(_cell(result.of(player)) for player in scoreboard.table.players),
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
    return grid


def rules_line(scoreboard: Scoreboard) -> str:
    table = scoreboard.table
    house = house_rules(table.rules)
    rules = "house rules: " + ", ".join(house) if house else "the standard rules"
    return f"Dictionary {table.dictionary}; {rules}."


def status_line(scoreboard: Scoreboard) -> str:
    table = scoreboard.table
    if scoreboard.complete:
        winners = and_list(scoreboard.winners)
        verb = "win" if len(scoreboard.winners) > 1 else "wins"
        return f"{winners} {verb} with {scoreboard.totals[scoreboard.winners[0]]} points."
    number = scoreboard.next_round
    assert number is not None
    lead = and_list(scoreboard.leaders) or "nobody"
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
    """A row per player: words (struck ones marked), unused cards, the round's sum.

    Read left to right the numbers add up: words − unused, then what struck words cost
    (a column of its own when a word was struck), the bonuses and the challenge penalty.
    """
    grid = RichTable(
        title=f"Round {result.number}: {result.cards} cards, {result.dealer} deals",
        box=box.SIMPLE_HEAD,
        title_justify="left",
        collapse_padding=True,
    )
    struck = any(p.struck for p in result.players)
    # When space is short the words, the cards and the headers wrap: the names stay whole.
    grid.add_column("player", no_wrap=True)
    grid.add_column("words")
    grid.add_column("unused")
    for column in ("words − unused", "struck", "bonus", "penalty", "round"):
        if column != "struck" or struck:
            grid.add_column(column, justify="right")
    for p in result.players:
        grid.add_row(*_round_row(p, struck))
    return grid


def _round_row(p: PlayerRound, struck_column: bool) -> list[RenderableType]:
    words = Text(" ").join(
        [Text(str(w)) for w in p.words]
        + [Text(f"{STRUCK_MARK}{s.word}", style="strike red") for s in p.struck]
    )
    unused = " ".join(str(card) for card in p.unused) or ("out" if p.went_out else "—")
    row: list[RenderableType] = [p.player, words, unused, str(p.word_points - p.unused_points)]
    if struck_column:
        row.append(f"−{p.struck_points}" if p.struck_points else "")
    return [
        *row,
        _bonus_cell(p),
        f"−{p.penalty}" if p.penalty else "",
        str(p.round_score),
    ]


def _bonus_cell(p: PlayerRound) -> str:
    """Each bonus won with its own value: ``★+10 ▲+10``."""
    won = zip(p.bonuses, p.bonus_values, strict=True)
    return " ".join(f"{MARKS[name]}+{value}" for name, value in won)


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
        Text(f"  {bonus}: tied between {and_list(tied)}, so nobody gets it")
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
            possible = best(result, player).best.score
            net = _played(result.of(player))
            cells.append(Text(f"{net} / {possible}", style="green" if net >= possible else ""))
        grid.add_row(str(result.number), *cells)
    lines: list[RenderableType] = [grid]
    if scoreboard.rounds:
        latest = scoreboard.rounds[-1]
        lines.append(Text(f"Best plays in round {latest.number}:"))
        lines.extend(
            Text(f"  {player}: {_best_play(latest, player, best(latest, player))}")
            for player in scoreboard.table.players
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

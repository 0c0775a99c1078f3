"""What ``stats`` shows, table by table and cell by cell, for the club of
tests/test_records.py (five games of Ann, Bob, Cy, Dee and Eve, worked out there).

Each table is read from what rich printed, wide enough that nothing wraps: a row is
its cells, split where two spaces or more part them.
"""

from __future__ import annotations

import io
import re

import pytest
from test_records import club, stats_of

from quiddler_score.present.console import LinesEndingInText, make_console
from quiddler_score.present.stats_view import night_view, stats_view


def printed(renderable: object, width: int = 200) -> str:
    out = io.StringIO()
    make_console(width=width, file=LinesEndingInText(out)).print(renderable)
    return out.getvalue()


def table(screen: str, title: str) -> list[list[str]]:
    """The rows of the table under ``title`` (its header first), each a list of cells."""
    lines = screen.splitlines()
    start = lines.index(title) + 2  # the title, then a blank line
    rows = []
    for line in lines[start:]:
        if not line.strip():
            if rows and rows[-1][0] != "the club":
                break
            continue
        if set(line.strip()) != {"─"}:
            rows.append(re.split(r"\s{2,}", line.strip()))
    return rows


@pytest.fixture(scope="module")
def screen() -> str:
    return printed(stats_view(stats_of(club())))


def test_the_leaderboard_row_by_row(screen: str) -> None:
    # Bob: 5 games, won G2 and G4 and shared G3: 3 of 5 = 60%; totals 80 + 120 + 110 +
    # 130 + 70 = 510 / 5 = 102, best 130, worst 70.
    assert table(screen, "Leaderboard") == [
        ["#", "player", "games", "wins", "win rate", "average", "best", "worst", "rating"],
        ["1", "Bob", "5", "3 (1 shared)", "60%", "102", "130", "70", "5.9 (28.3 ± 7.5)"],
        ["2", "Ann", "4", "1", "25%", "85", "100", "70", "5.1 (27.9 ± 7.6)"],
        ["3", "Dee", "1", "1", "100%", "130", "130", "130", "2.9 (27.8 ± 8.3)"],
        ["4", "Cy", "4", "1 (1 shared)", "25%", "70", "110", "50", "-2.4 (20.2 ± 7.5)"],
        ["5", "Eve", "1", "0", "0%", "30", "30", "30", "-3.9 (20.4 ± 8.1)"],
    ]


def test_the_bests_row_by_row(screen: str) -> None:
    header, *rows = table(screen, "Bests, bonuses and challenges")
    assert header[:4] == ["player", "best round", "longest word", "best word"]
    assert rows == [
        ["Bob", "52", "QUARTZ (6)", "—", "0", "0", "0", "0/0 (+0)"],
        ["Ann", "40", "ZEBRA (5)", "—", "0", "0", "0", "0/0 (+0)"],
        ["Dee", "50", "—", "—", "0", "0", "0", "0/0 (+0)"],
        ["Cy", "52", "JOKERS (6)", "—", "0", "0", "0", "0/0 (+0)"],
        ["Eve", "—", "BLAZING (7)", "—", "0", "0", "0", "0/0 (+0)"],
    ]


def test_the_rivals_with_ahead_and_behind(screen: str) -> None:
    # Bob 3-0 Cy, Ann 2-1 Cy, Ann 2-2 Bob; Dee and Eve met nobody three times.
    assert table(screen, "Rivals") == [
        ["player", "nemesis", "favourite victim", "closest rival"],
        ["Bob", "—", "Cy 3–0", "Ann 2–2"],
        ["Ann", "—", "Cy 2–1", "Bob 2–2"],
        ["Dee", "—", "—", "—"],
        ["Cy", "Bob 0–3", "—", "Ann 1–2"],
        ["Eve", "—", "—", "—"],
    ]


def test_the_personal_records(screen: str) -> None:
    assert table(screen, "Personal records") == [
        ["player", "best game", "worst game", "best round", "most words", "wins in a row"],
        ["Bob", "130", "70", "52 (r7)", "—", "0 (best 3)"],
        ["Ann", "100", "70", "40 (r8)", "4 (r8)", "0 (best 1)"],
        ["Dee", "130", "130", "50 (r6)", "—", "1 (best 1)"],
        ["Cy", "110", "50", "52 (r8)", "—", "0 (best 1)"],
        ["Eve", "30", "30", "—", "—", "0 (best 0)"],
    ]


def test_the_club_records_say_who_holds_each_and_who_tied_it(screen: str) -> None:
    assert "  Highest total: 130, Bob, G4, 2026-03-04; tied by Dee\n" in screen
    assert "  Highest round: 52, Bob, round 7 of G2, 2026-03-02; tied by Cy\n" in screen
    assert "  Longest word: BLAZING (7 letters), Eve, round 8 of G5, 2026-03-05\n" in screen


def test_the_table_sizes_with_the_club_above_its_people(screen: str) -> None:
    # 2 players: G1 and G4, won on 100 and 130: 115. Bob at 2: G1 (80) and G4 (130,
    # won): 1 of 2, average 105.
    assert table(screen, "By table size") == [
        ["player", "2 players", "3-4 players", "5+ players"],
        ["the club", "2 games won on 115", "2 games won on 115", "1 game won on 130"],
        ["Bob", "1/2 won avg 105", "2/2 won avg 115", "0/1 won avg 70"],
        ["Ann", "1/1 won avg 100", "0/2 won avg 80", "0/1 won avg 80"],
        ["Dee", "—", "—", "1/1 won avg 130"],
        ["Cy", "0/1 won avg 50", "1/2 won avg 85", "0/1 won avg 60"],
        ["Eve", "—", "—", "0/1 won avg 30"],
    ]


def test_tonight_so_far_row_by_row() -> None:
    rows = [
        {"name": "Ann", "games": 2, "wins": 1, "points": 180},
        {"name": "Bob", "games": 2, "wins": 1, "points": 150},
    ]
    assert table(printed(night_view(rows, 2)), "Tonight so far: 2 games") == [
        ["player", "games", "wins", "points"],
        ["Ann", "2", "1", "180"],
        ["Bob", "2", "1", "150"],
    ]

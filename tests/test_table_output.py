"""What the table reads after a round: the bonus cell, struck words, lists of names, the
board's shortened names, the CSV's game and date, and a best play already played.

The CLI tests keep games with the commands (the autouse fixture in conftest.py points
QUIDDLER_DB at a temporary file); the others call the presentation layer directly.
"""

from __future__ import annotations

import csv
import io
import json
import re
import time
from datetime import datetime
from pathlib import Path

import pytest
from builders import challenge, filler_rounds, hand, judge_by_list, scored, table
from cli_helpers import ok
from rich.console import RenderableType

from quiddler_score.engine.bonuses import LONGEST_WORD, MOST_WORDS
from quiddler_score.engine.scoring import PlayerRound, RoundPlay, RoundResult, Scoreboard
from quiddler_score.games.club.local_days import local_day
from quiddler_score.present.board import board, status_line
from quiddler_score.present.console import make_console
from quiddler_score.present.export import CSV_COLUMNS, scoreboard_csv
from quiddler_score.present.round_table import round_details

LONG_FOUR = ("Alexandrina", "Bartholomew", "Christabel", "Dominique-Anne")
LONG_EIGHT = (*LONG_FOUR, "Evangeline", "Fitzgerald", "Gwendolyn", "Henrietta")


def render(renderable: RenderableType, width: int = 120) -> str:
    console = make_console(record=True, width=width, file=io.StringIO())
    console.print(renderable)
    return str(console.export_text())


def row_of(text: str, player: str) -> str:
    """The round-details row of ``player``, its cells joined by single spaces."""
    for line in text.splitlines():
        if line.strip().startswith(player + " "):
            return " ".join(line.split())
    raise AssertionError(f"no row for {player} in:\n{text}")


def read_csv(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_text("utf-8-sig"))))


def struck_round() -> None:
    """Round 1 of Ann, Bob and Cy, with Cy's AT struck by the table.

    Ann CAT (C 8 + A 2 + T 3 = 13), out, the only 3-letter word: longest +10 = 23.
    Bob OX (O 2 + X 12 = 14) - E 2 = 12. Cy AT (A 2 + T 3 = 5) struck, Z 14 unused:
    0 - 14 - 5 = -19, total max(0, -19) = 0. Most words: Ann and Bob tie, nobody.
    """
    ok("new", "Ann", "Bob", "Cy", "--name", "Friday night")
    ok("record", "ann", "cat", "--out")
    ok("record", "bob", "ox", "--unused", "e")
    ok("record", "cy", "at", "--unused", "z")
    ok("challenge", "bob", "cy", "at", "--ruling", "unacceptable", "--round", "1")


# 1. The bonus cell ---------------------------------------------------------------------


def test_a_player_with_both_bonuses_shows_each_with_its_value() -> None:
    # Ann CAT 13, out; Bob holds A E I unused (-6, total 0) and has no word, so Ann has
    # the longest word and the most words: 13 + 10 + 10 = 33.
    ok("new", "Ann", "Bob")
    ok("record", "ann", "cat", "--out")
    ok("record", "bob", "--unused", "a e i")
    text = ok("board", "--rounds")
    assert row_of(text, "Ann") == "Ann CAT out 13 ★+10 ▲+10 33"
    assert "★+ ▲+20" not in text


def test_the_bonus_cell_takes_each_value_from_the_rules(tmp_path: Path) -> None:
    # Longest word 15, most words 10: Ann 13 + 15 + 10 = 38.
    rules = tmp_path / "rules.toml"
    rules.write_text("[rules]\nlongest_word_bonus = 15\n", encoding="utf-8")
    ok("new", "Ann", "Bob", "--rules", str(rules))
    ok("record", "ann", "cat", "--out")
    ok("record", "bob", "--unused", "a e i")
    assert row_of(ok("board", "--rounds"), "Ann") == "Ann CAT out 13 ★+15 ▲+10 38"


def test_one_bonus_shows_its_own_value() -> None:
    # RULES.md section 6: Ann (QU)ITE 9 + 2 + 3 + 2 = 16 + longest 10 = 26; Cy AT 5 +
    # BE 10 = 15 + most words 10 = 25.
    result = scored(
        table("Ann", "Bob", "Cy"),
        *filler_rounds(("Ann", "Bob", "Cy"), 1),
        RoundPlay(
            2,
            {"Ann": hand("(qu)ite"), "Bob": hand("ox", unused="z a"), "Cy": hand("at", "be")},
            went_out="Ann",
        ),
    ).rounds[1]
    assert result.of("Ann").bonus_values == (10,)
    text = render(round_details(result))
    assert row_of(text, "Ann") == "Ann (QU)ITE out 16 ★+10 26"
    assert row_of(text, "Cy") == "Cy AT BE — 15 ▲+10 25"


def test_each_bonus_value_is_kept_beside_its_name() -> None:
    # Longest word 20, most words 5: Ann CAT 13 + 20 + 5 = 38 (Bob has no word).
    seats = table("Ann", "Bob", longest_word_bonus=20, most_words_bonus=5)
    ann = (
        scored(seats, RoundPlay(1, {"Ann": hand("cat"), "Bob": hand(unused="a e i")}))
        .rounds[0]
        .of("Ann")
    )
    assert ann.bonuses == (LONGEST_WORD, MOST_WORDS)
    assert ann.bonus_values == (20, 5)
    assert (ann.bonus, ann.round_score) == (25, 38)


# 2. Struck words have their own column --------------------------------------------------


def test_struck_words_are_counted_apart_from_unused_cards_in_the_engine() -> None:
    # Cy AT BE, AT struck by the table: BE 8 + 2 = 10, nothing unused, AT 2 + 3 = 5 struck:
    # 10 - 0 - 5 = 5, as before struck words had their own count.
    seats = table("Ann", "Cy")
    played = RoundPlay(
        2,
        {"Ann": hand("ox", unused="e i"), "Cy": hand("at", "be")},
        challenges=(challenge("Ann", "Cy", "at", ruling=False),),
    )
    cy = scored(seats, *filler_rounds(("Ann", "Cy"), 1), played).rounds[1].of("Cy")
    assert (cy.word_points, cy.unused_points, cy.struck_points) == (10, 0, 5)
    assert cy.round_score == 10 - 0 - 5


@pytest.mark.parametrize(
    ("clamp", "round_score", "total"),
    [
        # Round 1: three unused vowels, -6. Round 2: words 0 - unused E 2 - struck ZZX
        # (14 + 14 + 12 = 40) = -42, and Ann wins no bonus.
        ("total", -42, 0),  # round 1 total max(0, -6) = 0; then max(0, 0 - 42) = 0
        ("round", 0, 0),  # each round floored: max(0, -6) = 0, max(0, -42) + 0 = 0
        ("none", -42, -48),  # nothing floored: -6 - 42 = -48
    ],
)
def test_a_struck_word_costs_the_same_under_every_clamp(
    clamp: str, round_score: int, total: int
) -> None:
    seats = table("Ann", "Bob", strict=True, clamp=clamp)
    second = RoundPlay(2, {"Ann": hand("zzx", unused="e"), "Bob": hand("quit")})
    rounds = [*filler_rounds(("Ann", "Bob"), 1), second]
    ann = scored(seats, *rounds, judge=judge_by_list("zzx")).rounds[1].of("Ann")
    assert (ann.word_points, ann.unused_points, ann.struck_points) == (0, 2, 40)
    assert (ann.round_score, ann.total) == (round_score, total)


def test_round_details_show_what_struck_words_cost_in_their_own_column() -> None:
    struck_round()
    text = ok("board", "--rounds")
    header = next(line for line in text.splitlines() if "player" in line)
    assert header.split() == [
        "player", "words", "unused", "words", "−", "unused", "struck", "bonus", "penalty", "round"
    ]  # fmt: skip
    # Cy: words − unused = 0 - 14 = -14; struck AT -5; round -19. Ann 13 + 10 = 23.
    assert row_of(text, "Cy") == "Cy ✗AT Z -14 −5 -19"
    assert row_of(text, "Ann") == "Ann CAT out 13 ★+10 23"
    assert row_of(text, "Bob") == "Bob OX E 12 12"


def test_round_details_have_no_struck_column_when_nothing_was_struck() -> None:
    ok("new", "Ann", "Bob")
    ok("record", "ann", "cat", "--out")
    ok("record", "bob", "ox", "--unused", "e")
    header = next(line for line in ok("board", "--rounds").splitlines() if "player" in line)
    assert "struck" not in header


def test_the_json_gives_struck_points_apart_from_unused_points() -> None:
    struck_round()
    cy = json.loads(ok("board", "--json"))["rounds"][0]["players"]["Cy"]
    # Z 14 unused; AT 5 struck; 0 - 14 - 5 = -19.
    assert (cy["unused_points"], cy["struck_points"], cy["round_score"]) == (14, 5, -19)
    assert cy["struck"] == ["AT"]


def test_the_csv_gives_struck_points_after_unused_points(tmp_path: Path) -> None:
    struck_round()
    ok("export", "--csv", str(tmp_path / "night.csv"))
    rows = {row["player"]: row for row in read_csv(tmp_path / "night.csv")}
    assert CSV_COLUMNS.index("struck_points") == CSV_COLUMNS.index("unused_points") + 1
    cy = rows["Cy"]
    assert (cy["struck"], cy["unused"]) == ("AT", "Z")
    assert (cy["unused_points"], cy["struck_points"], cy["round_score"]) == ("14", "5", "-19")
    assert (rows["Bob"]["unused_points"], rows["Bob"]["struck_points"]) == ("2", "0")


# 3. Ties read "A, B and C" --------------------------------------------------------------


def test_a_three_way_tie_for_a_bonus_reads_as_a_list() -> None:
    # Everyone lays one word: the most-words bonus is tied between all three.
    ok("new", "Ann", "Bob", "Cy")
    ok("record", "ann", "cat", "--out")
    ok("record", "bob", "ox", "--unused", "e")
    ok("record", "cy", "at", "--unused", "z")
    text = ok("board", "--rounds")
    assert "most words: tied between Ann, Bob and Cy, so nobody gets it" in text
    assert "Ann and Bob and Cy" not in text


def test_three_leaders_read_as_a_list() -> None:
    # Nobody lays a word: -6 each (A E I / A E O / A E U), all clamped to 0, all lead.
    ok("new", "Ann", "Bob", "Cy")
    ok("record", "ann", "--unused", "a e i")
    ok("record", "bob", "--unused", "a e o")
    ok("record", "cy", "--unused", "a e u")
    assert "Leading: Ann, Bob and Cy." in ok("board")


def test_three_winners_read_as_a_list() -> None:
    # Eight rounds of unused vowels: every total stays 0, a three-way shared win.
    seats = table("Ann", "Bob", "Cy")
    assert status_line(scored(seats, *filler_rounds(seats.players, 8))) == (
        "Ann, Bob and Cy win with 0 points."
    )


# 4. Long names in the board -------------------------------------------------------------


def synthetic_board(players: tuple[str, ...]) -> Scoreboard:
    """Eight rounds with wide but realistic cells: +40 to +47 a round, one mark each.

    A presentation test: the results are written directly, not scored from hands.
    """
    seats = table(*players)
    rounds = []
    for number in range(1, 9):
        results = []
        for seat, player in enumerate(players):
            score = 40 + seat
            results.append(
                PlayerRound(
                    player=player,
                    words=(),
                    struck=(),
                    unused=(),
                    word_points=score,
                    unused_points=0,
                    struck_points=0,
                    bonuses=(),
                    bonus_values=(),
                    bonus=0,
                    penalty=0,
                    round_score=score,
                    total=score * number,
                    went_out=seat == number % len(players),
                    notes=(),
                )
            )
        first = seats.first_player(number)
        dealer = seats.dealer(number)
        rounds.append(RoundResult(number, number + 2, dealer, first, None, tuple(results), ()))
    return Scoreboard(seats, tuple(rounds))


def grid_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("│")]


def header_cells(text: str) -> list[str]:
    return [cell.strip() for cell in grid_lines(text)[0].split("│")[1:-1]]


def test_four_long_names_fit_80_columns_and_can_be_told_apart() -> None:
    text = render(board(synthetic_board(LONG_FOUR), "Friday"), width=80)
    print(text)  # pytest -s shows the board
    grid = grid_lines(text)
    assert max(len(line) for line in text.splitlines()) <= 80
    # A header row, eight rounds, the total: one line each, nothing wrapped.
    assert len(grid) == 1 + 8 + 1
    headers = header_cells(text)[2:]
    assert len(set(headers)) == 4
    for header, name in zip(headers, LONG_FOUR, strict=True):
        assert name.startswith(header.removesuffix("…")) and len(header) <= 10
    assert "Players, left to right: Alexandrina, Bartholomew, Christabel, Dominique-Anne." in (text)


def test_eight_long_names_fit_120_columns() -> None:
    text = render(board(synthetic_board(LONG_EIGHT), "Friday"), width=120)
    print(text)
    assert max(len(line) for line in text.splitlines()) <= 120
    assert len(grid_lines(text)) == 1 + 8 + 1
    headers = header_cells(text)[2:]
    assert len(set(headers)) == 8
    assert all(
        name.startswith(h.removesuffix("…")) for h, name in zip(headers, LONG_EIGHT, strict=True)
    )
    dealers = [cell.split("│")[2].strip() for cell in grid_lines(text)[1:9]]
    assert set(dealers) == set(headers)
    assert "Players, left to right: Alexandrina, Bartholomew," in text


def test_short_names_are_kept_whole_when_the_board_fits() -> None:
    text = render(board(synthetic_board(LONG_FOUR), "Friday"), width=120)
    assert header_cells(text)[2:] == list(LONG_FOUR)
    assert "Players, left to right" not in text


def test_the_board_command_shortens_long_names_at_80_columns() -> None:
    ok("new", *LONG_FOUR)
    ok("record", "alexandrina", "cat", "--out")
    ok("record", "bartholomew", "ox", "--unused", "e")
    ok("record", "christabel", "at", "--unused", "o")
    ok("record", "dominique-anne", "be", "--unused", "i")
    text = ok("board", columns=80)
    print(text)
    assert max(len(line) for line in text.splitlines()) <= 80
    headers = header_cells(text)[2:]
    assert len(set(headers)) == 4 and any(h.endswith("…") for h in headers)
    assert "Players, left to right: Alexandrina, Bartholomew, Christabel, Dominique-Anne." in (text)
    # The round details keep the names whole and still fit.
    details = ok("board", "--rounds", columns=80)
    assert max(len(line) for line in details.splitlines()) <= 80
    assert row_of(details, "Dominique-Anne").startswith("Dominique-Anne BE I ")


# 5. The CSV carries the game's name and date -------------------------------------------


def test_the_csv_rows_start_with_the_game_and_its_date(tmp_path: Path) -> None:
    struck_round()
    ok("export", "--csv", str(tmp_path / "night.csv"), "--json", str(tmp_path / "night.json"))
    assert CSV_COLUMNS[:2] == ("game", "date")
    created = json.loads((tmp_path / "night.json").read_text("utf-8"))["game"]["created_at"]
    day = datetime.fromisoformat(created).astimezone().date().isoformat()
    rows = read_csv(tmp_path / "night.csv")
    assert len(rows) == 3
    for row in rows:
        assert (row["game"], row["date"]) == ("Friday night", day)
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", row["date"])
    first_line = (tmp_path / "night.csv").read_text("utf-8-sig").splitlines()[0]
    assert first_line.startswith("game,date,round,player,")


def test_the_csv_starts_with_a_byte_order_mark_so_spreadsheets_read_accents(
    tmp_path: Path,
) -> None:
    ok("new", "Chloé", "Zoë")
    ok("export", "--csv", str(tmp_path / "night.csv"))
    data = (tmp_path / "night.csv").read_bytes()
    assert data.startswith(b"\xef\xbb\xbfgame,date,")  # UTF-8's byte-order mark, then the header
    # Read as the README says, the first column is "game", not "\ufeffgame".
    with (tmp_path / "night.csv").open(encoding="utf-8-sig", newline="") as handle:
        assert next(csv.reader(handle))[0] == "game"


def test_the_csv_follows_a_renamed_game(tmp_path: Path) -> None:
    struck_round()
    ok("rename-game", "Saturday")
    ok("export", "--csv", str(tmp_path / "night.csv"))
    assert {row["game"] for row in read_csv(tmp_path / "night.csv")} == {"Saturday"}


def test_scoreboard_csv_neutralises_a_game_name_read_as_a_formula() -> None:
    seats = table("Ann", "Bob")
    text = scoreboard_csv(scored(seats, *filler_rounds(seats.players, 1)), "=1+1", "2024-05-03")
    row = next(csv.reader(io.StringIO(text.splitlines()[1])))
    assert row[:4] == ["'=1+1", "2024-05-03", "1", "Ann"]
    # Leading spaces do not hide a formula from a spreadsheet.
    text = scoreboard_csv(scored(seats, *filler_rounds(seats.players, 1)), "  =1+1", "2024-05-03")
    assert next(csv.reader(io.StringIO(text.splitlines()[1])))[0] == "'  =1+1"


def test_the_date_is_the_evening_the_table_played(monkeypatch: pytest.MonkeyPatch) -> None:
    # 03:30 UTC on 4 May is 20:30 on 3 May in California (UTC-7 in May).
    monkeypatch.setenv("TZ", "America/Los_Angeles")
    time.tzset()
    try:
        assert local_day("2024-05-04T03:30:00.000000+00:00") == "2024-05-03"
    finally:
        monkeypatch.undo()
        time.tzset()


# 6. board --best when the play was already the best ------------------------------------


def test_board_best_says_when_a_play_was_already_the_best() -> None:
    # Ann OAT: every card in one word, 2 + 2 + 3 = 7, the most her cards allow. Bob AT 5
    # - O 2 = 3, where OAT (or another word of all three) would have made 7.
    ok("new", "Ann", "Bob")
    ok("record", "ann", "oat", "--out")
    ok("record", "bob", "at", "--unused", "o")
    text = ok("board", "--best")
    lines = {line.split(":")[0].strip(): line for line in text.splitlines() if ": " in line}
    assert lines["Ann"].strip() == "Ann: already the best play (7)"
    assert lines["Bob"].strip().endswith("= 7") and "already" not in lines["Bob"]

"""``import FILE``: past game nights from a CSV score sheet, every number worked out by hand.

A sheet is read whole before anything is written, and written in one transaction: a
fault (named by its row and column) leaves the database as it was, byte for byte.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok, qs, refused, unwrapped
from test_past_nights_sheet import rows_of

from quiddler_score.games.past_nights.sheet import MAX_ROWS
from quiddler_score.games.summary import GameSummary

# Three nights, totals only. Robert is Bob's other name (an alias); the second night is
# written day first (15/03), the third month first (3/29): each can be read one way only.
THREE_NIGHTS = """\
date,game,player,total
2024-03-01,Friday,Ann,150
2024-03-01,Friday,Bob,120
2024-03-01,Friday,Cy,98
15/03/2024,,Ann,101
15/03/2024,,Robert,140
3/29/2024,,Bob,180
3/29/2024,,Cy,180
3/29/2024,,Ann,75
"""


def sheet(tmp_path: Path, text: str, name: str = "nights.csv", encoding: str = "utf-8") -> str:
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return str(path)


def stats() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(ok("stats", "--json"))
    return data


def person(data: dict[str, Any], name: str) -> dict[str, Any]:
    return next(p for p in data["players"] if p["name"] == name)


def database_bytes() -> str:
    """The database as it is on disk (its -wal folded in by every command's close)."""
    path = Path(os.environ["QUIDDLER_DB"])
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else "none"


def game_count() -> int:
    with sqlite3.connect(os.environ["QUIDDLER_DB"]) as conn:
        return int(conn.execute("SELECT count(*) FROM games").fetchone()[0])


@pytest.fixture
def three_nights(tmp_path: Path) -> str:
    ok("new", "Zed", "Yan")  # a database with a game in it already (game 1, in progress)
    ok("alias", "Bob", "Robert")
    said = ok("import", sheet(tmp_path, THREE_NIGHTS))
    return said


def test_three_past_nights_import_and_stats_counts_them(three_nights: str) -> None:
    assert "Imported 3 games from nights.csv:" in three_nights
    assert "game 2: 2024-03-01 'Friday': Ann 150, Bob 120, Cy 98" in unwrapped(three_nights)
    data = stats()
    assert data["games"] == 3  # the three nights; Zed and Yan's game is in progress
    assert data["in_progress"] == 1
    ann, bob, cy = person(data, "Ann"), person(data, "Bob"), person(data, "Cy")
    # Ann: 150 (won), 101 (lost to Robert's 140), 75 (lost): 1 win of 3;
    # average (150 + 101 + 75) / 3 = 326 / 3 = 108.7.
    assert (ann["games"], ann["wins"], ann["shared_wins"]) == (3, 1, 0)
    assert (ann["average_total"], ann["best_total"], ann["worst_total"]) == (108.7, 150, 75)
    # Bob is Robert too: 120 (lost), 140 (won), 180 (shared with Cy): 2 wins, 1 shared;
    # average (120 + 140 + 180) / 3 = 440 / 3 = 146.7.
    assert (bob["games"], bob["wins"], bob["shared_wins"]) == (3, 2, 1)
    assert (bob["average_total"], bob["best_total"], bob["worst_total"]) == (146.7, 180, 120)
    # Cy: 98 (lost), 180 (shared): average 278 / 2 = 139.
    assert (cy["games"], cy["wins"], cy["shared_wins"]) == (2, 1, 1)
    assert cy["average_total"] == 139.0
    # Totals only: no round, no word, no bonus is known.
    for row in (ann, bob, cy):
        assert row["best_round"] is None
        assert row["longest_word"] is None and row["best_word"] is None
        assert row["went_out"] == row["longest_word_bonus"] == row["most_words_bonus"] == 0
        assert row["totals_of"] == "8 rounds of 3 to 10 cards"
    # Head to head, the games won against each: Ann beat Bob and Cy on night one;
    # Bob beat Ann on nights two and three and Cy on none (night three was shared, and a
    # shared win counts for both); Cy beat Ann on night three and Bob there too.
    assert data["head_to_head"] == {
        "Ann": {"Bob": 1, "Cy": 1},
        "Bob": {"Ann": 2, "Cy": 1},
        "Cy": {"Ann": 1, "Bob": 1},
    }
    # Rated in the order they were played, after the game already kept (id 1).
    assert [step["game"] for step in data["rating_history"]["Ann"]] == [2, 3, 4]
    assert [step["game"] for step in data["rating_history"]["Cy"]] == [2, 4]


def test_imported_games_are_listed_as_imported_on_their_day(three_nights: str) -> None:
    listed = ok("games")
    assert "2024-03-01        Friday: imported, Ann won with 150" in listed
    assert "2024-03-29        Bob vs Cy vs Ann: imported, Bob and Cy won with 180" in listed
    assert "Zed vs Yan: round 1 of 8" in listed
    # The time of day was not kept: the day is shown alone, and --since reads it.
    assert json.loads(ok("stats", "--json", "--since", "2024-03-15"))["games"] == 2


def test_an_imported_game_is_marked_in_its_log_and_summary(three_nights: str) -> None:
    with sqlite3.connect(os.environ["QUIDDLER_DB"]) as conn:
        kind, payload = conn.execute(
            "SELECT kind, payload FROM events WHERE game_id = 3"
        ).fetchone()
        (summary,) = conn.execute("SELECT summary FROM game_summaries WHERE game_id = 3").fetchone()
    assert kind == "game_imported"
    entry = json.loads(payload)
    assert entry["players"] == ["Ann", "Robert"] and entry["totals"] == [101, 140]
    assert entry["played_on"] == "2024-03-15" and entry["round_scores"] == []
    assert entry["source"] == "nights.csv, rows 5-6"
    read = GameSummary.from_json(summary)  # whole, so never made again
    assert read is not None and read.imported is True
    assert read.totals == {"Ann": 101, "Robert": 140} and read.winners == ("Robert",)


def test_an_imported_game_cannot_be_shown_or_changed_round_by_round(three_nights: str) -> None:
    for command in (["board"], ["record", "Ann", "ox"], ["undo"], ["export", "--csv", "x.csv"]):
        said = refused(*command, "--game", "2")
        assert "game 2 was imported from nights.csv, rows 2-4 (played 2024-03-01)" in said
        assert "only its scores are kept" in said
    assert not Path("x.csv").exists()
    ok("delete", "2", "--yes")  # and taken out like any game
    assert stats()["games"] == 2


def test_the_same_sheet_twice_is_refused_and_a_sheet_grown_by_a_night_adds_that_night(
    three_nights: str, tmp_path: Path
) -> None:
    before = database_bytes()
    said = refused("import", sheet(tmp_path, THREE_NIGHTS))
    assert "every game in it is in already (games 2, 3, 4); nothing was imported" in said
    assert database_bytes() == before
    # Robert's night is Robert's whoever the alias says he is: the same sheet, grown.
    grown = THREE_NIGHTS + "2024-04-05,,Ann,60\n2024-04-05,,Cy,70\n"
    said = unwrapped(ok("import", sheet(tmp_path, grown, "grown.csv")))
    assert "Imported 1 game from grown.csv: game 5: 2024-04-05: Ann 60, Cy 70" in said
    assert "Left out 3 here already: rows 2-4 (game 2); rows 5-6 (game 3);" in said
    assert stats()["games"] == 4


def test_rounds_kept_on_a_semicolon_sheet_with_a_byte_order_mark(tmp_path: Path) -> None:
    text = (
        "Date;Game;Round;Player;Round score;Total;Cards\n"
        "2024-02-02;Short;1;Ann;12;12;3\n"
        "2024-02-02;Short;1;Dée;-4;-4;3\n"
        "2024-02-02;Short;2;Ann;20;32;4\n"
        "2024-02-02;Short;2;Dée;30;26;4\n"
    )
    said = ok("import", sheet(tmp_path, text, encoding="utf-8-sig"))
    assert "Ann 32, Dée 26 (2 rounds, rows 2-5)" in unwrapped(said)
    data = stats()
    ann, dee = person(data, "Ann"), person(data, "Dée")
    # Ann 12 + 20 = 32 beats Dée -4 + 30 = 26; best rounds 20 and 30.
    assert (ann["wins"], ann["best_total"], ann["best_round"]) == (1, 32, 20)
    assert (dee["wins"], dee["best_total"], dee["best_round"]) == (0, 26, 30)
    assert ann["totals_of"] == "2 rounds of 3, 4 cards"
    assert ann["longest_word"] is None


def won(winner: str, loser: str) -> None:
    """Rounds 1 to 7 of vowels only (a total never goes below 0), then round 8 to the
    winner: JAB 13+2+8 = 23 - seven vowels 14 = 9, both bonuses +20: 29; the loser's ten
    vowels leave 0. The winner's best round is round 8's 29; the loser's rounds are all
    below 0 and their best is round 1's three vowels: -6."""
    for number in range(1, 8):
        pool = list("a" * 10 + "e" * 12 + "i" * 8 + "o" * 8)
        for player in (winner, loser):
            taken, pool = pool[: number + 2], pool[number + 2 :]
            ok("record", player, "--unused", " ".join(taken))
    ok("record", winner, "jab", "--unused", "e e e e e e e")
    ok("record", loser, "--unused", "i i i i i i i i o o")


def test_the_tools_own_export_reads_back(tmp_path: Path) -> None:
    ok("new", "Ann", "Bob", "--name", "=Night one")  # a name export marks as text
    won("Ann", "Bob")
    exported = tmp_path / "night.csv"
    ok("export", "--csv", str(exported))
    kept = stats()
    other = tmp_path / "other.sqlite3"
    said = unwrapped(ok("import", str(exported), db=other))
    assert "'=Night one': Ann 29, Bob 0 (8 rounds, rows 2-17)" in said
    back = json.loads(ok("stats", "--json", db=other))
    for name in ("Ann", "Bob"):
        there, here = person(kept, name), person(back, name)
        for figure in ("games", "wins", "best_total", "best_round", "totals_of"):
            assert here[figure] == there[figure], figure
        assert there["longest_word"] is not None or name == "Bob"
        assert here["longest_word"] is None  # words are not brought in
    assert person(back, "Ann")["best_round"] == 29
    assert person(back, "Bob")["best_round"] == -6
    # Read back where it was played, it is that game: not counted twice.
    before = database_bytes()
    said = refused("import", str(exported))
    assert "every game in it is in already (game 1); nothing was imported" in said
    assert database_bytes() == before


BAD = [
    # (the sheet, what the one line says)
    (
        "date,player,total\n2024-03-01,Ann,150\n2024-03-01,Bob,1x0\n",
        "row 3, column C 'total': '1x0' is not a whole number from -9999 to 9999",
    ),
    (
        "date,player,total\n2024-03-01,Ann,150\n03/04/2024,Bob,120\n",
        "row 3, column A 'date': '03/04/2024' could be day 3 of month 4 or month 3, day 4; "
        "write it as YYYY-MM-DD",
    ),
    (
        "date,player,total\n2024-03-01,Ann,150\n2024-02-30,Bob,120\n",
        "row 3, column A 'date': '2024-02-30' is not a date (day is out of range for month)",
    ),
    (
        "date,player,total\n2024-03-01,Ann,150\n2027-01-01,Bob,120\n",
        "row 3, column A 'date': '2027-01-01' is after today",
    ),
    (
        "date,player,total\n2024-03-01,Ann,150\nMarch 1,Bob,120\n",
        "row 3, column A 'date': 'March 1' is not a date; write it as YYYY-MM-DD",
    ),
    (
        "date,player,total\n2024-03-01,Ann,150\n2024-03-01,,120\n",
        "row 3, column B 'player': the cell is empty",
    ),
    (
        "date,player,total\n2024-03-01,Ann,150\n2024-03-01,ann,120\n",
        "row 3, column B 'player': ann is in the game of 2024-03-01 already (row 2)",
    ),
    (
        "date,player,total\n2024-03-01,Ann,150\n",
        "row 2, column B 'player': the game of 2024-03-01 has 1 player; a game has 2 to 8",
    ),
    (
        "date,player,total\n2024-03-01,Ann,150\n2024-03-01,Bob\n",
        "row 3, column C 'total': the row ends before this column",
    ),
    (
        "date,player,total\n2024-03-01,Ann,150\n2024-03-01,Bob,120,7\n",
        "row 3, column D: the row has more cells than the header names",
    ),
    (
        "date,player,score\n2024-03-01,Ann,150\n",
        "row 1, column C 'score': 'score' is not a column an import reads",
    ),
    ("date,player\n2024-03-01,Ann\n", "row 1: the sheet has no total column"),
    ("date,round,player,total\n2024-03-01,1,Ann,5\n", "row 1: the sheet has no round_score column"),
    (
        "date,round,player,round_score\n2024-03-01,1,Ann,5\n2024-03-01,1,Bob,5\n"
        "2024-03-01,2,Ann,5\n",
        "row 2, column B 'round': the game of 2024-03-01 has no row for Bob in round 2",
    ),
    (
        "date,round,player,round_score,total\n2024-03-01,1,Ann,5,5\n2024-03-01,1,Bob,5,5\n"
        "2024-03-01,2,Ann,5,11\n2024-03-01,2,Bob,5,10\n",
        "row 4, column E 'total': 11 is not Ann's total before round 2 (5) plus the round's 5",
    ),
    (
        "date,round,player,round_score,cards\n2024-03-01,1,Ann,5,3\n2024-03-01,1,Bob,5,4\n",
        "row 2, column E 'cards': round 1 of the game of 2024-03-01 gives 2 different numbers",
    ),
    (
        "date,round,player,round_score\n2024-03-01,31,Ann,5\n2024-03-01,31,Bob,5\n",
        "row 2, column B 'round': '31' is not a whole number from 1 to 30",
    ),
    ('date,player,total\n2024-03-01,"Ann,150\n', "row 2: unexpected end of data"),
    (
        "date,game,player,total\n2024-03-01," + "x" * 81 + ",Ann,1\n",
        "row 2, column B 'game': a game's name is 1 to 80 printable characters",
    ),
    ("", "the file is empty"),
    ("Date,Player,Total\n\n,,\n", "the file has no rows of games below its header"),
    (
        'date,player,total\n2024-03-01,Ann,"' + "1" * 131_073 + '"\n',
        "row 2: a cell holds over 131,072 characters",
    ),
]


@pytest.mark.parametrize(("text", "said"), BAD, ids=[f"fault{n}" for n in range(len(BAD))])
def test_a_malformed_sheet_is_one_line_naming_row_and_column_and_writes_nothing(
    tmp_path: Path, text: str, said: str
) -> None:
    ok("new", "Zed", "Yan")
    before = database_bytes()
    # Every fault after two good nights: nothing of them is written either.
    good = "2020-01-01,Ann,1\n2020-01-01,Bob,2\n" if text.startswith("date,player,total\n") else ""
    if good:
        text = text.replace("date,player,total\n", "date,player,total\n" + good, 1)
        said = _rows_moved_down(said, 2)
    line = refused("import", sheet(tmp_path, text))
    assert said in unwrapped(line)
    assert line.startswith("Error: ") and line.rstrip().endswith("nothing was imported")
    assert database_bytes() == before
    assert game_count() == 1


def _rows_moved_down(said: str, by: int) -> str:
    """The message with the row it names ``by`` rows further down (rows put above it)."""
    import re

    def moved(found: re.Match[str]) -> str:
        number = int(found[2])
        return f"{found[1]}{number + by if number > 1 else number}"

    return re.sub(r"(row |\(row )(\d+)", moved, said)


def test_a_file_that_is_not_utf8_names_its_line(tmp_path: Path) -> None:
    path = sheet(tmp_path, "date,player,total\n2024-03-01,Zoë,1\n", encoding="latin-1")
    line = refused("import", path)
    assert "line 2 is not UTF-8 text (byte 0xEB); save the sheet as CSV UTF-8" in line
    assert not Path(os.environ["QUIDDLER_DB"]).exists()  # no database made for nothing


def test_a_missing_file_a_folder_and_a_fifo_are_refused(tmp_path: Path) -> None:
    assert "cannot read" in refused("import", str(tmp_path / "none.csv"))
    assert "is a directory" in refused("import", str(tmp_path))
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    # Opening a FIFO with no writer would wait for ever: it is refused unopened (run
    # apart, so that a wait would fail the test instead of holding it).
    run = subprocess.run(
        [sys.executable, "-m", "quiddler_score", "import", str(fifo)],
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2
    assert run.stderr == f"Error: {fifo} is not a file; give a CSV file\n"


def test_an_alias_that_makes_two_players_of_a_game_one_person_is_refused(tmp_path: Path) -> None:
    ok("new", "Zed", "Yan")
    ok("alias", "Bob", "Robert")
    before = database_bytes()
    line = refused(
        "import", sheet(tmp_path, "date,player,total\n2024-03-01,Bob,1\n2024-03-01,Robert,2\n")
    )
    assert "row 2: Bob and Robert both play in the game of 2024-03-01, but an alias" in line
    assert database_bytes() == before


@pytest.mark.slow  # a real process killed at 7 moments over 10,000 games
def test_a_killed_import_leaves_nothing_half_written(tmp_path: Path) -> None:
    """A real process importing 10,000 games in one transaction, killed at moments
    spread over its run: each time the database holds all of them or none."""
    big = tmp_path / "big.csv"
    big.write_bytes(rows_of(MAX_ROWS))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    counts = set()
    for attempt, delay in enumerate((0.2, 0.5, 0.8, 1.1, 1.4, 1.8, 2.4)):
        db = tmp_path / f"killed{attempt}.sqlite3"
        run = subprocess.Popen(
            [sys.executable, "-m", "quiddler_score", "--db", str(db), "import", str(big)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(delay)
        run.send_signal(signal.SIGKILL)
        run.wait()
        if not db.exists():
            counts.add(0)
            continue
        with sqlite3.connect(db) as conn:
            games = conn.execute("SELECT count(*) FROM games").fetchone()[0]
            entries = conn.execute("SELECT count(*) FROM events").fetchone()[0]
            summaries = conn.execute("SELECT count(*) FROM game_summaries").fetchone()[0]
        assert games == entries == summaries
        assert games in (0, MAX_ROWS // 2)
        counts.add(games)
    assert 0 in counts  # killed before the commit at least once


def test_rulings_read_past_imported_games_without_a_fault(three_nights: str) -> None:
    # An imported game holds no challenge: rulings has nothing of it to say, not a fault.
    result = ok("rulings", "--all")
    assert "cannot be read" not in result and "imported" not in result


# A night is counted once: what tells a game already in is what its sheet says (the day
# as written, the players as written, the totals), not who the aliases say they are
# today, nor the day on this computer's clock.

ANN_AND_ROBERT = "date,player,total\n2024-03-01,Ann,150\n2024-03-01,Robert,120\n"


def test_a_sheet_imported_again_after_an_alias_is_in_already(tmp_path: Path) -> None:
    ok("import", sheet(tmp_path, ANN_AND_ROBERT, "ra.csv"))
    ok("alias", "Bob", "Robert")
    said = refused("import", sheet(tmp_path, ANN_AND_ROBERT, "ra.csv"))
    assert "every game in it is in already (game 1); nothing was imported" in said
    assert stats()["games"] == 1


def test_a_game_restored_when_its_night_was_imported_again_is_refused(tmp_path: Path) -> None:
    ok("import", sheet(tmp_path, ANN_AND_ROBERT, "ra.csv"))
    ok("delete", "1", "--yes")
    ok("import", sheet(tmp_path, ANN_AND_ROBERT, "ra.csv"))
    said = unwrapped(refused("restore", "1"))
    assert "game 1 is the night of game 2 (2024-03-01, Ann 150, Robert 120)" in said
    assert stats()["games"] == 1


@pytest.fixture
def clock_back() -> Iterator[None]:
    before = os.environ.get("TZ")
    yield
    if before is None:
        os.environ.pop("TZ", None)
    else:
        os.environ["TZ"] = before
    time.tzset()


def set_clock(zone: str) -> None:
    os.environ["TZ"] = zone
    time.tzset()


# 25 hours apart: the day on one clock is never the day on the other.
FAR_AHEAD, FAR_BEHIND = "Pacific/Kiritimati", "Pacific/Pago_Pago"


@pytest.mark.parametrize(("played", "imported"), [(FAR_AHEAD, FAR_BEHIND), (FAR_BEHIND, FAR_AHEAD)])
def test_a_game_exported_on_one_clock_is_in_already_when_imported_on_another(
    tmp_path: Path, clock_back: None, played: str, imported: str
) -> None:
    set_clock(played)
    ok("new", "Ann", "Bob")
    won("Ann", "Bob")
    exported = tmp_path / "night.csv"
    ok("export", "--csv", str(exported))
    set_clock(imported)
    said = refused("import", str(exported))
    assert "every game in it is in already (game 1); nothing was imported" in said
    assert stats()["games"] == 1


@pytest.mark.parametrize("name", ["'=A", "''B", "'Cy", "= D"])
def test_a_name_export_marks_or_begins_with_an_apostrophe_reads_back_as_it_was(
    tmp_path: Path, name: str
) -> None:
    ok("new", name, "Bob")
    won(name, "Bob")
    exported = tmp_path / "night.csv"
    ok("export", "--csv", str(exported))
    said = refused("import", str(exported))
    assert "every game in it is in already (game 1); nothing was imported" in said
    other = tmp_path / "other.sqlite3"
    ok("import", str(exported), db=other)
    back = json.loads(ok("stats", "--json", db=other))
    assert person(back, name)["wins"] == 1


STEPS = ("alias", "delete", "restore", "clock", "import")


@pytest.mark.slow  # 120 orders of five steps, each on a database of its own
def test_a_night_is_counted_once_whatever_order_aliases_deletes_restores_clocks_and_imports_come_in(
    tmp_path: Path, clock_back: None
) -> None:
    for number, order in enumerate(itertools.permutations(STEPS)):
        db = tmp_path / f"order{number}.sqlite3"
        ra = sheet(tmp_path, ANN_AND_ROBERT, "ra.csv")
        set_clock(FAR_AHEAD)
        ok("import", ra, db=db)
        live, deleted = 1, False  # the night's game in the list; one deleted
        for step in order:
            if step == "alias":
                ok("alias", "Bob", "Robert", db=db)
            elif step == "clock":
                set_clock(FAR_BEHIND)
            elif step == "delete":
                ok("delete", "1", "--yes", db=db)
                live, deleted = 0, True
            elif step == "restore" and deleted:
                result = qs("restore", "1", db=db)
                assert result.exit_code == (2 if live else 0), (order, result.output)
                live, deleted = 1, bool(live)
            elif step == "import":
                result = qs("import", ra, db=db)
                assert result.exit_code == (2 if live else 0), (order, result.output)
                live = 1
            data = json.loads(ok("stats", "--json", db=db))
            assert data["games"] == live, (order, step)


def test_a_game_of_the_first_day_of_the_calendar_is_imported_and_listed_with_its_year(
    tmp_path: Path, clock_back: None
) -> None:
    set_clock(FAR_AHEAD)  # noon of 0001-01-01 here is still year 0 in UTC
    first = "date,player,total\n0001-01-01,Ann,150\n0001-01-01,Bob,120\n"
    assert "game 1: 0001-01-01: Ann 150, Bob 120" in unwrapped(ok("import", sheet(tmp_path, first)))
    listed = ok("games")
    assert "0001-01-01" in listed and "1-01-" not in listed.replace("0001-01-01", "")


def test_a_sheet_imported_again_with_many_nights_in_already_says_so_in_a_few_lines(
    tmp_path: Path,
) -> None:
    nights = "".join(
        f"2023-01-{day:02},,Ann,{day}\n2023-01-{day:02},,Bob,1\n" for day in range(1, 31)
    )
    ok("import", sheet(tmp_path, "date,game,player,total\n" + nights))
    grown = "date,game,player,total\n" + nights + "2023-02-01,,Ann,5\n2023-02-01,,Bob,6\n"
    printed = ok("import", sheet(tmp_path, grown, "grown.csv"))
    said = unwrapped(printed)
    assert "Imported 1 game from grown.csv: game 31: 2023-02-01: Ann 5, Bob 6" in said
    assert (
        "Left out 30 here already: rows 2-3 (game 1); rows 4-5 (game 2); rows 6-7 (game 3) "
        "and 27 more" in said
    )
    assert len(printed.splitlines()) <= 4, printed

"""stats' head-to-head table: whole where it fits, else in blocks of columns that do,
with names whole for as long as they can be."""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path

from random_logs import NAMES, random_log, write_logs
from test_command_imports import REPOSITORY, modules_after

from quiddler_score.present.console import LinesEndingInText, make_console
from quiddler_score.present.head_to_head import head_to_head_view

LONG = "Anna-Maria Évangéline Konstantinopoulous"  # 40 characters, the longest a name may be


def club(people: list[str]) -> dict[str, dict[str, int]]:
    """Everyone has played everyone: row n's wins against each other person are n."""
    return {p: {o: n for o in people if o != p} for n, p in enumerate(people)}


def screen(table: dict[str, dict[str, int]], width: int) -> str:
    """The table as printed ``width`` columns wide, piped."""
    out = io.StringIO()
    make_console(width=width, file=LinesEndingInText(out)).print(head_to_head_view(table))
    return out.getvalue()


def headers(text: str) -> list[list[str]]:
    """Each block's opponents, as its header line names them."""
    return [line.split()[1:] for line in text.splitlines() if line.split()[:1] == ["player"]]


def test_twenty_people_at_80_columns_are_two_blocks_of_ten_names_whole() -> None:
    people = list(NAMES)
    text = screen(club(people), 80)
    assert all(len(line) <= 80 for line in text.splitlines())
    assert "…" not in text and "Names in full" not in text
    blocks = headers(text)
    assert [len(block) for block in blocks] == [10, 10]
    # Every opponent once, in alphabetical order, split between the blocks.
    assert blocks[0] + blocks[1] == sorted(people, key=str.casefold)
    # Each block has every player down its side: twenty rows under each header.
    assert sum(line.split()[:1] == ["Søren"] for line in text.splitlines()) == 2


def test_the_whole_table_where_it_fits_and_blocks_from_one_column_less() -> None:
    table = club(list(NAMES))
    assert len(headers(screen(table, 400))) == 1
    [layout] = head_to_head_view(table).layouts(400)
    width = make_console(width=400).measure(layout.measured).maximum
    assert len(headers(screen(table, width))) == 1
    assert len(headers(screen(table, width - 1))) == 2


def test_a_forty_character_name_is_shortened_before_a_table_is_split_further() -> None:
    people = [LONG, "Cy", "Dee", "Eve"]
    text = screen(club(people), 60)
    assert all(len(line) <= 60 for line in text.splitlines())
    assert len(headers(text)) == 1
    assert LONG not in text.split("Names in full")[0]
    assert f"Names in full: {LONG}, Cy, Dee, Eve." in " ".join(text.split())


def test_a_person_who_never_met_another_has_a_dash_there() -> None:
    table = {"Ann": {"Bob": 2}, "Bob": {"Ann": 1, "Cy": 0}, "Cy": {"Bob": 3}}
    rows = {line.split()[0]: line.split()[1:] for line in screen(table, 80).splitlines()[3:6]}
    assert rows == {"Ann": ["—", "2", "—"], "Bob": ["1", "—", "0"], "Cy": ["—", "3", "—"]}


def test_stats_of_twenty_people_is_written_without_openskill(tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite3"
    write_logs(db, [random_log(random.Random(seed), finished=True) for seed in range(60)])
    loaded = modules_after(["--db", str(db), "stats"], env={"COLUMNS": "80"})
    assert "quiddler_score.present.head_to_head" in loaded  # the tables were laid out
    assert "openskill" not in loaded
    as_json = modules_after(["--db", str(db), "stats", "--json"])
    assert "quiddler_score.games.stats.ratings" in as_json and "openskill" not in as_json
    done = subprocess.run(
        [sys.executable, "-m", "quiddler_score", "--db", str(db), "stats", "--json"],
        capture_output=True,
        text=True,
        cwd=REPOSITORY,
        env={**os.environ, "COLUMNS": "80"},
        check=True,
    )
    assert len(json.loads(done.stdout)["players"]) == len(NAMES)


def test_stats_json_is_the_same_bytes_whatever_the_hash_seed(tmp_path: Path) -> None:
    games = [random_log(random.Random(seed), finished=True) for seed in range(12)]
    printed = []
    for seed in ("1", "2", "3"):
        db = tmp_path / f"club{seed}.sqlite3"  # a database each: none reads another's answer
        write_logs(db, games)
        done = subprocess.run(
            [sys.executable, "-m", "quiddler_score", "--db", str(db), "stats", "--json"],
            capture_output=True,
            cwd=REPOSITORY,
            env={**os.environ, "PYTHONHASHSEED": seed},
            check=True,
        )
        printed.append(done.stdout)
    assert printed[0] == printed[1] == printed[2]

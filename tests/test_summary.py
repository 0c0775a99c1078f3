"""A kept summary is derived data, never trusted: one another program changed is made anew
from the game's log, and ``stats`` and ``games`` answer as if it had never been touched.

Two games are kept (one finished, one in progress) and summed up once by ``stats``. Each
test then spoils a kept summary in SQL as another program could, drops the answer
``stats`` keeps (as a database from an older version has none, so the summaries are
read), and checks that ``stats`` and ``games`` give what they gave before, without a
traceback, and that the summary is kept again as it was.
"""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok
from random_logs import random_log, write_logs

from quiddler_score.games.log import derived
from quiddler_score.games.log.store import KeptSummary, Store
from quiddler_score.games.summary import SUMMARY_FORMAT, GameSummary

FINISHED, PLAYING = 1, 2  # the games' ids


def kept(db: Path) -> dict[int, tuple[Any, str]]:
    """Each game's kept summary as the store keeps it: (log length, summary text)."""
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT game_id, event_count, summary FROM game_summaries")
        found = {game_id: (count, text) for game_id, count, text in rows}
    conn.close()
    return found


def spoil(db: Path, game_id: int, sql: str, *params: object) -> None:
    """Change a kept summary as another program could."""
    with sqlite3.connect(db) as conn:
        conn.execute(f"UPDATE game_summaries SET {sql} WHERE game_id = ?", (*params, game_id))
    conn.close()


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The two games summed up by a first stats: the database and the answers."""
    db = tmp_path_factory.mktemp("club") / "games.sqlite3"
    finished, playing = (random_log(random.Random(7), finished=done) for done in (True, False))
    write_logs(db, [finished, playing])
    stats = json.loads(ok("stats", "--json", db=db))
    assert stats["games"] == 1 and stats["in_progress"] == 1
    return {"db": db, "stats": stats, "games": ok("games", "--json", db=db), "kept": kept(db)}


@pytest.fixture
def db(club: dict[str, Any], tmp_path: Path) -> Path:
    """A copy of the club's database for one test to spoil."""
    copy = tmp_path / "games.sqlite3"
    shutil.copy(club["db"], copy)
    return copy


def summary(club: dict[str, Any], game_id: int) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(club["kept"][game_id][1])
    return result


def remade(db: Path, club: dict[str, Any]) -> None:
    """stats and games answer as before, and the summaries are kept as they were."""
    assert json.loads(ok("stats", "--json", db=db)) == club["stats"]
    assert ok("games", "--json", db=db) == club["games"]
    assert kept(db) == club["kept"]


def test_a_kept_summary_that_is_an_empty_object_is_made_anew(
    db: Path, club: dict[str, Any]
) -> None:
    spoil(db, FINISHED, "summary = '{}'")
    remade(db, club)


def test_a_kept_summary_that_is_only_its_format_is_made_anew(
    db: Path, club: dict[str, Any]
) -> None:
    spoil(db, PLAYING, "summary = ?", json.dumps({"format": SUMMARY_FORMAT}))
    remade(db, club)  # was KeyError: 'complete' in stats


def test_a_kept_summary_that_is_not_json_is_made_anew(db: Path, club: dict[str, Any]) -> None:
    spoil(db, FINISHED, "summary = ?", "{'format': 2, ")
    remade(db, club)


def test_a_kept_summary_that_is_json_but_not_an_object_is_made_anew(
    db: Path, club: dict[str, Any]
) -> None:
    spoil(db, FINISHED, "summary = ?", json.dumps([summary(club, FINISHED)]))
    remade(db, club)


def test_a_kept_summary_stored_as_bytes_is_made_anew(db: Path, club: dict[str, Any]) -> None:
    spoil(db, PLAYING, "summary = ?", b"\xff\x00 not text")
    remade(db, club)


def test_a_kept_summary_missing_a_key_of_the_game_is_made_anew(
    db: Path, club: dict[str, Any]
) -> None:
    # Of today's format and finished, as SQLite reads it: only reading it whole tells.
    spoil(db, FINISHED, "summary = json_remove(summary, '$.totals')")
    remade(db, club)


def test_a_kept_summary_missing_a_key_of_a_player_is_made_anew(
    db: Path, club: dict[str, Any]
) -> None:
    player = next(iter(summary(club, PLAYING)["players"]))
    spoil(db, PLAYING, f"summary = json_remove(summary, '$.players.\"{player}\".best_word')")
    remade(db, club)


def test_a_kept_summary_with_a_number_that_is_text_is_made_anew(
    db: Path, club: dict[str, Any]
) -> None:
    player = next(iter(summary(club, FINISHED)["totals"]))
    spoil(db, FINISHED, f"summary = json_set(summary, '$.totals.\"{player}\"', 'twelve')")
    remade(db, club)


def test_a_kept_summary_of_an_older_format_is_made_anew(db: Path, club: dict[str, Any]) -> None:
    spoil(db, FINISHED, "summary = json_set(summary, '$.format', ?)", SUMMARY_FORMAT - 1)
    remade(db, club)


def test_a_kept_summary_whose_log_length_is_not_a_number_is_made_anew(
    db: Path, club: dict[str, Any]
) -> None:
    spoil(db, FINISHED, "event_count = 'abc'")
    spoil(db, PLAYING, "event_count = 'abc'")
    remade(db, club)


def test_a_kept_summary_claiming_a_longer_log_than_the_games_is_made_anew(
    db: Path, club: dict[str, Any]
) -> None:
    spoil(db, FINISHED, "event_count = 99999")
    remade(db, club)


def test_a_summary_of_a_shorter_log_never_replaces_a_newer_one_kept_meanwhile(
    db: Path, club: dict[str, Any]
) -> None:
    # Another process read the log at its first entry and keeps its summary after this
    # one kept the whole log's: the newer stays.
    with Store(db) as store:
        derived.keep_summaries(
            store, {FINISHED: (1, KeptSummary(True, json.dumps(summary(club, FINISHED))))}
        )
    assert kept(db) == club["kept"]


def test_summaries_kept_together_are_each_kept_or_refused_on_their_own(
    db: Path, club: dict[str, Any]
) -> None:
    # Kept in one statement for many games: a row claiming the whole log replaces the
    # spoiled one, while the shorter log's row beside it leaves the newer kept as it is.
    spoil(db, PLAYING, "event_count = 'abc', summary = '{}'")
    playing_count, playing_text = club["kept"][PLAYING]
    with Store(db) as store:
        derived.keep_summaries(
            store,
            {
                FINISHED: (1, KeptSummary(True, json.dumps(summary(club, FINISHED)))),
                PLAYING: (playing_count, KeptSummary(False, playing_text)),
            },
        )
    assert kept(db) == club["kept"]


def test_a_kept_summary_reads_back_as_the_summary_that_was_kept(club: dict[str, Any]) -> None:
    for _, text in club["kept"].values():
        read = GameSummary.from_json(text)
        assert read is not None and read.to_json() == text


@pytest.mark.parametrize(
    "spoiled",
    [
        lambda s: s["winners"].append("Nobody"),
        lambda s: s["challenged"].append(["Nobody", s["winners"][0], "OX", True]),
        lambda s: s["players"].pop(next(iter(s["players"]))),
        lambda s: s.update(shape=[]),
        lambda s: s.update(after_round_4={"Nobody": 1}),
        lambda s: next(iter(s["players"].values())).__setitem__(1, None),
        lambda s: next(iter(s["players"].values()))[5].append(0),
        lambda s: s["totals"].update({next(iter(s["totals"])): True}),
    ],
    ids=[
        "a winner not at the table",
        "a challenge by no player",
        "a player missing",
        "no rounds",
        "a standing of other players",
        "a best round without its round",
        "a challenge count too many",
        "a total that is not a number",
    ],
)
def test_a_kept_summary_whose_values_do_not_make_one_game_reads_as_none(
    club: dict[str, Any], spoiled: Any
) -> None:
    data = summary(club, FINISHED)
    spoiled(data)
    assert GameSummary.from_json(json.dumps(data)) is None

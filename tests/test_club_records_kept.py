"""The club records board and play measure a game against are kept beside the games, and
made anew whenever what they are made from changes: a game finished, an entry of a
finished game, a game deleted or restored, an alias, a format.

Each test compares the kept records with the records made afresh from every finished
game's summary, as they were made before they were kept. A kept answer is marked (its
highest round made 999, kept as the tool keeps it) to see whether it is read.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import copied_in, kept_once, ok, qs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kept_rows import change_kept_answer, kept_row
from test_stats import won

from quiddler_score.games.club.people import people_of
from quiddler_score.games.log.store import Store
from quiddler_score.games.stats import all_games, club_records_kept
from quiddler_score.games.stats.all_games import game_summaries
from quiddler_score.games.stats.club_records_kept import (
    KEPT_BUT_ONE_KEY,
    KEPT_KEY,
    club_records_before,
)
from quiddler_score.games.stats.records import ClubRecords, records_of
from quiddler_score.games.stats.standings import seating

MARK = 999


def database() -> Path:
    return Path(os.environ["QUIDDLER_DB"])


def made_afresh(game_id: int, db: Path | None = None) -> ClubRecords:
    """The records from every finished game but ``game_id``, read from their summaries."""
    with Store(db or database()) as store:
        summaries = game_summaries(store).summaries
        finished = sorted(
            (s for s in summaries if s["complete"] and s["id"] != game_id),
            key=lambda s: (s["created_at"], s["id"]),
        )
        people = people_of(store)
        return records_of(finished, {s["id"]: seating(people, s) for s in finished}).club


def records(game_id: int, db: Path | None = None, *, writable: bool = True) -> ClubRecords:
    """The records game ``game_id`` is measured against, read as board reads them; with
    ``writable`` False, from a database that cannot be written (nothing kept)."""
    with Store(db or database()) as store:
        if not writable:
            store.refuse_writes("it is opened to be read")
        return club_records_before(store, game_id)


def mark(name: str = KEPT_KEY) -> None:
    """Change the kept records as the tool would keep them: a highest round of 999."""
    row = kept_row(database(), name)
    assert row is not None
    marked: dict[str, Any] = json.loads(row.answer)
    marked["highest_round"] = {**marked["highest_round"], "value": MARK}
    change_kept_answer(database(), name, json.dumps(marked), as_kept=True)


def marked_read(game_id: int) -> bool:
    """Whether the records of ``game_id`` are the marked ones kept; if not, they must be
    the records made afresh."""
    found = records(game_id)
    if found["highest_round"] is not None and found["highest_round"]["value"] == MARK:
        return True
    assert found == made_afresh(game_id)
    return False


def keep_club() -> None:
    ok("new", "Ann", "Bob", "--name", "First")
    won("Ann", "Bob")
    ok("new", "Bob", "Cy", "--name", "Second")
    won("Bob", "Cy")
    ok("new", "Ann", "Cy", "--name", "Third")
    ok("record", "ann", "--unused", "a e i")


@pytest.fixture(scope="module")
def club_kept(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The club played once for the module."""
    return kept_once(tmp_path_factory.mktemp("club"), keep_club)


@pytest.fixture
def club(club_kept: Path) -> None:
    """Two finished games (1: Ann wins 29 in round 8, 2: Bob wins 29) and game 3 in
    progress, the current one, one hand recorded: in this test's own database."""
    copied_in(club_kept, database())


def test_the_kept_records_are_those_made_afresh_and_read_again(club: None) -> None:
    assert kept_row(database(), KEPT_KEY) is None
    assert records(3) == made_afresh(3)
    assert records(3)["highest_round"] is not None
    mark()
    assert marked_read(3)


def test_hands_of_a_game_in_progress_leave_them_and_every_such_game_shares_them(
    club: None,
) -> None:
    records(3)
    mark()
    ok("record", "cy", "--unused", "a e o")
    ok("undo")
    ok("new", "Dee", "Eve", "--name", "Fourth")  # another table's game, just begun
    ok("record", "dee", "--unused", "a e i")
    assert marked_read(3)
    assert marked_read(4)


def test_a_game_finished_makes_them_anew(club: None) -> None:
    records(3)
    mark()
    ok("undo")  # Ann's hand: game 3 is played from its first round
    won("Ann", "Cy")
    ok("new", "Dee", "Eve", "--name", "Fourth")  # in progress: measured against all three
    assert not marked_read(4)


def test_an_entry_of_a_finished_game_makes_them_anew(club: None) -> None:
    records(3)
    mark()
    ok("open", "1")
    ok("record", "ann", "--unused", "a e i", "--round", "1")  # the same hand, a correction
    assert not marked_read(3)


def test_its_end_taken_back_makes_them_anew(club: None) -> None:
    records(3)
    mark()
    ok("open", "2")
    ok("undo")  # game 2 is in progress again: Bob's 29 is no record
    assert not marked_read(3)
    assert records(3)["highest_round"]["holder"] == "Ann"  # type: ignore[index]


@pytest.mark.parametrize("change", ["delete", "restore", "alias"])
def test_a_game_deleted_or_restored_or_an_alias_makes_them_anew(club: None, change: str) -> None:
    if change == "restore":
        ok("delete", "1", "--yes")
    records(3)
    mark()
    if change == "alias":
        ok("alias", "Bob", "Robert")
    else:
        ok(change, "1", *(["--yes"] if change == "delete" else []))
    assert not marked_read(3)


def test_games_imported_from_a_score_sheet_make_them_anew(club: None, tmp_path: Path) -> None:
    # A game of one entry, finished as it is written: Ann's total of 150 passes 29.
    records(3)
    mark()
    sheet = tmp_path / "nights.csv"
    sheet.write_text(
        "date,game,player,total\n2024-03-01,Friday,Ann,150\n2024-03-01,Friday,Bob,120\n"
    )
    ok("import", str(sheet))
    assert not marked_read(3)
    assert records(3)["highest_total"]["value"] == 150  # type: ignore[index]


def test_summaries_made_anew_from_the_same_logs_leave_them(club: None) -> None:
    # As the first stats after an upgrade makes every summary: the games say the same.
    records(3)
    mark()
    with sqlite3.connect(database()) as conn:
        conn.execute("DELETE FROM game_summaries")
    conn.close()
    ok("stats")
    assert marked_read(3)


def test_a_finished_game_is_measured_against_the_others_kept_apart(club: None) -> None:
    # Game 2's own 29 is left out of its records: Ann's 29 in game 1 holds.
    assert records(2) == made_afresh(2)
    assert records(3) == made_afresh(3)
    mark(KEPT_BUT_ONE_KEY)
    mark(KEPT_KEY)
    assert marked_read(2) and marked_read(3)  # neither replaces the other
    assert not marked_read(1)  # another finished game: the others are not game 2's


def test_the_records_a_game_finished_makes_are_kept_for_the_next_game_too(club: None) -> None:
    # The board of game 3 as it finishes makes its own records (games 1 and 2) and keeps
    # those of every finished game (1 to 3) for the next game, unasked.
    ok("undo")
    won("Ann", "Cy")
    assert records(3) == made_afresh(3)
    ok("new", "Dee", "Eve", "--name", "Fourth")
    row = kept_row(database(), KEPT_KEY)
    assert row is not None and json.loads(row.answer) == made_afresh(4)
    mark()
    assert marked_read(4)


@pytest.mark.parametrize("format_name", ["RECORDS_FORMAT", "SUMMARY_FORMAT"])
def test_records_kept_in_an_older_format_are_not_read(
    club: None, format_name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    records(3)
    mark()
    newer = getattr(club_records_kept, format_name) + 1
    monkeypatch.setattr(club_records_kept, format_name, newer)
    assert not marked_read(3)


def test_records_made_while_another_process_writes_are_used_but_not_kept(
    club: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Another process deletes game 1 while this one reads the summaries: the records
    # made are of the games as they were read, and not kept under the key of the games
    # after the deletion.
    def read_then_another_deletes(store: Store) -> Any:
        read = game_summaries(store)
        with sqlite3.connect(database()) as conn:
            conn.execute("UPDATE games SET deleted_at = '2026-01-01' WHERE id = 1")
        conn.close()
        return read

    monkeypatch.setattr(all_games, "game_summaries", read_then_another_deletes)
    found = records(3)
    assert found["highest_round"]["game_id"] == 1  # type: ignore[index]
    assert kept_row(database(), KEPT_KEY) is None


def test_entries_written_by_another_program_move_the_count(club: None) -> None:
    def changes() -> int:
        with Store(database()) as store:
            found = store.finished_changes()
        assert found is not None
        return found

    def append(game_id: int, seq: int) -> None:
        with sqlite3.connect(database()) as conn:
            conn.execute(
                "INSERT INTO events (game_id, seq, kind, payload, created_at)"
                " VALUES (?, ?, 'note', '{}', '2026-01-01T00:00:00.000000+00:00')",
                (game_id, seq),
            )
        conn.close()

    def length(game_id: int) -> int:
        with Store(database()) as store:
            return store.game(game_id).event_count

    before = changes()
    append(3, length(3) + 1)  # a game in progress, its summary made from its whole log
    assert changes() == before
    append(3, length(3) + 1)  # its summary now older than its log: it may have finished
    assert changes() == before + 1
    append(1, length(1) + 1)  # a finished game
    assert changes() == before + 2


def test_an_entry_kept_without_its_summary_moves_the_count(club: None) -> None:
    # Game 3's entry cannot be scored (its dictionary not found, say): whether it
    # finished the game cannot be told, so the count moves, and its summary is behind.
    with Store(database()) as store:
        before = store.finished_changes()
        assert before is not None
        assert store.games_behind() == []  # each entry kept its summary
        store.append_if(3, store.game(3).event_count, "note", {}, summary=None)
        assert store.finished_changes() == before + 1
        assert [info.id for info in store.games_behind()] == [3]


def copy_last_entry(game_id: int, source: Path) -> None:
    """Write the last entry of ``game_id`` in ``source`` into the database alone, as
    another program would: no summary, no rulings."""
    with sqlite3.connect(source) as conn:
        row = conn.execute(
            "SELECT * FROM events WHERE game_id = ? ORDER BY seq DESC", (game_id,)
        ).fetchone()
    conn.close()
    with sqlite3.connect(database()) as conn:
        conn.execute("INSERT INTO events VALUES (?, ?, ?, ?, ?, ?)", row)
    conn.close()


def other_programs_entry(tmp_path: Path, player: str, *words: str) -> None:
    """``record PLAYER WORDS`` in game 4, written by another program."""
    elsewhere = tmp_path / "elsewhere.sqlite3"
    shutil.copyfile(database(), elsewhere)
    ok("open", "4", db=elsewhere)
    ok("record", player, *words, db=elsewhere)
    copy_last_entry(4, elsewhere)


@pytest.fixture
def fourth(club: None, tmp_path: Path) -> None:
    """Game 4, one round of three cards, Dee's CAT recorded; game 3 current again, its
    records kept and marked."""
    rules = tmp_path / "one-round.toml"
    rules.write_text("rounds = [3]\n")
    ok("new", "Dee", "Eve", "--name", "Fourth", "--rules", str(rules))
    ok("record", "Dee", "cat")
    ok("open", "3")
    records(3)
    mark()


@pytest.mark.parametrize("writable", [True, False])
def test_a_game_finished_by_an_entry_another_program_wrote_makes_them_anew(
    fourth: None, tmp_path: Path, writable: bool
) -> None:
    # Eve's DOG, written alone, finishes game 4 (the summary kept says it is in
    # progress): its summary is made first, and says it is finished.
    other_programs_entry(tmp_path, "Eve", "dog")
    assert records(3, writable=writable) == made_afresh(3)  # not the marked records kept
    assert not marked_read(3)


@pytest.mark.parametrize("writable", [True, False])
def test_an_entry_another_program_wrote_to_a_game_still_in_progress_leaves_them(
    fourth: None, tmp_path: Path, writable: bool
) -> None:
    # Dee's CAT again, a correction: game 4 is still in progress.
    other_programs_entry(tmp_path, "Dee", "cat")
    assert records(3, writable=writable)["highest_round"]["value"] == MARK  # type: ignore[index]


def test_a_game_finished_by_an_entry_whose_summary_could_not_be_made_makes_them_anew(
    tmp_path: Path,
) -> None:
    one, two = tmp_path / "one.toml", tmp_path / "two.toml"
    one.write_text("rounds = [3]\n")
    two.write_text("rounds = [3, 3]\n")
    strict = tmp_path / "strict.toml"
    strict.write_text("rounds = [3]\nstrict = true\n")
    words = tmp_path / "words.txt"
    words.write_text("cat\ndog\nquiz\n")
    ok("new", "Ann", "Bob", "--rules", str(one))
    # CAT 8+2+3 = 13, DOG 5+2+6 = 13; both bonuses tied, so nobody's: 13 each.
    ok("record", "Ann", "cat")
    ok("record", "Bob", "dog")
    ok("new", "Cy", "Di", "--rules", str(two))
    ok("board")  # game 2 is measured against game 1's 13: kept
    ok("new", "Ann", "Bob", "--rules", str(strict), "-d", f"file:{words}")
    # (QU)IZ 9+2+14 = 25, four letters to DOG's three: longest word +10, 35.
    ok("record", "Ann", "(qu)iz")
    with word_list_away(words):
        ok("record", "Bob", "dog")  # game 3 finished, but it cannot be scored now
    ok("open", "2")
    # ZAP 14+2+6 = 22, CAT 13, both bonuses tied: Cy's 22 is below game 3's 35.
    ok("record", "Cy", "zap")
    ok("record", "Di", "cat")
    kept = ok("board")
    with sqlite3.connect(database()) as conn:
        conn.execute("DELETE FROM kept_answers")
    conn.close()
    assert ok("board") == kept
    assert "New club record" not in kept


@contextmanager
def word_list_away(words: Path) -> Iterator[None]:
    """The word list moved away for the block, as on a computer it is not found on; the
    dictionaries this process opened are forgotten before and after, as a new process
    would find them."""
    from quiddler_score.words import dictionaries, table_judge

    def forget() -> None:
        dictionaries._opened.clear()
        table_judge.table_judge.cache_clear()

    away = words.with_name("away.txt")
    words.rename(away)
    forget()
    try:
        yield
    finally:
        away.rename(words)
        forget()


def test_a_database_that_cannot_be_written_gives_the_records_and_keeps_none(club: None) -> None:
    assert records(3, writable=False) == made_afresh(3)
    assert kept_row(database(), KEPT_KEY) is None


def test_a_database_of_schema_5_is_given_the_count_and_its_records_are_kept(club: None) -> None:
    # Schema 5 as the last version left it: no count, no triggers, a stats answer kept,
    # and game 3's last entry written without its summary.
    ok("stats")
    with sqlite3.connect(database()) as conn:
        triggers = conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'trigger'"
            " AND (name LIKE 'finished%' OR name LIKE 'summaries_behind%')"
        ).fetchall()
        assert len(triggers) == 6 + 3
        for (name,) in triggers:
            conn.execute(f"DROP TRIGGER {name}")
        conn.execute("DROP TABLE finished_changes")
        conn.execute("DROP TABLE summaries_behind")
        conn.execute("ALTER TABLE events DROP COLUMN tag")  # nor the entries' tags
        conn.execute("PRAGMA user_version = 5")
        conn.execute("DELETE FROM game_summaries WHERE game_id = 3")
    conn.close()
    with Store(database()) as store:
        assert [info.id for info in store.games_behind()] == [3]
    assert records(3) == made_afresh(3)
    mark()
    assert marked_read(3)
    ok("open", "1")
    ok("undo")  # its end taken back: counted by the triggers step 6 made
    assert not marked_read(3)


# What a scorekeeper does to a club's games, each refused in one line where it cannot be
# done (nothing to undo, a game deleted already): a finished game's end taken back and
# put back, a correction, a game deleted or restored, an alias, a hand taken back.
CHANGES = st.lists(
    st.sampled_from(
        [
            ("open", "1"),
            ("open", "2"),
            ("open", "3"),
            ("undo",),
            ("redo",),
            ("record", "ann", "--unused", "a e i", "--round", "1"),
            ("delete", "2", "--yes"),
            ("restore", "2"),
            ("alias", "Bob", "Robert"),
            ("alias", "Cy", "Cyrus"),
        ]
    ),
    min_size=1,
    max_size=6,
)


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(changes=CHANGES)
def test_after_any_changes_the_records_read_are_those_made_afresh(
    club: None, tmp_path_factory: pytest.TempPathFactory, changes: list[tuple[str, ...]]
) -> None:
    db = tmp_path_factory.mktemp("club") / "games.sqlite3"
    shutil.copyfile(database(), db)
    for game_id in (1, 2, 3):
        records(game_id, db)  # kept before the changes
    for change in changes:
        qs(*change, db=db)
        for game_id in (1, 2, 3):
            assert records(game_id, db) == made_afresh(game_id, db), change

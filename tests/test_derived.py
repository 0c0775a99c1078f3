"""What the store keeps beside the logs, read and kept apart from an entry: the summaries
of the games asked for, the games whose rulings are not kept for their whole log, and
an answer stored for a question, read back only for what it was made from."""

from __future__ import annotations

from pathlib import Path

from quiddler_score.games.log import derived
from quiddler_score.games.log.derived import SummaryRow
from quiddler_score.games.log.store import KeptSummary, RulingRows, Store


def test_the_summaries_read_are_those_of_the_games_asked_for(tmp_path: Path) -> None:
    with Store(tmp_path / "games.sqlite3") as store:
        ids = [
            store.create_game(name, ("start", {}), KeptSummary(finished, f'{{"game": "{name}"}}'))
            for name, finished in (("Friday", True), ("Saturday", False), ("Sunday", True))
        ]
        friday, _, sunday = ids
        assert derived.summaries(store, [friday, sunday]) == {
            friday: SummaryRow(1, True, '{"game": "Friday"}'),
            sunday: SummaryRow(1, True, '{"game": "Sunday"}'),
        }
        assert derived.summaries(store, []) == {}
        assert derived.finished_logs(store) == {friday: 1, sunday: 1}


def test_stale_rulings_are_those_not_kept_in_the_format_for_the_whole_log(
    tmp_path: Path,
) -> None:
    with Store(tmp_path / "games.sqlite3") as store:
        kept = store.create_game("Kept", ("start", {}), rulings=RulingRows(1, []))
        grown = store.create_game("Grown", ("start", {}), rulings=RulingRows(1, []))
        older = store.create_game("Older format", ("start", {}), rulings=RulingRows(2, []))
        none = store.create_game("None kept", ("start", {}))
        appended = store.create_game("Appended", ("start", {}), rulings=RulingRows(1, []))
        store.append(appended, "hand", {})  # an entry without its rulings
        # An entry written by another program, which leaves the mark of the shorter log.
        with store.writing() as conn:
            conn.execute(
                "INSERT INTO events (game_id, seq, kind, payload, created_at)"
                " VALUES (?, 2, 'hand', '{}', '')",
                (grown,),
            )
        assert derived.stale_rulings(store, 1) == [grown, older, none, appended]
        assert derived.stale_rulings(store, 2) == [kept, grown, none, appended]


def test_a_stored_answer_is_read_back_only_for_what_it_was_made_from(tmp_path: Path) -> None:
    with Store(tmp_path / "games.sqlite3") as store:
        derived.store_answer(store, "stats", "every game", "42", read_at=store.data_version())
        assert derived.stored_answer(store, "stats", "every game") == "42"
        assert derived.stored_answer(store, "stats", "one more game") is None
        assert derived.stored_answer(store, "records", "every game") is None


def test_an_answer_is_not_stored_when_another_process_wrote_meanwhile(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    with Store(db) as store, Store(db) as other:
        read_at = store.data_version()
        other.create_game("Friday", ("start", {}))
        derived.store_answer(store, "stats", "every game", "42", read_at=read_at)
        assert derived.stored_answer(store, "stats", "every game") is None

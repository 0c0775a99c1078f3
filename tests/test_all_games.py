"""Every game's summary (games/stats/all_games.py): those made together are those each
game's log gives alone.

The first ``stats`` after an upgrade makes every game's summary at once, the logs read
in one query. Each summary must be the
one a command reading that game alone makes (``summary_of(SavedGame(...).state())``),
and each game that cannot be read must be named with the same reason.
"""

from __future__ import annotations

import json
import random
import sqlite3
import tempfile
from collections.abc import Sequence
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from random_logs import Entry, as_entries, random_log, write_entries

from quiddler_score.engine.errors import QuiddlerError
from quiddler_score.games.events import (
    ChallengeMade,
    GameCreated,
    GameRenamed,
    HandRecorded,
    Payload,
    PlayerRenamed,
    Redo,
    RoundClosed,
    Undo,
)
from quiddler_score.games.log import listing
from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import SavedGame, summary_of
from quiddler_score.games.stats import all_games
from quiddler_score.games.summary import GameSummary

Answers = tuple[dict[int, GameSummary], dict[int, str]]  # summaries, and why not, by id


def one_by_one(db: Path) -> Answers:
    """Each game read alone, as every other command reads one."""
    summaries, errors = {}, {}
    with Store(db) as store:
        for info in listing.games(store):
            try:
                summaries[info.id] = summary_of(SavedGame(store, info).state())
            except QuiddlerError as error:
                errors[info.id] = str(error)
    return summaries, errors


def together(db: Path) -> Answers:
    """Every game's summary made at once, none kept before (a database from before)."""
    with sqlite3.connect(db) as conn:
        conn.execute("DELETE FROM game_summaries")
    conn.close()
    with Store(db) as store:
        read = all_games.game_summaries(store)
    summaries = {saved.info.id: saved.summary for saved in read.summaries}
    return summaries, {problem.info.id: problem.error for problem in read.problems}


def kept_again(db: Path) -> dict[int, GameSummary | None]:
    """The summaries kept by the last read, read back from the store."""
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT game_id, summary FROM game_summaries").fetchall()
    conn.close()
    return {game_id: GameSummary.from_json(text) for game_id, text in rows}


def seeded_logs(seeds: Sequence[int]) -> list[list[Payload]]:
    return [random_log(random.Random(seed)) for seed in seeds]


# Seeds of random logs that between them hold every kind of entry and every way a game
# is left: checked by test_the_random_logs_compared_hold_every_kind_of_game.
SEEDS = range(12)


def with_verdicts_as_older_versions_kept_them(log: list[Payload]) -> list[Entry]:
    """The log with each verdict as an older version kept it (no word, form or
    suggestions) and each hand's keys in another order: read field by field."""
    entries = []
    for kind, text in as_entries(log):
        data = json.loads(text)
        if kind == "hand_recorded":
            verdicts = {
                word: {key: v[key] for key in ("accepted", "code", "reason")}
                for word, v in data["verdicts"].items()
            }
            data = {"verdicts": verdicts, **{k: v for k, v in data.items() if k != "verdicts"}}
        entries.append((kind, json.dumps(data)))
    return entries


def damaged(log: list[Payload], seq: int, text: str, kind: str | None = None) -> list[Entry]:
    """The log with entry ``seq`` replaced by ``text`` (and ``kind``)."""
    entries = as_entries(log)
    entries[seq - 1] = (kind or entries[seq - 1][0], text)
    return entries


def odd_logs() -> list[list[Entry]]:
    """Logs written elsewhere: read the slow way, refused, or read field by field."""
    log = random_log(random.Random(100))
    hand = next(i for i, p in enumerate(log, 1) if isinstance(p, HandRecorded) and p.words)
    first_hand = json.loads(as_entries(log)[hand - 1][1])
    bad_verdict = {**first_hand, "verdicts": {first_hand["words"][0]: {"accepted": "yes"}}}
    three_z = {**first_hand, "words": [], "unused": ["z", "z", "z"], "went_out": False}
    challenged = next(log for log in seeded_logs(range(50, 60)) if _challenges(log))
    # No ruling and no verdict kept, as when no dictionary could be opened: judged now.
    undecided = [
        p._replace(ruling=None, verdict=None) if isinstance(p, ChallengeMade) else p
        for p in challenged
    ]
    return [
        with_verdicts_as_older_versions_kept_them(log),
        damaged(log, hand, "not json"),
        damaged(log, hand, f"  {json.dumps(first_hand)}\n"),  # spaces json.loads allows
        damaged(log, hand, "[1, 2]"),
        damaged(log, hand, json.dumps(bad_verdict)),
        damaged(log, hand, json.dumps(three_z)),  # more Z cards than the deck holds
        damaged(log, hand, "{}", kind="shuffled"),  # a kind this version does not know
        damaged(log, 1, json.dumps(first_hand), kind="hand_recorded"),  # no creation
        as_entries(undecided),
    ]


def _challenges(log: list[Payload]) -> list[ChallengeMade]:
    return [p for p in log if isinstance(p, ChallengeMade)]


def test_the_random_logs_compared_hold_every_kind_of_game() -> None:
    logs = seeded_logs(SEEDS)
    kinds = {type(payload) for log in logs for payload in log}
    assert {ChallengeMade, HandRecorded, Undo, Redo, PlayerRenamed, GameRenamed} <= kinds
    assert RoundClosed in kinds
    hands = [p for log in logs for p in log if isinstance(p, HandRecorded)]
    assert any(hand.correction for hand in hands) and any(hand.went_out for hand in hands)
    challenges = [c for log in logs for c in _challenges(log)]
    assert any(c.ruling is None for c in challenges) and any(c.ruling for c in challenges)
    rounds = [max((p.round for p in log if isinstance(p, HandRecorded)), default=0) for log in logs]
    assert 8 in rounds and any(number < 8 for number in rounds)  # finished and unfinished
    created = [log[0] for log in logs if isinstance(log[0], GameCreated)]
    assert len(created) == len(logs) and any(game.rules.get("strict") for game in created)


def test_summaries_made_together_are_those_each_log_gives_alone(tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite3"
    write_entries(db, [as_entries(log) for log in seeded_logs(SEEDS)] + odd_logs())
    alone = one_by_one(db)
    assert together(db) == alone
    summaries, errors = alone
    assert len(summaries) > len(SEEDS) and len(errors) >= 6  # both kinds compared
    assert kept_again(db) == summaries  # and kept, so the next command reads them


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=4))
def test_any_games_made_together_give_the_summaries_each_gives_alone(seeds: list[int]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "club.sqlite3"
        write_entries(db, [as_entries(log) for log in seeded_logs(seeds)])
        assert together(db) == one_by_one(db)


def test_an_entry_whose_time_is_not_text_is_named_damaged_as_when_read_alone(
    tmp_path: Path,
) -> None:
    # Summaries are made from logs read without their times (a replay never reads one),
    # SQLite saying only whether each is text: a time that is not is still damage. The
    # column makes a number text and refuses NULL: bytes are what another program can
    # leave.
    time = b"2024-03-01"
    db = tmp_path / "club.sqlite3"
    write_entries(db, [as_entries(log) for log in seeded_logs(range(2))])
    with sqlite3.connect(db) as conn:  # a third game, its third entry's time not text
        game_id = conn.execute(
            "INSERT INTO games (name, created_at) VALUES ('odd', '2024-03-01T19:00:00+00:00')"
        ).lastrowid
        conn.executemany(
            "INSERT INTO events (game_id, seq, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)",
            [
                (game_id, seq, kind, text, time if seq == 3 else "2024-03-01T19:00:00+00:00")
                for seq, (kind, text) in enumerate(as_entries(seeded_logs([2])[0]), 1)
            ],
        )
    conn.close()
    alone = one_by_one(db)
    assert set(alone[1]) == {3} and "its kind or time is not text" in alone[1][3]
    assert together(db) == alone

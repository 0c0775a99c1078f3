"""What a seat's page asks of the game, answered with the true reason for a hand refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok

from quiddler_score.cli.serve.seat_desk import check_hand, send_hand
from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import SavedGame


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "games.sqlite3"
    ok("new", "Ann", "Bob", db=path)
    return path


def asked(db: Path, typed: dict[str, Any]) -> list[dict[str, Any]]:
    """The answers to checking and then sending ``typed`` from Ann's seat."""
    with Store(db) as store:
        game = SavedGame.current(store)
        return [check_hand(game, 0, typed), send_hand(game, 0, typed)]


def kept(db: Path) -> int:
    with Store(db) as store:
        return len(SavedGame.current(store).events())


@pytest.mark.parametrize("sent", [True, "1", 1.0, None])
def test_a_round_that_is_not_a_number_is_said_to_be_missing(db: Path, sent: object) -> None:
    before = kept(db)
    refusal = {"ok": False, "problem": "Ann: the page sent no round: load it again"}
    assert asked(db, {"round": sent, "words": "cat", "unused": ""}) == [refusal, refusal]
    assert kept(db) == before


def test_a_round_ahead_of_the_open_one_is_said_to_be_not_yet_open(db: Path) -> None:
    refusal = {"ok": False, "problem": "round 2, Ann: this round is not open yet: round 1 is"}
    assert asked(db, {"round": 2, "words": "cat", "unused": ""}) == [refusal, refusal]


def test_a_round_the_game_does_not_have_is_said_so(db: Path) -> None:
    for number in (0, -1, 9):
        refusal = {"ok": False, "problem": f"round {number}, Ann: the game has no round {number}"}
        assert asked(db, {"round": number, "words": "cat", "unused": ""}) == [refusal, refusal]

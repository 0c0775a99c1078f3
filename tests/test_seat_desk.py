"""What a seat's page asks of the game, answered with the true reason for a hand refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok

from quiddler_score.cli.serve.seat_desk import check_hand, send_hand
from quiddler_score.games import actions
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


def test_a_word_the_judge_refuses_is_said_in_its_words_with_no_points(db: Path) -> None:
    """VUX (V 7 + U 4 + X 12 = 27) is no word: the answer is the judge's reason, as
    record says it, and no points, so the page never shows it as scored."""
    with Store(db) as store:
        answer = check_hand(SavedGame.current(store), 0, {"round": 1, "words": "vux", "unused": ""})
    assert answer == {
        "ok": True,
        "refused": ["VUX: VUX is not in the standard dictionary"],
        "warnings": [],
    }


def test_a_hand_of_words_the_judge_takes_shows_its_points(db: Path) -> None:
    with Store(db) as store:  # CAT: C 8 + A 2 + T 3 = 13
        answer = check_hand(SavedGame.current(store), 0, {"round": 1, "words": "cat", "unused": ""})
    assert answer == {"ok": True, "hand": "CAT (13)", "points": 13, "refused": [], "warnings": []}


def test_i_went_out_from_the_seat_is_recorded_as_the_hand_going_out(db: Path) -> None:
    check, send = asked(db, {"round": 1, "words": "cat", "unused": "", "out": True})
    assert check["ok"] and check["hand"] == "CAT (13); went out"
    assert send["ok"] and send["said"] == "Round 1, Ann (phone): CAT (13); went out"
    with Store(db) as store:
        assert SavedGame.current(store).state().went_out == {1: "Ann"}


def test_i_went_out_with_cards_unused_is_refused_in_one_line(db: Path) -> None:
    before = kept(db)
    refusal = {
        "ok": False,
        "problem": "round 1, Ann: went out, so every card is in a word, but E is unused",
    }
    assert asked(db, {"round": 1, "words": "ox", "unused": "e", "out": True}) == [refusal, refusal]
    assert kept(db) == before


def test_i_went_out_after_another_went_out_that_round_is_refused(db: Path) -> None:
    ok("record", "bob", "cat", "--out", db=db)
    refusal = {"ok": False, "problem": "round 1, Ann: Bob already went out in this round"}
    assert asked(db, {"round": 1, "words": "ox", "unused": "e", "out": True})[1] == refusal


def test_i_went_out_after_the_scorekeeper_named_another_is_refused(db: Path) -> None:
    with Store(db) as store:
        actions.name_who_went_out(SavedGame.current(store), 1, "Bob")
    refusal = {"ok": False, "problem": "round 1, Ann: Bob already went out in this round"}
    assert asked(db, {"round": 1, "words": "oxe", "unused": "", "out": True}) == [refusal, refusal]


def test_a_seat_the_scorekeeper_named_as_going_out_cannot_send_it_did_not(db: Path) -> None:
    with Store(db) as store:
        actions.name_who_went_out(SavedGame.current(store), 1, "Ann")
    refusal = {
        "ok": False,
        "problem": "round 1, Ann: the scorekeeper recorded that you went out: tick I went "
        "out, or ask them to change it",
    }
    assert asked(db, {"round": 1, "words": "ox", "unused": "e", "out": False}) == [refusal, refusal]


@pytest.mark.parametrize("sent", ["yes", 1, None])
def test_an_answer_to_i_went_out_that_is_not_true_or_false_is_refused(
    db: Path, sent: object
) -> None:
    refusal = {"ok": False, "problem": "Ann: the page sent no answer to I went out: load it again"}
    assert asked(db, {"round": 1, "words": "cat", "unused": "", "out": sent}) == [refusal, refusal]

"""A saved game is the fold of its events: recording, corrections, challenges and undo."""

from __future__ import annotations

from typing import Any

import pytest

from quiddler_score.engine.errors import ScoringError
from quiddler_score.games import state as game
from quiddler_score.games.errors import NothingToUndo
from quiddler_score.games.events import Event, Kind, payload_of
from quiddler_score.games.undo_stack import undone_by_next_undo

CHALLENGE, GAME_CREATED, HAND_RECORDED, UNDO = (
    Kind.CHALLENGE,
    Kind.GAME_CREATED,
    Kind.HAND_RECORDED,
    Kind.UNDO,
)


class Log:
    """An in-memory event log that, like the CLI, verifies each event before keeping it."""

    def __init__(self, *players: str, **created: Any) -> None:
        self.events: list[Event] = []
        self.add(GAME_CREATED, {"players": list(players), **created})

    def add(self, kind: str, payload: dict[str, Any]) -> game.GameState:
        event = Event(1, len(self.events) + 1, kind, payload)
        state = game.verify(self.events, payload_of(event)) if self.events else game.fold([event])
        self.events.append(event)
        return state

    def hand(
        self, number: int, player: str, *words: str, unused: str = "", out: bool = False
    ) -> game.GameState:
        payload = {
            "round": number,
            "player": player,
            "words": list(words),
            "unused": unused.split(),
            "went_out": out,
        }
        return self.add(HAND_RECORDED, payload)

    @property
    def state(self) -> game.GameState:
        return game.fold(self.events)


def test_a_round_closes_when_every_player_is_recorded_and_the_next_opens() -> None:
    log = Log("Ann", "Bob")
    assert log.state.open_round == 1
    log.hand(1, "Ann", "ox", unused="e")
    assert log.state.open_round == 1 and log.state.waiting_for() == ("Bob",)
    log.hand(1, "Bob", unused="a e i")
    assert log.state.open_round == 2
    # Ann: OX 14 - E 2 = 12, longest and most words (Bob has none): +20 -> 32.
    assert log.state.scoreboard().totals == {"Ann": 32, "Bob": 0}


def test_the_player_left_of_the_dealer_is_asked_first() -> None:
    log = Log("Ann", "Bob", "Cy", dealer="Ann")
    assert log.state.waiting_for() == ("Bob", "Cy", "Ann")


def test_recording_a_player_again_in_the_open_round_replaces_the_entry() -> None:
    log = Log("Ann", "Bob")
    log.hand(1, "Ann", "ox", unused="e")
    log.hand(1, "Ann", "(th)e", unused="a")
    assert [str(w) for w in log.state.hands[1]["Ann"].words] == ["(TH)E"]


def test_a_past_round_can_be_corrected_and_the_totals_follow() -> None:
    log = Log("Ann", "Bob")
    log.hand(1, "Ann", "ox", unused="e")
    log.hand(1, "Bob", unused="a e i")
    log.hand(1, "Bob", "at", unused="e")  # correction: Bob had AT after all
    # Ann OX 12, Bob AT 5 - 2 = 3; both 2 letters and 1 word: no bonuses.
    assert log.state.scoreboard().totals == {"Ann": 12, "Bob": 3}


def test_a_hand_cannot_be_recorded_beyond_the_open_round() -> None:
    log = Log("Ann", "Bob")
    with pytest.raises(ScoringError, match="cannot record round 2: round 1 is open"):
        log.hand(2, "Ann", "ox", unused="e e")


def test_card_counts_are_checked_as_hands_come_in() -> None:
    log = Log("Ann", "Bob")
    with pytest.raises(
        ScoringError, match="round 1, Ann: 2 cards in words and unused, but round 1 deals 3"
    ):
        log.hand(1, "Ann", "ox")


def test_deck_counts_are_checked_across_the_hands_recorded_so_far() -> None:
    log = Log("Ann", "Bob")
    log.hand(1, "Ann", "zz", unused="e")
    with pytest.raises(ScoringError, match="3 Z cards on the table"):
        log.hand(1, "Bob", "ze", unused="a")


def test_two_players_cannot_both_go_out() -> None:
    log = Log("Ann", "Bob")
    log.hand(1, "Ann", "tea", out=True)
    with pytest.raises(ScoringError, match="Ann already went out"):
        log.hand(1, "Bob", "cab", out=True)


def test_undo_takes_back_the_latest_event_and_then_the_one_before() -> None:
    log = Log("Ann", "Bob")
    log.hand(1, "Ann", "ox", unused="e")
    log.hand(1, "Bob", unused="a e i")
    assert undone_by_next_undo(log.events).payload["player"] == "Bob"  # type: ignore[union-attr]
    log.add(UNDO, {})
    assert log.state.waiting_for() == ("Bob",)
    log.add(UNDO, {})
    assert log.state.hands.get(1, {}) == {}
    with pytest.raises(NothingToUndo, match="nothing to undo"):
        log.add(UNDO, {})


def test_a_challenge_keeps_the_dictionary_verdict_and_needs_no_dictionary_to_replay() -> None:
    log = Log("Ann", "Bob")
    log.hand(1, "Ann", "ox", unused="e")
    log.hand(1, "Bob", "at", unused="e")
    verdict = {
        "accepted": False,
        "code": "not_found",
        "reason": "AT is not a word here",
        "dictionary": "test",
    }
    log.add(
        CHALLENGE,
        {
            "round": 1,
            "by": "Ann",
            "player": "Bob",
            "word": "at",
            "ruling": None,
            "verdict": verdict,
        },
    )
    board = log.state.scoreboard()
    # AT struck: Bob 0 - (5 + 2) = -7 -> 0; Ann OX 12 + both bonuses 20 = 32.
    assert board.totals == {"Ann": 32, "Bob": 0}
    assert board.rounds[0].challenges[0].verdict.reason == "AT is not a word here"  # type: ignore[union-attr]


def test_a_correction_that_removes_a_challenged_word_is_refused() -> None:
    log = Log("Ann", "Bob")
    log.hand(1, "Ann", "ox", unused="e")
    log.hand(1, "Bob", "at", unused="e")
    log.add(
        CHALLENGE, {"round": 1, "by": "Ann", "player": "Bob", "word": "at", "ruling": "acceptable"}
    )
    with pytest.raises(ScoringError, match="round 1, Bob, word 'AT': Ann challenged this word"):
        log.hand(1, "Bob", unused="a t e")


def test_no_hand_can_be_recorded_after_round_eight() -> None:
    log = Log("Ann", "Bob")
    vowels = ["a", "e", "i", "o", "u", "a", "e", "i", "o", "u"]
    for number in range(1, 9):
        log.hand(number, "Ann", unused=" ".join(vowels[: number + 2]))
        log.hand(number, "Bob", unused=" ".join(["e"] * 2 + vowels[:number]))
    assert log.state.open_round is None
    with pytest.raises(ScoringError, match="a game has rounds 1 to 8"):
        log.hand(9, "Ann", unused="a")
    # A past round can still be corrected once the game is over.
    log.hand(2, "Ann", "ox", unused="e e")
    assert [str(w) for w in log.state.hands[2]["Ann"].words] == ["OX"]


def test_a_challenge_in_the_open_round_must_name_a_word_the_player_laid_down() -> None:
    log = Log("Ann", "Bob", "Cy")
    log.hand(1, "Cy", "at", unused="o")
    with pytest.raises(
        ScoringError, match="round 1, Ann, word 'BE': Cy did not lay down this word"
    ):
        log.add(
            CHALLENGE,
            {"round": 1, "by": "Ann", "player": "Cy", "word": "be", "ruling": "acceptable"},
        )
    with pytest.raises(ScoringError, match="Bob has no hand recorded in this round"):
        log.add(
            CHALLENGE,
            {"round": 1, "by": "Ann", "player": "Bob", "word": "ox", "ruling": "acceptable"},
        )
    with pytest.raises(ScoringError, match="cannot challenge their own word"):
        log.add(
            CHALLENGE,
            {"round": 1, "by": "Cy", "player": "Cy", "word": "at", "ruling": "acceptable"},
        )

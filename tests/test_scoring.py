"""Scoring (engine/scoring.py): a word struck for the table's ruling though its list has
it, and a challenge that nothing can decide."""

from __future__ import annotations

import pytest
from builders import challenge, filler_rounds, judge_by_list, rules_example_round, scored, table

from quiddler_score.engine.errors import ScoringError


def test_a_word_the_table_rules_unacceptable_is_struck_for_that_reason_though_listed() -> None:
    # RULES.md section 6's round 2: Bob laid OX and kept Z and A. The test dictionary
    # knows OX, but the table's ruling wins: OX is struck and costs its value.
    # Bob: 0 words - 16 unused (Z 14 + A 2) - 14 struck (O 2 + X 12) = -30.
    players = ("Ann", "Bob", "Cy")
    board = scored(
        table(*players),
        *filler_rounds(players, 1),
        rules_example_round(challenge("Ann", "Bob", "ox", ruling=False)),
        judge=judge_by_list(),
    )
    result = board.rounds[1]
    (outcome,) = result.challenges
    assert outcome.verdict is not None and outcome.verdict.accepted
    assert (outcome.acceptable, outcome.decided_by) == (False, "table")
    bob = result.of("Bob")
    (struck,) = bob.struck
    assert (str(struck.word), struck.reason, struck.challenger) == (
        "OX",
        "the table ruled it unacceptable",
        "Ann",
    )
    assert (bob.unused_points, bob.struck_points, bob.round_score) == (16, 14, -30)


def test_a_challenge_with_no_ruling_and_no_dictionary_is_refused_naming_the_word() -> None:
    players = ("Ann", "Bob", "Cy")
    with pytest.raises(ScoringError) as error:
        scored(
            table(*players),
            *filler_rounds(players, 1),
            rules_example_round(challenge("Ann", "Bob", "ox")),
        )
    assert str(error.value) == (
        "round 2, Ann, word 'OX': the challenge needs a ruling "
        '("acceptable" or "unacceptable") or a dictionary'
    )

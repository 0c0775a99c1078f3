"""Who is on top, said plainly: a card's headline, the ranks, a change of leader."""

from __future__ import annotations

from builders import filler_rounds, hand, scored, table

from quiddler_score.engine.scoring import RoundPlay
from quiddler_score.present.changes import headline, ranked, standing_change


def test_equal_totals_share_a_rank_and_keep_the_seating_order() -> None:
    # Bob and Cy on 20 share 1st; Ann on 12 is 3rd, not 2nd.
    assert list(ranked({"Ann": 12, "Bob": 20, "Cy": 20})) == [
        (1, "Bob", 20),
        (1, "Cy", 20),
        (3, "Ann", 12),
    ]


def test_the_headline_before_any_round_is_the_one_given() -> None:
    board = scored(table("Ann", "Bob"))
    assert headline(board) == "No rounds played yet"
    assert headline(board, "No round scored yet") == "No round scored yet"


def test_a_new_leader_is_said_with_the_one_before() -> None:
    seats = table("Ann", "Bob")
    first = RoundPlay(1, {"Ann": hand("ox", unused="e"), "Bob": hand("at", unused="o")})
    second = RoundPlay(2, {"Ann": hand("at", unused="e i"), "Bob": hand("(qu)ite")})
    # Round 1: Ann OX 14 − E 2 = 12, Bob AT 5 − O 2 = 3. Round 2: Ann AT 5 − E I 4 = 1,
    # 13 in all; Bob (QU)ITE 16 + the longest word's 10 = 26, 29 in all: Bob leads.
    before, after = scored(seats, first), scored(seats, first, second)
    assert headline(before) == "Ann leads after round 1 with 12 points"
    assert standing_change(before, after) == (
        "This changes the lead: Bob leads with 29 (before it: Ann leads with 12)."
    )
    assert standing_change(after, after) is None
    tied = scored(seats, *filler_rounds(("Ann", "Bob"), 8))
    assert headline(tied) == "Ann and Bob share the win with 0 points"


def test_a_leader_on_a_handicap_is_said_with_the_handicapped_total() -> None:
    seats = table("Ann", "Bob", handicaps={"Bob": {"head_start": 20}})
    first = RoundPlay(1, {"Ann": hand("ox", unused="e"), "Bob": hand("at", unused="o")})
    # Ann OX 14 − E 2 = 12; Bob AT 5 − O 2 = 3, with his head start 20: 23 leads 12.
    board = scored(seats, first)
    assert headline(board) == "Bob leads after round 1 with 23 points"
    assert standing_change(scored(seats), board) == (
        "This changes the lead: Bob leads with 23 (before it: nobody)."
    )

"""One round in full: each player's words, unused cards, bonuses and challenges."""

from __future__ import annotations

from builders import (
    challenge,
    filler_rounds,
    hand,
    judge_by_list,
    scored,
    table,
)
from worked_example import (
    render,
    styles_of,
    worked_example,
)

from quiddler_score.engine.scoring import RoundPlay
from quiddler_score.present.round_table import round_details

# The round details -------------------------------------------------------------------


def test_round_details_show_each_players_words_unused_cards_bonus_and_round_score() -> None:
    text = render(round_details(worked_example().rounds[1]))
    assert text.splitlines()[0].strip() == "Round 2: 4 cards, Bob deals"
    # Ann went out: no unused cards, so "out"; 16 + 10 = 26.
    assert _row(text, "Ann") == "Ann (QU)ITE out 16 ★+10 26"
    # Bob: OX 14 - Z 14 - A 2 = -2.
    assert _row(text, "Bob") == "Bob OX Z A -2 -2"
    # Cy: AT 5 + BE 10 = 15, + most words 10 = 25; nothing unused but did not go out: "—".
    assert _row(text, "Cy") == "Cy AT BE — 15 ▲+10 25"


def test_round_details_strike_a_word_lost_to_a_challenge_and_explain_the_tie() -> None:
    # RULES.md section 6: Bob challenges Cy's AT, the table rules it unacceptable. AT
    # costs its 5 points in the struck column: Cy BE 10 - nothing unused = 10, struck -5,
    # round 10 - 5 = 5. One word each, a tie: nobody gets most words.
    result = worked_example(challenge("Bob", "Cy", "at", ruling=False)).rounds[1]
    text = render(round_details(result))
    assert _row(text, "Ann") == "Ann (QU)ITE out 16 ★+10 26"
    assert _row(text, "Bob") == "Bob OX Z A -2 -2"
    assert _row(text, "Cy") == "Cy BE ✗AT — 10 −5 5"
    assert (
        "Bob challenged Cy's AT: the table ruled not acceptable, struck. "
        "AT is in the test dictionary" in text
    )
    assert "most words: tied between Ann, Bob and Cy, so nobody gets it" in text
    (struck_style,) = styles_of(round_details(result), "✗AT")
    assert struck_style.strike and struck_style.color.name == "red"


def test_round_details_charge_the_challenger_of_an_acceptable_word() -> None:
    # RULES.md section 6: Ann challenges Cy's BE, acceptable: Ann 26 - 10 = 16.
    result = worked_example(challenge("Ann", "Cy", "be")).rounds[1]
    text = render(round_details(result))
    assert _row(text, "Ann") == "Ann (QU)ITE out 16 ★+10 −10 16"
    assert (
        "Ann challenged Cy's BE: the dictionary says acceptable; Ann loses 10. "
        "BE is in the test dictionary" in text
    )


def test_round_details_say_why_the_strict_rule_struck_a_word_and_note_a_split() -> None:
    # Strict: ZZX is struck with no challenger, its 14 + 14 + 12 = 40 in the struck column:
    # Ann 0 - E 2 = -2, struck -40, -42. Bob: QUIT typed as four single cards, Q 15 + U 4 +
    # I 2 + T 3 = 24, + longest word 10 + most words 10 (Ann has no word left) = 44.
    seats = table("Ann", "Bob", strict=True)
    second = RoundPlay(2, {"Ann": hand("zzx", unused="e"), "Bob": hand("quit")})
    rounds = [*filler_rounds(("Ann", "Bob"), 1), second]
    result = scored(seats, *rounds, judge=judge_by_list("zzx")).rounds[1]
    text = render(round_details(result))
    assert _row(text, "Ann") == "Ann ✗ZZX E -2 −40 -42"
    assert _row(text, "Bob") == "Bob QUIT — 24 ★+10 ▲+10 44"
    assert "Ann's ZZX struck: ZZX is not in the test dictionary" in text
    assert (
        "note (Bob): QUIT is scored as typed, 24 points; with the double-letter card it "
        "would be (QU)IT, 14 points" in text
    )


def _row(text: str, player: str) -> str:
    """The round-details row of ``player``, its cells joined by single spaces."""
    for line in text.splitlines():
        if line.strip().startswith(player + " "):
            return " ".join(line.split())
    raise AssertionError(f"no row for {player} in:\n{text}")

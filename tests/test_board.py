"""The board on screen: a row per round, a column per player, the legend, the chart,
the standings and the best plays. Rounds are RULES.md section 6's worked example
(see worked_example.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from builders import (
    challenge,
    filler_rounds,
    hand,
    scored,
    table,
)
from worked_example import (
    PLAYERS,
    board_rows,
    render,
    styles_of,
    worked_example,
)

from quiddler_score.engine import cards
from quiddler_score.engine.scoring import RoundPlay
from quiddler_score.present.board import LEGEND, best_plays, board, chart, standings

# The board ---------------------------------------------------------------------------


def test_board_has_a_column_per_player_and_a_row_per_round_with_its_cards_and_dealer() -> None:
    rows = board_rows(render(board(worked_example(), "Friday")))
    assert rows["round"] == ["dealer", "Ann", "Bob", "Cy"]
    # Round 1: three unused A cards each, -6, clamped to a total of 0.
    assert rows["1 (3)"] == ["Ann", "-6 0", "-6 0", "-6 0"]
    # Round 2 (RULES.md section 6): Ann 16 + longest word 10 = 26, and she went out;
    # Bob 14 - 16 = -2, his total stays 0 (clamp); Cy 5 + 10 = 15 + most words 10 = 25.
    assert rows["2 (4)"] == ["Bob", "+26 26 ★↑", "-2 0", "+25 25 ▲"]
    assert rows["total"] == ["", "26", "0", "25"]


def test_board_shows_its_title_the_legend_the_rules_and_who_is_next() -> None:
    text = render(board(worked_example(), "Friday"))
    assert text.splitlines()[0].strip() == "Friday"
    assert "  ".join(LEGEND) in text
    assert "★ longest word  ▲ most words  ✗ word struck  ⚑ challenge penalty  ↑ went out" in text
    assert "Dictionary standard; the standard rules." in text
    assert "Next: round 3, 5 cards each; Cy deals, Ann plays first. Leading: Ann." in text


def test_board_marks_a_struck_word_and_a_challenge_penalty_in_the_right_cells() -> None:
    # Ann challenges Bob's OX (acceptable): Ann 26 - 14 = 12. Bob challenges Cy's AT and
    # the table rules it unacceptable: Cy 10 - 5 = 5 and no most-words bonus (a tie).
    board_text = render(
        board(
            worked_example(
                challenge("Ann", "Bob", "ox"), challenge("Bob", "Cy", "at", ruling=False)
            )
        )
    )
    assert board_rows(board_text)["2 (4)"] == ["Bob", "+12 12 ★⚑↑", "-2 0", "+5 5 ✗"]


def test_board_shows_the_leader_in_bold_green_and_the_others_plain() -> None:
    rendered = board(worked_example())
    # The first piece with a player's name is their column header.
    ann_header = styles_of(rendered, "Ann")[0]
    assert ann_header.bold and ann_header.color.name == "green"
    for other in ("Bob", "Cy"):
        assert styles_of(rendered, other)[0].color is None
    # The last piece with a total's digits is in the total row: Ann's 26 is bold green,
    # Cy's 25 only bold.
    ann_total = styles_of(rendered, "26")[-1]
    assert ann_total.bold and ann_total.color.name == "green"
    cy_total = styles_of(rendered, "25")[-1]
    assert cy_total.bold and cy_total.color is None


def test_board_names_house_rules_that_differ_from_the_defaults() -> None:
    text = render(board(worked_example(most_words_bonus=0, ties="all")))
    said = "house rules: no most-words bonus; tied bonuses go to everyone tied."
    assert said in " ".join(text.split())


def test_board_before_any_round_says_who_deals_first_and_that_nobody_leads() -> None:
    text = render(board(scored(table(*PLAYERS))))
    assert board_rows(text)["total"] == ["", "0", "0", "0"]
    assert "Next: round 1, 3 cards each; Ann deals, Bob plays first. Leading: nobody." in text


def test_board_after_round_8_names_the_winner_with_their_total() -> None:
    # Rounds 1 to 7 are filler (totals stay 0). Round 8, 10 cards: Ann OX 14 - eight A 16
    # = -2, + longest word 10 + most words 10 (Bob has no words) = 18; Bob -20, stays 0.
    seats = table("Ann", "Bob")
    last = RoundPlay(
        8, {"Ann": hand("ox", unused="a " * 8), "Bob": hand(unused="e " * 10)}, went_out=None
    )
    text = render(board(scored(seats, *filler_rounds(("Ann", "Bob"), 7), last)))
    assert board_rows(text)["8 (10)"] == ["Bob", "+18 18 ★▲", "-20 0"]
    assert "Ann wins with 18 points." in text
    assert "Next:" not in text


def test_board_after_round_8_with_equal_totals_names_every_winner() -> None:
    text = render(board(scored(table("Ann", "Bob"), *filler_rounds(("Ann", "Bob"), 8))))
    assert "Ann and Bob win with 0 points." in text


def test_board_shows_names_that_look_like_markup_as_typed() -> None:
    seats = table("[bold]Ann", "Bob [host]")
    text = render(board(scored(seats, *filler_rounds(seats.players, 1)), "[red]Friday"))
    assert board_rows(text)["round"] == ["dealer", "[bold]Ann", "Bob [host]"]
    assert "[red]Friday" in text


def test_board_shows_a_name_that_looks_like_an_emoji_code_as_typed() -> None:
    seats = table(":fire:", "Bob")
    text = render(board(scored(seats, *filler_rounds(seats.players, 1))))
    assert board_rows(text)["round"] == ["dealer", ":fire:", "Bob"]


# The chart and the standings ---------------------------------------------------------


def test_chart_draws_one_line_per_player_scaled_to_the_highest_total() -> None:
    text = render(chart(worked_example()))
    lines = [line.split() for line in text.splitlines()]
    assert lines[0] == ["Running", "totals,", "round", "by", "round:"]
    # Totals 0 then 26 / 0 / 25, from 0 up to 26: 26 is the top bar (█), 25 gives
    # 25 * 7 // 26 = 6, the bar below it (▇), 0 the lowest (▁).
    assert lines[1:] == [["Ann", "▁█", "26"], ["Bob", "▁▁", "0"], ["Cy", "▁▇", "25"]]


def test_standings_show_the_rounds_asked_for_then_the_board_then_the_chart() -> None:
    text = render(standings(worked_example(), "Friday", details=[2]))
    details = text.index("Round 2: 4 cards, Bob deals")
    title = text.index("Friday")
    chart_start = text.index("Running totals, round by round:")
    assert details < title < chart_start
    assert "Round 1: 3 cards" not in text


def test_standings_without_details_or_rounds_show_only_the_board() -> None:
    text = render(standings(scored(table(*PLAYERS)), "Friday"))
    assert "Round " not in text
    assert "Running totals" not in text
    assert "Leading: nobody." in text


def test_best_plays_put_what_was_played_beside_what_the_cards_allowed() -> None:
    # A stand-in for the solver: Ann's best is OX 14 - E 2 = 12 (what she played, so it is
    # not shown again), Bob's best would have been TEA 7 (he played nothing: -7).
    seats = table("Ann", "Bob")
    played = RoundPlay(1, {"Ann": hand("ox", unused="e"), "Bob": hand(unused="t e a")})
    scoreboard = scored(seats, played)
    best = {
        "Ann": SimpleNamespace(words=(cards.word("ox"),), unused=cards.cards("e"), score=12),
        "Bob": SimpleNamespace(words=(cards.word("tea"),), unused=(), score=7),
    }

    def solver(result: object, player: str) -> Any:
        return SimpleNamespace(best=best[player])

    text = render(best_plays(scoreboard, solver))
    rows = [" ".join(line.split()) for line in text.splitlines()]
    assert "round Ann Bob" in rows
    assert "1 12 / 12 -7 / 7" in rows
    assert "Best plays in round 1:" in text
    assert "  Ann: already the best play (12)" in text
    assert "  Bob: TEA = 7" in text

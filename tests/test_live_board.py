"""What the live board shows, read from the present layer's values without a browser."""

from __future__ import annotations

from builders import challenge, filler_rounds, hand, judge_by_list, table

from quiddler_score.engine.scoring import Scoreboard
from quiddler_score.games.state import GameState
from quiddler_score.present.live_board import LiveBoard, live_board
from quiddler_score.present.live_chart import BOTTOM, LEFT, RIGHT, TOP, tick_step
from quiddler_score.present.live_looks import dash_array, looks_of
from quiddler_score.present.player_colours import player_styles

PLAYERS = ("Ann", "Bob", "Cy")
JUDGE = judge_by_list("xyz")


def round_one() -> dict[str, object]:
    """Ann CAT 13 + 10 (longest) = 23, out; Bob OX 14 − E 2 = 12; Cy AT 5 − Z 14 = −9 → 0."""
    return {"Ann": hand("cat"), "Bob": hand("ox", unused="e"), "Cy": hand("at", unused="z")}


def state_of(hands: dict[int, dict[str, object]], **kept: object) -> GameState:
    return GameState(table(*PLAYERS), None, hands=hands, **kept)  # type: ignore[arg-type]


def board_of(state: GameState, scoreboard: Scoreboard | None = None) -> LiveBoard:
    scoreboard = scoreboard or state.scoreboard(JUDGE)
    return live_board(state, scoreboard, looks_of(state.table.players), state.title)


def test_the_leader_leads_with_a_badge_and_the_standings_rank_highest_first() -> None:
    board = board_of(state_of({1: round_one()}, went_out={1: "Ann"}))
    assert board.headline == "Ann leads after round 1 with 23 points"
    assert not board.over
    assert [(s.rank, s.look.name, s.total, s.last, s.ahead) for s in board.standings] == [
        (1, "Ann", 23, "+23", True),
        (2, "Bob", 12, "+12", False),
        (3, "Cy", 0, "-9", False),
    ]


def test_equal_totals_share_a_rank_and_keep_the_seating_order() -> None:
    # Bob and Cy lay the same: AT 5 − E 2 = 3 each; Ann's vowels give nothing (clamped).
    hands = {
        "Ann": hand(unused="a e i"),
        "Bob": hand("at", unused="e"),
        "Cy": hand("at", unused="e"),
    }
    board = board_of(state_of({1: hands}))
    assert [(s.rank, s.look.name) for s in board.standings] == [(1, "Bob"), (1, "Cy"), (3, "Ann")]
    assert board.headline == "Bob and Cy share the lead after round 1 with 3 points"


def test_the_game_is_won_only_when_the_scoreboard_names_winners() -> None:
    eight = {r.number: dict(r.hands) for r in filler_rounds(PLAYERS, 8)}
    state = state_of(eight)  # type: ignore[arg-type]
    over = board_of(state)
    assert over.over
    assert over.headline == "Ann, Bob and Cy share the win with 0 points"
    assert over.next_up == ""

    class NotOverYet(Scoreboard):  # as when round 8's challenges are still open
        @property
        def winners(self) -> tuple[str, ...]:
            return ()

    played = state.scoreboard(JUDGE)
    waiting = board_of(state, NotOverYet(played.table, played.rounds))
    assert not waiting.over
    assert waiting.headline == "Ann, Bob and Cy share the lead after round 8 with 0 points"


def test_who_deals_and_plays_first_next_and_whose_hands_are_missing() -> None:
    state = state_of({1: round_one(), 2: {"Bob": hand("ox", unused="z a")}})
    board = board_of(state)
    # Round 2: the deal passes to Bob, and the player after the dealer plays first.
    assert board.next_up == "Round 2: 4 cards each. Bob deals, Cy plays first."
    assert board.waiting == "Waiting for Cy and Ann."
    assert board_of(state_of({1: round_one()})).waiting == ""  # no hand of round 2 yet


def test_the_next_round_says_the_hand_size_of_the_games_own_rounds() -> None:
    # House rules of three rounds, 4 then 2 then 3 cards: round 2 deals 2, not 4.
    shaped = table(*PLAYERS, rounds=[4, 2, 3])
    first = {
        "Ann": hand("cats"),
        "Bob": hand("ox", unused="e e"),
        "Cy": hand("at", unused="z e"),
    }
    state = GameState(shaped, None, hands={1: first})
    assert board_of(state).next_up == "Round 2: 2 cards each. Bob deals, Cy plays first."


def test_the_last_challenge_says_who_challenged_what_and_how_it_was_decided() -> None:
    hands = {**round_one(), "Cy": hand("xyz")}
    lost = challenge("Bob", "Cy", "xyz")  # the dictionary rejects XYZ: struck
    ruled = challenge("Ann", "Bob", "ox", ruling=True)  # the table rules OX acceptable
    board = board_of(state_of({1: hands}, challenges={1: (lost, ruled)}))
    assert board.last_challenge.startswith(
        "Round 1: Ann challenged Bob's OX; the table ruled it acceptable."
    )
    assert "Ann loses" in board.last_challenge
    (cy,) = [h for h in board.rounds[0].hands if h.look.name == "Cy"]
    assert cy.words == () and cy.struck[0][0] == "✗XYZ"
    assert "test dictionary" in cy.struck[0][1]
    (ann,) = [h for h in board.rounds[0].hands if h.look.name == "Ann"]
    assert [m.symbol for m in ann.marks][:1] == ["★"]
    assert "longest word +10" in [m.meaning for m in ann.marks]
    assert any(m.meaning.startswith("challenge lost") for m in ann.marks)


def test_rounds_are_listed_the_latest_first_with_their_dealer() -> None:
    board = board_of(state_of({1: round_one(), 2: {p: hand(unused="a e i o") for p in PLAYERS}}))
    assert [r.number for r in board.rounds] == [2, 1]
    assert board.rounds[1].heading == "Round 1: 3 cards, Ann dealt"


def test_the_chart_runs_from_the_start_to_round_8_whatever_the_round() -> None:
    board = board_of(state_of({1: round_one()}))
    chart = board.chart
    assert chart is not None
    assert [label for _, label in chart.x_ticks] == [str(n) for n in range(9)]
    assert chart.x_ticks[0][0] == LEFT and chart.x_ticks[-1][0] == RIGHT
    # Totals 0 to 23: ticks of 5 up to 25.
    assert [label for _, label in chart.y_ticks] == ["0", "5", "10", "15", "20", "25"]
    ann = chart.lines[0]
    assert ann.look.name == "Ann"
    assert ann.points.split()[0] == f"{LEFT},{BOTTOM}"  # everyone starts on 0
    assert len(ann.marks) == 1 and TOP <= ann.marks[0][1] <= BOTTOM
    assert board_of(state_of({})).chart is None  # nothing to draw before round 1


def test_tick_steps_are_1_2_or_5_times_a_power_of_ten() -> None:
    assert [tick_step(span) for span in (1, 5, 6, 10, 23, 60, 240, 1000)] == [
        1,
        1,
        2,
        2,
        5,
        20,
        50,
        200,
    ]


def test_a_total_below_zero_stretches_the_chart_below_zero() -> None:
    state = GameState(table(*PLAYERS, clamp="none"), None, hands={1: round_one()})
    chart = board_of(state).chart
    assert chart is not None
    assert chart.y_ticks[0][1] == "-10" and chart.y_ticks[0][0] == BOTTOM


def test_each_player_has_the_colour_and_marker_of_the_pictures() -> None:
    names = ("Ann", "Bob", "Cy", "Dee", "Ed", "Flo", "Gus", "Hal")
    looks = looks_of(names)
    styles = player_styles(names)
    assert {n: looks[n].colour for n in names} == {n: styles[n].colour for n in names}
    shapes = {"o": "circle", "s": "square", "D": "diamond", "P": "plus", "X": "cross"}
    for name in names:
        if styles[name].marker in shapes:
            assert looks[name].shape == shapes[styles[name].marker]


def test_a_line_style_becomes_a_dash_array_in_proportion() -> None:
    assert dash_array("-") == ""
    assert dash_array((0, (5, 2))) == "15 6"
    assert dash_array((0, (1, 1.5))) == "3 4.5"

"""The presentation layer called directly: the rich board, the plain data and the exports.

Most rounds here are RULES.md section 6's worked example, played as round 2 of a game
whose round 1 is filler (every hand unused vowels, so every total is still 0 after it:
-6 each, clamped at zero). Seating Ann, Bob, Cy; Ann deals round 1, so Bob deals round 2
and Cy plays first.
"""

from __future__ import annotations

import csv
import io
import json
from types import SimpleNamespace
from typing import Any

import pytest
from builders import (
    challenge,
    filler_rounds,
    hand,
    judge_by_list,
    rules_example_round,
    scored,
    table,
)
from rich.console import RenderableType

from quiddler_score.engine import cards
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.scoring import Challenge, RoundPlay, Scoreboard
from quiddler_score.games import state as game
from quiddler_score.games.events import Event, Kind
from quiddler_score.present.board import LEGEND, best_plays, board, chart, standings
from quiddler_score.present.console import make_console
from quiddler_score.present.export import (
    CSV_COLUMNS,
    game_json,
    game_json_text,
    scoreboard_csv,
)
from quiddler_score.present.lines import describe, hand_summary, waiting_line
from quiddler_score.present.report import (
    board_data,
    challenge_data,
    entry_data,
    round_data,
    scoreboard_data,
)
from quiddler_score.present.round_table import round_details
from quiddler_score.present.rules_said import rules_in_words

PLAYERS = ("Ann", "Bob", "Cy")


def worked_round(*challenges: Challenge) -> RoundPlay:
    """RULES.md section 6: Ann (QU)ITE and out; Bob OX, Z A unused; Cy AT BE."""
    return rules_example_round(*challenges)


def worked_example(*challenges: Challenge, **rules: object) -> Scoreboard:
    seats = table(*PLAYERS, **rules)
    return scored(
        seats, *filler_rounds(PLAYERS, 1), worked_round(*challenges), judge=judge_by_list()
    )


def render(renderable: RenderableType) -> str:
    """What a person sees: the renderable printed on the project's console, 120 wide."""
    console = make_console(record=True, width=120, file=io.StringIO())
    console.print(renderable)
    return str(console.export_text())


def styles_of(renderable: RenderableType, text: str) -> list[Any]:
    """The styles of the printed pieces whose text, padding aside, is ``text``."""
    console = make_console(width=120, file=io.StringIO())
    return [seg.style for seg in console.render(renderable) if seg.text.strip() == text]


def board_rows(text: str) -> dict[str, list[str]]:
    """The board's rows by their first cell: {"2 (4)": ["Bob", "+26 26 ★↑", ...], ...}."""
    rows = {}
    for line in text.splitlines():
        if line.startswith("│"):
            cells = [cell.strip() for cell in line.split("│")[1:-1]]
            rows[cells[0]] = cells[1:]
    return rows


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


# The report: a scoreboard as plain data ----------------------------------------------


def test_scoreboard_data_of_the_worked_example() -> None:
    data = scoreboard_data(worked_example())
    assert data["players"] == ["Ann", "Bob", "Cy"]
    assert data["dictionary"] == "standard"
    assert data["rules"]["longest_word_bonus"] == 10 and data["rules"]["allow"] == []
    assert data["totals"] == {"Ann": 26, "Bob": 0, "Cy": 25}
    assert data["complete"] is False
    assert data["leaders"] == ["Ann"]
    # "winners" is the highest total so far, as the contract has it; it is final
    # once "complete" is true.
    assert data["winners"] == ["Ann"]
    assert (data["next_round"], data["next_dealer"], data["next_first_player"]) == (3, "Cy", "Ann")
    assert [r["round"] for r in data["rounds"]] == [1, 2]
    json.dumps(data)  # plain data: JSON can write it as it is


def test_round_data_of_the_worked_example() -> None:
    data = round_data(worked_example().rounds[1])
    assert {k: data[k] for k in ("round", "cards", "dealer", "first_player", "went_out")} == {
        "round": 2,
        "cards": 4,
        "dealer": "Bob",
        "first_player": "Cy",
        "went_out": "Ann",
    }
    assert data["players"]["Ann"] == {
        "words": ["(QU)ITE"],
        "struck": [],
        "struck_reasons": {},
        "unused": [],
        "word_points": 16,  # QU 9 + I 2 + T 3 + E 2
        "unused_points": 0,
        "struck_points": 0,
        "bonus": 10,
        "bonuses": ["longest word"],  # 5 letters: the double card counts two
        "penalty": 0,
        "round_score": 26,  # 16 - 0 + 10
        "total": 26,
        "went_out": True,
        "notes": [],
    }
    bob = data["players"]["Bob"]
    # OX = O 2 + X 12 = 14; unused Z 14 + A 2 = 16; 14 - 16 = -2; total max(0, 0 - 2) = 0.
    assert (bob["word_points"], bob["unused_points"], bob["round_score"], bob["total"]) == (
        14,
        16,
        -2,
        0,
    )
    cy = data["players"]["Cy"]
    # AT = 2 + 3 = 5, BE = 8 + 2 = 10: 15, + most words 10 = 25.
    assert (cy["word_points"], cy["bonuses"], cy["round_score"], cy["total"]) == (
        15,
        ["most words"],
        25,
        25,
    )
    assert data["challenges"] == []
    assert data["tied_bonuses"] == {}


def test_round_data_and_challenge_data_when_a_word_is_struck_by_the_table() -> None:
    # Bob challenges Cy's AT, the table rules it unacceptable: Cy BE 10 - AT 5 = 5, and
    # with one word each nobody gets most words: Ann 26, Bob -2, Cy 5.
    data = round_data(worked_example(challenge("Bob", "Cy", "at", ruling=False)).rounds[1])
    assert {p: d["round_score"] for p, d in data["players"].items()} == {
        "Ann": 26,
        "Bob": -2,
        "Cy": 5,
    }
    cy = data["players"]["Cy"]
    assert cy["words"] == ["BE"] and cy["struck"] == ["AT"]
    assert cy["struck_reasons"] == {"AT": "the table ruled it unacceptable"}
    # BE 10; no card unused; AT (2 + 3 = 5) struck.
    assert (cy["word_points"], cy["unused_points"], cy["struck_points"]) == (10, 0, 5)
    assert data["tied_bonuses"] == {"most words": ["Ann", "Bob", "Cy"]}
    (made,) = data["challenges"]
    assert {k: v for k, v in made.items() if k != "verdict"} == {
        "by": "Bob",
        "player": "Cy",
        "word": "AT",
        "acceptable": False,
        "decided_by": "table",
        "ruling": "unacceptable",
        "penalty": 0,
    }
    # The dictionary's verdict is kept beside the table's ruling.
    assert made["verdict"]["accepted"] is True
    assert made["verdict"]["reason"] == "AT is in the test dictionary"


def test_challenge_data_of_an_acceptable_word_decided_by_the_dictionary() -> None:
    # Ann challenges Cy's BE (B 8 + E 2 = 10), acceptable: Ann loses 10.
    result = worked_example(challenge("Ann", "Cy", "be")).rounds[1]
    data = challenge_data(result.challenges[0])
    assert (data["acceptable"], data["decided_by"], data["ruling"], data["penalty"]) == (
        True,
        "dictionary",
        None,
        10,
    )
    assert result.of("Ann").round_score == 16  # 26 - 10


def created(*players: str, **fields: object) -> Event:
    return Event(1, 1, Kind.GAME_CREATED, {"players": list(players), **fields})


def hand_event(
    seq: int, number: int, player: str, words: list[str], unused: str = "", out: bool = False
) -> Event:
    """A hand as the log keeps it: words and cards as typed."""
    payload = {
        "round": number,
        "player": player,
        "words": words,
        "unused": unused.split(),
        "went_out": out,
    }
    return Event(1, seq, Kind.HAND_RECORDED, payload)


def test_entry_data_says_whether_the_round_is_complete_and_who_it_still_needs() -> None:
    events = [created("Ann", "Bob", "Cy"), hand_event(2, 1, "Bob", ["ox"], "e")]
    state = game.fold(events)
    data = entry_data({"round": 1, "player": "Bob"}, ["a warning"], state, None)
    assert data == {
        "entry": {"round": 1, "player": "Bob"},
        "warnings": ["a warning"],
        "round_complete": False,
        "waiting_for": ["Cy", "Ann"],  # Ann deals round 1, Bob plays first
        "scoreboard": None,
    }
    events += [hand_event(3, 1, "Cy", ["at"], "e"), hand_event(4, 1, "Ann", [], "a e i")]
    state = game.fold(events)
    data = entry_data({"round": 1}, [], state, state.scoreboard())
    assert data["round_complete"] is True
    assert data["waiting_for"] == ["Cy", "Ann", "Bob"]  # round 2: Bob deals, Cy first
    # Bob OX 14 - E 2 = 12; Cy AT 5 - E 2 = 3; Ann A E I unused, -6, clamped to 0. OX and
    # AT tie for longest (2 letters) and for most words (1 each): nobody gets a bonus.
    assert data["scoreboard"]["totals"] == {"Ann": 0, "Bob": 12, "Cy": 3}


def test_board_data_adds_the_game_the_waiting_players_and_the_best_possible() -> None:
    events = [
        created("Ann", "Bob", name="Friday"),
        hand_event(2, 1, "Bob", ["ox"], "e"),
        hand_event(3, 1, "Ann", [], "t e a"),
    ]
    state = game.fold(events)
    scoreboard = state.scoreboard()

    def best(result: object, player: str) -> Any:
        return SimpleNamespace(best=SimpleNamespace(score={"Ann": 7, "Bob": 12}[player]))

    data = board_data(7, state, scoreboard, best)
    assert data["game"] == {"id": 7, "name": "Friday"}
    assert data["waiting_for"] == ["Ann", "Bob"]  # round 2: Bob deals, Ann plays first
    players = data["rounds"][0]["players"]
    assert (players["Ann"]["best_possible"], players["Bob"]["best_possible"]) == (7, 12)
    assert "best_possible" not in board_data(7, state, scoreboard)["rounds"][0]["players"]["Ann"]


# The exports -------------------------------------------------------------------------


def read_csv(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


def test_csv_has_a_header_then_a_row_per_player_per_round_with_crlf_line_ends() -> None:
    board = worked_example(challenge("Bob", "Cy", "at", ruling=False))
    text = scoreboard_csv(board, "Friday", "2024-05-03")
    assert text.endswith("\r\n")
    assert text.count("\n") == text.count("\r\n") == 1 + 2 * 3
    rows = read_csv(text)
    assert tuple(rows[0]) == CSV_COLUMNS
    assert [(row[2], row[3]) for row in rows[1:]] == [
        (str(n), p) for n in (1, 2) for p in ("Ann", "Bob", "Cy")
    ]
    lines = text.split("\r\n")
    # Ann: (QU)ITE 16, bonus 10, 26, went out. Bob: OX 14 - Z A 16 = -2, total 0.
    # The last column is the round's hand size: 4 cards in round 2.
    assert lines[4] == "Friday,2024-05-03,2,Ann,(QU)ITE,,,16,0,0,10,0,26,26,yes,4"
    assert lines[5] == "Friday,2024-05-03,2,Bob,OX,,Z A,14,16,0,0,0,-2,0,,4"
    # Cy's AT is struck, 5 points in struck_points: BE 10 - 0 - 5 = 5, no bonus (a tie).
    assert lines[6] == "Friday,2024-05-03,2,Cy,BE,AT,,10,0,5,0,0,5,5,,4"


@pytest.mark.parametrize("name", ["=HYPERLINK(1)", "+1 Ann", "-Bob", "@SUM(A1)"])
def test_csv_neutralises_a_name_a_spreadsheet_would_read_as_a_formula(name: str) -> None:
    seats = table(name, "Cy")
    board = scored(seats, *filler_rounds(seats.players, 1))
    rows = read_csv(scoreboard_csv(board, "Friday", "2024-05-03"))
    assert rows[1][3] == "'" + name
    assert rows[2][3] == "Cy"
    # Numbers stay numbers: a negative round score gets no apostrophe (3 A unused: -6).
    assert rows[1][12] == "-6"


def test_game_json_holds_the_game_every_event_and_the_scoreboard() -> None:
    events = [
        created("Ann", "Bob"),
        hand_event(2, 1, "Bob", ["ox"], "e"),
        Event(1, 3, Kind.UNDO, {"target": 2}),
    ]
    scoreboard = game.fold(events).scoreboard()
    data = game_json(scoreboard, events, {"id": 1, "name": "Ann vs Bob"})
    assert data["game"] == {"id": 1, "name": "Ann vs Bob"}
    assert [(e["seq"], e["kind"]) for e in data["events"]] == [
        (1, "game_created"),
        (2, "hand_recorded"),  # undone, but kept: the log is the record
        (3, "undo"),
    ]
    assert data["events"][1]["payload"]["words"] == ["ox"]
    assert data["scoreboard"] == scoreboard_data(scoreboard)


def test_game_json_text_is_that_json_with_names_as_typed() -> None:
    events = [created("Zoë", "Bob")]
    scoreboard = game.fold(events).scoreboard()
    text = game_json_text(scoreboard, events, {"name": "Zoë vs Bob"})
    assert text.endswith("}\n")
    assert '"Zoë vs Bob"' in text
    assert json.loads(text) == game_json(scoreboard, events, {"name": "Zoë vs Bob"})


# One-line texts ----------------------------------------------------------------------


def test_hand_summary_and_waiting_line_as_the_table_checks_a_hand() -> None:
    state = game.fold([created("Ann", "Bob", "Cy")])
    assert waiting_line(state) is None  # nothing in yet: nobody to chase
    state = game.fold(
        [
            created("Ann", "Bob", "Cy"),
            hand_event(2, 1, "Bob", ["ox"], "e"),
            hand_event(3, 1, "Cy", ["tea"], out=True),
        ]
    )
    assert hand_summary(state, 1, "Bob") == "OX (14); unused E (−2)"
    assert hand_summary(state, 1, "Cy") == "TEA (7); went out"
    assert waiting_line(state) == "Round 1 still needs: Ann."


def test_describe_gives_one_line_per_kind_of_entry() -> None:
    lines = [
        describe(created("Ann", "Bob")),
        describe(hand_event(2, 1, "Bob", ["OX"], "E")),
        describe(
            Event(
                1,
                3,
                Kind.CHALLENGE,
                {"round": 1, "by": "Ann", "player": "Bob", "word": "OX", "ruling": "unacceptable"},
            )
        ),
        describe(Event(1, 4, Kind.UNDO, {"target": 3})),
        describe(Event(1, 5, Kind.PLAYER_RENAMED, {"old": "Bob", "new": "Rob"})),
    ]
    assert lines == [
        "new game: Ann, Bob",
        "round 1, Bob: OX; unused E",
        "round 1: Ann challenged Bob's OX, table ruled unacceptable",
        "undo",
        "Bob renamed Rob",
    ]


def test_every_house_rule_is_said_in_words_in_the_order_rules_md_gives_them() -> None:
    settings = RuleSettings(
        rounds=(3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3),
        longest_word_bonus=20,
        longest_word_by="cards",
        most_words_bonus=0,
        ties="all",
        clamp="none",
        strict=True,
        capitals_only_words=True,
        clipped_words=False,
        accent_folded_words=False,
        allow=("zooo",),
        deny=("qi", "za"),
    )
    assert rules_in_words(settings) == [
        "15 rounds of 3 to 10, 9 to 3 cards",
        "longest-word bonus 20",
        "the longest word counted in cards",
        "no most-words bonus",
        "tied bonuses go to everyone tied",
        "totals may go below zero",
        "every word the dictionary refuses is struck",
        "words known only in capitals (NATO) allowed",
        "clipped words (ad, math) refused",
        "words written only with accents (née) refused",
        "ZOOO allowed",
        "QI and ZA refused",
    ]
    assert "=" not in " ".join(rules_in_words(settings))
    assert rules_in_words(RuleSettings()) == []  # the standard rules say nothing


def test_a_house_list_of_six_words_is_said_whole_and_of_seven_with_how_many_more() -> None:
    six = ("ab", "cd", "ef", "gh", "ij", "kl")
    assert rules_in_words(RuleSettings(deny=six)) == ["AB, CD, EF, GH, IJ and KL refused"]
    seven = (*six, "mn")
    assert rules_in_words(RuleSettings(allow=seven)) == [
        "AB, CD, EF, GH, IJ, KL and 1 more allowed"
    ]


def test_a_clamp_of_each_round_is_said_in_words() -> None:
    assert rules_in_words(RuleSettings(clamp="round")) == ["no round scores below zero"]

"""A game of other hand sizes (the ``rounds`` setting) and the longest word counted in
cards (``longest_word_by``): scored from a transcript, kept with the commands, refused
when a hand is not the round's size."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import qs
from hypothesis import given
from hypothesis import strategies as st

from quiddler_score.engine.rules import (
    RuleSettingError,
    RuleSettings,
    settings_help,
    shape_name,
)

UP_AND_DOWN = [3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3]
RULES = f'[rules]\nrounds = {UP_AND_DOWN}\nlongest_word_by = "cards"\n'

# Card values (RULES.md section 1): QU 9, I 2, T 3, E 2, N 5, O 2, S 3, X 12, A 2.
#   (QU)IT   = 9 + 2 + 3         = 14, 3 cards (4 letters)
#   (QU)ITE  = 9 + 2 + 3 + 2     = 16, 4 cards (5 letters)
#   NOTE     = 5 + 2 + 3 + 2     = 12, 4 cards (4 letters)
#   STONE    = 3 + 3 + 2 + 5 + 2 = 15, 5 cards (5 letters)
#   OX       = 2 + 12            = 14, 2 cards
# Each player lays one word a round, so the most-words bonus is always tied: nobody.


def hands(cards: int) -> tuple[dict[str, Any], str | None]:
    """Ann's and Bob's hands in a round of ``cards`` cards, and who went out."""
    if cards == 3:
        # Ann (QU)IT 14, out; Bob OX 14 - A 2 = 12. Longest: 3 cards against 2, Ann +10.
        # Ann 24, Bob 12.
        return {"Ann": {"words": ["(qu)it"]}, "Bob": {"words": ["ox"], "unused": ["a"]}}, "Ann"
    if cards == 4:
        # Ann (QU)ITE 16, out; Bob NOTE 12. Longest: 4 cards each, a tie: nobody (by
        # letters Ann's 5 would beat Bob's 4). Ann 16, Bob 12.
        return {"Ann": {"words": ["(qu)ite"]}, "Bob": {"words": ["note"]}}, "Ann"
    # Ann (QU)ITE 16 with n - 4 A unused: 16 - 2(n - 4) = 24 - 2n.
    # Bob STONE 15 with n - 5 E unused: 15 - 2(n - 5) = 25 - 2n, and the longest word
    # (5 cards against 4) +10 = 35 - 2n. By letters (5 each) nobody would get it.
    return {
        "Ann": {"words": ["(qu)ite"], "unused": ["a"] * (cards - 4)},
        "Bob": {"words": ["stone"], "unused": ["e"] * (cards - 5)},
    }, None


# Round by round (cards: Ann, Bob):
#   1 (3): 24, 12     6 (8): 8, 19     11 (7): 10, 21
#   2 (4): 16, 12     7 (9): 6, 17     12 (6): 12, 23
#   3 (5): 14, 25     8 (10): 4, 15    13 (5): 14, 25
#   4 (6): 12, 23     9 (9): 6, 17     14 (4): 16, 12
#   5 (7): 10, 21    10 (8): 8, 19     15 (3): 24, 12
# Ann: 24+16+14+12+10+8+6+4+6+8+10+12+14+16+24 = 184
# Bob: 12+12+25+23+21+19+17+15+17+19+21+23+25+12+12 = 273
# No total ever falls, so the clamp at zero never applies.
ANN_ROUNDS = [24, 16, 14, 12, 10, 8, 6, 4, 6, 8, 10, 12, 14, 16, 24]
BOB_ROUNDS = [12, 12, 25, 23, 21, 19, 17, 15, 17, 19, 21, 23, 25, 12, 12]
TOTALS = {"Ann": 184, "Bob": 273}


def transcript(rules: str = RULES, sizes: list[int] = UP_AND_DOWN) -> str:
    lines = ['players = ["Ann", "Bob"]', rules]
    for cards in sizes:
        played, out = hands(cards)
        lines.append("[[rounds]]")
        if out:
            lines.append(f'went_out = "{out}"')
        lines.append("[rounds.hands]")
        for player, hand in played.items():
            parts = ", ".join(f"{key} = {json.dumps(value)}" for key, value in hand.items())
            lines.append(f"{player} = {{ {parts} }}")
    return "\n".join(lines) + "\n"


def scored(tmp_path: Path, text: str) -> dict[str, Any]:
    path = tmp_path / "game.toml"
    path.write_text(text, encoding="utf-8")
    result = qs("score", str(path), "--json")
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.output)
    return data


def test_an_up_and_down_game_by_cards_scores_as_worked_out_by_hand(tmp_path: Path) -> None:
    data = scored(tmp_path, transcript())
    assert sum(ANN_ROUNDS) == 184 and sum(BOB_ROUNDS) == 273
    assert [r["cards"] for r in data["rounds"]] == UP_AND_DOWN
    assert [r["players"]["Ann"]["round_score"] for r in data["rounds"]] == ANN_ROUNDS
    assert [r["players"]["Bob"]["round_score"] for r in data["rounds"]] == BOB_ROUNDS
    assert data["totals"] == TOTALS
    assert data["complete"] and data["over"] and data["winners"] == ["Bob"]
    assert data["rules"]["rounds"] == UP_AND_DOWN
    # The deal goes on passing left: Ann deals the odd rounds, Bob the even ones.
    assert [r["dealer"] for r in data["rounds"]] == ["Ann", "Bob"] * 7 + ["Ann"]


def test_the_same_game_by_letters_gives_the_longest_word_to_other_players(
    tmp_path: Path,
) -> None:
    # By letters Ann also wins round 2's bonus (5 letters against 4), and the 11 rounds
    # of 5 cards or more tie at 5 letters: Ann 184 + 10 = 194... plus round 14 (4 cards)
    # 10 more = 204; Bob 273 - 11 * 10 = 163.
    data = scored(tmp_path, transcript(f"[rules]\nrounds = {UP_AND_DOWN}\n"))
    assert data["totals"] == {"Ann": 204, "Bob": 163}


def test_the_same_game_kept_with_new_and_record_has_the_same_totals(tmp_path: Path) -> None:
    rules = tmp_path / "rules.toml"
    rules.write_text(RULES, encoding="utf-8")
    started = qs("new", "Ann", "Bob", "--rules", str(rules))
    assert started.exit_code == 0, started.output
    assert "Round 1, 3 cards each" in started.output
    for cards in UP_AND_DOWN:
        played, out = hands(cards)
        for player, hand in played.items():
            args = ["record", player, *hand["words"], "--unused", " ".join(hand.get("unused", []))]
            if player == out:
                args.append("--out")
            result = qs(*args)
            assert result.exit_code == 0, f"{args}: {result.output}"
    board = qs("board", "--json")
    assert board.exit_code == 0, board.output
    data = json.loads(board.output)
    assert data["totals"] == TOTALS
    assert data["over"] and len(data["rounds"]) == 15


def test_a_hand_of_the_wrong_size_is_refused_naming_the_rounds_size(tmp_path: Path) -> None:
    # Round 7 of the up-and-down game deals 9 cards; a hand of 10 (as round 8) is refused.
    text = transcript().replace(
        'Ann = { words = ["(qu)ite"], unused = ["a", "a", "a", "a", "a"] }',
        'Ann = { words = ["(qu)ite"], unused = ["a", "a", "a", "a", "a", "a"] }',
        1,
    )
    path = tmp_path / "game.toml"
    path.write_text(text, encoding="utf-8")
    result = qs("score", str(path))
    assert result.exit_code == 2
    assert result.output.count("\n") == 1
    assert "round 7, Ann: 10 cards in words and unused, but round 7 deals 9" in result.output


def test_record_refuses_a_hand_of_the_wrong_size_naming_the_rounds_size(tmp_path: Path) -> None:
    rules = tmp_path / "rules.toml"
    rules.write_text("[rules]\nrounds = [4, 2]\n", encoding="utf-8")
    assert qs("new", "Ann", "Bob", "--rules", str(rules)).exit_code == 0
    assert qs("record", "Ann", "(qu)ite", "--out").exit_code == 0
    assert qs("record", "Bob", "note").exit_code == 0
    result = qs("record", "Ann", "ox", "--unused", "a")
    assert result.exit_code == 2
    assert result.output.count("\n") == 1
    assert "round 2 deals 2" in result.output


@pytest.mark.parametrize(
    "rounds",
    [[], [3] * 31, [1], [11], [3, "4"], [True], "3..10"],
)
def test_rounds_must_be_1_to_30_hand_sizes_of_2_to_10(rounds: object) -> None:
    with pytest.raises(RuleSettingError, match="rounds must be a list of 1 to 30 hand sizes"):
        RuleSettings.from_table({"rounds": rounds})


def test_a_bad_rounds_setting_is_one_line_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    path.write_text(transcript("[rules]\nrounds = [3, 11]\n", [3]), encoding="utf-8")
    result = qs("score", str(path))
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and "rounds" in result.output


def test_an_old_game_without_rounds_keeps_eight_rounds_of_3_to_10() -> None:
    assert RuleSettings.from_table({}).rounds == (3, 4, 5, 6, 7, 8, 9, 10)
    assert "rounds = [3, 4, 5, 6, 7, 8, 9, 10]" in settings_help()
    assert 'longest_word_by = "letters"' in settings_help()


def test_each_round_says_which_word_was_longest_and_by_what_measure(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    path.write_text(transcript(), encoding="utf-8")
    result = qs("score", str(path))
    assert result.exit_code == 0, result.output
    assert "longest word: (QU)IT, 3 cards (Ann)" in result.output
    assert "longest word: tied at 4 cards between Ann and Bob, so nobody gets it" in result.output
    assert "longest word: STONE, 5 cards (Bob)" in result.output


def test_by_letters_the_longest_word_is_said_in_letters(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    path.write_text(transcript("[rules]\nrounds = [4]\n", [4]), encoding="utf-8")
    result = qs("score", str(path))
    assert result.exit_code == 0, result.output
    assert "longest word: (QU)ITE, 5 letters (Ann)" in result.output


def read_shape(name: str) -> list[int]:
    """The hand sizes a shape's name says, read back: "3 to 10" is every size between."""
    count, _, sizes = name.removesuffix(" cards").partition(" of ")
    rounds: list[int] = []
    for part in sizes.split(", "):
        first, _, last = part.partition(" to ")
        step = 1 if not last or int(last) >= int(first) else -1
        rounds += range(int(first), int(last or first) + step, step)
    assert count == ("1 round" if len(rounds) == 1 else f"{len(rounds)} rounds")
    return rounds


def test_the_shapes_people_play_are_named_briefly() -> None:
    assert shape_name([3, 4, 5, 6, 7, 8, 9, 10]) == "8 rounds of 3 to 10 cards"
    assert shape_name(UP_AND_DOWN) == "15 rounds of 3 to 10, 9 to 3 cards"
    assert shape_name([4, 3]) == "2 rounds of 4, 3 cards"  # two sizes are not a run
    assert shape_name([5, 5, 5]) == "3 rounds of 5, 5, 5 cards"


@given(st.lists(st.integers(2, 10), min_size=1, max_size=30))
def test_a_shapes_name_says_every_round_in_order(rounds: list[int]) -> None:
    assert read_shape(shape_name(rounds)) == rounds

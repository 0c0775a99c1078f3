"""`quiddler-score play`, the interactive game night, answered through CliRunner input."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok, qs
from click.testing import CliRunner, Result

from quiddler_score.cli import cli

STOPPED = "Saved. Run quiddler-score play to carry on."

# A whole game for Ann, Bob and Cy (Ann deals first), one answer per line, as typed at
# the table: names in any case or by their start, a mistake, an undo, challenges.
WHOLE_GAME = [
    "Ann, Bob, Cy",  # players
    "",  # dealer: Ann
    "",  # dictionary: standard
    "",  # the game's name: the players' names
    # Round 1, 3 cards: Bob plays first.
    "cy",  # went out
    "ox",
    "e",
    "cat",  # Cy went out: no unused question
    "at",
    "i, e",  # one card too many: only the unused cards are asked again
    "i",
    "",  # no challenge
    "",  # on to round 2
    # Round 2, 4 cards: Cy plays first.
    "C",
    "jinx",
    "(qu)ite",  # all 4 cards in the word: no unused question
    "be",
    "z a",
    "ann jinx",  # Ann challenges JINX; only Cy laid it down
    "",  # the table agrees: acceptable, Ann loses 13+2+5+12 = 32
    "",
    "",
    # Round 3, 5 cards: Ann plays first.
    "ann",
    "zoned",
    "tax",
    "e e",
    "paris",  # flagged as a proper noun, a challenge offered right away
    "bob",  # Bob challenges it
    "",  # the table agrees: not acceptable, struck
    "",  # that changes the lead (Ann 38, Cy 37): record it
    "",
    "",
    # Round 4, 6 cards: Bob plays first.
    "bob",
    "garden",
    "mop we",
    "u",
    "undo",  # at Ann's words: the command takes back Cy's hand, then Cy is asked again
    "mop we",
    "u",
    "(th)(in)k so",
    "e",
    "",
    "",
    # Round 5, 7 cards: Cy plays first.
    "cy",
    "hoe up as",
    "quick",
    "a t",
    "fever go",
    "Ann Cy hoe",
    "n",  # the table overrules the dictionary: HOE is unacceptable
    "",
    "",
    # Round 6, 8 cards: Ann plays first.
    "ann",
    "zebra dog",
    "qat water",
    "",  # QAT is flagged; nobody challenges it yet
    "lemon",
    "t y e",
    "cy bob qat",  # ... at the end of the round Cy does
    "n",  # and the table overrules the dictionary: QAT is acceptable
    "",
    "",
    # Round 7, 9 cards: Bob plays first.
    "bob",
    "jump(er)s fog",
    "think road",
    "wax lid",
    "e e o",
    "",
    "",
    # Round 8, 10 cards: Cy plays first.
    "ann",
    "(cl)ever noun",
    "a",
    "quiet stand",
    "bed lamp",
    "o i i",
    "",  # no challenge: the final board
    "",  # no picture of the result
]

THE_SAME_GAME = """
players = ["Ann", "Bob", "Cy"]
dealer = "Ann"

[[rounds]]
went_out = "Cy"
hands = { Ann = { words = ["at"], unused = ["i"] }, Bob = { words = ["ox"], unused = ["e"] }, \
Cy = { words = ["cat"] } }

[[rounds]]
went_out = "Cy"
hands = { Ann = { words = ["(qu)ite"] }, Bob = { words = ["be"], unused = ["z", "a"] }, \
Cy = { words = ["jinx"] } }
challenges = [{ by = "Ann", player = "Cy", word = "jinx" }]

[[rounds]]
went_out = "Ann"
hands = { Ann = { words = ["zoned"] }, Bob = { words = ["tax"], unused = ["e", "e"] }, \
Cy = { words = ["paris"] } }
challenges = [{ by = "Bob", player = "Cy", word = "paris" }]

[[rounds]]
went_out = "Bob"
hands = { Ann = { words = ["(th)(in)k", "so"], unused = ["e"] }, Bob = { words = ["garden"] }, \
Cy = { words = ["mop", "we"], unused = ["u"] } }

[[rounds]]
went_out = "Cy"
hands = { Ann = { words = ["quick"], unused = ["a", "t"] }, Bob = { words = ["fever", "go"] }, \
Cy = { words = ["hoe", "up", "as"] } }
challenges = [{ by = "Ann", player = "Cy", word = "hoe", ruling = "unacceptable" }]

[[rounds]]
went_out = "Ann"
hands = { Ann = { words = ["zebra", "dog"] }, Bob = { words = ["qat", "water"] }, \
Cy = { words = ["lemon"], unused = ["t", "y", "e"] } }
challenges = [{ by = "Cy", player = "Bob", word = "qat", ruling = "acceptable" }]

[[rounds]]
went_out = "Bob"
hands = { Ann = { words = ["wax", "lid"], unused = ["e", "e", "o"] }, \
Bob = { words = ["jump(er)s", "fog"] }, Cy = { words = ["think", "road"] } }

[[rounds]]
went_out = "Ann"
hands = { Ann = { words = ["quiet", "stand"] }, Bob = { words = ["bed", "lamp"], \
unused = ["o", "i", "i"] }, Cy = { words = ["(cl)ever", "noun"], unused = ["a"] } }
"""


def play(*lines: str, args: tuple[str, ...] = ()) -> Result:
    return qs("play", *args, input="".join(f"{x}\n" for x in lines))


def json_of(*args: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(ok(*args))
    return data


def last_question(result: Result) -> str:
    """The question that was waiting when the input ran out (before the stop message)."""
    lines = result.output.rstrip().splitlines()
    assert lines[-1] == STOPPED
    return lines[-2].rstrip()


def test_a_whole_game_typed_through_play_scores_like_its_transcript(tmp_path: Path) -> None:
    result = play(*WHOLE_GAME)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "✗ round 1, Ann: 2 unused cards, but the words leave 1" in out
    assert "Took back round 4, Cy: MOP WE; unused U." in out
    assert "PARIS: not acceptable. Paris is a proper noun, so it cannot be played" in out
    assert "✓ Cy's JINX stands; Ann loses 32 points this round." in out
    assert "! QAT: QAT is not in the standard dictionary" in out
    # T+H+I+N+K = 3+7+2+5+8 = 25 as typed; (TH)INK = 9+2+5+8 = 24.
    assert "THINK is scored as typed, 25 points; with the double-letter card it would be" in out
    assert "The game is over and saved." in out

    board = json_of("board", "--json")
    transcript = tmp_path / "night.toml"
    transcript.write_text(THE_SAME_GAME, encoding="utf-8")
    scored = json_of("score", "--json", str(transcript))
    assert board["totals"] == scored["totals"]
    assert board["rounds"] == scored["rounds"]
    assert board["winners"] == scored["winners"] and board["complete"]
    rulings = [
        (c["word"], c["acceptable"], c["decided_by"])
        for r in board["rounds"]
        for c in r["challenges"]
    ]
    assert rulings == [
        ("JINX", True, "dictionary"),
        ("PARIS", False, "dictionary"),
        ("HOE", False, "table"),
        ("QAT", True, "table"),
    ]
    assert board["rounds"][1]["players"]["Ann"]["penalty"] == 32

    # The game is over: play shows the last round's challenge question, then the board.
    again = play("")
    assert again.exit_code == 0 and "The game is over and saved." in again.output


def test_stopping_mid_round_and_playing_again_asks_the_next_player() -> None:
    first = play("Ann, Bob, Cy", "", "", "", "", "ox", "e", "q")
    assert first.exit_code == 0
    assert first.output.rstrip().endswith(STOPPED)

    again = play()  # nothing typed: it stops at the first question it asks
    assert "Carrying on game 1 'Ann vs Bob vs Cy'" in again.output
    assert "Recorded: Bob. Still to record: Cy, Ann." in again.output
    assert "Who went out?" not in again.output  # answered before: kept in the log
    assert last_question(again) == "Cy's words:"
    waiting = json_of("board", "--json")["waiting_for"]
    assert waiting == ["Cy", "Ann"]


def test_input_that_ends_stops_cleanly_and_keeps_every_confirmed_hand() -> None:
    result = play("Ann, Bob", "", "", "", "", "ox", "e", "ca")  # ends at Ann's unused cards
    assert result.exit_code == 130
    assert result.output.rstrip().endswith(STOPPED)
    assert json_of("board", "--json")["waiting_for"] == ["Ann"]


def test_stopping_before_the_game_starts_saves_nothing() -> None:
    result = play("q")
    assert result.exit_code == 0 and "nothing was saved" in result.output
    assert "no game yet" in CliRunner().invoke(cli, ["board"]).output


def test_a_stop_during_the_challenges_resumes_at_the_challenges() -> None:
    round_one = ["Ann, Bob", "", "", "", "", "ox", "e", "cat"]
    assert play(*round_one, "q").exit_code == 0

    resumed = play("", "", "q")  # no challenge; on to round 2; stop at "Who went out?"
    assert resumed.output.count("Challenge? ") == 1
    assert "Round 2 of 8: 4 cards each" in resumed.output
    assert last_question(resumed).startswith("Who went out?")


def test_mistakes_are_asked_again_with_the_reason() -> None:
    result = play(
        "Ann",  # one player
        "Ann, Bob",
        "Zed",  # not seated
        "b",  # Bob deals, so Ann plays first
        "klingon",  # no such dictionary
        "",
        "",  # the game's name: the players' names
        "dee",  # not playing
        "",
        "o(x",  # not card notation
        "o x",  # one-card words
        "oxen zap",  # 7 cards in round 1
        "ox",
        "e(",  # not a card
        "e",
        "q",
    )
    out = result.output
    assert "✗ Quiddler needs 2 to 8 players, not 1" in out
    assert "✗ dealer 'Zed' is not playing in this game" in out
    assert "✗ dictionary 'klingon':" in out
    assert "✗ player 'dee' is not playing in this game" in out
    assert "✗ round 1, Ann, word 'o(x'" in out
    assert "✗ round 1, Ann, word 'O': a word needs at least two cards" in out
    assert "✗ round 1, Ann: 7 cards in these words, but round 1 deals 3" in out
    assert "✗ round 1, Ann, card 'e('" in out
    assert "✓ Ann: OX (14); unused E (−2)" in out
    assert result.exit_code == 0


def test_challenge_mistakes_are_asked_again() -> None:
    result = play(
        "Ann, Bob, Cy",
        "",
        "",
        "",
        "",
        "at",
        "e",
        "at",
        "o",
        "ox",
        "e",
        "zed ox",  # nobody called Zed
        "ann at",  # Bob and Cy both laid AT down: whose?
        "ann ann ox",  # nobody challenges their own word
        "cy bob ox",  # Bob laid no OX
        "cy ox",  # only Ann laid OX: Cy challenges it
        "",
        "q",
    )
    out = result.output
    assert "✗ challenger 'zed' is not playing in this game" in out
    assert "✗ Bob and Cy both laid down AT in round 1: say whose" in out
    assert "✗ round 1, Ann, word 'OX': cannot challenge their own word" in out
    assert "✗ round 1, Cy, word 'OX': Bob did not lay down this word" in out
    assert "✓ Ann's OX stands; Cy loses 14 points this round." in out


def test_a_word_that_is_also_a_command_is_recorded_in_quotes() -> None:
    # Round 2 deals 4 cards; Ann, first to play, went out with Q+U+I+T as single cards.
    # Typed bare, quit stops play; in quotes it is the word (issue: Enter runs a command).
    setup = ["Ann, Bob", "", "", "", "", "ox", "e", "at", "e", "", ""]
    result = play(*setup, "ann", '"quit"', "", "q")
    assert "✓ Ann: QUIT (24); went out" in result.output
    assert result.output.rstrip().endswith(STOPPED)


def test_board_and_help_answer_and_ask_the_same_question_again() -> None:
    # BOARD is a word too, but typed bare at a words question it is the command.
    result = play("Ann, Bob", "", "", "", "", "ox", "e", "board", "?", "q")
    out = result.output
    assert "Next: round 1, 3 cards each; Ann deals, Bob plays first." in out
    assert "Round 1 still needs: Ann." in out
    assert "(qu)it or [th]e" in out
    assert out.count("Ann's words:") == 3


def test_who_went_out_is_asked_again_when_the_words_leave_cards() -> None:
    result = play("Ann, Bob", "", "", "", "bob", "ox", "n", "e", "q")
    out = result.output
    assert "✗ round 1, Bob: went out, so the words use all 3 cards, but these use 2" in out
    assert "✓ Bob: OX (14); unused E (−2)" in out and "went out" not in out.split("✓ Bob")[1]


def test_rules_belong_to_a_new_game(tmp_path: Path) -> None:
    house = tmp_path / "house.toml"
    house.write_text("[rules]\nstrict = true\n", encoding="utf-8")
    assert play("Ann, Bob", "", "", "", "q").exit_code == 0
    refused = play(args=("--rules", str(house)))
    assert refused.exit_code == 2 and "--rules sets up a new game: add --new" in refused.output
    fresh = play("Cy, Dee", "", "", "", "", "zax", "q", args=("--new", "--rules", str(house)))
    assert "New game 2 'Cy vs Dee'" in fresh.output
    assert "ZAX: ZAX is not in the standard dictionary (struck: the strict rule is on)" in (
        fresh.output
    )
    assert "Who challenges" not in fresh.output


def test_best_at_the_end_of_a_round_shows_what_the_cards_allowed() -> None:
    # Bob: OX 14 - E 2 = 12; Ann went out with CAT 13. The best plays match.
    round_one = ["Ann, Bob", "", "", "", "", "ox", "e", "cat"]
    result = play(*round_one, "", "best", "q")
    assert "played / best possible" in result.output
    assert "12 / 12" in result.output and "13 / 13" in result.output


def demo_answers() -> list[str]:
    """The sample game night (4 players, 8 rounds) typed into play, as a scorekeeper would.

    Challenges are typed at the end of each round and the table agrees with the
    dictionary, except in round 7 where the table rules FROZEN acceptable (the dictionary
    agrees). Round 3's PARIS is offered for a challenge as soon as it is recorded. Before
    round 3 the scorekeeper undoes round 2's challenge and types it again; before round 6
    Cy's round-2 hand is fixed wrongly and then put right.
    """
    import tomllib
    from importlib.resources import files

    demo = tomllib.loads((files("quiddler_score") / "demo.toml").read_text(encoding="utf-8"))
    players = demo["players"]
    answers = ["Ann, Bob, Cy, Dee", "", "", ""]
    for number, played in enumerate(demo["rounds"], start=1):
        first = players.index(players[(number - 1) % 4]) + 1  # left of the dealer
        order = players[first:] + players[:first]
        answers.append(played.get("went_out", ""))
        for player in order:
            hand = played["hands"][player]
            answers.append(" ".join(hand["words"]))
            if player != played.get("went_out") and hand.get("unused"):
                answers.append(" ".join(hand["unused"]))
            if "paris" in hand["words"]:
                answers += ["ann", ""]  # Ann challenges at once; the table agrees
        for challenge in played.get("challenges", []):
            if challenge["word"] != "paris":
                answers += [f"{challenge['by']} {challenge['player']} {challenge['word']}", ""]
        answers.append("")  # no more challenges
        if number == 2:
            answers += ["undo", "dee bob jinx", "", ""]  # take back the challenge, type it again
        if number == 5:
            answers += ["fix", "2", "cy", "", "rod", "a"]  # a wrong fix of Cy's round 2 ...
            answers += ["fix", "2", "cy", "", "rod", "e"]  # ... put right, and on to round 6
        elif number < 8:
            answers.append("")  # on to the next round
    answers.append("")  # no picture of the result
    return answers


def test_a_four_player_game_night_kept_with_play_alone_matches_the_demo() -> None:
    result = play(*demo_answers())
    assert result.exit_code == 0, result.output[-3000:]
    out = result.output
    assert "Took back round 2: Dee challenged Bob's JINX" in out
    assert out.count("Fixed round 2:") == 2
    assert "The game is over and saved." in out
    board = json_of("board", "--json")
    demo = json_of("demo", "--json")
    assert board["totals"] == demo["totals"] == {"Ann": 280, "Bob": 208, "Cy": 180, "Dee": 103}
    for kept, replayed in zip(board["rounds"], demo["rounds"], strict=True):
        for player, scores in kept["players"].items():
            want = replayed["players"][player]
            assert {k: scores[k] for k in want if k != "notes"} == {
                k: want[k] for k in want if k != "notes"
            }
    verdicts = [(c["word"], c["acceptable"]) for r in board["rounds"] for c in r["challenges"]]
    assert verdicts == [("JINX", True), ("PARIS", False), ("HOE", True), ("FROZEN", True)]


def test_q_at_an_unused_cards_question_is_the_q_card() -> None:
    # Bob keeps the Q card unused: OX 14 - Q 15 = -1.
    result = play("Ann, Bob", "", "", "", "", "ox", "q", "quit")
    assert "✓ Bob: OX (14); unused Q (−15)" in result.output
    assert result.output.rstrip().endswith(STOPPED)


def test_a_fix_that_changes_who_went_out_asks_the_others_afresh() -> None:
    # Cy was said to go out; a fix then records Bob as out with OXE, so Cy is asked
    # for words and unused cards like anyone else, not "(went out)" again.
    answers = ["Ann, Bob, Cy", "", "", "", "cy", "ox", "e", "fix", "1", "bob", "y", "oxe"]
    result = play(*answers, "at", "o", "q")
    out = result.output
    assert "Fixed round 1:" in out
    assert "✓ Cy: AT (5); unused O (−2)" in out
    assert "already went out" not in out


def test_each_rounds_challenges_say_which_round() -> None:
    result = play("Ann, Bob", "", "", "", "", "ox", "e", "cat", "q")
    assert "Round 1 is complete. Any challenges?" in result.output


def test_rename_corrects_a_misspelt_name_during_play() -> None:
    result = play("Ann, Bbo", "", "", "", "", "rename", "bbo", "Bob", "ox", "e", "q")
    assert "Bbo is now Bob." in result.output
    assert "✓ Bob: OX (14); unused E (−2)" in result.output
    assert json_of("board", "--json")["players"] == ["Ann", "Bob"]


PICTURE_QUESTION = "A picture of the result to share?"
GET_PICTURES = 'needs matplotlib: pip install "quiddler-score[pictures]"'


def test_the_end_of_a_game_offers_a_picture_where_matplotlib_is_installed() -> None:
    result = play(*WHOLE_GAME)
    assert result.exit_code == 0, result.output
    assert PICTURE_QUESTION in result.output
    assert GET_PICTURES not in result.output


def test_without_matplotlib_no_picture_is_offered_and_one_line_says_how_to_get_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A minimal install (pip install ., no pictures extra): matplotlib cannot be imported.
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    result = play(*WHOLE_GAME[:-1])  # the last answer was for the picture question
    assert result.exit_code == 0, result.output
    assert PICTURE_QUESTION not in result.output
    assert result.output.count(GET_PICTURES) == 1
    assert result.output.rstrip().endswith("Next game: quiddler-score play --new")

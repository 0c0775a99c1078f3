"""`quiddler-score best` through the command line, and the solver it builds for a table.

The bundled dictionaries are used as shipped; word lists are written to a temp folder.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import ok, qs
from installed import dictionary_or_skip

from quiddler_score.engine import cards
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.words.backends import UNKNOWN
from quiddler_score.words.best_play import solver_for
from quiddler_score.words.dictionaries import open_dictionary

REPO = Path(__file__).resolve().parent.parent


def run(*args: str) -> tuple[int, str]:
    result = qs("best", *args)
    return result.exit_code, result.output


def best_json(*args: str) -> dict[str, Any]:
    code, output = run(*args, "--json")
    assert code == 0, output
    data = json.loads(output)
    assert isinstance(data, dict)
    return data


def test_the_qu_card_scores_nine_in_the_best_play() -> None:
    # (QU)IT = 9+2+3 = 14, OX = 2+12 = 14: the hand goes out with 28.
    code, output = run("(qu)", "i", "t", "o", "x")
    assert code == 0, output
    assert "best: (QU)IT 14 + OX 14 = 28, unused: none" in output
    assert "going out: the best play" in output


def test_single_q_and_u_cards_score_as_themselves() -> None:
    # Q U I T O X are 15+4+2+3+2+12 = 38, and the hand can go out (QUIT + OX at least).
    data = best_json("q", "u", "i", "t", "o", "x")
    assert data["score"] == 38
    assert data["unused"] == []
    assert data["goes_out"] is True
    laid = [cards.word(word) for word in data["words"]]
    assert sum(word.points for word in laid) == 38
    assert sorted(card.letters for word in laid for card in word.cards) == sorted("QUITOX")
    assert all(not card.is_double for word in laid for card in word.cards)


def test_the_json_answer_has_every_play() -> None:
    data = best_json("z", "a", "t", "--draw", "e")
    assert set(data) >= {
        "score",
        "words",
        "unused",
        "discard",
        "goes_out",
        "going_out",
        "longest_word",
        "most_words",
        "dictionary",
    }
    # Discard Z: A T E make one word of 2+3+2 = 7 and the hand goes out.
    assert (data["score"], data["unused"], data["discard"]) == (7, [], "Z")
    assert [cards.word(word).letters for word in data["words"]] in (["ATE"], ["EAT"], ["TEA"])
    assert data["going_out"]["score"] == 7
    assert data["longest_word"]["letters"] == 3
    assert data["most_words"]["words"] == data["words"]


def test_a_hand_that_makes_no_word() -> None:
    # Q (15), Z (14) and X (12) make no word: -41.
    data = best_json("q", "z", "x")
    assert data["words"] == []
    assert sorted(data["unused"]) == ["Q", "X", "Z"]
    assert data["score"] == -41
    assert data["going_out"] is None
    assert data["longest_word"] is None
    assert data["most_words"] is None


def test_the_human_answer_names_the_discard_and_the_other_plays() -> None:
    code, output = run("z", "a", "t", "--draw", "e")
    assert code == 0, output
    lines = output.splitlines()
    assert lines[0].startswith("best: ") and lines[0].endswith(" = 7, unused: none")
    assert "discard: Z" in lines
    assert any(line.startswith("longest word: ") and "3 letters" in line for line in lines)
    assert "most words: the best play" in lines


def test_unused_cards_are_taken_away_in_the_sum() -> None:
    code, output = run("q", "z", "x")
    assert code == 0, output
    assert "best: no words − Q 15 − Z 14 − X 12 = −41, unused: Q Z X" in output
    assert "going out: not possible" in output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["ch", "a"], "there is no 'CH' card"),
        (["a", "(xy)"], "there is no 'XY' card"),
        (["a", "1"], "there is no '1' card"),
        (["a", "(qu"], "unclosed bracket in card '(qu'"),
        (["a", "b", "c", "--draw", "7"], "Invalid value for '--draw': there is no '7' card"),
        (["z", "z", "z"], "3 Z cards, but the deck has only 2 Z cards"),
        (["z", "a", "z", "--draw", "z"], "3 Z cards"),
        # A hand is 2 cards (a house rule's smallest round) to 10; a drawn card comes on top.
        ([], "a hand has at least 2 cards, not 0"),
        (["a"], "a hand has at least 2 cards, not 1"),
        (["a", "--draw", "c"], "a hand has at least 2 cards, not 1"),
        (
            list("abcdefghijk"),
            "a hand has at most 10 cards, not 11; give the card drawn with --draw CARD",
        ),
        ([*"abcdefghijk", "--draw", "l"], "a hand has at most 10 cards, not 11"),
        # An empty token is named as such, not taken for empty brackets.
        (["a", "b", "c", ""], "Invalid value for 'CARD...': an empty card"),
        (["a", "b", "c", "  "], "Invalid value for 'CARD...': an empty card"),
        (["a", "b", "c", "--draw", ""], "Invalid value for '--draw': an empty card"),
        (["a", "b", "c", "--draw", "d", "--draw", "e"], "--draw is given 2 times"),
        (["a", "b", "c", "--draw", "d", "--draw", "d"], "--draw is given 2 times"),
        (["a", "b", "c", "--dictionary", "nope"], "--dictionary: unknown dictionary 'nope'"),
        (["a", "b", "c", "--dictionary", "file:/no/such/list.txt"], "--dictionary: cannot read"),
    ],
)
def test_bad_input_is_one_line_with_exit_status_2(args: list[str], message: str) -> None:
    code, output = run(*args)
    assert code == 2, output
    assert message in output
    assert "Traceback" not in output
    assert len(output.strip().splitlines()) == 1, output


def test_a_round_eight_hand_with_a_draw_is_answered() -> None:
    data = best_json(*"abcdefghij", "--draw", "k")
    assert data["discard"] is not None
    assert len(data["unused"]) + sum(len(cards.word(w).cards) for w in data["words"]) == 10


def test_a_round_one_hand_is_answered_with_and_without_a_draw() -> None:
    # A T E is EAT (or ATE, TEA): 7, out. Drawing Z, discard Z and still go out.
    assert best_json("a", "t", "e")["score"] == 7
    data = best_json("a", "t", "e", "--draw", "z")
    assert (data["score"], data["discard"], data["unused"]) == (7, "Z", [])


def test_empty_brackets_are_still_named_as_such() -> None:
    code, output = run("a", "b", "c", "()")
    assert code == 2, output
    assert "empty brackets are not a card" in output


def word_list(folder: Path, text: str) -> str:
    path = folder / "house.txt"
    path.write_text(text, encoding="utf-8")
    return f"file:{path}"


def test_a_word_list_file_offers_only_its_own_words(tmp_path: Path) -> None:
    # The file knows only QUIT and OX: QUIT (24) + OX (14) = 38.
    dictionary = word_list(tmp_path, "quit\nox\n")
    data = best_json("q", "u", "i", "t", "o", "x", "--dictionary", dictionary)
    assert (data["words"], data["score"]) == (["QUIT", "OX"], 38)
    assert data["dictionary"] == f"file:{(tmp_path / 'house.txt').resolve()}"


def test_a_word_list_file_offers_words_the_large_list_lacks(tmp_path: Path) -> None:
    # XZQ is in no bundled list; the table's list makes it a word: 12 + 14 + 15 = 41.
    assert open_dictionary("large").lookup("xzq") == UNKNOWN
    dictionary = word_list(tmp_path, "# our house words\nxzq\nqi\n")
    data = best_json("x", "z", "q", "--dictionary", dictionary)
    assert (data["words"], data["score"], data["goes_out"]) == (["XZQ"], 41, True)
    data = best_json("x", "z", "q", "--draw", "i", "--dictionary", dictionary)
    assert (data["words"], data["discard"], data["score"]) == (["XZQ"], "I", 41)


def test_a_word_list_file_is_judged_as_check_judges_it(tmp_path: Path) -> None:
    # née lists nee with accents (a word); Zaxq is Capitalised, a proper noun; QZAX is
    # in capitals, played only when capitals_only_words is on.
    dictionary = word_list(tmp_path, "née\nZaxq\nQZAX\n")
    assert best_json("n", "e", "e", "--dictionary", dictionary)["words"] == ["NEE"]
    assert best_json("z", "a", "x", "q", "--dictionary", dictionary)["words"] == []
    hand = cards.cards("q z a x")
    assert solver_for(dictionary)(hand, None).best.words == ()
    capitals = solver_for(dictionary, RuleSettings(capitals_only_words=True))
    assert [str(w) for w in capitals(hand, None).best.words] == ["QZAX"]
    no_accents = solver_for(dictionary, RuleSettings(accent_folded_words=False))
    assert no_accents(cards.cards("n e e"), None).best.words == ()


@pytest.mark.parametrize("dictionary", ["standard", "large"])
def test_the_house_allow_list_is_offered(dictionary: str) -> None:
    hand = cards.cards("x z q")
    assert solver_for(dictionary)(hand, None).best.words == ()
    play = solver_for(dictionary, RuleSettings(allow=("xzq",)))(hand, None)
    assert [str(word) for word in play.best.words] == ["XZQ"]
    assert play.best.score == 12 + 14 + 15
    assert play.longest_word is not None and str(play.longest_word) == "XZQ"


def test_the_allow_list_merges_with_the_words_of_the_index() -> None:
    # TEA, EAT and ATE are in the index under aet; TAE (house) joins them, and the deny
    # list strikes the others: the word laid must be TAE.
    settings = RuleSettings(allow=("tae",), deny=("ate", "eat", "eta", "tea"))
    play = solver_for("standard", settings)(cards.cards("t a e"), None)
    assert [str(word) for word in play.best.words] == ["TAE"]


def test_the_allow_list_is_offered_with_a_word_list_file(tmp_path: Path) -> None:
    dictionary = word_list(tmp_path, "ox\n")
    play = solver_for(dictionary, RuleSettings(allow=("xzq", "a")))(cards.cards("x z q o x"), None)
    assert sorted(str(word) for word in play.best.words) == ["OX", "XZQ"]


def test_capitals_only_words_are_offered_when_the_table_accepts_them() -> None:
    # AHQ is listed only in capitals: 2 + 7 + 15 = 24. Otherwise AH (9) - Q (15) = -6.
    hand = cards.cards("a h q")
    assert solver_for("standard")(hand, None).best.score == -6
    play = solver_for("standard", RuleSettings(capitals_only_words=True))(hand, None)
    assert ([str(word) for word in play.best.words], play.best.score) == (["AHQ"], 24)


def test_board_best_offers_the_games_allow_list(tmp_path: Path) -> None:
    rules = tmp_path / "rules.toml"
    rules.write_text('[rules]\nallow = ["xzq"]\n', encoding="utf-8")
    ok("new", "Ann", "Bob", "--rules", str(rules))
    ok("record", "ann", "--unused", "x z q")
    ok("record", "bob", "oat", "--out")
    players = json.loads(ok("board", "--best", "--json"))["rounds"][0]["players"]
    assert players["Ann"]["best_possible"] == 41


def test_a_hunspell_dictionary_judges_candidates_from_the_large_list() -> None:
    dictionary_or_skip("hunspell:en_US")
    data = best_json("(qu)", "i", "t", "o", "x", "--dictionary", "hunspell:en_US")
    assert data["score"] == 28
    assert data["dictionary"] == "hunspell:en_US"


def test_best_has_help_text() -> None:
    code, output = run("--help")
    assert code == 0
    assert "CARD..." in output
    assert "--draw CARD" in output
    # Hunspell dictionaries cannot be listed: the help says where their words come from.
    text = " ".join(output.split())
    assert "A hunspell:TAG dictionary cannot be listed word by word" in text
    assert "candidates come from the bundled large list" in text


def test_a_real_process_answers() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "quiddler_score", "best", "(qu)", "i", "t", "o", "x"],
        cwd=REPO,
        env=dict(os.environ, PYTHONPATH=str(REPO)),
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "best: (QU)IT 14 + OX 14 = 28, unused: none"

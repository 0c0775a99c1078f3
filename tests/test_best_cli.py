"""`quiddler-score best` through the command line, with the bundled standard lexicon."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from quiddler_score import cards
from quiddler_score.backends import DictionaryUnavailable
from quiddler_score.dictionaries import open_dictionary

REPO = Path(__file__).resolve().parent.parent


def run(*args: str) -> tuple[int, str]:
    from quiddler_score.cli import cli

    result = CliRunner().invoke(cli, ["best", *args])
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
    # Q (15) and Z (14) make no word: -29.
    data = best_json("q", "z")
    assert data["words"] == []
    assert sorted(data["unused"]) == ["Q", "Z"]
    assert data["score"] == -29
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
    code, output = run("q", "z")
    assert code == 0, output
    assert "best: no words − Q 15 − Z 14 = −29, unused: Q Z" in output
    assert "going out: not possible" in output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["ch", "a"], "there is no 'CH' card"),
        (["a", "(xy)"], "there is no 'XY' card"),
        (["a", "1"], "there is no '1' card"),
        (["a", "(qu"], "unclosed bracket in card '(qu'"),
        (["a", "b", "--draw", "7"], "Invalid value for '--draw': there is no '7' card"),
        (["z", "z", "z"], "3 Z cards, but the deck has only 2 Z cards"),
        (["z", "a", "z", "--draw", "z"], "3 Z cards"),
        (["a"], "a hand has at least 2 cards, not 1"),
        ([], "a hand has at least 2 cards, not 0"),
        (list("abcdefghijk"), "a hand has at most 10 cards (round 8), not 11"),
        (["a", "b", "--dictionary", "nope"], "--dictionary: unknown dictionary 'nope'"),
        (["a", "b", "--dictionary", "file:/no/such/list.txt"], "--dictionary: cannot read"),
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


def test_a_word_list_file_judges_candidates_from_the_large_list(tmp_path: Path) -> None:
    # The file knows only QUIT and OX: QUIT (24) + OX (14) = 38.
    words = tmp_path / "house.txt"
    words.write_text("quit\nox\n", encoding="utf-8")
    data = best_json("q", "u", "i", "t", "o", "x", "--dictionary", f"file:{words}")
    assert (data["words"], data["score"]) == (["QUIT", "OX"], 38)
    assert data["dictionary"] == f"file:{words.resolve()}"


def test_a_hunspell_dictionary_judges_candidates_from_the_large_list() -> None:
    try:
        open_dictionary("hunspell:en_US")
    except DictionaryUnavailable as error:
        if os.environ.get("CI"):
            pytest.fail(f"CI is set, so hunspell:en_US must be installed: {error}")
        pytest.skip(str(error))
    data = best_json("(qu)", "i", "t", "o", "x", "--dictionary", "hunspell:en_US")
    assert data["score"] == 28
    assert data["dictionary"] == "hunspell:en_US"


def test_best_has_help_text() -> None:
    code, output = run("--help")
    assert code == 0
    assert "CARD..." in output
    assert "--draw CARD" in output


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

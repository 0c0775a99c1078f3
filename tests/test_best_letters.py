"""`best` reads a hand typed as one word: `best quixotic` is the cards q u i x o t i c.

An argument of one or two characters, or one card in brackets, is one card (a lone
`th` is the TH card); anything longer is a run of cards in card notation, where a
double-letter card needs brackets: `quick` is five single cards, `(qu)ick` four.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from cli_helpers import qs


def run(*args: str) -> tuple[int, str]:
    result = qs("best", *args)
    return result.exit_code, result.output


def answer(*args: str) -> dict[str, Any]:
    code, output = run(*args, "--json")
    assert code == 0, output
    data = json.loads(output)
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize(
    ("typed", "cards"),
    [
        # Single letters run together are single cards.
        (["quixotic"], ["q", "u", "i", "x", "o", "t", "i", "c"]),
        (["QUIXOTIC"], ["q", "u", "i", "x", "o", "t", "i", "c"]),
        (["quick"], ["q", "u", "i", "c", "k"]),
        # Brackets, round or square, make a double-letter card inside a run.
        (["(qu)ixotic"], ["(qu)", "i", "x", "o", "t", "i", "c"]),
        (["[qu]ixotic"], ["(qu)", "i", "x", "o", "t", "i", "c"]),
        (["[qu]ick"], ["(qu)", "i", "c", "k"]),
        (["(th)(in)g"], ["(th)", "(in)", "g"]),
        # Runs and loose cards mix, as before.
        (["q", "u", "(th)e"], ["q", "u", "(th)", "e"]),
        (["zest", "q", "ixu"], ["z", "e", "s", "t", "q", "i", "x", "u"]),
        # One or two letters alone are one card: a lone th is the TH card.
        (["th", "e", "a"], ["(th)", "e", "a"]),
        (["qu", "i", "t"], ["(qu)", "i", "t"]),
        (["in", "kstone"], ["(in)", "k", "s", "t", "o", "n", "e"]),
    ],
)
def test_a_run_is_the_same_hand_as_its_cards_typed_apart(
    typed: list[str], cards: list[str]
) -> None:
    assert answer(*typed) == answer(*cards)


def test_a_run_without_brackets_never_uses_a_double_letter_card() -> None:
    # QUICK from single cards: 15+4+2+8+8 = 37; (QU)ICK: 9+2+8+8 = 27.
    assert answer("quick")["words"] == ["QUICK"]
    assert answer("quick")["score"] == 37
    assert answer("(qu)ick")["words"] == ["(QU)ICK"]
    assert answer("(qu)ick")["score"] == 27


def test_a_lone_th_is_the_th_card_and_t_h_are_two_cards() -> None:
    # (TH)E = 9+2 = 11, A unused (2): 9. With T and H apart: THE 3+7+2 = 12 and more.
    with_card = answer("th", "e", "a")
    assert (with_card["words"], with_card["unused"]) == (["(TH)E"], ["A"])
    apart = answer("t", "h", "e", "a")
    assert all("(TH)" not in word for word in apart["words"])
    assert answer("the", "a") == apart


def test_the_human_answer_for_a_word_typed_whole() -> None:
    code, output = run("(qu)ixotic")
    assert code == 0, output
    assert output.splitlines()[0] == "best: (QU)IXOTIC 38 = 38, unused: none"


def test_the_draw_takes_the_same_notation_for_one_card() -> None:
    assert answer("tea", "--draw", "qu") == answer("t", "e", "a", "--draw", "(qu)")
    assert answer("tea", "--draw", "[qu]") == answer("t", "e", "a", "--draw", "(qu)")
    assert answer("tea", "--draw", "Z")["discard"] is not None


@pytest.mark.parametrize(
    ("args", "message"),
    [
        # Two letters alone name one card; when there is no such card, say how to type it.
        (["ox", "at", "e"], "there is no 'OX' card"),
        (["ox", "at", "e"], "two letters alone are one card: type o x apart"),
        (["ch", "a"], "type c h apart"),
        # A run names the card or character at fault.
        (["(ch)at"], "there is no 'CH' card"),
        (["quixotic!"], "'!' in 'quixotic!' is not a letter"),
        (["qu1ck"], "'1' in 'qu1ck' is not a letter"),
        (["twenty-two"], "has a hyphen"),
        (["(qu"], "unclosed bracket in card '(qu'"),
        (["(quick"], "unclosed bracket in card '(quick'"),
        (["a", "b(qu"], "unclosed '(' in 'b(qu'"),
        (["ab()c"], "empty brackets are not a card"),
        # The hand, counted over every run: sizes and the deck's copies.
        (["zz", "z"], "there is no 'ZZ' card"),
        (["zaz", "z"], "3 Z cards, but the deck has only 2 Z cards"),
        (["[qu]i(qu)(qu)"], "3 (QU) cards, but the deck has only 2"),
        (["ox"], "there is no 'OX' card"),
        (["tea", "zest", "quip"], "a hand has at most 10 cards, not 11; give the card"),
        # --draw is one card.
        (["tea", "--draw", "quick"], "Invalid value for '--draw': a turn draws one card, not 5"),
        (["tea", "--draw", "quick"], "(Q U I C K)"),
        (["tea", "--draw", "(qu)i"], "a turn draws one card, not 2 ((QU) I)"),
        (["tea", "--draw", "ab"], "Invalid value for '--draw': there is no 'AB' card"),
        (["tea", "--draw", "s", "--draw", "t"], "--draw is given 2 times"),
    ],
)
def test_a_mistake_is_one_line_with_exit_status_2(args: list[str], message: str) -> None:
    code, output = run(*args)
    assert code == 2, output
    assert message in output
    assert "Traceback" not in output
    assert len(output.strip().splitlines()) == 1, output


def test_the_help_says_how_to_type_a_hand() -> None:
    code, output = run("--help")
    assert code == 0
    text = " ".join(output.split())
    assert "best quixotic" in text
    assert "best (qu)ixotic" in text
    assert "quick is Q U I C K, five cards" in text
    assert "a lone th is the TH card" in text
    assert "--draw CARD" in text

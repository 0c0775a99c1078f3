"""The questions of ``play``: a mistake is said and the question asked again, and a
command typed alone runs wherever it is typed."""

from __future__ import annotations

import click
import pytest

from quiddler_score.cli.play.questions import BOARD, Questions, fault_in_words
from quiddler_score.engine.cards import card, parse_words
from quiddler_score.engine.errors import GameError


def answering(monkeypatch: pytest.MonkeyPatch, *lines: str) -> None:
    """The scorekeeper types ``lines``, one at each prompt."""
    answers = iter(lines)
    monkeypatch.setattr(click, "prompt", lambda *args, **kwargs: next(answers))


def test_a_wrong_answer_is_said_and_the_question_asked_again(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answering(monkeypatch, "maybe", " N ")
    assert Questions(print).ask_yes("Record it?") is False
    assert "✗ answer y (yes) or n (no)" in capsys.readouterr().out


def test_enter_is_the_default_of_a_yes_question_and_refused_without_one(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answering(monkeypatch, "", "", "y")
    assert Questions(print).ask_yes("Did Ann go out?") is True
    assert Questions(print).ask_yes("Is AT acceptable?", None) is True
    assert capsys.readouterr().out.count("✗ answer y (yes) or n (no)") == 1


def test_a_command_runs_and_the_same_question_is_asked_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ran: list[str] = []
    answering(monkeypatch, "board", "Ann")
    assert Questions(ran.append).ask("Who went out?") == "Ann"
    assert ran == [BOARD]


def test_a_players_whole_name_is_an_answer_even_when_it_is_a_command(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ran: list[str] = []
    answering(monkeypatch, "BOARD")
    assert Questions(ran.append).ask_player("Who went out?", ["Board", "Ann"]) == "Board"
    assert ran == []


def test_q_at_a_cards_question_is_the_q_card(monkeypatch: pytest.MonkeyPatch) -> None:
    answering(monkeypatch, "q")
    assert Questions(print).ask_unused(1, "Ann", 1) == (card("q"),)


def test_unused_cards_are_asked_again_until_as_many_as_the_words_leave(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answering(monkeypatch, "e i", "e")
    assert Questions(print).ask_unused(1, "Ann", 1) == (card("e"),)
    assert "✗ round 1, Ann: 2 unused cards, but the words leave 1" in capsys.readouterr().out


def test_a_refusal_that_names_a_word_or_its_card_is_the_words_fault() -> None:
    words = list(parse_words("at", round_number=1, player="Ann"))
    assert fault_in_words(GameError("not a word", word="AT"), words)
    assert fault_in_words(GameError("not in the round", card="T"), words)
    assert not fault_in_words(GameError("too many unused cards"), words)

"""The commands of ``play`` that work at any question, before a game is under way."""

from __future__ import annotations

import pytest

from quiddler_score.cli.play.anywhere import HELP_TEXT, Anywhere
from quiddler_score.cli.play.questions import BOARD, FIX, HELP, QUIT, UNDO
from quiddler_score.cli.play.sitting import Sitting, Stop


def test_help_works_before_the_game_starts(capsys: pytest.CaptureFixture[str]) -> None:
    Anywhere(Sitting()).run(HELP)
    assert "undo    take back the last entry" in capsys.readouterr().out
    assert "  q       stop" in HELP_TEXT


@pytest.mark.parametrize("command", [BOARD, FIX, UNDO])
def test_a_command_on_the_game_before_there_is_one_says_so(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    Anywhere(Sitting()).run(command)
    assert capsys.readouterr().out == "No game yet: answer the questions to start one.\n"


def test_q_stops_the_sitting() -> None:
    with pytest.raises(Stop):
        Anywhere(Sitting()).run(QUIT)

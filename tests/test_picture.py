"""The results card in ``play``: never offered where this install cannot make one."""

from __future__ import annotations

import pytest

from quiddler_score.cli.play import picture
from quiddler_score.cli.play.questions import Questions
from quiddler_score.cli.play.sitting import Sitting


def test_without_matplotlib_one_line_says_how_to_get_pictures_and_nothing_is_asked(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(picture, "pictures_installed", lambda: False)
    asked: list[str] = []
    questions = Questions(asked.append)
    monkeypatch.setattr(questions, "ask", lambda *args, **kwargs: asked.append("asked"))
    picture.ask_picture(Sitting(), questions)
    assert asked == []
    assert capsys.readouterr().out == (
        "A picture of the result to share needs matplotlib: "
        'pip install "quiddler-score[pictures]"\n'
    )

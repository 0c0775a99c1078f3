"""The flow of a game in ``play``: the dictionaries a new game is offered."""

from __future__ import annotations

from quiddler_score.cli.play.rounds import dictionary_choices


def test_the_dictionaries_offered_leave_out_the_one_enter_chooses() -> None:
    offered = dictionary_choices("large")
    names = offered.split(", ")
    assert "large" not in names
    assert names[:2] == ["standard", "family"]
    assert names[-1] == "file:PATH"


def test_the_standard_dictionary_is_enters_choice_by_default() -> None:
    offered = dictionary_choices()
    assert offered.startswith("large, family, ")

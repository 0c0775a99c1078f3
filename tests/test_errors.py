"""The project's errors have one root, with a subclass per layer: the command line
catches the one root and shows it in one line, exit status 2."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest
from click.testing import CliRunner

import quiddler_score
from quiddler_score.cli import cli
from quiddler_score.engine.errors import GameError, QuiddlerError, ScoringError
from quiddler_score.games.errors import GameNameError, NothingToRedo, NothingToUndo, StoreError

# Not errors to show: play's signals to stop or start again, click's own error, and the
# refusals of the seats' pages, answered over HTTP in one line.
NOT_OURS = {"Stop", "Restart", "InputError", "Refused"}


def exception_classes() -> list[type[BaseException]]:
    found = []
    for module in pkgutil.walk_packages(quiddler_score.__path__, prefix="quiddler_score."):
        if module.name.endswith("__main__"):  # importing it runs the command line
            continue
        loaded = importlib.import_module(module.name)
        for _, value in inspect.getmembers(loaded, inspect.isclass):
            if issubclass(value, BaseException) and value.__module__ == module.name:
                found.append(value)
    return found


def test_every_error_the_project_defines_has_the_one_root() -> None:
    classes = exception_classes()
    assert {GameError, StoreError, GameNameError} <= set(classes)
    strays = [c.__qualname__ for c in classes if not issubclass(c, QuiddlerError)]
    assert sorted(strays) == sorted(NOT_OURS)


@pytest.mark.parametrize("error", [GameNameError, NothingToUndo, NothingToRedo, StoreError])
def test_the_saved_games_errors_are_not_rules_of_the_game(error: type[Exception]) -> None:
    assert not issubclass(error, ScoringError)
    assert not issubclass(error, GameError)


def test_a_bad_game_name_is_one_line_and_exit_status_2() -> None:
    result = CliRunner().invoke(cli, ["new", "Ann", "Bob", "--name", "two\nlines"])
    assert result.exit_code == 2
    assert result.output == (
        "Error: --name: a game's name is 1 to 80 printable characters, on one line\n"
    )

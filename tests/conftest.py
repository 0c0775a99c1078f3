from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from environment import quiet_environment  # found through the path above

if TYPE_CHECKING:
    from quiddler_score.games.log.store import Store


@pytest.fixture(autouse=True)
def quiet_terminal(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """Same output whatever the developer's terminal; saved games go to a temp folder."""
    quiet_environment(monkeypatch, tmp_path / "games.sqlite3")
    yield


@pytest.fixture
def store() -> Iterator[Store]:
    """The test's saved-games database, where QUIDDLER_DB points, opened as a Store.

    Imported here, not at the top: conftest loads nothing of quiddler_score before a
    test that counts what a command imports (see environment.py).
    """
    from quiddler_score.games.log.store import Store

    with Store(Path(os.environ["QUIDDLER_DB"])) as opened:
        yield opened


@pytest.fixture
def california(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """This computer's clock in California (8 hours behind UTC in December)."""
    monkeypatch.setenv("TZ", "America/Los_Angeles")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()

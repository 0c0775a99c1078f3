from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from environment import quiet_environment  # found through the path above


@pytest.fixture(autouse=True)
def quiet_terminal(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """Same output whatever the developer's terminal; saved games go to a temp folder."""
    quiet_environment(monkeypatch, tmp_path / "games.sqlite3")
    yield

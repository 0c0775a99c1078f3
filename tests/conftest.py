from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(autouse=True)
def quiet_terminal(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """Same output whatever the developer's terminal; saved games go to a temp folder."""
    for name in ("FORCE_COLOR", "NO_COLOR", "QUIDDLER_DB", "QUIDDLER_GAME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("COLUMNS", "120")
    monkeypatch.setenv("QUIDDLER_DB", str(tmp_path / "games.sqlite3"))
    yield

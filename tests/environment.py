"""The environment every test runs in: the same output whatever the developer's terminal,
and saved games in a temp folder. Imports nothing of quiddler_score, so that conftest
loads nothing of it before a test that counts what a command imports."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


def quiet_environment(monkeypatch: pytest.MonkeyPatch, db: Path) -> None:
    """Same output whatever the developer's terminal; saved games go to ``db``.

    conftest gives every test this environment; a fixture of a wider scope is set up
    before it, so it asks for the same with ``saving_to``.
    """
    for name in ("FORCE_COLOR", "NO_COLOR", "QUIDDLER_DB", "QUIDDLER_GAME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("COLUMNS", "120")
    # English, whatever the developer's language; a test of French or Spanish asks for it.
    monkeypatch.setenv("LANGUAGE", "en")
    # Plain mode off, and restored so after a test whose --plain turned it on.
    monkeypatch.setenv("QUIDDLER_PLAIN", "0")
    if os.environ.get("TERM") == "dumb":
        monkeypatch.setenv("TERM", "xterm")
    monkeypatch.setenv("QUIDDLER_DB", str(db))


@contextmanager
def saving_to(db: Path) -> Iterator[Path]:
    """The environment of a test, with the saved games in ``db``, for the ``with`` block."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        quiet_environment(monkeypatch, db)
        yield db

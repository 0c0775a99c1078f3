"""``rulings`` and its recheck read right at every width, with long and accented names."""

from __future__ import annotations

from pathlib import Path

import pytest
from screen_fit import assert_fits
from test_screen_widths import NAMES_LINES, PLAYERS, evening, screens

__all__ = ["evening"]  # the sample evening under long names, a fixture


@pytest.mark.parametrize("command", ["rulings", "rulings --recheck"])
def test_rulings_fit_every_width(evening: Path, command: str) -> None:
    for width, narrow, wide in screens(evening, *command.split()):
        assert_fits(narrow, wide, width, PLAYERS, NAMES_LINES)

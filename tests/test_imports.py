"""The pure modules stay pure: importing them pulls in neither click nor rich."""

from __future__ import annotations

import subprocess
import sys

import pytest

PURE = {
    "the rules engine": "quiddler_score.engine.scoring, quiddler_score.engine.transcript, quiddler_score.present.report",
    "a game's event log": "quiddler_score.games.state",
    "the best-play solver and its index": "quiddler_score.words.solver, quiddler_score.words.anagrams",
    "the store": "quiddler_score.games.store",
}


@pytest.mark.parametrize("part", sorted(PURE))
def test_importing_a_pure_module_imports_neither_click_nor_rich(part: str) -> None:
    code = (
        "import sys\n"
        f"import {PURE[part]}\n"
        "print(sorted(m for m in ('click', 'rich') if m in sys.modules))\n"
    )
    output = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert output.strip() == "[]", part

"""The rules engine is pure: importing it pulls in neither click nor rich."""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_engine_imports_neither_click_nor_rich() -> None:
    code = (
        "import sys\n"
        "import quiddler_score.scoring, quiddler_score.transcript, quiddler_score.report\n"
        "print(sorted(m for m in ('click', 'rich') if m in sys.modules))\n"
    )
    output = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert output.strip() == "[]"

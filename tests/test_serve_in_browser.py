"""The live board in real headless Chromium: a hand recorded elsewhere shows on the page.

Without Chromium this is skipped, unless CI is set: there it must run (.ci/run installs
Debian's chromium).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from headless_chromium import Chromium, chromium_or_skip
from served_board import Served, quiddler

from quiddler_score.cli import cli
from quiddler_score.games.log.store import Store
from quiddler_score.games.saved_game import SavedGame, scores

# The page rendered by a real headless Chromium: about 3 s.
pytestmark = pytest.mark.slow

STANDINGS = (
    "[...document.querySelectorAll('.standings tbody tr')]"
    ".map(row => [row.querySelector('.name').textContent, row.querySelector('.total').textContent])"
)


def totals_kept(db: Path) -> list[list[str]]:
    """The totals the database holds, highest first, as the standings list them."""
    with Store(db) as store:
        totals = scores(SavedGame.current(store).state()).totals
    ordered = sorted(totals.items(), key=lambda item: -item[1])
    return [[player, str(total)] for player, total in ordered]


def test_a_hand_recorded_by_another_process_shows_in_the_page_chromium_rendered(
    tmp_path: Path,
) -> None:
    executable = chromium_or_skip()
    db = tmp_path / "games.sqlite3"
    for step in (
        ["new", "Philippa", "Quentin", "Rosalind"],
        ["record", "philippa", "cat", "--out"],
        ["record", "quentin", "ox", "-u", "e"],
        ["record", "rosalind", "at", "-u", "z"],
        ["record", "rosalind", "(qu)ite"],  # round 2 needs only Philippa's and Quentin's
        ["record", "philippa", "ox", "-u", "z a"],
    ):
        assert CliRunner().invoke(cli, ["--db", str(db), *step]).exit_code == 0
    server = Served(db, "--port", "0")
    try:
        with Chromium(executable, tmp_path / "profile") as browser:
            page = browser.open(server.url, 390, 844)
            assert browser.wait_for(page, STANDINGS, 20) == totals_kept(db)
            # The page's script has opened the stream: the server names it.
            assert server.wait_for(re.compile(r"watching from 127\.0\.0\.1"), 20)
            before = totals_kept(db)
            quiddler(db, "record", "quentin", "at", "be", "--out")  # round 2 is complete
            after = totals_kept(db)
            assert after != before
            shown = browser.wait_for(
                page,
                f"JSON.stringify({STANDINGS}) === '{json.dumps(after, separators=(',', ':'))}'",
                5,
            )
            assert shown, browser.evaluate(page, STANDINGS)
            headline = browser.evaluate(page, "document.getElementById('headline').textContent")
            assert "after round 2" in headline
            assert browser.errors == []  # no script error, nothing the CSP refused
    finally:
        server.stop()

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
    record_all(
        db,
        [
            ["new", "Philippa", "Quentin", "Rosalind"],
            ["record", "philippa", "cat", "--out"],
            ["record", "quentin", "ox", "-u", "e"],
            ["record", "rosalind", "at", "-u", "z"],
            ["record", "rosalind", "(qu)ite"],  # round 2 needs only Philippa's and Quentin's
            ["record", "philippa", "ox", "-u", "z a"],
        ],
    )
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


# Every table of the page, and whether it fits: its content no wider than the room it
# has, and every number cell inside the screen.
FITS = """JSON.stringify({
  page: document.documentElement.scrollWidth <= innerWidth,
  tables: [...document.querySelectorAll('table')].map(table => ({
    kind: table.className,
    fits: table.scrollWidth <= table.parentElement.clientWidth,
    numbers: [...table.querySelectorAll('.num')]
      .filter(cell => cell.offsetParent !== null)
      .every(cell => cell.getBoundingClientRect().right <= innerWidth),
  })),
  unused: [...document.querySelectorAll('.unused.beneath')]
    .map(span => getComputedStyle(span).display !== 'none' ? span.textContent : null),
})"""

# The rounds are on the page and its style sheet applied (before it, a cell is laid out
# with the browser's own style).
ROUNDS_STYLED = (
    "document.readyState === 'complete' && document.querySelectorAll('table.round').length"
)

EIGHT = ["Philippa", "Quentin", "Rosalind", "Chloé", "Dee", "Bartholomew", "Ann"]
EIGHT.append("Maximiliana Wolfeschlegelsteinhausen-Be")  # 40 characters, the limit
ROUND_WORDS = {
    3: ["cat", "dog", "pin", "hen", "rum", "sly", "fob", "wax"],
    4: ["jinx", "quip", "from", "lamb", "kite", "vote", "gush", "draw"],
    5: ["(qu)akes", "zones", "plumb", "ghost", "fiery", "waltz", "oxide", "brick"],
}


def eight_players_rounds() -> list[list[str]]:
    """The game of EIGHT, each round's words of ROUND_WORDS recorded: its commands."""
    steps = [["new", *EIGHT]]
    for words in ROUND_WORDS.values():
        steps += [
            ["record", name.split()[0], word] for name, word in zip(EIGHT, words, strict=True)
        ]
    return steps


def record_all(db: Path, steps: list[list[str]]) -> None:
    for step in steps:
        result = CliRunner().invoke(cli, ["--db", str(db), *step])
        assert result.exit_code == 0, (step, result.output)


@pytest.mark.parametrize("width", [360, 390])
def test_every_table_of_the_board_fits_a_phone_with_eight_players(
    tmp_path: Path, width: int
) -> None:
    executable = chromium_or_skip()
    db = tmp_path / "games.sqlite3"
    steps = eight_players_rounds()
    # A second game, a round of 10 cards: long words, many short ones, cards unused.
    rules = tmp_path / "ten.toml"
    rules.write_text("rounds = [10]\n", encoding="utf-8")
    ten = [
        ["new", "Philippa", "Quentin", "Rosalind", "--rules", str(rules)],
        ["record", "philippa", "(cl)assrooms", "-u", "e"],
        ["record", "quentin", "at", "it", "ox", "be", "go"],
        ["record", "rosalind", "wonderful", "-u", "z"],
    ]
    record_all(db, steps)
    server = Served(db, "--port", "0")
    try:
        with Chromium(executable, tmp_path / "profile") as browser:
            page = browser.open(server.url, width, 740)
            assert browser.wait_for(page, ROUNDS_STYLED, 20)
            eight = json.loads(browser.evaluate(page, FITS))
            browser.screenshot(page, tmp_path / f"eight-{width}.png", whole_page=True)
            record_all(db, ten)  # the board follows the new current game
            assert browser.wait_for(page, "document.body.textContent.includes('WONDERFUL')", 10)
            tenth = json.loads(browser.evaluate(page, FITS))
            browser.screenshot(page, tmp_path / f"ten-{width}.png", whole_page=True)
            assert browser.errors == []
    finally:
        server.stop()
    for shown in (eight, tenth):
        assert shown["page"], shown
        assert [t for t in shown["tables"] if not (t["fits"] and t["numbers"])] == []
    assert len(eight["tables"]) == 4  # the standings and three rounds
    assert tenth["unused"] == ["unused: E", "unused: Z"]  # under the words, on a phone


def test_a_wide_screen_keeps_the_unused_cards_in_their_own_column(tmp_path: Path) -> None:
    executable = chromium_or_skip()
    db = tmp_path / "games.sqlite3"
    record_all(
        db,
        [
            ["new", "Ann", "Bob"],
            ["record", "ann", "at", "-u", "e"],
            ["record", "bob", "ox", "-u", "e"],
        ],
    )
    server = Served(db, "--port", "0")
    try:
        with Chromium(executable, tmp_path / "profile") as browser:
            page = browser.open(server.url, 1280, 800)
            assert browser.wait_for(page, ROUNDS_STYLED, 20)
            column = browser.evaluate(
                page, "getComputedStyle(document.querySelector('td.unused')).display"
            )
            beneath = json.loads(browser.evaluate(page, FITS))["unused"]
    finally:
        server.stop()
    assert column == "table-cell"
    assert beneath == [None, None]  # said once, in the column

"""Where the system lacks the POSIX-only calls (Windows has no O_NONBLOCK, O_NOFOLLOW,
fchmod, fchown nor flock), every command that reads or writes a file still works.

The calls are taken away from ``os`` for the test, as Windows' Python lacks them, and
flock's module is made unimportable; the commands run as a scorekeeper would.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from cli_helpers import ok

POSIX_ONLY = ("O_NONBLOCK", "O_NOFOLLOW", "fchmod", "fchown")


@pytest.fixture
def without_posix_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in POSIX_ONLY:
        monkeypatch.delattr(os, name, raising=False)
    monkeypatch.setitem(sys.modules, "fcntl", None)  # import fcntl: ImportError


@pytest.mark.usefixtures("without_posix_calls")
def test_a_game_with_a_rules_file_and_a_word_list_is_kept_and_exported(tmp_path: Path) -> None:
    rules = tmp_path / "house.toml"
    rules.write_text("[rules]\nrounds = [3]\n", encoding="utf-8")
    words = tmp_path / "ours.txt"
    words.write_text("zax\r\nox\r\n", encoding="utf-8")  # as Notepad saves it
    ok("new", "Ann", "Bob", "--rules", str(rules), "-d", f"file:{words}")
    ok("record", "Ann", "zax", "--out")  # Z 14 + A 2 + X 12 = 28, and the longest word 10
    ok("record", "Bob", "ox", "--unused", "e")  # O 2 + X 12 - E 2 = 12
    assert json.loads(ok("board", "--json"))["totals"] == {"Ann": 38, "Bob": 12}
    assert "ZAX: acceptable" in ok("challenge", "Bob", "Ann", "zax")
    sheet = tmp_path / "night.csv"
    ok("export", "--csv", str(sheet))
    ok("export", "--csv", str(sheet))  # replacing a file it wrote before
    assert "Ann" in sheet.read_text(encoding="utf-8")
    ok("backup", str(tmp_path / "copy.sqlite3"))
    ok("house", "save", "Ours", "--rules", str(rules), "-d", f"file:{words}")
    ok("new", "Cy", "Dee", "--house", "Ours")


@pytest.mark.usefixtures("without_posix_calls")
def test_a_transcript_is_scored_with_the_longest_word_bonus(tmp_path: Path) -> None:
    transcript = tmp_path / "night.toml"
    transcript.write_text(
        'players = ["Ann", "Bob"]\nrules = { rounds = [3] }\n'
        '[[rounds]]\nwent_out = "Ann"\n[rounds.hands]\n'
        'Ann = { words = ["(qu)it"] }\nBob = { words = ["ox"], unused = ["a"] }\n',
        encoding="utf-8",
    )
    scored = json.loads(ok("score", str(transcript), "--json"))
    # Ann (QU)IT 9 + 2 + 3 = 14, and the longest word 10; Bob OX 14 - A 2.
    assert scored["totals"] == {"Ann": 24, "Bob": 12}

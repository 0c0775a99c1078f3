"""``rulings --recheck``: past rulings judged again by today's dictionary, nothing changed.

Each command runs as its own process, as at a table: a process opens a dictionary once,
so a word list changed between two games is read anew by the next command only.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent


def run(db: Path, *args: str, status: int = 0) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "120"}
    command = [sys.executable, "-m", "quiddler_score", "--db", str(db), *args]
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=REPO)
    assert done.returncode == status, f"{args}: {done.stdout}{done.stderr}"
    return done


def fingerprint(db: Path, words: Path) -> str:
    verdicts: list[dict[str, Any]] = json.loads(
        run(db, "check", "--json", "-d", f"file:{words}", "ox", status=0).stdout
    )
    return str(verdicts[0]["fingerprint"])


def one_round(db: Path, words: Path, name: str) -> None:
    """Ann lays CAT and goes out, Bob lays XO and leaves E, Bob challenges CAT."""
    run(db, "new", "Ann", "Bob", "-d", f"file:{words}", "--name", name)
    run(db, "record", "ann", "cat", "--out")
    run(db, "record", "bob", "xo", "-u", "e")
    run(db, "challenge", "bob", "ann", "cat")


def saved(db: Path) -> tuple[str, int]:
    """The database file's bytes (as a digest), and how much its -wal file holds."""
    wal = db.with_name(db.name + "-wal")
    return hashlib.sha256(db.read_bytes()).hexdigest(), wal.stat().st_size if wal.exists() else 0


def test_recheck_lists_the_rulings_a_changed_word_list_turns_and_changes_nothing(
    tmp_path: Path,
) -> None:
    db, words = tmp_path / "games.sqlite3", tmp_path / "words.txt"
    words.write_text("cat\nox\n", encoding="utf-8")
    before = fingerprint(db, words)
    # Friday: CAT is a word (the challenge fails); XO is not, refused as it was entered.
    one_round(db, words, "Friday")
    words.write_text("ox\nxo\n", encoding="utf-8")
    after = fingerprint(db, words)
    assert before != after
    # Saturday, the same plays under the new list: CAT is refused and struck; XO stands.
    one_round(db, words, "Saturday")

    untouched = saved(db)
    turned = json.loads(run(db, "rulings", "--recheck", "--json").stdout)
    assert saved(db) == untouched

    # Friday's two rulings would now go the other way; Saturday's, made under today's
    # list, would not.
    assert [
        (t["game"], t["word"], t["kind"], t["accepted"], t["fingerprint"],
         t["now"]["accepted"], t["now"]["fingerprint"])
        for t in turned
    ] == [
        ("Friday", "XO", "refused", False, before, True, after),
        ("Friday", "CAT", "challenge", True, before, False, after),
    ]  # fmt: skip
    assert turned[1]["now"]["reason"] == f"CAT is not in the file:{words} dictionary"
    assert turned[1]["dictionary"] == turned[1]["now"]["dictionary"] == f"file:{words}"

    sheet = tmp_path / "turned.csv"
    run(db, "rulings", "--recheck", "--csv", str(sheet))
    rows = list(csv.DictReader(io.StringIO(sheet.read_text(encoding="utf-8-sig"))))
    assert [(r["word"], r["fingerprint"], r["now_fingerprint"]) for r in rows] == [
        ("XO", before, after),
        ("CAT", before, after),
    ]
    shown = run(db, "rulings", "--recheck").stdout
    assert "3 rulings judged again; 2 would now go the other way:" in shown
    assert before in shown and after in shown
    # The scores stand as they were played: Bob still paid for challenging CAT on Friday.
    friday = json.loads(run(db, "rulings", "--json", "--game", "friday").stdout)
    assert [(r["word"], r["outcome"], r["paid_by"]) for r in friday] == [
        ("XO", "scored", None),
        ("CAT", "acceptable", "Bob"),
    ]
    assert saved(db) == untouched


def test_recheck_says_which_rulings_it_cannot_judge_again(tmp_path: Path) -> None:
    db, words = tmp_path / "games.sqlite3", tmp_path / "words.txt"
    words.write_text("cat\nox\n", encoding="utf-8")
    one_round(db, words, "Friday")
    words.unlink()
    done = run(db, "rulings", "--recheck")
    assert "0 rulings judged again: none would now go the other way." in done.stdout
    assert "2 rulings not judged again: dictionary" in done.stderr
    assert "cannot read word list" in done.stderr

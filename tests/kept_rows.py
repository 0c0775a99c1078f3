"""Answers kept beside the games, read and changed as another program would (in SQL)."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path
from typing import NamedTuple


class KeptRow(NamedTuple):
    made_for: str
    checksum: str
    answer: str


def kept_row(db: Path | str, name: str) -> KeptRow | None:
    conn = sqlite3.connect(db)
    try:
        row = conn.execute(
            "SELECT made_for, checksum, answer FROM kept_answers WHERE name = ?", (name,)
        ).fetchone()
    finally:
        conn.close()
    return None if row is None else KeptRow(*row)


def change_kept_answer(db: Path | str, name: str, answer: str, *, as_kept: bool = False) -> None:
    """Change the answer kept as ``name``: by hand (its checksum left as it was), or
    ``as_kept`` by this tool (the checksum of the new text)."""
    conn = sqlite3.connect(db)
    try:
        with conn:
            if as_kept:
                checksum = hashlib.sha256(answer.encode()).hexdigest()
                conn.execute(
                    "UPDATE kept_answers SET answer = ?, checksum = ? WHERE name = ?",
                    (answer, checksum, name),
                )
            else:
                conn.execute("UPDATE kept_answers SET answer = ? WHERE name = ?", (answer, name))
    finally:
        conn.close()

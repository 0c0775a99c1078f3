"""A ``file:`` dictionary is a regular file of at most 32 MiB; anything else is one line.

A FIFO would wait for a writer for ever and /dev/zero never ends: ``check -d``, ``new -d``
and ``score`` of a transcript naming either are refused at once, exit status 2. They run
as real processes with a time limit, so a regression fails instead of hanging the suite.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from quiddler_score.words.backends import DictionaryUnavailable
from quiddler_score.words.word_list_file import MAX_WORD_LIST_BYTES, WordListFile

TIME_LIMIT = 30  # seconds: a refusal takes well under one, a hang takes for ever

TRANSCRIPT = """\
players = ["Ann", "Bob"]
dictionary = "file:{path}"

[[rounds]]
[rounds.hands]
Ann = {{ words = ["ox"], unused = ["e"] }}
Bob = {{ words = ["at"], unused = ["o"] }}
"""


def quiddler(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QUIDDLER_DB": str(tmp_path / "games.sqlite3")}
    return subprocess.run(
        [sys.executable, "-m", "quiddler_score", *args],
        capture_output=True,
        text=True,
        timeout=TIME_LIMIT,
        env=env,
        stdin=subprocess.DEVNULL,
        check=False,
    )


def refused_in_one_line(done: subprocess.CompletedProcess[str], path: str) -> str:
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert f"cannot read word list {path}: not a regular file" in done.stderr
    return done.stderr


@pytest.fixture
def fifo(tmp_path: Path) -> str:
    path = tmp_path / "words.fifo"
    os.mkfifo(path)
    return str(path)


@pytest.mark.parametrize("kind", ["fifo", "/dev/zero"])
def test_check_and_new_refuse_a_word_list_that_is_not_a_regular_file(
    kind: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    path = request.getfixturevalue("fifo") if kind == "fifo" else kind
    refused_in_one_line(quiddler(tmp_path, "check", "ox", "-d", f"file:{path}"), path)
    refused_in_one_line(quiddler(tmp_path, "new", "Ann", "Bob", "-d", f"file:{path}"), path)
    assert quiddler(tmp_path, "board").returncode == 2  # no game was started


@pytest.mark.parametrize("kind", ["fifo", "/dev/zero"])
def test_score_refuses_a_transcript_whose_word_list_is_not_a_regular_file(
    kind: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    path = request.getfixturevalue("fifo") if kind == "fifo" else kind
    transcript = tmp_path / "game.toml"
    transcript.write_text(TRANSCRIPT.format(path=path), encoding="utf-8")
    refused_in_one_line(quiddler(tmp_path, "score", str(transcript)), path)


def test_a_word_list_longer_than_the_bound_is_refused_naming_the_bound(tmp_path: Path) -> None:
    # A sparse file: past the bound without writing 32 MiB to the disk.
    path = tmp_path / "huge.txt"
    with path.open("wb") as file:
        file.truncate(MAX_WORD_LIST_BYTES + 1)
    with pytest.raises(DictionaryUnavailable, match=r"longer than 32 MiB"):
        WordListFile(path)


def test_a_word_list_of_exactly_the_bound_is_read(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    line = b"zebra\n"
    with path.open("wb") as file:
        file.write(line)
        file.truncate(MAX_WORD_LIST_BYTES)  # the rest are zero bytes: not words, skipped
    assert WordListFile(path).lookup("zebra").form == "zebra"


def test_a_relative_word_list_read_from_two_folders_is_two_lists(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from quiddler_score.words.dictionaries import open_dictionary

    for folder, word in (("one", "zorp"), ("two", "blick")):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "ours.txt").write_text(f"{word}\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path / "one")
    first = open_dictionary("file:ours.txt")
    monkeypatch.chdir(tmp_path / "two")
    second = open_dictionary("file:ours.txt")
    assert first.name == f"file:{(tmp_path / 'one' / 'ours.txt').resolve()}"
    assert second.name == f"file:{(tmp_path / 'two' / 'ours.txt').resolve()}"
    assert first is open_dictionary(f"file:{tmp_path / 'one' / 'ours.txt'}")  # opened once


@pytest.mark.parametrize("where", ["loop", "~nosuchuser-quiddler/words.txt"])
def test_a_word_list_path_that_cannot_be_followed_is_one_line(tmp_path: Path, where: str) -> None:
    if where == "loop":
        (tmp_path / "a").symlink_to(tmp_path / "b")
        (tmp_path / "b").symlink_to(tmp_path / "a")
        where = str(tmp_path / "a")
    done = quiddler(tmp_path, "check", "-d", f"file:{where}", "qi")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"Error: --dictionary: cannot read word list {where}: ")
    assert len(done.stderr.strip().splitlines()) == 1

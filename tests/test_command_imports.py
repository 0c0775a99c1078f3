"""The everyday commands import only what they use: ``check`` starts near click's floor,
and ``best`` and ``board`` leave out the dictionaries they do not open.

Each command runs in a fresh interpreter started without the site module (``-S``), its
path given explicitly, so that whatever a site-packages ``.pth`` file imports at start-up
cannot hide a module that the command itself pulls in. The modules named here are the
ones taken off these paths (benchmarks/bench_floor.py times what that saves); one of
them coming back fails its test, naming it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import quiddler_score

REPOSITORY = Path(quiddler_score.__file__).resolve().parent.parent

# Never on check's path: the standard library's heavier modules, rich, the other backends.
NOT_FOR_CHECK = (
    "pathlib",
    "shutil",
    "json",
    "textwrap",
    "dataclasses",
    "hashlib",
    "unicodedata",
    "rich",
    "enchant",
    "wordfreq",
    "quiddler_score.words.hunspell_dictionary",
    "quiddler_score.words.word_list_file",
    "quiddler_score.words.near_words",
)
# best and board print through rich; neither opens pyenchant's dictionaries nor reads
# wordfreq's figures.
NOT_FOR_BEST = ("enchant", "wordfreq")
NOT_FOR_BOARD = ("enchant", "wordfreq")


def modules_after(arguments: list[str], env: dict[str, str] | None = None) -> set[str]:
    """The modules loaded once ``quiddler-score ARGUMENTS`` has run, in a bare interpreter."""
    code = (
        "import sys\n"
        "from quiddler_score.cli import main\n"
        f"sys.argv = ['quiddler-score', *{arguments!r}]\n"
        "status = 0\n"
        "try:\n"
        "    main()\n"
        "except SystemExit as stop:\n"
        "    status = stop.code\n"
        "print(status, file=sys.stderr)\n"
        "print(' '.join(sorted(sys.modules)), file=sys.stderr)\n"
    )
    path = os.pathsep.join([str(REPOSITORY), *(entry for entry in sys.path if entry)])
    # QUIDDLER_DB, like --db, is read into a pathlib.Path whatever the command.
    environ = {key: value for key, value in os.environ.items() if key != "QUIDDLER_DB"}
    done = subprocess.run(
        [sys.executable, "-S", "-c", code],
        capture_output=True,
        text=True,
        env={**environ, **(env or {}), "PYTHONPATH": path},
        check=False,
    )
    *_, status, loaded = done.stderr.splitlines()
    assert status in ("0", "1"), done.stderr
    return set(loaded.split())


def loaded_of(names: tuple[str, ...], loaded: set[str]) -> list[str]:
    return [name for name in names if name in loaded]


def test_click_alone_imports_none_of_the_modules_checked() -> None:
    # Otherwise the tests below could not see a command import them.
    path = os.pathsep.join(entry for entry in sys.path if entry)
    code = "import sys, click; print(' '.join(sorted(sys.modules)))"
    done = subprocess.run(
        [sys.executable, "-S", "-c", code],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": path},
        check=True,
    )
    loaded = set(done.stdout.split())
    assert "click" in loaded
    assert loaded_of(NOT_FOR_CHECK, loaded) == []


@pytest.mark.parametrize(
    "arguments",
    [
        ["check", "quixotic"],
        ["check", "qixotic", "(qu)it"],
        ["check", "quixotic", "--dictionary", "large"],
    ],
)
def test_check_imports_none_of_what_it_does_not_use(arguments: list[str]) -> None:
    loaded = modules_after(arguments)
    assert "quiddler_score.words.judge" in loaded
    wanted = [n for n in NOT_FOR_CHECK if n != "quiddler_score.words.near_words"]
    if arguments[1] == "quixotic":  # found: no near-word search
        wanted.append("quiddler_score.words.near_words")
    assert loaded_of(tuple(wanted), loaded) == []


def test_check_with_a_rules_file_still_leaves_out_json_and_shutil(tmp_path: Path) -> None:
    rules = tmp_path / "rules.toml"
    rules.write_text('[rules]\nallow = ["zzz"]\n', encoding="utf-8")
    loaded = modules_after(["check", "zzz", "--rules", str(rules)])
    assert loaded_of(("shutil", "json", "textwrap", "rich", "hashlib"), loaded) == []


def test_check_reads_no_manifest_and_hashes_nothing_unless_json_shows_the_fingerprint() -> None:
    assert "json" not in modules_after(["check", "quixotic"])
    assert "json" in modules_after(["check", "quixotic", "--json"])


def test_a_wrapped_line_still_wraps_at_the_terminal_width() -> None:
    # textwrap is imported only for a line longer than the terminal: this one is.
    loaded = modules_after(["check", "quixotic"], env={"COLUMNS": "30"})
    assert "textwrap" in loaded
    assert "shutil" not in loaded


@pytest.mark.parametrize(
    "arguments",
    [
        ["best", "q", "u", "i", "t", "o", "x", "z", "e", "a", "n"],
        ["best", "s", "a", "e", "(er)", "g", "i", "i", "c", "f", "r", "--draw", "n"],
    ],
)
def test_best_imports_none_of_what_it_does_not_use(arguments: list[str]) -> None:
    loaded = modules_after(arguments)
    assert "quiddler_score.words.solver" in loaded
    assert loaded_of(NOT_FOR_BEST, loaded) == []


def test_the_hunspell_fingerprint_is_computed_only_where_it_is_shown() -> None:
    pytest.importorskip("enchant")
    from quiddler_score.words.backends import DictionaryUnavailable
    from quiddler_score.words.dictionaries import open_dictionary

    try:
        open_dictionary("hunspell:en_US")
    except DictionaryUnavailable as error:
        pytest.skip(f"no hunspell en_US here: {error}")
    plain = modules_after(["check", "quixotic", "-d", "hunspell:en_US"])
    assert "quiddler_score.words.hunspell_dictionary" in plain
    assert loaded_of(("hashlib", "_hashlib"), plain) == []
    shown = modules_after(["check", "quixotic", "-d", "hunspell:en_US", "--json"])
    assert "hashlib" in shown


def game_of_three_rounds(tmp_path: Path) -> str:
    """A database holding three rounds of Ann, Bob and Cy, the third being recorded."""
    database = str(tmp_path / "games.sqlite3")
    steps = (
        ["new", "Ann", "Bob", "Cy"],
        ["record", "ann", "cat", "--out"],
        ["record", "bob", "ox", "-u", "e"],
        ["record", "cy", "at", "-u", "z"],
        ["record", "ann", "(qu)ite"],
        ["record", "bob", "ox", "-u", "z a"],
        ["record", "cy", "at", "be", "--out"],
        ["record", "ann", "(qu)ite", "-u", "s"],
    )
    for step in steps:
        subprocess.run(
            [sys.executable, "-m", "quiddler_score", "--db", database, *step],
            cwd=REPOSITORY,
            capture_output=True,
            check=True,
        )
    return database


def test_board_imports_none_of_the_dictionaries_it_does_not_use(tmp_path: Path) -> None:
    loaded = modules_after(["--db", game_of_three_rounds(tmp_path), "board"])
    assert "quiddler_score.present.board" in loaded  # the board was laid out
    assert loaded_of(NOT_FOR_BOARD, loaded) == []

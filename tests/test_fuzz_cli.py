"""The command line fed malformed input: transcripts, notation, names, paths, numbers.

Whatever is typed, every command ends with exit status 0, 1 or 2, never a traceback,
and within a bounded time (Hypothesis's deadline). The examples are few enough for the
whole file to run in well under 20 seconds.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_helpers import qs
from click.testing import Result
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

# Hypothesis feeding the commands odd input, hundreds of runs: about 12 s.
pytestmark = pytest.mark.slow

# Each example must finish in 2 s, as every refusal must; the autouse fixture only sets
# the environment, and each example names its own database with --db.
FUZZ = settings(
    max_examples=100,
    deadline=2000,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

LOOK_ALIKES = "ıſАаЕеОоΑΖＡａ\u200b\u202e\u0301ﬁ"
NOTATION = st.text(alphabet=st.sampled_from("abcqutheirnlxz()[], -'’1\t" + LOOK_ALIKES))
LONG_WORDS = st.integers(min_value=21, max_value=200_000).map(lambda n: "a" * n)
WORD = st.one_of(NOTATION, LONG_WORDS, st.text(max_size=40))
NAMES = st.one_of(
    st.sampled_from(["Ann", "Аnn", "Ａnn", "ann", "A\u0301nn", "Ann ", "", "x" * 41, "\x1b[2J"]),
    st.text(max_size=45),
)
NUMBERS = st.one_of(
    st.integers().map(str),
    st.sampled_from(["99999999999999999999", "-1", "0", "1e400", "nan", "", "٣", "1_000"]),
)


def assert_no_traceback(result: Result) -> None:
    assert result.exit_code in (0, 1, 2), (result.exit_code, result.output)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(
        result.exception
    )
    assert "Traceback" not in result.output


@pytest.fixture(scope="module")
def night() -> Iterator[Path]:
    """A database with a game in it, shared by the examples of this module."""
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "games.sqlite3"
        result = qs("--db", str(db), "new", "Ann", "Bob")
        assert result.exit_code == 0, result.output
        # Slow first imports (the picture library, the dictionaries) are paid here, not
        # by an example that then runs past its deadline once and not again.
        qs("--db", str(db), "export", "--svg", str(Path(folder) / "warm.svg"))
        qs("--db", str(db), "best", "quixotic")
        yield db


def toml_value(depth: int) -> st.SearchStrategy[str]:
    scalars = st.one_of(
        st.text(max_size=12).map(lambda t: '"' + t.replace("\\", "").replace('"', "") + '"'),
        st.integers().map(str),
        st.sampled_from(["true", "[]", "{}", "1.5", '"(qu)it"', '"ı"', '"' + "a" * 30 + '"']),
    )
    if depth == 0:
        return scalars
    return st.one_of(
        scalars,
        st.lists(toml_value(depth - 1), max_size=4).map(lambda xs: "[" + ", ".join(xs) + "]"),
    )


KEYS = st.sampled_from(
    ["players", "dealer", "dictionary", "name", "went_out", "words", "unused", "by", "word",
     "player", "ruling", "clamp", "ties", "allow", "Ann", "Bob", "x"]
)  # fmt: skip
LINES = st.one_of(
    st.tuples(KEYS, toml_value(2)).map(lambda kv: f"{kv[0]} = {kv[1]}"),
    st.sampled_from(
        [
            "[[rounds]]",
            "[rounds.hands]",
            "[[rounds.challenges]]",
            "[rules]",
            'Ann = { words = ["ox"] }',
        ]
    ),
    st.integers(min_value=1, max_value=20_000).map(lambda n: "players = " + "[" * n + "]" * n),
    st.text(max_size=30),
)
TRANSCRIPTS = st.lists(LINES, max_size=14).map("\n".join)


@FUZZ
@given(text=TRANSCRIPTS, rules=st.booleans())
def test_score_refuses_any_transcript_in_one_line(text: str, rules: bool) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.toml"
        path.write_text(text, encoding="utf-8")
        result = qs("score", str(path), *(["--rules", str(path)] if rules else []))
        assert_no_traceback(result)
        check = qs("check", "ox", "--rules", str(path))
        assert_no_traceback(check)


@FUZZ
@given(words=st.lists(WORD, min_size=1, max_size=3))
def test_check_takes_any_notation(words: list[str]) -> None:
    assert_no_traceback(qs("check", "--", *words))


@FUZZ
@given(player=NAMES, words=st.lists(WORD, max_size=3), unused=NOTATION, number=NUMBERS)
def test_record_and_challenge_take_any_notation(
    night: Path, player: str, words: list[str], unused: str, number: str
) -> None:
    db = str(night)
    assert_no_traceback(qs("--db", db, "record", player, "-u", unused, "--", *words))
    assert_no_traceback(qs("--db", db, "record", "ann", "--round", number, "--", *words))
    word = words[0] if words else unused
    assert_no_traceback(qs("--db", db, "challenge", "ann", player, "--", word))


@FUZZ
@given(cards=st.lists(WORD, min_size=1, max_size=4))
def test_best_takes_any_notation(cards: list[str]) -> None:
    assert_no_traceback(qs("best", "--", *cards))


@FUZZ
@given(names=st.lists(NAMES, min_size=1, max_size=4), game=st.one_of(NAMES, NUMBERS))
def test_names_and_game_references_never_break_a_command(
    night: Path, names: list[str], game: str
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = str(Path(folder) / "games.sqlite3")
        assert_no_traceback(qs("--db", db, "new", "--", *names))
        assert_no_traceback(qs("--db", db, "rename", "ann", names[0]))
    assert_no_traceback(qs("--db", str(night), "open", "--", game))
    assert_no_traceback(qs("--db", str(night), "rename-game", "--", game))


def odd_paths(folder: Path) -> list[str]:
    fifo = folder / "fifo"
    if not fifo.exists():
        os.mkfifo(fifo)
    (folder / "dir").mkdir(exist_ok=True)
    return [
        "",
        ".",
        str(fifo),
        str(folder / "dir"),
        "/dev/null",
        str(folder / ("n" * 300)),
        str(folder / "missing" / "x"),
        str(folder / "new.out"),
        str(folder / "dir" / ".."),
    ]


@FUZZ
@given(choice=st.lists(st.integers(min_value=0, max_value=8), min_size=1, max_size=3))
def test_odd_paths_as_database_and_export_targets(night: Path, choice: list[int]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        paths = odd_paths(Path(folder))
        picked = [paths[i] for i in choice]
        assert_no_traceback(qs("--db", picked[0], "games"))
        assert_no_traceback(qs("--db", picked[0], "new", "Ann", "Bob"))
        formats = ["--csv", "--json", "--svg"]
        args = [part for f, p in zip(formats, picked, strict=False) for part in (f, p)]
        assert_no_traceback(qs("--db", str(night), "export", *args))
        assert_no_traceback(qs("--db", str(night), "backup", picked[-1]))

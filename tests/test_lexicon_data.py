"""Binary search over sorted word files, and the search for near words."""

from __future__ import annotations

import string
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from quiddler_score.words.lexicon_data import SideList, SortedWordFile, data_folder, read_curated
from quiddler_score.words.near_words import near

REPO = Path(__file__).resolve().parent.parent
words = st.text(alphabet="abcde", min_size=1, max_size=6)


def write_sorted(path: Path, entries: set[str], *, final_newline: bool = True) -> Path:
    text = "\n".join(sorted(entries, key=str.encode))
    path.write_text(text + ("\n" if final_newline and entries else ""), encoding="utf-8")
    return path


def test_the_data_folder_of_a_source_checkout_is_next_to_the_package() -> None:
    assert data_folder() == REPO / "dictionaries"
    assert (data_folder() / "standard" / "words.txt").is_file()


@given(st.sets(words, max_size=40), st.lists(words, max_size=20), st.booleans())
def test_membership_by_binary_search_agrees_with_a_set(
    tmp_path_factory: pytest.TempPathFactory,
    entries: set[str],
    probes: list[str],
    final_newline: bool,
) -> None:
    folder = tmp_path_factory.mktemp("words")
    path = write_sorted(folder / "words.txt", entries, final_newline=final_newline)
    found = SortedWordFile(path)
    for probe in [*probes, *entries]:
        assert (probe in found) == (probe in entries)


def test_first_last_and_prefix_words(tmp_path: Path) -> None:
    found = SortedWordFile(write_sorted(tmp_path / "w.txt", {"ab", "abc", "abd", "zz"}))
    assert all(word in found for word in ("ab", "abc", "abd", "zz"))
    assert not any(word in found for word in ("a", "aa", "abca", "zzz", "", "b"))


def test_an_empty_word_file_knows_nothing(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    assert "ab" not in SortedWordFile(empty)


def test_the_real_word_list_answers_like_a_set_for_a_sample() -> None:
    path = data_folder() / "standard" / "words.txt"
    every = path.read_text().split()
    found = SortedWordFile(path)
    sample = [*every[::997], every[0], every[-1]]
    assert all(word in found for word in sample)
    known = set(every)
    assert all((word + "q" in found) == (word + "q" in known) for word in sample)


def test_side_list_gives_the_form_of_a_key(tmp_path: Path) -> None:
    path = tmp_path / "side.tsv"
    path.write_text("iraqi\tIraqi\nnato\tNATO\nparis\tParis\nparisian\tParisian\n")
    side = SideList(path)
    assert side.get("nato") == "NATO"
    assert side.get("paris") == "Paris"
    assert side.get("parisian") == "Parisian"
    assert side.get("pari") is None
    assert side.get("Iraqi") is None


def test_curated_lists_drop_comments_and_blank_lines(tmp_path: Path) -> None:
    path = tmp_path / "list.txt"
    path.write_text("# heading\n\nun\nPre   # a prefix\n  ness\n")
    assert read_curated(path) == {"un", "pre", "ness"}


def edit_distance(first: str, second: str) -> int:
    """Optimal string alignment distance, the slow way, to check the trie walk."""
    rows = [
        [i + j if i * j == 0 else 0 for j in range(len(second) + 1)] for i in range(len(first) + 1)
    ]
    for i in range(1, len(first) + 1):
        for j in range(1, len(second) + 1):
            rows[i][j] = min(
                rows[i - 1][j] + 1,
                rows[i][j - 1] + 1,
                rows[i - 1][j - 1] + (first[i - 1] != second[j - 1]),
            )
            if i > 1 and j > 1 and first[i - 1] == second[j - 2] and first[i - 2] == second[j - 1]:
                rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
    return rows[-1][-1]


@given(st.sets(words, max_size=60), words)
def test_near_words_are_exactly_those_one_edit_away_else_two(entries: set[str], word: str) -> None:
    found = {
        candidate
        for _, candidate in near(word, entries, lambda: sorted(w.encode() for w in entries))
    }
    distances = {entry: edit_distance(word, entry) for entry in entries if entry != word}
    one = {entry for entry, distance in distances.items() if distance == 1}
    two = {entry for entry, distance in distances.items() if distance == 2}
    assert found == (one or two)


def test_near_words_use_only_the_letters_a_to_z() -> None:
    entries = {"cat", "cut", "coat"}
    found = near("cot", entries, lambda: sorted(w.encode() for w in entries))
    assert {word for _, word in found} == {"cat", "cut", "coat"}
    assert all(set(word) <= set(string.ascii_lowercase) for _, word in found)

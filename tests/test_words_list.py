"""Names in running text: "Ann", "Ann and Bob", "Ann, Bob and Cy"."""

from __future__ import annotations

import pytest

from quiddler_score.present.words_list import and_list


@pytest.mark.parametrize(
    ("names", "text"),
    [
        ((), ""),
        (("Ann",), "Ann"),
        (("Ann", "Bob"), "Ann and Bob"),
        (("Ann", "Bob", "Cy"), "Ann, Bob and Cy"),
        (("Ann", "Bob", "Cy", "Dee"), "Ann, Bob, Cy and Dee"),
    ],
)
def test_names_are_joined_by_commas_and_a_last_and(names: tuple[str, ...], text: str) -> None:
    assert and_list(names) == text


def test_a_list_of_names_reads_as_a_sentence() -> None:
    assert and_list([]) == ""
    assert and_list(["Ann"]) == "Ann"
    assert and_list(["Ann", "Bob"]) == "Ann and Bob"
    assert and_list(["Ann", "Bob", "Cy"]) == "Ann, Bob and Cy"

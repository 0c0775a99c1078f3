"""The table's ruling, pinned down where a seeded fault went unseen (scripts/mutate.sh)."""

from __future__ import annotations

from quiddler_score.engine.verdict import Ruling


def test_a_ruling_is_made_from_whether_the_word_is_acceptable() -> None:
    assert Ruling.of(True) is Ruling.ACCEPTABLE and Ruling.of(True).acceptable
    assert Ruling.of(False) is Ruling.UNACCEPTABLE and not Ruling.of(False).acceptable

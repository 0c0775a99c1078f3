"""Players' names shortened to fit a column, still told apart."""

from __future__ import annotations

from test_table_output import LONG_FOUR

from quiddler_score.present.marks import short_names


def test_short_names_keep_a_unique_prefix() -> None:
    names = ["Alexandrina", "Alexandra", "Alex", "Bob"]
    # Alexandrina and Alexandra share "Alexandr": each keeps 9 letters; Alexandra's 9
    # letters are the whole name. Alex and Bob are short enough already.
    assert short_names(names, 6) == ["Alexandri…", "Alexandra", "Alex", "Bob"]
    assert short_names(names, None) == names
    assert short_names(LONG_FOUR, 8) == ["Alexand…", "Barthol…", "Christa…", "Dominiq…"]

"""An entry read in two parts, its text before "verdicts" and its verdicts, is the
object the whole text holds, or is read whole.

Logs read together (the first ``stats`` after an upgrade reads a club's) decode a
hand's verdicts once per text, however many hands hold that text; whatever the text,
the entry read must be the one ``json.loads`` reads from it, down to the order of its
keys, and a text that is not one JSON object must still be refused.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quiddler_score.games.log import listing

KEYS = st.sampled_from(["round", "player", "verdicts", "words", "verdicts ", "x"])
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(KEYS, inner, max_size=4),
    max_leaves=12,
)


def read(text: str) -> Any:
    """The entry as the log reading reads it, or None where it is refused."""
    event = listing._plain_event((1, 1, "hand_recorded", text, ""), 1)
    return None if event is None else event.payload


def whole(text: str) -> Any:
    """The object the whole text holds, or None where it is not one object alone."""
    try:
        data, end = json.JSONDecoder().raw_decode(text)
    except ValueError:
        return None
    return data if end == len(text) and type(data) is dict else None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(KEYS, VALUES, max_size=6))
def test_any_object_written_as_the_store_writes_is_read_as_it_was(data: dict[str, Any]) -> None:
    text = json.dumps(data, ensure_ascii=False)
    assert read(text) == data
    assert repr(read(text)) == repr(data)  # the keys in their order


@pytest.mark.parametrize(
    "text",
    [
        '{"round": 1, "verdicts": {"CAT": {"accepted": true}}}',
        '{"verdicts": {}}',
        '{"verdicts": 5}',
        '{"verdicts": {}, "round": 1}',  # not the last key
        '{"x": {"verdicts": {}}, "round": 1}',  # inside another value
        '{"x": {"verdicts": {}}}',
        '{"x": {"verdicts": {}}, "verdicts": {"A": 1}}',
        '{"verdicts": {"A": 1}, "verdicts": {"B": 2}}',  # twice: the last one stands
        '{"verd\\u0069cts": 1, "verdicts": {"B": 2}}',  # written another way first
        '{"x": "\\"verdicts\\": {}}", "verdicts": {}}',  # inside a text
        '{"verdicts": {}}}',  # one brace too many
        '{"a": 1}"verdicts": {}}',  # the object closed before its verdicts
        '{"verdicts": {} }',  # a space json.loads allows, the store never writes
        '{"verdicts":  {}}',
        '{"round": 1, "verdicts": {"A": [1, 2}}',  # not JSON
        '{"round": 1, "verdicts": }',
        '[{"verdicts": {}}]',
        ' {"verdicts": {}}',
    ],
)
def test_an_entry_in_any_shape_is_read_as_the_whole_text_reads(text: str) -> None:
    assert read(text) == whole(text)
    assert repr(read(text)) == repr(whole(text))


def test_hands_of_one_verdicts_text_share_one_object_of_them() -> None:
    first = read('{"round": 1, "player": "Ann", "verdicts": {"OX": {"accepted": true}}}')
    second = read('{"round": 3, "player": "Bob", "verdicts": {"OX": {"accepted": true}}}')
    assert first["verdicts"] is second["verdicts"]
    assert (first["round"], second["player"]) == (1, "Bob")

"""The one codec of the log's entries: each kind written field by field and read back as
it was written, and an entry of another shape refused with its number and game."""

from __future__ import annotations

import json
from pathlib import Path
from types import NoneType
from typing import Any, get_args, get_type_hints

import pytest
from hypothesis import given
from hypothesis import strategies as st

from quiddler_score.engine.rules import rules_format
from quiddler_score.engine.verdict import Ruling, Verdict
from quiddler_score.games.errors import DamagedEntry
from quiddler_score.games.events import (
    KIND_OF,
    REFUSED,
    ChallengeMade,
    Event,
    GameCreated,
    GameImported,
    GameRenamed,
    HandRecorded,
    Kind,
    OutNamed,
    Payload,
    PlayerRenamed,
    Redo,
    RoundClosed,
    Undo,
    encode,
    kind_of,
    payload_of,
    tag_of,
)
from quiddler_score.games.log.store import Store

TEXT = st.text(max_size=8)
WORD = TEXT.filter(bool)
NAMES = st.tuples(TEXT, TEXT) | st.tuples(TEXT, TEXT, TEXT)
COUNT = st.integers(-(2**40), 2**40)


def verdicts(word: st.SearchStrategy[str] = WORD) -> st.SearchStrategy[Verdict]:
    """A verdict as a hand or a challenge keeps it (of its word: never an empty one)."""
    return st.builds(
        Verdict,
        word=word,
        accepted=st.booleans(),
        code=TEXT,
        reason=TEXT,
        dictionary=TEXT,
        fingerprint=TEXT,
        form=st.none() | TEXT,
        suggestions=st.lists(TEXT, max_size=3).map(tuple),
    )


@st.composite
def games_imported(draw: st.DrawFn) -> GameImported:
    players = draw(NAMES)
    shape = tuple(draw(st.lists(st.integers(3, 10), min_size=1, max_size=8)))
    scores = st.tuples(*(COUNT for _ in players))
    rounds = draw(st.just(()) | st.tuples(*(scores for _ in shape)))
    return GameImported(
        players, draw(TEXT), draw(scores), shape, rounds, draw(st.none() | TEXT), draw(TEXT)
    )


RULES = st.dictionaries(
    st.sampled_from(["strict", "rounds", "longest_word_by", "allow", "clamp"]),
    st.booleans() | st.integers(0, 12) | st.lists(TEXT, max_size=2),
)

PAYLOADS: dict[type[Any], st.SearchStrategy[Any]] = {
    GameCreated: st.builds(
        GameCreated,
        players=NAMES,
        dealer=st.none() | TEXT,
        dictionary=TEXT,
        rules=RULES,
        name=st.none() | TEXT,
        rules_format=st.integers(1, 3),
    ),
    HandRecorded: st.builds(
        HandRecorded,
        round=COUNT,
        player=TEXT,
        words=st.lists(TEXT, max_size=3).map(tuple),
        unused=st.lists(TEXT, max_size=3).map(tuple),
        went_out=st.booleans(),
        correction=st.booleans(),
        verdicts=st.lists(verdicts(), max_size=3).map(lambda vs: {v.word: v for v in vs}),
    ),
    ChallengeMade: WORD.flatmap(
        lambda word: st.builds(
            ChallengeMade,
            round=COUNT,
            by=TEXT,
            player=TEXT,
            word=st.just(word),
            ruling=st.none() | st.sampled_from(Ruling),
            verdict=st.none() | verdicts(st.just(word)),
        )
    ),
    Undo: st.builds(Undo, st.none() | COUNT),
    Redo: st.builds(Redo, st.none() | COUNT),
    PlayerRenamed: st.builds(PlayerRenamed, TEXT, TEXT),
    GameRenamed: st.builds(GameRenamed, st.none() | TEXT),
    RoundClosed: st.builds(RoundClosed, COUNT),
    OutNamed: st.builds(OutNamed, COUNT, st.none() | TEXT),
    GameImported: games_imported(),
}


def stored(payload: Payload) -> Event:
    """The payload as the store keeps it and reads it back: JSON text, entry 7 of game 3."""
    text = json.dumps(encode(payload), ensure_ascii=False, allow_nan=False)
    return Event(3, 7, kind_of(payload), json.loads(text))


def test_every_kind_has_a_strategy() -> None:
    assert set(PAYLOADS) == set(KIND_OF)


@given(st.one_of(*PAYLOADS.values()))
def test_every_kind_reads_back_as_it_was_written(payload: Payload) -> None:
    read = payload_of(stored(payload))
    assert type(read) is type(payload)  # named tuples equal any tuple of their values
    if isinstance(payload, GameCreated):
        # Its rules format is the one its settings need, when it says less.
        payload = payload._replace(
            rules_format=max(payload.rules_format, rules_format(payload.rules))
        )
    assert read == payload


def test_an_entry_is_written_as_older_versions_wrote_it() -> None:
    """Field by field, in order; a game's rules format only where it is not the first."""
    verdict = Verdict("OX", False, "not_found", "OX is not in the list", "standard", "f0")
    assert json.dumps(
        encode(HandRecorded(2, "Ann", ("OX",), ("E",), verdicts={"OX": verdict}))
    ) == (
        '{"round": 2, "player": "Ann", "words": ["OX"], "unused": ["E"], "went_out": false,'
        ' "correction": false, "verdicts": {"OX": {"word": "OX", "accepted": false,'
        ' "code": "not_found", "reason": "OX is not in the list", "dictionary": "standard",'
        ' "fingerprint": "f0", "form": null, "suggestions": []}}}'
    )
    assert encode(GameCreated(("Ann", "Bob"))) == {
        "players": ["Ann", "Bob"],
        "dealer": None,
        "dictionary": "standard",
        "rules": {},
        "name": None,
    }
    assert encode(GameCreated(("Ann", "Bob"), rules={"rounds": 5}))["rules_format"] == 2
    assert encode(ChallengeMade(1, "Bob", "Ann", "OX", Ruling.ACCEPTABLE))["ruling"] == "acceptable"


def test_fields_left_out_by_older_versions_read_as_their_defaults() -> None:
    assert payload_of(
        Event(1, 2, Kind.HAND_RECORDED, {"round": 1, "player": "Ann", "words": [], "unused": ["A"]})
    ) == (HandRecorded(1, "Ann", (), ("A",)))
    assert payload_of(Event(1, 2, Kind.UNDO, {})) == Undo(None)
    assert payload_of(Event(1, 1, Kind.GAME_CREATED, {"players": ["Ann"], "rules": None})) == (
        GameCreated(("Ann",))
    )
    # A verdict of an older challenge kept no word: it is the challenged word's.
    kept = {
        "round": 1,
        "by": "Bob",
        "player": "Ann",
        "word": "OX",
        "verdict": {"accepted": True, "code": "ok", "reason": ""},
    }
    read = payload_of(Event(1, 5, Kind.CHALLENGE, kept))
    assert isinstance(read, ChallengeMade) and read.verdict is not None
    assert read.verdict.word == "OX"


# An entry of another shape ------------------------------------------------------------

EXAMPLES: list[Payload] = [
    GameCreated(("Ann", "Bob"), "Bob", "large", {"strict": True}, "Friday"),
    HandRecorded(1, "Ann", ("OX",), ("E",), True, False, {"OX": Verdict("OX", True, "ok", "")}),
    ChallengeMade(1, "Bob", "Ann", "OX", Ruling.ACCEPTABLE, Verdict("OX", True, "ok", "")),
    Undo(4),
    Redo(4),
    PlayerRenamed("Ann", "Anna"),
    GameRenamed("Friday"),
    RoundClosed(3),
    OutNamed(2, "Bob"),
    GameImported(
        ("Ann", "Bob"), "2024-03-01", (12, 9), (3, 4), ((5, 2), (7, 7)), "Fri", "a.csv", "k"
    ),
]


def required(payload: Payload, field: str) -> bool:
    """Whether an entry must hold the field: it has no default and cannot be None."""
    hint = get_type_hints(type(payload))[field]
    return field not in type(payload)._field_defaults and NoneType not in get_args(hint)


FIELDS = [
    pytest.param(payload, field, id=f"{type(payload).__name__}.{field}")
    for payload in EXAMPLES
    for field in type(payload)._fields
]
REQUIRED = [param for param in FIELDS if required(*param.values)]


def test_every_kind_has_an_example() -> None:
    assert {type(p) for p in EXAMPLES} == set(KIND_OF)


def test_every_kind_reads_back_from_a_real_store_with_its_tag(tmp_path: Path) -> None:
    with Store(tmp_path / "games.sqlite3") as store:
        first, *others = EXAMPLES
        game_id = store.create_game("Friday", (kind_of(first), encode(first)), tag=tag_of(first))
        for seq, payload in enumerate(others, start=1):
            entry = (kind_of(payload), encode(payload))
            store.append_if(game_id, seq, *entry, tag=tag_of(payload))
        assert [payload_of(event) for event in store.events(game_id)] == EXAMPLES
        with store.reading() as conn:
            tags = [tag for (tag,) in conn.execute("SELECT tag FROM events ORDER BY seq")]
    assert tags == [tag_of(payload) for payload in EXAMPLES]


def damaged(kind: str, data: Any) -> str:
    with pytest.raises(DamagedEntry) as raised:
        payload_of(Event(3, 7, kind, data))
    message = str(raised.value)
    assert message.startswith("entry #7 of game 3 is damaged (")
    return message


@pytest.mark.parametrize(("payload", "field"), FIELDS)
def test_a_field_of_another_type_is_a_damaged_entry(payload: Payload, field: str) -> None:
    data = encode(payload)
    # Nothing of a field's type: a list of a number for a mapping, an object for any other.
    data[field] = [1] if isinstance(data.get(field), dict) else {"x": [1]}
    damaged(kind_of(payload), data)


@pytest.mark.parametrize(("payload", "field"), REQUIRED)
def test_a_field_left_out_that_has_no_default_is_a_damaged_entry(
    payload: Payload, field: str
) -> None:
    data = encode(payload)
    del data[field]
    assert damaged(kind_of(payload), data).endswith(f"(no {field!r})")


def test_a_flag_kept_as_text_is_a_damaged_entry() -> None:
    kept = {"round": 1, "player": "Ann", "words": ["OX"], "unused": ["E"], "went_out": "false"}
    assert damaged(Kind.HAND_RECORDED, kept).endswith("(went_out must be bool, not 'false')")


@pytest.mark.parametrize("data", [[1, 2], "text", None, 3])
def test_a_payload_that_is_not_an_object_is_a_damaged_entry(data: Any) -> None:
    assert "its payload is not an object" in damaged(Kind.UNDO, data)


def test_an_entry_of_a_kind_this_version_does_not_know_is_a_damaged_entry() -> None:
    assert damaged("shuffled", {}).endswith("(its kind 'shuffled' is unknown)")


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"totals": [12]}, "its scores are not one for each player"),
        ({"round_scores": [[5, 2]]}, "its rounds are not the rounds of its shape"),
        ({"shape": [], "round_scores": []}, "it has no rounds"),
    ],
)
def test_a_game_brought_in_whose_fields_disagree_is_a_damaged_entry(
    change: dict[str, Any], why: str
) -> None:
    data = encode(EXAMPLES[-1]) | change
    assert damaged(Kind.GAME_IMPORTED, data).endswith(f"({why})")


# The tag kept beside an entry ---------------------------------------------------------


def test_a_hand_is_tagged_refused_where_a_verdict_it_keeps_refuses_a_word() -> None:
    accepted, refused = Verdict("OX", True, "ok", ""), Verdict("ZX", False, "not_found", "")
    assert tag_of(HandRecorded(1, "Ann", ("OX",), ())) == ""
    assert tag_of(HandRecorded(1, "Ann", ("OX",), (), verdicts={"OX": accepted})) == ""
    both = {"OX": accepted, "ZX": refused}
    assert tag_of(HandRecorded(1, "Ann", ("OX", "ZX"), (), verdicts=both)) == REFUSED


def test_a_game_brought_in_is_tagged_with_its_key_and_other_kinds_are_not_tagged() -> None:
    assert tag_of(EXAMPLES[-1]) == "k"
    assert [tag_of(p) for p in EXAMPLES if not isinstance(p, HandRecorded | GameImported)] == [
        None
    ] * 8

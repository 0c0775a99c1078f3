"""Verdicts and rulings (engine/verdict.py): the ruling made from a yes or no, and a
verdict read back from the log."""

from __future__ import annotations

import pytest

from quiddler_score.engine.verdict import Ruling, Verdict


def test_a_ruling_is_made_from_whether_the_word_is_acceptable() -> None:
    assert Ruling.of(True) is Ruling.ACCEPTABLE and Ruling.of(True).acceptable
    assert Ruling.of(False) is Ruling.UNACCEPTABLE and not Ruling.of(False).acceptable


OLD_VERDICT = {"accepted": True, "code": "word", "reason": "OX is in the dictionary"}


def test_a_verdict_kept_without_its_word_takes_the_word_it_was_kept_with() -> None:
    assert Verdict.from_json(OLD_VERDICT, "OX").word == "OX"
    assert Verdict.from_json(OLD_VERDICT).word == ""
    assert Verdict.from_json({**OLD_VERDICT, "word": "ZA"}, "OX").word == "ZA"


@pytest.mark.parametrize(
    ("key", "value", "kind"),
    [
        ("accepted", "yes", "bool"),
        ("code", 3, "str"),
        ("reason", None, "str"),
        ("dictionary", 3, "str"),
        ("fingerprint", 3, "str"),
        ("word", 3, "str"),
    ],
)
def test_a_kept_verdict_with_a_field_of_the_wrong_kind_is_refused_naming_it(
    key: str, value: object, kind: str
) -> None:
    with pytest.raises(TypeError) as error:
        Verdict.from_json({**OLD_VERDICT, key: value})
    assert str(error.value) == f"a verdict's {key} must be {kind}, not {value!r}"


def test_an_old_verdict_reads_back_with_no_dictionary_fingerprint_form_or_suggestions() -> None:
    verdict = Verdict.from_json(OLD_VERDICT, "OX")
    assert verdict == Verdict("OX", True, "word", "OX is in the dictionary", "", "", None, ())


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({"suggestions": "ox"}, "a verdict's suggestions must be a list of words, not 'ox'"),
        (
            {"suggestions": ["ox", 3]},
            "a verdict's suggestions must be a list of words, not ['ox', 3]",
        ),
        ({"form": 3}, "a verdict's form must be text, not 3"),
    ],
)
def test_kept_suggestions_or_form_of_the_wrong_kind_are_refused(
    extra: dict[str, object], message: str
) -> None:
    with pytest.raises(TypeError) as error:
        Verdict.from_json({**OLD_VERDICT, **extra})
    assert str(error.value) == message

"""The judge a game scores with, and the verdicts it gives, called directly."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import quiddler_score.words.judge as judge_module
from quiddler_score.engine.cards import word
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.verdict import Verdict
from quiddler_score.words.table_judge import TableJudge, table_judge

STANDARD = RuleSettings()


def test_the_judge_uses_the_games_dictionary() -> None:
    verdict = TableJudge("standard", STANDARD)(word("ox"))
    assert (verdict.word, verdict.accepted, verdict.code) == ("OX", True, "word")
    assert verdict.dictionary == "standard"
    assert verdict.reason == "OX is in the standard dictionary"
    rejected = TableJudge("standard", STANDARD)(word("zzx"))
    assert (rejected.accepted, rejected.code) == (False, "not_found")


def test_a_word_list_dictionary_accepts_only_its_words(tmp_path: Path) -> None:
    words = tmp_path / "house.txt"
    words.write_text("xzq\nquiddle\n", encoding="utf-8")
    judge = TableJudge(f"file:{words}", STANDARD)
    assert judge(word("xzq")).accepted
    assert judge(word("xzq")).dictionary == f"file:{words.resolve()}"
    assert not judge(word("ox")).accepted  # in the standard dictionary, not in this list
    assert not TableJudge("standard", STANDARD)(word("xzq")).accepted


def test_the_house_allow_list_accepts_a_word_the_dictionary_does_not_have() -> None:
    verdict = TableJudge("standard", RuleSettings(allow=("xzq",)))(word("xzq"))
    assert (verdict.accepted, verdict.code) == (True, "house_allow")


def test_the_house_deny_list_rejects_a_word_the_dictionary_has() -> None:
    verdict = TableJudge("standard", RuleSettings(deny=("ox",)))(word("ox"))
    assert (verdict.accepted, verdict.code) == (False, "house_deny")


def test_a_verdict_is_worked_out_once_and_then_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_judge = judge_module.judge

    def counting_judge(text: str, *args: Any, **kwargs: Any) -> Verdict:
        calls.append(text)
        return real_judge(text, *args, **kwargs)

    monkeypatch.setattr(judge_module, "judge", counting_judge)
    judge = TableJudge("standard", STANDARD)
    first = judge(word("ox"))
    assert judge(word("OX")) is first
    assert calls == ["OX"]
    judge(word("tea"))
    assert calls == ["OX", "TEA"]


def test_an_unknown_dictionary_is_a_scoring_error_that_names_it() -> None:
    judge = TableJudge("no-such-dictionary", STANDARD)
    with pytest.raises(ScoringError, match="dictionary 'no-such-dictionary': unknown dictionary"):
        judge(word("ox"))


def test_quietly_gives_none_for_an_unknown_dictionary_and_the_verdict_otherwise() -> None:
    assert TableJudge("no-such-dictionary", STANDARD).quietly(word("ox")) is None
    verdict = TableJudge("standard", STANDARD).quietly(word("ox"))
    assert verdict is not None and verdict.accepted


def test_table_judge_gives_one_judge_per_dictionary_and_rules() -> None:
    judge = table_judge("standard", STANDARD)
    assert table_judge("standard", RuleSettings.from_table({})) is judge
    assert table_judge("standard", RuleSettings(strict=True)) is not judge
    assert table_judge("large", STANDARD) is not judge
    assert (judge.dictionary_name, judge.rules) == ("standard", STANDARD)


# Verdicts as the log keeps them --------------------------------------------------------


def test_a_verdict_reads_back_as_it_was_written() -> None:
    verdict = Verdict(
        "PARIS",
        False,
        "proper_noun",
        "Paris is a proper noun",
        "standard",
        "0cf30a73db118e2c",
        "Paris",
        ("pairs", "paris"),
    )
    data = verdict.to_json()
    assert data == {
        "word": "PARIS",
        "accepted": False,
        "code": "proper_noun",
        "reason": "Paris is a proper noun",
        "dictionary": "standard",
        "fingerprint": "0cf30a73db118e2c",
        "form": "Paris",
        "suggestions": ["pairs", "paris"],
    }
    assert Verdict.from_json(data) == verdict


def test_a_verdict_from_an_older_log_takes_its_word_from_the_entry() -> None:
    older = {
        "accepted": True,
        "code": "word",
        "reason": "OX is in the standard dictionary",
        "dictionary": "standard",
        "fingerprint": "0cf30a73db118e2c",
    }
    assert Verdict.from_json(older, "OX") == Verdict(
        "OX",
        True,
        "word",
        "OX is in the standard dictionary",
        "standard",
        "0cf30a73db118e2c",
        None,
        (),
    )


def test_a_verdict_with_a_field_of_the_wrong_kind_or_missing_is_refused() -> None:
    with pytest.raises(TypeError, match="accepted must be bool"):
        Verdict.from_json({"accepted": "yes", "code": "word", "reason": "r"})
    with pytest.raises(KeyError):
        Verdict.from_json({"accepted": True, "reason": "r"})
    with pytest.raises(TypeError, match="a verdict is an object"):
        Verdict.from_json(["accepted"])  # type: ignore[arg-type]


def test_a_verdict_whose_suggestions_are_not_a_list_is_refused() -> None:
    with pytest.raises(TypeError):
        Verdict.from_json({"accepted": False, "code": "x", "reason": "r", "suggestions": "zac"})

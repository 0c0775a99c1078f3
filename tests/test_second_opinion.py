"""A second opinion: ``check --also`` and the one line a challenge shows of the others."""

from __future__ import annotations

import json

import pytest
from cli_helpers import qs

from quiddler_score.engine.verdict import Verdict
from quiddler_score.words import second_opinion
from quiddler_score.words.backends import DictionaryUnavailable
from quiddler_score.words.second_opinion import opinion_text, others_quietly


def test_check_also_shows_family_refusing_and_large_accepting() -> None:
    result = qs("check", "--also", "large", "qoph", "-d", "family")
    assert result.output.splitlines()[0] == (
        "qoph: ✗ not acceptable (not_found). QOPH is not in the family dictionary"
    )
    assert "  also large: ✓ acceptable (word). QOPH is in the large dictionary" in result.output
    assert result.exit_code == 1  # the game's dictionary decides


def test_check_also_json_adds_each_dictionarys_verdict_by_name() -> None:
    result = qs("check", "--json", "--also", "large", "--also", "standard", "qoph", "-d", "family")
    (data,) = json.loads(result.output)
    assert (data["dictionary"], data["accepted"]) == ("family", False)
    assert list(data["also"]) == ["large", "standard"]
    large = data["also"]["large"]
    assert (large["accepted"], large["code"], large["tier"]) == (True, "word", "rare")
    assert large["fingerprint"]  # JSON shows whose list said it


def test_also_does_not_change_the_exit_status() -> None:
    assert qs("check", "--also", "family", "qoph").exit_code == 0


def test_an_unknown_also_dictionary_is_one_line_and_exit_status_2() -> None:
    result = qs("check", "--also", "webster", "cat")
    assert result.exit_code == 2
    (line,) = result.output.strip().splitlines()
    assert line.startswith("Error: --also: unknown dictionary 'webster'")


def test_the_others_of_a_challenge_are_every_usable_dictionary_but_the_games() -> None:
    found = others_quietly("qoph", "family")
    assert "family" not in found
    assert found["large"].accepted and found["standard"].accepted


def test_a_dictionary_that_cannot_be_opened_is_left_out_quietly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(name: str) -> list[str]:
        if name == "large":
            raise DictionaryUnavailable("large is missing")
        return [name]

    monkeypatch.setattr(second_opinion, "usable_others", lambda own: ["large", "standard"])
    opened = second_opinion.opinions
    monkeypatch.setattr(
        second_opinion,
        "opinions",
        lambda word, names, settings=None, **kw: opened(word, refuse(next(iter(names))), **kw),
    )
    assert list(others_quietly("cat", "family")) == ["standard"]


def test_the_opinion_line_names_each_dictionary_and_why_it_refuses() -> None:
    verdicts = {
        "large": Verdict("qoph", True, "word", ""),
        "family": Verdict("qoph", False, "not_found", ""),
    }
    assert opinion_text(verdicts) == "large ✓, family ✗ (not_found)"
    assert opinion_text({}) is None


def test_the_challenge_command_shows_the_others_after_its_own_verdict() -> None:
    assert qs("new", "Ann", "Bob", "-d", "family").exit_code == 0
    assert qs("record", "Ann", "zax").exit_code == 0
    assert qs("record", "Bob", "cat").exit_code == 0
    result = qs("challenge", "Bob", "Ann", "zax")
    lines = result.output.splitlines()
    assert lines[0] == "ZAX: not acceptable (not_found). ZAX is not in the family dictionary"
    assert lines[1] == "  close words: zac, zap, fax, lax, max"
    assert lines[2].startswith("  other dictionaries: standard ✗ (not_found), large ✓")


def test_a_challenge_in_play_shows_the_others_before_the_table_rules() -> None:
    answers = [
        "Ann, Bob",  # players
        "",  # dealer: Ann
        "family",  # dictionary
        "",  # the game's name
        "ann",  # went out
        "zax",  # Bob plays first: ZAX, flagged, a challenge offered right away
        "ann",  # Ann challenges it
    ]
    result = qs("play", input="".join(f"{line}\n" for line in answers))
    out = result.output
    verdict = out.index("ZAX: not acceptable. ZAX is not in the family dictionary")
    others = out.index("  other dictionaries: standard ✗ (not_found), large ✓")
    agree = out.index("Does the table agree?")
    assert verdict < others < agree

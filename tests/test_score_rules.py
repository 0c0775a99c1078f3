"""`score FILE --rules RULES`: a written game scored under another table's rules.

The rules file replaces the transcript's [rules] table as a whole, as `new --rules`
sets a new game's rules: a setting the file leaves out takes its default.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import qs
from click.testing import CliRunner

from quiddler_score.cli import cli
from quiddler_score.engine.cards import parse_words
from quiddler_score.engine.checks import verify_words
from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.rules import RuleSettings

# Round 1: OX and AT tie for the longest word; Ann, Cy one word each, Bob none: the
# most-words bonus is tied too. Bob is left with A E I: 0 - 6 = -6.
# Round 2 is RULES.md section 6: Ann (QU)ITE 16 + 10, Bob 14 - 16 = -2, Cy 15 + 10.
ROUNDS = """
[[rounds]]
[rounds.hands]
Ann = { words = ["ox"], unused = ["e"] }
Bob = { words = [], unused = ["a", "e", "i"] }
Cy  = { words = ["at"], unused = ["o"] }

[[rounds]]
went_out = "Ann"
[rounds.hands]
Ann = { words = ["(qu)ite"] }
Bob = { words = ["ox"], unused = ["z", "a"] }
Cy  = { words = ["at", "be"] }
"""

PLAYERS = 'players = ["Ann", "Bob", "Cy"]\n'
# The transcript's own house rules: no clamp at all, ties shared.
HOUSE = '[rules]\nclamp = "none"\nties = "all"\n'


def score(tmp_path: Path, transcript: str, rules: str | None, *args: str) -> tuple[int, str]:
    game = tmp_path / "game.toml"
    game.write_text(transcript, encoding="utf-8")
    extra = []
    if rules is not None:
        path = tmp_path / "rules.toml"
        path.write_text(rules, encoding="utf-8")
        extra = ["--rules", str(path)]
    result = qs("score", str(game), *extra, *args)
    return result.exit_code, result.output


def scored(tmp_path: Path, transcript: str, rules: str | None) -> dict[str, Any]:
    code, output = score(tmp_path, transcript, rules, "--json")
    assert code == 0, output
    data = json.loads(output)
    assert isinstance(data, dict)
    return data


def test_without_rules_the_transcripts_own_table_is_used(tmp_path: Path) -> None:
    data = scored(tmp_path, PLAYERS + HOUSE + ROUNDS, None)
    assert data["rules"] == RuleSettings(clamp="none", ties="all").to_table()
    # Round 1 ties share: Ann 12 + 10 + 10 = 32, Bob -6, Cy 3 + 10 + 10 = 23.
    # Round 2: Ann 26, Bob -2 (no clamp: -8), Cy 25.
    assert data["totals"] == {"Ann": 58, "Bob": -8, "Cy": 48}


def test_the_rules_file_replaces_the_transcripts_table_wholly(tmp_path: Path) -> None:
    # The file sets only the most-words bonus; clamp and ties go back to their defaults
    # (total, nobody), not to the transcript's none and all.
    data = scored(tmp_path, PLAYERS + HOUSE + ROUNDS, "[rules]\nmost_words_bonus = 0\n")
    assert data["rules"] == RuleSettings(most_words_bonus=0).to_table()
    # Round 1: ties give nobody anything: Ann 12, Bob -6 -> 0, Cy 3.
    # Round 2 without the most-words bonus: Ann 26, Bob -2 -> 0, Cy 15.
    assert data["totals"] == {"Ann": 38, "Bob": 0, "Cy": 18}


def test_the_settings_may_stand_at_the_top_of_the_rules_file(tmp_path: Path) -> None:
    data = scored(tmp_path, PLAYERS + ROUNDS, 'clamp = "none"\n')
    assert data["rules"] == RuleSettings(clamp="none").to_table()
    assert data["totals"] == {"Ann": 38, "Bob": -8, "Cy": 28}


def test_an_empty_rules_file_means_the_default_rules(tmp_path: Path) -> None:
    data = scored(tmp_path, PLAYERS + HOUSE + ROUNDS, "")
    assert data["rules"] == RuleSettings().to_table()
    assert data["totals"] == {"Ann": 38, "Bob": 0, "Cy": 28}


def test_the_board_names_the_rules_it_was_scored_under(tmp_path: Path) -> None:
    code, output = score(tmp_path, PLAYERS + ROUNDS, '[rules]\nties = "all"\n')
    assert code == 0, output
    assert "house rules: tied bonuses go to everyone tied." in " ".join(output.split())
    code, output = score(tmp_path, PLAYERS + HOUSE + ROUNDS, "[rules]\n")
    assert code == 0, output
    assert "the standard rules" in output


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        ("[rules]\nclamp = 'nope'\n", 'rule setting clamp must be "total", "round" or "none"'),
        ("[rules]\nbonus = 5\n", "unknown rule setting 'bonus'"),
        ("rules = 3\n", "[rules] must be a table of rule settings"),
        ("[rules\n", "not valid TOML"),
    ],
)
def test_a_bad_rules_file_is_one_line_naming_it(tmp_path: Path, rules: str, message: str) -> None:
    code, output = score(tmp_path, PLAYERS + ROUNDS, rules)
    assert code == 2, output
    assert output.startswith(f"Error: --rules {tmp_path / 'rules.toml'}: ")
    assert message in output
    assert len(output.strip().splitlines()) == 1, output


def test_a_missing_rules_file_is_one_line(tmp_path: Path) -> None:
    game = tmp_path / "game.toml"
    game.write_text(PLAYERS + ROUNDS, encoding="utf-8")
    missing = tmp_path / "none.toml"
    result = CliRunner().invoke(cli, ["score", str(game), "--rules", str(missing)])
    assert result.exit_code == 2, result.output
    assert (
        result.output.strip()
        == f"Error: --rules {missing}: cannot read it (No such file or directory)"
    )


@pytest.mark.parametrize(
    ("transcript", "message"),
    [
        # The transcript's own table is still checked, although --rules replaces it.
        (PLAYERS + "[rules]\nclamp = 'nope'\n" + ROUNDS, "game.toml: [rules]: rule setting clamp"),
        (PLAYERS + "[rules\n", "game.toml: not valid TOML"),
        ("players = 3\n", 'game.toml: the transcript needs players = ["name", ...]'),
        (
            PLAYERS + ROUNDS.replace('["ox"], unused = ["z", "a"]', '["oz"], unused = ["z", "z"]'),
            "game.toml: round 2, card 'Z': 3 Z cards on the table (Bob 3)",
        ),
    ],
)
def test_the_transcripts_mistakes_are_still_one_line(
    tmp_path: Path, transcript: str, message: str
) -> None:
    code, output = score(tmp_path, transcript, "[rules]\n")
    assert code == 2, output
    assert message in output
    assert len(output.strip().splitlines()) == 1, output


def test_the_help_describes_the_option_it_has(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["score", "--help"])
    assert result.exit_code == 0
    text = " ".join(result.output.split())
    assert "--rules FILE" in text
    assert "instead of the transcript's own [rules]" in text
    assert "a setting the file leaves out takes its default, not the transcript's value" in text


def test_the_words_of_a_hand_are_checked_before_its_unused_cards_are_known() -> None:

    # Round 1 deals 3 cards: OX is 2, so 1 card is left for the unused question.
    verify_words(1, "Ann", parse_words(["ox"]))
    with pytest.raises(ScoringError, match=r"round 1, Ann, word 'O': a word needs at least two"):
        verify_words(1, "Ann", parse_words(["o"]))
    # OX (2) + CAT (3) = 5 cards, but round 1 deals 3.
    with pytest.raises(ScoringError, match="5 cards in these words, but round 1 deals 3"):
        verify_words(1, "Ann", parse_words(["ox", "cat"]))
    # Going out uses all 3 cards; OX uses 2.
    with pytest.raises(
        ScoringError, match="went out, so the words use all 3 cards, but these use 2"
    ):
        verify_words(1, "Ann", parse_words(["ox"]), went_out=True)
    verify_words(1, "Ann", parse_words(["cat"]), went_out=True)

"""What a game keeps of its house rules: only the settings that differ from the standard
ones, and the rules format they need, so that a version too old to know a setting says
a newer version wrote the game instead of calling the setting unknown."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

from cli_helpers import ok, qs
from hypothesis import given
from hypothesis import strategies as st

from quiddler_score.engine.rules import (
    MAX_HEAD_START,
    MAX_PER_ROUND,
    RULES_FORMAT,
    Handicap,
    RuleSettings,
    rules_format,
)


def database() -> Path:
    return Path(os.environ["QUIDDLER_DB"])


def creation(game: int = 1) -> dict[str, object]:
    with sqlite3.connect(database()) as conn:
        [(payload,)] = conn.execute(
            "SELECT payload FROM events WHERE game_id = ? AND kind = 'game_created'", (game,)
        )
    kept: dict[str, object] = json.loads(payload)
    return kept


def edit_creation(change: dict[str, object]) -> None:
    """The creation entry of game 1 with ``change`` merged in, as a newer version or a
    hand in SQL would have written it (the log's trigger refuses edits)."""
    with sqlite3.connect(database()) as conn:
        conn.execute("DROP TRIGGER events_no_update")
        payload = json.dumps(creation() | change)
        conn.execute(
            "UPDATE events SET payload = ? WHERE game_id = 1 AND kind = 'game_created'",
            (payload,),
        )


def test_a_rules_file_of_one_setting_keeps_only_that_setting(tmp_path: Path) -> None:
    rules = tmp_path / "rules.toml"
    rules.write_text('clamp = "none"\n', encoding="utf-8")
    ok("new", "Ann", "Bob", "--rules", str(rules))
    kept = creation()
    assert kept["rules"] == {"clamp": "none"}
    assert "rules_format" not in kept  # every version of the log knows clamp


def test_a_rules_file_that_restates_the_standard_rules_keeps_none(tmp_path: Path) -> None:
    rules = tmp_path / "rules.toml"
    rules.write_text('ties = "nobody"\nrounds = [3, 4, 5, 6, 7, 8, 9, 10]\n', encoding="utf-8")
    ok("new", "Ann", "Bob", "--rules", str(rules))
    assert creation()["rules"] == {}


def test_the_up_and_down_house_keeps_its_rounds_marked_as_format_2() -> None:
    ok("new", "Ann", "Bob", "--house", "up-and-down")
    kept = creation()
    assert kept["rules"] == {"rounds": [3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3]}
    assert kept["rules_format"] == 2
    assert "15 rounds" in ok("board")


def test_the_two_player_house_keeps_the_bonus_it_turns_off() -> None:
    ok("new", "Ann", "Bob", "--house", "two-player", "--bonus", "longest-word")
    assert creation()["rules"] == {"most_words_bonus": 0}


def test_a_game_of_a_newer_rules_format_says_a_newer_version_wrote_it() -> None:
    ok("new", "Ann", "Bob")
    edit_creation({"rules": {"jokers": 2}, "rules_format": RULES_FORMAT + 1})
    for command in (["board"], ["record", "Ann", "cat"], ["undo"]):
        result = qs(*command)
        assert result.exit_code == 2, (command, result.output)
        [line] = result.output.splitlines()
        assert "written by a newer quiddler-score" in line, command
        assert f"rules format {RULES_FORMAT + 1}; this version reads up to {RULES_FORMAT}" in line
        assert "upgrade quiddler-score" in line


def test_an_unknown_setting_without_the_mark_is_called_unknown() -> None:
    ok("new", "Ann", "Bob")
    edit_creation({"rules": {"jokers": 2}})
    result = qs("board")
    assert result.exit_code == 2
    assert "unknown rule setting 'jokers'" in result.output
    assert "newer" not in result.output


def test_a_game_that_kept_every_setting_reads_as_it_did() -> None:
    # As every version before this one wrote a game: all twelve settings, here with no
    # clamp at all. Round 1 (3 cards): Ann CAT 8 + 2 + 3 = 13, the longest word +10 and
    # the most words +10 (one against none) = 33; Bob lays nothing, Z Q X unused
    # = -(14 + 15 + 12) = -41, kept below zero.
    ok("new", "Ann", "Bob")
    edit_creation({"rules": RuleSettings(clamp="none").to_table()})
    ok("record", "Ann", "cat")
    ok("record", "Bob", "--unused", "z q x")
    totals = json.loads(ok("board", "--json"))["totals"]
    assert totals == {"Ann": 33, "Bob": -41}


def test_rules_format_is_1_for_the_first_ten_settings_and_2_for_the_later_two() -> None:
    first_ten = RuleSettings(ties="all", strict=True, deny=("qi",)).kept_table()
    assert rules_format(first_ten) == 1
    assert rules_format({}) == 1
    assert rules_format({"rounds": [3]}) == 2
    assert rules_format({"longest_word_by": "cards", "clamp": "none"}) == 2
    assert rules_format({"handicaps": {"Ann": {"per_round": 5}}, "rounds": [3]}) == 3


WORDS = st.lists(st.sampled_from(["zooo", "qi", "za"]), unique=True).map(
    lambda words: tuple(sorted(words))
)
SETTINGS = st.builds(
    RuleSettings,
    rounds=st.lists(st.integers(2, 10), min_size=1, max_size=30).map(tuple),
    longest_word_bonus=st.integers(0, 30),
    longest_word_by=st.sampled_from(["letters", "cards"]),
    most_words_bonus=st.integers(0, 30),
    ties=st.sampled_from(["nobody", "all"]),
    clamp=st.sampled_from(["total", "round", "none"]),
    strict=st.booleans(),
    capitals_only_words=st.booleans(),
    clipped_words=st.booleans(),
    accent_folded_words=st.booleans(),
    turn_seconds=st.sampled_from([0, 10, 90, 3600]),
    allow=WORDS,
    deny=WORDS,
    handicaps=st.lists(
        st.builds(
            Handicap,
            st.sampled_from(["Ann", "Bob", "Cy", "Chloé"]),
            st.integers(0, MAX_PER_ROUND),
            st.integers(1, MAX_HEAD_START),
        ),
        unique_by=lambda each: each.player,
    ).map(lambda each: tuple(sorted(each))),
    handicaps_from_average=st.just(False),  # never kept: a game keeps its figures
)


@given(SETTINGS)
def test_the_settings_kept_read_back_as_the_settings_chosen(settings: RuleSettings) -> None:
    kept = settings.kept_table()
    assert RuleSettings.from_table(kept) == settings
    standard = RuleSettings().to_table()
    assert all(value != standard[key] for key, value in kept.items())

"""`quiddler-score score` and `demo` through the command line: JSON contract and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_helpers import qs
from click.testing import CliRunner

from quiddler_score.cli import cli

SECTION_SIX = """
players = ["Ann", "Bob", "Cy"]

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


def run(tmp_path: Path, text: str, *args: str) -> tuple[int, str]:
    path = tmp_path / "game.toml"
    path.write_text(text, encoding="utf-8")
    result = qs("score", str(path), *args)
    return result.exit_code, result.output


def test_score_json_has_the_documented_shape(tmp_path: Path) -> None:
    code, output = run(tmp_path, SECTION_SIX, "--json")
    assert code == 0
    data = json.loads(output)
    assert data["players"] == ["Ann", "Bob", "Cy"]
    round_two = data["rounds"][1]
    assert (round_two["round"], round_two["cards"], round_two["dealer"]) == (2, 4, "Bob")
    ann = round_two["players"]["Ann"]
    # (QU)ITE = 9+2+3+2 = 16, longest word +10 = 26; round 1 Ann: OX 14 - E 2 = 12.
    assert ann == ann | {
        "words": ["(QU)ITE"],
        "struck": [],
        "unused": [],
        "word_points": 16,
        "unused_points": 0,
        "bonus": 10,
        "penalty": 0,
        "round_score": 26,
        "total": 12 + 26,
    }
    # Round 1: Ann OX 12 (longest tied with Cy's AT? OX and AT are both 2 letters: nobody).
    # Cy AT 5 - O 2 = 3; round 2: AT 5 + BE 10 = 15 + most words 10 = 25 -> 28.
    # Bob: round 1 -6 -> 0; round 2 14 - 16 = -2 -> 0.
    assert data["totals"] == {"Ann": 38, "Bob": 0, "Cy": 28}
    # After two of eight rounds Ann leads: "winners" so far, not final ("complete" is false).
    assert data["winners"] == data["leaders"] == ["Ann"]
    assert data["complete"] is False


def test_score_json_is_exactly_one_json_object(tmp_path: Path) -> None:
    code, output = run(tmp_path, SECTION_SIX, "--json")
    assert code == 0
    assert isinstance(json.loads(output), dict)


def test_score_prints_the_scoreboard_with_the_leader(tmp_path: Path) -> None:
    code, output = run(tmp_path, SECTION_SIX)
    assert code == 0
    assert "(QU)ITE" in output
    assert "Leading: Ann" in output


def test_a_ruled_challenge_is_shown_in_the_record(tmp_path: Path) -> None:
    text = (
        SECTION_SIX
        + '[[rounds.challenges]]\nby = "Bob"\nplayer = "Cy"\nword = "at"\nruling = "unacceptable"\n'
    )
    code, output = run(tmp_path, text, "--json")
    assert code == 0, output
    data = json.loads(output)
    cy = data["rounds"][1]["players"]["Cy"]
    # AT struck: 10 - 5 = 5; words tie 1-1-1, no bonus.
    assert (cy["struck"], cy["round_score"]) == (["AT"], 5)
    assert data["rounds"][1]["challenges"][0]["ruling"] == "unacceptable"


def test_demo_replays_a_whole_game_night() -> None:
    result = CliRunner().invoke(cli, ["demo", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert len(data["players"]) == 4 and len(data["rounds"]) == 8
    challenges = [c for r in data["rounds"] for c in r["challenges"]]
    assert {c["acceptable"] for c in challenges} == {True, False}
    assert any(r["tied_bonuses"] for r in data["rounds"])
    clamped = [
        p
        for r in data["rounds"]
        for p in r["players"].values()
        if p["total"] == 0 and p["round_score"] < 0
    ]
    assert clamped, "the demo shows a player clamped at zero"
    assert data["complete"] and data["winners"]


def test_demo_prints_the_board() -> None:
    result = CliRunner().invoke(cli, ["demo"])
    assert result.exit_code == 0, result.output
    assert "Friday game night" in result.output
    assert "wins with" in result.output


def edit(old: str, new: str, count: int = 1) -> str:
    assert old in SECTION_SIX
    return SECTION_SIX.replace(old, new, count)


BAD_TRANSCRIPTS = {
    "unknown double card": (
        edit('words = ["at", "be"]', 'words = ["at", "(xy)e"]'),
        "round 2, Cy, word '(xy)e': there is no 'XY' card",
    ),
    "unknown loose card": (
        edit('unused = ["z", "a"]', 'unused = ["z", "ch"]'),
        "round 2, Bob, card 'ch': there is no 'CH' card",
    ),
    "digit in a word": (
        edit('words = ["at", "be"]', 'words = ["a7", "be"]'),
        "round 2, Cy, word 'a7': '7' in 'a7' is not a letter",
    ),
    "one-card word": (
        edit('Ann = { words = ["(qu)ite"] }', 'Ann = { words = ["(qu)", "ite"] }'),
        "round 2, Ann, word '(QU)': a word needs at least two cards",
    ),
    "wrong number of cards": (
        edit('unused = ["z", "a"]', 'unused = ["z"]'),
        "round 2, Bob: 3 cards in words and unused, but round 2 deals 4",
    ),
    "more copies than the deck": (
        edit('Cy  = { words = ["at", "be"] }', 'Cy  = { words = ["zz"], unused = ["a", "b"] }'),
        "round 2, card 'Z': 3 Z cards on the table (Bob 1, Cy 2), but the deck has only 2",
    ),
    "went out with unused cards": (
        edit('went_out = "Ann"', 'went_out = "Bob"'),
        "round 2, Bob: went out, so every card is in a word, but Z A is unused",
    ),
    "hand for someone not playing": (
        edit(
            'Cy  = { words = ["at", "be"] }',
            'Cy  = { words = ["at", "be"] }\nDan = { words = ["at"] }',
        ),
        "round 2, Dan: has a hand but is not playing",
    ),
    "player with no hand": (
        edit('Cy  = { words = ["at", "be"] }', ""),
        "round 2, Cy: has no hand recorded",
    ),
    "duplicate names": (
        edit('players = ["Ann", "Bob", "Cy"]', 'players = ["Ann", "Bob", "ann"]'),
        "ann: the same name is seated twice",
    ),
    "one player": (
        edit('players = ["Ann", "Bob", "Cy"]', 'players = ["Ann"]'),
        "Quiddler needs 2 to 8 players, not 1",
    ),
    "nine players": (
        edit('players = ["Ann", "Bob", "Cy"]', f"players = {[f'P{i}' for i in range(9)]}"),
        "Quiddler needs 2 to 8 players, not 9",
    ),
    "more than eight rounds": (
        SECTION_SIX + ("\n[[rounds]]\n[rounds.hands]\n" * 8),
        "a game has 8 rounds, but the transcript has 10",
    ),
    "challenge of a word not laid down": (
        SECTION_SIX
        + '[[rounds.challenges]]\nby = "Bob"\nplayer = "Cy"\nword = "cab"\nruling = "acceptable"\n',
        "round 2, Bob, word 'CAB': Cy did not lay down this word",
    ),
    "self-challenge": (
        SECTION_SIX
        + '[[rounds.challenges]]\nby = "Cy"\nplayer = "Cy"\nword = "at"\nruling = "acceptable"\n',
        "round 2, Cy, word 'AT': cannot challenge their own word",
    ),
    "second challenge of the same word": (
        SECTION_SIX
        + '[[rounds.challenges]]\nby = "Bob"\nplayer = "Cy"\nword = "at"\nruling = "acceptable"\n'
        + '[[rounds.challenges]]\nby = "Ann"\nplayer = "Cy"\nword = "at"\nruling = "unacceptable"\n',
        "round 2, Ann, word 'AT': Cy's word was already challenged",
    ),
    "unknown ruling": (
        SECTION_SIX
        + '[[rounds.challenges]]\nby = "Bob"\nplayer = "Cy"\nword = "at"\nruling = "maybe"\n',
        "round 2, Bob, word 'at': ruling must be \"acceptable\" or \"unacceptable\", not 'maybe'",
    ),
    "unknown rule setting": (
        SECTION_SIX.replace("]\n", "]\nrules = { longest_bonus = 5 }\n", 1),
        "[rules]: unknown rule setting 'longest_bonus'",
    ),
    "unknown rule value": (
        SECTION_SIX.replace(
            'players = ["Ann", "Bob", "Cy"]',
            'players = ["Ann", "Bob", "Cy"]\nrules = { clamp = "sometimes" }',
            1,
        ),
        '[rules]: rule setting clamp must be "total", "round" or "none", not \'sometimes\'',
    ),
    "negative bonus": (
        SECTION_SIX.replace(
            'players = ["Ann", "Bob", "Cy"]',
            'players = ["Ann", "Bob", "Cy"]\nrules = { most_words_bonus = -5 }',
            1,
        ),
        "rule setting most_words_bonus must be a whole number of points, 0 or more, not -5",
    ),
    "malformed TOML": (
        SECTION_SIX.replace('words = ["ox"]', 'words = ["ox"', 1),
        "not valid TOML",
    ),
    "unknown key in a hand": (
        edit(
            'Bob = { words = ["ox"], unused = ["z", "a"] }',
            'Bob = { word = ["ox"], unused = ["z", "a"] }',
        ),
        "round 2, Bob: unknown key 'word'",
    ),
    "went out is not playing": (
        edit('went_out = "Ann"', 'went_out = "Dan"'),
        "round 2: 'Dan' went out but is not playing",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_TRANSCRIPTS))
def test_bad_transcripts_get_one_line_and_exit_status_2(tmp_path: Path, case: str) -> None:
    text, message = BAD_TRANSCRIPTS[case]
    code, output = run(tmp_path, text)
    assert code == 2, output
    assert message in output
    assert "Traceback" not in output
    assert len(output.strip().splitlines()) == 1, output


def test_a_missing_transcript_file_is_a_usage_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["score", str(tmp_path / "nowhere.toml")])
    assert result.exit_code == 2
    assert "cannot read the transcript" in result.output


def test_every_command_has_help_text() -> None:
    context = cli.make_context("quiddler-score", [], resilient_parsing=True)
    for name in cli.list_commands(context):  # type: ignore[attr-defined]
        command = cli.get_command(context, name)  # type: ignore[attr-defined]
        assert command is not None and command.help, f"{name} has no help text"
        result = CliRunner().invoke(cli, [name, "--help"])
        assert result.exit_code == 0, result.output


@pytest.mark.parametrize("command", ["new", "score", "play"])
def test_every_rule_setting_and_its_default_is_in_the_help(command: str) -> None:
    from quiddler_score.engine.rules import RuleSettings

    shown = CliRunner().invoke(cli, [command, "--help"], env={"COLUMNS": "200"}).output
    for key in RuleSettings._fields:
        assert f"  {key} = " in shown, key
    assert 'clamp = "total"' in shown and "longest_word_bonus = 10" in shown


def test_the_board_names_the_dictionary_and_the_house_rules(tmp_path: Path) -> None:
    house = SECTION_SIX.replace("]\n", ']\nrules = { clamp = "round", deny = ["zax"] }\n', 1)
    code, output = run(tmp_path, house)
    assert code == 0, output
    said = "Dictionary standard; house rules: no round scores below zero; ZAX refused."
    assert said in " ".join(output.split())
    code, output = run(tmp_path, SECTION_SIX)
    assert "Dictionary standard; the standard rules." in output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["check"], "Error: Missing argument 'WORDS...'. (see quiddler-score check --help)"),
        (
            ["record", "ann", "--round", "0"],
            "Error: Invalid value for '--round': 0 is not in the range",
        ),
        (["challenge", "a", "b", "at", "--ruling", "maybe"], "Error: Invalid value for '--ruling'"),
        (["nonsense"], "Error: No such command 'nonsense'. (see quiddler-score --help)"),
    ],
)
def test_usage_errors_are_one_line_with_where_to_find_help(args: list[str], message: str) -> None:
    result = CliRunner().invoke(cli, args, prog_name="quiddler-score")
    assert result.exit_code == 2
    assert result.output.startswith(message), result.output
    assert len(result.output.strip().splitlines()) == 1, result.output


def test_the_bare_command_shows_its_help() -> None:
    result = CliRunner().invoke(cli, [], prog_name="quiddler-score")
    assert result.exit_code == 0 and "Commands:" in result.output


def test_a_transcript_with_an_unknown_dictionary_is_refused(tmp_path: Path) -> None:
    code, output = run(tmp_path, 'dictionary = "klingon"\n' + SECTION_SIX)
    assert code == 2 and "dictionary: unknown dictionary 'klingon'" in output


def test_a_transcript_saved_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    path.write_bytes(b"\xef\xbb\xbf" + SECTION_SIX.encode())
    result = CliRunner().invoke(cli, ["score", str(path), "--json"])
    assert result.exit_code == 0, result.output


def test_check_refuses_an_empty_word() -> None:
    result = CliRunner().invoke(cli, ["check", ""])
    assert result.exit_code == 2 and "an empty word" in result.output

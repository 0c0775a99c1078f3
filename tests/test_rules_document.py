"""RULES.md, the rules for people, says what the code keeps: the deck, the sections the
code cites, every rule setting with its default, and the worked example's figures.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from cli_helpers import ok

from quiddler_score.engine import cards
from quiddler_score.engine.rules import RuleSettings

RULES = Path(__file__).resolve().parent.parent / "RULES.md"


def text() -> str:
    return RULES.read_text(encoding="utf-8")


def section(number: int) -> str:
    """The text of section ``number``, from its heading to the next one."""
    parts = re.split(r"^## ", text(), flags=re.MULTILINE)
    (found,) = [part for part in parts if part.startswith(f"{number}. ")]
    return found


def table_rows(source: str) -> list[list[str]]:
    """The cells of every Markdown table row, header and divider rows left out."""
    rows = []
    for line in source.splitlines():
        if not line.startswith("|"):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if set("".join(cells)) <= set("-:") or cells[0] in ("card", "setting"):
            continue
        rows.append(cells)
    return rows


def test_the_sections_the_code_cites_are_where_it_says() -> None:
    # The code's docstrings cite "RULES.md section N": 1 the deck, 3 words, 4 scoring ...
    headings = re.findall(r"^## (.+)$", text(), flags=re.MULTILINE)
    assert headings == [
        "1. The deck",
        "2. A game",
        "3. Words",
        "4. Scoring a round",
        "5. Challenges",
        "6. Worked example",
        "7. Rule settings",
        "8. Handicaps",
    ]


def test_the_deck_table_is_the_codes_deck_exactly() -> None:
    written = [
        (letters, int(copies), int(points)) for letters, copies, points in table_rows(section(1))
    ]
    # Every card once, in the code's order, with its copies and points.
    assert written == [(c.letters, c.copies, c.points) for c in cards.DECK.values()]
    assert f"There are {cards.DECK_SIZE} cards" in section(1)
    singles = sum(c.copies for c in cards.DECK.values() if not c.is_double)
    assert f"({singles} cards)" in section(1)
    doubles = ", ".join(c.letters for c in cards.DOUBLE_CARDS[:-1])
    assert f"{doubles} and {cards.DOUBLE_CARDS[-1].letters}" in section(1)


def test_the_values_quoted_for_split_words_are_the_codes() -> None:
    deck = section(1)
    assert cards.word("(qu)it").points == 14 and "= 14" in deck
    assert cards.word("quit").points == 24 and "= 24" in deck
    assert (cards.word("(th)e").points, cards.word("the").points) == (11, 12)
    assert "THE is 11 with the TH card and 12 with T and H" in deck


def toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, list):
        return "[" + ", ".join(toml(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{toml(k)} = {toml(v)}" for k, v in value.items()) + "}"
    return str(value)


def test_every_rule_setting_is_documented_with_its_default() -> None:
    written = {row[0].strip("`"): row[1].strip("`") for row in table_rows(section(7))}
    defaults = {key: toml(value) for key, value in RuleSettings().to_table().items()}
    assert written == defaults
    for key in RuleSettings._fields:
        assert f"`{key}`" in text()


def test_the_example_rules_file_is_a_valid_rules_file() -> None:
    import tomllib

    (example,) = re.findall(r"```toml\n(.*?)```", section(7), flags=re.DOTALL)
    RuleSettings.from_table(tomllib.loads(example)["rules"])


# The worked example of section 6 as a transcript: round 1 leaves Bob at 0.
EXAMPLE = """
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


def round_two(tmp_path: Path, challenge: str = "") -> dict[str, Any]:
    game = tmp_path / "example.toml"
    game.write_text(EXAMPLE + challenge, encoding="utf-8")
    data = json.loads(ok("score", str(game), "--json"))["rounds"][1]
    assert (data["dealer"], data["cards"]) == ("Bob", 4)
    players: dict[str, Any] = data["players"]
    return players


def test_the_worked_example_is_what_the_tool_scores(tmp_path: Path) -> None:
    example = section(6)
    players = round_two(tmp_path)
    assert {name: p["round_score"] for name, p in players.items()} == {
        "Ann": 26,
        "Bob": -2,
        "Cy": 25,
    }
    assert players["Bob"]["total"] == 0
    assert "**26**" in example and "**25**" in example and "**−2**" in example
    assert "Cy starts" in example

    # Ann challenges BE; the dictionary accepts it and Ann pays 10.
    challenged = round_two(
        tmp_path, '[[rounds.challenges]]\nby = "Ann"\nplayer = "Cy"\nword = "be"\n'
    )
    assert (challenged["Ann"]["round_score"], challenged["Cy"]["round_score"]) == (16, 25)
    assert "26 − 10 = **16**" in example

    # Bob challenges AT and the table rules it out: Cy 10 - 5, nobody gets most words.
    struck = round_two(
        tmp_path,
        '[[rounds.challenges]]\nby = "Bob"\nplayer = "Cy"\nword = "at"\nruling = "unacceptable"\n',
    )
    assert {name: p["round_score"] for name, p in struck.items()} == {
        "Ann": 26,
        "Bob": -2,
        "Cy": 5,
    }
    assert "Ann **26**,\n  Bob **−2**, Cy **5**" in example

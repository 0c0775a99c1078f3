"""The lines under a round that say who got its bonuses: a tie is said once, whether it
gives the bonus to nobody or (``ties = "all"``) to everyone tied."""

from __future__ import annotations

from pathlib import Path

from cli_helpers import ok

# One round of 4 cards, ZOOO on the house allow list. Card values (RULES.md section 1):
#   Ann   CAT 8 + 2 + 3 = 13, E unused -2              = 11   (3 letters, 1 word)
#   Chloe (QU)IT 9 + 2 + 3 = 14, A unused -2           = 12   (4 letters, 1 word)
#   Dee   ZOOO 14 + 2 + 2 + 2 = 20, went out           = 20   (4 letters, 1 word)
# Longest word: Chloe and Dee tie at 4 letters. Most words: all three tie at one word.
ROUND = """
players = ["Ann", "Chloe", "Dee"]
[rules]
rounds = [4]
ties = "{ties}"
allow = ["zooo"]
[[rounds]]
went_out = "Dee"
[rounds.hands]
Ann = {{ words = ["cat"], unused = ["e"] }}
Chloe = {{ words = ["(qu)it"], unused = ["a"] }}
Dee = {{ words = ["zooo"] }}
"""


def scored(tmp_path: Path, ties: str) -> list[str]:
    path = tmp_path / "game.toml"
    path.write_text(ROUND.format(ties=ties), encoding="utf-8")
    return [line.strip() for line in ok("score", str(path)).splitlines()]


def test_under_ties_all_a_tied_longest_word_is_one_line_naming_both(tmp_path: Path) -> None:
    # Each tied player gets +10 for longest and +10 for most words:
    # Ann 11 + 10 = 21, Chloe 12 + 10 + 10 = 32, Dee 20 + 10 + 10 = 40.
    lines = scored(tmp_path, "all")
    longest = [line for line in lines if line.startswith("longest word:")]
    assert longest == [
        "longest word: (QU)IT and ZOOO, 4 letters (Chloe and Dee, tied: each gets it)"
    ]
    most = [line for line in lines if line.startswith("most words:")]
    assert most == ["most words: tied between Ann, Chloe and Dee, so each gets it"]
    assert any("40" in line and "Dee" in line for line in lines)


def test_under_ties_nobody_the_same_round_says_nobody_gets_either(tmp_path: Path) -> None:
    # No bonus: Ann 11, Chloe 12, Dee 20.
    lines = scored(tmp_path, "nobody")
    assert [line for line in lines if line.startswith(("longest word:", "most words:"))] == [
        "longest word: tied at 4 letters between Chloe and Dee, so nobody gets it",
        "most words: tied between Ann, Chloe and Dee, so nobody gets it",
    ]

"""Score sheets on paper: ``sheet --blank`` and a kept game's ``sheet``, as PDF.

What a sheet says is read back with pdftotext, and its pages counted and measured with
pdfinfo (poppler-utils; without them these tests skip, unless CI is set). The kept games
are played through the commands: Ann and Bob's eight rounds of tests/test_pictures.py,
worked out by hand there, and eight players dealt by its rule, one with an accented name
and one of 40 characters.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path

import pytest
from builders import challenge, filler_rounds, rules_example_round, scored, table
from cli_helpers import ok, qs, refused
from installed import missing
from test_pictures import dealt_game, two_player_plays

from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.scoring import Hand, RoundPlay
from quiddler_score.present.sheet_layout import (
    Page,
    even_blocks,
    filled_cell,
    page_label,
    pages,
    rules_in_words,
)

ACCENTED = "Chloé Müller-Lüdenscheidt"
FORTY = "Bartholomew Aloysius Quincy-Smythe Fourth"[:40]
EIGHT = ("Ann", ACCENTED, "Cy", "Dee", FORTY, "Finn", "Gus", "Hal")


def poppler(tool: str) -> str:
    found = shutil.which(tool)
    if found is None:
        missing(f"{tool} (apt-get install poppler-utils)")
    return found


def pdf_text(path: Path) -> str:
    done = subprocess.run(
        [poppler("pdftotext"), "-layout", str(path), "-"], capture_output=True, check=True
    )
    return done.stdout.decode("utf-8")


def pdf_pages(path: Path) -> list[tuple[float, float]]:
    """Each page's size in points, as pdfinfo measures it."""
    done = subprocess.run(
        [poppler("pdfinfo"), "-f", "1", "-l", "99", str(path)],
        capture_output=True,
        check=True,
        text=True,
    )
    sizes = re.findall(r"Page +\d+ size: +([\d.]+) x ([\d.]+) pts", done.stdout)
    return [(float(w), float(h)) for w, h in sizes]


A4 = (595.28, 841.89)
LETTER = (612.0, 792.0)


def keep(players: Sequence[str], plays: Sequence[RoundPlay], name: str) -> None:
    """Start a game and record every hand of ``plays`` through the commands."""
    ok("new", *players, "--name", name)
    for play in plays:
        for player in players:
            held = play.hands[player]
            line = ["record", player, *(str(word) for word in held.words)]
            if held.unused:
                line += ["--unused", " ".join(str(card) for card in held.unused)]
            if play.went_out == player:
                line.append("--out")
            ok(*line)


def eight_player_plays(rounds: int = 8) -> list[RoundPlay]:
    board = dealt_game(EIGHT, rounds)
    return [
        RoundPlay(r.number, {p.player: Hand(p.words, p.unused) for p in r.players})
        for r in board.rounds
    ]


# --- How a sheet is cut into pages ----------------------------------------------------


def test_four_players_fit_a_page_and_a_fifth_makes_two_even_blocks() -> None:
    assert even_blocks(4, 4) == [range(0, 4)]
    assert even_blocks(5, 4) == [range(0, 3), range(3, 5)]
    assert even_blocks(7, 4) == [range(0, 4), range(4, 7)]
    assert even_blocks(8, 4) == [range(0, 4), range(4, 8)]


def test_eight_rounds_fit_a_page_and_a_ninth_makes_two() -> None:
    assert pages(2, 8) == [Page(range(0, 2), range(1, 9))]
    assert pages(2, 9) == [Page(range(0, 2), range(1, 6)), Page(range(0, 2), range(6, 10))]


def test_eight_players_of_fifteen_rounds_take_four_pages_rounds_first() -> None:
    cut = pages(8, 15)
    assert cut == [
        Page(range(0, 4), range(1, 9)),
        Page(range(0, 4), range(9, 16)),
        Page(range(4, 8), range(1, 9)),
        Page(range(4, 8), range(9, 16)),
    ]
    assert page_label(cut[1], 2, 4, 8, 15) == "page 2 of 4 · players 1–4 · rounds 9–15"
    assert page_label(cut[2], 3, 4, 8, 8) == "page 3 of 4 · players 5–8"
    assert page_label(pages(2, 8)[0], 1, 1, 2, 8) == ""


# --- What a sheet says -----------------------------------------------------------------


def test_a_filled_round_adds_up_as_its_five_boxes_say() -> None:
    board = scored(table("Ann", "Bob"), *two_player_plays())
    cell = filled_cell(board.rounds[7].of("Ann"))
    # Ann's round 8: ZEBRA Z14 E2 B8 R5 A2 = 31; unused O I E A T 2+2+2+2+3 = 11;
    # the longest word +10; 31 − 11 + 10 = 30, on 233 before: 263.
    assert cell.words == ["ZEBRA"]
    assert cell.figures == ("31", "−11", "+10", "30", "263")
    assert cell.notes == ["unused O I E A T", "longest +10"]
    out = filled_cell(board.rounds[1].of("Ann"))
    # Ann went out in round 2 with (QU)ITE: (QU)9 I2 T3 E2 = 16, nothing unused, +10.
    assert (out.words, out.figures, out.went_out) == (
        ["(QU)ITE"],
        ("16", "0", "+10", "26", "38"),
        True,
    )


def test_a_struck_word_counts_as_unused_and_a_penalty_is_noted() -> None:
    # RULES.md section 6's round 2, after a round 1 of unused vowels (every total 0).
    # Ann challenges Cy's BE, which stands: Ann loses its 10, 16 + 10 (longest) − 10 = 16.
    # Bob challenges Cy's AT, ruled out: struck, its 5 as if unused, and with one word
    # each nobody gets the most-words bonus; Cy scores BE 10 − 5 = 5. Bob: OX 14 − Z A 16
    # = −2, and his total stays at 0.
    plays = rules_example_round(
        challenge("Ann", "Cy", "be", ruling=True), challenge("Bob", "Cy", "at", ruling=False)
    )
    board = scored(table("Ann", "Bob", "Cy"), *filler_rounds(("Ann", "Bob", "Cy"), 1), plays)
    cy, ann, bob = (filled_cell(board.rounds[1].of(p)) for p in ("Cy", "Ann", "Bob"))
    assert (cy.words, cy.notes, cy.figures) == (
        ["BE"],
        ["struck AT −5"],
        ("10", "−5", "0", "5", "5"),
    )
    assert ann.notes == ["challenge penalty −10", "longest +10"]
    assert ann.figures == ("16", "0", "+10", "16", "16")
    assert bob.figures == ("14", "−16", "0", "−2", "0")


def test_the_rules_are_said_as_the_house_plays_them() -> None:
    standard = rules_in_words(RuleSettings())
    assert standard[0] == "8 rounds of 3 to 10 cards."
    assert "Longest word (most letters): +10. Most words: +10." in standard[2]
    assert "A tied bonus goes to nobody" in standard[2]
    assert standard[-1] == "No total goes below zero."
    house = rules_in_words(
        RuleSettings(
            rounds=(4, 4),
            most_words_bonus=0,
            longest_word_by="cards",
            ties="all",
            clamp="none",
            strict=True,
        )
    )
    assert house[0] == "2 rounds of 4, 4 cards."
    assert "Longest word (most cards): +10. No most-words bonus." in house[2]
    assert "goes to everyone tied" in house[2]
    assert "Every word the dictionary refuses is struck, challenged or not." in house
    assert house[-1] == "Totals may go below zero."
    two = rules_in_words(RuleSettings(), one_bonus=True)
    assert two[2].startswith(
        "One bonus, chosen as the game starts: longest word (most letters): +10, or most words: +10."
    )


# --- Through the command ---------------------------------------------------------------


def test_a_blank_sheet_for_two_is_one_a4_page_with_the_rules_and_the_cards(
    tmp_path: Path,
) -> None:
    path = tmp_path / "blank.pdf"
    assert ok("sheet", "--blank", "--players", "2", str(path)).startswith("Wrote")
    assert pdf_pages(path) == [A4]
    text = pdf_text(path)
    for said in ("Quiddler score sheet", "8 rounds of 3 to 10 cards", "Most words: +10"):
        assert said in text
    assert "player 2" in text and "player 3" not in text
    assert re.search(r"QU\s+TH", text) and re.search(r"\b10 cards\b", text)
    assert "Winner:" in text


def test_a_blank_sheet_for_eight_of_fifteen_rounds_takes_four_letter_pages(
    tmp_path: Path,
) -> None:
    path = tmp_path / "big.pdf"
    line = ["sheet", "--blank", "--players", "8", "--house", "up-and-down", "--paper", "letter"]
    assert "(4 pages, Letter)" in ok(*line, str(path))
    assert pdf_pages(path) == [LETTER] * 4
    text = pdf_text(path)
    assert "15 rounds of 3 to 10, 9 to 3 cards" in text
    assert "House notes: hands of 3 cards up to 10" in text
    assert "page 4 of 4 · players 5–8 · rounds 9–15" in text


def test_a_kept_game_of_two_fills_one_page_and_names_the_winner(tmp_path: Path) -> None:
    keep(("Ann", "Bob"), two_player_plays(), "Friday")
    path = tmp_path / "friday.pdf"
    ok("sheet", str(path))
    assert pdf_pages(path) == [A4]
    text = pdf_text(path)
    # The totals worked out by hand in tests/test_pictures.py, round by round.
    for total in (12, 38, 57, 83, 132, 173, 233, 263, 3, 28, 59, 95, 103, 130, 160, 228):
        assert re.search(rf"\b{total}\b", text), total
    for word in ("(QU)ITE", "JO(IN)TS", "(QU)IZ", "ZEBRA", "PLANET"):
        assert word in text
    assert "Ann wins with 263 points" in text
    assert "Dictionary standard; the standard rules." in text


def test_eight_players_with_long_and_accented_names_take_two_pages(tmp_path: Path) -> None:
    assert len(FORTY) == 40
    keep(EIGHT, eight_player_plays(), "Big table")
    path = tmp_path / "big.pdf"
    assert "(2 pages, Letter)" in ok("sheet", "--paper", "letter", str(path))
    assert pdf_pages(path) == [LETTER, LETTER]
    text = pdf_text(path)
    flat = " ".join(text.split())
    assert "Chloé" in text and "Lüdenscheidt" in text
    assert "Bartholomew Aloysius" in flat and "Quincy-Smythe" in flat
    assert "page 2 of 2 · players 5–8" in text
    assert flat.count("wins with") == 2  # on both pages


def test_a_game_half_played_leaves_its_later_rounds_blank(tmp_path: Path) -> None:
    keep(("Ann", "Bob"), two_player_plays()[:3], "Half")
    path = tmp_path / "half.pdf"
    ok("sheet", str(path))
    text = pdf_text(path)
    assert "Bob leads after round 3 with 59 points" in text
    assert "ZONE" in text and "TIGER" not in text


def test_the_same_sheet_is_the_same_bytes(tmp_path: Path) -> None:
    first, second = tmp_path / "1.pdf", tmp_path / "2.pdf"
    ok("sheet", "--blank", "--players", "3", str(first))
    ok("sheet", "--blank", "--players", "3", str(second))
    assert first.read_bytes() == second.read_bytes()


@pytest.mark.parametrize("players", ["1", "9"])
def test_a_table_of_one_or_nine_is_refused(tmp_path: Path, players: str) -> None:
    line = refused("sheet", "--blank", "--players", players, str(tmp_path / "x.pdf"))
    assert f"--players {players}: a table seats 2 to 8 players" in line
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.parametrize(
    ("line", "said"),
    [
        (["--blank", "--players", "3", "--house", "nope"], "no house rules called 'nope'"),
        (["--blank"], "say how many play: --players N (2 to 8)"),
        (["--players", "3"], "--players and --house go with --blank"),
        (["--blank", "--players", "3", "--game", "1"], "a --blank sheet is for none"),
    ],
)
def test_options_that_cannot_make_a_sheet_are_refused(
    tmp_path: Path, line: list[str], said: str
) -> None:
    assert said in refused("sheet", *line, str(tmp_path / "x.pdf"))
    assert not (tmp_path / "x.pdf").exists()


def test_a_file_that_cannot_be_written_or_is_not_a_pdf_is_refused(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("a file, not a folder")
    inside = tmp_path / "file" / "x.pdf"
    assert f"{inside}: cannot write it" in refused(
        "sheet", "--blank", "--players", "2", str(inside)
    )
    png = tmp_path / "x.png"
    assert "a score sheet is written as a .pdf file" in refused(
        "sheet", "--blank", "--players", "2", str(png)
    )
    assert not png.exists()


def test_a_game_with_no_round_is_refused(tmp_path: Path) -> None:
    ok("new", "Ann", "Bob", "--name", "Empty")
    line = refused("sheet", str(tmp_path / "x.pdf"))
    assert "'Empty' has no round recorded yet" in line
    assert "sheet --blank --players N" in line


def test_without_matplotlib_the_sheet_says_how_to_get_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from quiddler_score.cli.commands import sheet as sheet_command

    monkeypatch.setattr(sheet_command, "pictures_installed", lambda: False)
    line = refused("sheet", "--blank", "--players", "2", str(tmp_path / "x.pdf"))
    assert 'pip install "quiddler-score[pictures]"' in line


def test_the_paper_is_a4_or_letter(tmp_path: Path) -> None:
    result = qs("sheet", "--blank", "--players", "2", "--paper", "a5", str(tmp_path / "x.pdf"))
    assert result.exit_code == 2

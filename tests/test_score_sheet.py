"""Score sheets on paper: ``sheet --blank`` and a kept game's ``sheet``, as PDF.

What a sheet says is read back with pdftotext, and its pages counted and measured with
pdfinfo (poppler-utils; without them these tests skip, unless CI is set). The kept games
are played through the commands: Ann and Bob's eight rounds of tests/test_pictures.py,
worked out by hand there, and eight players dealt by its rule, one with an accented name
and one of 40 characters. The sheets are also read back cell by cell (pdftotext -bbox):
each word where it is on the page, so that a figure in the wrong column or row is found.

Faults seeded by hand to check these tests (each restored after). The tests written
before caught none of them; the cell-by-cell tests caught every one:
- the players' names in reverse order over their columns: each player's round, half
  played, eight players;
- each round labelled with the next round's number: those three and both blank sheets;
- a kept game's round labelled with the previous round's card count: each player's round,
  half played, eight players;
- the last player's name on each page left out: the same three;
- the line saying when the game started left out (cli/commands/sheet.py): each player's round,
  eight players;
- the five boxes' labels in reverse order: each player's round, half played, eight
  players, both blank sheets;
- a blank sheet's rounds given the next round's card count: both blank sheets;
- the winner's last total left blank (the winner's line still says it): each player's
  round, eight players.
"""

from __future__ import annotations

import html
import itertools
import re
import shutil
import sqlite3
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

import pytest
from builders import challenge, filler_rounds, hand, rules_example_round, scored, table
from cli_helpers import ok, qs, refused
from installed import missing
from reportlab.pdfgen.canvas import Canvas
from test_pictures import dealt_game, two_player_plays

from quiddler_score.engine.cards import DECK
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.scoring import Hand, RoundPlay
from quiddler_score.present.score_sheet import (
    BOX_ROW,
    ROUND_COLUMN,
    STRIP,
    Heading,
    game_sheet,
)
from quiddler_score.present.sheet_layout import (
    FIGURES,
    PAPERS,
    Page,
    even_blocks,
    filled_cell,
    page_label,
    pages,
    rules_in_words,
)
from quiddler_score.present.sheet_page import MARGIN

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


class Word(NamedTuple):
    """A word of a PDF page and its box, in pt from the page's top-left corner."""

    text: str
    x0: float
    y0: float
    x1: float
    y1: float


def pdf_words(path: Path) -> list[tuple[float, list[Word]]]:
    """Each page's width and its words where they are, as ``pdftotext -bbox`` reads them."""
    done = subprocess.run(
        [poppler("pdftotext"), "-bbox", str(path), "-"], capture_output=True, check=True
    )
    found = []
    for page in done.stdout.decode("utf-8").split("<page ")[1:]:
        page_width = float(re.match(r'width="([\d.]+)"', page).group(1))  # type: ignore[union-attr]
        boxes = re.findall(
            r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>',
            page,
        )
        words = [
            Word(html.unescape(t), float(a), float(b), float(c), float(d))
            for a, b, c, d, t in boxes
        ]
        found.append((page_width, words))
    return found


def lines_of(words: Sequence[Word]) -> list[str]:
    """The words as lines of text, top to bottom, each read left to right."""
    lines: list[list[Word]] = []
    for word in sorted(words, key=lambda w: (w.y0, w.x0)):
        if lines and abs(word.y0 - lines[-1][0].y0) < 2:
            lines[-1].append(word)
        else:
            lines.append([word])
    return [" ".join(w.text for w in sorted(line, key=lambda w: w.x0)) for line in lines]


class Cell(NamedTuple):
    """A player's round as the page shows it: the lines above the five boxes (the label
    "words laid", then what was laid and the notes), the boxes' labels in the order they
    are added up (two rows, each left to right), and the
    figure written in each box under the label it is written under (none: blank)."""

    lines: list[str]
    labels: list[str]
    figures: dict[str, str]


class ReadSheet(NamedTuple):
    """A page of a score sheet read back cell by cell: the lines above the table, each
    column's name, each row's round label (its lines), each row's cells left to right,
    and the line at its foot."""

    heading: list[str]
    names: list[str]
    rounds: list[list[str]]
    cells: list[list[Cell]]
    foot: str


def read_sheet(path: Path, columns: int) -> list[ReadSheet]:
    """Every page of the sheet at ``path``, whose pages hold ``columns`` players each.

    The columns are where the sheet's layout puts them (a round column of ROUND_COLUMN
    pt inside the margin, then the players' columns, of equal widths); the rows are found
    from their round labels.
    """
    read = []
    for page_width, words in pdf_words(path):
        start = MARGIN + ROUND_COLUMN
        width = (page_width - MARGIN - start) / columns
        labels = sorted(
            (w for w in words if w.text == "round" and is_round_label(w, words)),
            key=lambda w: w.y0,
        )
        tops = [label.y0 - 4 for label in labels]
        height = tops[1] - tops[0]
        foot_top = max(w.y0 for w in words) - 2
        names_top = tops[0] - 34 - 4
        heading = [w for w in words if w.y0 < names_top]
        names = [
            " ".join(
                lines_of(
                    [
                        w
                        for w in words
                        if names_top <= w.y0 < tops[0] and left <= w.x0 < left + width
                    ]
                )
            )
            for left in (start + width * i for i in range(columns))
        ]
        rounds, cells = [], []
        for top in tops:
            inside = [w for w in words if top <= w.y0 < top + height and w.y0 < foot_top]
            rounds.append(lines_of([w for w in inside if w.x1 <= start]))
            cells.append(
                [
                    cell_of([w for w in inside if left <= w.x0 < left + width], top + height)
                    for left in (start + width * i for i in range(columns))
                ]
            )
        foot = lines_of([w for w in words if w.y0 >= foot_top])
        read.append(ReadSheet(lines_of(heading), names, rounds, cells, " ".join(foot)))
    return read


def is_round_label(word: Word, words: Sequence[Word]) -> bool:
    """Whether ``word`` is the word "round" that heads a round's label, centred in the
    round column with the round's number under it (not the word in a rule's sentence)."""
    middle = MARGIN + ROUND_COLUMN / 2
    return abs((word.x0 + word.x1) / 2 - middle) < 1 and any(
        w.text.isdigit() and w.x1 <= MARGIN + ROUND_COLUMN and -2 < w.y0 - word.y1 < 3
        for w in words
    )


def cell_of(words: list[Word], bottom: float) -> Cell:
    """The cell of ``words``; its six boxes are the last STRIP pt above ``bottom``, in two
    rows, each box's label at its top left and its figure to the right under it."""
    strip = [w for w in words if w.y0 >= bottom - STRIP]
    labels = sorted((w for w in strip if w.text in FIGURES), key=lambda w: (round(w.y0), w.x0))
    figures = {}
    for figure in (w for w in strip if w not in labels):
        middle = (figure.x0 + figure.x1) / 2
        row = [w for w in labels if w.y0 <= figure.y0 < w.y0 + BOX_ROW - 3]
        label = max((w for w in row if w.x0 <= middle), key=lambda w: w.x0)
        figures[label.text] = figure.text
    above = [w for w in words if w.y0 < bottom - STRIP]
    return Cell(lines_of(above), [w.text for w in labels], figures)


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


def test_a_filled_round_adds_up_as_its_six_boxes_say() -> None:
    board = scored(table("Ann", "Bob"), *two_player_plays())
    cell = filled_cell(board.rounds[7].of("Ann"), 233)
    # Ann's round 8: ZEBRA Z14 E2 B8 R5 A2 = 31; unused O I E A T 2+2+2+2+3 = 11;
    # the longest word +10; no penalty: 31 − 11 + 10 − 0 = 30, on 233 before: 263.
    assert cell.words == ["ZEBRA"]
    assert cell.figures == ("31", "−11", "+10", "0", "30", "263")
    assert cell.notes == ["unused O I E A T", "longest +10"]
    out = filled_cell(board.rounds[1].of("Ann"), 12)
    # Ann went out in round 2 with (QU)ITE: (QU)9 I2 T3 E2 = 16, nothing unused, +10.
    assert (out.words, out.figures, out.went_out) == (
        ["(QU)ITE"],
        ("16", "0", "+10", "0", "26", "38"),
        True,
    )


def test_a_struck_word_counts_as_unused_and_a_penalty_has_its_own_box() -> None:
    # RULES.md section 6's round 2, after a round 1 of unused vowels (every total 0).
    # Ann challenges Cy's BE, which stands: Ann loses its 10, 16 + 10 (longest) − 10 = 16.
    # Bob challenges Cy's AT, ruled out: struck, its 5 as if unused, and with one word
    # each nobody gets the most-words bonus; Cy scores BE 10 − 5 = 5. Bob: OX 14 − Z A 16
    # = −2, and his total stays at 0, which his notes say.
    plays = rules_example_round(
        challenge("Ann", "Cy", "be", ruling=True), challenge("Bob", "Cy", "at", ruling=False)
    )
    board = scored(table("Ann", "Bob", "Cy"), *filler_rounds(("Ann", "Bob", "Cy"), 1), plays)
    cy, ann, bob = (filled_cell(board.rounds[1].of(p), 0) for p in ("Cy", "Ann", "Bob"))
    assert (cy.words, cy.notes, cy.figures) == (
        ["BE"],
        ["struck AT −5"],
        ("10", "−5", "0", "0", "5", "5"),
    )
    assert ann.notes == ["longest +10"]
    assert ann.figures == ("16", "0", "+10", "−10", "16", "16")
    assert bob.figures == ("14", "−16", "0", "0", "−2", "0")
    assert bob.notes == ["unused Z A", "total kept at 0, not −2"]


def test_a_round_kept_at_zero_before_its_bonus_says_so() -> None:
    # Under clamp "round": Bob's OX 14 − Z A 16 = −2 counts as 0 (no bonus to add).
    plays = rules_example_round(challenge("Ann", "Cy", "be", ruling=True))
    players = ("Ann", "Bob", "Cy")
    board = scored(table(*players, clamp="round"), *filler_rounds(players, 1), plays)
    bob = filled_cell(board.rounds[1].of("Bob"), 0)
    assert bob.figures == ("14", "−16", "0", "0", "0", "0")
    assert bob.notes == ["unused Z A", "no round below 0 before its bonuses"]


class Drawn(NamedTuple):
    text: str
    left: float  # pt
    right: float  # pt


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    """Each text the sheet draws, as ReportLab is given it (from the left, centred or
    from the right of x), with its edges in pt."""
    texts: list[Drawn] = []

    def recording(method: str, shift: float) -> None:
        drawing = getattr(Canvas, method)

        def recorded(canvas: Canvas, x: float, y: float, text: str) -> None:
            across = canvas.stringWidth(text, canvas._fontname, canvas._fontsize)
            left = x - across * shift
            texts.append(Drawn(text, left, left + across))
            drawing(canvas, x, y, text)

        monkeypatch.setattr(Canvas, method, recorded)

    recording("drawString", 0.0)
    recording("drawCentredString", 0.5)
    recording("drawRightString", 1.0)
    return texts


def test_a_long_list_of_winners_is_cut_before_the_points_they_share(drawn: list[Drawn]) -> None:
    names = tuple(f"Player number {seat} of the long table" for seat in range(4))
    board = scored(table(*names, rounds=[3]), RoundPlay(1, {name: hand("ate") for name in names}))
    game_sheet(board, Heading("Shared", [], []), PAPERS["a4"])
    foot = drawn[-1]
    assert foot.text.startswith("Player number 0 of the long table, Player")
    assert foot.text.endswith("… share the win with 7 points")
    assert foot.left >= MARGIN - 1 and PAPERS["a4"].width - MARGIN + 1 >= foot.right


def test_a_letter_is_drawn_with_at_most_two_of_its_thirty_accents(drawn: list[Drawn]) -> None:
    names = ("A" + "\u0316" * 30, "B" + "\u0301" * 30)  # marks below, marks above
    board = scored(table(*names, rounds=[3]), RoundPlay(1, {name: hand("ate") for name in names}))
    game_sheet(board, Heading("Accents", [], []), PAPERS["a4"])
    said = [text for text, _, _ in drawn]
    assert said[-1] == "A\u0316\u0316 and B\u0301\u0301 share the win with 7 points"
    # Over their columns, and A deals the one round.
    assert said.count("A\u0316\u0316") == 2 and said.count("B\u0301\u0301") == 1
    assert not [text for text in said if "\u0316" * 3 in text or "\u0301" * 3 in text]


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


def test_without_reportlab_the_sheet_says_how_to_get_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from quiddler_score.cli.commands import sheet as sheet_command

    monkeypatch.setattr(sheet_command, "sheets_installed", lambda: False)
    line = refused("sheet", "--blank", "--players", "2", str(tmp_path / "x.pdf"))
    assert 'score sheets need ReportLab: pip install "quiddler-score[sheets]"' in line


def test_the_paper_is_a4_or_letter(tmp_path: Path) -> None:
    result = qs("sheet", "--blank", "--players", "2", "--paper", "a5", str(tmp_path / "x.pdf"))
    assert result.exit_code == 2


# --- What each cell of a sheet says, read back where it is on the page ------------------

LABELS = ["words", "unused", "bonus", "penalty", "round", "total"]
STARTED = "2026-12-04T12:00:00+00:00"  # noon UTC: Friday 4 December wherever the tests run


def started_on_a_friday(db: Path) -> None:
    """The current game's start set to STARTED, as another program would."""
    conn = sqlite3.connect(db, isolation_level=None)
    try:
        conn.execute("UPDATE games SET created_at = ?", (STARTED,))
    finally:
        conn.close()


def figures(*said: str) -> dict[str, str]:
    """The six boxes' figures, each under its label: words, unused, bonus, penalty, round,
    total."""
    return dict(zip(LABELS, said, strict=True))


# Ann's and Bob's rounds of tests/test_pictures.py as the sheet must write them: what was
# laid, the notes, and the five boxes. Card points: A 2, B 8, C 8, D 5, E 2, F 6, G 6,
# I 2, J 13, K 8, L 3, M 5, N 5, O 2, P 6, R 5, S 3, T 3, U 4, V 11, W 10, X 12, Y 4,
# Z 14, (IN) 7, (QU) 9, (TH) 9.
FRIDAY = [
    # 1: Ann OX 2+12 = 14 − E 2 = 12; Bob AT 2+3 = 5 − O 2 = 3.
    (["words laid", "OX", "unused E"], figures("14", "−2", "0", "0", "12", "12")),
    (["words laid", "AT", "unused O"], figures("5", "−2", "0", "0", "3", "3")),
    # 2: Ann goes out, (QU)ITE 9+2+3+2 = 16 + 10 longest = 26, 12 + 26 = 38; Bob AT 5,
    # BE 8+2 = 10: 15 + 10 most words = 25, 3 + 25 = 28.
    (["words laid went out", "(QU)ITE", "longest +10"], figures("16", "0", "+10", "0", "26", "38")),
    (["words laid", "AT BE", "most words +10"], figures("15", "0", "+10", "0", "25", "28")),
    # 3: Ann JAB 13+2+8 = 23 − E I 4 = 19, 57; Bob ZONE 14+2+5+2 = 23 − A 2 + 10 = 31, 59.
    (["words laid", "JAB", "unused E I"], figures("23", "−4", "0", "0", "19", "57")),
    (["words laid", "ZONE", "unused A · longest +10"], figures("23", "−2", "+10", "0", "31", "59")),
    # 4: Ann TIGER 3+2+6+2+5 = 18 − A 2 + 10 = 26, 83; Bob goes out, CAT 8+2+3 = 13, DOG
    # 5+2+6 = 13: 26 + 10 = 36, 95.
    (
        ["words laid", "TIGER", "unused A · longest +10"],
        figures("18", "−2", "+10", "0", "26", "83"),
    ),
    (
        ["words laid went out", "CAT DOG", "most words +10"],
        figures("26", "0", "+10", "0", "36", "95"),
    ),
    # 5: Ann goes out, VEX 11+2+12 = 25, RAIN 5+2+2+5 = 14: 39 + 10 = 49, 132; Bob MULE
    # 5+4+3+2 = 14 − A O I 6 = 8, 103.
    (
        ["words laid went out", "VEX RAIN", "most words +10"],
        figures("39", "0", "+10", "0", "49", "132"),
    ),
    (["words laid", "MULE", "unused A O I"], figures("14", "−6", "0", "0", "8", "103")),
    # 6: Ann (TH)INK 9+2+5+8 = 24, YES 4+2+3 = 9: 33 − A 2 + 10 = 41, 173; Bob PLANET
    # 6+3+2+5+2+3 = 21 − O O 4 + 10 = 27, 130.
    (
        ["words laid", "(TH)INK YES", "unused A · most words +10"],
        figures("33", "−2", "+10", "0", "41", "173"),
    ),
    (
        ["words laid", "PLANET", "unused O O · longest +10"],
        figures("21", "−4", "+10", "0", "27", "130"),
    ),
    # 7: Ann JO(IN)TS 13+2+7+3+3 = 28, WAX 10+2+12 = 24: 52 − E 2 + 10 = 60, 233; Bob
    # (QU)IET 9+2+2+3 = 16, FOLD 6+2+3+5 = 16: 32 − A 2 = 30, 160.
    (
        ["words laid", "JO(IN)TS WAX", "unused E · longest +10"],
        figures("52", "−2", "+10", "0", "60", "233"),
    ),
    (["words laid", "(QU)IET FOLD", "unused A"], figures("32", "−2", "0", "0", "30", "160")),
    # 8: Ann ZEBRA 14+2+8+5+2 = 31 − O I E A T 11 + 10 = 30, 263; Bob (QU)IZ 9+2+14 = 25,
    # OX 14, JAB 23: 62 − E E 4 + 10 = 68, 228.
    (
        ["words laid", "ZEBRA", "unused O I E A T · longest +10"],
        figures("31", "−11", "+10", "0", "30", "263"),
    ),
    (
        ["words laid", "(QU)IZ OX JAB", "unused E E · most words +10"],
        figures("62", "−4", "+10", "0", "68", "228"),
    ),
]


def test_each_players_round_is_written_in_their_column_on_its_rounds_row(
    tmp_path: Path,
) -> None:
    keep(("Ann", "Bob"), two_player_plays(), "Friday")
    started_on_a_friday(tmp_path / "games.sqlite3")
    path = tmp_path / "friday.pdf"
    ok("sheet", str(path))
    (page,) = read_sheet(path, 2)
    assert page.heading == [
        "Friday",
        "Started Friday 4 December 2026.",
        "Dictionary standard; the standard rules.",
    ]
    assert page.names == ["Ann", "Bob"]
    # Round n deals n + 2 cards; Ann deals first, then Bob, and so on.
    assert page.rounds == [
        ["round", str(n), f"{n + 2} cards", "dealer", "Ann" if n % 2 else "Bob"]
        for n in range(1, 9)
    ]
    for number, row in enumerate(page.cells, start=1):
        ann, bob = FRIDAY[2 * number - 2], FRIDAY[2 * number - 1]
        assert [(cell.lines, cell.labels, cell.figures) for cell in row] == [
            (ann[0], LABELS, ann[1]),
            (bob[0], LABELS, bob[1]),
        ], f"round {number}"
    assert page.foot == "Ann wins with 263 points"


def test_a_half_played_game_fills_its_rounds_and_leaves_the_rest_blank(tmp_path: Path) -> None:
    keep(("Ann", "Bob"), two_player_plays()[:3], "Half")
    path = tmp_path / "half.pdf"
    ok("sheet", str(path))
    (page,) = read_sheet(path, 2)
    assert page.names == ["Ann", "Bob"]
    assert page.rounds == [
        ["round", str(n), f"{n + 2} cards", "dealer", "Ann" if n % 2 else "Bob"]
        for n in range(1, 9)
    ]
    filled = [[(c.lines, c.figures) for c in row] for row in page.cells[:3]]
    assert filled == [[FRIDAY[2 * r], FRIDAY[2 * r + 1]] for r in range(3)]
    for row in page.cells[3:]:
        assert row == [Cell(["words laid"], LABELS, {}), Cell(["words laid"], LABELS, {})]
    # After round 3: Ann 57, Bob 59 (FRIDAY's totals).
    assert page.foot == "Bob leads after round 3 with 59 points"


def test_eight_players_are_four_to_a_page_each_in_their_seats_column(tmp_path: Path) -> None:
    """The totals are the engine's own, round by round: the sheet must put each where it
    belongs, under its player's name on its round's row, on both pages."""
    keep(EIGHT, eight_player_plays(), "Big table")
    started_on_a_friday(tmp_path / "games.sqlite3")
    path = tmp_path / "big.pdf"
    ok("sheet", "--paper", "letter", str(path))
    board = dealt_game(EIGHT)
    (winner,) = board.winners
    first, second = read_sheet(path, 4)
    for number, (page, seated) in enumerate(((first, EIGHT[:4]), (second, EIGHT[4:])), start=1):
        assert page.heading == [
            "Big table",
            f"page {number} of 2 · players {'1–4' if number == 1 else '5–8'}",
            "Started Friday 4 December 2026.",
            "Dictionary standard; the standard rules.",
        ]
        assert [name.replace("- ", "-") for name in page.names] == list(seated)
        # Each round's dealer, the next in seating order, cut to the column if long.
        for n, said in enumerate(page.rounds, start=1):
            dealer = EIGHT[(n - 1) % 8]
            assert said[:4] == ["round", str(n), f"{n + 2} cards", "dealer"]
            assert said[4] == dealer or dealer.startswith(said[4].removesuffix("…")), said
        for result, row in zip(board.rounds, page.cells, strict=True):
            for player, cell in zip(seated, row, strict=True):
                played = result.of(player)
                assert cell.lines[1] == " ".join(str(w).upper() for w in played.words)
                assert cell.figures["round"] == f"{played.round_score}".replace("-", "−")
                assert cell.figures["total"] == str(played.total), (result.number, player)
        assert page.foot == f"{winner} wins with {board.totals[winner]} points"


def test_a_blank_sheet_says_the_rules_the_cards_values_and_a_row_for_each_round(
    tmp_path: Path,
) -> None:
    path = tmp_path / "blank.pdf"
    ok("sheet", "--blank", "--players", "3", str(path))
    (page,) = read_sheet(path, 3)
    assert page.heading[:7] == [
        "Quiddler score sheet",
        "3 players; the standard rules.",
        "8 rounds of 3 to 10 cards.",
        "A round scores its words' points − the unused cards' points + bonuses − penalties.",
        "Longest word (most letters): +10. Most words: +10. A tied bonus goes to nobody; "
        "a player with no words wins none.",
        "A challenged word the dictionary allows costs the challenger its points; one it "
        "refuses is struck and counts as unused cards.",
        "No total goes below zero.",
    ]
    # A row of little cards, each card's points under its letters: A to Z, then the
    # double cards.
    cards, values = page.heading[7:9]
    shown = [
        (letters, int(points))
        for letters, points in zip(cards.split(), values.split(), strict=True)
    ]
    assert len(page.heading) == 9
    assert shown == [(card.letters, card.points) for card in DECK.values()]
    assert ("A", 2) in shown and ("Q", 15) in shown and ("QU", 9) in shown
    assert page.names == ["player 1", "player 2", "player 3"]
    assert page.rounds == [["round", str(n), f"{n + 2} cards", "dealer"] for n in range(1, 9)]
    assert page.cells == [[Cell(["words laid"], LABELS, {})] * 3] * 8
    assert page.foot == "Winner:"


def test_a_blank_sheet_of_eight_players_and_fifteen_rounds_labels_every_page(
    tmp_path: Path,
) -> None:
    """up-and-down: rounds 1 to 8 deal 3 to 10 cards, rounds 9 to 15 deal 9 down to 3."""
    path = tmp_path / "big.pdf"
    ok("sheet", "--blank", "--players", "8", "--house", "up-and-down", str(path))
    read = read_sheet(path, 4)
    up = [["round", str(n), f"{n + 2} cards", "dealer"] for n in range(1, 9)]
    down = [["round", str(n), f"{18 - n} cards", "dealer"] for n in range(9, 16)]
    seats = [f"player {n}" for n in range(1, 5)], [f"player {n}" for n in range(5, 9)]
    expected = [
        ("players 1–4 · rounds 1–8", seats[0], up),
        ("players 1–4 · rounds 9–15", seats[0], down),
        ("players 5–8 · rounds 1–8", seats[1], up),
        ("players 5–8 · rounds 9–15", seats[1], down),
    ]
    for number, (page, (label, names, rounds)) in enumerate(
        zip(read, expected, strict=True), start=1
    ):
        assert page.heading[:3] == [
            "Quiddler score sheet",
            f"page {number} of 4 · {label}",
            "8 players; house rules 'up-and-down'.",
        ]
        assert (page.names, page.rounds, page.foot) == (names, rounds, "Winner:")
        assert page.cells == [[Cell(["words laid"], LABELS, {})] * 4] * len(rounds)


def number(figure: str) -> int:
    return int(figure.replace("−", "-"))


def test_a_lost_challenge_has_its_own_penalty_box_and_every_row_adds_up(tmp_path: Path) -> None:
    ok("new", "Ann", "Bob", "--name", "Challenged")
    # Round 1: Ann goes out with FOX 6+2+12 = 20 + 10 longest = 30. Bob AT 2+3 = 5 − O 2
    # = 3 (one word each: no most-words bonus), and he challenges Ann's FOX, which stands:
    # he loses its 20, 3 − 20 = −17, his total kept at 0.
    ok("record", "Ann", "fox", "--out")
    ok("record", "Bob", "at", "--unused", "o")
    ok("challenge", "Bob", "Ann", "fox")
    # Round 2: Ann goes out with ZAPS 14+2+6+3 = 25 + 10 longest = 35, 30 + 35 = 65; Bob
    # AT BE 5+10 = 15 + 10 most words = 25, 0 + 25 = 25.
    ok("record", "Ann", "zaps", "--out")
    ok("record", "Bob", "at", "be")
    path = tmp_path / "challenged.pdf"
    ok("sheet", str(path))
    (page,) = read_sheet(path, 2)
    [ann_1, bob_1], [ann_2, bob_2] = page.cells[:2]
    assert bob_1.figures == figures("5", "−2", "0", "−20", "−17", "0")
    assert bob_1.lines[-1].endswith("total kept at 0, not −17")
    assert ann_1.figures == figures("20", "0", "+10", "0", "30", "30")
    assert ann_2.figures == figures("25", "0", "+10", "0", "35", "65")
    assert bob_2.figures == figures("15", "0", "+10", "0", "25", "25")
    # Every filled row adds up as its boxes say, a kept total said in its notes.
    for column in range(2):
        before = 0
        for row in page.cells[:2]:
            said = {label: number(figure) for label, figure in row[column].figures.items()}
            sum_ = said["words"] + said["unused"] + said["bonus"] + said["penalty"]
            assert sum_ == said["round"]
            kept = said["total"] == 0 and "total kept at 0" in row[column].lines[-1]
            assert said["total"] == before + said["round"] or kept
            before = said["total"]


MM = 72 / 25.4  # pt


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_four_players_boxes_leave_room_for_three_figures_by_hand(
    tmp_path: Path, paper: str
) -> None:
    """A handwritten figure is about 3 mm wide: the total's box holds "249" with room to
    spare (15 mm), the others a sign and two figures (9 mm)."""
    path = tmp_path / "four.pdf"
    ok("sheet", "--blank", "--players", "4", "--paper", paper, str(path))
    [(_, words)] = pdf_words(path)
    first_row = min(w.y0 for w in words if w.text == "penalty")
    row = sorted((w for w in words if abs(w.y0 - first_row) < 1), key=lambda w: w.x0)
    small = [b.x0 - a.x0 for a, b in itertools.pairwise(row) if a.text != "penalty"]
    assert len(small) == 4 * 3 and min(small) >= 9 * MM
    second_row = min(w.y0 for w in words if w.text == "total" and w.y0 > first_row)
    row = sorted((w for w in words if abs(w.y0 - second_row) < 1), key=lambda w: w.x0)
    assert [w.text for w in row] == ["round", "total"] * 4
    wide = [b.x0 - a.x0 for a, b in itertools.pairwise(row)]
    assert min(wide) >= 15 * MM

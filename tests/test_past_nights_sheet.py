"""Reading a score sheet (``read_sheet``): its limits, its dates and any sheet of totals,
read back as written. Importing one is tested end to end in tests/test_import.py."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from quiddler_score.games.past_nights.sheet import MAX_BYTES, MAX_ROWS, SheetError, read_sheet

TODAY = date(2026, 12, 6)


def rows_of(count: int) -> bytes:
    """A sheet of ``count`` rows below its header: games of two players each."""
    lines = ["date,game,player,total"]
    lines += [f"2020-01-01,G{n // 2},{'Ann' if n % 2 else 'Bob'},{n % 7}" for n in range(count)]
    return ("\n".join(lines) + "\n").encode()


def test_the_rows_read_at_most_and_one_past() -> None:
    assert len(read_sheet(rows_of(MAX_ROWS), TODAY)) == MAX_ROWS // 2
    with pytest.raises(SheetError, match=f"row {MAX_ROWS + 2}: an import reads up to 20,000"):
        read_sheet(rows_of(MAX_ROWS + 1), TODAY)


def test_the_bytes_read_at_most_and_one_past() -> None:
    head = b"date,player,total\n2024-03-01,Ann,1\n2024-03-01,Bob,2\n"
    blank = b" " * 999 + b"\n"  # rows of spaces, as blank as rows without them
    filled = head + blank * ((MAX_BYTES - len(head)) // len(blank))
    at_most = filled + b" " * (MAX_BYTES - len(filled))
    assert len(at_most) == MAX_BYTES
    assert read_sheet(at_most, TODAY)[0].totals == (1, 2)
    with pytest.raises(SheetError, match="an import reads up to 8,000,000"):
        read_sheet(at_most + b" ", TODAY)


@pytest.mark.parametrize(
    ("cell", "read"),
    [("9999", 9999), ("-9999", -9999), ("10000", None), ("-10000", None), ("+5", 5)],
)
def test_a_score_at_its_limits_and_one_past(cell: str, read: int | None) -> None:
    text = f"date,player,total\n2024-03-01,Ann,{cell}\n2024-03-01,Bob,0\n".encode()
    if read is None:
        with pytest.raises(SheetError, match="is not a whole number from -9999 to 9999"):
            read_sheet(text, TODAY)
    else:
        assert read_sheet(text, TODAY)[0].totals == (read, 0)


@pytest.mark.parametrize(("players", "fine"), [(2, True), (8, True), (9, False)])
def test_players_in_a_game_at_the_limits_and_one_past(players: int, fine: bool) -> None:
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida"][:players]
    text = "date,player,total\n" + "".join(f"2024-03-01,{n},1\n" for n in names)
    if fine:
        assert read_sheet(text.encode(), TODAY)[0].players == tuple(names)
    else:
        with pytest.raises(SheetError, match="has 9 players; a game has 2 to 8"):
            read_sheet(text.encode(), TODAY)


@pytest.mark.parametrize(
    ("cards", "fine"), [("2", True), ("10", True), ("1", False), ("11", False)]
)
def test_cards_dealt_at_the_limits_and_one_past(cards: str, fine: bool) -> None:
    text = f"date,round,player,round_score,cards\n2024-03-01,1,Ann,1,{cards}\n2024-03-01,1,Bob,2,{cards}\n"
    if fine:
        assert read_sheet(text.encode(), TODAY)[0].shape == (int(cards),)
    else:
        with pytest.raises(SheetError, match="is not a whole number from 2 to 10"):
            read_sheet(text.encode(), TODAY)


def test_more_than_eight_rounds_need_the_cards_dealt() -> None:
    rows = "".join(f"2024-03-01,{r},{p},1\n" for r in range(1, 10) for p in ("Ann", "Bob"))
    with pytest.raises(SheetError, match="has 9 rounds; give the cards dealt in each round"):
        read_sheet(("date,round,player,round_score\n" + rows).encode(), TODAY)


@pytest.mark.parametrize(
    ("written", "day"),
    [
        ("2024-03-09", "2024-03-09"),
        ("2024/3/9", "2024-03-09"),
        ("25/12/2024", "2024-12-25"),  # day first: 25 is no month
        ("12/25/2024", "2024-12-25"),  # month first
        ("25.12.2024", "2024-12-25"),
        ("07/07/2024", "2024-07-07"),  # day and month one number: either way
        (TODAY.isoformat(), TODAY.isoformat()),  # today, the last day a game was played
    ],
)
def test_dates_read_as_written_when_they_can_be_read_one_way(written: str, day: str) -> None:
    text = f"date,player,total\n{written},Ann,1\n{written},Bob,2\n".encode()
    assert read_sheet(text, TODAY)[0].played_on == day


NAMES = ("Ann", "Bob", "Chloé", "Dee", "Éva", "Fay", "Gus", "Hal")


@st.composite
def sheets(draw: st.DrawFn) -> tuple[list[tuple[str, str, tuple[str, ...], tuple[int, ...]]], str]:
    """Games of totals (a day, a name, players and totals) and a separator to write them."""
    count = draw(st.integers(1, 6))
    games = []
    for number in range(count):
        day = draw(st.dates(date(1990, 1, 1), TODAY)).isoformat()
        players = tuple(draw(st.lists(st.sampled_from(NAMES), min_size=2, max_size=8, unique=True)))
        totals = tuple(draw(st.integers(-9999, 9999)) for _ in players)
        games.append((day, f"G{number}", players, totals))
    return games, draw(st.sampled_from([",", ";", "\t"]))


@given(sheets(), st.booleans())
def test_any_sheet_of_totals_reads_back_as_written(
    drawn: tuple[list[tuple[str, str, tuple[str, ...], tuple[int, ...]]], str], bom: bool
) -> None:
    games, separator = drawn
    lines = [separator.join(("date", "game", "player", "total"))]
    for day, name, players, totals in games:
        lines += [
            separator.join((day, name, p, str(t))) for p, t in zip(players, totals, strict=True)
        ]
    data = ("\ufeff" if bom else "") + "\r\n".join(lines) + "\r\n"
    read = read_sheet(data.encode(), TODAY)
    # Oldest day first; games of one day in the sheet's order.
    expected = sorted(games, key=lambda game: game[0])
    assert [(g.played_on, g.name, g.players, g.totals) for g in read] == expected
    assert all(g.shape == (3, 4, 5, 6, 7, 8, 9, 10) and g.round_scores == () for g in read)

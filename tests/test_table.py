"""Names that look alike cannot sit at one table, and no name holds what cannot be seen.

Ann beside Ann + U+FE0F (an invisible variation selector) or beside Anɴ (a small capital
N) would be two rows that read the same on the board. Invisible characters (variation
selectors, zero-width characters, every format character) are refused in a name, in one
line naming the character; the look-alike key folds NFKC forms, small capitals and the
Unicode confusables to one skeleton.
"""

from __future__ import annotations

import pytest
from cli_helpers import qs, refused

from quiddler_score.engine.errors import ScoringError
from quiddler_score.engine.table import Table, check_player_name, name_key


@pytest.mark.parametrize(
    ("char", "named"),
    [
        ("\ufe0f", "U+FE0F (VARIATION SELECTOR-16)"),
        ("\ufe00", "U+FE00 (VARIATION SELECTOR-1)"),
        ("\U000e0100", "U+E0100 (VARIATION SELECTOR-17)"),
        ("\u200b", "U+200B (ZERO WIDTH SPACE)"),
        ("\u200d", "U+200D (ZERO WIDTH JOINER)"),
        ("\u2060", "U+2060 (WORD JOINER)"),
        ("\u00ad", "U+00AD (SOFT HYPHEN)"),
        ("\u034f", "U+034F (COMBINING GRAPHEME JOINER)"),
        ("\u3164", "U+3164 (HANGUL FILLER)"),
        ("\u180b", "U+180B (MONGOLIAN FREE VARIATION SELECTOR ONE)"),
        ("\U000e0041", "U+E0041 (TAG LATIN CAPITAL LETTER A)"),
    ],
)
def test_a_name_holding_an_invisible_character_is_refused_naming_it(char: str, named: str) -> None:
    with pytest.raises(ScoringError) as raised:
        check_player_name(f"An{char}n")
    assert named in str(raised.value)
    assert char not in str(raised.value)  # what cannot be seen is written as its code


def test_ann_with_a_variation_selector_is_refused_beside_ann_in_new_and_rename() -> None:
    message = refused("new", "Ann", "Ann\ufe0f")
    assert "U+FE0F (VARIATION SELECTOR-16)" in message
    assert "'Ann\\ufe0f'" in message  # shown, not hidden
    assert qs("new", "Ann", "Bob").exit_code == 0
    assert "U+FE0F" in refused("rename", "bob", "Ann\ufe0f")
    assert "U+FE0F" in refused("rename", "bob", "Bob\ufe0f")


def test_ann_and_ann_with_a_small_capital_n_cannot_both_sit() -> None:
    message = refused("new", "Ann", "An\u0274")
    assert "cannot be told apart on the board" in message
    assert "'An\\u0274'" in message
    assert qs("new", "Ann", "Bob").exit_code == 0
    assert "cannot be told apart" in refused("rename", "bob", "An\u0274")


@pytest.mark.parametrize(
    "look_alike",
    [
        "An\u0274",  # LATIN LETTER SMALL CAPITAL N
        "\u1d00nn",  # LATIN LETTER SMALL CAPITAL A (the confusables table has only Cherokee)
        "\ua7aenn",  # LATIN CAPITAL LETTER SMALL CAPITAL I... as the first letter: Ɪnn
        "\u0251nn",  # LATIN SMALL LETTER ALPHA: a Latin look-alike, in the confusables table
        "\u0410nn",  # CYRILLIC CAPITAL LETTER A
        "\uff21nn",  # FULLWIDTH LATIN CAPITAL LETTER A (NFKC)
        "A\u1db0n",  # MODIFIER LETTER SMALL CAPITAL N: NFKC to ɴ, then n
    ],
)
def test_look_alikes_of_a_latin_name_share_its_key(look_alike: str) -> None:
    expected = "inn" if look_alike.startswith("\ua7ae") else "ann"
    assert name_key(look_alike) == expected


def test_small_capitals_of_every_plain_letter_key_as_the_letter() -> None:
    # ᴀ ʙ ᴄ ᴅ ᴇ ꜰ ɢ ʜ ɪ ᴊ ᴋ ʟ ᴍ ɴ ᴏ ᴘ ꞯ ʀ ꜱ ᴛ ᴜ ᴠ ᴡ ʏ ᴢ: all but x, which has none.
    small = "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ"
    assert "".join(name_key(f"{letter}z") for letter in small) == "".join(
        f"{letter}z" for letter in "abcdefghijklmnopqrstuvwyz"
    )


def test_names_that_only_look_like_others_in_part_are_still_two_names() -> None:
    Table.seat(["Ann", "Anna", "Ana", "Γιάννης", "Яна"])  # different names, not look-alikes
    assert name_key("Ζωή") != name_key("Zoe")


def test_accented_names_are_checked_without_importing_regex_or_the_confusables() -> None:
    # Every command that reads a game seats its players: a game of accented names should
    # not pay for the tables of invisible and look-alike characters.
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from quiddler_score.engine.table import Table\n"
        "Table.seat(['Chloé', 'Zoë Ølaf', 'Ａnn B'])\n"
        "print('regex' in sys.modules, 'confusable_homoglyphs' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout.split() == ["False", "False"], done.stderr


def test_every_printable_invisible_character_is_a_mark_or_a_letter() -> None:
    # The check asks regex only about marks (Mn) and letters (Lo): Unicode's invisible
    # characters that Python prints are all of those two kinds.
    import unicodedata

    import regex

    ignorable = regex.compile(r"\p{Default_Ignorable_Code_Point}")
    kinds = {
        unicodedata.category(chr(code))
        for code in range(0x110000)
        if chr(code).isprintable() and ignorable.match(chr(code))
    }
    assert kinds == {"Mn", "Lo"}

"""Beyond `play`: the commands a table runs on a game night, each in a real process with
only ``LANG`` set (as a French or Spanish computer has it), say nothing in English.

A game of four (an accented and a 40-character name among them) is recorded, a word is
challenged and refused, a round is undone; then `board`, `history`, `stats`, `games`,
`rulings`, `check`, `--help` and a mistaken command are each read for English messages
left untranslated (the leak check of tests/english_leaks.py, over every message of the
catalog).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from english_leaks import assert_no_leaks

LONG = "Anna-Maria Évangéline Konstantinopoulous"
PLAYERS = ["Ann", "Böb Ørsted", LONG, "Zoë"]
GAME = [
    ["new", *PLAYERS],
    ["record", "Ann", "cat"],
    ["record", "Böb Ørsted", "ox", "-u", "e"],
    ["record", LONG, "vux"],
    ["record", "Zoë", "-u", "z q i"],
    ["challenge", "Ann", LONG, "vux"],
    ["record", "Ann", "cats", "--out"],
    ["record", "Böb Ørsted", "(qu)iz", "-u", "e"],
    ["record", LONG, "ox", "-u", "e a"],
    ["record", "Zoë", "zax", "-u", "e"],
    ["undo"],
]
READ = [
    ["board", "--rounds"],
    ["history"],
    ["stats"],
    ["games"],
    ["rulings"],
    ["check", "quixotic", "vux", "--explain"],
    ["--help"],
    ["record", "--help"],
    ["stats", "--help"],
]
# What each language must say somewhere, so that the check reads the right screens.
SAID = {
    "fr": [
        "Manche 2",
        "VUX n'est pas dans le dictionnaire standard",
        "Commandes",
        # The word's tier and how often it is written: two labels, two lines.
        "fréquence : peu courant usage : environ une fois sur",
    ],
    "es": [
        "Ronda 2",
        "VUX no está en el diccionario standard",
        "Comandos",
        "frecuencia: poco común uso: aproximadamente una vez cada",
    ],
}


def run(lang: str, db: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    env = {
        name: value
        for name, value in os.environ.items()
        if name not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")
    }
    env |= {"LANG": lang, "QUIDDLER_DB": str(db), "COLUMNS": "80"}
    return subprocess.run(
        [sys.executable, "-m", "quiddler_score", *arguments],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr_FR.UTF-8", "es_ES.UTF-8"])
def test_a_game_nights_commands_speak_the_language_of_lang_and_no_english(
    tmp_path: Path, lang: str
) -> None:
    db = tmp_path / "games.sqlite3"
    language = lang[:2]
    screens = []
    for arguments in GAME + READ:
        done = run(lang, db, *arguments)
        assert done.returncode in (0, 1), (arguments, done.stderr)
        screens.append(done.stdout + done.stderr)
    mistaken = run(lang, db, "recrod", "Ann")
    assert mistaken.returncode == 2 and mistaken.stdout == ""
    assert mistaken.stderr.count("\n") == 1, mistaken.stderr
    screens.append(mistaken.stderr)
    screen = "\n".join(screens)
    said = " ".join(screen.split())
    for message in SAID[language]:
        assert message in said, message
    # The words played and the names are not English left untranslated.
    shown = screen
    for typed in ("CATS", "CAT", "VUX", "(QU)IZ", "ZAX", "OX", "quixotic", "vux"):
        shown = shown.replace(typed, "")
    assert_no_leaks(shown, language)

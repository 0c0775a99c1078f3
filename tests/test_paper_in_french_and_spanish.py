"""The score sheet, the pictures, stats and export in French and in Spanish.

The games are kept through the commands, as tests/test_score_sheet.py keeps them (Ann
and Bob's eight rounds of tests/test_pictures.py, started on Friday 4 December 2026);
the club of five games is tests/test_records.py's. Each output is read back as a person
reads it: the screen, the sheet's text (pdftotext), the pictures' texts (their SVG).

What leaks is checked against the catalog: no English sentence marked in this part of
the package (two words or more between its placeholders) may be found in an output
that speaks French or Spanish, unless the language writes it the same.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from cli_helpers import ok, refused
from english_leaks import assert_no_leaks
from svg_reading import svg_texts
from test_pictures import two_player_plays
from test_records import club, stats_of
from test_score_sheet import EIGHT, eight_player_plays, keep, pdf_text, started_on_a_friday
from test_stats_view import printed

from quiddler_score.language import speaking
from quiddler_score.present.export import CSV_COLUMNS as GAME_CSV_COLUMNS
from quiddler_score.present.stats_view import CSV_COLUMNS, night_view, stats_view

# The files whose messages these outputs are made of.
AREA = (
    "quiddler_score/present/stats_view.py",
    "quiddler_score/present/records_view.py",
    "quiddler_score/present/head_to_head.py",
    "quiddler_score/present/sheet_layout.py",
    "quiddler_score/present/score_sheet.py",
    "quiddler_score/present/results_card.py",
    "quiddler_score/present/leaderboard_card.py",
    "quiddler_score/present/bgstats.py",
    "quiddler_score/cli/pictures.py",
    "quiddler_score/cli/bgstats_link.py",
    "quiddler_score/cli/commands/sheet.py",
    "quiddler_score/cli/commands/stats.py",
    "quiddler_score/cli/commands/export.py",
)
NARROW_SPACE = "\u202f"  # French groups thousands with it, as Babel writes them


def assert_no_english(said: str, language: str) -> None:
    # Short pieces count too: two words, whatever their length ("best word", "won on").
    assert_no_leaks(said, language, AREA, length=1)


def speak(monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    monkeypatch.setenv("LANGUAGE", language)


def friday_kept() -> None:
    """Ann and Bob's game, kept in English as the scorekeeper played it."""
    keep(("Ann", "Bob"), two_player_plays(), "Friday")
    started_on_a_friday(Path(_database()))


def _database() -> str:
    return os.environ["QUIDDLER_DB"]


# --- stats ---------------------------------------------------------------------------

GAMES_LINE = {
    "fr": ("1 partie finie.", "2 parties finies."),
    "es": ("1 partida terminada.", "2 partidas terminadas."),
}


@pytest.mark.parametrize("language", ["fr", "es"])
def test_stats_says_one_finished_game_and_two_in_the_language(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    friday_kept()
    one, two = GAMES_LINE[language]
    assert ok("--lang", language, "stats").splitlines()[0] == one
    keep(("Ann", "Bob"), two_player_plays(), "Saturday")
    screen = ok("--lang", language, "stats", columns=60)
    assert screen.splitlines()[0] == two
    assert max(len(line) for line in screen.splitlines()) <= 60
    assert_no_english(screen, language)


SCREEN = {
    "fr": [
        "Classement",
        "Records, bonus et contestations",
        "Face à face : les parties que chaque joueur a gagnées contre chacun des autres",
        "Rivaux",
        "Records personnels",
        "Records du club",
        "Selon le nombre de joueurs",
        "bête noire",
        "le club",
        # The records' game shape, kept in English, said in the language.
        "totaux des parties de 8 manches de 3 à 10 cartes",
    ],
    "es": [
        "Clasificación",
        "Mejores marcas, bonificaciones e impugnaciones",
        "Cara a cara: las partidas que cada jugador ganó contra cada uno de los demás",
        "Rivales",
        "Récords personales",
        "Récords del club",
        "Según el número de jugadores",
        "némesis",
        "el club",
        "totales de partidas de 8 rondas de 3 a 10 cartas",
    ],
}


@pytest.mark.parametrize("language", ["fr", "es"])
def test_the_clubs_stats_tables_and_records_are_in_the_language(language: str) -> None:
    with speaking(language):
        screen = printed(stats_view(stats_of(club())))
    flat = " ".join(screen.split())
    for said in SCREEN[language]:
        assert said in flat, said
    # A rating's decimals after a comma: "4,4 (28,4 ± 8,0)".
    assert re.search(r"\d,\d \(\d+,\d", flat)
    assert_no_english(screen, language)


def test_a_club_record_is_dated_and_placed_as_french_and_spanish_write_it() -> None:
    # Wide enough for each record on one line; a day's spaces do not break (no-break).
    with speaking("fr"):
        french = printed(stats_view(stats_of(club())), width=300)
    with speaking("es"):
        spanish = printed(stats_view(stats_of(club())), width=300)
    assert "Meilleur total : 130, Bob, G4, 4\u00a0mars\u00a02026 ; égalé par Dee" in french
    assert "Total más alto: 130, Bob, G4, 4\u00a0mar\u00a02026; igualado por Dee" in spanish
    assert re.search(r"à la \de place après la manche 4", french)
    assert re.search(r"en \d\.º lugar después de la ronda 4", spanish)


@pytest.mark.parametrize(
    ("language", "grouped"), [("fr", f"1{NARROW_SPACE}234"), ("es", "1.234"), ("en", "1,234")]
)
def test_tonights_points_are_grouped_as_the_language_groups_thousands(
    language: str, grouped: str
) -> None:
    rows = [{"name": "Ann", "games": 1, "wins": 1, "points": 1234}]
    with speaking(language):
        screen = printed(night_view(rows, 1))  # type: ignore[arg-type]
    assert grouped in screen
    title = {"fr": "Ce soir jusqu'ici : 1 partie", "es": "Esta noche hasta ahora: 1 partida"}
    assert title.get(language, "Tonight so far: 1 game") in screen


def test_the_csv_of_stats_stays_in_english_whatever_the_language(tmp_path: Path) -> None:
    friday_kept()
    path = tmp_path / "stats.csv"
    ok("--lang", "fr", "stats", "--csv", str(path))
    header = path.read_text(encoding="utf-8-sig").splitlines()[0]
    assert header == ",".join(CSV_COLUMNS)
    game = tmp_path / "game.csv"
    ok("--lang", "es", "export", "--csv", str(game))
    assert game.read_text(encoding="utf-8-sig").splitlines()[0] == ",".join(GAME_CSV_COLUMNS)


# --- the score sheet -----------------------------------------------------------------

SHEET = {
    "fr": [
        "Feuille de marque Quiddler",
        "2 joueurs ; les règles standard.",
        "Une manche rapporte les points de ses mots − les points des cartes non utilisées "
        "+ les bonus − les pénalités.",
        "Mot le plus long (le plus de lettres) : +10. Plus de mots : +10.",
        "Aucun total ne descend sous zéro.",
        "joueur 1",
        "manche",
        "3 cartes",
        "donneur",
        "mots posés",
        "restes",
        "pénal.",
        "Gagnant :",
    ],
    "es": [
        "Hoja de puntuación de Quiddler",
        "2 jugadores; las reglas estándar.",
        "Una ronda puntúa los puntos de sus palabras − los puntos de las cartas sin usar "
        "+ bonificaciones − penalizaciones.",
        "Palabra más larga (más letras): +10. Más palabras: +10.",
        "Ningún total baja de cero.",
        "jugador 1",
        "ronda",
        "3 cartas",
        "repartidor",
        "palabras formadas",
        "resto",
        "multa",
        "Ganador:",
    ],
}
PAGES = {"fr": ("(1 page, A4)", "(2 pages, A4)"), "es": ("(1 página, A4)", "(2 páginas, A4)")}


@pytest.mark.parametrize("language", ["fr", "es"])
def test_a_blank_sheet_says_its_rules_and_boxes_in_the_language(
    tmp_path: Path, language: str
) -> None:
    two, eight = tmp_path / "two.pdf", tmp_path / "eight.pdf"
    one_page, two_pages = PAGES[language]
    assert one_page in ok("--lang", language, "sheet", "--blank", "--players", "2", str(two))
    assert two_pages in ok("--lang", language, "sheet", "--blank", "--players", "8", str(eight))
    text = pdf_text(two)
    flat = " ".join(text.split())
    for said in SHEET[language]:
        assert said in flat, said
    assert_no_english(text, language)
    assert_no_english(pdf_text(eight), language)


KEPT = {
    "fr": ["Commencée le vendredi 4 décembre 2026.", "sortie", "plus long +10", "page"],
    "es": ["Empezó el viernes, 4 de diciembre de 2026.", "cerró", "más larga +10", "página"],
}


@pytest.mark.parametrize("language", ["fr", "es"])
def test_a_kept_games_sheet_is_filled_in_the_language(tmp_path: Path, language: str) -> None:
    friday_kept()
    path = tmp_path / "friday.pdf"
    ok("--lang", language, "sheet", str(path))
    text = pdf_text(path)
    flat = " ".join(text.split())
    for said in KEPT[language][:3]:
        assert said in flat, said
    assert_no_english(text, language)
    keep(EIGHT, eight_player_plays(), "Big table")
    big = tmp_path / "big.pdf"
    ok("--lang", language, "sheet", str(big))
    assert f"{KEPT[language][3]} 2 " in " ".join(pdf_text(big).split())
    assert_no_english(pdf_text(big), language)


ERRORS = {
    "fr": (
        "indiquez le nombre de joueurs : --players N (2 à 8)",
        "indiquez quoi exporter : --csv FILE, --json FILE, --png FILE, --svg FILE "
        "et/ou --bgstats FILE",
    ),
    "es": (
        "indica cuántos juegan: --players N (de 2 a 8)",
        "indica qué exportar: --csv FILE, --json FILE, --png FILE, --svg FILE y/o --bgstats FILE",
    ),
}


@pytest.mark.parametrize("language", ["fr", "es"])
def test_a_sheet_or_an_export_not_asked_right_is_refused_in_the_language(
    tmp_path: Path, language: str
) -> None:
    sheet, export = ERRORS[language]
    assert sheet in refused("--lang", language, "sheet", "--blank", str(tmp_path / "x.pdf"))
    assert export in " ".join(refused("--lang", language, "export").split())


# --- the pictures --------------------------------------------------------------------

CARD = {
    "fr": [
        "vendredi 4 décembre 2026",
        "CLASSEMENT FINAL",
        "Totaux cumulés",
        "mot le plus long",
        "MEILLEUR MOT DE LA SOIRÉE",
        "31 points · Ann, manche 8",
    ],
    "es": [
        "viernes, 4 de diciembre de 2026",
        "CLASIFICACIÓN FINAL",
        "Totales acumulados",
        "palabra más larga",
        "MEJOR PALABRA DE LA NOCHE",
        "31 puntos · Ann, ronda 8",
    ],
}
BOARD = {
    "fr": ["Classement Quiddler", "2 joueurs · 1 partie · meilleur niveau en tête", "vict."],
    "es": ["Clasificación de Quiddler", "2 jugadores · 1 partida · primero el mejor nivel"],
}


@pytest.mark.parametrize("language", ["fr", "es"])
def test_the_results_card_and_the_leaderboard_are_drawn_in_the_language(
    tmp_path: Path, language: str
) -> None:
    pytest.importorskip("matplotlib")
    friday_kept()
    card, board = tmp_path / "card.svg", tmp_path / "board.svg"
    ok("--lang", language, "export", "--svg", str(card))
    ok("--lang", language, "stats", "--svg", str(board))
    texts = svg_texts(card.read_bytes())
    for said in CARD[language]:
        assert said in texts, said
    assert_no_english("\n".join(texts), language)
    texts = svg_texts(board.read_bytes())
    for said in BOARD[language]:
        assert said in texts, said
    assert_no_english("\n".join(texts), language)

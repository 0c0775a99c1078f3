"""Saved games speak French and Spanish: refusals of actions, undo and redo, database
errors, aliases, house rules, handicaps and the import of score sheets, in the language
asked for, while what is kept in the database stays English."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from cli_helpers import ok, refused, unwrapped
from english_leaks import assert_no_leaks

from quiddler_score.games.club.house import PRESETS
from quiddler_score.games.events import GameImported
from quiddler_score.games.log.store import Store
from quiddler_score.games.past_nights.sheet import MAX_BYTES, SheetError, read_sheet
from quiddler_score.games.stats.handicaps import _tenths, handicaps_for_game

TODAY = dt.date(2026, 12, 7)
GAMES = "quiddler_score/games/"

# What each language says, for a few key messages of saved games.
SAID = {
    "fr": {
        "undo": "il n'y a rien à annuler",
        "redo": "il n'y a rien à rétablir : rétablir défait une annulation",
        "house": "pas de règles maison appelées 'Sunday' (connues : two-player, up-and-down)",
        "preset": (
            "Règles maison 'up-and-down' : des mains de 3 cartes jusqu'à 10 puis retour à 3 : "
            "15 manches"
        ),
        "empty": "est un fichier vide, pas une base de données quiddler-score",
        "one player": "la partie du 2024-03-01 a 1 joueur ; une partie se joue de 2 à 8",
        "players": "la partie du 2024-03-01 a 9 joueurs ; une partie se joue de 2 à 8",
        "bytes": "un import lit jusqu'à 8\u202f000\u202f000",
        "where": "ligne 3, colonne C 'total' : '1x0' n'est pas un nombre entier de -9999 à 9999",
        "new here": "Ann : trop peu de parties ici (moins de 3 parties terminées), pas de handicap",
        "source": "nights.csv, lignes 2 à 9",
        "source of one": "nights.csv, ligne 4",
    },
    "es": {
        "undo": "no hay nada que deshacer",
        "redo": "no hay nada que rehacer: redo deshace un undo",
        "house": "no hay reglas de la casa llamadas 'Sunday' (conocidas: two-player, up-and-down)",
        "preset": (
            "Reglas de la casa 'up-and-down': manos de 3 cartas hasta 10 y de vuelta a 3: 15 rondas"
        ),
        "empty": "es un archivo vacío, no una base de datos de quiddler-score",
        "one player": "la partida del 2024-03-01 tiene 1 jugador; una partida es de 2 a 8",
        "players": "la partida del 2024-03-01 tiene 9 jugadores; una partida es de 2 a 8",
        "bytes": "una importación lee hasta 8.000.000",
        "where": "fila 3, columna C 'total': '1x0' no es un número entero de -9999 a 9999",
        "new here": "Ann: pocas partidas aquí (menos de 3 partidas terminadas), sin hándicap",
        "source": "nights.csv, filas 2 a 9",
        "source of one": "nights.csv, fila 4",
    },
}
LANGUAGES = sorted(SAID)


def speak(monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    monkeypatch.setenv("LANGUAGE", language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_undo_and_redo_with_nothing_to_take_back_are_refused_in_the_language(
    language: str,
) -> None:
    ok("new", "Ann", "Bob")
    undo = refused("--lang", language, "undo")
    redo = refused("--lang", language, "redo")
    assert SAID[language]["undo"] in undo
    assert SAID[language]["redo"] in redo
    assert_no_leaks(undo + redo, language, GAMES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_house_rules_are_refused_and_read_out_in_the_language(language: str) -> None:
    ok("new", "Cy", "Dee")
    unknown = refused("--lang", language, "new", "Ann", "Bob", "--house", "Sunday")
    assert SAID[language]["house"] in unwrapped(unknown)
    started = ok("--lang", language, "new", "Ann", "Bob", "--house", "up-and-down")
    assert SAID[language]["preset"] in unwrapped(started)
    assert_no_leaks(unknown + started, language, GAMES)


def test_a_presets_notes_are_kept_in_english_and_said_in_the_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    up_and_down = PRESETS["up-and-down"]
    speak(monkeypatch, "fr")
    assert up_and_down.notes == "hands of 3 cards up to 10 and back down to 3: 15 rounds"
    assert up_and_down.said_notes.startswith("des mains de 3 cartes")
    own = up_and_down._replace(notes="no going out first", preset=False)
    assert own.said_notes == "no going out first"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_database_that_cannot_be_used_is_refused_in_one_line_in_the_language(
    tmp_path: Path, language: str
) -> None:
    empty = tmp_path / "empty.sqlite3"
    empty.touch()
    line = refused("--lang", language, "board", db=empty)
    assert SAID[language]["empty"] in unwrapped(line)
    assert_no_leaks(line, language, GAMES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_sheets_faults_are_said_in_the_language_with_plurals_and_grouped_numbers(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    speak(monkeypatch, language)
    said = SAID[language]
    one = b"date,player,total\n2024-03-01,Ann,10\n"
    with pytest.raises(SheetError) as one_player:
        read_sheet(one, TODAY)
    assert said["one player"] in str(one_player.value)
    nine = "date,player,total\n" + "".join(f"2024-03-01,P{n},{n}\n" for n in range(9))
    with pytest.raises(SheetError) as nine_players:
        read_sheet(nine.encode(), TODAY)
    assert said["players"] in str(nine_players.value)
    with pytest.raises(SheetError) as too_big:
        read_sheet(b"date,player,total\n" + b" " * MAX_BYTES, TODAY)
    assert said["bytes"] in str(too_big.value)
    bad = b"date,player,total\n2024-03-01,Ann,150\n2024-03-01,Bob,1x0\n"
    with pytest.raises(SheetError) as not_whole:
        read_sheet(bad, TODAY)
    assert said["where"] in str(not_whole.value)
    for error in (one_player, nine_players, too_big, not_whole):
        assert_no_leaks(str(error.value), language, GAMES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_import_refused_by_its_sheet_is_said_in_the_language(
    tmp_path: Path, language: str
) -> None:
    sheet = tmp_path / "nights.csv"
    sheet.write_text("date,player,total\n2024-03-01,Ann,150\n2024-03-01,Bob,1x0\n")
    line = refused("--lang", language, "import", str(sheet))
    assert SAID[language]["where"] in unwrapped(line)
    assert_no_leaks(line, language, GAMES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_imported_games_source_is_kept_in_english_and_said_in_the_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    sheet = tmp_path / "nights.csv"
    sheet.write_text("date,player,total\n2024-03-01,Ann,150\n2024-03-01,Bob,120\n")
    ok("--lang", language, "import", str(sheet))
    with Store(Path(tmp_path / "games.sqlite3")) as store:
        kept = store.events(1)[0].payload
    assert kept["source"].endswith("nights.csv, rows 2-3")  # English, whatever the language
    speak(monkeypatch, language)
    game = GameImported(("Ann", "Bob"), "2024-03-01", (1, 2), (3,), source="nights.csv, rows 2-9")
    assert game.said_source() == SAID[language]["source"]
    assert (
        game._replace(source="nights.csv, row 4").said_source() == SAID[language]["source of one"]
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_handicaps_from_averages_are_said_in_the_language(
    store: Store, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    speak(monkeypatch, language)
    rules, said = handicaps_for_game(store, {"handicaps_from_average": True}, ["Ann", "Bob"])
    assert rules["handicaps"] == {}
    assert SAID[language]["new here"] in said[0]
    assert_no_leaks(said[0], language, GAMES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_stats_json_keeps_its_shapes_in_english_whatever_the_language(
    tmp_path: Path, language: str
) -> None:
    rules = tmp_path / "short.toml"
    rules.write_text("[rules]\nrounds = [3]\n", encoding="utf-8")
    ok("new", "Cy", "Dee")  # a database to keep the set in
    ok("house", "save", "Short", "--rules", str(rules))
    ok("new", "Ann", "Bob", "--house", "Short")
    ok("record", "Ann", "cat", "--out")
    ok("record", "Bob", "ox", "--unused", "a")
    english = json.loads(ok("stats", "--json"))
    spoken = json.loads(ok("--lang", language, "stats", "--json"))
    shapes = [row["totals_of"] for row in english["players"]]
    assert shapes == ["1 round of 3 cards"] * 2
    assert [row["totals_of"] for row in spoken["players"]] == shapes


@pytest.mark.parametrize(("language", "said"), [("en", "12.5"), ("fr", "12,5"), ("es", "12,5")])
def test_an_average_is_written_with_the_languages_decimal_mark(
    monkeypatch: pytest.MonkeyPatch, language: str, said: str
) -> None:
    speak(monkeypatch, language)
    assert _tenths(12.46) == said

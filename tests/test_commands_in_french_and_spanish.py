"""The commands speak French and Spanish: their help, their answers and their one-line
errors, while the words played, the card notation, the rules file and JSON stay as they are."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from cli_helpers import ok, qs, refused, unwrapped
from english_leaks import assert_no_leaks, english_fragments

from quiddler_score.words.dictionaries import available_dictionaries

# The files whose messages these tests look for: the commands and what they share.
AREA = (
    "quiddler_score/cli/commands/",
    "quiddler_score/cli/database.py",
    "quiddler_score/cli/echo.py",
    "quiddler_score/cli/errors.py",
    "quiddler_score/cli/game_output.py",
    "quiddler_score/cli/options.py",
    "quiddler_score/cli/plain_output.py",
    "quiddler_score/cli/progress.py",
    "quiddler_score/cli/safe_files.py",
)
COMMANDS = [
    *[
        "alias",
        "backup",
        "best",
        "check",
        "dictionaries",
        "new",
        "record",
        "challenge",
        "undo",
        "redo",
        "rename",
    ],
    *[
        "rename-game",
        "delete",
        "restore",
        "open",
        "history",
        "board",
        "games",
        "import",
        "rulings",
        "score",
        "demo",
    ],
    "house",
    "house save",
    "house list",
    "house show",
    "house remove",
]


def said(language: str, *args: str) -> str:
    return unwrapped(ok("--lang", language, *args))


def a_round_played(language: str) -> str:
    """A game started and its first round played and challenged, all said in ``language``."""
    out = said(language, "new", "Ann", "Bob", "--name", "Soir")
    out += said(language, "record", "ann", "cat")
    out += said(language, "record", "bob", "(qu)it", "--out")
    out += said(language, "challenge", "ann", "bob", "(qu)it", "--ruling", "acceptable")
    return out


@pytest.mark.parametrize(
    ("language", "started", "dealt"),
    [
        (
            "fr",
            "Partie 1 'Soir' : Ann, Bob ; dictionnaire standard.",
            "Manche 1, 3 cartes chacun : Ann distribue, Bob joue en premier.",
        ),
        (
            "es",
            "Partida 1 'Soir': Ann, Bob; diccionario standard.",
            "Ronda 1, 3 cartas cada uno: Ann reparte, Bob juega primero.",
        ),
    ],
)
def test_a_new_game_is_announced_in_the_language(language: str, started: str, dealt: str) -> None:
    out = said(language, "new", "Ann", "Bob", "--name", "Soir")
    assert started in out
    assert dealt in out


@pytest.mark.parametrize(
    ("language", "lines"),
    [
        (
            "fr",
            [
                "Manche 1, Ann : ",
                "La table juge le mot acceptable.",
                "Saisie n° 4 annulée : ",
                "Saisie n° 4 rétablie : ",
                "Ann s'appelle désormais Anne (undo pour annuler).",
                "La partie 1 s'appelle désormais 'Nuit' (undo pour annuler).",
            ],
        ),
        (
            "es",
            [
                "Ronda 1, Ann: ",
                "La mesa decide que la palabra vale.",
                "Entrada n.º 4 deshecha: ",
                "Entrada n.º 4 rehecha: ",
                "Ann ahora se llama Anne (undo lo deshace).",
                "La partida 1 ahora se llama 'Nuit' (undo lo deshace).",
            ],
        ),
    ],
)
def test_a_round_undone_redone_and_renamed_is_said_in_the_language(
    language: str, lines: list[str]
) -> None:
    out = a_round_played(language)
    out += said(language, "undo") + said(language, "redo")
    out += said(language, "rename", "ann", "Anne") + said(language, "rename-game", "Nuit")
    for line in lines:
        assert line in out


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("fr", "qui contient 1 partie.", "qui contient 2 parties."),
        ("es", "con 1 partida.", "con 2 partidas."),
    ],
)
def test_a_backup_counts_its_games_as_the_language_does(
    language: str, one: str, two: str, tmp_path: Path
) -> None:
    ok("new", "Ann", "Bob")
    assert one in said(language, "backup", str(tmp_path / "one.sqlite3"))
    ok("new", "Cy", "Di")
    assert two in said(language, "backup", str(tmp_path / "two.sqlite3"))


@pytest.mark.parametrize(
    ("language", "separator", "noun"), [("fr", "\u202f", "mots"), ("es", ".", "palabras")]
)
def test_the_dictionaries_word_counts_are_grouped_as_the_language_does(
    language: str, separator: str, noun: str
) -> None:
    (standard,) = [d for d in available_dictionaries().available if d.name == "standard"]
    assert standard.words is not None and standard.words >= 100_000
    grouped = f"{standard.words:,}".replace(",", separator)
    out = ok("--lang", language, "dictionaries")
    assert f"{grouped} {noun}" in out
    assert f"{standard.words:,}" not in out


@pytest.mark.parametrize(
    ("language", "none", "one", "two"),
    [
        (
            "fr",
            "Aucune partie enregistrée pour l'instant dans",
            "mais 1 partie supprimée.",
            "mais 2 parties supprimées.",
        ),
        (
            "es",
            "Todavía no hay partidas guardadas en",
            "pero hay 1 partida borrada.",
            "pero hay 2 partidas borradas.",
        ),
    ],
)
def test_games_says_none_and_the_deleted_ones_in_the_language(
    language: str, none: str, one: str, two: str
) -> None:
    assert none in said(language, "games")
    ok("new", "Ann", "Bob")
    ok("delete", "1", "--yes")
    assert one in said(language, "games")
    ok("new", "Cy", "Di")
    ok("delete", "2", "--yes")
    assert two in said(language, "games")


@pytest.mark.parametrize(
    ("language", "error"),
    [
        ("fr", "check : un mot vide ; donnez chaque mot par ses cartes, par exemple (qu)it"),
        ("es", "check: una palabra vacía; escribe cada palabra con sus cartas, por ejemplo (qu)it"),
    ],
)
def test_a_mistake_is_refused_in_one_line_in_the_language(language: str, error: str) -> None:
    assert error in refused("--lang", language, "check", " ")


@pytest.mark.parametrize(
    ("language", "error"),
    [
        ("fr", "--draw est indiqué 2 fois : on pioche une seule carte par tour"),
        ("es", "--draw aparece 2 veces: en cada turno se roba una sola carta"),
    ],
)
def test_best_refuses_two_draws_in_the_language(language: str, error: str) -> None:
    assert error in refused("--lang", language, "best", "a", "b", "--draw", "c", "--draw", "d")


@pytest.mark.parametrize(
    ("language", "help_line", "option_line"),
    [
        ("fr", "Juger WORDS (en notation de cartes)", "Ajouter la fréquence de chaque mot"),
        ("es", "Juzgar WORDS (en notación de cartas)", "Añadir con qué frecuencia se escribe"),
    ],
)
def test_a_commands_help_and_its_options_are_in_the_language(
    language: str, help_line: str, option_line: str
) -> None:
    out = unwrapped(ok("--lang", language, "check", "--help"))
    assert help_line in out
    assert option_line in out


@pytest.mark.parametrize("language", ["fr", "es"])
@pytest.mark.parametrize("columns", [60, 80])
def test_every_commands_help_fits_the_terminal_in_the_language(language: str, columns: int) -> None:
    for command in COMMANDS:
        result = qs(
            "--lang", language, *command.split(), "--help", columns=columns, terminal_width=columns
        )
        out = result.output
        too_wide = [line for line in out.splitlines() if len(line) > columns]
        assert too_wide == [], f"{command}: {too_wide}"


@pytest.mark.parametrize("language", ["fr", "es"])
def test_house_show_stays_a_rules_file_in_the_language(language: str) -> None:
    out = ok("--lang", language, "house", "show", "two-player")
    english = ok("house", "show", "two-player")
    assert tomllib.loads(out) == tomllib.loads(english)
    kept = [line for line in english.splitlines() if not line.startswith("#")]
    assert [line for line in out.splitlines() if not line.startswith("#")] == kept
    assert out.startswith(
        {"fr": "# règles maison 'two-player'", "es": "# reglas de la casa"}[language]
    )


@pytest.mark.parametrize("language", ["fr", "es"])
def test_json_answers_stay_as_programs_read_them(language: str) -> None:
    ok("new", "Ann", "Bob", "--name", "Soir")
    assert ok("--lang", language, "games", "--json") == ok("games", "--json")
    # A hand whose word a challenge would refuse: its warning is for programs too.
    in_language = json.loads(ok("--lang", language, "record", "ann", "qxz", "--json"))
    ok("undo")
    assert in_language == json.loads(ok("record", "ann", "qxz", "--json"))
    assert in_language["warnings"]
    assert ok("--lang", language, "board", "--json") == ok("board", "--json")
    judged = qs("--lang", language, "check", "cat", "qxz", "--json").output
    assert judged == qs("check", "cat", "qxz", "--json").output


@pytest.mark.parametrize(
    ("language", "head"),
    [("fr", "Partie 1, celle en cours, "), ("es", "Partida 1, la actual, ")],
)
def test_games_in_plain_mode_says_the_current_game_in_the_language(
    language: str, head: str
) -> None:
    ok("new", "Ann", "Bob")
    assert head in ok("--lang", language, "--plain", "games")


@pytest.mark.parametrize("language", ["fr", "es"])
def test_no_english_message_of_the_commands_leaks_into_the_language(
    language: str, tmp_path: Path
) -> None:
    assert len(english_fragments(language, AREA)) > 100  # the messages were read
    out = a_round_played(language)
    for args in [
        ["undo"],
        ["redo"],
        ["games"],
        ["games", "--deleted"],
        ["alias"],
        ["alias", "Bob", "Robert"],
        ["alias", "--remove", "Robert"],
        ["house", "list"],
        ["house", "save", "Friday", "-d", "large", "--notes", "no going out first"],
        ["house", "show", "Friday"],
        ["house", "remove", "Friday"],
        ["dictionaries"],
        ["check", "cat", "qit", "--also", "large"],
        ["rulings"],
        ["rulings", "--recheck"],
        ["backup", str(tmp_path / "copy.sqlite3")],
        ["open", "1"],
        ["delete", "1", "--yes"],
        ["restore", "1"],
        *(
            [command, "--help"]
            for command in ["check", "best", "new", "games", "rulings", "import"]
        ),
    ]:
        out += unwrapped(qs("--lang", language, *args).output)
    for args in [["check", " "], ["record", "ann"], ["best", "a", "--draw", "b", "--draw", "c"]]:
        out += qs("--lang", language, *args).output
    assert_no_leaks(out, language, AREA)


@pytest.mark.parametrize(
    ("language", "line"),
    [
        (
            "fr",
            "Erreur : check : un mot vide ; donnez chaque mot par ses cartes, par exemple (qu)it\n",
        ),
        (
            "es",
            "Error: check: una palabra vacía; escribe cada palabra con sus cartas, por ejemplo (qu)it\n",
        ),
    ],
)
def test_the_environments_language_says_the_whole_error_line(
    language: str, line: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", language)
    assert refused("check", " ") == line


@pytest.mark.parametrize("language", ["fr", "es"])
def test_a_file_option_is_named_file_as_its_help_names_it(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", language)
    assert "--csv FILE" in ok("rulings", "--help")
    assert "--rules FILE" in ok("check", "--help")


@pytest.mark.parametrize("language", ["fr", "es"])
def test_the_commands_answers_fit_60_columns_in_the_language(
    language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Short paths: a path is never cut, so a long one alone would not fit.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("QUIDDLER_DB", "games.sqlite3")
    lines: list[str] = []
    for args in [
        ["new", "Ann", "Bob", "--name", "Soir"],
        ["record", "ann", "cat"],
        ["undo"],
        ["redo"],
        ["rename", "ann", "Anne"],
        ["games"],
        ["history"],
        ["alias", "Bob", "Robert"],
        ["alias"],
        ["house", "save", "Friday", "-d", "large", "--notes", "no going out first"],
        ["house", "list"],
        ["dictionaries"],
        ["backup", "a-copy-of-the-saved-games.sqlite3"],
        ["delete", "1", "--yes"],
        ["games"],
        ["restore", "1"],
        ["rulings", "--recheck"],
    ]:
        lines += ok("--lang", language, *args, columns=60).splitlines()
    assert [line for line in lines if len(line) > 60] == []


@pytest.mark.parametrize(
    ("language", "named"), [("fr", " --dictionary : "), ("es", " --dictionary: ")]
)
def test_an_options_mistake_is_named_with_the_languages_colon(language: str, named: str) -> None:
    assert named in refused("--lang", language, "check", "cat", "-d", "nosuch")


@pytest.mark.parametrize(
    ("language", "asked", "yes", "refusal"),
    [
        (
            "fr",
            "Supprimer la partie 1 'Ann vs Bob' ? [o/N]: ",
            "oui",
            "répondez o (oui) ou n (non)",
        ),
        ("es", "¿Borrar la partida 1 'Ann vs Bob'? [s/N]: ", "sí", "responde s (sí) o n (no)"),
    ],
)
def test_delete_asks_in_the_language_and_takes_its_yes(
    language: str, asked: str, yes: str, refusal: str
) -> None:
    ok("new", "Ann", "Bob")
    kept = qs("--lang", language, "delete", "1", input="x\n\n")
    assert kept.exit_code == 1  # Enter is no
    assert kept.output.startswith(f"{asked}x\n{refusal}\n{asked}\n")
    assert "1" in ok("games")
    deleted = qs("--lang", language, "delete", "1", input=f"{yes}\n")
    assert deleted.exit_code == 0, deleted.output
    assert ok("games", "--deleted").count("Ann vs Bob") == 1

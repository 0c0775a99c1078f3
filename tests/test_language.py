"""The language a person reads: chosen from the environment, --lang or a browser, and
the catalogs whole (every message translated, none fuzzy, the compiled files current)."""

from __future__ import annotations

import datetime as dt
import errno
import gettext
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from click.testing import CliRunner

from quiddler_score import language
from quiddler_score.cli import cli
from quiddler_score.language import _, day, long_day, ngettext, number, speaking

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def no_language(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """An environment that names no language (the tests' own LANGUAGE=en removed)."""
    for name in language.ENVIRONMENT:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


@pytest.mark.parametrize(
    ("variables", "expected"),
    [
        ({}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "es_MX.UTF-8"}, "es"),
        ({"LANG": "fr_CA.ISO-8859-1@euro"}, "fr"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        # gettext's order: LANGUAGE before LC_ALL before LC_MESSAGES before LANG.
        ({"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"}, "es"),
        ({"LC_MESSAGES": "es_ES.UTF-8", "LC_ALL": "fr_FR.UTF-8"}, "fr"),
        ({"LC_ALL": "fr_FR.UTF-8", "LANGUAGE": "es"}, "es"),
        # LANGUAGE may list several: the first this tool speaks.
        ({"LANGUAGE": "de:it:es:fr"}, "es"),
        ({"LANGUAGE": "de:en:fr"}, "en"),
        ({"LANGUAGE": "de"}, "en"),
    ],
)
def test_the_language_is_the_first_the_environment_names_that_the_tool_speaks(
    no_language: pytest.MonkeyPatch, variables: dict[str, str], expected: str
) -> None:
    for name, value in variables.items():
        no_language.setenv(name, value)
    assert language.language_from_environment() == expected
    assert language.language() == expected


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "fr"),
        ("de-DE,es;q=0.5,en;q=0.4", "es"),
        ("en-US,en;q=0.9,fr;q=0.8", "en"),
        ("es;q=0.2, fr;q=0.9", "fr"),  # by weight, not by place
        ("fr;q=0, es", "es"),  # q=0: not wanted at all
        ("de, it", "en"),
        ("*", "en"),
        ("", "en"),
        ("fr;q=x, es;q=0.5", "es"),  # a weight that is no number counts for nothing
        (";;,,", "en"),
    ],
)
def test_a_page_speaks_the_browsers_first_language_by_weight(header: str, expected: str) -> None:
    assert language.from_accept_language(header) == expected


def test_speaking_overrides_the_environment_inside_the_block_only(
    no_language: pytest.MonkeyPatch,
) -> None:
    no_language.setenv("LANG", "es_ES.UTF-8")
    assert _("Usage:") == "Uso:"
    with speaking("fr"):
        assert language.language() == "fr"
        assert _("Usage:") == "Utilisation :"
        with speaking("en"):
            assert _("Usage:") == "Usage:"
        assert _("Usage:") == "Utilisation :"
    assert _("Usage:") == "Uso:"


def test_plurals_follow_each_languages_rule_french_counts_zero_as_one() -> None:
    singular, plural = (
        "Got unexpected extra argument ({args})",
        ("Got unexpected extra arguments ({args})"),
    )
    with speaking("fr"):
        said = [ngettext(singular, plural, count) for count in (0, 1, 2)]
        assert said[0] == said[1] != said[2]
    with speaking("es"):
        said = [ngettext(singular, plural, count) for count in (0, 1, 2)]
        assert said[0] == said[2] != said[1]
    with speaking("en"):
        assert ngettext(singular, plural, 0) == plural


def test_numbers_are_written_as_each_language_writes_them() -> None:
    with speaking("en"):
        assert (number(12), number(1234), number(-1234567)) == ("12", "1,234", "-1,234,567")
    with speaking("fr"):
        assert number(1234) == "1\u202f234"  # a narrow no-break space
    with speaking("es"):
        assert number(12345) == "12.345"
    with speaking("fr"):
        assert number(999) == "999"  # below a thousand there is nothing to separate


def test_dates_are_written_as_each_language_writes_them() -> None:
    night = dt.date(2026, 12, 7)
    written = {}
    for code in ("en", "fr", "es"):
        with speaking(code):
            written[code] = (day(night), long_day(night))
    assert written["en"] == ("Dec 7, 2026", "Monday, December 7, 2026")
    assert written["fr"] == ("7 déc. 2026", "lundi 7 décembre 2026")
    assert written["es"] == ("7 dic 2026", "lunes, 7 de diciembre de 2026")


def test_the_systems_reasons_are_said_in_the_language_and_as_the_system_says_in_english() -> None:
    missing = FileNotFoundError(errno.ENOENT, "No such file or directory")
    full = OSError(errno.ENOSPC, "No space left on device")
    odd = OSError(errno.ENOEXEC, "Exec format error")  # one a game night never meets
    with speaking("en"):
        assert language.system_reason(missing) == "No such file or directory"
    with speaking("fr"):
        assert language.system_reason(missing) == "fichier ou dossier introuvable"
        assert language.system_reason(odd) == "Exec format error"
    with speaking("es"):
        assert language.system_reason(full) == "no queda espacio en el disco"


def test_help_is_in_the_language_lang_asks_for_and_english_after(
    no_language: pytest.MonkeyPatch,
) -> None:
    runner = CliRunner()
    french = runner.invoke(cli, prog_name="quiddler-score", args=["--lang", "fr", "--help"])
    assert french.exit_code == 0
    assert "Utilisation : quiddler-score" in french.output
    assert "Tenir les scores et juger les mots du jeu de cartes Quiddler." in french.output
    assert "Afficher ce message et quitter." in french.output
    # The help is translated on a copy: the next command, in English, reads the original.
    english = runner.invoke(cli, prog_name="quiddler-score", args=["--help"])
    assert "Usage: quiddler-score" in english.output
    assert "Keep score and judge words for the card game Quiddler." in english.output
    assert "LANGUAGE" not in __import__("os").environ


@pytest.mark.parametrize(
    "arguments",
    [
        ["--help", "--lang", "es"],
        ["--help", "--lang=es"],
        ["--db", "--lang", "--lang", "es", "--help"],  # a database named --lang
        ["--plain", "--help", "--lang", "es"],
    ],
)
def test_lang_after_help_speaks_too(no_language: pytest.MonkeyPatch, arguments: list[str]) -> None:
    said = CliRunner().invoke(cli, prog_name="quiddler-score", args=arguments).output
    assert said.startswith("Uso: quiddler-score")


def test_lang_after_the_command_is_not_the_roots_and_is_refused_there(
    no_language: pytest.MonkeyPatch,
) -> None:
    result = CliRunner().invoke(cli, prog_name="quiddler-score", args=["board", "--lang", "es"])
    assert result.exit_code == 2
    assert result.output == ("Error: No such option '--lang'. (see quiddler-score board --help)\n")


def test_the_environments_language_speaks_and_lang_en_overrides_it(
    no_language: pytest.MonkeyPatch,
) -> None:
    no_language.setenv("LANG", "es_ES.UTF-8")
    runner = CliRunner()
    assert (
        "Uso: quiddler-score"
        in runner.invoke(cli, prog_name="quiddler-score", args=["--help"]).output
    )
    assert (
        "Usage: quiddler-score"
        in runner.invoke(cli, prog_name="quiddler-score", args=["--lang", "en", "--help"]).output
    )


def test_a_mistyped_command_is_refused_in_one_line_in_the_language(
    no_language: pytest.MonkeyPatch,
) -> None:
    result = CliRunner().invoke(cli, prog_name="quiddler-score", args=["--lang", "fr", "chek"])
    assert result.exit_code == 2
    assert result.output == ("Erreur : Commande inconnue : 'chek'. (voir quiddler-score --help)\n")
    result = CliRunner().invoke(cli, prog_name="quiddler-score", args=["--lang", "es", "check"])
    assert result.exit_code == 2
    assert result.output.startswith("Error: Falta un argumento 'WORDS...'.")
    assert result.output.count("\n") == 1


def test_an_unknown_lang_is_refused_naming_the_languages_there_are() -> None:
    result = CliRunner().invoke(cli, prog_name="quiddler-score", args=["--lang", "de", "--help"])
    assert result.exit_code == 2
    assert "'de' is not one of 'en', 'fr', 'es'" in result.output


# The catalogs: what CI holds them to.


def _catalogs_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "scripts" / "catalogs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def catalogs() -> ModuleType:
    return _catalogs_script()


@pytest.mark.parametrize("code", ["fr", "es"])
def test_every_message_is_translated_none_fuzzy_placeholders_kept(
    catalogs: ModuleType, code: str
) -> None:
    catalog = catalogs.read(catalogs.po_path(code), code)
    assert list(catalogs.problems(catalog)) == []


def test_every_message_marked_in_the_code_is_in_each_catalog(catalogs: ModuleType) -> None:
    """A message marked (or changed) without `scripts/catalogs.py update` fails here."""
    marked = {(message.id, message.context) for message in catalogs.extracted() if message.id}
    for code in ("fr", "es"):
        catalog = catalogs.read(catalogs.po_path(code), code)
        held = {(message.id, message.context) for message in catalog if message.id}
        missing = sorted(str(message) for message in marked - held)
        assert missing == [], f"{code}: run scripts/catalogs.py update; missing {missing[:5]}"
        # Nothing kept that the code no longer says (click's strings may come and go).
        ours = {
            (message.id, message.context)
            for message in catalog
            if message.id and any(p.startswith("quiddler_score/") for p, _l in message.locations)
        }
        assert ours <= marked


@pytest.mark.parametrize("code", ["fr", "es"])
def test_the_compiled_catalog_says_what_its_po_file_says(catalogs: ModuleType, code: str) -> None:
    with catalogs.mo_path(code).open("rb") as file:
        compiled = gettext.GNUTranslations(file)
    catalog = catalogs.read(catalogs.po_path(code), code)
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            singular, plural = message.id
            for count, string in zip((1, 2), message.string, strict=False):
                assert compiled.ngettext(singular, plural, count) == string
        elif message.context:
            assert compiled.pgettext(message.context, message.id) == message.string
        else:
            assert compiled.gettext(message.id) == message.string
    assert compiled.info()["language"] == code

"""The translation catalogs: extract the marked messages, update each language, compile.

    python scripts/catalogs.py update        # messages.pot from the code, then each .po, then .mo
    python scripts/catalogs.py check         # untranslated, fuzzy or unmatched placeholders: exit 1
    python scripts/catalogs.py take OTHER.po # fill untranslated messages from another .po
    python scripts/catalogs.py todo [PREFIX] # untranslated messages under PREFIX, as JSON
    python scripts/catalogs.py fill DONE.json  # translations given as JSON, into each .po

``update`` extracts the messages marked in ``quiddler_score`` (``_``, ``ngettext``, ``N_``,
``pgettext``) and click's own strings (click translates through the same domain), merges
them into ``quiddler_score/locale/<language>/LC_MESSAGES/messages.po`` (a changed message
is kept as fuzzy, for a translator to review) and compiles the ``.mo`` that the package
ships. Files carry no dates or line numbers, so a catalog changes only when its messages do.

Translators: edit the ``.po`` files (see docs/translating.md), then run ``update``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import io
import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path

import click
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "quiddler_score"
LOCALE = PACKAGE / "locale"
TEMPLATE = LOCALE / "messages.pot"
# gettext's plural rules (CLDR's third form for a million is not one a game needs).
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);", "es": "nplurals=2; plural=(n != 1);"}
LANGUAGE_NAMES = {"fr": "French", "es": "Spanish"}
KEYWORDS = {**DEFAULT_KEYWORDS, "N_": None}
# Fixed, so that a catalog's bytes change only with its messages.
STAMP = dt.datetime(2026, 12, 7, tzinfo=dt.UTC)
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / "messages.po"


def mo_path(language: str) -> Path:
    return po_path(language).with_suffix(".mo")


def extracted() -> Catalog:
    """Every message marked in the package, and click's."""
    template = Catalog(project="quiddler-score", creation_date=STAMP, fuzzy=False)
    template.revision_date = STAMP
    sources = [
        (
            PACKAGE,
            "quiddler_score",
            [
                ("**/assets/**.js", "javascript"),
                # The pages' templates: {{ _("...") }} and {% trans %}, jinja2's i18n.
                ("**/assets/**.html", "jinja2.ext:babel_extract"),
                ("**.py", "python"),
            ],
        ),
        (Path(click.__file__).parent, "click", [("**.py", "python")]),
    ]
    for folder, prefix, method_map in sources:
        found = extract_from_dir(
            folder,
            method_map,
            options_map={"**/assets/**.html": {"extensions": "jinja2.ext.i18n"}},
            keywords=KEYWORDS,
            comment_tags=("Translators:",),
            strip_comment_tags=True,
        )
        for filename, lineno, message, comments, context in found:
            template.add(
                message,
                locations=[(f"{prefix}/{filename}", lineno)],
                auto_comments=comments,
                context=context,
            )
    return template


def new_catalog(language: str) -> Catalog:
    header = (
        'msgid ""\nmsgstr ""\n'
        f'"Project-Id-Version: quiddler-score\\n"\n"Language: {language}\\n"\n'
        '"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n'
        '"Content-Transfer-Encoding: 8bit\\n"\n'
        f'"Plural-Forms: {PLURAL_FORMS[language]}\\n"\n'
    )
    return read_po(io.StringIO(header), locale=language)


def read(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=language)


def write(catalog: Catalog, path: Path) -> None:
    catalog.creation_date = STAMP
    catalog.revision_date = STAMP
    catalog.fuzzy = False
    catalog.project, catalog.version = "quiddler-score", "1"
    catalog.msgid_bugs_address = "the project's issues"
    catalog.last_translator = catalog.language_team = "quiddler-score translators"
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=88, include_lineno=False, ignore_obsolete=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buffer.getvalue())


def compiled(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def update() -> None:
    template = extracted()
    write(template, TEMPLATE)
    for language in PLURAL_FORMS:
        path = po_path(language)
        catalog = read(path, language) if path.exists() else new_catalog(language)
        catalog.update(template, update_header_comment=False)
        write(catalog, path)
        mo_path(language).write_bytes(compiled(read(path, language)))


def forms(value: object) -> tuple[str, ...]:
    """A message's id or string as its forms: one, or a plural's several."""
    if isinstance(value, tuple | list):
        return tuple(str(form) for form in value)
    return (str(value or ""),)


def translated(message: Message) -> bool:
    return all(forms(message.string))


def problems(catalog: Catalog) -> Iterable[str]:
    """What keeps a catalog from being whole: an untranslated, fuzzy or mismatched message."""
    for message in catalog:
        if not message.id:
            continue
        ids = forms(message.id)
        shown = ids[0][:60]
        if not translated(message):
            yield f"untranslated: {shown!r}"
        elif message.fuzzy:
            yield f"fuzzy: {shown!r}"
        else:
            wanted = set(PLACEHOLDER.findall(ids[-1])) | set(PLACEHOLDER.findall(ids[0]))
            for string in forms(message.string):
                if set(PLACEHOLDER.findall(string)) - wanted:
                    yield f"placeholder not in the English: {shown!r} -> {string!r}"
        for error in message.check(catalog):
            yield f"{error}: {shown!r}"


def check() -> int:
    found = 0
    for language in PLURAL_FORMS:
        for problem in problems(read(po_path(language), language)):
            print(f"{language}: {problem}")
            found += 1
    return 1 if found else 0


def take(others: list[Path]) -> None:
    """Fill each language's untranslated messages from other catalogs of that language."""
    for language in PLURAL_FORMS:
        path = po_path(language)
        catalog = read(path, language)
        for other_path in others:
            other = read(other_path)
            if str(other.locale) != language:
                continue
            for message in other:
                mine = catalog.get(message.id, message.context)
                if mine is None or not message.id or not translated(message) or message.fuzzy:
                    continue
                if not translated(mine) or mine.fuzzy:
                    mine.string = message.string
                    mine.flags.discard("fuzzy")
        write(catalog, path)
        mo_path(language).write_bytes(compiled(read(path, language)))


def todo(prefix: str) -> list[dict[str, object]]:
    """The messages of files under ``prefix`` that some language lacks, in ``fill``'s form."""
    wanted: dict[tuple[object, object], dict[str, object]] = {}
    for language in PLURAL_FORMS:
        for message in read(po_path(language), language):
            where = [path if line is None else f"{path}:{line}" for path, line in message.locations]
            if not message.id or not any(w.startswith(prefix) for w in where):
                continue
            if translated(message) and not message.fuzzy:
                continue
            ids = forms(message.id)
            entry = wanted.setdefault(
                (message.id, message.context),
                {
                    "id": ids[0],
                    "plural": ids[1] if len(ids) > 1 else None,
                    "context": message.context,
                    "comments": message.auto_comments,
                    "locations": where,
                },
            )
            entry[language] = [""] * len(ids) if len(ids) > 1 else ""
    return list(wanted.values())


def fill(path: Path) -> None:
    """Write translations given as ``[{"id", "context", "fr", "es"}]`` (a plural's as lists)."""
    given = json.loads(path.read_text(encoding="utf-8"))
    for language in PLURAL_FORMS:
        catalog = read(po_path(language), language)
        for entry in given:
            message = catalog.get(entry["id"], entry.get("context"))
            string = entry.get(language)
            if message is None or not string:
                continue
            message.string = tuple(string) if isinstance(string, list) else string
            message.flags.discard("fuzzy")
        write(catalog, po_path(language))
        mo_path(language).write_bytes(compiled(read(po_path(language), language)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=["update", "check", "take", "todo", "fill"])
    parser.add_argument("others", nargs="*")
    arguments = parser.parse_args()
    if arguments.action == "todo":
        prefix = arguments.others[0] if arguments.others else ""
        print(json.dumps(todo(prefix), ensure_ascii=False, indent=1))
        return 0
    if arguments.action == "fill":
        fill(Path(arguments.others[0]))
        return 0
    if arguments.action == "update":
        update()
        return 0
    if arguments.action == "take":
        take([Path(other) for other in arguments.others])
        return 0
    return check()


if __name__ == "__main__":
    sys.exit(main())

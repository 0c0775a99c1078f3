"""``dictionaries``: list every dictionary a game can use, and the ones it could."""

from __future__ import annotations

import click

from quiddler_score.cli.options import json_flag, print_json


@click.command()
@json_flag("Print the listing as JSON.")
def dictionaries(as_json: bool) -> None:
    """List every dictionary a game can use, and the hunspell ones you could install."""
    from quiddler_score.words.dictionaries import available_dictionaries

    listing = available_dictionaries()
    if as_json:
        print_json(
            {
                "available": [
                    {
                        "name": d.name,
                        "words": d.words,
                        "fingerprint": d.fingerprint,
                        "source": d.source,
                        "licence": d.licence,
                        "description": d.description,
                    }
                    for d in listing.available
                ],
                "missing": [{"name": m.name, "install": m.install} for m in listing.missing],
            }
        )
        return
    from rich.table import Table

    from quiddler_score.present.console import make_console

    table = Table(title="Dictionaries", title_justify="left")
    for column in ("name", "words", "fingerprint", "source", "licence"):
        table.add_column(column, justify="right" if column == "words" else "left")
    for d in listing.available:
        words = "—" if d.words is None else f"{d.words:,}"
        table.add_row(d.name, words, d.fingerprint, d.source, d.licence)
    console = make_console()
    console.print(table)
    console.print("Also usable: file:PATH, any one-word-per-line list your table trusts.")
    for missing in listing.missing:
        console.print(f"Not installed: {missing.name}  ({missing.install})")

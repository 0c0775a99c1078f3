"""``check``: judge words as a challenge would.

``check WORD`` is the command a table runs in the middle of an argument, so its plain
path imports only click and the judge: no rich, no pyenchant, no wordfreq, and with a
bundled dictionary not the modules of the hunspell and word-list backends either.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import InputError, one_line
from quiddler_score.cli.options import (
    dictionary_option,
    json_flag,
    print_json,
    read_rules,
    rules_file_option,
)

if TYPE_CHECKING:
    from pathlib import Path

    from quiddler_score.engine.verdict import Verdict


@click.command()
@click.argument("words", nargs=-1, required=True)
@dictionary_option
@rules_file_option("A TOML file whose [rules] table sets the house word rules (allow, deny, ...).")
@json_flag("Print a JSON list, one object per word.")
@click.option("--explain", is_flag=True, help="Add how common each word is and a definition.")
def check(
    words: tuple[str, ...],
    dictionary: str,
    rules_file: Path | None,
    as_json: bool,
    explain: bool,
) -> None:
    """Judge WORDS (card notation) against a dictionary, as a challenge would.

    Exit status 0 when every word is acceptable, 1 when any is not, 2 for a usage error.
    Several words are one play: it stands only if every word does.
    """
    from quiddler_score.engine.rules import RuleSettings
    from quiddler_score.words.dictionaries import open_dictionary
    from quiddler_score.words.judge import judge

    if any(not word.strip() for word in words):
        raise InputError("check: an empty word; give each word as its cards, e.g. (qu)it")
    settings = RuleSettings()
    if rules_file is not None:
        settings = RuleSettings.from_table(read_rules(rules_file))
    with one_line("--dictionary: "):
        opened = open_dictionary(dictionary)
        # The fingerprint is shown only in JSON: a hunspell dictionary's hashes its files,
        # a bundled one's is in its manifest, read on first use.
        verdicts = [judge(word, opened, settings, fingerprinted=as_json) for word in words]
    if as_json:
        print_json([_verdict_data(v, explain) for v in verdicts])
    else:
        for verdict in verdicts:
            _echo_verdict(verdict, explain)
        if len(verdicts) > 1:
            from quiddler_score.present.verdict_lines import overall_line

            click.echo(overall_line(verdicts))
    if not all(v.accepted for v in verdicts):
        raise SystemExit(1)


def _echo_verdict(verdict: Verdict, explain: bool) -> None:
    from quiddler_score.present.verdict_lines import verdict_lines

    for line in verdict_lines(verdict, _explanation(verdict) if explain else {}):
        say_wrapped(line)


def _verdict_data(verdict: Verdict, explain: bool) -> dict[str, Any]:
    data = verdict.to_json()
    if explain:
        data |= _explanation(verdict, as_data=True)
    return data


def _explanation(verdict: Verdict, as_data: bool = False) -> dict[str, Any]:
    from quiddler_score.words.explain import explain

    found = explain(verdict.word, verdict)
    if as_data:
        return {"zipf": found.zipf, "frequency": found.frequency, "definition": found.definition}
    return {"how common": found.frequency, "meaning": found.definition}

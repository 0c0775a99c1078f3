"""``check``: judge words as a challenge would.

``check WORD`` is the command a table runs in the middle of an argument, so its plain
path imports only click and the judge: no rich, no pyenchant, no wordfreq, and with a
bundled dictionary not the modules of the hunspell and word-list backends either.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import click

from quiddler_score.cli.echo import say_wrapped
from quiddler_score.cli.errors import InputError, one_line
from quiddler_score.cli.options import (
    dictionary_option,
    english_for_json,
    json_flag,
    print_json,
    read_rules,
    rules_file_option,
)
from quiddler_score.engine.rules import RuleSettings
from quiddler_score.engine.verdict import Verdict
from quiddler_score.language import N_, _
from quiddler_score.present.verdict_lines import overall_line, verdict_lines
from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.judge import judge
from quiddler_score.words.reasons import said_reason
from quiddler_score.words.word_marks import marks

if TYPE_CHECKING:
    from pathlib import Path


@click.command(
    help=N_(
        "Judge WORDS (card notation) against a dictionary, as a challenge would.\n"
        "\n"
        "Each acceptable word says how common it is (common, uncommon, rare), and any word on\n"
        "the offensive-word list says so.\n"
        "\n"
        "Exit status 0 when every word is acceptable, 1 when any is not, 2 for a usage error.\n"
        "Several words are one play: it stands only if every word does."
    ),
)
@click.argument("words", nargs=-1, required=True)
@dictionary_option
@rules_file_option(
    N_("A TOML file whose [rules] table sets the house word rules (allow, deny, ...).")
)
@json_flag(N_("Print a JSON list, one object per word."))
@click.option(
    "--explain", is_flag=True, help=N_("Add how often each word is written and a definition.")
)
@click.option(
    "--also",
    "also",
    multiple=True,
    metavar="NAME",
    help=N_("Add what another dictionary says (repeatable); the --dictionary still decides."),
)
def check(
    words: tuple[str, ...],
    dictionary: str,
    rules_file: Path | None,
    as_json: bool,
    explain: bool,
    also: tuple[str, ...],
) -> None:
    if any(not word.strip() for word in words):
        raise InputError(_("check: an empty word; give each word as its cards, e.g. (qu)it"))
    settings = RuleSettings()
    if rules_file is not None:
        settings = RuleSettings.from_table(read_rules(rules_file))
    with one_line("--dictionary: "):
        opened = open_dictionary(dictionary)
        # The fingerprint is shown only in JSON: a hunspell dictionary's hashes its files,
        # a bundled one's is in its manifest, read on first use.
        verdicts = [judge(word, opened, settings, fingerprinted=as_json) for word in words]
    seconds = _second_opinions(words, also, settings, as_json)
    if as_json:
        with english_for_json(as_json):
            data = [_verdict_data(v, explain, s) for v, s in zip(verdicts, seconds, strict=True)]
        print_json(data)
    else:
        for verdict, second in zip(verdicts, seconds, strict=True):
            _echo_verdict(verdict, explain, second)
        if len(verdicts) > 1:
            say_wrapped(overall_line(verdicts))
    if not all(v.accepted for v in verdicts):
        raise SystemExit(1)


def _second_opinions(
    words: tuple[str, ...], also: tuple[str, ...], settings: RuleSettings, as_json: bool
) -> list[dict[str, Verdict]]:
    """Each word's verdicts by the --also dictionaries, by name (empty without --also)."""
    if not also:
        return [{} for _word in words]
    from quiddler_score.words.second_opinion import opinions  # on check's path: only with --also

    with one_line("--also: "):
        return [opinions(word, also, settings, fingerprinted=as_json) for word in words]


def _echo_verdict(verdict: Verdict, explain: bool, second: Mapping[str, Verdict]) -> None:
    said: dict[str, str | None] = dict(marks(verdict).labelled())
    for name, other in second.items():
        mark = _("✓ acceptable") if other.accepted else _("✗ not acceptable")
        # Translators: a label, then what another dictionary says of the word.
        label = _("also {dictionary}").format(dictionary=name)
        # Translators: {mark} is "✓ acceptable" or "✗ not acceptable"; {code} is a code
        # for programs (such as not_found), {reason} the sentence saying why.
        said[label] = _("{mark} ({code}). {reason}").format(
            mark=mark, code=other.code, reason=said_reason(other)
        )
    if explain:
        said |= _explanation(verdict)
    for line in verdict_lines(verdict, said):
        say_wrapped(line)


def _verdict_data(verdict: Verdict, explain: bool, second: Mapping[str, Verdict]) -> dict[str, Any]:
    data = verdict.to_json() | marks(verdict).to_json()
    if second:
        data["also"] = {name: v.to_json() | marks(v).to_json() for name, v in second.items()}
    if explain:
        data |= _explanation(verdict, as_data=True)
    return data


def _explanation(verdict: Verdict, as_data: bool = False) -> dict[str, Any]:
    from quiddler_score.words.explain import explain  # on check's path: wordfreq only for --explain

    found = explain(verdict.word, verdict)
    if as_data:
        return {"zipf": found.zipf, "frequency": found.frequency, "definition": found.definition}
    return found.said()

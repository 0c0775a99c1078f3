"""How well the judge's verdicts match hand-labelled words, per dictionary.

The labelled sets live in ``tests/data/labelled/`` (proper adjectives, abbreviations,
proper nouns, inflections, the tournament two-letter words), chosen apart from the
examples of issue 10. ``held-out-proper-words.txt`` is a sample of proper adjectives and
proper nouns taken from sources the build never reads (its header names them), labelled
by hand before the judge was run on it; its figures are printed apart, family by family.
``held-out-kinds.txt`` is a second such sample, of three kinds (proper adjectives of
people and places, offensive words and words with an innocent sense, newer words), each
label with what every dictionary should do with it; printed as a table, per kind and
per dictionary. ``held-out-kinds-2.txt`` is a second sample of two of those kinds (proper
adjectives, offensive words), written after the first had been used to change the rules
and committed before they changed again; its table is printed apart.
The common words are wordfreq's 5,000 most common English words
(``wordfreq.top_n_list("en", 5000)``) kept to ``[a-z]{2,}``, minus the ones labelled
by hand in ``tests/data/labelled/top5000-not-words.txt`` as only names, abbreviations or
fragments (each with its reason).

Run from the repository:  python benchmarks/judge_accuracy.py [--dictionary NAME ...]
[--kinds]  (--kinds: only the table of the three kinds)
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from quiddler_score.engine.verdict import Verdict
from quiddler_score.words.backends import Dictionary, DictionaryUnavailable, Standing
from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.judge import judge
from quiddler_score.words.word_marks import offensive, tier

LABELLED = Path(__file__).resolve().parent.parent / "tests" / "data" / "labelled"
DICTIONARIES = ("standard", "large", "hunspell:en_US", "hunspell:en_GB")
WORD = re.compile(r"[a-z]{2,}")


def read_set(name: str) -> list[str]:
    """The words of a labelled set: whitespace separated, '#' starts a comment."""
    words: list[str] = []
    for line in (LABELLED / name).read_text(encoding="utf-8").splitlines():
        words.extend(line.partition("#")[0].split())
    return list(dict.fromkeys(words))


HELD_OUT = "held-out-proper-words.txt"
SECTION = re.compile(r"\[(adjectives|nouns): ([a-z]+)\]")


def read_sections(name: str = HELD_OUT) -> dict[tuple[str, str], list[str]]:
    """The words of a sectioned labelled set, by (label, family).

    A line ``[adjectives: religion]`` starts a section; words follow, whitespace
    separated; '#' starts a comment.
    """
    sections: dict[tuple[str, str], list[str]] = {}
    current: list[str] | None = None
    for line in (LABELLED / name).read_text(encoding="utf-8").splitlines():
        body = line.partition("#")[0].strip()
        header = SECTION.fullmatch(body)
        if header:
            current = sections.setdefault((header.group(1), header.group(2)), [])
        elif body:
            if current is None:
                raise ValueError(f"{name}: words before the first section: {body!r}")
            current.extend(body.split())
    return {key: list(dict.fromkeys(words)) for key, words in sections.items()}


def held_out(label: str, family: str | None = None) -> list[str]:
    """The held-out sample's words of one label, of one family or of them all."""
    return [
        word
        for (section_label, section_family), words in read_sections().items()
        if section_label == label and family in (None, section_family)
        for word in words
    ]


def common_words(limit: int = 5000) -> list[str]:
    """wordfreq's most common words, ``[a-z]{2,}``, minus the hand-labelled non-words."""
    from wordfreq import top_n_list

    excluded = set(read_set("top5000-not-words.txt"))
    return [w for w in top_n_list("en", limit) if WORD.fullmatch(w) and w not in excluded]


@dataclass(frozen=True)
class Measure:
    """One figure: the share of a set's words whose verdict passes a test, and its goal."""

    name: str
    words: Callable[[], list[str]]
    passes: Callable[[str, bool], bool]
    """(code, accepted) -> whether this verdict is the right one."""
    goals: dict[str, float]
    """dictionary -> the least share that meets the goal."""
    listed_only: bool = False
    """Count only the words the dictionary lists in some form (it may lack the rest)."""


def _accepted(code: str, accepted: bool) -> bool:
    return accepted


def _rejected(code: str, accepted: bool) -> bool:
    return not accepted


def _code(*codes: str) -> Callable[[str, bool], bool]:
    return lambda code, accepted: code in codes


ALL = dict.fromkeys(DICTIONARIES, 0.0)
MEASURES = (
    Measure(
        "proper adjectives accepted",
        lambda: read_set("proper-adjectives.txt"),
        _accepted,
        dict.fromkeys(DICTIONARIES, 0.99),
    ),
    Measure(
        "abbreviations rejected",
        lambda: read_set("abbreviations.txt"),
        _rejected,
        dict.fromkeys(DICTIONARIES, 1.0),
    ),
    Measure(
        "abbreviations: right code or not_found",
        lambda: read_set("abbreviations.txt"),
        _code("abbreviation", "not_found"),
        dict.fromkeys(DICTIONARIES, 0.97),
    ),
    Measure(
        "proper nouns rejected",
        lambda: read_set("proper-nouns.txt"),
        _rejected,
        {**ALL, "standard": 0.985, "large": 0.97},
    ),
    Measure(
        "proper nouns: right code or not_found",
        lambda: read_set("proper-nouns.txt"),
        _code("proper_noun", "not_found"),
        {**ALL, "standard": 0.97, "large": 0.97},
    ),
    Measure(
        "inflections accepted",
        lambda: read_set("inflections.txt"),
        _accepted,
        {**ALL, "standard": 0.99, "large": 0.995},
    ),
    Measure(
        "tournament two-letter words accepted",
        lambda: read_set("two-letter-tournament.txt"),
        _accepted,
        {**ALL, "large": 0.99},
    ),
    Measure(
        "5,000 most common words accepted",
        common_words,
        _accepted,
        {**ALL, "standard": 1.0, "large": 1.0},
    ),
)


# The held-out sample's goals are the build's figures when it was labelled and the rule
# changed (issue 20): the proper adjectives' share a floor, the proper nouns' rejected
# share the rate of before the change. Since issue 29 a hunspell dictionary accepts a
# proper adjective only when it has the word (en_GB lacks Bhutanese), so its floor is
# measured on the adjectives it lists; the bundled lists' floor is their figure once
# the rule read SCOWL's own names.
HELD_OUT_MEASURES = (
    Measure(
        "held-out proper adjectives accepted",
        lambda: held_out("adjectives"),
        _accepted,
        {**ALL, "standard": 0.74, "large": 0.74},
    ),
    Measure(
        "  of those it lists, accepted",
        lambda: held_out("adjectives"),
        _accepted,
        {"standard": 0.93, "large": 0.88, "hunspell:en_US": 0.91, "hunspell:en_GB": 0.89},
        listed_only=True,
    ),
    *(
        Measure(
            f"  {family} adjectives accepted",
            partial(held_out, "adjectives", family),
            _accepted,
            ALL,
        )
        for family in ("nationality", "religion", "eponymous")
    ),
    Measure(
        "held-out proper nouns rejected",
        lambda: held_out("nouns"),
        _rejected,
        {**dict.fromkeys(DICTIONARIES, 0.99), "large": 0.985},
    ),
    *(
        Measure(
            f"  {family} nouns rejected",
            partial(held_out, "nouns", family),
            _rejected,
            ALL,
        )
        for family in ("countries", "eponyms", "religion")
    ),
)


@dataclass(frozen=True)
class Figure:
    measure: str
    dictionary: str
    passed: int
    total: int
    goal: float
    failures: tuple[tuple[str, str], ...]

    @property
    def share(self) -> float:
        return self.passed / self.total if self.total else 1.0

    @property
    def met(self) -> bool:
        return self.share >= self.goal


KINDS = "held-out-kinds.txt"
KINDS_2 = "held-out-kinds-2.txt"
KIND_DICTIONARIES = ("standard", "large", "family", "hunspell:en_US", "hunspell:en_GB")
KIND_SECTION = re.compile(r"\[(adjectives|offensive|newer): ([a-z-]+)\]")
KIND_GOAL = 0.97
BUNDLED = ("standard", "large")
EVERY = KIND_DICTIONARIES
HUNSPELL = ("hunspell:en_US", "hunspell:en_GB")

Check = Callable[[Verdict], bool]


def _is_accepted(verdict: Verdict) -> bool:
    return verdict.accepted


def _not_a_proper_noun(verdict: Verdict) -> bool:
    """A proper adjective that a dictionary lacks is not found; never a proper noun."""
    return verdict.accepted or verdict.code == "not_found"


def _lacked(verdict: Verdict) -> bool:
    return verdict.code == "not_found"


def _marked(verdict: Verdict) -> bool:
    return offensive(verdict.word)


def _marked_and_refused(verdict: Verdict) -> bool:
    return offensive(verdict.word) and not verdict.accepted


def _marked_and_accepted(verdict: Verdict) -> bool:
    return offensive(verdict.word) and verdict.accepted


def _unmarked_and_accepted(verdict: Verdict) -> bool:
    return not offensive(verdict.word) and verdict.accepted


def _unmarked(verdict: Verdict) -> bool:
    return not offensive(verdict.word)


def _everyday(verdict: Verdict) -> bool:
    return verdict.accepted and tier(verdict.word) != "rare"


def _expect(**by_dictionary: tuple[Check, float]) -> dict[str, tuple[Check, float]]:
    return by_dictionary


# What each label of held-out-kinds.txt expects of each dictionary (the file's header says
# why), and the least share that meets the goal; a dictionary left out is not measured.
KIND_EXPECTS: dict[tuple[str, str], dict[str, tuple[Check, float]]] = {}
for _place in ("people", "places"):
    KIND_EXPECTS["adjectives", f"{_place}-everyday"] = {
        **dict.fromkeys(("standard", "large", "family"), (_is_accepted, KIND_GOAL)),
        **dict.fromkeys(HUNSPELL, (_not_a_proper_noun, KIND_GOAL)),
    }
    KIND_EXPECTS["adjectives", f"{_place}-rare"] = {
        **dict.fromkeys(BUNDLED, (_is_accepted, KIND_GOAL)),
        "family": (_lacked, KIND_GOAL),
        **dict.fromkeys(HUNSPELL, (_not_a_proper_noun, KIND_GOAL)),
    }
for _label in ("vulgar", "slurs"):
    KIND_EXPECTS["offensive", _label] = {
        **dict.fromkeys(EVERY, (_marked, KIND_GOAL)),
        "family": (_marked_and_refused, KIND_GOAL),
    }
KIND_EXPECTS["offensive", "innocent-kept"] = {
    **dict.fromkeys(("standard", "large", "family"), (_unmarked_and_accepted, KIND_GOAL)),
    **dict.fromkeys(HUNSPELL, (_unmarked, KIND_GOAL)),
}
KIND_EXPECTS["offensive", "innocent-refused"] = {
    **dict.fromkeys(BUNDLED, (_marked_and_accepted, KIND_GOAL)),
    "family": (_marked_and_refused, KIND_GOAL),
    **dict.fromkeys(HUNSPELL, (_marked, KIND_GOAL)),
}
KIND_EXPECTS["newer", "everyday"] = {
    **dict.fromkeys(("standard", "large", "family"), (_everyday, KIND_GOAL)),
    **dict.fromkeys(HUNSPELL, (_is_accepted, 0.0)),
}
KIND_EXPECTS["newer", "less-common"] = {
    **dict.fromkeys(BUNDLED, (_is_accepted, KIND_GOAL)),
    **dict.fromkeys(HUNSPELL, (_is_accepted, 0.0)),
}


def read_kinds(name: str = KINDS) -> dict[tuple[str, str], list[str]]:
    """The words of held-out-kinds.txt by (kind, label): ``[kind: label]`` starts one."""
    sections: dict[tuple[str, str], list[str]] = {}
    current: list[str] | None = None
    for line in (LABELLED / name).read_text(encoding="utf-8").splitlines():
        body = line.partition("#")[0].strip()
        header = KIND_SECTION.fullmatch(body)
        if header:
            key = (header.group(1), header.group(2))
            if key not in KIND_EXPECTS:
                raise ValueError(f"{name}: no expectation for the label [{body[1:-1]}]")
            current = sections.setdefault(key, [])
        elif body:
            if current is None:
                raise ValueError(f"{name}: words before the first section: {body!r}")
            current.extend(body.split())
    return {key: list(dict.fromkeys(words)) for key, words in sections.items()}


def open_each(dictionaries: Iterable[str]) -> dict[str, Dictionary]:
    """Every dictionary of ``dictionaries`` that opens here; one line for each that does not."""
    opened = {}
    for name in dictionaries:
        try:
            opened[name] = open_dictionary(name)
        except DictionaryUnavailable as error:
            print(f"{name}: skipped ({error})")
    return opened


def measure_kinds(
    dictionaries: Iterable[str] = KIND_DICTIONARIES, sample: str = KINDS
) -> list[Figure]:
    """Per label and per kind (all its labels together), for every dictionary that opens.

    A kind's figure counts each of its words once per dictionary that measures its label;
    its goal is the least of its labels' goals.
    """
    opened = open_each(dictionaries)
    figures: list[Figure] = []
    totals: dict[tuple[str, str], tuple[int, int, float, list[tuple[str, str]]]] = {}
    for (kind, label), words in read_kinds(sample).items():
        for name, dictionary in opened.items():
            expect = KIND_EXPECTS[kind, label].get(name)
            if expect is None:
                continue
            check, goal = expect
            failures = []
            for word in words:
                verdict = judge(word, dictionary, suggest=False)
                if not check(verdict):
                    mark = "+offensive" if offensive(word) else ""
                    failures.append((word, verdict.code + mark))
            figures.append(
                Figure(
                    f"{kind}: {label}",
                    name,
                    len(words) - len(failures),
                    len(words),
                    goal,
                    tuple(failures),
                )
            )
            passed, total, least, failed = totals.get((kind, name), (0, 0, 1.0, []))
            totals[kind, name] = (
                passed + len(words) - len(failures),
                total + len(words),
                min(least, goal),
                failed + failures,
            )
    kinds = [
        Figure(f"{kind} (the kind)", name, passed, total, least, tuple(failed))
        for (kind, name), (passed, total, least, failed) in totals.items()
    ]
    return kinds + figures


FAMILY_RARE_ZIPF = 2.0
"""family's own bar for rare in print (scripts/family_policy.py)."""


def family_refused(sample: str = KINDS) -> Figure:
    """Of a sample's words that ``family`` refuses, those it should: offensive, or rare by
    one of its two measures (the tier a verdict shows, or wordfreq's Zipf below 2.0)."""
    from wordfreq import zipf_frequency

    family = open_dictionary("family")
    words = [word for words in read_kinds(sample).values() for word in words]
    refused = [word for word in words if not judge(word, family, suggest=False).accepted]
    failures = tuple(
        (word, tier(word))
        for word in refused
        if not offensive(word)
        and tier(word) != "rare"
        and zipf_frequency(word, "en") >= FAMILY_RARE_ZIPF
    )
    return Figure(
        "family's refused: offensive or rare",
        "family",
        len(refused) - len(failures),
        len(refused),
        0.99,
        failures,
    )


def measure(
    dictionaries: Iterable[str] = DICTIONARIES, measures: Iterable[Measure] = MEASURES
) -> list[Figure]:
    """Every figure of ``measures`` for every dictionary that opens here."""
    opened = open_each(dictionaries)
    figures: list[Figure] = []
    for item in measures:
        words = item.words()
        for name, dictionary in opened.items():
            counted = [
                word
                for word in words
                if not item.listed_only or dictionary.lookup(word).standing is not Standing.UNKNOWN
            ]
            failures = []
            for word in counted:
                verdict = judge(word, dictionary, suggest=False)
                if not item.passes(verdict.code, verdict.accepted):
                    failures.append((word, verdict.code))
            figures.append(
                Figure(
                    item.name,
                    name,
                    len(counted) - len(failures),
                    len(counted),
                    item.goals.get(name, 0.0),
                    tuple(failures),
                )
            )
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dictionary", action="append", help="default: all four")
    parser.add_argument("--failures", type=int, default=8, help="failures shown per figure")
    parser.add_argument("--kinds", action="store_true", help="only the three kinds' table")
    args = parser.parse_args()
    if not args.kinds:
        names = args.dictionary or DICTIONARIES
        for title, measures in (
            ("the project's labelled sets", MEASURES),
            (f"the held-out sample ({HELD_OUT}), apart", HELD_OUT_MEASURES),
        ):
            print(f"-- {title}")
            show(measure(names, measures), args.failures)
    for title, sample in (
        (f"the held-out sample of three kinds ({KINDS}), apart", KINDS),
        (f"the second held-out sample, of two kinds ({KINDS_2}), apart", KINDS_2),
    ):
        print(f"-- {title}")
        kinds = measure_kinds(args.dictionary or KIND_DICTIONARIES, sample)
        show_table(kinds)
        show([figure for figure in kinds if not figure.met], args.failures)
        if args.dictionary is None or "family" in args.dictionary:
            show([family_refused(sample)], args.failures)


def show_table(figures: list[Figure]) -> None:
    """One row a kind or label, one column a dictionary: passed/total and the share."""
    names = list(dict.fromkeys(figure.dictionary for figure in figures))
    rows = list(dict.fromkeys(figure.measure for figure in figures))
    found = {(figure.measure, figure.dictionary): figure for figure in figures}
    print(f"{'':30}" + "".join(f"{name:>17}" for name in names))
    for row in rows:
        cells = []
        for name in names:
            figure = found.get((row, name))
            cell = "-" if figure is None else f"{figure.passed}/{figure.total} {figure.share:.0%}"
            cells.append(f"{cell:>17}")
        print(f"{row:30}" + "".join(cells))


def show(figures: list[Figure], failures: int) -> None:
    """Print each figure, its goal and its first failures."""
    for figure in figures:
        goal = f"goal {figure.goal:.1%}" if figure.goal else "no goal"
        mark = "ok " if figure.met else "LOW"
        print(
            f"{mark} {figure.measure:40} {figure.dictionary:15} "
            f"{figure.passed:5}/{figure.total:<5} {figure.share:7.2%}  ({goal})"
        )
        shown = figure.failures[:failures]
        if shown:
            print("      " + ", ".join(f"{word} ({code})" for word, code in shown))


if __name__ == "__main__":
    main()

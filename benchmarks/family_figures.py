"""The figures of the ``family`` dictionary that dictionaries/README.md gives.

- The 5,000 most common English words (wordfreq's ``top_n_list("en", 5000)``) kept to
  ``[a-z]{2,}``, less the names, abbreviations and fragments labelled by hand in
  ``tests/data/labelled/top5000-not-words.txt`` (the filter judge_accuracy.py uses)
  and less the offensive words (``curation/offensive.txt``): the share ``family``
  accepts. Goal: at least 97%.
- Rare tournament words: the named ones (QOPH, XU, ZA, QI, AA), the two-letter words of
  the tournament list that are rare, a sample of the words only ``large`` has (every
  50th) and a sample of the words of ``large`` that are rare (every 50th): the share
  ``family`` refuses.

Run from the repository:  python benchmarks/family_figures.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from quiddler_score.words import lexicon_data
from quiddler_score.words.dictionaries import open_dictionary
from quiddler_score.words.judge import judge
from quiddler_score.words.word_marks import offensive, tier

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from judge_accuracy import common_words, read_set  # noqa: E402

DATA = HERE.parent / "dictionaries"
NAMED_RARE = ("qoph", "xu", "za", "qi", "aa")
SAMPLE_STEP = 50

Figure = tuple[float, int, list[str]]
"""The share that passes, how many words were tried, and the words that failed."""


def _accepts(word: str) -> bool:
    family = open_dictionary("family")
    return judge(word, family, suggest=False, fingerprinted=False).accepted


def _share(words: list[str], passes: bool) -> Figure:
    failed = [word for word in words if _accepts(word) is not passes]
    return 1 - len(failed) / len(words), len(words), failed


def _words(lexicon: str) -> list[str]:
    return (DATA / lexicon / "words.txt").read_text(encoding="ascii").split()


def common_words_accepted() -> Figure:
    return _share([word for word in common_words() if not offensive(word)], passes=True)


def named_rare_refused() -> Figure:
    return _share(list(NAMED_RARE), passes=False)


def rare_two_letter_refused() -> Figure:
    words = [w for w in read_set("two-letter-tournament.txt") if tier(w) == "rare"]
    return _share(words, passes=False)


def large_only_refused() -> Figure:
    standard = set(_words("standard"))
    only = [word for word in _words("large") if word not in standard]
    return _share(only[::SAMPLE_STEP], passes=False)


def rare_large_refused() -> Figure:
    rare = [word for word in _words("large") if tier(word) == "rare"]
    return _share(rare[::SAMPLE_STEP], passes=False)


def main() -> None:
    offensive_count = len(
        lexicon_data.read_curated(lexicon_data.data_file("curation", "offensive.txt"))
    )
    print(f"family: {len(_words('family')):,} words; {offensive_count} offensive words listed")
    for name, figure in (
        ("5,000 most common words accepted (after the filter)", common_words_accepted),
        ("named rare words refused (qoph xu za qi aa)", named_rare_refused),
        ("rare tournament two-letter words refused", rare_two_letter_refused),
        (f"words only large has refused (every {SAMPLE_STEP}th)", large_only_refused),
        (f"rare words of large refused (every {SAMPLE_STEP}th)", rare_large_refused),
    ):
        share, total, failed = figure()
        print(f"{name}: {share:.2%} of {total:,}; not: {' '.join(failed[:40])}")


if __name__ == "__main__":
    main()

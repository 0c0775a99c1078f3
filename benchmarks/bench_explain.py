"""Time `quiddler-score check --explain` over 1,000 words beside a fixed yardstick, in one run.

Two sets of 1,000 words, drawn from the bundled standard list with a fixed seed: the
words as listed (each definition is looked up, most are found), and the same words each
with one letter changed (most are not words: the judge looks for close words to
suggest). The yardstick is the least any ``--explain`` of them can cost: a Python
process that imports click and wordfreq, looks up each word's frequency and prints a
line for it. Everything runs as whole processes, interleaved; the script prints the
median wall and processor time of each, the ratios and the bars, for each set:

    check --explain, 1,000 words          under 2 s, and at most 2 x the yardstick
    check --explain, 1,000 misspellings   under 2 s (the ratio shown: it also looks
                                          for close words and judges each)

On a machine busy with other work the wall times stretch; the processor times beside
them are the steadier figures.

The exit status is 0 whatever the figures: this is a measurement.

    python benchmarks/bench_explain.py [--runs 7] [--words 1000] [--seed 2024] [--against DIR]

``--against DIR`` times the same commands from another source tree too (a checkout of
an earlier revision, say), side by side.
"""

from __future__ import annotations

import argparse
import compileall
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BAR_SECONDS = 2.0
BAR_RATIO = 2.0

# The yardstick: what --explain cannot do without (Python, click, wordfreq, a lookup
# and a line per word), with none of this package.
YARDSTICK = (
    "import sys\n"
    "import click\n"
    "from wordfreq import zipf_frequency\n"
    "for word in sys.argv[1:]:\n"
    "    click.echo(f'{word}: {zipf_frequency(word, \"en\")}')\n"
)


def sample_words(count: int, seed: int) -> dict[str, list[str]]:
    """The two sets: words of the standard list, and each with one letter changed."""
    chance = random.Random(seed)
    words = chance.sample(
        (ROOT / "dictionaries" / "standard" / "words.txt").read_text().split(), count
    )
    typos = []
    for word in words:
        at = chance.randrange(len(word))
        typos.append(word[:at] + chance.choice("bcdfgkmptvz") + word[at + 1 :])
    return {"words": words, "typos": typos}


def environment(tree: Path) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    env.pop("QUIDDLER_DB", None)
    return env


def times(command: Sequence[str], tree: Path = ROOT) -> tuple[float, float]:
    """Wall time and processor time (user and system) in seconds of one whole process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        command,
        env=environment(tree),
        cwd=tree,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        check=False,
    )
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):  # check exits 1 when a word is not acceptable
        raise SystemExit(f"{command[:4]} failed ({done.returncode}): {done.stderr.decode()}")
    return elapsed, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def verdict(ok: bool) -> str:
    return "ok" if ok else "OVER THE BAR"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--words", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--against", type=Path, help="another source tree, timed alongside")
    args = parser.parse_args()

    commands: dict[str, tuple[list[str], Path]] = {}
    for label, words in sample_words(args.words, args.seed).items():
        explain = [sys.executable, "-m", "quiddler_score", "check", "--explain", *words]
        commands[f"{label}: yardstick"] = ([sys.executable, "-c", YARDSTICK, *words], ROOT)
        commands[f"{label}: check --explain"] = (explain, ROOT)
        if args.against is not None:
            commands[f"{label}:   {args.against.name}"] = (explain, args.against.resolve())
    for command, tree in commands.values():
        # `pip install` compiles a package's bytecode; compile it here as it would be.
        compileall.compile_dir(tree / "quiddler_score", quiet=1)
        times(command, tree)  # and warm the file cache
    measured: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(args.runs):
        for name, (command, tree) in commands.items():
            measured[name].append(times(command, tree))

    wall = {name: statistics.median(t[0] for t in runs) for name, runs in measured.items()}
    cpu = {name: statistics.median(t[1] for t in runs) for name, runs in measured.items()}
    print(
        f"{args.words} words of the standard list (seed {args.seed}), as listed and each "
        f"with one letter changed; median of {args.runs}"
    )
    print(f"{'':28}{'wall':>9}{'cpu':>9}")
    for name in commands:
        print(f"{name:28}{wall[name]:8.2f}s{cpu[name]:8.2f}s")
    for label in ("words", "typos"):
        ours, yardstick = f"{label}: check --explain", f"{label}: yardstick"
        ratio = wall[ours] / wall[yardstick]
        held = f", bar: at most {BAR_RATIO:.2f}  {verdict(ratio <= BAR_RATIO)}"
        print(
            f"{label}: check --explain / yardstick {ratio:.2f} "
            f"(cpu {cpu[ours] / cpu[yardstick]:.2f}){held if label == 'words' else ''}; "
            f"{wall[ours]:.2f} s (cpu {cpu[ours]:.2f} s), bar: under {BAR_SECONDS:.0f} s  "
            f"{verdict(wall[ours] < BAR_SECONDS)}"
        )


if __name__ == "__main__":
    main()

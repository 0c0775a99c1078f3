"""How fast ``best`` answers: the search in-process, and whole processes beside ``check``.

Deals a fixed seed of random hands from the 118-card deck (8 and 10 cards, and 10
cards with a drawn card) and times :func:`~quiddler_score.words.solver.best_play` on each,
judging words with the chosen dictionary as ``best`` does. Then times whole processes,
``python -m quiddler_score best CARD...`` for the slowest 10-card hand, a typical one
and the slowest hand with a draw, against ``python -m quiddler_score check quixotic``,
the runs interleaved so that a busy machine slows both alike.

    python benchmarks/bench_best.py [--hands 200] [--runs 10] [--seed 2024]
"""

from __future__ import annotations

import argparse
import compileall
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from quiddler_score.engine.cards import DECK, Card  # noqa: E402
from quiddler_score.words.anagrams import bundled_index  # noqa: E402
from quiddler_score.words.backends import BUNDLED_NAMES  # noqa: E402
from quiddler_score.words.dictionaries import open_dictionary  # noqa: E402
from quiddler_score.words.judge import judge  # noqa: E402
from quiddler_score.words.solver import best_play  # noqa: E402

SIZES = ((8, False), (10, False), (11, True))


@dataclass(frozen=True)
class Timed:
    hand: tuple[Card, ...]
    draw: Card | None
    seconds: float

    def arguments(self) -> list[str]:
        cards = [str(card).lower() for card in self.hand]
        return cards if self.draw is None else [*cards, "--draw", str(self.draw).lower()]


def deal(rng: random.Random, size: int, with_draw: bool) -> tuple[tuple[Card, ...], Card | None]:
    deck = [card for card in DECK.values() for _ in range(card.copies)]
    cards = rng.sample(deck, size)
    if with_draw:
        return tuple(cards[:-1]), cards[-1]
    return tuple(cards), None


def time_search(hands: int, seed: int, dictionary: str) -> dict[int, list[Timed]]:
    opened = open_dictionary(dictionary)
    index = bundled_index(opened.name if opened.name in BUNDLED_NAMES else "large")

    def accept(word: str) -> bool:
        return judge(word, opened).accepted

    rng = random.Random(seed)
    results: dict[int, list[Timed]] = {}
    for size, with_draw in SIZES:
        timed = []
        for _ in range(hands):
            hand, draw = deal(rng, size, with_draw)
            start = time.perf_counter()
            best_play(hand, index, accept, draw=draw)
            timed.append(Timed(hand, draw, time.perf_counter() - start))
        results[size] = sorted(timed, key=lambda result: result.seconds)
    return results


def time_processes(commands: dict[str, list[str]], runs: int) -> dict[str, float]:
    """The median wall time of each command, run ``runs`` times, interleaved."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, arguments in commands.items():
            start = time.perf_counter()
            done = subprocess.run(
                [sys.executable, "-m", "quiddler_score", *arguments],
                cwd=ROOT,
                env=env,
                capture_output=True,
                text=True,
            )
            times[name].append(time.perf_counter() - start)
            if done.returncode not in (0, 1):
                raise SystemExit(f"{name} failed ({done.returncode}): {done.stderr.strip()}")
    return {name: statistics.median(values) for name, values in times.items()}


def milliseconds(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=200, help="hands of each size")
    parser.add_argument("--runs", type=int, default=10, help="runs of each whole process")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--dictionary", default="standard")
    args = parser.parse_args(argv)

    results = time_search(args.hands, args.seed, args.dictionary)
    print(
        f"best_play in-process, {args.hands} hands of each size, seed {args.seed}, "
        f"dictionary {args.dictionary}"
    )
    print(f"{'cards':<16}{'median':>10}{'worst':>10}")
    for size, with_draw in SIZES:
        times = [result.seconds for result in results[size]]
        label = f"{size - 1} + draw" if with_draw else str(size)
        print(
            f"{label:<16}{milliseconds(statistics.median(times)):>10}{milliseconds(max(times)):>10}"
        )

    # `pip install` compiles a package's bytecode; a source checkout under
    # PYTHONDONTWRITEBYTECODE would otherwise recompile every module in every run.
    compileall.compile_dir(ROOT / "quiddler_score", quiet=1)
    tens, elevens = results[10], results[11]
    dictionary = ["--dictionary", args.dictionary]
    commands = {
        "check quixotic": ["check", "quixotic", *dictionary],
        "best, typical 10 cards": ["best", *tens[len(tens) // 2].arguments(), *dictionary],
        "best, slowest 10 cards": ["best", *tens[-1].arguments(), *dictionary],
        "best, slowest 10 + draw": ["best", *elevens[-1].arguments(), *dictionary],
    }
    medians = time_processes(commands, args.runs)
    check = medians["check quixotic"]
    print(f"\nwhole processes, median of {args.runs} runs each, interleaved")
    for name, seconds in medians.items():
        ratio = "" if name.startswith("check") else f"  {seconds / check:.2f} x check"
        print(f"{name:<26}{milliseconds(seconds):>10}{ratio}")
        if not name.startswith("check"):
            print(f"  {' '.join(commands[name])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

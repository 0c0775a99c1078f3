"""`rulings` across a club's saved games, as whole processes, against `check` in the same run.

Clubs of 1,000 and 10,000 games are made the way bench_scale.py's club() makes one (the
sample game night kept through the game actions once, its log copied in SQL, one more
game in progress, `stats` run once to keep what it keeps), in two mixes:

    all        every game is the sample night, with its four challenges: every game
               holds rulings and is replayed (the worst case)
    1 in 10    one game in ten is; the others are the same night with no challenge and
               PAIRS laid for PARIS, so they hold no ruling and are not replayed

Then, every run interleaved, the median wall time of:

    check quixotic           the yardstick, the same at any size
    rulings                  every ruling of the club, as a table (to /dev/null)
    rulings --game N         one game's rulings
    stats                    warm, with its challenges section

and each as a ratio to `check` in the same run. The exit status is 0 whatever the
figures: this is a measurement.

    python benchmarks/bench_rulings.py [--sizes 1000,10000] [--runs 3]
"""

from __future__ import annotations

import argparse
import compileall
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_scale import run  # noqa: E402
from bench_stats import copies, one_game  # noqa: E402

MIXES = {"all": 1, "1 in 10": 10}
# Each command's name in the table, and its arguments (game 1 holds rulings in every mix).
ARGUMENTS = {
    "check": ("check", "quixotic"),
    "rulings": ("rulings",),
    "rulings --game": ("rulings", "--game", "1"),
    "stats": ("stats",),
}
COMMANDS = tuple(ARGUMENTS)


def club(folder: Path, size: int, every: int) -> Path:
    """``size`` finished games, one in ``every`` holding rulings, then one in progress."""
    db = folder / f"games-{size}-{every}.sqlite3"
    ruled = one_game(db)
    copies(db, ruled, size // every - 1)
    if every > 1:
        copies(db, one_game(db, rulings=False), size - size // every - 1)
    run(db, "new", "Ann", "Bob", "Cy")
    run(db, "stats")  # keeps every summary and the challenges, as any earlier run would have
    return db


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    compileall.compile_dir(ROOT / "quiddler_score", quiet=1)
    times: dict[tuple[str, int, str], list[float]] = {}
    with tempfile.TemporaryDirectory() as folder:
        dbs = {
            (size, mix): club(Path(folder), size, every)
            for size in sizes
            for mix, every in MIXES.items()
        }
        for _ in range(args.runs):
            for (size, mix), db in dbs.items():
                for command, arguments in ARGUMENTS.items():
                    seconds = run(db, *arguments)
                    times.setdefault((command, size, mix), []).append(seconds)
    median = {key: statistics.median(values) for key, values in times.items()}
    print(f"whole processes, median of {args.runs} runs, interleaved")
    print(f"{'games':>8}  {'mix':<8}" + "".join(f"  {name:>15}" for name in COMMANDS))
    for size in sizes:
        for mix in MIXES:
            cells = "".join(f"  {median[(name, size, mix)] * 1000:13.0f}ms" for name in COMMANDS)
            print(f"{size:>8}  {mix:<8}{cells}")
    for size in sizes:
        for mix in MIXES:
            check = median[("check", size, mix)]
            ratios = ", ".join(
                f"{name} {median[(name, size, mix)] / check:.1f}x" for name in COMMANDS[1:]
            )
            print(f"  {size:,} games, {mix}: {ratios} check")


if __name__ == "__main__":
    main()

"""A club's worth of games: every command measured against `check` in the same run.

Databases of 1, 1,000 and 10,000 saved games are made the way bench_stats.py makes one
(the sample game night kept through the game actions once, its log copied in SQL), each
with one more game in progress as the current game. Then, as whole processes, every run
interleaved, the median wall time of:

    check quixotic                    the yardstick, the same at any size
    games                             the newest games and the current one
    stats                             warm: summaries and answer kept; a hand was recorded
                                      (and undone) in the game in progress since. (--json
                                      prints every player's rating after every game: at
                                      10,000 games 3 MB, mostly time in json.dumps)
    record ann ox -u e                on the game in progress (each is undone, untimed)

and once per size, the first `stats` after an upgrade (every kept summary dropped, as an
older database has none). It prints each figure as a ratio with its bar:

    games at 10,000 games             at most 2x check
    warm stats at 10,000 games        at most 5x check
    record at 10,000 games            at most 1.3x record at one game
    first stats at 10,000 games       under 5 s

With --distinct every finished game is a different random game (tests/random_logs.py:
other players, rules, words, challenges, corrections and undos) instead of a copy of
one, so that nothing it measures can gain from games being alike.

The exit status is 0 whatever the ratios: this is a measurement.

    python benchmarks/bench_scale.py [--sizes 1,1000,10000] [--runs 11] [--distinct]
"""

from __future__ import annotations

import argparse
import compileall
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
# The tests' random games (--distinct): tests/ is not type-checked, nor looked in by mypy.
sys.path.insert(0, str(ROOT / "tests"))

from bench_stats import copies, one_game  # noqa: E402
from random_logs import random_log, write_logs  # type: ignore[import-not-found]  # noqa: E402

from quiddler_score.games.events import Payload  # noqa: E402


def run(db: Path, *args: str) -> float:
    command = [sys.executable, "-m", "quiddler_score", "--db", str(db), *args]
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
    return time.perf_counter() - start


def club(folder: Path, size: int, distinct: bool) -> Path:
    """``size`` finished games (copies of one, or all different), then one in progress
    (the current game)."""
    db = folder / f"games-{size}.sqlite3"
    if distinct:
        write_logs(db, random_games(size - 1))
    else:
        copies(db, one_game(db), size - 1)
    run(db, "new", "Ann", "Bob", "Cy")
    run(db, "stats")  # keeps every summary and the answer, as any earlier run would have
    return db


def random_games(count: int) -> list[list[Payload]]:
    """``count`` finished random games, each made from a seed of its own."""
    return [random_log(random.Random(seed), finished=True) for seed in range(count)]


def first_stats(db: Path) -> float:
    """`stats` on a database whose summaries were never kept (an older database)."""
    with sqlite3.connect(db) as conn:
        conn.execute("DELETE FROM game_summaries")
        conn.execute("DELETE FROM kept_answers WHERE name = 'stats'")  # nor its answer
    conn.close()
    return run(db, "stats")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1,1000,10000")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--distinct", action="store_true", help="different random games")
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    compileall.compile_dir(ROOT / "quiddler_score", quiet=1)
    times: dict[tuple[str, int], list[float]] = {}
    firsts: dict[int, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        dbs = {size: club(Path(folder), size, args.distinct) for size in sizes}
        for size, db in dbs.items():
            firsts[size] = first_stats(db)
        for _ in range(args.runs):
            for size, db in dbs.items():
                times.setdefault(("check", size), []).append(run(db, "check", "quixotic"))
                times.setdefault(("games", size), []).append(run(db, "games"))
                times.setdefault(("stats", size), []).append(run(db, "stats"))
                recorded = run(db, "record", "ann", "ox", "-u", "e")
                times.setdefault(("record", size), []).append(recorded)
                run(db, "undo")
    median = {key: statistics.median(values) for key, values in times.items()}
    kind = "different random games" if args.distinct else "copies of one game"
    print(f"whole processes, median of {args.runs} runs, interleaved; {kind}")
    print(f"{'games':>8}  {'check':>8}  {'games':>8}  {'stats':>8}  {'record':>8}  first stats")
    for size in sizes:
        figures = [median[(name, size)] for name in ("check", "games", "stats", "record")]
        cells = "  ".join(f"{seconds * 1000:6.0f}ms" for seconds in figures)
        print(f"{size:>8}  {cells}  {firsts[size]:9.2f} s")
    largest, smallest = max(sizes), min(sizes)
    check = median[("check", largest)]
    bars = [
        (f"games at {largest:,} / check", median[("games", largest)] / check, 2.0),
        (f"warm stats at {largest:,} / check", median[("stats", largest)] / check, 5.0),
        (
            f"record at {largest:,} / record at {smallest:,}",
            median[("record", largest)] / median[("record", smallest)],
            1.3,
        ),
    ]
    for label, ratio, bar in bars:
        verdict = "ok" if ratio <= bar else "OVER THE BAR"
        print(f"  {label:<40} {ratio:5.2f}  (bar: at most {bar:.1f}) {verdict}")
    first = firsts[largest]
    verdict = "ok" if first < 5.0 else "OVER THE BAR"
    print(f"  {f'first stats at {largest:,} games':<40} {first:5.2f} s (bar: under 5 s) {verdict}")
    print(f"  {'  that is, a game':<40} {first / largest * 1000:5.2f} ms")


if __name__ == "__main__":
    main()

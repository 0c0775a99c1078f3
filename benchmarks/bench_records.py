"""What rivals and records cost `stats`: with them beside without them, in one run.

A club of 1,000 finished games, every one a different random game (tests/random_logs.py:
2 to 8 players, house rules, words, challenges), their summaries made and kept once.
Then, interleaved, the median of:

    in-process   the stats answer made from the 1,000 summaries (game_stats: totals,
                 head to head, ratings, and records), with records and with the records
                 step left out
    processes    `stats --json` made from the kept summaries (its stored answer never
                 read), with and without records

"Without" is the same code with records_of replaced by one that finds nothing, so the
difference is what records add. The bar: with at most 1.5x without. The exit status is
0 whatever the ratio: this is a measurement.

    python benchmarks/bench_records.py [--games 1000] [--runs 11]
"""

from __future__ import annotations

import argparse
import compileall
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# The tests' random games: tests/ is not type-checked, nor looked in by mypy.
sys.path.insert(0, str(ROOT / "tests"))

from quiddler_score.games.club.people import people_of  # noqa: E402
from quiddler_score.games.log.store import Store  # noqa: E402
from quiddler_score.games.stats import standings  # noqa: E402
from quiddler_score.games.stats.all_games import game_summaries  # noqa: E402
from quiddler_score.games.stats.records import Records, records_of  # noqa: E402

BAR = 1.5

# Run as a process: stats --json made anew (its stored answer never read), with records_of
# finding nothing when asked "without".
PROCESS = """
import sys
from quiddler_score.games.stats import club_stats
club_stats.stored_answer = lambda *_: None
if sys.argv[1] == "without":
    from collections import defaultdict
    from quiddler_score.games.stats import standings
    from quiddler_score.games.stats.records import Records
    standings.records_of = lambda *_: Records(defaultdict(dict), {}, [])
from quiddler_score.cli import cli
cli(["--db", sys.argv[2], "stats", "--json"])
"""


def club(db: Path, games: int) -> None:
    from random_logs import random_log, write_logs  # type: ignore[import-not-found]

    rng = random.Random(2024)
    write_logs(db, [random_log(rng, finished=True) for _ in range(games)])
    with Store(db) as store:
        game_summaries(store)  # made and kept once


def nothing(*_: Any) -> Records:
    return Records(defaultdict(dict), {}, [])  # type: ignore[arg-type, typeddict-item]


def in_process(db: Path, runs: int) -> tuple[list[float], list[float]]:
    with Store(db) as store:
        summaries = game_summaries(store).summaries
        people = people_of(store)
    timings: dict[bool, list[float]] = {True: [], False: []}
    for _ in range(runs):
        for with_records in (True, False):
            setattr(standings, "records_of", records_of if with_records else nothing)  # noqa: B010
            start = time.perf_counter()
            standings.game_stats(summaries, people)
            timings[with_records].append(time.perf_counter() - start)
    setattr(standings, "records_of", records_of)  # noqa: B010
    return timings[True], timings[False]


def processes(db: Path, runs: int) -> tuple[list[float], list[float]]:
    timings: dict[str, list[float]] = {"with": [], "without": []}
    for _ in range(runs):
        for kind in timings:
            command = [sys.executable, "-c", PROCESS, kind, str(db)]
            start = time.perf_counter()
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
            timings[kind].append(time.perf_counter() - start)
    return timings["with"], timings["without"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    compileall.compile_dir(ROOT / "quiddler_score", quiet=1)
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "games.sqlite3"
        club(db, args.games)
        figures = {
            "in-process game_stats": in_process(db, args.runs),
            "stats --json, answer made anew": processes(db, args.runs),
        }
    print(f"stats over {args.games} random finished games, {args.runs} runs, interleaved")
    print(f"  {'':40}{'with':>10}{'without':>10}{'ratio':>8}")
    for name, (with_records, without) in figures.items():
        # The median is held to the bar; the fastest runs show the cost on a quiet machine.
        for how, pick in (("median", statistics.median), ("fastest", min)):
            ratio = pick(with_records) / pick(without)
            verdict = "ok" if ratio <= BAR else "OVER THE BAR"
            said = f"  (bar {BAR}x: {verdict})" if how == "median" else ""
            print(
                f"  {name + ', ' + how:40}{pick(with_records) * 1000:8.0f}ms"
                f"{pick(without) * 1000:8.0f}ms{ratio:7.2f}x{said}"
            )


if __name__ == "__main__":
    main()

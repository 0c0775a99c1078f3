"""How close the everyday commands come to the floor click sets, in one run.

A command line built on click cannot start faster than ``python -c "import click"``;
what ``check`` adds above that is this package's own. Timed as whole processes, every
run interleaved, the order of the commands turning from run to run:

    python -c "import click"             the floor
    quiddler-score check quixotic        at most 1.25 x the floor
    quiddler-score --db DB board         at most 2 x check, printed by rich, written to
                                         /dev/null and to a terminal (a pseudo-terminal,
                                         TERM an ordinary terminal's), which it writes
                                         in colour
    quiddler-score best CARD...          at most 2 x check, printed by rich, for each of
                                         the slowest 10-card hand and the slowest 10
                                         cards + draw of bench_best.py

``quiddler-score`` is run as the script ``pip install`` writes for it runs (its code is
in :data:`CONSOLE_SCRIPT`), by this interpreter, with this working tree first on the path.

The two hands for ``best`` are found as benchmarks/bench_best.py finds them: the same
seeded deals, each searched in-process, the slowest kept. The board reads a temporary
database holding three recorded rounds of Ann, Bob and Cy (the setup of
bench_commands.py). The bytecode is compiled first, as ``pip install`` leaves it.

It prints the median wall time and processor time of each command, and each ratio of
wall times with its bar and ``ok`` or ``OVER THE BAR`` (the ratio of processor times
beside it, steadier on a busy machine). The exit status is 0 whatever the ratios: this
is a measurement.

    python benchmarks/bench_floor.py [--runs 21] [--hands 200] [--seed 2024]
"""

from __future__ import annotations

import argparse
import compileall
import os
import pty
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_best import Timed as TimedHand  # noqa: E402
from bench_best import time_search  # noqa: E402

# The setup of bench_commands.py: three rounds of Ann, Bob and Cy.
SETUP = (
    ["new", "Ann", "Bob", "Cy"],
    # Round 1, 3 cards each; Ann goes out.
    ["record", "bob", "ox", "-u", "e"],
    ["record", "cy", "at", "-u", "o"],
    ["record", "ann", "ate", "--out"],
    # Round 2, 4 cards each; Ann goes out.
    ["record", "bob", "ox", "-u", "z a"],
    ["record", "cy", "at", "be"],
    ["record", "ann", "(qu)ite", "--out"],
    # Round 3, 5 cards each; Bob goes out.
    ["record", "ann", "(qu)ite", "-u", "s"],
    ["record", "bob", "box", "at", "--out"],
    ["record", "cy", "oats", "-u", "z"],
)

FLOOR = "import click"
CHECK = "check quixotic"

# The body of the console script pip writes for the entry point quiddler_score.cli:main.
CONSOLE_SCRIPT = (
    "import re\n"
    "import sys\n"
    "from quiddler_score.cli import main\n"
    "sys.argv[0] = re.sub(r'(-script\\.pyw|\\.exe)?$', '', sys.argv[0])\n"
    "sys.exit(main())\n"
)


@dataclass(frozen=True)
class Bar:
    """A command's ratio to another's, and the most it may be."""

    over: str
    limit: float


@dataclass(frozen=True)
class Timed:
    """One command line to time, and the bar its median is held to (none for the floor).

    Its output goes to /dev/null, or to a terminal where ``terminal`` is set.
    """

    name: str
    command: list[str]
    bar: Bar | None = None
    terminal: bool = False


def quiddler(*arguments: str) -> list[str]:
    return [sys.executable, "-c", CONSOLE_SCRIPT, *arguments]


def environment() -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("QUIDDLER_DB", None)
    return env


def run(command: Sequence[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run a command to its end (not timed); stop the benchmark if it fails."""
    done = subprocess.run(
        command, cwd=cwd, env=environment(), capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise SystemExit(
            f"{' '.join(command)} failed ({done.returncode}): "
            f"{(done.stderr or done.stdout).strip()}"
        )
    return done


def times(entry: Timed, cwd: Path) -> tuple[float, float]:
    """Wall time and processor time (user and system) in seconds of one whole process."""
    screen, terminal = pty.openpty() if entry.terminal else (None, None)
    env = environment()
    if entry.terminal:
        env["TERM"] = "xterm-256color"  # an ordinary terminal, not whatever runs the benchmark
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    process = subprocess.Popen(
        entry.command,
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL if terminal is None else terminal,
        stderr=subprocess.PIPE,
    )
    if screen is not None and terminal is not None:
        os.close(terminal)
        read_until_closed(screen)
    _, errors = process.communicate()
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if process.returncode != 0:
        raise SystemExit(f"{entry.name} failed ({process.returncode}): {errors.decode()}")
    used = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return elapsed, used


def read_until_closed(screen: int) -> None:
    """Read what is written to the terminal, so that the command never waits for room."""
    try:
        while os.read(screen, 65536):
            pass
    except OSError:  # Linux: the other end is closed once the command has ended
        pass
    finally:
        os.close(screen)


def worst_hands(hands: int, seed: int) -> dict[str, list[str]]:
    """The arguments of ``best`` for the slowest hands of bench_best.py's deals.

    A hand timed once can be slowest by chance on a busy machine: the five slowest of
    each size are timed again, five times each, and the one slowest at the median kept.
    """
    from quiddler_score.words.best_play import solver_for

    solve = solver_for("standard")

    def steady(hand: TimedHand) -> float:
        times = []
        for _ in range(5):
            start = time.perf_counter()
            solve(hand.hand, hand.draw)
            times.append(time.perf_counter() - start)
        return statistics.median(times)

    results = time_search(hands, seed, "standard")
    slowest = {size: max(results[size][-5:], key=steady) for size in (10, 11)}
    return {
        "best, slowest 10 cards": slowest[10].arguments(),
        "best, slowest 10 + draw": slowest[11].arguments(),
    }


def commands(database: Path, hands: dict[str, list[str]]) -> list[Timed]:
    return [
        Timed(FLOOR, [sys.executable, "-c", "import click"]),
        Timed(CHECK, quiddler("check", "quixotic"), Bar(FLOOR, 1.25)),
        Timed("board", quiddler("--db", str(database), "board"), Bar(CHECK, 2.0)),
        Timed(
            "board, in a terminal",
            quiddler("--db", str(database), "board"),
            Bar(CHECK, 2.0),
            terminal=True,
        ),
        *(Timed(name, quiddler("best", *cards), Bar(CHECK, 2.0)) for name, cards in hands.items()),
    ]


@dataclass(frozen=True)
class Medians:
    wall: float
    cpu: float


def time_all(timed: Sequence[Timed], runs: int, cwd: Path) -> dict[str, Medians]:
    """The median wall and processor times of each command, ``runs`` each, interleaved."""
    found: dict[str, list[tuple[float, float]]] = {entry.name: [] for entry in timed}
    for turn in range(runs):
        shift = turn % len(timed)
        for entry in [*timed[shift:], *timed[:shift]]:
            found[entry.name].append(times(entry, cwd))
    return {
        name: Medians(
            statistics.median(wall for wall, _ in values),
            statistics.median(cpu for _, cpu in values),
        )
        for name, values in found.items()
    }


def report(timed: Sequence[Timed], medians: dict[str, Medians]) -> None:
    """Each median; each ratio of wall times against its bar, that of processor times beside."""
    print(f"{'':<24}{'wall':>9}{'cpu':>9}  ratio (cpu)")
    for entry in timed:
        found = medians[entry.name]
        line = f"{entry.name:<24}{found.wall * 1000:>6.1f} ms{found.cpu * 1000:>6.1f} ms"
        if entry.bar is not None:
            over = medians[entry.bar.over]
            ratio = found.wall / over.wall
            verdict = "ok" if ratio <= entry.bar.limit else "OVER THE BAR"
            line += (
                f"  {ratio:4.2f} ({found.cpu / over.cpu:4.2f}) x {entry.bar.over:<15}"
                f"bar: at most {entry.bar.limit:.2f}  {verdict}"
            )
        print(line)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=21, help="runs of each whole process")
    parser.add_argument("--hands", type=int, default=200, help="hands of each size to search")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    # `pip install` compiles a package's bytecode; a source checkout under
    # PYTHONDONTWRITEBYTECODE would otherwise recompile every module in every run.
    compileall.compile_dir(ROOT / "quiddler_score", quiet=1)
    hands = worst_hands(args.hands, args.seed)
    with tempfile.TemporaryDirectory(prefix="bench-floor-") as scratch:
        folder = Path(scratch)
        database = folder / "games.sqlite3"
        for arguments in SETUP:
            run(quiddler("--db", str(database), *arguments), folder)
        timed = commands(database, hands)
        for entry in timed:  # once each, untimed: the file cache warm, every command working
            run(entry.command, folder)
        medians = time_all(timed, args.runs, folder)

    print(f"whole processes, median of {args.runs} runs each, interleaved ({sys.executable})")
    report(timed, medians)
    for name, cards in hands.items():
        print(f"  {name}: best {' '.join(cards)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

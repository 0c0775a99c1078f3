"""Time five commands in this working tree against a baseline revision, side by side.

The baseline is checked out with ``git worktree add --detach`` in a temporary folder
(removed at the end). Each side runs ``python -m quiddler_score ...`` as a whole process
with ``PYTHONPATH`` set to its own tree and a neutral temporary folder as its working
directory; the script checks once per side that ``quiddler_score`` is imported from that
tree. Both trees have their bytecode compiled first (``pip install`` would compile it; a
source checkout under PYTHONDONTWRITEBYTECODE would otherwise recompile every module in
every run), and each side gets a saved-games database of its own, set up with three
recorded rounds of Ann, Bob and Cy before any timing.

Timed, every run interleaved, the side that goes first alternating from run to run:

    check quixotic
    best q u i t o x z e a n
    record bob ox -u e --round 1   (the same correction each time: one more log entry
                                    on each side per run, so both boards stay alike)
    board
    board --json

It prints each command's median wall time on each side and the ratio current/baseline
against its bar: at most 1.10 for check, best, record and board, below 1.00 for
board --json. The exit status is 0 whatever the ratios: this is a measurement.

    python benchmarks/bench_commands.py [--baseline d8fe60a] [--runs 21]
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_BASELINE = "d8fe60a"

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

COMMANDS: dict[str, list[str]] = {
    "check": ["check", "quixotic"],
    "best": ["best", "q", "u", "i", "t", "o", "x", "z", "e", "a", "n"],
    "record": ["record", "bob", "ox", "-u", "e", "--round", "1"],
    "board": ["board"],
    "board --json": ["board", "--json"],
}

# The highest ratio current/baseline each command may reach, and whether reaching it
# exactly is still within the bar.
BARS: dict[str, tuple[float, bool]] = {
    "check": (1.10, True),
    "best": (1.10, True),
    "record": (1.10, True),
    "board": (1.10, True),
    "board --json": (1.00, False),
}


@dataclass(frozen=True)
class Side:
    """One tree of the package, run with its own database."""

    name: str
    tree: Path
    database: Path
    cwd: Path

    def env(self) -> dict[str, str]:
        env = dict(os.environ, PYTHONPATH=str(self.tree))
        env.pop("QUIDDLER_DB", None)
        return env

    def command(self, arguments: Sequence[str]) -> list[str]:
        return [sys.executable, "-m", "quiddler_score", "--db", str(self.database), *arguments]

    def run(self, arguments: Sequence[str]) -> subprocess.CompletedProcess[str]:
        """Run a command to its end and keep its output (not timed)."""
        return subprocess.run(
            self.command(arguments),
            cwd=self.cwd,
            env=self.env(),
            capture_output=True,
            text=True,
            check=False,
        )

    def time(self, arguments: Sequence[str]) -> float:
        """Wall time in seconds of one whole process."""
        start = time.perf_counter()
        done = subprocess.run(
            self.command(arguments),
            cwd=self.cwd,
            env=self.env(),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            check=False,
        )
        elapsed = time.perf_counter() - start
        if done.returncode != 0:
            raise SystemExit(
                f"{self.name}: {' '.join(arguments)} failed ({done.returncode}): "
                f"{done.stderr.decode(errors='replace').strip()}"
            )
        return elapsed

    def imported_from(self) -> Path:
        """Where ``quiddler_score`` is imported from, asserting it is this side's tree."""
        done = subprocess.run(
            [sys.executable, "-c", "import quiddler_score; print(quiddler_score.__file__)"],
            cwd=self.cwd,
            env=self.env(),
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            raise SystemExit(f"{self.name}: cannot import quiddler_score: {done.stderr.strip()}")
        path = Path(done.stdout.strip()).resolve()
        if not path.is_relative_to(self.tree.resolve()):
            raise SystemExit(f"{self.name}: quiddler_score imported from {path}, not {self.tree}")
        return path


def git(*arguments: str) -> str:
    done = subprocess.run(
        ["git", *arguments], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise SystemExit(f"git {' '.join(arguments)} failed: {done.stderr.strip()}")
    return done.stdout.strip()


def set_up(side: Side) -> None:
    """Create the side's game with the plain commands; any failure stops the benchmark."""
    for arguments in SETUP:
        done = side.run(arguments)
        if done.returncode != 0:
            raise SystemExit(
                f"{side.name}: setup command {' '.join(arguments)!r} failed "
                f"({done.returncode}): {(done.stderr or done.stdout).strip()}"
            )


def warm_up(sides: Sequence[Side]) -> list[str]:
    """Run every command once on each side, untimed; name those whose output differs."""
    differing = []
    for name, arguments in COMMANDS.items():
        outputs = []
        for side in sides:
            done = side.run(arguments)
            if done.returncode != 0:
                raise SystemExit(
                    f"{side.name}: {' '.join(arguments)} failed ({done.returncode}): "
                    f"{(done.stderr or done.stdout).strip()}"
                )
            outputs.append(done.stdout)
        if len(set(outputs)) > 1:
            differing.append(name)
    return differing


def time_commands(sides: Sequence[Side], runs: int) -> dict[str, dict[str, list[float]]]:
    """Wall times of every command on every side, ``runs`` each, interleaved."""
    times: dict[str, dict[str, list[float]]] = {
        name: {side.name: [] for side in sides} for name in COMMANDS
    }
    for run in range(runs):
        order = sides if run % 2 == 0 else list(reversed(sides))
        for name, arguments in COMMANDS.items():
            for side in order:
                times[name][side.name].append(side.time(arguments))
    return times


def verdict(name: str, ratio: float) -> tuple[str, bool]:
    limit, inclusive = BARS[name]
    within = ratio <= limit if inclusive else ratio < limit
    bar = f"bar: at most {limit:.2f}" if inclusive else f"bar: below {limit:.2f}"
    return (f"{bar}  ok" if within else f"{bar}  <-- over the bar"), within


def milliseconds(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--baseline", default=DEFAULT_BASELINE, help="git revision to compare with")
    parser.add_argument("--runs", type=int, default=21, help="runs of each command on each side")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    commit = git("rev-parse", "--verify", f"{args.baseline}^{{commit}}")
    head = git("rev-parse", "--short", "HEAD")
    changed = len(git("status", "--porcelain", "--untracked-files=no").splitlines())

    with tempfile.TemporaryDirectory(prefix="bench-commands-") as scratch:
        folder = Path(scratch)
        worktree = folder / "baseline"
        git("worktree", "add", "--detach", str(worktree), commit)
        try:
            for name in ("cwd", "db"):
                (folder / name).mkdir()
            sides = [
                Side("baseline", worktree, folder / "db" / "baseline.sqlite", folder / "cwd"),
                Side("current", ROOT, folder / "db" / "current.sqlite", folder / "cwd"),
            ]
            print(f"baseline: {args.baseline} = {commit[:12]}, checked out in {worktree}")
            print(f"current:  working tree {ROOT} (HEAD {head}, {changed} tracked files changed)")
            for side in sides:
                compileall.compile_dir(side.tree / "quiddler_score", quiet=1)
                print(f"  {side.name:9} imports {side.imported_from()}")
                set_up(side)
            differing = warm_up(sides)
            times = time_commands(sides, args.runs)
        finally:
            removed = subprocess.run(
                ["git", "worktree", "remove", "--force", str(worktree)],
                cwd=ROOT,
                capture_output=True,
                text=True,
                check=False,
            )
            if removed.returncode != 0:
                print(f"could not remove the worktree {worktree}: {removed.stderr.strip()}")

    print(
        f"\nwhole processes, median of {args.runs} runs each, interleaved, "
        "the side going first alternating"
    )
    print(f"{'command':<14}{'baseline':>11}{'current':>11}{'ratio':>8}  verdict")
    over = []
    for name in COMMANDS:
        baseline = statistics.median(times[name]["baseline"])
        current = statistics.median(times[name]["current"])
        ratio = current / baseline
        text, within = verdict(name, ratio)
        if not within:
            over.append(name)
        print(
            f"{name:<14}{milliseconds(baseline):>11}{milliseconds(current):>11}"
            f"{ratio:>8.3f}  {text}"
        )
    for name in differing:
        print(f"note: {name!r} prints something different on the two sides")
    if over:
        print(f"over the bar: {', '.join(over)}")
    else:
        print("every command within its bar")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Time `quiddler-score check WORD` against the `hunspell` command, side by side.

Each round runs both commands once, alternating, as whole processes; the script prints
the median wall time of each, their ratio (the bar: at most 2) and the peak memory of
each process. Run it from the repository:  python benchmarks/bench_check.py
"""

from __future__ import annotations

import argparse
import compileall
import os
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path


def run_once(command: Sequence[str], stdin: bytes | None) -> float:
    """Wall time in seconds of one whole process."""
    start = time.perf_counter()
    process = subprocess.Popen(
        command,
        stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    if stdin is not None:
        assert process.stdin is not None
        process.stdin.write(stdin)
        process.stdin.close()
    status = process.wait()
    elapsed = time.perf_counter() - start
    if status not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed")
    return elapsed


def peak_memory(command: Sequence[str], stdin: bytes | None) -> str:
    """Peak resident memory of one process, as GNU time reports it.

    A process forked from this one would report this interpreter's memory as its own
    peak, so the measuring is left to GNU time (Debian package ``time``).
    """
    gnu_time = shutil.which("time") or (
        "/usr/bin/time" if os.path.exists("/usr/bin/time") else None
    )
    if gnu_time is None:
        return "peak memory: install GNU time to measure"
    done = subprocess.run(
        [gnu_time, "-f", "%M", *command], input=stdin, capture_output=True, check=False
    )
    kib = int(done.stderr.decode().strip().splitlines()[-1])
    return f"peak memory {kib / 1024:5.1f} MiB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--word", default="quixotic")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--dictionary", default="standard")
    args = parser.parse_args()

    hunspell = shutil.which("hunspell")
    if hunspell is None:
        raise SystemExit("the hunspell command is missing: apt-get install hunspell hunspell-en-us")
    # `pip install` compiles a package's bytecode; a source checkout under
    # PYTHONDONTWRITEBYTECODE would otherwise recompile every module in every run.
    compileall.compile_dir(Path(__file__).resolve().parent.parent / "quiddler_score", quiet=1)
    ours = [sys.executable, "-m", "quiddler_score", "check", args.word, "-d", args.dictionary]
    peer = [hunspell, "-l", "-d", "en_US"]
    word = f"{args.word}\n".encode()

    run_once(ours, None), run_once(peer, word)  # warm the file cache for both
    times: dict[str, list[float]] = {"quiddler-score check": [], "hunspell -l": []}
    commands = {"quiddler-score check": (ours, None), "hunspell -l": (peer, word)}
    for _ in range(args.runs):
        for name, (command, stdin) in commands.items():
            times[name].append(run_once(command, stdin))

    medians = {name: statistics.median(values) for name, values in times.items()}
    print(f"checking {args.word!r}, {args.runs} runs each, alternating, whole processes")
    for name, median in medians.items():
        print(
            f"  {name:22} median {median * 1000:6.1f} ms  "
            f"worst {max(times[name]) * 1000:6.1f} ms  {peak_memory(*commands[name])}"
        )
    ratio = medians["quiddler-score check"] / medians["hunspell -l"]
    print(f"  ratio check / hunspell: {ratio:.2f} (bar: at most 2.00)")


if __name__ == "__main__":
    main()

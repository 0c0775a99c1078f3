"""Time `quiddler-score check WORD` against the `hunspell` command, side by side.

Each round runs both commands once, alternating, as whole processes; the script prints
the median wall time of each, their ratio (the bar: at most 2) and the peak memory of
each process. Run it from the repository:  python benchmarks/bench_check.py
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence


def run_once(command: Sequence[str], stdin: bytes | None) -> tuple[float, int]:
    """Wall time in seconds and peak resident memory in KiB of one whole process."""
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
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed")
    return elapsed, usage.ru_maxrss


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--word", default="quixotic")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--dictionary", default="standard")
    args = parser.parse_args()

    hunspell = shutil.which("hunspell")
    if hunspell is None:
        raise SystemExit("the hunspell command is missing: apt-get install hunspell hunspell-en-us")
    ours = [sys.executable, "-m", "quiddler_score", "check", args.word, "-d", args.dictionary]
    peer = [hunspell, "-l", "-d", "en_US"]
    word = f"{args.word}\n".encode()

    run_once(ours, None), run_once(peer, word)  # warm the file cache for both
    times: dict[str, list[float]] = {"quiddler-score check": [], "hunspell -l": []}
    memory: dict[str, int] = {}
    for _ in range(args.runs):
        for name, command, stdin in (
            ("quiddler-score check", ours, None),
            ("hunspell -l", peer, word),
        ):
            elapsed, peak = run_once(command, stdin)
            times[name].append(elapsed)
            memory[name] = max(memory.get(name, 0), peak)

    medians = {name: statistics.median(values) for name, values in times.items()}
    print(f"checking {args.word!r}, {args.runs} runs each, alternating, whole processes")
    for name, median in medians.items():
        print(
            f"  {name:22} median {median * 1000:6.1f} ms  "
            f"worst {max(times[name]) * 1000:6.1f} ms  peak memory {memory[name] / 1024:5.1f} MiB"
        )
    ratio = medians["quiddler-score check"] / medians["hunspell -l"]
    print(f"  ratio check / hunspell: {ratio:.2f} (bar: at most 2.00)")


if __name__ == "__main__":
    main()

"""How long ``sheet`` takes to draw a big blank sheet, beside ``check``, in one run.

Timed as whole processes, every run interleaved, the order turning from run to run (the
timing of benchmarks/bench_floor.py):

    quiddler-score check quixotic                 what the bar is measured in
    python -c "from reportlab... import Canvas"   what any sheet loads first (no bar)
    quiddler-score sheet --blank --players 2      the plainest sheet: one page (no bar)
    quiddler-score sheet --blank --players 8 --house Bare
                                                  eight pages: 8 players, 30 rounds (no bar)
    quiddler-score sheet --blank --players 8 --house Long
                                                  the same eight pages, with house
                                                  notes of one word of 2,000 characters,
                                                  cut to fit on every page; at most 5 x check

It prints the median wall time and processor time of each, and each ratio of wall times
with its bar and ``ok`` or ``OVER THE BAR`` (the ratio of processor times beside it). The
exit status is 0 whatever the ratios: this is a measurement.

    python benchmarks/bench_sheet.py [--runs 7] [--notes 2000]
"""

from __future__ import annotations

import argparse
import compileall
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_floor import CHECK, ROOT, Bar, Timed, quiddler, report, run, time_all

REPORTLAB = "import reportlab"
ROUNDS = 30


def commands(database: Path, folder: Path) -> list[Timed]:
    sheet = quiddler("--db", str(database), "sheet", "--blank", "--players")
    return [
        Timed(CHECK, quiddler("check", "quixotic")),
        Timed(REPORTLAB, [sys.executable, "-c", "from reportlab.pdfgen.canvas import Canvas"]),
        Timed("sheet, 2 players", [*sheet, "2", str(folder / "two.pdf")]),
        Timed(f"sheet, 8 x {ROUNDS}", [*sheet, "8", "--house", "Bare", str(folder / "bare.pdf")]),
        Timed(
            f"sheet, 8 x {ROUNDS}, notes",
            [*sheet, "8", "--house", "Long", str(folder / "eight.pdf")],
            Bar(CHECK, 5.0),
        ),
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=7, help="runs of each whole process")
    parser.add_argument("--notes", type=int, default=2000, help="characters of house notes")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    compileall.compile_dir(ROOT / "quiddler_score", quiet=1)
    with tempfile.TemporaryDirectory(prefix="bench-sheet-") as scratch:
        folder = Path(scratch)
        database = folder / "games.sqlite3"
        rules = folder / "long.toml"
        rules.write_text(f"[rules]\nrounds = {[3] * ROUNDS}\n", encoding="utf-8")
        notes = "W" * args.notes
        house = quiddler("--db", str(database), "house", "save")
        run([*house, "Bare", "--rules", str(rules)], folder)
        run([*house, "Long", "--rules", str(rules), "--notes", notes], folder)
        timed = commands(database, folder)
        for entry in timed:  # once each, untimed: the file cache warm, every command working
            run(entry.command, folder)
        medians = time_all(timed, args.runs, folder)

    print(f"whole processes, median of {args.runs} runs each, interleaved ({sys.executable})")
    print(f"house notes: {args.notes} characters, one word")
    report(timed, medians)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

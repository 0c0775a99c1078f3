#!/usr/bin/env bash
# Fault seeding with mutmut: one small fault at a time (a < made <=, a 1 made 2, an `and`
# made `or` ...) in the rules, the word judge, the solver and the saved games' core (the
# modules in pyproject.toml's [tool.mutmut]); the fast tests run against each, and the
# table says, per module, how many of the faults they caught.
#
#   pip install -e ".[test,mutation]"
#   scripts/mutate.sh                         # every configured module
#   scripts/mutate.sh engine                  # the modules under quiddler_score/engine/
#   scripts/mutate.sh engine.scoring games.state
#   scripts/mutate.sh --report                # the table again from mutants/, no run
#
# Then `mutmut results` lists the surviving faults, `mutmut show NAME` shows one as a
# diff and `mutmut browse` walks them. A surviving fault is a behaviour no test pins
# down: write the test, or say why the fault cannot change what the program does.
#
# Slow, so not in CI. The whole set is 3,427 faults (about half refused by mypy); on a
# 2-core machine shared with other work the engine took about an hour, and one module
# with the test selection narrowed to its tests 15 to 20 minutes (docs/development.md has
# each module's figures). Results are kept in
# mutants/ (git-ignored): a run with no module named tests only the faults not yet tested
# and those in functions changed since; a module named is tested again in full. Delete
# mutants/ to start afresh. MUTATE_JOBS sets the number of workers (default: the cores).
set -euo pipefail
cd "$(dirname "$0")/.."

report() {
    mutmut results --all true | python3 -c '
import re
import sys
from collections import Counter, defaultdict

# mutmut status -> column; what is left (not checked, skipped, segfault) is "other".
COLUMNS = {
    "killed": "killed",
    "survived": "survived",
    "no tests": "no tests",
    "timeout": "timeout",
    "suspicious": "suspicious",
    "caught by type check": "mypy",
}
counts = defaultdict(Counter)
for line in sys.stdin:
    # "    quiddler_score.engine.cards.x_parse_word__mutmut_3: killed"
    found = re.match(r"\s*quiddler_score\.(\S+?)\.x[_ǁ]\S*: (.+)$", line)
    if found:
        counts[found[1]][COLUMNS.get(found[2].strip(), "other")] += 1
counts["all"] = sum(counts.values(), Counter())

names = [*COLUMNS.values(), "other"]
print("%-24s %17s" % ("module", "kill rate") + "".join("%11s" % n for n in names))
for module in [*sorted(set(counts) - {"all"}), "all"]:
    row = counts[module]
    # A fault that no test reaches (no tests) lives as surely as one the tests miss.
    tested = row["killed"] + row["survived"] + row["no tests"]
    rate = "%d/%d %5.1f%%" % (row["killed"], tested, 100 * row["killed"] / tested) if tested else "-"
    print("%-24s %17s" % (module, rate) + "".join("%11d" % row[n] for n in names))
print("kill rate: killed / (killed + survived + no tests), by the tests; timeouts and")
print("suspicious apart; mypy: refused by mypy --strict, so never run; other: not run yet.")
'
}

if [[ "${1:-}" == "--report" ]]; then
    report
    exit 0
fi

patterns=()
for module in "$@"; do
    patterns+=("quiddler_score.${module}.*")
done

start=$(date +%s)
nice -n 19 mutmut run --max-children "${MUTATE_JOBS:-$(nproc)}" ${patterns[@]+"${patterns[@]}"}
echo "mutmut run took $(( ($(date +%s) - start) / 60 )) min"
report

"""The Zipf frequencies that best separate SCOWL's tiers: the cuts today's words use.

For every lowercase word entry of SCOWL up to size 80 (the merged spellings), counts the
entries a cut would put on the wrong side of SCOWL's own tier boundary (sizes up to 35
common, up to 60 uncommon) and prints the cut with the fewest, in steps of 0.05. The
result is ``COMMON_ZIPF`` and ``UNCOMMON_ZIPF`` in ``scripts/tier_policy.py``. Needs
SCOWL (Debian ``scowl``) and wordfreq; nothing is written.

Run from the repository:  python benchmarks/tier_cuts.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
from build_lexicons import WORDS_CATEGORY, Scowl
from tier_policy import COMMON_LEVEL, UNCOMMON_LEVEL
from wordfreq import zipf_frequency


def main() -> None:
    scowl = Scowl(Path("/usr/share/dict/scowl"))
    levels = {
        key: level
        for key, (level, _) in scowl.levels([WORDS_CATEGORY]).items()
        if key.isalpha() and key.islower() and len(key) > 2 and level <= 80
    }
    pairs = [(zipf_frequency(key, "en", wordlist="large"), level) for key, level in levels.items()]
    for name, bound in (("common", COMMON_LEVEL), ("uncommon", UNCOMMON_LEVEL)):
        errors, cut = min(
            (sum((level <= bound) != (zipf >= cut) for zipf, level in pairs), cut)
            for cut in (step / 20 for step in range(20, 80))
        )
        print(f"{name} from Zipf {cut}: {errors:,} of {len(pairs):,} entries on the wrong side")


if __name__ == "__main__":
    main()

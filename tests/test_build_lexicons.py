"""The lexicon build (``scripts/build_lexicons.py``) and the word data it commits.

The build reads the Debian packages ``scowl`` and ``wordnet-base``. Where SCOWL is not
installed the tests that run the build are skipped, unless the environment variable
``CI`` is set: a CI machine must have the sources, so there they fail instead.

To refresh ``tests/data/lexicon-expectation-35.json`` after an intended change, run
the tests once with ``UPDATE_LEXICON_EXPECTATION=1`` and review the diff.
"""

from __future__ import annotations

import gzip
import hashlib
import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from quiddler_score.words import backends, lexicon_data, word_list_file

REPO = Path(__file__).resolve().parent.parent
SCRIPT = REPO / "scripts" / "build_lexicons.py"
DATA = REPO / "dictionaries"
CURATION = DATA / "curation"
EXPECTATION = Path(__file__).resolve().parent / "data" / "lexicon-expectation-35.json"
SCOWL_DIR = Path("/usr/share/dict/scowl")
TINY_SIZES = "tiny=35"
SIDE_LISTS = ("accented", "proper-adjectives", "proper-nouns", "abbreviations")
WORD = re.compile(r"[a-z]{2,}")
# Lines of the tiny (size 35) build that must stay as they are.
TINY_SAMPLES: dict[str, tuple[str, ...]] = {
    "tiny/proper-adjectives.tsv": ("american\tAmerican", "british\tBritish"),
    "tiny/proper-nouns.tsv": ("april\tApril", "england\tEngland"),
    "tiny/abbreviations.tsv": ("dna\tDNA", "fbi\tFBI"),
    "tiny/accented.tsv": ("nee\tnée",),
}


def require_scowl() -> None:
    """Skip when SCOWL is missing, or fail when it is missing on CI."""
    if SCOWL_DIR.is_dir():
        return
    reason = (
        f"SCOWL word lists not installed ({SCOWL_DIR} is missing; "
        "apt-get install scowl wordnet-base)"
    )
    if "CI" in os.environ:
        pytest.fail(f"{reason}; CI is set, so the lexicon build must run")
    pytest.skip(reason)


def fingerprint(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def content(path: Path) -> bytes:
    """A file's bytes; a gzip file's uncompressed bytes (zlib versions may differ)."""
    data = path.read_bytes()
    return gzip.decompress(data) if path.suffix == ".gz" else data


def run_build(out: Path, *extra: str) -> None:
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(out), *extra],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr


def load_script() -> ModuleType:
    """The build script as a module, to test its parts without running a build."""
    spec = importlib.util.spec_from_file_location("build_lexicons", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


def generated_files(folder: Path) -> dict[str, Path]:
    """Every file of a data folder except the hand-curated inputs, by relative path."""
    return {
        path.relative_to(folder).as_posix(): path
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.relative_to(folder).parts[0] != "curation"
    }


def tsv_keys(path: Path) -> list[str]:
    return [line.split("\t", 1)[0] for line in path.read_text("utf-8").splitlines()]


@pytest.fixture(scope="module")
def tiny_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One small (size 35) build for the module's tests, which only read it."""
    require_scowl()
    out = tmp_path_factory.mktemp("tiny-build")
    run_build(out, "--sizes", TINY_SIZES)
    return out


@pytest.mark.slow  # a small build: about 5 s
def test_small_build_matches_the_committed_expectation(tiny_build: Path) -> None:
    files = generated_files(tiny_build)
    words = (tiny_build / "tiny" / "words.txt").read_bytes()
    observed = {
        "sizes": TINY_SIZES,
        "words": {"count": words.count(b"\n"), "fingerprint": fingerprint(words)},
        "files": {
            name: fingerprint(content(path))
            for name, path in files.items()
            if not name.startswith("LICENSE")
        },
        "samples": {
            name: sorted(set(lines) & set((tiny_build / name).read_text("utf-8").splitlines()))
            for name, lines in TINY_SAMPLES.items()
        },
    }
    if os.environ.get("UPDATE_LEXICON_EXPECTATION"):
        EXPECTATION.parent.mkdir(parents=True, exist_ok=True)
        EXPECTATION.write_text(json.dumps(observed, indent=1, sort_keys=True) + "\n", "utf-8")
    expected = json.loads(EXPECTATION.read_text("utf-8"))
    assert observed["words"] == expected["words"]
    assert observed["samples"] == expected["samples"]
    assert observed["samples"] == {name: sorted(lines) for name, lines in TINY_SAMPLES.items()}
    assert observed["files"] == expected["files"]


@pytest.mark.slow  # the whole build: about 10 s
def test_committed_data_is_what_the_build_produces(tmp_path: Path) -> None:
    require_scowl()
    run_build(tmp_path)
    # Other tools may add their own files to dictionaries/; every file this build
    # writes must be committed with exactly the bytes it writes. The committed files
    # came from an earlier build, in another process with another hash seed: that they
    # match is also what shows the build deterministic.
    built = generated_files(tmp_path)
    different = [
        name
        for name, path in built.items()
        if not (DATA / name).is_file() or path.read_bytes() != (DATA / name).read_bytes()
    ]
    assert different == [], "rerun scripts/build_lexicons.py and commit the result"


def test_the_committed_standard_words_are_sorted_unique_and_hold_no_names_or_affixes() -> None:
    data = (DATA / "standard" / "words.txt").read_bytes()
    assert data.endswith(b"\n") and b"\r" not in data
    words = data.decode("ascii").split("\n")[:-1]
    assert all(WORD.fullmatch(word) for word in words)
    assert words == sorted(set(words))  # byte order, unique: runtime bisects the file
    present = set(words)
    for word in (
        "quixotic",
        "colour",
        "color",
        "children",
        "ran",
        "laser",
        "nee",
        "ad",
        "math",
        "exam",
    ):
        assert word in present, word
    for word in ("paris", "un", "pre", "nato", "etc", "cs", "hoc", "ness", "ms", "kb"):
        assert word not in present, word


@pytest.mark.parametrize("lexicon", ["standard", "large", "family"])
def test_each_committed_side_list_is_sorted_and_no_word_is_in_two_of_them(lexicon: str) -> None:
    words = set((DATA / lexicon / "words.txt").read_text("ascii").split())
    seen: dict[str, str] = {}
    for kind in SIDE_LISTS:
        path = DATA / lexicon / f"{kind}.tsv"
        keys = tsv_keys(path)
        assert keys == sorted(set(keys)), path
        assert all(WORD.fullmatch(key) for key in keys), path
        if kind == "accented":
            assert set(keys) <= words
            continue
        assert not set(keys) & words, path
        for key in keys:
            assert key not in seen, f"{key} is in {seen.get(key)} and {kind}"
            seen[key] = kind
    assert seen["iraqi"] == seen["scottish"] == "proper-adjectives"
    assert seen["paris"] == "proper-nouns"
    assert seen["nato"] == seen["etc"] == "abbreviations"


def read_list(name: str) -> set[str]:
    entries: set[str] = set()
    for raw in (CURATION / name).read_text("utf-8").splitlines():
        entry = raw.partition("#")[0].strip()
        if entry:
            assert WORD.fullmatch(entry), f"{name}: {entry!r}"
            assert entry not in entries, f"{name}: duplicate {entry!r}"
            entries.add(entry)
    return entries


def test_curated_lists_agree_with_the_lexicons() -> None:
    two_letter = read_list("two-letter-words.txt")
    junk = read_list("junk.txt")
    affixes = read_list("affixes.txt")
    abbreviations = read_list("abbreviations-extra.txt")
    assert all(len(word) == 2 for word in two_letter)
    assert {"ad", "am", "er", "re", "ox", "qi"} <= two_letter
    assert not {"cs", "ms", "kb", "un", "za", "de"} & two_letter
    assert {"un", "pre", "ness", "ing", "tion"} <= affixes
    assert not {"ism", "re", "er", "anti", "able"} & affixes
    assert {"etc", "mph", "kg", "cm", "oz"} <= abbreviations
    assert "am" not in abbreviations
    # Anything the run-time judge always rejects must not be a word of a lexicon. The
    # tournament two-letter words of `large` (de, ok) are the one exception: the judge
    # does not veto them as affixes or abbreviations where the lexicon lists them.
    tournament = read_list("two-letter-large.txt")
    assert not (affixes | abbreviations) & two_letter
    for lexicon in ("standard", "large", "family"):
        words = set((DATA / lexicon / "words.txt").read_text("ascii").split())
        assert not (affixes - tournament) & words, lexicon
        assert not (abbreviations - tournament) & words, lexicon
        assert not junk & words, lexicon


def test_the_build_uses_the_package_helpers() -> None:
    # One implementation of each: what the build writes is what the package reads.
    script = load_script()
    assert script.fold_accents is word_list_file.fold_accents
    assert script.fingerprint_of is backends.fingerprint_of
    assert script.curated_entries is lexicon_data.curated_entries
    for name in ("two-letter-words.txt", "junk.txt", "abbreviation-words.txt"):
        assert script.read_curation(CURATION / name) == lexicon_data.read_curated(CURATION / name)


def test_the_build_reads_curated_lists_strictly(tmp_path: Path) -> None:
    script = load_script()
    path = tmp_path / "list.txt"
    path.write_text("# heading\n\nad  # a comment\nox\n", encoding="utf-8")
    assert script.read_curation(path, length=2) == {"ad", "ox"}
    for text, problem in (
        ("ad\nad\n", "2: duplicate entry: 'ad'"),
        ("ad\nPre\n", "2: not a valid entry: 'Pre'"),
        ("ad\nbee\n", "2: not a valid entry: 'bee'"),
    ):
        path.write_text(text, encoding="utf-8")
        with pytest.raises(script.BuildError, match=re.escape(f"{path}:{problem}")):
            script.read_curation(path, length=2)
    with pytest.raises(script.BuildError, match="curation list not found"):
        script.read_curation(tmp_path / "missing.txt")

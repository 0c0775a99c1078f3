"""Hunspell dictionaries are found whichever provider enchant prefers for their tags.

With aspell-en installed beside hunspell-en-us and hunspell-en-gb (Debian's default:
libenchant-2-2 -> libaspell15 recommends aspell-en), enchant's ``list_dicts`` names
aspell alone for en_US and en_GB. Each case is forced by an ``enchant.ordering`` file
in the user's config folder (XDG_CONFIG_HOME/enchant), which enchant reads when a
broker is made, so every command runs in a subprocess pointed at a temp folder; each
test first checks that ``list_dicts`` really names the provider the case claims.

These tests need libenchant-2-2, hunspell-en-us, hunspell-en-gb and, for the aspell
case, aspell-en: where one is missing they skip, unless CI is set (then they fail).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from installed import missing

from quiddler_score.words.hunspell_dictionary import WELL_KNOWN_HUNSPELL_TAGS, _hunspell_folders

REPO = Path(__file__).resolve().parent.parent
BOTH = ("en_GB", "en_US")

# The preferred provider of each case, and the ordering file that makes enchant prefer
# it. The system's file (/usr/share/enchant-2) ranks aspell first for English; the
# user's file overrides it tag by tag (a "*" line does not override a tag's own line).
CASES = {
    "aspell": (
        "aspell-en",
        "".join(f"{tag}:aspell,hunspell\n" for tag in (*BOTH, "en")),
    ),
    "hunspell": (
        "hunspell-en-us hunspell-en-gb",
        "".join(f"{tag}:hunspell\n" for tag in (*BOTH, "en", "*")),
    ),
}


def meet_or_skip(met: bool, why: str) -> None:
    """Skip a case this machine cannot meet; on CI (CI set) fail instead."""
    if not met:
        missing(why)


def run(env: dict[str, str], *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], input=stdin, capture_output=True, text=True, cwd=REPO, env=env
    )


def listed_providers(env: dict[str, str]) -> dict[str, str]:
    """What enchant's list_dicts names for each tag, as this environment makes it."""
    code = (
        "import enchant, json\n"
        "print(json.dumps({t: p.name for t, p in enchant.Broker().list_dicts()}))\n"
    )
    done = run(env, "-c", code)
    meet_or_skip(done.returncode == 0, f"enchant does not load: {done.stderr.strip()}")
    listed: dict[str, str] = json.loads(done.stdout)
    return listed


@pytest.fixture(params=sorted(CASES))
def enchant_env(request: pytest.FixtureRequest, tmp_path: Path) -> dict[str, str]:
    """An environment whose enchant prefers the case's provider for en_US and en_GB."""
    preferred = str(request.param)
    packages, ordering = CASES[preferred]
    config = tmp_path / "config"
    (config / "enchant").mkdir(parents=True)
    (config / "enchant" / "enchant.ordering").write_text(ordering)
    env = {**os.environ, "XDG_CONFIG_HOME": str(config), "HOME": str(tmp_path)}
    listed = listed_providers(env)
    met = all(listed.get(tag) == preferred for tag in BOTH)
    meet_or_skip(met, f"list_dicts names {listed}, not {preferred}: apt-get install {packages}")
    return env


def on_disk(tag: str) -> bool:
    """Whether a hunspell dictionary for ``tag`` lies in a folder hunspell reads."""
    return any((folder / f"{tag}.dic").is_file() for folder in _hunspell_folders())


def cli(env: dict[str, str], *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return run(env, "-m", "quiddler_score", *args, stdin=stdin)


def test_check_accepts_colour_on_hunspell_en_gb(enchant_env: dict[str, str]) -> None:
    done = cli(enchant_env, "check", "--json", "-d", "hunspell:en_GB", "colour")
    assert (done.returncode, done.stderr) == (0, "")
    [verdict] = json.loads(done.stdout)
    assert (verdict["accepted"], verdict["code"], verdict["dictionary"]) == (
        True,
        "word",
        "hunspell:en_GB",
    )


def test_dictionaries_lists_both_and_asks_to_install_only_what_is_missing(
    enchant_env: dict[str, str],
) -> None:
    listing = json.loads(cli(enchant_env, "dictionaries", "--json").stdout)
    available = {d["name"] for d in listing["available"]}
    missing = {m["name"] for m in listing["missing"]}
    assert {"hunspell:en_US", "hunspell:en_GB"} <= available
    expected_missing = {f"hunspell:{t}" for t in WELL_KNOWN_HUNSPELL_TAGS if not on_disk(t)}
    assert missing == expected_missing
    text = cli(enchant_env, "dictionaries").stdout
    for tag in WELL_KNOWN_HUNSPELL_TAGS:
        assert (f"Not installed: hunspell:{tag} " in text) == (not on_disk(tag))


def test_a_new_game_opens_hunspell_en_us(enchant_env: dict[str, str]) -> None:
    done = cli(enchant_env, "new", "Ann", "Bob", "-d", "hunspell:en_US")
    assert (done.returncode, done.stderr) == (0, "")
    board = json.loads(cli(enchant_env, "board", "--json").stdout)
    assert board["dictionary"] == "hunspell:en_US"


def test_play_offers_both_and_no_install_line_while_none_is_chosen(
    enchant_env: dict[str, str],
) -> None:
    """Enter chooses the standard dictionary: an install line would help nobody, so a
    new game asks for the dictionary without one (``dictionaries`` lists them)."""
    out = cli(enchant_env, "play", "--new", stdin="Ann, Bob\n\n\nq\n").stdout
    question = next(line for line in out.splitlines() if "Dictionary?" in line)
    assert "hunspell:en_GB, hunspell:en_US" in question
    assert "apt-get" not in out and "can be installed" not in out


def test_play_says_how_to_install_a_hunspell_dictionary_chosen_and_missing(
    enchant_env: dict[str, str],
) -> None:
    if on_disk("en_ZA"):
        pytest.skip("hunspell-en-za is installed here")
    out = cli(enchant_env, "play", "--new", stdin="Ann, Bob\n\nhunspell:en_ZA\n\nq\n").stdout
    assert out.count("apt-get") == 1
    assert "hunspell dictionary en_ZA is not installed: apt-get install hunspell-en-za" in out


def test_a_tag_truly_missing_gets_its_install_hint_on_one_line(
    enchant_env: dict[str, str],
) -> None:
    if on_disk("en_ZA"):
        pytest.skip("hunspell-en-za is installed here")
    done = cli(enchant_env, "check", "-d", "hunspell:en_ZA", "colour")
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.count("\n") == 1
    assert "hunspell dictionary en_ZA is not installed: apt-get install hunspell-en-za" in (
        done.stderr
    )
    installed = done.stderr.rstrip().rpartition("(installed: ")[2].rstrip(")").split(", ")
    assert {"en_GB", "en_US"} <= set(installed)

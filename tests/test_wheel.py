"""The installed package carries its word data and its catalogs: a wheel in a new environment
checks words, in French and Spanish too."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

# Builds a wheel and installs it into a new environment: about 8 s.
pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parent.parent


def test_an_installed_wheel_judges_words_from_any_directory(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(wheels),
            str(REPO),
        ],
        check=True,
    )
    (wheel,) = wheels.glob("quiddler_score-*.whl")
    # The new environment borrows the test environment's click and friends, but not
    # quiddler_score itself: the wheel installed into it comes first on its path.
    environment = tmp_path / "env"
    venv.create(environment, system_site_packages=True, with_pip=True)
    python = environment / "bin" / "python"
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--no-deps", "--force-reinstall", str(wheel)],
        check=True,
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    # A PYTHONPATH naming a checkout (set to test a worktree) would come before the wheel.
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    located = subprocess.run(
        [str(python), "-c", "import quiddler_score; print(quiddler_score.__file__)"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert str(environment) in located
    checked = subprocess.run(
        [str(environment / "bin" / "quiddler-score"), "check", "quixotic", "paris", "--json"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
    )
    verdicts = json.loads(checked.stdout)
    assert [v["code"] for v in verdicts] == ["word", "proper_noun"]
    assert checked.returncode == 1
    # The compiled catalogs are in the wheel: it speaks French and Spanish too.
    for language, said in (
        ("fr", "VUX n'est pas dans le dictionnaire standard"),
        ("es", "VUX no está en el diccionario standard"),
    ):
        spoken = subprocess.run(
            [str(environment / "bin" / "quiddler-score"), "--lang", language, "check", "vux"],
            cwd=elsewhere,
            env=env,
            capture_output=True,
            text=True,
        )
        assert said in spoken.stdout, spoken.stdout + spoken.stderr

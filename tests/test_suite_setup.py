"""How the suite runs: the hypothesis profiles (CI runs every property at its full count,
the edit loop a fifth) and the pre-commit hooks."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

from .property_budget import examples


def test_the_ci_profile_keeps_every_count() -> None:
    ci = settings.get_profile("ci")
    assert [examples(n, ci) for n in (25, 60, 100, 300)] == [25, 60, 100, 300]


def test_the_dev_profile_runs_a_fifth_of_the_examples_and_never_fewer_than_five() -> None:
    dev = settings.get_profile("dev")
    assert [examples(n, dev) for n in (25, 60, 100, 300)] == [5, 12, 20, 60]
    assert examples(3, dev) == 3


def test_every_count_is_full_unless_the_dev_profile_is_asked_for(
    request: pytest.FixtureRequest,
) -> None:
    option = request.config.getoption("hypothesis_profile", default=None)
    wanted = option or os.environ.get("HYPOTHESIS_PROFILE") or "default"
    assert settings.default.max_examples == (20 if wanted == "dev" else 100)


def test_the_pre_commit_hooks_run_ruff_and_mypy_from_the_venv_without_network() -> None:
    """Local hooks only (no repository to fetch), and the checks CI runs: ruff and mypy."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / ".pre-commit-config.yaml").read_text()
    repos = [line.split(":", 1)[1].strip() for line in text.splitlines() if "- repo:" in line]
    assert repos == ["local"]
    entries = [line.split(":", 1)[1].strip() for line in text.splitlines() if "entry:" in line]
    assert [entry.split(" --")[0] for entry in entries] == ["ruff check", "ruff format", "mypy"]
    assert text.count("language: system") == 3

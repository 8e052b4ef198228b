"""Every Textual app the tests start runs without animations.

Textual reads ``TEXTUAL_ANIMATIONS`` once, when ``textual.constants`` is first imported, and
the pytest-textual-snapshot plugin imports Textual before any conftest runs: setting the
variable in a conftest or a fixture comes too late for the apps started in the test process,
which then animate their scrolling in real time (a click aimed at a list mid-scroll lands on
whatever is there a few milliseconds later, the slower the machine the likelier).  So the
constant itself is set for each test, and the variable for the processes the tests start.
"""

from __future__ import annotations

import os

import pytest
import textual.constants
from hypothesis import settings

from tests import idle_wait

os.environ["TEXTUAL_ANIMATIONS"] = "none"

# Hypothesis profiles (see tests/property_budget.py).  ``ci`` is hypothesis's own (loaded by
# itself when the CI variable is set: derandomized, no deadline), every property at its full
# count; outside CI the ``default`` profile runs the same counts.  ``dev`` runs a fifth of
# the examples for the edit loop: HYPOTHESIS_PROFILE=dev, or --hypothesis-profile=dev.
settings.register_profile("ci", settings.get_profile("ci"), max_examples=100)
settings.register_profile("dev", max_examples=20)
if os.environ.get("HYPOTHESIS_PROFILE"):
    settings.load_profile(os.environ["HYPOTHESIS_PROFILE"])


# Textual's pilot waits for the app to go idle after every key and pause in 20 ms sleeps.
# ``--quiet-idle`` makes the tests wait in 4 ms steps and also ask that the app's queues be
# empty (tests/idle_wait.py): about 0.8x the fast loop's time, but one House rules test
# (a bad target refused, then fixed) loses its last click to Apply under it, so it is the
# edit loop's option, not the default that CI runs.
IDLE_STEP = 0.004


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--quiet-idle",
        action="store_true",
        help="the pilot waits with tests/idle_wait.py (4 ms steps), not Textual's own wait",
    )
    parser.addoption(
        "--textual-idle-step",
        type=float,
        default=IDLE_STEP,
        help=f"seconds a step of the tests' idle wait sleeps (default {IDLE_STEP})",
    )


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--quiet-idle"):
        idle_wait.install(config.getoption("--textual-idle-step"))


@pytest.fixture(autouse=True)
def no_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    """Apps created during the test (``App.__init__`` reads the constant) do not animate."""
    monkeypatch.setattr(textual.constants, "TEXTUAL_ANIMATIONS", "none")

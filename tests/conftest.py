"""Every Textual app the tests start runs without animations.

Textual reads ``TEXTUAL_ANIMATIONS`` once, when ``textual.constants`` is first imported, and
the pytest-textual-snapshot plugin imports Textual before any conftest runs: setting the
variable in a conftest or a fixture comes too late for the apps started in the test process,
which then animate their scrolling in real time (a click aimed at a list mid-scroll lands on
whatever is there a few milliseconds later, the slower the machine the likelier).  So the
constant itself is set for each test, and the variable for the processes the tests start.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator

import pytest
import textual.constants
from hypothesis import settings

from hearts_tui.words.language import use
from hearts_tui.words.touch import use_touch
from tests import idle_wait, shared_css

os.environ["TEXTUAL_ANIMATIONS"] = "none"
# The tests read English unless they ask for another language: the game started in a
# subprocess speaks English whatever the machine's locale (LANGUAGE is read first).
os.environ["LANGUAGE"] = "en"

# pytest keeps each test module's rewritten asserts as bytecode in __pycache__, unless
# PYTHONDONTWRITEBYTECODE is set (as it is on our shared machines): then every worker of
# every run rewrote the ~270 test modules again, 3 to 4 s of CPU each.  The test modules
# are imported after this line, so their bytecode is kept (it is ignored by git).
sys.dont_write_bytecode = False

# Hypothesis profiles (see tests/property_budget.py).  ``ci`` is hypothesis's own (loaded by
# itself when the CI variable is set: derandomized, no deadline), every property at its full
# count; outside CI the ``default`` profile runs the same counts.  ``dev`` runs a fifth of
# the examples for the edit loop: HYPOTHESIS_PROFILE=dev, or --hypothesis-profile=dev.
settings.register_profile("ci", settings.get_profile("ci"), max_examples=100)
settings.register_profile("dev", max_examples=20)
if os.environ.get("HYPOTHESIS_PROFILE"):
    settings.load_profile(os.environ["HYPOTHESIS_PROFILE"])


# Textual's pilot waits for the app to go idle after every key and pause in 20 ms sleeps.
# The tests wait with tests/idle_wait.py instead: 4 ms steps, and idle only when the app's
# queues are empty (0.78x the fast loop's time).  ``--textual-idle`` puts Textual's own wait
# back, to tell a test's failure from the wait's.
IDLE_STEP = 0.004


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--textual-idle",
        action="store_true",
        help="the pilot waits with Textual's own idle wait, not tests/idle_wait.py",
    )
    parser.addoption(
        "--textual-idle-step",
        type=float,
        default=IDLE_STEP,
        help=f"seconds a step of the tests' idle wait sleeps (default {IDLE_STEP})",
    )


def pytest_configure(config: pytest.Config) -> None:
    if not config.getoption("--textual-idle"):
        idle_wait.install(config.getoption("--textual-idle-step"))
    shared_css.install()


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto`` starts two workers a core this process may run on.

    A UI test spends about half its time waiting for the app (its timers, its worker
    threads, the idle wait), and a worker that waits leaves its core idle: with one worker a
    core the full suite kept 2 cores 46% busy (287 s of CPU in 310 s).  Two a core overlap
    the waits (docs/testing.md has the figures).  ``PYTEST_XDIST_AUTO_NUM_WORKERS`` still
    sets the number, as it does for pytest-xdist.
    """
    chosen = os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS", "")
    if chosen.isdigit() and int(chosen) > 0:
        return int(chosen)
    if hasattr(os, "sched_getaffinity"):  # Linux: the cores this process may use
        return 2 * len(os.sched_getaffinity(0))
    return 2 * (os.cpu_count() or 1)


@pytest.fixture(autouse=True)
def no_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    """Apps created during the test (``App.__init__`` reads the constant) do not animate."""
    monkeypatch.setattr(textual.constants, "TEXTUAL_ANIMATIONS", "none")


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Each test starts in English and leaves English behind, whatever it switched to; and
    with the keyboard's words (a touch screen's, ``words.touch``, only when it asks)."""
    use("en")
    use_touch(False)
    yield
    use("en")
    use_touch(False)


#: The tests that take longest (over 5 s on 2 cores, most of it waiting: a real 30 s move
#: timer, a lock's holder given time to go, whole games), started before all others so that
#: none of them is the last test of a run while the other workers stand idle.  From
#: ``pytest -n auto --durations=30``; a test missing here is only started later.
STARTED_FIRST = (
    "tests/web/test_browser.py::test_a_whole_hand_is_played_by_touch_alone_at_a_phones_size",
    "tests/plain/test_move_timer.py::test_at_a_terminal_the_time_is_said_while_you_think",
    "tests/ui/test_dialog_memory.py::test_a_dialog_opened_and_closed_again_and_again_keeps_no_memory",
    "tests/ui/test_key_storm.py::test_no_storm_of_hints_reviews_and_resizes_crashes_the_table",
    "tests/launch/test_orphan_lock.py::test_a_game_without_a_terminal_is_ended_and_the_next_start_plays",
    "tests/ui/test_cancellation_table.py::test_cancellation_plays_to_the_game_over",
    "tests/engine/test_cancellation_properties.py::test_random_cancellation_games_keep_every_invariant",
    "tests/ai/test_analysis.py::test_the_hard_cpus_card_is_marked_and_the_best_is_the_fewest_expected_points",
    "tests/ui/test_domino_table.py::test_domino_plays_to_the_game_over",
    "tests/ui/test_key_storm.py::test_no_storm_of_the_unfinished_games_dialog_crashes_the_table",
    "tests/web/test_attacks.py::test_a_page_that_comes_while_a_stuck_game_ends_gets_the_table_not_the_refusal",
    "tests/web/test_attacks.py::test_a_flood_of_keys_stays_bounded_and_ends_with_its_page",
)


def started_first(item: pytest.Item) -> int:
    """The place of ``item`` among :data:`STARTED_FIRST`, or after them all."""
    for place, prefix in enumerate(STARTED_FIRST):
        if item.nodeid.startswith(prefix):
            return place
    return len(STARTED_FIRST)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The longest tests first (a stable sort: the others keep their order)."""
    items.sort(key=started_first)


#: The garbage collector's thresholds in the tests (Python's are 700, 10, 10).
THRESHOLDS = (5000, 20, 20)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What is loaded by now (the modules, Textual, the collected tests) lives as long as
    the process: the garbage collector stops looking at it (``gc.freeze``).  Each full
    collection walked all of it again, and the full collections took about a fifth of a
    worker's CPU in the fast loop (3.1 to 4.1 s of 19 to 23 s, measured 2026-12-01)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)

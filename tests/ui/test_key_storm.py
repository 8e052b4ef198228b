"""Key storms: 20 seeds × 300 random keys, in bursts, from five starting points, with and
without the quit key; 6 more with the move timer running out among the keys; the
tables beyond four players and the Standard deck, from eight starts (three at 160×48); and
storms of hints, reviews, score sheet and statistics with resizes at four tables.  Any
exception in the app fails the storm (``run_test`` re-raises it); a storm ends with return
code 0, through its own ``q`` / Ctrl+Q or a final Ctrl+Q.

Slow (about a minute in all): ``pytest -q -m "not slow"`` skips them in the edit loop; CI
runs everything.
"""

from __future__ import annotations

import pytest

from hearts_tui.engine import Rules

from .storm import NEW_TABLES, SEARCH_TABLES, STARTS, run_storm, run_unfinished_storm

PACES = ("instant", "fast", "instant", "normal")
#: The Standard table's starts (the storms below were drawn over these five).
CLASSIC = [start for start in STARTS if start not in NEW_TABLES and start not in SEARCH_TABLES]
STORMS = [
    (seed, CLASSIC[seed % len(CLASSIC)], PACES[seed // 2 % len(PACES)], seed % 2 == 0)
    for seed in range(20)
]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seed", "start", "pace", "with_quit"),
    STORMS,
    ids=[f"seed{s}-{start}-{pace}-{'quit' if q else 'noquit'}" for s, start, pace, q in STORMS],
)
async def test_no_key_storm_crashes_the_table(
    seed: int, start: str, pace: str, with_quit: bool
) -> None:
    """300 random keys in bursts: the table survives, and quitting exits with status 0."""
    app = await run_storm(seed, start, pace, keys=300, with_quit=with_quit)
    assert app.return_code == 0
    assert app.crash_line is None


#: A few storms on a large terminal: bigger cards, the tracker as a panel beside the table.
LARGE = [(seed, CLASSIC[seed % len(CLASSIC)]) for seed in range(100, 104)]


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "start"), LARGE, ids=[f"seed{s}-{t}-160x48" for s, t in LARGE])
async def test_no_key_storm_crashes_the_table_at_160x48(seed: int, start: str) -> None:
    """The same storms at 160×48, where other layouts (scaled cards, side panel) run."""
    app = await run_storm(seed, start, "fast", keys=300, with_quit=False, size=(160, 48))
    assert app.return_code == 0
    assert app.crash_line is None


#: Storms with the move timer on, running 200 times as fast: moves are made for you in the
#: middle of the keys, dialogs open and close around its countdown, games are replaced.
TIMED = [
    (seed, CLASSIC[seed % len(CLASSIC)], PACES[seed // 2 % len(PACES)]) for seed in range(200, 206)
]


#: The tables beyond four players and the Standard deck: each start once at 80×24 (paces
#: and quit keys varied), and three of them at 160×48 (the suite's time is kept in check).
TABLES = [
    (seed, start, PACES[seed % len(PACES)], seed % 2 == 0)
    for seed, start in enumerate(NEW_TABLES, start=200)
]
LARGE_TABLES = ["seven-mid-hand", "domino-draw", "cancel-waiting"]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seed", "start", "pace"), TIMED, ids=[f"seed{s}-{t}-{p}-timer" for s, t, p in TIMED]
)
async def test_no_key_storm_crashes_the_table_with_the_move_timer(
    seed: int, start: str, pace: str
) -> None:
    """The same storms with the timer running out among the keys: never a crash, never a
    move out of place (the engine refuses one and the app would stop)."""
    app = await run_storm(seed, start, pace, keys=300, with_quit=False, timer=True)
    assert app.return_code == 0
    assert app.crash_line is None


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seed", "start", "pace", "with_quit"),
    TABLES,
    ids=[f"seed{s}-{start}-{pace}-{'quit' if q else 'noquit'}" for s, start, pace, q in TABLES],
)
async def test_no_key_storm_crashes_the_new_tables(
    seed: int, start: str, pace: str, with_quit: bool
) -> None:
    """6 and 7 players, Domino Hearts (a draw due, 2 players, game over): 300 random keys
    (d draws among them), and the table survives."""
    app = await run_storm(seed, start, pace, keys=300, with_quit=with_quit)
    assert app.return_code == 0
    assert app.crash_line is None


@pytest.mark.slow
@pytest.mark.parametrize("start", LARGE_TABLES)
async def test_no_key_storm_crashes_the_new_tables_at_160x48(start: str) -> None:
    """The same tables at 160×48 (large seats, boxed trick cards, the tracker beside)."""
    app = await run_storm(300, start, "fast", keys=300, with_quit=False, size=(160, 48))
    assert app.return_code == 0
    assert app.crash_line is None


#: Storms of the screens that run the hard CPU's search, at each table: two seeds each,
#: one of them with the quit keys.
SEARCH = [
    (seed, start, PACES[seed % len(PACES)], seed % 2 == 0)
    for start in SEARCH_TABLES
    for seed in (
        400 + 2 * list(SEARCH_TABLES).index(start),
        401 + 2 * list(SEARCH_TABLES).index(start),
    )
]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seed", "start", "pace", "with_quit"),
    SEARCH,
    ids=[f"seed{s}-{start}-{'quit' if q else 'noquit'}" for s, start, _, q in SEARCH],
)
async def test_no_storm_of_hints_reviews_and_resizes_crashes_the_table(
    seed: int, start: str, pace: str, with_quit: bool
) -> None:
    """A hand in, at Standard 4, 7 players, Domino and Cancellation 10: hints (i) and
    reviews (v) asked for, opened and closed while the hard CPU searches, the score sheet
    and the statistics over them, the terminal resized (below 80×24 too) and q / Ctrl+Q /
    Ctrl+C among them: never a crash, and the game is the one dealt (hands only go on)."""
    app = await run_storm(seed, start, pace, keys=200, with_quit=with_quit, search=True)
    assert app.return_code == 0
    assert app.crash_line is None
    dealt = STARTS[start](Rules())
    assert app.game.code == dealt.code and app.game.hand_number >= dealt.hand_number


#: Storms of the Unfinished games dialog: half of them with q / Ctrl+Q among the keys.
UNFINISHED = [(seed, seed % 2 == 0) for seed in range(500, 508)]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("seed", "with_quit"),
    UNFINISHED,
    ids=[f"seed{s}-{'quit' if q else 'noquit'}" for s, q in UNFINISHED],
)
async def test_no_storm_of_the_unfinished_games_dialog_crashes_the_table(
    seed: int, with_quit: bool
) -> None:
    """The Unfinished games dialog opened and closed, rows chosen with Enter, Space and
    clicks, games resumed and deleted, q and Ctrl+Q among them (a choice just before the
    quit once crashed the exit): never a crash, and quitting exits with status 0."""
    app = await run_unfinished_storm(seed, keys=200, with_quit=with_quit)
    assert app.return_code == 0
    assert app.crash_line is None

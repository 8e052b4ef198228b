"""The move timer's clock on a fake clock (no Textual): full time for each new move, a
pause keeps what was left, due exactly once per move and only while running."""

from __future__ import annotations

from hearts_tui.app.move_clock import MoveClock

from .helpers import FakeClock


def test_a_new_move_starts_with_the_full_time_and_counts_down() -> None:
    fake = FakeClock()
    clock = MoveClock(30, fake)
    clock.follow(("move", 1), running=True)
    assert clock.left() == 30.0 and clock.shown() == 30
    fake.advance(0.4)
    assert clock.shown() == 30  # rounded up: 29.6 s still shows 30
    fake.advance(10.0)
    assert clock.shown() == 20
    clock.follow(("move", 2), running=True)
    assert clock.left() == 30.0


def test_a_pause_keeps_the_time_left_however_long_it_lasts() -> None:
    fake = FakeClock()
    clock = MoveClock(60, fake)
    clock.follow(1, running=True)
    fake.advance(15.0)
    clock.follow(1, running=False)
    assert not clock.running
    fake.advance(3600.0)
    assert clock.left() == 45.0 and not clock.due()
    clock.follow(1, running=True)
    fake.advance(5.0)
    assert clock.left() == 40.0


def test_a_paused_move_never_becomes_due() -> None:
    fake = FakeClock()
    clock = MoveClock(30, fake)
    clock.follow(1, running=False)  # the move came while a dialog was open
    fake.advance(100.0)
    assert clock.left() == 30.0 and not clock.due()


def test_due_once_per_move_and_never_for_no_move() -> None:
    fake = FakeClock()
    clock = MoveClock(30, fake)
    clock.follow(None, running=True)
    fake.advance(100.0)
    assert not clock.due()  # nothing is timed (a CPU's turn)
    clock.follow(7, running=True)
    fake.advance(29.9)
    assert not clock.due()
    fake.advance(0.1)
    assert clock.due()
    assert not clock.due()  # the move is being made: not a second time
    fake.advance(100.0)
    clock.follow(7, running=True)
    assert not clock.due()
    clock.follow(8, running=True)  # the next move: full time again
    assert clock.left() == 30.0 and not clock.due()


def test_off_is_never_due_and_a_reset_forgets_the_move() -> None:
    fake = FakeClock()
    clock = MoveClock(0, fake)
    clock.follow(1, running=True)
    fake.advance(1000.0)
    assert not clock.due() and not clock.running
    clock.reset(60)
    assert clock.moment is None
    clock.follow(1, running=True)
    assert clock.left() == 60.0

"""The tests' idle wait (tests/idle_wait.py): short steps, but idle only when the app is."""

from __future__ import annotations

import asyncio
import time

import pytest
import textual.app
import textual.pilot
from textual.app import App, ComposeResult
from textual.message import Message
from textual.widgets import Static

from tests import idle_wait


class Nudge(Message):
    """A message for nobody in particular."""


class Host(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("x", id="x")


def test_the_pilot_and_the_key_presses_wait_as_the_option_says(
    pytestconfig: pytest.Config,
) -> None:
    """The quiet wait is in the pilot's and the app's hands; under ``--textual-idle`` they
    keep Textual's own."""
    expected = "wait_for_idle" if pytestconfig.getoption("--textual-idle") else "wait_for_quiet"
    assert textual.pilot.wait_for_idle.__name__ == expected  # type: ignore[attr-defined]
    assert textual.app.wait_for_idle.__name__ == expected  # type: ignore[attr-defined]


async def test_not_quiet_while_a_message_or_an_after_refresh_callback_waits() -> None:
    app = Host()
    async with app.run_test(size=(20, 5)) as pilot:
        await pilot.pause()
        assert idle_wait.quiet()
        app.query_one("#x").post_message(Nudge())
        assert not idle_wait.quiet()
        await pilot.pause()
        assert idle_wait.quiet()
        ran: list[bool] = []
        app.screen.call_after_refresh(lambda: ran.append(True))
        assert not idle_wait.quiet()
        await idle_wait.make_wait(0.001)(0, 1)
        assert ran == [True]  # the wait lasted until the screen's refresh ran it


async def test_a_starved_step_is_not_taken_for_idle(monkeypatch: pytest.MonkeyPatch) -> None:
    """A step that lasted far longer than asked (the process was not scheduled: no CPU time,
    as when idle) is slept again."""
    steps: list[float] = []
    real_sleep = asyncio.sleep

    async def starved_twice(seconds: float) -> None:
        steps.append(seconds)
        if len(steps) <= 2:
            time.sleep(seconds * 5)  # wall time passes, the process uses no CPU
        else:
            await real_sleep(seconds)

    monkeypatch.setattr(idle_wait, "sleep", starved_twice)
    await idle_wait.make_wait(0.004)(0, 1)
    # Taken for idle, the wait would end after the first step.  A real step on a loaded
    # machine may be starved too and add one: at least the two starved ones and one more.
    assert len(steps) >= 3


def test_every_stylesheet_of_the_test_process_parses_a_css_text_once() -> None:
    """tests/shared_css.py: a second stylesheet gets the rules the first parsed, and a
    change of a theme variable is parsed anew (the variables are part of the key)."""
    from textual.css.stylesheet import Stylesheet

    css = "Static { color: $accent; }"
    first = Stylesheet(variables={"accent": "red"})
    first.add_source(css, read_from=("test", "css"))
    first.parse()
    second = Stylesheet(variables={"accent": "red"})
    second.add_source(css, read_from=("test", "css"))
    second.parse()
    assert second.rules[0] is first.rules[0]
    other = Stylesheet(variables={"accent": "blue"})
    other.add_source(css, read_from=("test", "css"))
    other.parse()
    assert other.rules[0] is not first.rules[0]

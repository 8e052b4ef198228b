"""A quicker idle wait for the tests: short sleeps, and idle only when the app's queues are empty.

Textual's pilot waits for the app to go idle after every key (twice) and every pause:
``textual._wait.wait_for_idle`` sleeps in steps of 1/50 s until one step passes with under
1/20 of it in process CPU time.  Every key so costs at least 40 ms asleep, and a whole-game UI
test spent about half its wall time there.

``wait_for_quiet`` sleeps in shorter steps and asks more before it calls the app idle:

- a step with (almost) no process CPU time, as Textual asks: the app's messages are handled
  and its worker threads do not run;
- the step did not last much longer than asked: a process starved by a loaded machine uses no
  CPU either, and was once taken for idle (a pushed dialog not yet laid out);
- no message waits in the queue of the app, of a screen on its stack, or of any widget of
  the screen on top;
- the screen on top has nothing left to lay out, scroll, repaint or recompose, and no
  ``call_after_refresh`` callback waits for its next refresh.  Its refresh runs on a timer
  (60 a second), not as a message: Textual's 20 ms sleep mostly outlasted it, a short one
  does not (keys typed before the table's ``call_after_refresh(table_ready)`` were then
  sent before the table was ready).

``install(step)`` puts it where the pilot and ``App._press_keys`` call Textual's wait.
"""

from __future__ import annotations

from asyncio import sleep
from collections.abc import Callable, Coroutine
from time import monotonic, process_time
from typing import Any

import textual.app
import textual.pilot
from textual._context import active_app

# A step longer than this many times the step asked was a starved process, not an idle one.
STARVED = 3.0


def quiet() -> bool:
    """No message waits for the running app, its screens or the widgets of the top screen,
    and the top screen has no refresh or after-refresh callback pending."""
    app = active_app.get(None)
    if app is None:
        return True
    if app.message_queue_size:
        return False
    stack = app.screen_stack
    if any(screen.message_queue_size for screen in stack):
        return False
    if not stack:
        return True
    top = stack[-1]
    if (
        top._layout_required
        or top._scroll_required
        or top._repaint_required
        or top._recompose_required
        or top._dirty_widgets
        or top._callbacks
    ):
        return False
    return not any(node.message_queue_size for node in top.walk_children())


def make_wait(step: float) -> Callable[..., Coroutine[Any, Any, None]]:
    """``wait_for_idle`` with steps of ``step`` seconds (same signature as Textual's)."""
    idle_cpu = step / 20.0

    async def wait_for_quiet(min_sleep: float = step, max_sleep: float = 1) -> None:
        start_time = monotonic()
        while True:
            cpu_time = process_time()
            step_start = monotonic()
            await sleep(step)
            now = monotonic()
            cpu_elapsed = process_time() - cpu_time
            elapsed_time = now - start_time
            if elapsed_time >= max_sleep:
                break
            if (
                elapsed_time > min_sleep
                and cpu_elapsed < idle_cpu
                and now - step_start < STARVED * step
                and quiet()
            ):
                break

    return wait_for_quiet


def install(step: float) -> None:
    """The pilot and ``App._press_keys`` wait with ``wait_for_quiet`` in steps of ``step``."""
    wait = make_wait(step)
    textual.pilot.wait_for_idle = wait  # type: ignore[attr-defined]
    textual.app.wait_for_idle = wait  # type: ignore[attr-defined]

"""The apps the tests start do not animate (``tests/conftest.py``).

With animations on, a scroll moves the widgets over real time: a test that waits for a list
to come into view and clicks it may catch it half-way, and click what moves there next.
"""

from __future__ import annotations

from tests.ui.helpers import make_app


async def test_apps_started_by_the_tests_do_not_animate() -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)):
        assert app.animation_level == "none"

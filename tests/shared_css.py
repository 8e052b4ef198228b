"""One parse of each CSS text for every app a test process starts: the cache of
hearts_tui/web/css_once.py (the tests start about a thousand apps, all from the same CSS
texts; about 16 ms of the 72 ms of CPU that starting the table took in a test, measured
2026-12-01)."""

from __future__ import annotations

from hearts_tui.web.css_once import install

__all__ = ["install"]

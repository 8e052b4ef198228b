"""Whether this process draws in a browser: Textual's web driver, as ``textual-serve`` asks
for it (cheap to import: the terminal's start-up asks it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

#: The environment variable and value with which Textual runs an app in a browser.
DRIVER_VARIABLE: Final = "TEXTUAL_DRIVER"
WEB_DRIVER: Final = "textual.drivers.web_driver:WebDriver"


def web_driver_requested(environ: Mapping[str, str]) -> bool:
    """Whether Textual will draw in a browser (``textual-serve`` started this process):
    stdin and stdout are then the driver's pipes, not a terminal."""
    return environ.get(DRIVER_VARIABLE, "").strip() == WEB_DRIVER

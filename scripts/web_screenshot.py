"""Screenshots of the table served to a browser (``hearts --serve``), into ``screenshots/web/``.

    python scripts/web_screenshot.py [--code BBZF-2AE7] [--out screenshots/web]

Starts ``hearts --serve`` on a free port with its data in a temporary folder (the game of
``--code``), opens it in headless Chromium with touch at a phone's size (390×844 CSS
pixels, 2 device pixels each), sideways, at a tablet's (820×1180) and in a desktop window
(1280×800, no touch), taps two cards of the pass (the table opens at once), and saves
what the browser shows:

- ``phone-table.png``: the phone, upright (the tall table);
- ``phone-turn.png``: the same, your turn in the first trick, a card raised by a tap;
- ``phone-menu.png``: the same, its menu (every action, Quit apart);
- ``phone-sideways.png``: the phone held sideways (844×390);
- ``tablet-table.png``: the tablet;
- ``desktop-table.png``: a desktop browser window.

Needs: the project with its test and web extras (``pip install -e '.[test,web]'``) and
Debian's ``chromium`` and ``chromium-driver``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.web.page import (  # noqa: E402
    Table,
    browser,
    browser_missing,
    start_server,
    stop_server,
)

SIZES = {
    "phone-table": (390, 844, 2.0),
    "phone-sideways": (844, 390, 2.0),
    "tablet-table": (820, 1180, 1.0),
    "desktop-table": (1280, 800, 1.0),
}
#: The sizes without a touch screen (a mouse and a keyboard).
NO_TOUCH = {"desktop-table"}


def _tap_card(table: Table, label: str) -> None:
    """Tap ``label`` in the player's hand (its first label under the "You" line)."""
    lines = table.read().split("\n")
    you = next(row for row, line in enumerate(lines) if line.startswith("─You"))
    row = next(row for row in range(you + 1, len(lines)) if label in lines[row])
    table.tap_cell(lines[row].index(label), row)


def shoot(url: str, name: str, size: tuple[int, int, float], out: Path) -> Path:
    """The pass with two cards chosen."""
    with browser(*size, touch=name not in NO_TOUCH) as chromium:
        table = Table(chromium)
        table.start(url)
        time.sleep(0.5)
        if "2 of 3 chosen" not in table.read():  # (chosen on an earlier page: kept)
            for count, label in enumerate(("A♦", "K♦"), 1):
                _tap_card(table, label)
                table.wait_for(f"{count} of 3 chosen")
        time.sleep(0.5)  # the last frame drawn
        chromium.driver.save_screenshot(str(out / f"{name}.png"))
    return out / f"{name}.png"


def shoot_turn(url: str, out: Path) -> list[Path]:
    """The phone upright again: the pass made, a card raised by a tap, then the menu."""
    with browser(*SIZES["phone-table"]) as chromium:
        table = Table(chromium)
        table.start(url)
        _tap_card(table, "J♣")
        table.wait_for("3 of 3 chosen")
        table.tap_text(r"│\s+Pass\s+│", offset=4)
        table.wait_for("Your turn")
        time.sleep(0.5)
        _tap_card(table, "9♣")
        table.wait_for("again")
        time.sleep(0.5)
        chromium.driver.save_screenshot(str(out / "phone-turn.png"))
        table.tap_text(r"│\s+Menu\s+│", offset=4)
        table.wait_for(r"Quit \(saved\)")
        time.sleep(0.5)
        chromium.driver.save_screenshot(str(out / "phone-menu.png"))
    return [out / "phone-turn.png", out / "phone-menu.png"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--code", default="BBZF-2AE7", help="the game shown")
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots" / "web")
    args = parser.parse_args()
    if (missing := browser_missing()) is not None:
        print(missing, file=sys.stderr)
        return 1
    from hearts_tui.store.launch import prepare

    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, HEARTS_DATA_DIR=f"{tmp}/data", HEARTS_CONFIG_DIR=f"{tmp}/config")
        for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):
            env[name] = tmp
        prepare(seed=args.code, data=Path(tmp, "data"), config=Path(tmp, "config"))
        served = start_server(env)
        try:
            # The pass at each size (two cards chosen, kept by the next page), then the turn.
            shots: list[Callable[[], list[Path]]] = [
                partial(lambda name, size: [shoot(served.url, name, size, args.out)], name, size)
                for name, size in SIZES.items()
            ]
            shots.append(partial(shoot_turn, served.url, args.out))
            for shot in shots:
                for target in shot():
                    print(target.relative_to(ROOT) if target.is_relative_to(ROOT) else target)
                # The page's game ends with the browser; the next one waits for its lock.
                time.sleep(1.0)
        finally:
            stop_server(served)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Screenshots of the table served to a browser (``hearts --serve``), into ``screenshots/web/``.

    python scripts/web_screenshot.py [--code BBZF-2AE7] [--out screenshots/web]

Starts ``hearts --serve`` on a free port with its data in a temporary folder (the game of
``--code``), opens it in headless Chromium at a phone's size (390×844 CSS pixels, 2 device
pixels each) and at a tablet's (820×1180), taps two cards of the pass by touch (the table
opens at once), and saves what the browser shows:

- ``phone-table.png``: the phone, upright;
- ``phone-sideways.png``: the phone held sideways (844×390);
- ``tablet-table.png``: the tablet.

Needs: the project with its test and web extras (``pip install -e '.[test,web]'``) and
Debian's ``chromium`` and ``chromium-driver``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
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
}


def shoot(url: str, size: tuple[int, int, float], out: Path) -> None:
    with browser(*size) as chromium:
        table = Table(chromium)
        table.start(url)
        row_text = table.read().split("\n")
        row = max(range(len(row_text)), key=lambda index: row_text[index].count("│"))
        for count, label in enumerate(("A♦", "K♦"), 1):
            column = row_text[row].find(label)
            if column >= 0:
                table.tap_cell(column, row)
                table.wait_for(f"{count} of 3 chosen")
        time.sleep(0.5)  # the last frame drawn
        chromium.driver.save_screenshot(str(out))


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
            for name, size in SIZES.items():
                target = args.out / f"{name}.png"
                shoot(served.url, size, target)
                print(target.relative_to(ROOT) if target.is_relative_to(ROOT) else target)
                # The page's game ends with the browser; the next one waits for its lock.
                time.sleep(1.0)
        finally:
            stop_server(served)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

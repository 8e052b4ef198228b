"""The served table in a real browser: ``hearts --serve`` and headless Chromium, driven by
Selenium as a person's fingers would (touch events at a phone's or a tablet's size).

What the page shows is read the way the page itself gets it: every byte the game sends
over the websocket is also kept (a small script the test adds before the page's own), and a
terminal emulator (pyte) of the page's size turns them into the screen's text.  A tap is a
real touch (``Input.dispatchTouchEvent``: touchstart, touchend): the browser makes its
mouse events of it, as on a phone, and xterm.js sends them to the game.
"""

from __future__ import annotations

import base64
import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

#: Chromium's flags: headless, and nothing that reaches for the network by itself (the
#: closed network here refuses a browser that does).
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
)
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"

#: A phone and a tablet, in CSS pixels (and their device pixel ratios).
PHONE = (390, 844, 3.0)
TABLET = (820, 1180, 2.0)
#: A phone held upright and sideways as issue 38 measured it, and a desktop window.
UPRIGHT = (390, 844, 2.0)
SIDEWAYS = (844, 390, 2.0)
DESKTOP = (1280, 800, 1.0)

#: The corners of a frame drawn on the table: top-left and top-right, bottom-left.
TOP_LEFT = "╭┌┏╔"
TOP_RIGHT = "╮┐┓╗"
BOTTOM_LEFT = "╰└┗╚"


@dataclass(frozen=True)
class Box:
    """A frame on the screen, in cells (inclusive), and what its first inner row says."""

    left: int
    top: int
    right: int
    bottom: int
    text: str

    @property
    def columns(self) -> int:
        return self.right - self.left + 1

    @property
    def rows(self) -> int:
        return self.bottom - self.top + 1


def frames(lines: list[str], first: int = 0, last: int | None = None) -> list[Box]:
    """Every frame drawn in ``lines[first:last]`` (rounded, dashed, heavy or double; a
    frame's rows must all be in the range), left to right, top to bottom."""
    found = []
    end = len(lines) if last is None else last
    for top in range(first, end):
        line = lines[top]
        for left, char in enumerate(line):
            if char not in TOP_LEFT:
                continue
            right = next(
                (at for at in range(left + 1, len(line)) if line[at] in TOP_RIGHT + TOP_LEFT),
                None,
            )
            if right is None or line[right] not in TOP_RIGHT:
                continue
            bottom = next(
                (
                    row
                    for row in range(top + 1, end)
                    if left < len(lines[row]) and lines[row][left] in BOTTOM_LEFT
                ),
                None,
            )
            if bottom is None:
                continue
            inside = lines[top + 1][left + 1 : right].strip() if bottom > top + 1 else ""
            found.append(Box(left, top, right, bottom, inside))
    return found


#: Added before the page's scripts: keeps each binary message of the game's websocket and
#: the last size the page asked for.
CAPTURE = r"""
(() => {
  const Native = window.WebSocket;
  const seen = { chunks: [], size: null, opened: 0, closed: 0 };
  window.__heartsTest = seen;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      seen.opened += 1;
      this.addEventListener("message", (event) => {
        if (typeof event.data !== "string") seen.chunks.push(new Uint8Array(event.data));
      });
      this.addEventListener("close", () => { seen.closed += 1; });
    }
    send(data) {
      try {
        const message = JSON.parse(data);
        if (message[0] === "resize") seen.size = message[1];
      } catch (error) {}
      super.send(data);
    }
  };
})();
"""

#: Takes the kept bytes out of the page, base64 (binary-safe through WebDriver).
TAKE = r"""
const seen = window.__heartsTest;
const chunks = seen.chunks.splice(0);
let text = "";
for (const chunk of chunks) {
  for (let i = 0; i < chunk.length; i += 4096) {
    text += String.fromCharCode.apply(null, chunk.subarray(i, i + 4096));
  }
}
return [btoa(text), seen.size, seen.opened, seen.closed];
"""


def browser_missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    for module in ("selenium", "pyte", "textual_serve"):
        try:
            __import__(module)
        except ImportError:
            return f"{module} is not installed (pip install -e '.[test,web]')"
    for path in (CHROMIUM, CHROMEDRIVER):
        if not os.path.exists(path):
            return f"{path} is missing (apt-get install chromium chromium-driver)"
    return None


def need_browser() -> None:
    """Skip where there is no browser; in CI, fail: .ci/run installs it."""
    missing = browser_missing()
    if missing is None:
        return
    if os.environ.get("CI"):
        pytest.fail(f"the browser tests must run in CI: {missing}")
    pytest.skip(missing)


@dataclass
class Served:
    """A running ``hearts --serve``: its process, its address and token, and what it has
    said (stdout and stderr, kept in a file: :meth:`said` reads it at any time)."""

    process: subprocess.Popen[bytes]
    url: str
    token: str | None
    lines: list[str]
    output: Path

    @property
    def port(self) -> int:
        match = re.search(r":(\d+)/", self.url)
        assert match
        return int(match.group(1))

    def said(self) -> str:
        """Everything the server has written so far."""
        return self.output.read_text(encoding="utf-8", errors="replace")


def start_server(env: Mapping[str, str], *args: str, timeout: float = 30.0) -> Served:
    """``hearts --serve --port 0 ARGS`` (its own session: no controlling terminal, as a
    service's), once it says where it listens."""
    handle, name = tempfile.mkstemp(prefix="hearts-serve-", suffix=".out")
    output = Path(name)
    try:
        process = subprocess.Popen(
            [sys.executable, "-m", "hearts_tui", "--serve", "--port", "0", *args],
            stdin=subprocess.DEVNULL,
            stdout=handle,
            stderr=subprocess.STDOUT,
            env=dict(env),
            start_new_session=True,
        )
    finally:
        os.close(handle)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        text = output.read_text(encoding="utf-8", errors="replace")
        if match := re.search(r"http://\S+", text):
            # The first link: with --host, the secret one (with its token).
            url = match.group(0)
            token = re.search(r"token=([\w-]+)", url)
            lines = text.splitlines()
            return Served(process, url, token.group(1) if token else None, lines, output)
        if process.poll() is not None:
            break
        time.sleep(0.02)
    process.kill()
    raise AssertionError(f"hearts --serve did not start: {output.read_text()}")


def children_of(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` now."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.add(int(entry.name))
        except (OSError, ValueError, IndexError):
            continue
    return found


def stop_server(served: Served, timeout: float = 20.0) -> int:
    """Ctrl+C to the server (it closes the pages' games, which save); its status."""
    served.process.send_signal(signal.SIGINT)
    try:
        status = served.process.wait(timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(served.process.pid, signal.SIGKILL)
        raise
    finally:
        served.lines = served.said().splitlines()
        served.output.unlink(missing_ok=True)
    return status


class Browser:
    """Headless Chromium through chromedriver, with a screen of ``width`` x ``height`` CSS
    pixels at ``ratio`` device pixels each, and touch."""

    def __init__(self, width: int, height: int, ratio: float = 1.0, *, touch: bool = True) -> None:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        self.profile = tempfile.mkdtemp(prefix="hearts-chromium-")
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for flag in (*CHROMIUM_FLAGS, f"--user-data-dir={self.profile}"):
            options.add_argument(flag)
        options.add_argument(f"--force-device-scale-factor={ratio}")
        options.add_argument(f"--window-size={width},{height}")
        self.driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        self.size = (width, height)
        self.touch = touch
        self._prepare_tab()

    def _prepare_tab(self) -> None:
        """The screen's size, touch, and the capture script, in the current tab."""
        width, height = self.size
        cdp = self.driver.execute_cdp_cmd
        cdp(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 0, "mobile": self.touch},
        )
        if self.touch:
            cdp("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        cdp("Page.addScriptToEvaluateOnNewDocument", {"source": CAPTURE})

    def turn(self, width: int, height: int) -> None:
        """Turn the device: the screen becomes ``width`` x ``height``, the orientation
        changes (and the page hears of it)."""
        self.size = (width, height)
        landscape = width > height
        self.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {
                "width": width,
                "height": height,
                "deviceScaleFactor": 0,
                "mobile": True,
                "screenOrientation": {
                    "type": "landscapePrimary" if landscape else "portraitPrimary",
                    "angle": 90 if landscape else 0,
                },
            },
        )

    def new_tab(self) -> str:
        """Open a tab and make it current; its handle."""
        self.driver.switch_to.new_window("tab")
        self._prepare_tab()
        return str(self.driver.current_window_handle)

    def close_tab(self) -> None:
        """Close the current tab (another stays open: the browser goes on); the one
        opened last becomes current."""
        closing = self.driver.current_window_handle
        self.driver.close()
        others = [handle for handle in self.driver.window_handles if handle != closing]
        self.driver.switch_to.window(others[-1])

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.driver.quit()
        shutil.rmtree(self.profile, ignore_errors=True)

    def tap(self, x: float, y: float) -> None:
        """A finger's tap at (x, y) CSS pixels of the page."""
        point = {"x": x, "y": y, "radiusX": 4, "radiusY": 4, "force": 1, "id": 0}
        cdp = self.driver.execute_cdp_cmd
        cdp("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
        cdp("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def swipe(self, x: float, y: float, dy: float, steps: int = 20) -> None:
        """A finger put down at (x, y) and drawn ``dy`` CSS pixels down (up if negative)."""
        cdp = self.driver.execute_cdp_cmd
        cdp("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, steps + 1):
            point = {"x": x, "y": y + dy * step / steps}
            cdp("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
        cdp("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


@contextlib.contextmanager
def browser(
    width: int, height: int, ratio: float = 1.0, *, touch: bool = True
) -> Iterator[Browser]:
    """Chromium at that size, with touch (a phone, a tablet) or without (a desktop)."""
    opened = Browser(width, height, ratio, touch=touch)
    try:
        yield opened
    finally:
        opened.close()


class Table:
    """The page of a served table in one tab, read as text and tapped cell by cell."""

    def __init__(self, browser: Browser) -> None:
        import pyte

        self.browser = browser
        self.driver = browser.driver
        self._pyte = pyte
        self.screen = pyte.Screen(80, 24)
        self.stream = pyte.ByteStream(self.screen)
        self.size: tuple[int, int] | None = None
        self.opened = 0
        self.closed = 0

    def open(self, url: str) -> None:
        self.driver.get(url)

    def start(self, url: str, shown: str = "Pass 3 cards left to West") -> None:
        """Open the page (the table opens at once) and wait until the screen shows
        ``shown``."""
        self.open(url)
        self.wait_for(shown)

    def element(self, selector: str) -> Any:
        from selenium.webdriver.common.by import By

        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def tap_element(self, selector: str) -> None:
        box = self.driver.execute_script(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
            "return [r.left + r.width / 2, r.top + r.height / 2];",
            selector,
        )
        self.browser.tap(*box)

    def body_classes(self) -> set[str]:
        return set((self.element("body").get_attribute("class") or "").split())

    def read(self) -> str:
        """The screen's text now (after taking in what the page received)."""
        encoded, size, self.opened, self.closed = self.driver.execute_script(TAKE)
        if size is not None:
            columns, rows = int(size["width"]), int(size["height"])
            if (columns, rows) != self.size:
                self.size = (columns, rows)
                self.screen.resize(rows, columns)
        self.stream.feed(base64.b64decode(encoded))
        return "\n".join(self.screen.display)

    def wait_for(self, pattern: str, timeout: float = 30.0) -> re.Match[str]:
        """Wait until the screen shows ``pattern`` (a regular expression)."""
        deadline = time.monotonic() + timeout
        while True:
            text = self.read()
            if match := re.search(pattern, text):
                return match
            if time.monotonic() > deadline:
                raise AssertionError(f"{pattern!r} never shown; the screen:\n{text}")
            time.sleep(0.1)

    def wait_for_words(self, pattern: str, timeout: float = 30.0) -> re.Match[str]:
        """Like :meth:`wait_for`, in the screen's words: frames and line breaks read as
        one space (a sentence wrapped in a dialog)."""
        deadline = time.monotonic() + timeout
        while True:
            words = re.sub(r"[\s│┃║]+", " ", self.read())
            if match := re.search(pattern, words):
                return match
            if time.monotonic() > deadline:
                raise AssertionError(f"{pattern!r} never shown; the screen:\n{self.read()}")
            time.sleep(0.1)

    def find(self, pattern: str) -> tuple[int, int]:
        """The (column, row) of the first cell of ``pattern`` on the screen."""
        text = self.read()
        for row, line in enumerate(text.split("\n")):
            if match := re.search(pattern, line):
                return match.start(), row
        raise AssertionError(f"{pattern!r} not on the screen:\n{text}")

    def tap_cell(self, column: float, row: int) -> None:
        """Tap the middle of a cell of the table."""
        assert self.size is not None
        left, top, width, height = self.driver.execute_script(
            "const r = document.querySelector('.xterm-screen').getBoundingClientRect();"
            "return [r.left, r.top, r.width, r.height];"
        )
        columns, rows = self.size
        self.browser.tap(left + (column + 0.5) * width / columns, top + (row + 0.5) * height / rows)

    def cell(self) -> tuple[float, float]:
        """A cell's width and height in CSS pixels."""
        assert self.size is not None
        _left, _top, width, height = self.screen_box()
        return width / self.size[0], height / self.size[1]

    def font_size(self) -> float:
        """The font size the page chose, in CSS pixels."""
        return float(
            self.script("return Number(document.getElementById('terminal').dataset.fontSize)")
        )

    def pixels(self, box: Box) -> tuple[float, float, float, float]:
        """``box`` in CSS pixels of the page: left, top, width, height."""
        left, top, _width, _height = self.screen_box()
        cell_width, cell_height = self.cell()
        return (
            left + box.left * cell_width,
            top + box.top * cell_height,
            box.columns * cell_width,
            box.rows * cell_height,
        )

    def element_box(self, selector: str) -> tuple[float, float, float, float]:
        """An element of the page: left, top, width, height in CSS pixels."""
        box = self.driver.execute_script(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
            "return [r.left, r.top, r.width, r.height];",
            selector,
        )
        return (box[0], box[1], box[2], box[3])

    def screen_box(self) -> tuple[float, float, float, float]:
        """The table's left, top, width and height in the page, in CSS pixels."""
        box = self.driver.execute_script(
            "const r = document.querySelector('.xterm-screen').getBoundingClientRect();"
            "return [r.left, r.top, r.width, r.height];"
        )
        return (box[0], box[1], box[2], box[3])

    def script(self, code: str) -> Any:
        return self.driver.execute_script(code)

    def tap_text(self, pattern: str, offset: int = 0) -> None:
        column, row = self.find(pattern)
        self.tap_cell(column + offset, row)


def saved_game(data: Path) -> dict[str, Any]:
    """The autosave, as written."""
    import json

    return dict(json.loads((data / "game.json").read_text(encoding="utf-8")))

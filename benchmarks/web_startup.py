"""How long the served page takes to show the table, against the terminal's first paint.

    python benchmarks/web_startup.py [--runs 7]

- **terminal**: ``python -m hearts_tui`` in a fresh detached 80×24 tmux session (a tmux
  server of its own), from launch until the pane shows the game's code (the table's first
  paint), as ``benchmarks/startup.py`` measures it.
- **page**: ``hearts --serve`` running, headless Chromium (warm, at a phone's size) opens the
  page (the table opens at once): from the start of the navigation until the bytes that
  draw the game's code have reached the page and the next frame is painted.  This includes
  the page and its scripts, the websocket, starting (or taking) the game's process and its
  first frame; the server is started once, as a player starts it once, and the secret link
  was opened once before (the page is then opened by its address, the cookie carrying the
  token).
- **connect**: in the page's runs, from the start of the navigation until the page asks for
  its connection (the page, its scripts and its font loaded, the table's size chosen);
- **game**: from the page asking for its connection until the table's bytes arrive: the
  game's process starting (or the spare taken) and drawing;
- **paint**: from their arrival until the browser has painted them (headless Chromium
  draws without a GPU here: a phone's browser paints faster).

Runs alternate terminal and page, so that machine noise hits both alike; between two runs
the previous game has ended (its lock is free), and each run begins :data:`SETTLE` seconds
after the previous one ended: a player does not open the page again within a second, and
meanwhile the server prepares the next page's game (its spare); the terminal's runs settle
alike.  Prints each median and the ratio
page/terminal.  Needs tmux, the test and web extras and Debian's chromium and
chromium-driver.  Run it ``nice -n 15`` on a shared machine.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.web.page import (  # noqa: E402
    PHONE,
    Table,
    browser,
    browser_missing,
    start_server,
    stop_server,
)

CODE = "K7QD-MR9S"
#: Seconds between the end of a run and the start of the next.
SETTLE = 2.0
TMUX = ("tmux", "-L", f"hearts-web-bench-{os.getpid()}")

#: In the page: the time (since the navigation started) at which bytes holding the code
#: arrived, once the next frame after them is painted.
WATCH = r"""
(() => {
  const seen = window.__heartsTest;
  const marker = new TextEncoder().encode(%r);
  const found = (bytes) => {
    outer: for (let i = 0; i + marker.length <= bytes.length; i++) {
      for (let j = 0; j < marker.length; j++) if (bytes[i + j] !== marker[j]) continue outer;
      return true;
    }
    return false;
  };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      seen.connecting = performance.now();
      this.addEventListener("message", (event) => {
        if (seen.shown === undefined && typeof event.data !== "string"
            && found(new Uint8Array(event.data))) {
          seen.shown = null;
          seen.arrived = performance.now();
          requestAnimationFrame(() => requestAnimationFrame(() => {
            seen.shown = performance.now();
          }));
        }
      });
    }
  };
})();
"""


def _pane(session: str) -> str:
    return subprocess.run(
        [*TMUX, "capture-pane", "-p", "-t", session], capture_output=True, text=True
    ).stdout


def terminal_paint(env: dict[str, str], run: int, timeout: float = 30.0) -> float:
    """Seconds from launching ``hearts`` in tmux until the game's code shows."""
    session = f"paint-{run}"
    command = f"{shlex.quote(sys.executable)} -m hearts_tui"
    flags = [part for name in sorted(env) for part in ("-e", f"{name}={env[name]}")]
    start = time.perf_counter()
    subprocess.run(
        [*TMUX, "new-session", "-d", "-s", session, "-x", "80", "-y", "24", *flags, command],
        check=True,
    )
    try:
        while time.perf_counter() - start < timeout:
            if CODE in _pane(session):
                return time.perf_counter() - start
            time.sleep(0.003)
        raise RuntimeError(f"the table did not show within {timeout}s:\n{_pane(session)}")
    finally:
        subprocess.run([*TMUX, "kill-session", "-t", session], capture_output=True)
        _wait_unlocked(Path(env["HEARTS_DATA_DIR"]))


def _wait_unlocked(data: Path, timeout: float = 20.0) -> None:
    """Until no game holds the data directory's lock (the last one has ended)."""
    from hearts_tui.store.lock import InstanceLock, LockError

    deadline = time.monotonic() + timeout
    while True:
        lock = InstanceLock(data)
        try:
            lock.acquire()
        except LockError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.02)
            continue
        lock.release()
        return


def page_times(table: Table, url: str, data: Path) -> dict[str, float]:
    """Seconds: ``page``, the page opened until the table shows; ``connect``, until the
    page asks for its connection; ``game``, from then until the table's bytes arrive (the
    game's process starting and drawing); ``paint``, from their arrival until the browser
    has painted them."""
    driver = table.driver
    driver.get("about:blank")
    _wait_unlocked(data)
    driver.get(url)
    deadline = time.monotonic() + 30
    while True:
        shown, connecting, arrived = driver.execute_script(
            "const s = window.__heartsTest; return [s.shown, s.connecting, s.arrived];"
        )
        if shown:
            break
        if time.monotonic() > deadline:
            raise RuntimeError("the page did not show the table")
        time.sleep(0.01)
    driver.get("about:blank")  # the tab's game ends: the terminal's turn next
    _wait_unlocked(data)
    return {
        "page": shown / 1000,
        "connect": connecting / 1000,
        "game": (arrived - connecting) / 1000,
        "paint": (shown - arrived) / 1000,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each (default 7)")
    parser.add_argument(
        "--screen",
        default="390x844",
        help="the browser's screen in CSS pixels (default 390x844, a phone upright: the table"
        " is 48x41 cells; 844x390, sideways: 105x24, the wide table)",
    )
    args = parser.parse_args()
    width, height = (int(part) for part in args.screen.split("x"))
    if shutil.which("tmux") is None:
        print("tmux is needed to measure the terminal's first paint", file=sys.stderr)
        return 1
    if (missing := browser_missing()) is not None:
        print(missing, file=sys.stderr)
        return 1
    from hearts_tui.store.launch import prepare

    times: dict[str, list[float]] = {
        "terminal": [],
        "page": [],
        "connect": [],
        "game": [],
        "paint": [],
    }
    with tempfile.TemporaryDirectory() as tmp:
        env = {
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "HEARTS_DATA_DIR": f"{tmp}/data",
            "HEARTS_CONFIG_DIR": f"{tmp}/config",
            "XDG_DATA_HOME": tmp,
            "XDG_CONFIG_HOME": tmp,
            # As on a player's machine, bytecode is written once and reused.
            "PYTHONDONTWRITEBYTECODE": "",
        }
        prepare(seed=CODE, data=Path(env["HEARTS_DATA_DIR"]), config=Path(tmp, "config"))
        data = Path(env["HEARTS_DATA_DIR"])
        holder = ("new-session", "-d", "-s", "holder", "sleep 3600")
        subprocess.run([*TMUX, *holder], check=True)
        served = start_server({**os.environ, **env})
        try:
            with browser(width, height, PHONE[2]) as chromium:
                chromium.driver.execute_cdp_cmd(
                    "Page.addScriptToEvaluateOnNewDocument", {"source": WATCH % CODE}
                )
                table = Table(chromium)
                terminal_paint(env, 0)  # warm the file cache and the bytecode once
                page_times(table, served.url, data)  # the secret link: its cookie is set
                address = served.url.split("?", 1)[0]
                for run in range(1, args.runs + 1):
                    time.sleep(SETTLE)
                    times["terminal"].append(terminal_paint(env, run))
                    time.sleep(SETTLE)
                    for name, seconds in page_times(table, address, data).items():
                        times[name].append(seconds)
                chromium.driver.get("about:blank")
        finally:
            stop_server(served)
            subprocess.run([*TMUX, "kill-server"], capture_output=True)
    for name, values in times.items():
        shown = " ".join(f"{value * 1000:.0f}" for value in values)
        print(f"{name:>8}: median {statistics.median(values) * 1000:.0f} ms  (runs: {shown})")
    terminal = statistics.median(times["terminal"])
    for name in ("page", "game"):
        ratio = statistics.median(times[name]) / terminal
        print(f"ratio {name}/terminal: {ratio:.2f}×")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

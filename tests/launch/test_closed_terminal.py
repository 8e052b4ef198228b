"""A closed terminal always ends ``hearts`` within seconds: whichever thread the kernel
gives the signal to, and when no signal comes at all (only EIO from the dead terminal).
A game once outlived its closed terminal by 22 minutes, idle in epoll, holding the lock."""

from __future__ import annotations

import ctypes
import os
import signal
import time

from tests.launch.terminal import Terminal
from tests.store.dirs import CODE, Dirs

#: The app's grace (5 s), the watchdog's wait for a save (2 s), and a loaded machine.
WITHIN = 20.0

#: A session leader that ignores SIGHUP and waits for hearts, its child: on a hang-up the
#: kernel signals session leaders only, so hearts gets no signal, only a dead terminal.
DEAF_SHELL = (
    "import signal, subprocess, sys\n"
    "signal.signal(signal.SIGHUP, signal.SIG_IGN)\n"
    "child = subprocess.Popen([sys.executable, '-m', 'hearts_tui', *sys.argv[1:]],\n"
    "    preexec_fn=lambda: signal.signal(signal.SIGHUP, signal.SIG_DFL))\n"
    "print('hearts pid', child.pid, flush=True)\n"
    "sys.exit(child.wait())\n"
)


def threads(pid: int) -> list[int]:
    """The ids of the process's threads other than its main thread."""
    return [int(tid) for tid in os.listdir(f"/proc/{pid}/task") if int(tid) != pid]


def tgkill(pid: int, tid: int, signum: int) -> None:
    """Send ``signum`` to one thread of ``pid``, as the kernel may choose to."""
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.tgkill(pid, tid, signum) != 0:
        raise OSError(ctypes.get_errno(), "tgkill")


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_a_signal_that_lands_on_another_thread_still_ends_the_game(dirs: Dirs) -> None:
    term = Terminal("--seed", CODE)
    try:
        assert term.wait_until(lambda: "Pass 3 cards" in term.output), term.output[-1500:]
        time.sleep(1.0)  # Idle: nothing due in the event loop.
        others = threads(term.pid)
        assert others, "no threads besides the main one"
        started = time.monotonic()
        tgkill(term.pid, others[0], signal.SIGTERM)
        status = term.wait_exit(WITHIN)
        assert status is not None, "hearts did not hear a SIGTERM given to another thread"
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 128 + signal.SIGTERM
        # Through the app (the terminal given back), not the watchdog: promptly.
        assert "\x1b[?1049l" in term.output
        assert time.monotonic() - started < 5.0
    finally:
        term.close()


def test_a_terminal_closed_without_a_sighup_ends_the_game(dirs: Dirs) -> None:
    term = Terminal("--seed", CODE, python_args=("-c", DEAF_SHELL))
    try:
        assert term.wait_until(lambda: "Pass 3 cards" in term.output), term.output[-1500:]
        pid = int(term.output.split("hearts pid", 1)[1].split()[0])
        term.hang_up()
        end = time.monotonic() + WITHIN
        while alive(pid) and time.monotonic() < end:
            time.sleep(0.1)
        assert not alive(pid), "hearts outlived its closed terminal"
        status = term.wait_exit(WITHIN)
        assert status is not None and os.WIFEXITED(status)
        assert os.WEXITSTATUS(status) == 128 + signal.SIGHUP
    finally:
        if "hearts pid" in term.output:
            pid = int(term.output.split("hearts pid", 1)[1].split()[0])
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        term.close()

"""The `hearts` command line: help, version, a mistyped code, and the arena's dispatch."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts_tui import __version__
from hearts_tui.cli import main


@pytest.fixture(autouse=True)
def _isolated_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "HEARTS_DATA_DIR", "HEARTS_CONFIG_DIR"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))


def test_version_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"hearts {__version__}"


def test_help_explains_every_flag_and_the_arena(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    text = capsys.readouterr().out
    for flag in ("--new", "--seed CODE", "--ascii", "--version", "hearts sim"):
        assert flag in text


def test_help_does_not_promise_three_cpu_players_where_1_to_9_can_play(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 30 §11: the House rules seat 2 to 10 players."""
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "against three CPU players" not in text
    assert "1 to 9" in text


def test_a_mistyped_code_is_refused_with_the_reason_and_nothing_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--seed", "K7QD-MR9T"])
    assert exit_info.value.code == 2
    assert "not a valid code" in capsys.readouterr().err
    assert not any(tmp_path.rglob("*.json"))  # no save touched, no game started


def test_new_and_seed_cannot_be_combined(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--new", "--seed", "K7QD-MR9S"])
    assert exit_info.value.code == 2
    assert "not allowed with" in capsys.readouterr().err


def test_sim_runs_the_arena(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["sim", "--players", "normal,random,normal,random", "--hands", "4", "--seed", "7"])
    assert code == 0
    out = capsys.readouterr().out
    assert "normal" in out and "random" in out


def _start_args(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> dict[str, object]:
    """What ``main(argv)`` hands to ``run_app``, as if on a terminal."""
    import hearts_tui.app.main as app_main
    import hearts_tui.cli as cli
    from hearts_tui import terminal_locale

    seen: dict[str, object] = {}

    def fake_run_app(**kwargs: object) -> int:
        seen.update(kwargs)
        return 0

    monkeypatch.setattr(cli, "_is_terminal", lambda stream: True)
    # The locale as set here, not as this test process was started.
    monkeypatch.setattr(terminal_locale, "START_ENVIRONMENT", Path("/nonexistent/environ"))
    monkeypatch.setattr(app_main, "run_app", fake_run_app)
    assert main(argv) == 0
    return seen


def test_a_c_locale_draws_ascii_for_this_run_and_says_why(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_CTYPE", raising=False)
    monkeypatch.setenv("LANG", "C")
    monkeypatch.setenv("LC_CTYPE", "C.UTF-8")  # what Python's PEP 538 coercion adds
    seen = _start_args(monkeypatch, [])
    assert seen["ascii_suits"] is True
    assert "LANG=C" in str(seen["ascii_reason"])


def test_a_utf8_locale_keeps_unicode_and_ascii_flag_needs_no_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_CTYPE", raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    seen = _start_args(monkeypatch, [])
    assert seen["ascii_suits"] is False and seen["ascii_reason"] is None
    monkeypatch.setenv("LANG", "C")
    seen = _start_args(monkeypatch, ["--ascii"])
    assert seen["ascii_suits"] is True and seen["ascii_reason"] is None


@pytest.mark.parametrize(
    "code",
    ["x" * 100_000, "2" * 5000, "K7QD-MR9S" + "O" * 100_000],
    ids=["100k-letters", "5000-digits", "a-code-then-100k-O"],
)
@pytest.mark.parametrize("option", ["--seed", "--resume"])
def test_a_huge_code_is_quoted_short_in_the_error_line(
    capsys: pytest.CaptureFixture[str], option: str, code: str
) -> None:
    """The error line quoted the whole argument: 100 KB on one line."""
    with pytest.raises(SystemExit) as exit_info:
        main([option, code])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert len(err) < 160 and "…'" in err and err.startswith("hearts: '")


@pytest.mark.parametrize(
    "argv",
    [["--frob" + "x" * 100_000], ["sim", "--rule", "y" * 100_000], ["sim", "--table", "z" * 5000]],
    ids=["unknown-option", "sim-rule", "sim-table"],
)
def test_argparse_errors_quote_the_arguments_short(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert len(last) < 160 and "…" in last


@pytest.mark.parametrize("option", ["--help", "--version", "sim --help"])
def test_help_to_a_full_disk_says_so_and_fails(option: str, tmp_path: Path) -> None:
    """Issue 36 §12: `hearts --help > /dev/full` exited 0, silent (argparse drops the
    failed write); as other tools do, stderr says why and the status is not 0.  `hearts
    sim --help`, with a parser of its own, did the same until both shared one."""
    import subprocess
    import sys

    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "hearts_tui", *option.split()],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
        )
    assert done.returncode == 74
    assert done.stderr == "hearts: the output cannot be written (No space left on device)\n"
    head = subprocess.run(
        f"{sys.executable} -m hearts_tui {option} | head -c 1",
        shell=True,
        capture_output=True,
        text=True,
        timeout=60,
        executable="/bin/bash",
    )
    assert head.stderr == ""  # a reader that went away is no failure

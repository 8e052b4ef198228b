"""Forged shelf headers: a header is checked like the rest of a file, and nothing of a file
reaches the terminal unescaped (issue 36, point 10).

A file on the shelf is listed from its header, without replaying its game.  Its checksum
is no seal (anyone can compute it), and the header was believed: ``saved_at`` 1e300,
-1e300 or 2**63 gave a raw traceback from ``hearts --list`` and ``hearts --plain --list``
and crashed the table on ``u``; a code of escape sequences was written raw to the terminal
(the screen cleared, OSC 52 setting the clipboard); a code of 100,000 characters was
printed whole.  Now a header's code must be its table's code and its time a time, or the
file is not one hearts wrote.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_tui.cli import main
from hearts_tui.engine import Game, Rules
from hearts_tui.engine.codes import format_code, parse_code
from hearts_tui.store.saves import SaveError, _checksum, encode, read_header
from hearts_tui.store.shelf import SHELF_DIR, Shelf
from hearts_tui.store.stats import Stats
from hearts_tui.words.shelf_text import listing
from tests.property_budget import examples
from tests.store.dirs import CODE, Dirs, pass_all, play_cards, short_game

#: What may never reach the terminal: the C0 and C1 controls (ESC among them), DEL.
CONTROLS = {chr(n) for n in [*range(0x20), 0x7F, *range(0x80, 0xA0)]} - {"\n"}

FORGED_TIMES: list[Any] = [1e300, -1e300, 2**63, -1, 10**20, math.inf, math.nan, True, "today"]
FORGED_CODES = [
    "\x1b[2J\x1b[HPWNED",
    "\x1b]52;c;cHduZWQ=\x07K7QD-MR9S",
    "K" * 100_000,
    "k7qd-mr9s",  # a code, but not as hearts writes it
    "K7QD MR9S",
    format_code(parse_code(CODE).seed, Rules(target=100)),  # another table's code
    "Л7ЙВ-ЬК9Ы",  # the code typed in the Russian layout: a code to type, not in a file
    "",
    7,
]


def good_file(game_id: str = "good", code: str = CODE) -> dict[str, Any]:
    game = Game.new(code)
    pass_all(game)
    play_cards(game, 2)
    payload: dict[str, Any] = json.loads(encode(game, game_id, {}, saved_at=1_700_000_000.0))
    return payload


def forged(payload: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """``payload`` with its header changed, and its checksum computed anew (no seal)."""
    forged = json.loads(json.dumps(payload))
    forged.pop("checksum")
    for name, value in changes.items():
        if name == "code":
            forged["game"]["code"] = value
        else:
            forged[name] = value
    forged["checksum"] = _checksum(forged)
    return forged


def on_the_shelf(data: Path, name: str, payload: dict[str, Any]) -> None:
    folder = data / SHELF_DIR
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.json").write_text(json.dumps(payload))


def assert_nothing_raw(text: str) -> None:
    assert not CONTROLS & set(text), repr(text[:200])
    assert len(text) < 2000


@pytest.mark.parametrize("stamp", FORGED_TIMES, ids=repr)
def test_a_header_whose_time_is_no_time_is_not_believed(stamp: Any) -> None:
    with pytest.raises(SaveError, match="not a time"):
        read_header(json.dumps(forged(good_file(), saved_at=stamp)))


@pytest.mark.parametrize("code", FORGED_CODES, ids=lambda code: repr(code)[:20])
def test_a_header_whose_code_is_not_its_tables_code_is_not_believed(code: Any) -> None:
    with pytest.raises(SaveError):
        read_header(json.dumps(forged(good_file(), code=code)))


def test_what_hearts_writes_is_believed() -> None:
    for rules in (Rules(), Rules(target=100), Rules.domino(), Rules.cancellation()):
        game = Game.new(None, rules)
        for stamp in (None, 0.0, 1_700_000_000.123, 32_503_679_999):
            header = read_header(encode(game, "abc", {}, saved_at=stamp))
            assert header.code == game.code and header.saved_at == stamp


def forged_shelf(data: Path) -> None:
    """A good game on the shelf, and a forged file of each kind beside it."""
    on_the_shelf(data, "good", good_file())
    for number, stamp in enumerate(FORGED_TIMES):
        on_the_shelf(data, f"time{number}", forged(good_file(f"time{number}"), saved_at=stamp))
    for number, code in enumerate(FORGED_CODES):
        on_the_shelf(data, f"code{number}", forged(good_file(f"code{number}"), code=code))


@pytest.mark.parametrize("plain", [False, True], ids=["--list", "--plain --list"])
def test_list_shows_the_good_games_and_no_byte_of_a_forged_header(
    dirs: Dirs, capsys: pytest.CaptureFixture[str], plain: bool
) -> None:
    forged_shelf(dirs.data)
    assert main(["--plain", "--list"] if plain else ["--list"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.count(CODE) == 1 and "1 unfinished game:" in out
    assert_nothing_raw(out)


def test_a_forged_current_game_is_not_listed_raw_either(
    dirs: Dirs, capsys: pytest.CaptureFixture[str]
) -> None:
    dirs.data.mkdir(parents=True)
    current = good_file("current")
    del current["saved_at"]
    (dirs.data / "game.json").write_text(
        json.dumps(forged(current, code="\x1b[2JPWNED"), ensure_ascii=False)
    )
    assert main(["--list"]) == 0
    assert_nothing_raw(capsys.readouterr().out)


def test_a_file_without_a_time_and_a_wild_modification_time_is_listed(dirs: Dirs) -> None:
    """A file dated by its modification time, which `touch` sets to anything."""
    payload = good_file()
    del payload["saved_at"]
    on_the_shelf(dirs.data, "undated", forged(payload))
    [entry] = Shelf(dirs.data).entries()
    assert 0 <= entry.played_at <= 32_503_680_000
    assert_nothing_raw(listing([entry], None))


@settings(max_examples=examples(200), deadline=None)
@given(code=st.text(max_size=60), stamp=st.one_of(st.floats(), st.integers(), st.none()))
def test_no_header_whatever_it_holds_crashes_the_listing_or_reaches_the_terminal(
    tmp_path_factory: pytest.TempPathFactory, code: str, stamp: float | None
) -> None:
    data = tmp_path_factory.mktemp("shelf")
    changes: dict[str, Any] = {"code": code}
    if stamp is not None:
        changes["saved_at"] = stamp
    on_the_shelf(data, "forged", forged(good_file("forged"), **changes))
    entries = Shelf(data).entries()
    assert_nothing_raw(listing(entries, None))
    assert all(entry.code == CODE for entry in entries)


@pytest.mark.parametrize("code", ["\x1b[2JPWNED", "K" * 100_000, "k7qd-mr9s"])
@pytest.mark.parametrize("where", ["best", "worst"])
def test_statistics_whose_best_or_worst_code_is_no_code_are_not_believed(
    where: str, code: str
) -> None:
    """`stats` says the best and worst games' codes: they are codes, or the file is not
    one hearts wrote (and is kept aside, as any damaged one)."""
    good = Stats().add(short_game(), "id-1").to_dict()
    assert Stats.from_dict(good).played == 1
    with pytest.raises(ValueError, match=f"{where} must be a score and a code"):
        Stats.from_dict({**good, where: {"score": 3, "code": code}})

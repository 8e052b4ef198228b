"""Issue 20 §3–4: House rules answers every key at once (the row, its explanation and the
summary change together, in the key's own handling) and its summary names the next game."""

from __future__ import annotations

from typing import Any

import pytest
from textual import events
from textual.pilot import Pilot

from hearts_tui.app.screens.house_rules import HouseRulesScreen
from hearts_tui.app.widgets.rows import FormView
from hearts_tui.engine import Rules
from hearts_tui.words.rules_text import describe_option_changes
from hearts_tui.words.table_choice import explanations

from .form_driver import click_button
from .host import Host

SIZE = (80, 24)


def _parts(screen: HouseRulesScreen, field: str) -> tuple[Any, int, str, str, Rules]:
    """The row's value and how many of its choices show chosen, its explanation, the
    summary, and the rules the dialog holds."""
    row = screen.form.row(field)
    pressed = sum(value == row.value for _, value in row.shown())
    return (row.value, pressed, screen.explanation(field), screen.summary(), screen.rules)


def _agree(parts: tuple[Any, int, str, str, Rules], field: str) -> None:
    value, pressed, explanation, summary, rules = parts
    assert pressed == 1
    assert getattr(rules, field) == value
    assert explanation == explanations(rules)[field]
    changes = " · ".join(describe_option_changes(rules)) or "Standard table"
    assert summary == "Next game: " + changes


async def _send_back_to_back(pilot: Pilot[Any], *keys: str) -> None:
    """Send ``keys`` as a terminal sends a quick burst: all queued before any is handled."""
    driver = pilot.app._driver
    assert driver is not None
    for key in keys:
        event = events.Key(key, None)
        event.set_sender(pilot.app)
        driver.send_message(event)
    await pilot.pause()
    await pilot.pause()


@pytest.mark.parametrize("field", ["players", "move_timer"])
async def test_two_quick_right_presses_move_two_steps_and_every_part_follows_each_key(
    field: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 20 §3: of two quick → one was lost (the second read the value before the first
    had landed), the explanation came 1–2 s late and two player counts showed pressed."""
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    seen: list[tuple[Any, int, str, str, Rules]] = []
    step = FormView.action_step

    def watched(self: FormView, delta: int) -> None:
        step(self, delta)
        seen.append(_parts(screen, field))  # at the end of the key's own handling

    monkeypatch.setattr(FormView, "action_step", watched)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen.form.focus_stop(field)
        await pilot.pause()
        row = screen.form.row(field)
        offered = [value for _, value in row.shown()]
        start = offered.index(row.value)
        await _send_back_to_back(pilot, "right", "right")
        assert screen.form.value(field) == offered[start + 2]
        assert len(seen) == 2
        for parts in seen:
            _agree(parts, field)
        _agree(_parts(screen, field), field)


async def test_a_list_steps_by_key_and_its_explanation_follows_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The drop-down rows (pass cycle, moon…) answer ← / → in the same key's handling too."""
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    seen: list[tuple[object, object]] = []
    step = FormView.action_step

    def watched(self: FormView, delta: int) -> None:
        step(self, delta)
        seen.append((self.value("pass_cycle"), screen.rules.pass_cycle))

    monkeypatch.setattr(FormView, "action_step", watched)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen.form.focus_stop("pass_cycle")
        await _send_back_to_back(pilot, "right", "right")
        assert len(seen) == 2
        assert all(value == held for value, held in seen)
        assert seen[0][0] != seen[1][0]


async def test_the_summary_says_next_game_not_this_table() -> None:
    """Issue 20 §4: the dialog sets the next game; "This table: …" read as the one played."""
    screen = HouseRulesScreen(Rules(target=50))
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        summary = screen.summary()
        assert summary.startswith("Next game: ") and "This table" not in summary
        await click_button(pilot, screen.form, "reset")
        await pilot.press("y")  # the question before a reset
        await pilot.pause()
        assert screen.summary() == "Next game: Standard table"


async def test_the_focused_options_name_stands_out_and_follows_the_focus() -> None:
    """Issue 20 §2: the focus must stand out: the name of the focused option is drawn in
    its own look (underlined), and only that one, wherever the focus goes."""
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = screen.form
        width = form.content_size.width

        def underlined() -> list[str]:
            names = []
            for line in form._layout()[1]:
                row = form.rows[line.row]
                if line.part != 0 or row.kind not in ("choice", "list"):
                    continue
                strip = form._strip(line, width - 1)
                first = next(iter(strip))
                if first.style is not None and first.style.underline:
                    names.append(row.key)
            return names

        assert underlined() == ["variant"]
        await pilot.press("down")
        assert underlined() == ["players"]
        await pilot.press("down", "down")
        assert underlined() == ["target"]
        await pilot.press("up")
        assert underlined() == ["scoring"]


async def test_a_burst_of_arrows_and_digits_types_the_target_on_the_row_the_arrows_reach() -> None:
    """ "↓ ↓ ↓ 1 2 5 ↓" typed faster than drawn (tmux sends them in one write): the digits
    were handled before the arrows that lead to the target row, and were lost."""
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await _send_back_to_back(pilot, "down", "down", "down", "1", "2", "5", "down")
        await pilot.pause()
        assert screen.rules.target == 125
        assert screen.form.focused_key == "move_timer"

"""Domino and Cancellation Hearts never pass: no status line, key, tracker, review or help
page speaks of a pass there (issue 12: "No passing this hand." at Domino was untrue)."""

from __future__ import annotations

from hearts_tui.engine import Game, Rules
from hearts_tui.words.describe import no_pass_now
from hearts_tui.words.hand_review import record_hand, review_lines
from hearts_tui.words.help_text import help_markdown, keys_markdown
from hearts_tui.words.tracker import tracker_columns, tracker_facts
from tests.store.test_stats_variants import finish_any

from .helpers import CODE, make_app, my_turn, settle, status

NO_PASS_TABLES = (Rules.domino(4), Rules.cancellation(8))


async def test_the_first_prompt_of_a_table_without_a_pass_does_not_mention_passing() -> None:
    for rules in NO_PASS_TABLES:
        app = make_app(Game.new(CODE, rules))
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, lambda app=app: my_turn(app))  # type: ignore[misc]
            assert "pass" not in status(app).lower(), (rules.variant, status(app))
            assert status(app).startswith("Your lead"), status(app)


async def test_p_at_domino_hearts_says_the_game_has_no_pass() -> None:
    app = make_app(Game.new(CODE, Rules.domino(4)))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("p")
        assert status(app) == "Domino Hearts has no pass: the hands are played as dealt"


def test_the_p_notice_names_the_table_that_never_passes() -> None:
    assert no_pass_now(Rules.cancellation(9)).startswith("Cancellation Hearts has no pass")
    assert no_pass_now(Rules(pass_cycle="off")).startswith("This table has no pass")
    assert no_pass_now(Rules()).startswith("There is no pass now")


def test_the_tracker_has_no_pass_line_at_a_table_without_a_pass() -> None:
    for rules in NO_PASS_TABLES:
        game = Game.new(CODE, rules)
        _, points = tracker_columns(tracker_facts(game.view(0)))
        assert not any("pass" in line.lower() for line in points), points
    # A Standard hand without a pass (hand 4) still says so.
    standard = Game.new(CODE, Rules(pass_cycle="right"))
    _, points = tracker_columns(tracker_facts(standard.view(0)))
    assert any(line.startswith("Pass: not chosen yet") for line in points)


def test_the_hand_review_of_a_table_without_a_pass_says_nothing_of_one() -> None:
    for rules in NO_PASS_TABLES:
        game = finish_any(Game.new(CODE, rules.replace(target=10)))
        record = record_hand(game, 1)
        lines = review_lines(record, None, 0)
        assert not any("pass" in line.lower() for line in lines), lines
        assert "As dealt:" in lines and lines[0] != "", lines


def test_help_at_a_table_without_a_pass_has_no_pass_key_and_its_own_tactics() -> None:
    for rules in NO_PASS_TABLES:
        keys = keys_markdown(rules)
        assert "pass" not in keys.lower(), keys
        page = help_markdown(rules)
        assert "Pass A♠ and K♠" not in page
    assert "Only hearts score" in help_markdown(Rules.domino())
    assert "two Q♠" in help_markdown(Rules.cancellation())
    assert "| p | pass the 3 chosen cards |" in help_markdown(Rules())

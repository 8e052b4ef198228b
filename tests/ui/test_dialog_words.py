"""Issue 40 §4–§6: what the table says around its dialogs.

§4: game over named Enter for the results while they were open (Enter did nothing there);
"Finish the hand?" said nothing could change a score and then you took 6 points.
§5: ↓ after the last house rule landed on Reset to Standard, and Enter wiped every choice.
§6: with "wait for a key" on, a message (i) took the place of "Press Enter for the next
trick" for good; "… put aside (u). Pick 3 cards to pass, then p" stayed once 3 were chosen.
"""

from __future__ import annotations

import pytest
from textual.widgets import Static

from hearts_tui.app.screens.confirm import ConfirmScreen
from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.house_rules import HouseRulesScreen
from hearts_tui.app.widgets.footer import KeyLine
from hearts_tui.engine import Game, Rules
from hearts_tui.words.language import use
from tests.house_rules.host import Host

from .helpers import CODE, make_app, my_turn, play_my_card, settle, status
from .positions import east_shoots_the_moon, follow_clubs, you_lead_with_every_top_card
from .test_frame_clicks import played_out


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_game_over_names_enter_for_the_results_only_once_they_are_closed(
    language: str,
) -> None:
    use(language)
    enter = "Enter the results" if language == "en" else "Enter — итоги"
    app = make_app(played_out(east_shoots_the_moon([30, 30, 40, 90])), language=language)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.pause()
        said = status(app)
        assert enter not in said and ("n new game, r replay" in said or "r — переиграть" in said)
        await pilot.press("escape")
        await settle(pilot, lambda: app.screen is app.table)
        assert enter in status(app)
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.pause()
        assert enter not in status(app)


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_finish_the_hand_says_the_rest_is_forced_and_names_its_keys_as_its_buttons(
    language: str,
) -> None:
    use(language)
    app = make_app(you_lead_with_every_top_card(), confirm_move=False, language=language)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("f")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ConfirmScreen)
        detail = str(screen.query_one("#detail", Static).content)
        keys = str(screen.query_one(KeyLine).render())
        if language == "en":
            assert detail.startswith("The rest is forced: you win every trick left and take")
            assert "the last 26 points." in detail
            assert keys == "y Finish  n Play on"
        else:
            assert "последние 26 очков" in detail
            assert keys == "д Доиграть  н Играть дальше"


async def test_down_after_the_last_rule_and_enter_ask_before_a_reset() -> None:
    chosen = Rules(players=5, target=100)
    screen = HouseRulesScreen(chosen)
    app = Host(screen)
    async with app.run_test(size=(80, 30)) as pilot:
        await pilot.pause()
        form = screen.form
        form.focus_stop(form.stop_keys()[-4])  # the last rule (then Reset, Cancel, Apply)
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)  # not wiped: asked
        assert screen.rules == chosen
        await pilot.press("enter")  # a second stray Enter: No has the focus
        await pilot.pause()
        assert app.screen is screen and screen.rules == chosen
        assert form.value("players") == 5


async def test_a_reset_of_the_standard_table_asks_nothing() -> None:
    screen = HouseRulesScreen(Rules())
    app = Host(screen)
    async with app.run_test(size=(80, 30)) as pilot:
        await pilot.pause()
        screen.form.focus_stop("reset")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and screen.rules == Rules()


async def test_a_message_while_a_trick_is_held_keeps_the_prompt_after_it() -> None:
    app = make_app(follow_clubs(), confirm_move=False, pause_after_trick=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await settle(pilot, lambda: status(app) == "Press Enter for the next trick")
        await pilot.press("i")  # East leads next: no hint now, and the table still waits
        await pilot.pause()
        said = status(app)
        assert "A hint is for your turn or your pass" in said
        assert said.endswith("Press Enter for the next trick") or said.endswith("next trick")
        await pilot.press("enter")
        await settle(pilot, lambda: my_turn(app))


async def test_the_pass_prompt_follows_the_cards_chosen_and_news_gives_way() -> None:
    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.tell("Game 26BQ-524X (hand 2) put aside: u brings it back. ", "26BQ put aside (u). ")
        await pilot.pause()
        assert "put aside" in status(app) and "pick 3" in status(app).lower()
        await pilot.press("enter", "right", "enter", "right", "enter")
        await pilot.pause()
        said = status(app)
        assert "put aside" not in said and "pick 3" not in said.lower(), said
        assert "3 chosen" in said, said
        assert "Game 26BQ-524X (hand 2) put aside: u brings it back." in app.table.hand_log.lines
        await pilot.press("enter")  # one put back: pick again
        await pilot.pause()
        assert "pick 3" in status(app).lower()

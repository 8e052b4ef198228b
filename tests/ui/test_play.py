"""Playing through the real key bindings: a whole hand, a whole game, replay and new game."""

from __future__ import annotations

import pytest

from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.engine import Game, Rules
from hearts_tui.words.describe import winners_text

from .helpers import CODE, MemoryStore, make_app, my_turn, pass_with_keys, play_my_card, settle


@pytest.mark.slow
async def test_a_whole_hand_with_the_keyboard_ends_in_the_hand_summary() -> None:
    """Pass with Enter/p, play 13 cards with arrows+Enter: the summary shows 26 points dealt."""
    store = MemoryStore()
    app = make_app(store=store)
    async with app.run_test(size=(80, 24)) as pilot:
        await pass_with_keys(pilot)
        await settle(pilot, lambda: my_turn(app) or app.game.phase != "playing")
        assert app.game.phase == "playing"
        while app.game.phase == "playing":
            await settle(pilot, lambda: my_turn(app) or app.game.phase != "playing")
            if my_turn(app):
                await play_my_card(pilot)
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
        assert len(app.game.tricks) == 13
        assert sum(app.game.hand_points) in (26, 78)  # 78: a moon shot, 3 × 26
        # Every pass, every card and the hand end were saved.
        assert len(store.saves) >= 1 + 52
        await pilot.press("enter")
        await settle(pilot, lambda: app.game.hand_number == 2 and app.screen is app.table)
        assert app.game.phase == "passing"
        assert app.game.pass_direction == "right"


@pytest.mark.slow  # a whole game at the table: the full suite runs it, the fast loop not
async def test_a_whole_game_ends_in_game_over_and_replay_deals_the_same_code() -> None:
    """A game to 25 from its first deal, played with the keys (confirm move off): game over
    names the winner, the game is recorded once, and r replays the same code from hand 1."""
    store = MemoryStore()
    short = Game.new(CODE, Rules(target=25))
    app = make_app(short, store=store, confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, GameOverScreen):
            await settle(
                pilot,
                lambda: (
                    my_turn(app)
                    or isinstance(app.screen, HandSummaryScreen | GameOverScreen)
                    or (app.game.phase == "passing" and not app.game.has_passed(0))
                ),
            )
            if isinstance(app.screen, HandSummaryScreen):
                await pilot.press("enter")
            elif app.game.phase == "passing":
                await pass_with_keys(pilot)
            elif my_turn(app):
                await play_my_card(pilot)
        assert app.game.phase == "game_over"
        assert max(app.game.scores) >= 25
        assert store.finished == [short.code]
        winners = str(app.screen.query_one("#winners").content)
        low = min(app.game.scores)
        firsts = [seat for seat, total in enumerate(app.game.scores) if total == low]
        assert app.game.winners == firsts
        assert winners == f"Game over · {winners_text(app.game)}"
        first = app.game
        await pilot.press("r")
        await settle(pilot, lambda: app.game is not first and app.screen is app.table)
        assert app.game.code == short.code
        assert app.game.rules.target == 25
        assert (app.game.hand_number, app.game.phase) == (1, "passing")
        assert app.game.hand(0) == Game.new(short.code).hand(0)
        assert store.finished == [short.code]


@pytest.mark.slow
async def test_new_game_from_game_over_deals_a_fresh_code() -> None:
    """n on the game-over dialog starts a game with another code."""
    game = Game.from_hands(
        [Game.new(CODE).hand(s) for s in range(4)], hand_number=4, scores=[49, 49, 49, 49]
    )
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, GameOverScreen):
            await settle(pilot, lambda: my_turn(app) or isinstance(app.screen, GameOverScreen))
            if my_turn(app):
                await play_my_card(pilot)
        await pilot.press("n")
        await settle(pilot, lambda: app.game is not game and app.screen is app.table)
        assert app.game.code != game.code
        assert app.game.scores == [0, 0, 0, 0]


@pytest.mark.slow
async def test_shooter_chooses_asks_you_and_scores_your_choice() -> None:
    """Under "shooter chooses" you take every point card: the dialog asks; 2 = you −26."""
    from hearts_tui.app.screens.moon_choice import MoonChoiceScreen

    from .positions import EAST_SHOOTS

    hands = [EAST_SHOOTS[3], EAST_SHOOTS[0], EAST_SHOOTS[1], EAST_SHOOTS[2]]
    game = Game.from_hands(
        hands, Rules(moon="shooter_chooses"), hand_number=4, scores=[30, 0, 0, 0]
    )
    app = make_app(game, confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, MoonChoiceScreen):
            await settle(pilot, lambda: my_turn(app) or isinstance(app.screen, MoonChoiceScreen))
            if my_turn(app):
                await play_my_card(pilot)
        assert app.game.moon_choice_pending == 0
        await pilot.press("2")
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
        assert app.game.scores == [4, 0, 0, 0]
        assert str(app.screen.query_one("#moon").content) == "You shot the moon: You −26"


async def test_the_game_over_buttons_answer_a_click() -> None:
    """The last trick of a game at 49 each: the game over opens; a click on "Replay this
    game" deals the same code again from hand 1."""
    game = Game.from_hands(
        [Game.new(CODE).hand(s) for s in range(4)], hand_number=4, scores=[49, 49, 49, 49],
        code=CODE,
    )  # fmt: skip
    while len(game.tricks) < 12:
        game.play(game.legal_cards()[0])
    app = make_app(game, confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app) or isinstance(app.screen, GameOverScreen))
        if my_turn(app):
            await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.click("#replay")
        await settle(pilot, lambda: app.game is not game and app.screen is app.table)
        assert app.game.code == CODE and app.game.hand_number == 1


async def test_q_at_the_moon_choice_quits_and_the_choice_waits_for_the_next_start() -> None:
    """Issue 27, point 8: the moon dialog ignored q while the footer showed "q Quit"."""
    from hearts_tui.app.screens.moon_choice import MoonChoiceScreen

    from .positions import EAST_SHOOTS

    hands = [EAST_SHOOTS[3], EAST_SHOOTS[0], EAST_SHOOTS[1], EAST_SHOOTS[2]]
    game = Game.from_hands(
        hands, Rules(moon="shooter_chooses"), hand_number=4, scores=[30, 0, 0, 0]
    )
    while game.moon_choice_pending is None:
        game.play(game.legal_cards()[0])
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, MoonChoiceScreen))
        await pilot.press("q")
        await pilot.pause()
        assert app.return_code == 0  # set by the exit: q quit
    assert app.game.moon_choice_pending == 0  # saved with the choice still to make

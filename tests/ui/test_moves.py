"""Legality shown and explained, and confirm move: greyed cards, reasons, the raised card."""

from __future__ import annotations

import sys
from pathlib import Path

from hearts_tui.engine import Card
from hearts_tui.words.language import use

from .helpers import click_card, looks, make_app, my_turn, settle, status
from .positions import follow_clubs, you_lead_two_of_clubs


async def test_illegal_cards_are_greyed_and_choosing_one_says_why() -> None:
    """With clubs led, only your clubs are bright; a diamond gets "follow suit, you have ♣"."""
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        legal = set(app.game.legal_cards())
        assert legal == {Card.parse("5C"), Card.parse("9C")}
        for card, look in looks(app).items():
            assert look.playable == (card in legal), card
        await pilot.press("right", "right", "enter")  # the 4♦
        assert status(app) == "4♦: follow suit, you have ♣"
        assert len(app.game.trick) == 3


async def test_in_russian_a_refused_card_is_one_sentence_without_a_capital_after_its_colon() -> (
    None
):
    # The merged main of issues 36–40 said «4♦: Ходите в масть: у вас есть ♣» (and
    # «7♦: Добирайте: …» at Domino): a reason glued after the card, its capital and its
    # own colon kept; the line mode says «ходите в масть, у вас есть …».
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from grammar_ru import text_faults

    use("ru")
    app = make_app(follow_clubs(), language="ru")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("right", "right", "enter")  # the 4♦
        assert status(app) == "4♦: ходите в масть, у вас есть ♣"
        assert text_faults(status(app)) == []


async def test_the_two_of_clubs_must_lead_and_others_say_so() -> None:
    """Holding the 2♣ on the first trick, any other card is refused with the reason."""
    app = make_app(you_lead_two_of_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("end", "enter")
        assert status(app).endswith(": the 2♣ leads the first trick")
        assert app.game.trick == []


async def test_confirm_move_raises_the_card_and_says_what_it_does_then_plays() -> None:
    """First Enter raises 9♣ and explains it; the second Enter plays it."""
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        nine = Card.parse("9C")
        await pilot.press("right", "enter")
        assert looks(app)[nine].selected
        assert status(app) == "9♣ ducks under East's J♣. Press again to play it"
        assert len(app.game.trick) == 3
        await pilot.press("enter")
        assert app.game.tricks[0].card_of(0) == nine


async def test_choosing_another_card_moves_the_raise_instead_of_playing() -> None:
    """With 9♣ raised, choosing 5♣ raises 5♣ and plays nothing."""
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("right", "enter", "left", "enter")
        assert looks(app)[Card.parse("5C")].selected
        assert not looks(app)[Card.parse("9C")].selected
        assert len(app.game.trick) == 3


async def test_with_confirm_move_off_one_press_plays() -> None:
    """Confirm move switched off: a single Enter plays the card."""
    app = make_app(follow_clubs(), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("enter")
        assert app.game.tricks[0].card_of(0) == Card.parse("5C")


async def test_a_click_chooses_a_card_like_enter() -> None:
    """Two clicks on the 9♣ raise it and then play it."""
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await click_card(pilot, Card.parse("9C"))
        assert len(app.game.trick) == 3
        await click_card(pilot, Card.parse("9C"))
        assert app.game.tricks[0].card_of(0) == Card.parse("9C")


async def test_the_last_trick_can_be_looked_at_again() -> None:
    """After the first trick, l opens the last trick with its winner; Escape closes it."""
    from hearts_tui.app.screens.last_trick import LastTrickScreen

    app = make_app(follow_clubs(), confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("enter")
        await settle(pilot, lambda: app.game.last_trick is not None)
        await pilot.press("l")
        assert isinstance(app.screen, LastTrickScreen)
        await pilot.press("escape")
        assert app.screen is app.table


async def test_on_your_turn_the_cursor_starts_on_a_card_you_may_play() -> None:
    """East leads the 2♠ and your only spade is the last card: the cursor starts on it."""
    from hearts_tui.engine import Game, Rules

    hands = [
        ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "3S"],
        ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"],
        ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"],
        ["AD", "2S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"],
    ]
    rules = Rules(first_lead="left_of_dealer")
    app = make_app(Game.from_hands(hands, rules, hand_number=4))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        assert app.game.trick[0] == (3, Card.parse("2S"))
        await pilot.press("enter", "enter")
        await settle(pilot, lambda: bool(app.game.tricks))
        assert app.game.tricks[0].card_of(0) == Card.parse("3S")

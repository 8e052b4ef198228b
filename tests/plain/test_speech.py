"""What the line mode says of the events of Domino and Cancellation Hearts, of a hand's end
and of the game's end (plain/speech.py), from games played in the engine and the session."""

from __future__ import annotations

from hearts_tui.engine import CARDS, Card, Game, Rules
from hearts_tui.plain.events import GameEnded, Played, TrickDone
from hearts_tui.plain.speech import Speech
from tests.engine.helpers import cards
from tests.engine.test_cancellation_game import carried_opening
from tests.ui.positions import EAST_SHOOTS

from .script import table_code
from .test_commands import said, shell

#: You hold the six top diamonds; West holds clubs and East spades.  The stock's top is
#: 2♥ 3♥ 2♦ 4♥ 3♦: on your lead West draws three cards to follow, then East two.
DRAWING = ["AD KD QD JD TD 9D", "2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"]
DRAWING_TOP = "2H 3H 2D 4H 3D"
CODE = "K7QD-MR9S"


def drawing() -> Game:
    """The hand of :data:`DRAWING` at 3 players, its CPUs seeded by a fixed code."""
    rules = Rules.domino(3)
    held = set(cards(" ".join(DRAWING)))
    top = cards(DRAWING_TOP)
    stock = top + [card for card in CARDS if card not in held and card not in top]
    hands = [cards(hand) for hand in DRAWING]
    return Game.from_hands(hands, rules, stock=stock, code=table_code(rules, CODE))


def test_each_cpu_run_of_draws_is_said_with_the_stock_it_left() -> None:
    """34 cards in the stock: West's three draws leave 31, East's two then 29 (each run is
    said with its own count, not with the stock as the last CPU left it)."""
    commands = shell(drawing(), plain_confirm_move=False)
    assert said(commands, "ad")[:5] == [
        "Trick 1. You lead the ace of diamonds.",
        "West draws 3 cards; 31 left in the stock.",
        "West plays the 2 of diamonds.",
        "East draws 2 cards; 29 left in the stock.",
        "East plays the 3 of diamonds.",
    ]


def test_a_domino_hand_says_who_runs_out_and_what_the_last_player_kept() -> None:
    """Who plays their last card is said to be out of the hand; the last player left, who
    takes their own cards as tricks, is not said to be "out of cards" (East held eight
    spades when "East is out of cards." was said of him)."""
    commands = shell(drawing())
    lines: list[str] = []
    for card in ["ad", "kd", "qd", "jd", "td"]:
        said(commands, card)
    assert said(commands, "")[0] == "Your lead: your last card, the 9 of diamonds."
    lines = said(commands, "9d")
    assert lines[:2] == [
        "Trick 6. You lead the 9 of diamonds.",
        "You have played your last card: you are out of this hand.",
    ]
    assert "West has played their last card and is out of this hand." in lines
    assert not any(line.startswith("East") and "out of" in line for line in lines)
    end = next(i for i, line in enumerate(lines) if line.startswith("Hand 1 over."))
    # The cards left in East's hand are said before the points they make (issue 39 §15).
    assert lines[end - 1] == (
        "East was left with the 9, 8, 7, 6, 5, 4, 3 and 2 of spades: taken as tricks (no points)."
    )
    assert lines[end + 1] == "Hand 2. No pass; 34 cards in the stock."


def test_a_cancelled_card_and_a_trick_nobody_wins_are_said_with_what_waits() -> None:
    game = carried_opening()
    record = game.last_trick
    assert record is not None
    speech = Speech(game)
    twin = Played(1, Card.parse("9C"), 1, lead=False, cancels=True)
    done = TrickDone(record, 1, waiting=game.waiting)
    assert speech.say([twin, done]) == [
        "Ada plays the 9 of clubs: both cancel.",
        "Nobody wins the trick: every club cancelled; it waits for the next winner.",
        "Waiting for the winner: 8 cards (no points).",
    ]


def test_more_than_three_cards_are_said_by_suit() -> None:
    cards = [Card.parse(code) for code in ("AD", "QD", "9D", "4H")]
    assert Speech(Game.new(CODE)).cards(cards) == (
        "the ace, queen and 9 of diamonds; the 4 of hearts"
    )
    assert Speech(Game.new(CODE), short=True).cards(cards) == "AD QD 9D 4H"


def test_a_hand_after_the_first_ends_with_the_totals_and_the_game_with_the_winner() -> None:
    """East's moon shot ends hand 4 (its points are the totals); the hands after it say
    the totals, but the last, whose final scores say them."""
    game = Game.from_hands(EAST_SHOOTS, Rules(target=60), hand_number=4, code=CODE)
    speech = Speech(game)
    assert speech.hand_start()[0] == "Hand 4. No passing this hand."
    ends: list[list[str]] = []
    while game.phase != "game_over":
        if game.phase == "passing":
            for seat in range(4):
                game.pass_cards(seat, game.hand(seat)[:3])
        while game.phase == "playing":
            game.play(game.legal_cards()[0])
        ends.append(speech.hand_end(game))
        if game.phase == "hand_over":
            game.next_hand()
    first, *middle, last = ends
    assert first[:2] == [  # the cause before the points (issue 39 §15)
        "East shot the moon: everyone else gets 26.",
        "Hand 4 over. Points: You 26, West 26, North 26, East 0.",
    ]
    assert middle and all(lines[-1].startswith("Totals: You ") for lines in middle)
    assert not any(line.startswith("Totals:") for line in first + last)
    over = speech.say([GameEnded()])
    assert over[0].startswith("Game over. ") and over[1].startswith("Final scores: You ")
    assert over[-1] == "Type new for a new game, replay to play this deal again, or quit."


def test_draw_draws_until_you_can_follow_in_one_command_and_one_line() -> None:
    """Each of your own draws cost a command and two lines (8 in one trick): `draw` now
    draws until you can follow, said in one line with the cards drawn."""
    commands = shell(Game.new(table_code(Rules.domino(), CODE)))
    for _ in range(200):
        if commands.session.waiting_for_you() == "draw":
            break
        said(commands, commands.game.legal_cards()[0].code)
    assert commands.session.waiting_for_you() == "draw"
    stock = commands.game.stock_size
    lines = said(commands, "draw")
    assert lines[0].startswith("You draw the ")
    assert lines[0].endswith(("; now you can follow.", "; the stock is empty: play any card."))
    assert not any(line.startswith("You draw") for line in lines[1:])
    assert not any(line.startswith("Still no") for line in lines)
    assert commands.game.stock_size < stock
    assert commands.session.waiting_for_you() != "draw"

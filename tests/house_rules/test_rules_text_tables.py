"""Help's rules of the tables of SPEC §3b: Domino Hearts' drawing and leaving, Cancellation
Hearts' cancelling and carried tricks, 6 and 7 players, "Q♠ must go", the move timer; and
the choices the engine made where the pages are silent (who deals first, how the deal
moves), said as the engine plays them."""

from __future__ import annotations

from hearts_tui.engine import Game, Rules
from hearts_tui.words.rules_text import describe_option_changes, describe_rules, point_values
from hearts_tui.words.seats import seat_names


def test_domino_hearts_explains_the_stock_drawing_and_leaving() -> None:
    text = describe_rules(Rules.domino(5))
    assert "**Domino Hearts** · 5 players · target 31" in text
    assert "6 cards each; the other 22 lie face down as the stock" in text
    assert "draw from the stock (d), one card at a time, until you can" in text
    assert "With the stock empty, a player who cannot follow plays any card" in text
    assert "a player whose hand is empty leaves the hand" in text
    assert "the next player to the left who is still in leads" in text
    assert "take their remaining cards as if in tricks" in text
    assert "the Q♠ scores nothing: 13 a hand" in text
    assert "no moon shot" in text
    assert "reaches 31" in text


def test_cancellation_hearts_explains_two_decks_cancelling_and_carried_tricks() -> None:
    text = describe_rules(Rules.cancellation(9))
    assert "**Cancellation Hearts** · 9 players · target 100" in text
    assert "two 52-card decks, so every card is there twice; 9 players, 11 cards each" in text
    assert "The last 5 lie face down and go, with their points, with the first trick" in text
    assert "two identical cards in one trick (two 9♥, say) cancel each other" in text
    assert "the highest card of the suit led that is not cancelled wins" in text
    assert "If every card of the suit led is cancelled" in text
    assert "it waits, face up, and goes with its points to the winner of the next trick" in text
    assert "its leader leads again" in text
    assert "On the last trick it goes to the winner of the trick before it" in text
    assert "the Q♠ may be played to it" in text  # the first trick
    assert "each Q♠ 13: 52 a hand" in text
    assert "both decks' hearts and both copies of the Q♠" in text and "everyone else 52" in text
    assert "No pass" not in text and "none: the hands are played as dealt" in text


def test_an_even_deal_at_cancellation_mentions_no_face_down_cards() -> None:
    text = describe_rules(Rules.cancellation(8))
    assert "13 cards each, dealt round. Ace high" in text
    assert "face down" not in text


def test_who_deals_first_and_how_the_deal_moves_match_the_engine() -> None:
    """The help says the last seat deals hand 1 (so you lead it) and the deal moves left;
    the engine's own dealer says the same."""
    for rules in (Rules.domino(3), Rules.cancellation(7)):
        text = describe_rules(rules)
        last = seat_names(rules.players)[-1]
        assert f"{last} deals the first hand, so you lead it" in text
        assert "the deal moves one seat to the left (clockwise) each hand" in text
        game = Game.new("K7QD-MR9S", rules)
        assert (game.dealer, game.turn) == (rules.players - 1, 0)
    rules = Rules(first_lead="left_of_dealer", pass_cycle="off")
    assert "East deals the first hand, so you lead it" in describe_rules(rules)
    game = Game.new("K7QD-MR9S", rules)
    assert (game.dealer, game.turn) == (3, 0)  # East deals, you lead
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    game.next_hand()
    assert (game.dealer, game.turn) == (0, 1)  # the deal moved left: West leads


def test_six_and_seven_players_name_the_cards_taken_out() -> None:
    six = describe_rules(Rules(players=6))
    assert "the 2♦, 3♦, 3♣ and 4♣ are taken out, 48 cards, 8 each" in six
    assert "the holder of the 2♣ leads it" in six
    seven = describe_rules(Rules(players=7, short_deck="kitty"))
    assert "7 players, 7 cards each; the last 3 cards lie face down as a kitty" in seven


def test_queen_must_go_and_the_move_timer_have_their_own_lines_only_when_on() -> None:
    plain = describe_rules(Rules())
    assert "Q♠ must go" not in plain and "Move timer" not in plain
    text = describe_rules(Rules(queen_must_go=True, move_timer=60))
    assert "**Q♠ must go**: whoever holds the Q♠ must play it at the first chance" in text
    assert "the K♠ or A♠ is already on the trick" in text
    assert "**Move timer**: 60 seconds for each of your moves" in text
    assert "the normal CPU would choose is played for you" in text
    assert "stops while a dialog is open" in text
    # At Cancellation Hearts the engine sheds it whenever, played now, it would not win.
    cancellation = describe_rules(Rules.cancellation(queen_must_go=True))
    assert "when, played now, it would not win the trick as it stands" in cancellation
    assert "K♠ or A♠" not in cancellation


def test_option_changes_name_the_game_first_and_not_its_own_defaults() -> None:
    assert describe_option_changes(Rules.domino()) == ["Domino Hearts, 4 players"]
    assert describe_option_changes(Rules.cancellation(10, move_timer=60, target=150)) == [
        "Cancellation Hearts, 10 players",
        "Target 150",
        "Move timer 60 s",
    ]
    assert describe_option_changes(Rules(players=6, queen_must_go=True)) == [
        "Q♠ must go",
        "6 players, 2♦, 3♦, 3♣ and 4♣ removed",
    ]


def test_point_values_count_each_scoring_card_twice_with_two_decks() -> None:
    assert point_values(Rules.cancellation()) == "hearts 1 each, each Q♠ 13: 52 a hand"


def test_help_lists_the_draw_key_at_domino_hearts_only() -> None:
    from hearts_tui.words.help_text import help_markdown

    assert "| d | draw a card from the stock" in help_markdown(Rules.domino())
    assert "| d |" not in help_markdown(Rules())
    assert "**Move timer**" in help_markdown(Rules(move_timer=30))

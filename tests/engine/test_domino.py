"""Domino Hearts (SPEC §3b, pages 001 and 004), one scripted test per rule."""

from __future__ import annotations

import pytest

from hearts_tui.engine import CARDS, Card, Game, IllegalMove, Rules, format_code
from hearts_tui.engine.finish import rest_is_decided

from .helpers import cards, codes, fill, play_script


def domino(hands: list[str], top: str = "", **changes: object) -> Game:
    """A Domino hand with these hands; the stock starts with ``top``, then the other cards
    in card order (clubs 2 first)."""
    rules = Rules.domino(len(hands), **changes)
    held = set(cards(" ".join(hands)))
    first = cards(top)
    rest = [card for card in CARDS if card not in held and card not in first]
    return Game.from_hands([cards(h) for h in hands], rules, stock=first + rest)


#: Seat 0 holds the six top diamonds; seats 1 and 2 hold none.  The stock's top holds the
#: 2♦..8♦, so seats 1 and 2 each draw one diamond a trick for three tricks.
LEAVING = ["AD KD QD JD TD 9D", "2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"]
LEAVING_TOP = "2D 3D 4D 5D 6D 7D 8D"


def test_domino_deals_six_cards_each_and_the_rest_is_a_face_down_stock() -> None:
    for players in range(2, 8):
        game = Game.new(format_code(31), Rules.domino(players))
        assert all(len(game.hand(seat)) == 6 for seat in range(players))
        assert game.stock_size == 52 - 6 * players
        assert game.kitty == ()
        view = game.view(0)
        assert view.stock_size == 52 - 6 * players and view.kitty_size == 0
        assert len(view.unseen()) == 52 - 6  # the stock is unseen, like other hands


def test_domino_has_no_pass_play_starts_at_once() -> None:
    game = Game.new(format_code(32), Rules.domino(4))
    assert game.phase == "playing" and game.pass_direction == "none"
    with pytest.raises(IllegalMove, match="No pass this hand"):
        game.pass_cards(0, game.hand(0)[:3])


def test_the_player_left_of_the_dealer_leads_any_card() -> None:
    game = Game.new(format_code(33), Rules.domino(4, target=500))
    for hand in (1, 2, 3):
        assert game.hand_number == hand and game.turn == (game.dealer + 1) % 4 == hand - 1
        hand_cards = game.hand(game.turn)
        not_hearts = [c for c in hand_cards if c.suit.letter != "H"] or list(hand_cards)
        assert game.legal_cards() == not_hearts  # no lead card; hearts wait to be broken
        while game.phase == "playing":
            game.draw() if game.must_draw else game.play(game.legal_cards()[0])
        game.next_hand()


def test_a_player_who_cannot_follow_draws_until_able_to_and_keeps_the_drawn_cards() -> None:
    game = domino(["AD 2C 3C 4C 5C 6C", "2S 3S 4S 5S 6S 7S", "2H 3H 4H 5H 6H 7H"], "8S 9H KD")
    play_script(game, "AD")
    assert game.turn == 1 and game.must_draw
    assert game.legal_cards() == [] and game.view(1).legal == () and game.view(1).must_draw
    assert game.why_illegal("2S", 1) == "Draw: you have no ♦ — press d"
    with pytest.raises(IllegalMove, match="Draw: you have no ♦ — press d"):
        game.play("2S")
    assert [game.draw(1), game.draw()] == cards("8S 9H")
    assert game.must_draw and game.stock_size == 52 - 18 - 2
    assert game.draw() == Card.parse("KD")
    assert not game.must_draw
    assert codes(game.legal_cards()) == ["KD"]
    assert set(cards("8S 9H KD 2S")) <= set(game.hand(1)) and len(game.hand(1)) == 9
    assert game.drawn == [0, 3, 0]
    play_script(game, "KD")
    assert game.turn == 2 and game.must_draw  # seat 2 draws next (7♣ up: card order)


def test_a_draw_is_refused_when_none_is_due() -> None:
    game = domino(["AD 2C 3C 4C 5C 6C", "2D 3S 4S 5S 6S 7S", "2H 3H 4H 5H 6H 7H"])
    assert game.why_no_draw() == "You lead: play a card"
    play_script(game, "AD")
    assert game.why_no_draw(1) == "Follow suit: you have ♦"
    assert game.why_no_draw(2) == "Not your turn"
    with pytest.raises(IllegalMove, match="Follow suit"):
        game.draw()
    standard = Game.new("K7QD-MR9S")
    assert standard.why_no_draw() == "There is no stock at this table"
    assert not standard.must_draw and standard.stock_size == 0


def test_with_the_stock_empty_a_player_who_cannot_follow_discards() -> None:
    """7 players leave a stock of 10 without a diamond: seat 1 draws it all, then discards."""
    hands = [
        "AD KD QD JD TD 9D",
        "2C 3C 4C 5C 6C 7C",
        "8D 7D 6D 5D 4D 3D",
        "2D 8C 9C TC JC QC",
        "2H 3H 4H 5H 6H 7H",
        "8H 9H TH JH QH KH",
        "AH 2S 3S 4S 5S 6S",
    ]
    game = domino(hands)
    assert game.stock_size == 10
    play_script(game, "AD")
    for _ in range(10):
        game.draw()
    assert game.stock_size == 0 and not game.must_draw
    assert game.why_no_draw() == "The stock is empty: play any card"
    assert len(game.legal_cards()) == 16  # any card: none of them a point
    play_script(game, "QS 8D 2D")
    # Seat 4 holds only hearts: on the first trick it may still discard one.
    assert codes(game.legal_cards()) == codes(cards("2H 3H 4H 5H 6H 7H"))


def play_leaving_to_trick_six(game: Game) -> None:
    """Each seat plays its lowest legal card (seat 0 its diamonds from the 9♦ up), drawing
    when it must."""
    while len(game.tricks) < 6:
        if game.must_draw:
            game.draw()
        else:
            game.play(game.legal_cards()[0])


def test_a_player_whose_hand_is_empty_leaves_and_the_trick_has_one_card_per_player_in() -> None:
    game = domino(LEAVING, LEAVING_TOP)
    play_leaving_to_trick_six(game)
    assert game.hand(0) == () and game.out == [0]
    assert all(len(record.cards) == 3 for record in game.tricks)
    play_script(game, game.legal_cards()[0].code)
    # Seat 0 is out: the trick is complete with seats 1 and 2.
    play_script(game, game.legal_cards()[0].code)
    record = game.tricks[-1]
    assert len(record.cards) == 2 and {seat for seat, _ in record.cards} == {1, 2}
    assert game.view(1).out == (0,) and game.view(1).hand_sizes[0] == 0


def test_a_winner_who_played_their_last_card_passes_the_lead_to_the_left() -> None:
    game = domino(LEAVING, LEAVING_TOP)
    play_leaving_to_trick_six(game)
    last = game.tricks[-1]
    assert last.winner == 0 and last.card_of(0) == Card.parse("AD")
    assert game.turn == 1  # the next player to the left still in


def test_the_last_player_left_takes_their_own_cards_as_if_in_tricks() -> None:
    game = domino(LEAVING, LEAVING_TOP)
    while game.phase == "playing":
        game.draw() if game.must_draw else game.play(game.legal_cards()[0])
    assert game.out[:2] == [0, 1] and game.out[-1] == 2
    last = game.last_cards
    assert last is not None and last[0] == 2
    kept_hearts = sum(1 for card in last[1] if card.suit.letter == "H")
    assert kept_hearts > 0
    taken_hearts = [0, 0, 0]
    for record in game.tricks:
        taken_hearts[record.winner] += sum(1 for _, c in record.cards if c.suit.letter == "H")
    assert game.hand_points == [taken_hearts[0], taken_hearts[1], taken_hearts[2] + kept_hearts]
    assert sum(game.hand_points) == 13
    view = game.view(0)
    assert view.last_player == 2 and view.last_cards == last[1]


def test_hearts_score_one_each_and_the_queen_of_spades_nothing() -> None:
    game = domino(["AS 2C 3C 4C 5C 6C", "QS 2H 3H 4H 5H 6H", "KS 7H 8H 9H TH JH"])
    play_script(game, "AS QS KS")
    assert game.tricks[0].winner == 0
    assert game.hand_points == [0, 0, 0]


def test_the_game_ends_when_somebody_reaches_31() -> None:
    """Seat 0 holds only hearts and takes all twelve played: 19 + 12 = 31 ends the game,
    18 + 12 = 30 does not."""
    hands = [cards("AH KH QH JH TH 9H"), cards("2H 3H 4H 5H 6H 7H")]
    for before, over in ((18, False), (19, True)):
        game = Game.from_hands(hands, Rules.domino(2), scores=[before, 0])
        while game.phase == "playing":
            game.play(game.legal_cards()[-1])
        assert game.hand_points == [12, 0]
        assert game.scores == [before + 12, 0]
        assert (game.phase == "game_over") is over
        assert game.winners == ([1] if over else [])


def test_views_show_the_stock_size_and_who_drew_but_never_the_drawn_cards() -> None:
    game = domino(["AD 2C 3C 4C 5C 6C", "2S 3S 4S 5S 6S 7S", "2H 3H 4H 5H 6H 7H"], "8S 9H KD")
    play_script(game, "AD")
    for _ in range(3):
        game.draw()
    for seat in (0, 2):
        view = game.view(seat)
        assert view.drawn == (0, 3, 0) and view.hand_sizes[1] == 9
        assert view.stock_size == game.stock_size
        assert not set(cards("8S 9H KD")) & set(view.hand)
        assert set(cards("8S 9H KD")) <= set(view.unseen())
    assert set(cards("8S 9H KD")) <= set(game.view(1).hand)


def test_views_record_each_run_of_draws_by_trick_and_seat() -> None:
    """Who drew how many on which trick is public (the cards are not): a CPU infers from it
    that the drawer had none of the suit led until its last card drawn."""
    game = domino(["AD 2C 3C 4C 5C 6C", "2S 3S 4S 5S 6S 7S", "2H 3H 4H 5H 6H 7H"], "8S 9H KD")
    play_script(game, "AD")
    assert game.view(0).draws == ()
    for _ in range(3):
        game.draw()
    assert game.view(0).draws == ((1, 1, 3),)  # drawn, not played yet
    play_script(game, "KD")
    while game.must_draw:  # 7♣..A♣, then the 2♦
        game.draw()
    play_script(game, "2D")
    assert game.draws == [(1, 1, 3), (1, 2, 9)]
    assert all(game.view(seat).draws == ((1, 1, 3), (1, 2, 9)) for seat in range(3))
    assert game.turn == 0  # the A♦ took the trick
    play_script(game, "2C")  # seat 2 drew every club left: seat 1 empties the stock
    stock = game.stock_size
    while game.must_draw:
        game.draw()
    assert game.stock_size == 0
    assert game.view(2).draws == ((1, 1, 3), (1, 2, 9), (2, 1, stock))
    assert Game.from_json(game.to_json()).draws == game.draws


def test_draws_are_saved_and_replayed_and_a_take_back_keeps_the_forced_draws() -> None:
    game = domino(["AD 2C 3C 4C 5C 6C", "2S 3S 4S 5S 6S 7S", "2H 3H 4H 5H 6H 7H"], "8S 9H KD")
    play_script(game, "AD")
    for _ in range(3):
        game.draw()
    play_script(game, "KD")
    copy = Game.from_json(game.to_json())
    assert copy.to_json() == game.to_json()
    assert [copy.hand(s) for s in range(3)] == [game.hand(s) for s in range(3)]
    assert copy.drawn == game.drawn and copy.stock_size == game.stock_size
    undone = game.take_back(1)
    assert undone.kind == "play" and codes(undone.cards) == ["KD"]
    assert game.turn == 1 and game.drawn == [0, 3, 0] and codes(game.legal_cards()) == ["KD"]
    assert Card.parse("KD") in game.hand(1)


def test_finish_the_hand_is_offered_in_domino_only_when_no_point_is_left_to_play() -> None:
    """A lead of top cards decides nothing at Domino: the leader leaves when its hand
    empties, and the others play on."""
    game = domino(LEAVING, LEAVING_TOP)
    assert game.turn == 0 and not rest_is_decided(game.view(0))


def test_no_draw_is_due_once_the_hand_or_the_game_is_over() -> None:
    hands = ["AD 2C 3C 4C 5C 6C", "2D 3S 4S 5S 6S 7S", "2H 3H 4H 5H 6H 7H"]
    for scores, phase, reason in [
        ([0, 0, 0], "hand_over", "The hand is over"),
        ([30, 0, 0], "game_over", "The game is over"),
    ]:
        held = set(cards(" ".join(hands)))
        stock = [card for card in CARDS if card not in held]
        game = Game.from_hands(
            [cards(h) for h in hands], Rules.domino(3), stock=stock, scores=scores
        )
        while game.phase == "playing":
            if game.must_draw:
                game.draw()
            else:
                game.play(game.legal_cards()[0])
        assert game.phase == phase and game.why_no_draw() == reason
        with pytest.raises(IllegalMove, match=reason):
            game.draw()


def test_a_stock_must_hold_every_undealt_card_once_and_only_domino_has_one() -> None:
    hands = [cards(h) for h in ["AD 2C 3C 4C 5C 6C", "2D 3S 4S 5S 6S 7S", "2H 3H 4H 5H 6H 7H"]]
    held = {card for hand in hands for card in hand}
    stock = [card for card in CARDS if card not in held]
    with pytest.raises(ValueError, match="each card not in a hand, once"):
        Game.from_hands(hands, Rules.domino(3), stock=[*stock[:-1], stock[0]])
    with pytest.raises(ValueError, match="only Domino Hearts has a stock"):
        Game.from_hands(fill(), stock=[])

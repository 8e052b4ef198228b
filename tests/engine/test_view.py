"""PlayerView: all that one seat may know, and nothing more (scripted cases)."""

from __future__ import annotations

from hearts_tui.engine import Card, Game, Rules, TrickRecord
from hearts_tui.engine.cards import CARDS

from .helpers import cards, fill, play_hand, play_script
from .test_rules_standard import NO_PASS


def test_another_seats_pass_choice_is_invisible_until_the_exchange() -> None:
    one = Game.from_hands(fill(), hand_number=1)
    two = Game.from_hands(fill(), hand_number=1)
    one.pass_cards(1, one.hand(1)[:3])
    two.pass_cards(1, two.hand(1)[-3:])
    # Seat 0 receives from seat 3 on a pass to the left: seat 1's choice is none of its business.
    assert one.view(0) == two.view(0)
    assert one.view(1) != two.view(1)
    assert one.view(1).passed == one.hand(1)[:3] and one.view(1).has_passed
    assert not one.view(0).has_passed and one.view(0).passed == ()


def test_a_seat_sees_what_it_passed_and_received_and_knows_where_its_pass_went() -> None:
    game = Game.from_hands(fill(), hand_number=1)
    given = {seat: game.hand(seat)[:3] for seat in range(4)}
    for seat in range(4):
        game.pass_cards(seat, given[seat])
    view = game.view(0)
    assert (view.pass_direction, view.pass_to, view.pass_from) == ("left", 1, 3)
    assert view.passed == given[0]
    assert view.received == given[3]
    assert view.known_held() == {1: given[0]}
    # Cards it passed stay "known held" by the receiver until they are played.
    while game.phase == "playing":
        game.play(game.legal_cards()[-1])
        still_held = tuple(c for c in given[0] if c in game.hand(1))
        assert game.view(0).known_held() == ({1: still_held} if still_held else {})


def test_view_tracks_tricks_voids_played_and_unseen_cards() -> None:
    hearts = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"
    game = Game.from_hands(fill("2C", "", hearts), hand_number=NO_PASS)
    play_hand(game, tricks=1)
    view = game.view(0)
    first = game.tricks[0]
    assert view.tricks == (first,)
    assert view.trick_number == 2
    assert set(view.played()) == {c for _, c in first.cards}
    clubs = frozenset({Card.parse("2C").suit})
    assert view.voids() == {1: clubs, 2: clubs, 3: clubs}  # seat 0 holds every club
    # A seat's own voids are not news to it: only the other seats' are listed.
    assert 2 not in game.view(2).voids()
    unseen = set(view.unseen())
    assert unseen == set(CARDS) - set(view.hand) - set(view.played())
    assert len(unseen) == 52 - 12 - 4
    assert view.hand_sizes == (12, 12, 12, 12)
    assert view.taken_by(first.winner) == tuple(sorted(c for _, c in first.cards))


def test_legal_cards_are_in_the_view_of_the_seat_on_turn_only() -> None:
    game = Game.from_hands(fill("2C", "3C"), hand_number=NO_PASS)
    play_script(game, "2C")
    assert game.view(1).legal == tuple(game.legal_cards())
    assert all(game.view(seat).legal == () for seat in (0, 2, 3))
    assert game.view(1).lead_suit == Card.parse("2C").suit


def test_the_kitty_is_hidden_from_every_view_until_the_hand_is_over() -> None:
    rules = Rules(players=3, short_deck="kitty")  # type: ignore[arg-type]
    spades = " ".join(r + "S" for r in "23456789TJQKA")
    game = Game.from_hands(fill("", "", f"{spades} 2D 3D 4D 5D", rules=rules), rules, hand_number=3)
    assert game.kitty == tuple(cards("AH"))
    for seat in range(3):
        view = game.view(seat)
        assert view.kitty == () and view.kitty_size == 1
        assert Card.parse("AH") in view.unseen()
    play_hand(game)
    assert all(game.view(seat).kitty == game.kitty for seat in range(3))


def test_only_a_seat_that_did_not_follow_shows_a_void() -> None:
    game = Game.from_hands(fill("2C", "3C", "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"),
                           hand_number=NO_PASS)  # fmt: skip
    play_script(game, "2C 3C 2D")
    view = game.view(0)
    assert view.voids() == {2: frozenset({Card.parse("2C").suit})}
    assert game.trick[2] == (2, view.card("2D"))
    play_hand(game, tricks=1)
    record = game.tricks[0]
    assert record.card_of(1) == Card.parse("3C")
    assert TrickRecord(0, record.cards[:2], 1).card_of(3) is None

"""The card tracker's facts and lines (pure, no Textual): counts per suit, voids with the
trick they showed, points not yet played, the pass, a kitty — from the human's view only."""

from __future__ import annotations

from hearts_tui.engine import Card, Game, Rules, Suit
from hearts_tui.words.tracker import Void, tracker_facts, tracker_lines

from .positions import HANDS, follow_clubs

#: Trick 1 to 6 of the ``follow_clubs`` position: East takes four club tricks (West runs
#: out of clubs in trick 4), you win the A♠ trick, then East shows no diamonds in trick 6.
SCRIPT = (
    "2C 6C JC 9C",  # 1: West leads; East wins with J♣
    "AC 5C 3C 7C",  # 2: East leads
    "KC 4D 4C 8C",  # 3: you have no clubs left (your own void is not listed)
    "QC 6D 2D TC",  # 4: West has no clubs: "West: no ♣ since trick 4"
    "7S AS 2S 4S",  # 5: you win with the A♠
    "8D 9D JD QH",  # 6: East has no diamonds: "East: no ♦ since trick 6"
)


def _played(script: tuple[str, ...] = SCRIPT, rules: Rules | None = None) -> Game:
    game = follow_clubs(rules)
    for trick in script:
        for code in trick.split():
            game.play(code)
    return game


def test_a_void_is_dated_by_the_trick_in_which_the_seat_first_failed_to_follow() -> None:
    facts = tracker_facts(_played().view(0))
    assert facts.voids == (Void(1, Suit.CLUBS, 4), Void(3, Suit.DIAMONDS, 6))
    lines = tracker_lines(facts)
    assert "  West: no ♣ since trick 4" in lines
    assert "  East: no ♦ since trick 6" in lines


def test_a_later_failure_in_the_same_suit_keeps_the_first_trick() -> None:
    game = _played((*SCRIPT, "QD KH TD 3D"))  # 7: North leads Q♦; East again no ♦
    facts = tracker_facts(game.view(0))
    assert Void(3, Suit.DIAMONDS, 6) in facts.voids
    assert [v for v in facts.voids if v.seat == 3 and v.suit is Suit.DIAMONDS] == [
        Void(3, Suit.DIAMONDS, 6)
    ]


def test_each_suit_counts_cards_out_yours_and_played_and_they_add_up() -> None:
    """Out (other hands) + yours + played is the whole suit; the played ranks are listed."""
    game = _played()
    facts = tracker_facts(game.view(0))
    clubs = facts.suits[Suit.CLUBS]
    assert clubs.played == tuple(Card(rank, Suit.CLUBS) for rank in range(2, 15))
    assert clubs.out == 0 and clubs.yours == 0  # your 5♣ went in trick 2: all 13 played
    for count in facts.suits:
        assert count.out + count.yours + len(count.played) == 13
        assert count.out == sum(
            1 for seat in (1, 2, 3) for card in game.hand(seat) if card.suit is count.suit
        )
    assert "♣    0  2 3 4 5 6 7 8 9 10 J Q K A" in tracker_lines(facts)


def test_points_not_yet_played_name_the_hearts_and_the_queen_and_who_holds_what() -> None:
    facts = tracker_facts(_played().view(0))
    # The Q♥ went in trick 6; you still hold 2♥–6♥ and the Q♠.
    assert facts.points_left == 12 + 13
    yours = {card.code for card in facts.points_yours}
    assert yours == {"2H", "3H", "4H", "5H", "6H", "QS"}
    lines = tracker_lines(facts)
    assert "Points not yet played: 25" in lines
    assert "  out: ♥ 7 8 9 10 J K A" in lines
    assert "  yours: ♥ 2 3 4 5 6, Q♠ 13" in lines
    assert lines[0] == "Trick 7 · hearts broken"


def test_black_maria_lists_the_spades_that_score_with_their_points() -> None:
    facts = tracker_facts(follow_clubs(Rules.preset("black_maria", pass_cycle="off")).view(0))
    lines = tracker_lines(facts)
    assert "  out: ♥ 7 8 9 10 J Q K A, K♠ 10" in lines
    assert "  yours: ♥ 2 3 4 5 6, Q♠ 13, A♠ 7" in lines
    assert facts.points_left == 13 + 13 + 10 + 7


def test_the_jack_of_diamonds_bonus_and_spot_hearts_count_by_the_table() -> None:
    jack = tracker_facts(follow_clubs(Rules(jack_of_diamonds=-10, pass_cycle="off")).view(0))
    assert "  out: ♥ 7 8 9 10 J Q K A, J♦ −10" in tracker_lines(jack)
    assert jack.points_left == 26 - 10
    spot = tracker_facts(follow_clubs(Rules.preset("spot_hearts", pass_cycle="off")).view(0))
    assert spot.points_left == sum(range(2, 15)) + 13


def test_hearts_not_broken_and_no_voids_at_the_start() -> None:
    lines = tracker_lines(tracker_facts(follow_clubs().view(0)))
    assert lines[0] == "Trick 1 · hearts not broken yet"
    assert "  none shown yet" in lines
    assert "No pass this hand" in lines


def test_the_pass_says_what_went_to_whom_what_came_back_and_what_is_still_held() -> None:
    game = Game.new("K7QD-MR9S")
    mine = game.hand(0)[:3]
    for seat in range(4):
        game.pass_cards(seat, game.hand(seat)[:3] if seat else mine)
    view = game.view(0)
    lines = tracker_lines(tracker_facts(view))
    assert f"You passed {' '.join(map(str, mine))} to West" in lines
    assert f"East passed you {' '.join(map(str, view.received))}" in lines
    assert f"  West still holds {' '.join(map(str, mine))}" in lines


def test_a_kitty_counts_as_out_and_stays_unknown_once_taken() -> None:
    """Three players with a kitty: its card is out (unseen) before and after trick 1; the
    tracker names the taker, never the card."""
    rules = Rules(players=3, short_deck="kitty", pass_cycle="off")
    game = Game.new("K7QD-MR9S", rules)
    facts = tracker_facts(game.view(0))
    assert sum(count.out for count in facts.suits) == 17 + 17 + 1
    assert "Kitty: 1 card face down, to the winner of trick 1" in tracker_lines(facts)
    for _ in range(3):
        game.play(game.legal_cards()[0])
    facts = tracker_facts(game.view(0))
    taker = ("You", "West", "East")[game.tricks[0].winner]
    who = "you" if taker == "You" else taker
    lines = tracker_lines(facts)
    assert f"Kitty: 1 card face down, taken by {who} (unknown until the end)" in lines
    kitty_card = game.kitty[0]
    # The kitty's card is still counted as out: the tracker cannot know it was in the kitty.
    assert facts.suits[kitty_card.suit].out == sum(
        1 for s in (1, 2) for c in game.hand(s) if c.suit is kitty_card.suit
    ) + (0 if kitty_card in game.hand(0) else 1)


def test_two_other_seats_swapping_hidden_cards_changes_nothing_in_the_tracker() -> None:
    """Never peek: North's K♦ and East's K♥ change places; what you can count is the same."""
    swapped = [list(hand) for hand in HANDS]
    swapped[2][swapped[2].index("KD")] = "KH"
    swapped[3][swapped[3].index("KH")] = "KD"
    one = follow_clubs()
    two = Game.from_hands(swapped, hand_number=4, code="K7QD-MR9S")
    for trick in SCRIPT[:5]:
        for code in trick.split():
            one.play(code)
            two.play(code)
            assert tracker_lines(tracker_facts(one.view(0))) == tracker_lines(
                tracker_facts(two.view(0))
            )
    assert one.hand(2) != two.hand(2)


def test_ascii_suits_turn_every_glyph_into_a_letter() -> None:
    lines = tracker_lines(tracker_facts(_played().view(0)), ascii_suits=True)
    text = "\n".join(lines)
    assert not any(glyph in text for glyph in "♠♥♦♣")
    # A suit in a sentence is its word: a letter alone reads as another word.
    assert "  West: no clubs since trick 4" in lines

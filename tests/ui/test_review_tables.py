"""The hand review at Domino and Cancellation Hearts (issue 12): each trick's page shows the
hands each seat played from (drawn cards included, a twin kept), marks the one card played,
and a trick nobody won goes to nobody; the first page is "the deal", not a pass."""

from __future__ import annotations

import pytest

from hearts_tui.app.screens.review import ReviewScreen
from hearts_tui.engine import Card, Game, Rules
from hearts_tui.words.hand_review import hand_text, record_hand, review_lines
from hearts_tui.words.seats import seat_names
from tests.store.test_stats_variants import finish_any

from .helpers import CODE, make_app


def test_every_card_played_at_domino_is_in_the_hand_shown_before_its_trick() -> None:
    """A card drawn mid-hand and played later was missing from "Before trick k" (the page
    showed the six cards dealt less those played): every card played is now in its
    player's row, marked."""
    game = finish_any(Game.new(CODE, Rules.domino(4, target=10)))
    assert any(game.drawn) or game.hand_number > 1  # somebody drew in this game
    record = record_hand(game, 1)
    names = seat_names(4)
    drawn_and_played = 0
    for step, trick in enumerate(record.tricks, start=1):
        lines = review_lines(record, None, step)
        for seat, card in trick.cards:
            assert card in record.held[step - 1][seat]
            row = next(line for line in lines if line.startswith(names[seat] + " "))
            assert f"[{card.rank_name}]" in row, (step, row)
            drawn_and_played += card not in record.start[seat]
    assert drawn_and_played > 0  # the deal alone would not have shown these


def test_two_copies_of_a_card_stay_two_and_only_the_one_played_is_marked() -> None:
    two = (Card.parse("7C"), Card.parse("7C"), Card.parse("9C"))
    assert hand_text(two, Card.parse("7C")) == "♣ [7] 7 9"
    game = finish_any(Game.new(CODE, Rules.cancellation(7, target=10)))
    record = record_hand(game, 1)
    for step, trick in enumerate(record.tricks, start=1):
        for seat, card in trick.cards:
            hand = record.held[step - 1][seat]
            assert card in hand
            # A seat holds one card less at the next trick it plays to: only one copy went.
            later = next(
                (
                    record.held[k][seat]
                    for k in range(step, len(record.tricks))
                    if record.held[k][seat]
                ),
                None,
            )
            if later is not None:
                assert len(later) == len(hand) - 1


def test_a_trick_nobody_could_win_says_so_and_where_it_went() -> None:
    """Every card of the suit led cancelled (trick 6 of this deal): the page says nobody
    could win it and who got it with the next trick, not that its taker won it."""
    game = finish_any(Game.new("JCXD-X9C7-7FB4-QF2", Rules.cancellation(10, target=10)))
    record = record_hand(game, 1)
    trick = record.tricks[5]
    assert getattr(trick, "carried", False) and trick.winner == 3
    line = next(line for line in review_lines(record, None, 6) if line.startswith("Trick 6:"))
    assert "→ nobody could win it: it went to Cleo (" in line, line


@pytest.mark.slow
async def test_the_review_of_a_domino_hand_opens_on_the_deal_without_a_pass() -> None:
    game = finish_any(Game.new(CODE, Rules.domino(4, target=10)))
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(ReviewScreen(app.game))
        await pilot.pause()
        title = str(app.screen.query_one("#review-title").render())
        assert "the deal (of" in title and "pass" not in title, title

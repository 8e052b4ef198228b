"""Issue 40 §4: "Finish the hand?" says why the rest cannot change a score, in the words of
the case.  It said "Nothing left to play can change a score" and then you took 6 points:
when you win every trick left it says so, with the figure ("you take the last 6 points")."""

from __future__ import annotations

import pytest

from hearts_tui.engine import Card, Game, Rules
from hearts_tui.words import finish_text
from hearts_tui.words.finish_text import finish_detail, finish_reason, points_left
from hearts_tui.words.language import use
from tests.store.dirs import pass_all
from tests.ui.positions import you_lead_with_every_top_card


def test_you_win_every_trick_left_and_take_the_points_said_with_their_figure() -> None:
    view = you_lead_with_every_top_card().view(0)
    assert points_left(view) == 26
    detail = finish_detail(view)
    assert detail.startswith(
        "The rest is forced: you win every trick left and take the last 26 points. "
    )
    assert "Nothing left to play can change a score" not in detail
    assert detail.endswith("then the hand summary.")


@pytest.mark.parametrize(
    ("count", "english", "russian"),
    [
        (1, "take the last point.", "последнее 1 очко."),
        (6, "take the last 6 points.", "последние 6 очков."),
        (21, "take the last 21 points.", "последнее 21 очко."),
        (22, "take the last 22 points.", "последние 22 очка."),
    ],
)
def test_the_figure_has_its_plural(
    count: int, english: str, russian: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(finish_text, "points_left", lambda view: count)
    view = you_lead_with_every_top_card().view(0)
    use("en")
    assert (finish_reason(view) or "").endswith(english)
    use("ru")
    assert (finish_reason(view) or "").endswith(russian)


def test_a_card_scoring_below_zero_gives_no_figure() -> None:
    """The J♦ (−10) is still out: "the last 16 points" would be wrong either way."""
    view = you_lead_with_every_top_card(Rules(jack_of_diamonds=-10)).view(0)
    assert Card.parse("JD") not in view.hand and points_left(view) is None
    assert finish_reason(view) == (
        "The rest is forced: you win every trick left, and every point still in play."
    )


def test_a_kitty_taken_by_another_player_gives_no_figure() -> None:
    """Three players and a kitty: the kitty went with trick 1 and its cards are unseen,
    so the points you are about to take cannot be counted from your seat."""
    game = Game.new("WXQQ-7Y33-NNKJ-Q")
    pass_all(game)
    moves = "2C 4C 7C 5D QD 2D JC 8C KC AD KD 7D 3C QC 6C 5C KH 3D 3S TS KS TD 9H 8D 9D 8S QS"
    moves += " QH 2H 5H JS AS 6S 8H 7H 6H 2S 5S 4S 7S 9S TC"
    for move in moves.split():
        game.play(move)
    view = game.view(0)
    assert view.kitty_size and view.tricks and points_left(view) is None
    assert finish_reason(view) == (
        "The rest is forced: you win every trick left, and every point still in play."
    )


def test_no_card_that_scores_left_and_the_last_cards_each_say_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = you_lead_with_every_top_card().view(0)
    monkeypatch.setattr(finish_text, "how_rest_is_decided", lambda view: "no points")
    assert finish_reason(view) == "No card left to play scores: nothing can change a score."
    monkeypatch.setattr(finish_text, "how_rest_is_decided", lambda view: "last cards")
    assert finish_reason(view) == "The rest is forced: nobody holds more than one card."


def test_the_last_trick_is_forced() -> None:
    game = Game.new("K7QD-MR9S")
    pass_all(game)
    while len(game.tricks) < 12:
        game.play(game.legal_cards()[0])
    assert finish_reason(game.view(0)) == "The rest is forced: nobody holds more than one card."

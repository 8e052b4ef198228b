"""The hard search's successive halving: the same work, more deals for the cards that decide."""

from __future__ import annotations

import pytest

from hearts_tui.ai import hard
from hearts_tui.ai.hard import Parts, halved, hard_search
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.engine import Game, format_code
from hearts_tui.engine.rng import Rng


def test_halved_gives_half_the_plays_to_every_card_and_half_to_the_better_half() -> None:
    first, total, keep = halved(20, 8)
    assert (first, keep) == (10, 4)
    # 10 deals x 8 cards, then 20 more deals x 4 cards: 160 card-deals, as 20 x 8 would be.
    assert first * 8 + (total - first) * keep == 20 * 8
    assert halved(7, 3) == (3, 9, 2)  # 3 x 3 + 6 x 2 = 21 = 7 x 3
    assert halved(6, 2)[2] == 2  # never fewer than two left to compare


def opening_lead() -> Game:
    """A game after the pass, seat on turn leading the second trick with many choices."""
    game = Game.new(format_code(4242))
    from hearts_tui import ai

    players = [ai.make_player("normal", seat) for seat in range(game.players)]
    if game.phase == "passing":
        for seat in range(game.players):
            game.pass_cards(seat, players[seat].choose_pass(game.view(seat)))
    for _ in range(4):
        game.play(players[game.turn].choose_play(game.view(game.turn)))
    return game


@pytest.mark.parametrize("halving", [False, True])
def test_halving_spends_no_more_rollouts_than_pricing_every_card_on_every_deal(
    halving: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Work is counted: halving moves card plays from the weaker cards to the better ones,
    it does not add any (the time per decision stays the same)."""
    game = opening_lead()
    view = game.view(game.turn)
    sit = situation_of_view(view)
    played: dict[int, int] = {}
    real = hard._play_out

    def counting(world, index, *rest):  # type: ignore[no-untyped-def]
        played[index] = played.get(index, 0) + 1
        return real(world, index, *rest)

    monkeypatch.setattr(hard, "_play_out", counting)
    parts = Parts(inference=False, moon=False, halving=halving)
    search = hard_search(view, sit, Rng(3), parts, budget=4000)
    options = len(search.options)
    assert options >= 4
    per_deal = options * sum(view.hand_sizes)
    rollouts = sum(played.values())
    assert rollouts * sum(view.hand_sizes) <= 4000 + per_deal
    counts = sorted(played.values())
    if halving:
        # The better half was priced on more deals than the plain search gives any card.
        plain = 4000 // per_deal
        assert counts[-1] > plain and counts[0] < plain
        chosen = min(range(options), key=lambda i: search.worth[i])
        assert played[search.options[chosen]] == counts[-1]
        # A card left behind never shows a better price than the card chosen (the hint
        # lists them side by side).
        left_behind = [i for i in range(options) if played[search.options[i]] == counts[0]]
        assert all(search.worth[i] >= search.worth[chosen] for i in left_behind)
    else:
        assert counts[0] == counts[-1]

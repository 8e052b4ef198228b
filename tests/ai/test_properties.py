"""Properties over random games of the Standard table (3-7 players, every option, "Q♠ must
go" included): every level plays legally, never peeks, and the hard player's sampled deals
agree with everything its seat knows.  Domino and Cancellation Hearts: test_table_properties."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from hearts_tui import ai
from hearts_tui.ai.sampling import DealSampler
from hearts_tui.ai.situation import situation_of_view
from hearts_tui.engine import Card, Game, Rules
from hearts_tui.engine.cards import CARDS, cards_of_mask, mask_of
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import SUIT_MASKS, table_for

from ..property_budget import examples
from .playthrough import alike, check_same_choices, play_out_legally, player

PROPERTY = settings(max_examples=examples(25), deadline=None)

rules_strategy = st.builds(
    Rules,
    players=st.sampled_from([4, 3, 5, 6, 7]),
    queen_must_go=st.booleans(),
    short_deck=st.sampled_from(["remove", "kitty"]),
    scoring=st.sampled_from(
        ["standard", "black_maria", "spot_hearts", "greek", "basic", "no_black_lady", "super"]
    ),
    jack_of_diamonds=st.sampled_from([0, -10, -11]),
    moon=st.sampled_from(["others_plus", "shooter_minus", "shooter_chooses", "off"]),
    first_lead=st.sampled_from(["two_of_clubs", "left_of_dealer"]),
    points_on_first_trick=st.booleans(),
    queen_breaks_hearts=st.booleans(),
    pass_cycle=st.sampled_from(["standard", "off", "left", "right"]),
)
kinds = st.sampled_from((*ai.KINDS, "hard-v1", "learned"))


#: The hard player's search budget here.
BUDGET = 200


def dealt(rules: Rules, seed: int) -> list[list[Card]]:
    table = table_for(rules)
    deck = list(cards_of_mask(table.deck))
    Rng(seed).shuffle(deck)
    size = table.hand_size
    return [deck[s * size : (s + 1) * size] for s in range(table.players)]


@PROPERTY
@given(
    rules=rules_strategy,
    seed=st.integers(0, 2**32),
    lineup=st.lists(kinds, min_size=7, max_size=7),
    hand_number=st.integers(1, 4),
)
def test_every_level_passes_and_plays_legally_at_any_table(
    rules: Rules, seed: int, lineup: list[str], hand_number: int
) -> None:
    game = Game.from_hands(dealt(rules, seed), rules, hand_number=hand_number)
    players = [player(lineup[s], seed + s, BUDGET) for s in range(game.players)]
    if game.phase == "passing":
        for seat in range(game.players):
            view = game.view(seat)
            chosen = players[seat].choose_pass(view)
            assert len(set(chosen)) == 3 and set(chosen) <= set(view.hand)
            game.pass_cards(seat, chosen)
    play_out_legally(game, players)


@PROPERTY
@given(
    rules=rules_strategy,
    seed=st.integers(0, 2**32),
    plays=st.integers(0, 40),
    pick=st.integers(0, 2**16),
)
def test_a_cpu_decides_the_same_whatever_the_cards_hidden_from_it(
    rules: Rules, seed: int, plays: int, pick: int
) -> None:
    """Swap two unseen cards between two other seats: no level's choice may change."""
    hands = dealt(rules, seed)
    table = table_for(rules)
    first = Game.from_hands(hands, rules)
    bots = [ai.make_player("normal", s) for s in range(first.players)]
    passes = []
    if first.phase == "passing":
        passes = [bots[s].choose_pass(first.view(s)) for s in range(first.players)]
        for seat, chosen in enumerate(passes):
            first.pass_cards(seat, chosen)
    moves = []
    for _ in range(min(plays, table.hand_size * first.players - 1)):
        card = bots[first.turn].choose_play(first.view(first.turn))
        moves.append(card)
        first.play(card)
    observer = first.turn
    view = first.view(observer)
    # Cards whose place the observer cannot know: held by others, never passed, unplayed.
    lead = min(c.index for hand in hands for c in hand if c.suit.letter == "C")
    frozen = {c for chosen in passes for c in chosen} | set(moves) | {CARDS[lead]}
    movable = [
        (seat, card)
        for seat in range(first.players)
        if seat != observer
        for card in hands[seat]
        if card not in frozen
    ]
    swaps = [
        (a, x, b, y) for a, x in movable for b, y in movable if a < b and alike(table, rules, x, y)
    ]
    assume(swaps)
    a, x, b, y = swaps[pick % len(swaps)]
    other_hands = [list(hand) for hand in hands]
    other_hands[a] = [y if c == x else c for c in other_hands[a]]
    other_hands[b] = [x if c == y else c for c in other_hands[b]]
    second = Game.from_hands(other_hands, rules)
    for seat, chosen in enumerate(passes):
        second.pass_cards(seat, chosen)
    for card in moves:
        second.play(card)
    assert second.hand(a) != first.hand(a)
    check_same_choices(view, second.view(observer), BUDGET)


@PROPERTY
@given(rules=rules_strategy, seed=st.integers(0, 2**32), plays=st.integers(1, 45))
def test_sampled_deals_respect_hand_sizes_voids_and_passed_cards(
    rules: Rules, seed: int, plays: int
) -> None:
    game = Game.from_hands(dealt(rules, seed), rules)
    bots = [ai.make_player("random", s) for s in range(game.players)]
    if game.phase == "passing":
        for seat in range(game.players):
            game.pass_cards(seat, bots[seat].choose_pass(game.view(seat)))
    table = table_for(rules)
    for _ in range(min(plays, table.hand_size * game.players - 1)):
        game.play(bots[game.turn].choose_play(game.view(game.turn)))
    view = game.view(game.turn)
    sit = situation_of_view(view)
    voids = sit.voids
    held = view.known_held()
    sampler = DealSampler(view, sit)
    rng = Rng(seed)
    for _ in range(5):
        hands, kitty = sampler.sample(rng)
        assert hands[view.seat] == mask_of(view.hand)
        union = kitty
        for seat, mask in enumerate(hands):
            assert mask.bit_count() == view.hand_sizes[seat]
            assert not union & mask
            union |= mask
            for suit in range(4):
                if voids[seat] >> suit & 1 and seat != view.seat:
                    assert not mask & SUIT_MASKS[suit]
        for seat, cards in held.items():
            assert mask_of(cards) & ~hands[seat] == 0
        assert kitty.bit_count() == view.kitty_size
        assert union == mask_of(view.hand) | mask_of(view.unseen())

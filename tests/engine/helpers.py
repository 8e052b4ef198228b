"""Small helpers for scripted engine tests: building deals and playing them out."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hypothesis import strategies as st

from hearts_tui.engine import Card, Game, Rules
from hearts_tui.engine.cards import cards_of_mask, parse_cards
from hearts_tui.engine.table import table_for

#: Every value of every option (the default first).
OPTIONS: dict[str, list[object]] = {
    "target": [50, 10, 11, 49, 51, 100, 499, 500],
    "pass_cycle": ["standard", "off", "left", "right"],
    "queen_breaks_hearts": [False, True],
    "points_on_first_trick": [False, True],
    "first_lead": ["two_of_clubs", "left_of_dealer"],
    "moon": ["others_plus", "shooter_minus", "shooter_chooses", "off"],
    "jack_of_diamonds": [0, -10, -11],
    "ties": ["share", "play_on"],
    "players": [4, 3, 5, 6, 7],
    "short_deck": ["remove", "kitty"],
    "scoring": [
        "standard", "black_maria", "spot_hearts", "greek", "basic", "no_black_lady", "super",
    ],
    # The other variants fix several options at once: see variant_rules below.
    "variant": ["standard"],
    "queen_must_go": [False, True],
    "move_timer": [0, 30, 60],
}  # fmt: skip

#: Any Standard-variant table: every option drawn from its values.
rules_strategy = st.builds(
    Rules, **{field: st.sampled_from(values) for field, values in OPTIONS.items()}
)


def cards(text: str) -> list[Card]:
    """``"2C QS 10H"`` as cards."""
    return parse_cards(text)


def codes(items: Sequence[Card]) -> list[str]:
    """Cards as their codes, for readable assertions."""
    return [card.code for card in items]


def fill(*fixed: str, rules: Rules | None = None) -> list[list[Card]]:
    """Hands where seat ``i`` holds the cards of ``fixed[i]`` (missing seats: none fixed).

    The other cards in play are dealt in card order (clubs 2..A, then diamonds, hearts,
    spades) to the seats that still need cards, seat by seat; with a kitty, the last
    cards of that order are left over for it.
    """
    table = table_for(rules or Rules())
    hands = [cards(text) for text in fixed] + [[] for _ in range(table.players - len(fixed))]
    taken = {card for hand in hands for card in hand}
    rest = iter(card for card in cards_of_mask(table.deck) if card not in taken)
    for hand in hands:
        while len(hand) < table.hand_size:
            hand.append(next(rest))
    return hands


Policy = Callable[[Game], Card]


def preferring(*prefer: str) -> Policy:
    """A policy that plays the first of ``prefer`` that is legal, else the first legal card
    in card order (clubs, diamonds, hearts, spades; low to high)."""
    wanted = cards(" ".join(prefer))

    def choose(game: Game) -> Card:
        legal = game.legal_cards()
        for card in wanted:
            if card in legal:
                return card
        return legal[0]

    return choose


def play_hand(game: Game, policy: Policy | None = None, *, tricks: int | None = None) -> None:
    """Play ``tricks`` tricks (default: to the end of the hand) with ``policy``.

    A passing hand is passed first: each seat passes its first three cards.
    """
    choose = policy or preferring()
    if game.phase == "passing":
        for seat in range(game.players):
            game.pass_cards(seat, game.hand(seat)[:3])
    target = None if tricks is None else len(game.tricks) + tricks
    while game.phase == "playing" and (target is None or len(game.tricks) < target):
        game.play(choose(game))


def play_script(game: Game, moves: str) -> None:
    """Play the given cards in turn order (``"2C 3C AC 4C"``)."""
    for card in cards(moves):
        game.play(card)

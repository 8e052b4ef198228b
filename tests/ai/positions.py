"""Scripted positions for the CPU tests: chosen cards, the rest dealt in a fixed order."""

from __future__ import annotations

from hearts_tui.engine import Game, Rules
from hearts_tui.engine.cards import CARDS, parse_cards
from hearts_tui.engine.table import table_for

#: A table where seat 0 leads any card and play starts at once (no pass, no first-trick
#: restrictions), so a position is reached with a few plays.
OPEN = Rules(pass_cycle="off", first_lead="left_of_dealer", points_on_first_trick=True)


def deal(chosen: dict[int, str], rules: Rules = OPEN, **kwargs: object) -> Game:
    """A game whose seats hold the ``chosen`` cards, the rest filled in card order."""
    table = table_for(rules)
    hands = {seat: parse_cards(text) for seat, text in chosen.items()}
    used = {card for cards in hands.values() for card in cards}
    spare = [c for c in CARDS if table.deck >> c.index & 1 and c not in used]
    full = []
    for seat in range(table.players):
        cards = list(hands.get(seat, []))
        while len(cards) < table.hand_size:
            cards.append(spare.pop(0))
        full.append(cards)
    return Game.from_hands(full, rules, **kwargs)  # type: ignore[arg-type]


def play(game: Game, moves: str) -> None:
    """Play these cards in turn order."""
    for card in parse_cards(moves):
        game.play(card)


def domino_deal(hands: list[str], top: str = "", **changes: object) -> Game:
    """A Domino Hearts hand with these hands; the stock starts with ``top``, then the other
    cards in card order (clubs 2 first)."""
    rules = Rules.domino(len(hands), **changes)
    chosen = [parse_cards(text) for text in hands]
    held = {card for cards in chosen for card in cards}
    first = parse_cards(top)
    rest = [card for card in CARDS if card not in held and card not in first]
    return Game.from_hands(chosen, rules, stock=first + rest)


def draw_all(game: Game) -> int:
    """Draw for the seat on turn while a draw is due; how many cards it drew."""
    count = 0
    while game.must_draw:
        game.draw()
        count += 1
    return count


def cancellation_deal(chosen: dict[int, str], players: int = 8, rest: str = "") -> Game:
    """A Cancellation Hearts hand (two decks): the ``chosen`` seats hold those cards (a card
    written twice held twice), ``rest`` lies face down, and the other seats are filled from
    the copies left, in card order."""
    rules = Rules.cancellation(players)
    table = table_for(rules)
    pool = [card for card in CARDS for _ in range(2)]
    for card in [c for text in chosen.values() for c in parse_cards(text)] + parse_cards(rest):
        pool.remove(card)
    for card in parse_cards(rest):
        pool.append(card)  # dealt last: whatever the seats leave is the rest
    hands = []
    for seat in range(players):
        cards = parse_cards(chosen.get(seat, ""))
        while len(cards) < table.hand_size:
            cards.append(pool.pop(0))
        hands.append(cards)
    return Game.from_hands(hands, rules)

"""Fixed positions for the UI tests, built with ``Game.from_hands`` (no passing: hand 4)."""

from __future__ import annotations

from hearts_tui.engine import Game, Rules

#: You: ♣5 9, ♦4 6 8 10, ♥2–6, Q♠ A♠.  West holds the 2♣ and leads.
HANDS = [
    ["5C", "9C", "4D", "6D", "8D", "TD", "2H", "3H", "4H", "5H", "6H", "QS", "AS"],
    ["2C", "3C", "4C", "2D", "3D", "5D", "7D", "9D", "7H", "8H", "9H", "2S", "3S"],
    ["6C", "7C", "8C", "TC", "JD", "QD", "KD", "AD", "TH", "JH", "4S", "5S", "6S"],
    ["JC", "QC", "KC", "AC", "QH", "KH", "AH", "7S", "8S", "9S", "TS", "JS", "KS"],
]

#: East holds A K Q of every suit and the J♥: East wins every trick and shoots the moon.
EAST_SHOOTS = [
    ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "2H", "3H", "4H"],
    ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "5H", "6H", "7H"],
    ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "8H", "9H", "TH"],
    ["AC", "KC", "QC", "AD", "KD", "QD", "AS", "KS", "QS", "AH", "KH", "QH", "JH"],
]


def follow_clubs(rules: Rules | None = None) -> Game:
    """A no-pass hand where West leads 2♣; with the test CPUs North plays 6♣, East J♣ and
    then you must follow clubs (5♣ or 9♣)."""
    return Game.from_hands(HANDS, rules, hand_number=4, code="K7QD-MR9S")


def you_lead_two_of_clubs() -> Game:
    """A no-pass hand where you hold the 2♣ and must lead it."""
    hands = [HANDS[1], HANDS[0], HANDS[2], HANDS[3]]
    return Game.from_hands(hands, hand_number=4, code="K7QD-MR9S")


def east_shoots_the_moon(scores: list[int] | None = None) -> Game:
    """A no-pass hand that East wins trick by trick, whatever anyone plays: a moon shot."""
    return Game.from_hands(EAST_SHOOTS, hand_number=4, scores=scores, code="K7QD-MR9S")


def discard_on_clubs() -> Game:
    """A no-pass hand where you hold no club: after West's 2♣, North's 6♣ and East's J♣ you
    may discard any of six diamonds or the A♠ (a long hint: four priced cards)."""
    hands = [list(hand) for hand in HANDS]
    hands[0] = ["2D", "3D", "4D", "6D", "8D", "TD", "2H", "3H", "4H", "5H", "6H", "QS", "AS"]
    hands[1] = ["2C", "3C", "4C", "5C", "9C", "5D", "7D", "9D", "7H", "8H", "9H", "2S", "3S"]
    return Game.from_hands(hands, hand_number=4, code="K7QD-MR9S")


def you_lead_with_every_top_card(rules: Rules | None = None) -> Game:
    """You hold A K Q of every suit and the J♥ (East's cards of ``EAST_SHOOTS``), won trick
    1 and lead trick 2: nothing anyone plays can change who takes what."""
    hands = [EAST_SHOOTS[3], EAST_SHOOTS[0], EAST_SHOOTS[1], EAST_SHOOTS[2]]
    game = Game.from_hands(hands, rules, hand_number=4, code="K7QD-MR9S")
    while not (game.turn == 0 and game.tricks and not game.trick):
        game.play(game.legal_cards()[0])
    return game

"""The help page's rules of a table, one bullet per topic, for each game (no Textual).

:func:`rules_bullets` gives ``(topic, text)`` pairs for :func:`.rules_text.describe_rules`:
the Standard table and its options (SPEC §3), Domino Hearts and Cancellation Hearts
(SPEC §3b), then "Q♠ must go" and the move timer when they are on.  The details the rule
pages leave open (who deals first, how the deal moves, what a cancelled trick does) are
said as the engine plays them (``hearts_tui/engine/rules.py``).
"""

from __future__ import annotations

from ..engine import FirstLead, MoonMode, Rules, Scoring, ShortDeck, TieRule, Variant
from ..engine.cards import Suit, cards_of_mask
from ..engine.table import ALL_CARDS, Table, table_for
from .ascii_text import ascii_text
from .seats import seat_names

__all__ = [
    "join_words",
    "point_cards",
    "point_values",
    "removed_cards",
    "rules_bullets",
    "scoring_spades",
]

#: Card indexes of the engine's table (suit * 13 + rank - 2), for the cards named here.
_QUEEN_SPADES = 39 + 10
_KING_SPADES = 39 + 11
_ACE_SPADES = 39 + 12

Bullets = list[tuple[str, str]]


def join_words(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def scoring_spades(table: Table) -> list[str]:
    """The spades that score on this table, with their points: ``["Q♠ 13", "K♠ 10"]``."""
    named = ((_QUEEN_SPADES, "Q♠"), (_KING_SPADES, "K♠"), (_ACE_SPADES, "A♠"))
    return [f"{name} {table.points[i]}" for i, name in named if table.points[i] > 0]


def point_cards(table: Table) -> str:
    """The cards that carry points, in words: ``all the hearts and the Q♠``."""
    spades = [item.split()[0] for item in scoring_spades(table)]
    if table.decks == 2:  # every card twice: "both decks' hearts and both Q♠s"
        return "both decks' hearts" + "".join(f" and both {s}s" for s in spades)
    if not spades:
        return "all the hearts"
    return ("all the hearts and the " if len(spades) == 1 else "all the hearts, the ") + join_words(
        spades
    )


def removed_cards(rules: Rules) -> list[str]:
    """The cards a short deck takes out at this many players, diamonds first as page 002
    lists them (``["2♦", "3♦", "3♣", "4♣"]``); empty where every card is dealt."""
    if rules.variant is not Variant.STANDARD:
        return []
    deck = table_for(rules.replace(short_deck=ShortDeck.REMOVE)).deck
    cards = sorted(
        cards_of_mask(ALL_CARDS & ~deck),
        key=lambda c: (c.suit is not Suit.DIAMONDS, c.suit, c.rank),
    )
    return [str(card) for card in cards]


def _spot_hearts(scoring: Scoring) -> bool:
    return scoring in (Scoring.SPOT_HEARTS, Scoring.GREEK)


def point_values(rules: Rules, *, ascii_suits: bool = False) -> str:
    """The card points of the table in one line: ``hearts 1 each, Q♠ 13: 26 a hand``.

    The J♦ is left out (it is an option of its own); a moon worth more than the points of a
    hand (Greek Hearts) is mentioned.  With two decks each scoring card counts twice:
    ``hearts 1 each, each Q♠ 13: 52 a hand``.
    """
    table = table_for(rules)
    spot = _spot_hearts(rules.scoring)
    hearts = "hearts at face value (2–10, J 11 … A 14)" if spot else "hearts 1 each"
    spades = scoring_spades(table)
    if table.decks == 2:
        spades = [f"each {item}" for item in spades]
    text = ", ".join([hearts, *spades])
    if not spades:
        text += ", the Q♠ scores nothing"
    text += f": {table.penalty_total} a hand"
    if table.moon_value != table.penalty_total:
        text += f", moon {table.moon_value}"
    return ascii_text(text) if ascii_suits else text


# -- the topics every table shares ---------------------------------------------------------


def _first_trick(rules: Rules, table: Table) -> str:
    if rules.points_on_first_trick:
        return "points may be played to it like to any other trick."
    spades = [item.split()[0] for item in scoring_spades(table)]
    cards = "no heart"
    if rules.variant is Variant.CANCELLATION:  # the rule page lets the Q♠ on it
        return "no heart on it, unless you hold nothing else; the Q♠ may be played to it."
    if spades:
        cards += " and no " + join_words(spades).replace(" and ", " or ")
    return f"no points on it: {cards}, unless you hold nothing else."


def _hearts(rules: Rules) -> str:
    text = "may not be led until a heart has been played, unless you hold only hearts."
    if rules.queen_breaks_hearts:
        return text + " Playing the Q♠ breaks them too."
    return text + " The Q♠ does not break hearts; it may be led at any time."


def _points(rules: Rules, table: Table) -> str:
    text = point_values(rules) + "."
    if rules.jack_of_diamonds:
        text += f" Taking the J♦ takes {-rules.jack_of_diamonds} off your score."
    return text + " Points are bad."


def _moon(rules: Rules, table: Table) -> str:
    if rules.moon is MoonMode.OFF:
        return "no moon shot: whoever takes points keeps them, even all of them."
    moon = table.moon_value
    outcome = {
        MoonMode.OTHERS_PLUS: f"you score 0 and everyone else {moon}",
        MoonMode.SHOOTER_MINUS: f"{moon} comes off your total and the others score nothing",
        MoonMode.SHOOTER_CHOOSES: (
            f"you choose: everyone else scores {moon}, or {moon} comes off your total"
        ),
    }[rules.moon]
    text = f"if you take {point_cards(table)} in one hand, {outcome}."
    if rules.jack_of_diamonds:
        text += " The J♦ still counts."
    return text


def _end(rules: Rules) -> str:
    text = f"after the hand in which someone reaches {rules.target}, the lowest total wins"
    if rules.ties is TieRule.SHARE:
        return text + "; equal lowest totals share first place."
    return text + "; with equal lowest totals, hands go on until one player alone is lowest."


def _dealer(rules: Rules) -> str:
    """Who deals first and how the deal moves (the engine: hand 1 is dealt by the last
    seat, so you lead it; the deal moves one seat to the left each hand)."""
    last = seat_names(rules.players)[-1]
    return (
        f"the player left of the dealer leads any card. {last} deals the first hand, so "
        "you lead it; the deal moves one seat to the left (clockwise) each hand."
    )


def _extras(rules: Rules) -> Bullets:
    """The options any table may add: "Q♠ must go" and the move timer."""
    bullets: Bullets = []
    if rules.queen_must_go:
        when = (
            "when void in the suit led, or when, played now, it would not win the trick "
            "as it stands"
            if rules.variant is Variant.CANCELLATION
            else "when void in the suit led, or when spades are led and the K♠ or A♠ is "
            "already on the trick"
        )
        first = (
            ", and a rule that keeps it off a trick (no points on the first trick) comes first"
            if rules.variant is not Variant.CANCELLATION and not rules.points_on_first_trick
            else ""
        )
        bullets.append(
            (
                "Q♠ must go",
                "whoever holds the Q♠ must play it at the first chance to shed it on "
                f"another player's trick: {when}. Leading it is never forced{first}.",
            )
        )
    if rules.move_timer:
        bullets.append(
            (
                "Move timer",
                f"{rules.move_timer} seconds for each of your moves (a card or a pass), "
                "counted down at the right of the status line. At zero the card (or the "
                "three cards) the normal CPU would choose is played for you, and the status "
                "line says so. The clock stops while a dialog is open or the terminal is "
                "not in focus, and starts full again after a restart.",
            )
        )
    return bullets


# -- the Standard table --------------------------------------------------------------------


def _deal(rules: Rules, table: Table) -> str:
    n = rules.players
    cards = table.deck.bit_count()
    each = table.hand_size
    if n == 4:
        return f"4 players, {each} cards each. Ace high, no trumps."
    if rules.short_deck is ShortDeck.REMOVE:
        removed = removed_cards(rules)
        if len(removed) == 1:
            out = f"the {removed[0]} is"
        elif len(removed) == 2:
            out = f"the {removed[0]} and the {removed[1]} are"
        else:
            out = f"the {join_words(removed)} are"
        return f"{n} players: {out} taken out, {cards} cards, {each} each. Ace high, no trumps."
    left = cards - each * n
    kitty = "the last card lies" if left == 1 else f"the last {left} cards lie"
    return (
        f"{n} players, {each} cards each; {kitty} face down as a kitty, taken with its "
        "points by the winner of the first trick. Ace high, no trumps."
    )


def _passing(table: Table) -> str:
    cycle = table.pass_cycle
    if cycle == ("none",):
        return "no passing: the hands are played as dealt."
    if len(cycle) == 1:
        return f"every hand, everyone passes 3 cards to the {cycle[0]}, all at once."
    order = ", ".join(cycle[:-1])
    return (
        f"everyone passes 3 cards at once: {order}, then a hand without passing, "
        "and round again. Left is the next player in play order (clockwise)."
    )


def _first_lead(rules: Rules) -> str:
    if rules.first_lead is FirstLead.LEFT_OF_DEALER:
        return _dealer(rules)
    if "2♣" in removed_cards(rules) and rules.short_deck is ShortDeck.REMOVE:
        return "the holder of the 3♣ leads it (the 2♣ is out of the deck)."
    if rules.players != 4 and rules.short_deck is ShortDeck.KITTY:
        return (
            "the holder of the 2♣ leads it; when it lies in the kitty, the lowest club "
            "in play leads."
        )
    return "the holder of the 2♣ leads it."


_PLAY = (
    "follow suit if you can, otherwise play any card. The highest card of the suit led "
    "wins the trick, and its winner leads the next."
)


def _standard(rules: Rules, table: Table) -> Bullets:
    return [
        ("Deal", _deal(rules, table)),
        ("Pass", _passing(table)),
        ("First lead", _first_lead(rules)),
        ("Play", _PLAY),
        ("First trick", _first_trick(rules, table)),
        ("Hearts", _hearts(rules)),
        ("Points", _points(rules, table)),
        ("Moon", _moon(rules, table)),
        ("End", _end(rules)),
    ]


# -- Domino Hearts ---------------------------------------------------------------------------


def _domino(rules: Rules, table: Table) -> Bullets:
    n = rules.players
    return [
        (
            "Deal",
            f"{n} players, {table.hand_size} cards each; the other {table.undealt} lie face "
            "down as the stock. Ace high, no trumps.",
        ),
        ("Pass", "none: the hands are played as dealt."),
        ("First lead", _dealer(rules)),
        (
            "Play",
            "follow suit if you can. If you cannot, draw from the stock (d), one card at a "
            "time, until you can; the cards you draw stay in your hand. With the stock "
            "empty, a player who cannot follow plays any card. How many cards a player drew "
            "is seen by all, the cards are not. The highest card of the suit led wins the "
            "trick, and its winner leads the next.",
        ),
        (
            "Leaving",
            "a player whose hand is empty leaves the hand; a trick has one card from each "
            "player still in. If the winner of a trick has just played their last card, "
            "the next player to the left who is still in leads. When one player is left, "
            "they take their remaining cards as if in tricks.",
        ),
        ("First trick", _first_trick(rules, table)),
        ("Hearts", _hearts(rules)),
        ("Points", _points(rules, table)),
        ("Moon", _moon(rules, table)),
        ("End", _end(rules)),
    ]


# -- Cancellation Hearts -------------------------------------------------------------------


def _cancellation(rules: Rules, table: Table) -> Bullets:
    n = rules.players
    deal = (
        f"two 52-card decks, so every card is there twice; {n} players, "
        f"{table.hand_size} cards each, dealt round."
    )
    if table.undealt:
        deal += (
            f" The last {table.undealt} lie face down and go, with their points, with the "
            "first trick to whoever takes it."
        )
    return [
        ("Deal", deal + " Ace high, no trumps."),
        ("Pass", "none: the hands are played as dealt."),
        ("First lead", _dealer(rules)),
        (
            "Play",
            "follow suit if you can, otherwise play any card. The highest card of the suit "
            "led wins the trick, unless cancelled (below); the winner leads the next.",
        ),
        (
            "Cancelling",
            "two identical cards in one trick (two 9♥, say) cancel each other: neither can "
            "win it, and the highest card of the suit led that is not cancelled wins. If "
            "every card of the suit led is cancelled (cards of other suits never win), "
            "nobody takes the trick: it waits, face up, and goes with its points to the "
            "winner of the next trick, and its leader leads again. On the last trick it goes "
            "to the winner of the trick before it (the last trick won; if none was, to the "
            "player who led the last trick).",
        ),
        ("First trick", _first_trick(rules, table)),
        ("Hearts", _hearts(rules)),
        ("Points", _points(rules, table)),
        ("Moon", _moon(rules, table)),
        ("End", _end(rules)),
    ]


def rules_bullets(rules: Rules) -> Bullets:
    """The rules of ``rules``' table as ``(topic, text)`` pairs, in reading order."""
    table = table_for(rules)
    build = {
        Variant.STANDARD: _standard,
        Variant.DOMINO: _domino,
        Variant.CANCELLATION: _cancellation,
    }[rules.variant]
    return build(rules, table) + _extras(rules)

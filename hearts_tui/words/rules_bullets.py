"""The help page's rules of a table, one bullet per topic, for each game (no Textual).

:func:`rules_bullets` gives ``(topic, text)`` pairs for :func:`.rules_text.describe_rules`:
the Standard table and its options (SPEC §3), Domino Hearts and Cancellation Hearts
(SPEC §3b), then "Q♠ must go" and the move timer when they are on.  The details the rule
pages leave open (who deals first, how the deal moves, what a cancelled trick does) are
said as the engine plays them (``hearts_tui/engine/rules.py``).
"""

from __future__ import annotations

from ..engine import Card, FirstLead, MoonMode, Rules, Scoring, ShortDeck, TieRule, Variant
from ..engine.cards import Suit, cards_of_mask
from ..engine.table import ALL_CARDS, Table, table_for
from .ascii_text import ascii_text
from .describe import card_count, players_text
from .language import N_, Translated, _, join_and, ngettext, pgettext
from .nouns import CASES, CardStyle, Forms, card_label, card_noun, forms, join_forms, phrase
from .seats import seat_noun
from .timer_said import timer_rule

__all__ = [
    "QUEEN",
    "join_words",
    "named",
    "point_cards",
    "point_values",
    "removed_cards",
    "rules_bullets",
    "scoring_spades",
]

#: The cards the rules name.
QUEEN = Card.parse("QS")
_SCORING_SPADES = (QUEEN, Card.parse("KS"), Card.parse("AS"))
JACK = Card.parse("JD")
TWO_OF_CLUBS = Card.parse("2C")
THREE_OF_CLUBS = Card.parse("3C")

Bullets = list[tuple[str, str]]


def named(card: Card, style: CardStyle = "label") -> Forms:
    """A card a rule names, as a noun of its sentence: ``Q♠`` at the table (any case),
    «даму пик» in the line mode's words (``style="words"``)."""
    return card_noun(card, style)


def join_words(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return join_and(items)


def _spades(table: Table) -> list[tuple[Card, int]]:
    """The spades that score on this table, with their points."""
    return [
        (card, table.points[card.index]) for card in _SCORING_SPADES if table.points[card.index]
    ]


def _with_points(card: Card, points: int, style: CardStyle) -> Forms:
    noun = named(card, style)
    return Forms({case: f"{format(noun, case)} {points}" for case in CASES}, noun.gender)


def scoring_spades(table: Table, style: CardStyle = "label") -> list[str]:
    """The spades that score on this table, with their points: ``["Q♠ 13", "K♠ 10"]``."""
    return [str(_with_points(card, points, style)) for card, points in _spades(table)]


def point_cards(table: Table, style: CardStyle = "label") -> Forms:
    """The cards that carry points, in words, in every case: ``all the hearts and the Q♠``
    (Russian «все червы и Д♠»; in the line mode's accusative «все червы и даму пик»)."""
    spades = [named(card, style) for card, _points in _spades(table)]
    if table.decks == 2:  # every card twice: "both decks' hearts and both copies of the Q♠"
        if not spades:
            return forms(_("both decks' hearts"))
        # Translators: a card of which both decks' copies count ("both Q♠").
        both = [phrase(pgettext("both decks", "both copies of the {card}"), card=s) for s in spades]
        return phrase(_("both decks' hearts and {cards}"), cards=join_forms(both))
    if not spades:
        return forms(_("all the hearts"))
    return phrase(
        ngettext("all the hearts and the {cards}", "all the hearts, the {cards}", len(spades)),
        cards=join_forms(spades),
    )


def removed(rules: Rules) -> list[Card]:
    """The cards a short deck takes out at this many players, diamonds first as page 002
    lists them (2♦ 3♦ 3♣ 4♣); empty where every card is dealt."""
    if rules.variant is not Variant.STANDARD:
        return []
    deck = table_for(rules.replace(short_deck=ShortDeck.REMOVE)).deck
    return sorted(
        cards_of_mask(ALL_CARDS & ~deck),
        key=lambda c: (c.suit is not Suit.DIAMONDS, c.suit, c.rank),
    )


def removed_cards(rules: Rules) -> list[str]:
    """:func:`removed` as the cards show them: ``["2♦", "3♦", "3♣", "4♣"]``."""
    return [card_label(card) for card in removed(rules)]


def two_of_clubs_out(rules: Rules) -> bool:
    """Whether this table's short deck takes the 2♣ out (the 3♣ leads instead)."""
    return rules.short_deck is ShortDeck.REMOVE and TWO_OF_CLUBS in removed(rules)


def _spot_hearts(scoring: Scoring) -> bool:
    return scoring in (Scoring.SPOT_HEARTS, Scoring.GREEK)


def point_values(rules: Rules, *, ascii_suits: bool = False, style: CardStyle = "label") -> str:
    """The card points of the table in one line: ``hearts 1 each, Q♠ 13: 26 a hand``.

    The J♦ is left out (it is an option of its own); a moon worth more than the points of a
    hand (Greek Hearts) is mentioned.  With two decks each scoring card counts twice:
    ``hearts 1 each, each Q♠ 13: 52 a hand``.
    """
    table = table_for(rules)
    spot = _spot_hearts(rules.scoring)
    if not spot:
        hearts = _("hearts 1 each")
    elif style in ("words", "short"):  # said: "2 to 10", not "2-10"; "jack", not "J"
        hearts = _("hearts at face value (2 to 10, then jack 11, queen 12, king 13, ace 14)")
    else:
        hearts = _("hearts at face value (2–10, J 11 … A 14)")
    spades = [_with_points(card, points, style) for card, points in _spades(table)]
    if table.decks == 2:
        # Translators: a card that scores, with its points ("Q♠ 13"), where both decks'
        # copies score ("each Q♠ 13").
        spades = [phrase(pgettext("both decks", "each {card}"), card=item) for item in spades]
    text = ", ".join([hearts, *map(str, spades)])
    if not spades:
        text = _("{points}, the {queen} scores nothing").format(
            points=text, queen=named(QUEEN, style)
        )
    text = _("{points}: {total} a hand").format(points=text, total=table.penalty_total)
    if table.moon_value != table.penalty_total:
        text = _("{points}, moon {moon}").format(points=text, moon=table.moon_value)
    return ascii_text(text) if ascii_suits else text


# -- the topics every table shares ---------------------------------------------------------


def _first_trick(rules: Rules, table: Table, style: CardStyle) -> str:
    if rules.points_on_first_trick:
        return _("points may be played to it like to any other trick.")
    spades = [named(card, style) for card, _points in _spades(table)]
    if rules.variant is Variant.CANCELLATION:  # the rule page lets the Q♠ on it
        return _(
            "no heart on it, unless you hold nothing else; the {queen} may be played to it."
        ).format(queen=named(QUEEN, style))
    if not spades:
        return _("no points on it: no heart, unless you hold nothing else.")
    return _("no points on it: no heart and no {cards}, unless you hold nothing else.").format(
        cards=join_forms(spades, either=True)
    )


def _hearts(rules: Rules, style: CardStyle) -> str:
    text = _("may not be led until a heart has been played, unless you hold only hearts.")
    queen = named(QUEEN, style)
    if rules.queen_breaks_hearts:
        return text + " " + _("Playing the {queen} breaks them too.").format(queen=queen)
    return (
        text
        + " "
        + _("The {queen} does not break hearts; it may be led at any time.").format(queen=queen)
    )


def _points(rules: Rules, table: Table, style: CardStyle) -> str:
    text = point_values(rules, style=style) + "."
    if rules.jack_of_diamonds:
        text += " " + _("Taking the {jack} takes {points} off your score.").format(
            jack=named(JACK, style), points=-rules.jack_of_diamonds
        )
    return text + " " + _("Points are bad.")


def _moon(rules: Rules, table: Table, style: CardStyle) -> str:
    if rules.moon is MoonMode.OFF:
        return _("no moon shot: whoever takes points keeps them, even all of them.")
    moon = table.moon_value
    outcome = {
        MoonMode.OTHERS_PLUS: _("you score 0 and everyone else {moon}"),
        MoonMode.SHOOTER_MINUS: _("{moon} comes off your total and the others score nothing"),
        MoonMode.SHOOTER_CHOOSES: _(
            "you choose: everyone else scores {moon}, or {moon} comes off your total"
        ),
    }[rules.moon].format(moon=moon)
    text = _("if you take {cards} in one hand, {outcome}.").format(
        cards=point_cards(table, style), outcome=outcome
    )
    if rules.jack_of_diamonds:
        text += " " + _("The {jack} still counts.").format(jack=named(JACK, style))
    return text


def _end(rules: Rules) -> str:
    if rules.ties is TieRule.SHARE:
        text = _(
            "after the hand in which someone reaches {target}, the lowest total wins;"
            " equal lowest totals share first place."
        )
    else:
        text = _(
            "after the hand in which someone reaches {target}, the lowest total wins;"
            " with equal lowest totals, hands go on until one player alone is lowest."
        )
    return text.format(target=rules.target)


def _dealer(rules: Rules, style: CardStyle = "label") -> str:
    """Who deals first and how the deal moves (the engine: hand 1 is dealt by the last
    seat, so you lead it; the deal moves one seat to the left each hand)."""
    last = seat_noun(rules.players, rules.players - 1)
    return _(
        "the player left of the dealer leads any card. {seat} deals the first hand, so "
        "you lead it; the deal moves one seat to the left (clockwise) each hand."
    ).format(seat=last)


def queen_must_go_name(style: CardStyle = "label") -> str:
    """The name of the rule "Q♠ must go", its card named in ``style``."""
    # Translators: the name of the house rule: whoever holds the Q♠ must shed it at the
    # first chance.
    return _("{queen} must go").format(queen=named(QUEEN, style))


def _extras(rules: Rules, style: CardStyle) -> Bullets:
    """The options any table may add: "Q♠ must go" and the move timer."""
    bullets: Bullets = []
    if rules.queen_must_go:
        higher = join_forms([named(card, style) for card in _SCORING_SPADES[1:]], either=True)
        when = (
            _(
                "when void in the suit led, or when, played now, it would not win the trick "
                "as it stands"
            )
            if rules.variant is Variant.CANCELLATION
            else _(
                "when void in the suit led, or when spades are led and the {cards} is "
                "already on the trick"
            ).format(cards=higher)
        )
        if rules.variant is not Variant.CANCELLATION and not rules.points_on_first_trick:
            text = _(
                "whoever holds the {queen} must play it at the first chance to shed it on"
                " another player's trick: {when}. Leading it is never forced, and a rule that"
                " keeps it off a trick (no points on the first trick) comes first."
            )
        else:
            text = _(
                "whoever holds the {queen} must play it at the first chance to shed it on"
                " another player's trick: {when}. Leading it is never forced."
            )
        name = queen_must_go_name(style)
        bullets.append(
            (name[:1].upper() + name[1:], text.format(when=when, queen=named(QUEEN, style)))
        )
    if rules.move_timer and style in ("words", "short"):  # the line mode: no status line
        bullets.append((_("Move timer"), timer_rule(rules.move_timer)))
    elif rules.move_timer:
        bullets.append(
            (
                _("Move timer"),
                _(
                    "{seconds} seconds for each of your moves (a card or a pass), "
                    "counted down at the right of the status line. At zero the card (or the "
                    "three cards) the normal CPU would choose is played for you, and the status "
                    "line says so. The clock stops while a dialog is open or the terminal is "
                    "not in focus, and starts full again after a restart."
                ).format(seconds=rules.move_timer),
            )
        )
    return bullets


# -- the Standard table --------------------------------------------------------------------


def _deal(rules: Rules, table: Table, style: CardStyle) -> str:
    n = rules.players
    cards = table.deck.bit_count()
    each = table.hand_size
    if n == 4:
        return _("4 players, {each} cards each. Ace high, no trumps.").format(each=each)
    if rules.short_deck is ShortDeck.REMOVE:
        out = [named(card, style) for card in removed(rules)]
        if len(out) == 1:
            text = _(
                "{players}: the {card} is taken out, {cards}, {each} each. Ace high, no trumps."
            )
        elif len(out) == 2:
            text = _(
                "{players}: the {card} and the {other} are taken out, {cards},"
                " {each} each. Ace high, no trumps."
            )
        else:
            text = _(
                "{players}: the {list} are taken out, {cards}, {each} each. Ace high, no trumps."
            )
        return text.format(
            players=players_text(n),
            card=out[0],
            other=out[-1],
            list=join_forms(out),
            cards=card_count(cards),
            each=each,
        )
    left = cards - each * n
    return ngettext(
        "{players}, {each} cards each; the last card lies face down as a kitty,"
        " taken with its points by the winner of the first trick. Ace high, no trumps.",
        "{players}, {each} cards each; the last {count} cards lie face down as a"
        " kitty, taken with its points by the winner of the first trick. Ace high, no trumps.",
        left,
    ).format(players=players_text(n), each=each, count=left)


def _passing(table: Table) -> str:
    cycle = table.pass_cycle
    if cycle == ("none",):
        return _("no passing: the hands are played as dealt.")
    if len(cycle) == 1:
        to = {
            "left": _("every hand, everyone passes 3 cards to the left, all at once."),
            "right": _("every hand, everyone passes 3 cards to the right, all at once."),
            "across": _("every hand, everyone passes 3 cards across, all at once."),
        }
        return to[cycle[0]]
    order = ", ".join(DIRECTIONS[way] for way in cycle[:-1])
    return _(
        "everyone passes 3 cards at once: {order}, then a hand without passing, "
        "and round again. Left is the next player in play order (clockwise)."
    ).format(order=order)


def _first_lead(rules: Rules, style: CardStyle) -> str:
    if rules.first_lead is FirstLead.LEFT_OF_DEALER:
        return _dealer(rules, style)
    two, three = named(TWO_OF_CLUBS, style), named(THREE_OF_CLUBS, style)
    if two_of_clubs_out(rules):
        return _("the holder of the {three} leads it (the {two} is out of the deck).").format(
            two=two, three=three
        )
    if rules.players != 4 and rules.short_deck is ShortDeck.KITTY:
        return _(
            "the holder of the {two} leads it; when it lies in the kitty, the lowest club "
            "in play leads."
        ).format(two=two)
    return _("the holder of the {two} leads it.").format(two=two)


#: The pass's directions as the rules say them, in a list ("left, right, across").
DIRECTIONS = Translated(
    {"left": N_("left"), "right": N_("right"), "across": N_("across"), "none": N_("none")}
)


def _play() -> str:
    return _(
        "follow suit if you can, otherwise play any card. The highest card of the suit led "
        "wins the trick, and its winner leads the next."
    )


def _common(rules: Rules, table: Table, style: CardStyle) -> Bullets:
    """The topics after the play: the first trick, hearts, points, the moon, the end."""
    return [
        (_("First trick"), _first_trick(rules, table, style)),
        (_("Hearts"), _hearts(rules, style)),
        (_("Points"), _points(rules, table, style)),
        (_("Moon"), _moon(rules, table, style)),
        (_("End"), _end(rules)),
    ]


def _no_pass() -> str:
    return _("none: the hands are played as dealt.")


def _standard(rules: Rules, table: Table, style: CardStyle) -> Bullets:
    return [
        (_("Deal"), _deal(rules, table, style)),
        (_("Pass"), _passing(table)),
        (_("First lead"), _first_lead(rules, style)),
        (_("Play"), _play()),
        *_common(rules, table, style),
    ]


# -- Domino Hearts ---------------------------------------------------------------------------


def _domino(rules: Rules, table: Table, style: CardStyle) -> Bullets:
    return [
        (
            _("Deal"),
            _(
                "{players}, {each} cards each; the other {stock} lie face down as the"
                " stock. Ace high, no trumps."
            ).format(
                players=players_text(rules.players), each=table.hand_size, stock=table.undealt
            ),
        ),
        (_("Pass"), _no_pass()),
        (_("First lead"), _dealer(rules, style)),
        (
            _("Play"),
            _(
                "follow suit if you can. If you cannot, draw from the stock (d), one card at a "
                "time, until you can; the cards you draw stay in your hand. With the stock "
                "empty, a player who cannot follow plays any card. How many cards a player "
                "drew is seen by all, the cards are not. The highest card of the suit led wins "
                "the trick, and its winner leads the next."
            ),
        ),
        (
            _("Leaving"),
            _(
                "a player whose hand is empty leaves the hand; a trick has one card from each "
                "player still in. If the winner of a trick has just played their last card, "
                "the next player to the left who is still in leads. When one player is left, "
                "they take their remaining cards as if in tricks."
            ),
        ),
        *_common(rules, table, style),
    ]


# -- Cancellation Hearts -------------------------------------------------------------------


def _cancellation(rules: Rules, table: Table, style: CardStyle) -> Bullets:
    deal = _(
        "two 52-card decks, so every card is there twice; {players}, "
        "{each} cards each, dealt round."
    ).format(players=players_text(rules.players), each=table.hand_size)
    if table.undealt:
        deal += " " + _(
            "The last {count} lie face down and go, with their points, with the "
            "first trick to whoever takes it."
        ).format(count=table.undealt)
    return [
        (_("Deal"), deal + " " + _("Ace high, no trumps.")),
        (_("Pass"), _no_pass()),
        (_("First lead"), _dealer(rules, style)),
        (
            _("Play"),
            _(
                "follow suit if you can, otherwise play any card. The highest card of the suit "
                "led wins the trick, unless cancelled (below); the winner leads the next."
            ),
        ),
        (
            _("Cancelling"),
            _(
                "two identical cards in one trick (two {card}, say) cancel each other: neither can "
                "win it, and the highest card of the suit led that is not cancelled wins. If "
                "every card of the suit led is cancelled (cards of other suits never win), "
                "nobody takes the trick: it waits, face up, and goes with its points to the "
                "winner of the next trick, and its leader leads again. On the last trick it "
                "goes to the winner of the trick before it (the last trick won; if none was, "
                "to the player who led the last trick)."
            ).format(card=named(Card.parse("9H"), style)),
        ),
        *_common(rules, table, style),
    ]


def rules_bullets(rules: Rules, style: CardStyle = "label") -> Bullets:
    """The rules of ``rules``' table as ``(topic, text)`` pairs, in reading order, its cards
    named in ``style`` (the line mode's words: each in the case its sentence asks)."""
    table = table_for(rules)
    build = {
        Variant.STANDARD: _standard,
        Variant.DOMINO: _domino,
        Variant.CANCELLATION: _cancellation,
    }[rules.variant]
    return build(rules, table, style) + _extras(rules, style)

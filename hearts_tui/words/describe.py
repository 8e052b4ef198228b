"""Words for the table: what a card will do, who passes where, how a moon shot scored.

Pure functions of the game (no Textual), so the texts are easy to test and reuse.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Final

from ..engine import Card, Game, MoonMode, PassCycle, Rules, Scoring, Suit, TrickRecord, Variant
from .ascii_text import ascii_text
from .language import N_, Translated, _, join_and, ngettext, pgettext
from .nouns import (
    CardStyle,
    Counted,
    Forms,
    card_label,
    card_noun,
    forms,
    join_forms,
    suit_label,
    suit_noun,
)
from .seats import ARROWS, seat_names, seat_noun, seat_position

QUEEN_OF_SPADES: Final = Card.parse("QS")


def suits_text(text: str, ascii_suits: bool) -> str:
    """``text`` in ASCII when ``ascii_suits`` is on: suits as letters, arrows as ``->``."""
    return ascii_text(text) if ascii_suits else text


def counted(text: str) -> Counted:
    """A count's words from the catalogue (``1 очко``, or its forms by case,
    ``nom:1 очко|gen:1 очка|…``) as a :class:`~.nouns.Counted`: the nominative, and the
    case a sentence asks for (``за {hands:acc}``)."""
    return Counted(forms(text))


def points_text(points: int) -> Counted:
    """``"1 point"``, ``"3 points"``, ``"no points"`` (Russian ``"1 очко"``, ``"3 очка"``;
    ``{points:gen}`` ``"3 очков"``)."""
    if points == 0:
        return counted(_("no points"))
    return counted(ngettext("{count} point", "{count} points", abs(points)).format(count=points))


def players_text(count: int) -> Counted:
    """``"4 players"`` (Russian ``"4 игрока"``, ``"5 игроков"``)."""
    return counted(ngettext("{count} player", "{count} players", count).format(count=count))


def card_count(count: int) -> Counted:
    """``"1 card"``, ``"51 cards"`` (Russian ``"51 карта"``, ``"50 карт"``)."""
    return counted(ngettext("{count} card", "{count} cards", count).format(count=count))


def target_text(target: int) -> str:
    """A game's target in a title or a line: ``"target 50"`` (Russian ``"до 50 очков"``,
    ``"до 31 очка"``: the form follows the number)."""
    return ngettext("target {target}", "target {target}", target).format(target=target)


def hands_text(count: int) -> Counted:
    """``"1 hand"``, ``"4 hands"`` (Russian ``"1 сдача"``; ``{hands:acc}`` ``"1 сдачу"``)."""
    return counted(ngettext("{count} hand", "{count} hands", count).format(count=count))


def trick_leader(trick: Sequence[tuple[int, Card]]) -> tuple[int, Card] | None:
    """The seat and card winning the trick so far: the highest card of the suit led that is
    not cancelled (Cancellation Hearts: a card on the trick twice wins nothing); None when
    every card of the suit led is cancelled."""
    lead = trick[0][1].suit
    copies = Counter(card for _, card in trick)
    best: tuple[int, Card] | None = None
    for seat, card in trick:
        if card.suit is lead and copies[card] == 1 and (best is None or card.rank > best[1].rank):
            best = (seat, card)
    return best


def cancelled_text(cards: Sequence[Card]) -> str:
    """The cards cancelled in a trick: ``"Cancelled: both Q♠ cancel"``, or for several pairs
    ``"Cancelled in pairs: 7♣ Q♠"``; empty when none."""
    if not cards:
        return ""
    if len(cards) == 1:
        return _("Cancelled: both {card} cancel").format(card=card_label(cards[0]))
    return _("Cancelled in pairs: {cards}").format(cards=glyph_cards(cards))


def glyph_cards(cards: Sequence[Card]) -> str:
    """Cards as the table shows them: ``"5♣ 5♣ 9♥"``."""
    return " ".join(card_label(card) for card in cards)


#: How a text names a list of cards: :func:`glyph_cards` at the table; the line mode passes
#: its spoken form ("the 5 of clubs and the 9 of hearts").
CardsText = Callable[[Sequence[Card]], str]


def waiting_text(game: Game, cards_text: CardsText = glyph_cards) -> str:
    """Cancellation Hearts: the cards of tricks nobody could win, waiting for the winner of
    the trick in play: ``"Waiting for the winner: 5♣ 5♣ 9♥ (1 point)"`` (more than six:
    ``"10 cards"``); empty when none."""
    face_down = game.table.undealt if game.view(0).kitty_waiting else 0
    return cards_waiting_text(game, game.waiting, face_down, cards_text)


def cards_waiting_text(
    game: Game, waiting: Sequence[Card], face_down: int, cards_text: CardsText = glyph_cards
) -> str:
    """:func:`waiting_text` for the cards ``waiting`` (and ``face_down`` cards of the kitty
    with them) at ``game``'s table: the cards as they waited at a moment gone by."""
    if not waiting:
        return ""
    points = sum(game.table.points[card.index] for card in waiting)
    cards = cards_text(waiting)
    if len(waiting) > 6:
        cards = card_count(len(waiting))
    if face_down:
        cards = _("{cards} + {count} face down").format(cards=cards, count=face_down)
    return _("Waiting for the winner: {cards} ({points})").format(
        cards=cards, points=points_text(points)
    )


def carried_with(tricks: Sequence[TrickRecord]) -> list[TrickRecord]:
    """Cancellation Hearts: the tricks nobody could win that the last of ``tricks`` took
    with it (those just before it, carried)."""
    taken: list[TrickRecord] = []
    for record in reversed(tricks[:-1]):
        if not record.carried:
            break
        taken.append(record)
    return taken[::-1]


def carried_text(record: TrickRecord, *, ascii_suits: bool = False) -> str:
    """A finished trick nobody could win: every card of the suit led cancelled."""
    return _("Every {suit} cancelled: nobody takes it yet").format(
        suit=suit_label(record.lead_suit, ascii_suits=ascii_suits)
    )


def _breaks_hearts(game: Game, card: Card) -> bool:
    if game.hearts_broken:
        return False
    if card.suit is Suit.HEARTS:
        return True
    return card == QUEEN_OF_SPADES and game.rules.queen_breaks_hearts


def describe_play(game: Game, card: Card, seat: int = 0, *, style: CardStyle = "label") -> str:
    """What playing ``card`` (legal, ``seat`` on turn) will do, in a few words; the cards it
    names in ``style`` (the line mode says them in words).

    >>> game = Game.from_hands([["2C"] + [f"{r}H" for r in "23456789TJQK"],
    ...     ["3C", "AH"] + [f"{r}D" for r in "23456789TJQ"],
    ...     [f"{r}C" for r in "456789TJQKA"] + ["KD", "AD"],
    ...     [f"{r}S" for r in "23456789TJQKA"]])
    >>> describe_play(game, Card.parse("2C"))
    'leads the trick'
    """
    values = game.table.points
    trick = game.trick
    parts: list[str] = []
    if not trick:
        parts.append(_("leads the trick"))
    else:
        after = [*trick, (seat, card)]
        ahead = trick_leader(after)
        # Cancellation Hearts: the cards of tricks nobody won go with this one.
        on_table = sum(values[c.index] for _, c in after) + sum(
            values[c.index] for c in game.waiting
        )
        last = len(after) == game.players - len(game.out)  # Domino: the players still in
        if card in {c for _, c in trick}:
            # Cancellation Hearts: said as what this card does, not as the trick's note
            # ("Cancelled: both 6♥ cancel" after "Again plays 6♥:" read garbled).
            parts.append(_("cancels the other {card}").format(card=card_noun(card, style)))
        if ahead is None:
            parts.append(
                _("nobody wins it: it waits for the next") if last else _("nobody leads it now")
            )
        elif ahead[0] == seat and last and not on_table:
            # A sentence of its own: "you take no points" is not worded so in every language.
            parts.append(pgettext("no points in the trick", "wins the trick: you take no points"))
        elif ahead[0] == seat and last:
            parts.append(
                _("wins the trick: you take {points}").format(points=points_text(on_table))
            )
        elif ahead[0] == seat:
            # No brackets: a hint says its reason in brackets already.
            parts.append(
                _("wins the trick so far with {points} on it").format(points=points_text(on_table))
            )
        else:
            leader = seat_noun(game.players, ahead[0])
            leader_card = card_noun(ahead[1], style)
            if values[card.index] > 0:
                # A point card that does not win goes to the trick's winner, whether
                # discarded or following under a higher card (the Q♠ under the K♠: "sheds
                # 13 points on North").  Someone still to play may win the trick instead:
                # only the last card is sure.
                sheds = (
                    _("sheds {points} on {seat}") if last else _("sheds {points} on {seat} so far")
                )
                parts.append(sheds.format(points=points_text(values[card.index]), seat=leader))
            elif card.suit is not trick[0][1].suit:
                parts.append(
                    _("discards under {seat}'s {card}").format(seat=leader, card=leader_card)
                )
            elif len(parts) == 0:
                parts.append(_("ducks under {seat}'s {card}").format(seat=leader, card=leader_card))
            if last and on_table:
                parts.append(
                    _("{seat} takes {points}").format(seat=leader, points=points_text(on_table))
                )
    if _breaks_hearts(game, card):
        parts.append(_("breaks hearts"))
    return ", ".join(parts)


def hint_reason(game: Game, card: Card, seat: int = 0, *, style: CardStyle = "label") -> str:
    """Why the hint plays ``card``: what it does (:func:`describe_play`), and what it keeps
    or makes in the hand: the Q♠'s cover, a void to discard into later.

    >>> game = Game.from_hands([["2C", "3D"] + [f"{r}H" for r in "23456789TJQ"],
    ...     ["3C", "AH"] + [f"{r}D" for r in "2456789TJQ"] + ["KH"],
    ...     [f"{r}C" for r in "456789TJQKA"] + ["KD", "AD"],
    ...     [f"{r}S" for r in "23456789TJQKA"]])
    >>> hint_reason(game, Card.parse("2C"))
    'leads the trick, voids ♣ for later discards'
    """
    parts = [describe_play(game, card, seat, style=style)]
    hand = game.hand(seat)
    same_suit = [c for c in hand if c.suit is card.suit]
    cover = _queen_cover(game, [c for c in hand if c != card])
    if cover is not None and card.suit is Suit.SPADES:
        parts.append(_queen_kept(cover, style))
    elif len(hand) > 1 and same_suit == [card]:
        parts.append(_("voids {suit} for later discards").format(suit=_suit(card.suit, style)))
    return ", ".join(parts)


def _suit(suit: Suit, style: CardStyle) -> Forms:
    """A suit as a text names it: its glyph at the table, its word in the line mode."""
    return suit_label(suit) if style == "label" else suit_noun(suit)


def _queen_kept(cover: int, style: CardStyle) -> str:
    return _("keeps the {card} protected by {count} spades").format(
        card=card_noun(QUEEN_OF_SPADES, style), count=cover
    )


def pass_reason(
    game: Game, cards: list[Card] | tuple[Card, ...], seat: int = 0, *, style: CardStyle = "label"
) -> str:
    """Why pass ``cards`` (from ``seat``'s hand before the pass), in a few plain words:
    "passes the Q♠ with only 2 other spades to cover it", "keeps the Q♠ protected by 4 spades",
    "voids ♣"; at most two of them."""
    hand = game.hand(seat)
    kept = [c for c in hand if c not in cards]
    parts: list[str] = []
    queen_counts = game.table.points[QUEEN_OF_SPADES.index] > 0
    spades = sum(c.suit is Suit.SPADES for c in hand if c != QUEEN_OF_SPADES)
    cover = _queen_cover(game, kept)
    queen = card_noun(QUEEN_OF_SPADES, style)
    if queen_counts and QUEEN_OF_SPADES in cards:
        parts.append(  # no brackets: a hint says its reason in brackets already
            ngettext(
                "passes the {card} with only {count} other spade to cover it",
                "passes the {card} with only {count} other spades to cover it",
                spades,
            ).format(card=queen, count=spades)
        )
    elif cover is not None:
        parts.append(_queen_kept(cover, style))
    elif queen_counts and QUEEN_OF_SPADES not in hand:
        catchers = [c for c in cards if c.suit is Suit.SPADES and c.rank > 12]
        if catchers:
            named = join_forms([card_noun(c, style) for c in catchers])
            parts.append(
                ngettext(
                    "passes the {cards} that would catch the {card}",
                    "passes the {cards} that would catch the {card}",
                    len(catchers),
                ).format(cards=named, card=queen)
            )
    voids = [
        _suit(suit, style)
        for suit in Suit
        if any(c.suit is suit for c in hand) and not any(c.suit is suit for c in kept)
    ]
    if voids:
        parts.append(_("voids {suits}").format(suits=join_forms(voids, " ")))
    if not parts:
        parts.append(_("sheds high cards"))
    return ", ".join(parts[:2])


def _queen_cover(game: Game, cards: list[Card]) -> int | None:
    """How many other spades cover the Q♠ in ``cards``, when it is held with four or more
    (and scores points at this table); None otherwise."""
    if QUEEN_OF_SPADES not in cards or game.table.points[QUEEN_OF_SPADES.index] <= 0:
        return None
    cover = sum(c.suit is Suit.SPADES for c in cards) - 1
    return cover if cover >= 3 else None


def pass_text(game: Game, seat: int = 0) -> str:
    """Who receives ``seat``'s pass, with an arrow: ``"Pass 3 cards to West ←"``."""
    target = game.pass_target(seat)
    if target is None:
        return _("No passing this hand: keep your cards")
    name = seat_noun(game.players, target)
    arrow = ARROWS[seat_position(target, game.players)]
    to = {
        "left": _("Pass 3 cards left to {seat} {arrow}"),
        "right": _("Pass 3 cards right to {seat} {arrow}"),
        "across": _("Pass 3 cards across to {seat} {arrow}"),
    }
    return to[game.pass_direction].format(seat=name, arrow=arrow)


def no_pass_now(rules: Rules) -> str:
    """Why ``p`` passes nothing now: the table never passes, or its pass is not now.

    >>> no_pass_now(Rules.domino())
    'Domino Hearts has no pass: the hands are played as dealt'
    >>> no_pass_now(Rules())
    'There is no pass now: the pass comes at the start of a hand'
    """
    from .rules_text import table_name

    if rules.pass_cycle is PassCycle.OFF:
        if rules.variant is Variant.STANDARD:
            return _("This table has no pass: the hands are played as dealt")
        return _("{table} has no pass: the hands are played as dealt").format(
            table=table_name(rules)
        )
    return _("There is no pass now: the pass comes at the start of a hand")


def moon_text(game: Game) -> str | None:
    """The moon shot of the finished hand, explained, or None: "East shot the moon: …"."""
    shooter = game.moon_shooter
    if shooter is None:
        return None
    who = seat_noun(game.players, shooter)
    value = game.table.moon_value
    points = game.hand_points
    you = shooter == 0
    if game.rules.moon is MoonMode.OFF:
        text = (
            _("You took every point card (moon shots are off: the points stay)")
            if you
            else _("{seat} took every point card (moon shots are off: the points stay)")
        )
    elif points[shooter] < 0:
        text = (
            _("You shot the moon: You −{value}")
            if you
            else _("{seat} shot the moon: {seat} −{value}")
        )
    else:
        text = (
            _("You shot the moon: everyone else +{value}")
            if you
            else _("{seat} shot the moon: everyone else +{value}")
        )
    return text.format(seat=who, value=value)


def winners_text(game: Game) -> str:
    """``"You win!"``, ``"North wins"``, or a shared first place named as such."""
    names = seat_names(game.players)
    winners = game.winners
    if len(winners) == 1:
        if winners[0] == 0:
            return _("You win!")
        return _("{seat} wins").format(seat=seat_noun(game.players, winners[0]))
    return _("Shared first place: {seats}").format(
        seats=join_and([names[seat] for seat in winners])
    )


def kitty_text(game: Game, cards_text: CardsText = glyph_cards) -> str | None:
    """Who got the face-down kitty of the finished hand: "Kitty 6♥: to West with trick 1"."""
    kitty = game.kitty
    if not kitty or not game.tricks or game.phase not in ("hand_over", "game_over"):
        return None
    winner = seat_noun(game.players, game.tricks[0].winner)
    cards = cards_text(kitty)
    points = game.table.points_of(sum(card.mask for card in kitty))
    return _("Kitty {cards}: to {seat} with the first trick ({points})").format(
        cards=cards, seat=winner, points=points_text(points)
    )


#: The tables of the rule pages besides the Standard one, by name.
VARIANT_NAMES: Final = Translated(
    {Variant.DOMINO: N_("Domino Hearts"), Variant.CANCELLATION: N_("Cancellation")}
)
#: The scoring each table is dealt with unless the player changed it (not named in the label).
VARIANT_SCORING: Final = {
    Variant.STANDARD: Scoring.STANDARD,
    Variant.DOMINO: Scoring.BASIC,
    Variant.CANCELLATION: Scoring.STANDARD,
}


def domino_text(game: Game, cards_text: CardsText = glyph_cards) -> list[str]:
    """Domino Hearts, once the hand is over: who was left holding cards (they take them, as
    if in tricks) and the stock's cards nobody drew (they score for nobody)."""
    if game.rules.variant is not Variant.DOMINO or game.phase not in ("hand_over", "game_over"):
        return []
    lines = []
    last = game.last_cards
    if last is not None and last[1]:
        seat, cards = last
        text = (
            _("You were left with {cards}: taken as tricks ({points})")
            if seat == 0
            else _("{seat} was left with {cards}: taken as tricks ({points})")
        )
        points = game.table.points_of(sum(card.mask for card in cards))
        lines.append(
            text.format(
                seat=seat_noun(game.players, seat),
                cards=cards_text(cards),
                points=points_text(points),
            )
        )
    left = game.stock_size
    if left:
        lines.append(
            ngettext(
                "{count} card left in the stock: they score for nobody",
                "{count} cards left in the stock: they score for nobody",
                left,
            ).format(count=left)
        )
    return lines


def table_label(game: Game) -> list[str]:
    """The table in a word or two for the top bar: ``["Black Maria"]``, ``["kitty ▮",
    "5 players"]``, ``["house rules"]``; empty for the Standard table (with or without the
    move timer, whose countdown speaks for itself)."""
    from .rules_text import PRESET_NAMES

    rules = game.rules
    label: list[str] = []
    variant = rules.variant
    if variant is not Variant.STANDARD:
        label.append(VARIANT_NAMES[variant])
    if rules.scoring is not VARIANT_SCORING[variant]:
        label.append(PRESET_NAMES[rules.scoring])
    size = game.table.undealt
    if variant is Variant.DOMINO:
        label.append(_("stock {count}").format(count=game.stock_size))
    elif size > 0:  # before the player count: the seats show how many play, not the kitty
        label.append(kitty_marker(game, size))
    if rules.players != 4:
        label.append(players_text(rules.players))
    if not label and rules.differences().keys() - {"target", "move_timer"}:
        label.append(_("house rules"))
    return label


def kitty_marker(game: Game, size: int) -> str:
    """Where the kitty is: face down (a ▮ a card) until the first trick is won, then with
    its taker.

    Its cards stay hidden until the hand is over (the hand summary shows them).  At
    Cancellation Hearts a first trick nobody won leaves it face down, waiting."""
    if game.phase == "passing" or not game.tricks or game.tricks[0].winner < 0:
        return _("kitty {cards}").format(cards="▮" * size)
    taker = game.tricks[0].winner
    return _("kitty: {seat}").format(seat=seat_noun(game.players, taker))

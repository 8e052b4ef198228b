"""The game in sentences, for the ear: a hand by suit, a trick, the scores, the tracker.

One event, one line, whatever its length: the terminal wraps a long line for the eye, and
a screen reader or a Braille line reads a whole sentence, never half of one (nothing here
breaks a sentence over lines; a script reads one line an event).  Each sentence puts what
matters first ("East wins the trick, 13 points") and names cards in words, or in short
codes (``QS``) with ``short``.  Made from the game and the values of the other word modules
(:mod:`.tracker`'s facts, :mod:`.score_sheet`), never from text drawn for the screen.

Every sentence is whole, in the language spoken, with named placeholders (``"{seat}
leads {card}."``): cards, suits and seats are nouns (:mod:`.nouns`), so a translation asks
for the case it needs (``{card:acc}``), and counts go through :func:`ngettext`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Final

from ..ai.analysis import COSTLY
from ..engine import Card, Game, Suit, TrickRecord
from .describe import points_text, trick_leader, winners_text
from .hand_review import HandAnalysis
from .language import _, decimal, join_and, join_or, ngettext, pgettext
from .nouns import Forms, forms, suit_noun
from .score_sheet import ScoreSheet
from .seats import seat_names, seat_noun
from .spoken import card_phrase, cards_phrase, rank_word, ranks_of, suit_word
from .tracker import TrackerFacts


def listed(head: str, items: Sequence[str], *, sep: str = ",", end: str = ".") -> str:
    """``head`` then ``items`` joined by ``sep`` and a space, ``end`` closing: one line.

    >>> listed("Scores:", ["You 3", "West 0"])
    'Scores: You 3, West 0.'
    """
    joined = f"{sep} ".join(items)
    return f"{head} {joined}{end}" if head and joined else f"{head}{joined}{end}"


def who(game: Game | int, seat: int) -> str:
    """The seat's name as the table shows it: "You", "West", "Ada"."""
    players = game if isinstance(game, int) else game.players
    return seat_names(players)[seat]


def seat(game: Game, number: int) -> Forms:
    """The seat as a noun of a sentence (its cases for a translation)."""
    return seat_noun(game.players, number)


def by_suit(cards: Iterable[Card]) -> dict[Suit, list[Card]]:
    """The cards of each suit, clubs first, high card first within a suit."""
    suits: dict[Suit, list[Card]] = {suit: [] for suit in Suit}
    for card in cards:
        suits[card.suit].append(card)
    return {suit: sorted(held, key=lambda c: -c.rank) for suit, held in suits.items()}


def suit_cards(cards: Sequence[Card], *, short: bool = False, either: bool = False) -> str:
    """Cards of one suit in one phrase, high first: "the queen, 8 and 6 of hearts" (with
    ``either``: "the queen, 8 or 6 of hearts"); "QH 8H 6H" with ``short``."""
    ordered = sorted(cards, key=lambda card: -card.rank)
    if short or len(ordered) == 1:
        return format(cards_phrase(ordered, short=short))
    ranks = [rank_word(card.rank) for card in ordered]
    joined = join_or(ranks) if either else join_and(ranks)
    # Translators: several cards of one suit: "the queen, 8 and 6 of hearts".
    return _("the {ranks} of {suit}").format(ranks=joined, suit=suit_noun(ordered[0].suit))


def cards_by_suit(cards: Iterable[Card], *, short: bool = False) -> str:
    """Cards of several suits, a suit at a time: "the ace and 9 of diamonds; the 4 of
    hearts" (``short``: "AD 9D 4H")."""
    groups = [held for held in by_suit(cards).values() if held]
    if short:
        return " ".join(suit_cards(held, short=True) for held in groups)
    return "; ".join(suit_cards(held) for held in groups)


def count_of(count: int, suit: Suit, *, first: bool = True) -> str:
    """A number of cards of a suit that cannot be heard as a card ("8 clubs" is heard as
    the 8♣): "8 cards in clubs", then, after the first of a list, "9 in diamonds"; "none
    in spades".  Russian «треф — 8 карт», «бубён — 9», «пик — ни одной»."""
    noun = suit_noun(suit)
    if count == 0:
        return _("none in {suit}").format(suit=noun)
    if not first:
        return _("{count} in {suit}").format(count=count, suit=noun)
    return ngettext("{count} card in {suit}", "{count} cards in {suit}", count).format(
        count=count, suit=noun
    )


def playable_text(hand: Sequence[Card], legal: Sequence[Card], *, short: bool = False) -> str:
    """The cards you may play, in the fewest words: "any card", "any card but your hearts",
    "your diamonds or spades", "the 6, 9 or queen of spades", "your diamonds, or the
    king or 6 of spades".

    >>> from hearts_tui.words.card_names import parse_cards
    >>> playable_text(parse_cards("6s 9s qs 2d"), parse_cards("6s 9s qs"))
    'your spades'
    >>> playable_text(parse_cards("6s 9s qs 2d ah"), parse_cards("6s 9s 2d"))
    'the 2 of diamonds, or the 9 or 6 of spades'
    """
    allowed = set(legal)
    held = {suit: cards for suit, cards in by_suit(hand).items() if cards}
    if allowed >= set(hand):
        return _("any card")
    some = {suit: [c for c in cards if c in allowed] for suit, cards in held.items()}
    some = {suit: cards for suit, cards in some.items() if cards}
    whole = [suit for suit, cards in some.items() if len(cards) == len(held[suit])]
    if len(some) > 1 and len(whole) == len(some) and len(held) - len(some) == 1:
        (kept_back,) = set(held) - set(some)
        return _("any card but your {suit}").format(suit=suit_noun(kept_back))
    parts = []
    grouped = [suit for suit in whole if len(some[suit]) > 1]
    if grouped:
        suits = join_or([suit_word(suit) for suit in grouped])
        parts.append(_("your {suits}").format(suits=suits))
    singles = [suit for suit in some if suit not in grouped]
    for suit in singles:
        parts.append(suit_cards(some[suit], short=short, either=True))
    nested = len(grouped) > 1 or any(len(some[suit]) > 1 for suit in singles)
    if len(parts) > 1 and nested and not short:
        # Translators: choices of which one holds a list itself: "your diamonds, or the
        # king or 6 of spades".
        return _("{first}, or {last}").format(first=", ".join(parts[:-1]), last=parts[-1])
    return join_or(parts)


def hand_lines(
    cards: Sequence[Card], legal: Sequence[Card] | None = None, *, short: bool = False
) -> list[str]:
    """Your hand, one suit a line, high first, always in one shape ("Clubs: king, 9."),
    then on your turn (``legal``) what you may play: "Playable: your diamonds."
    """
    if not cards:
        return [_("Your hand is empty.")]
    count = len(cards)
    lines = [ngettext("Your hand, {count} card:", "Your hand, {count} cards:", count)]
    lines[0] = lines[0].format(count=count)
    for suit, held in by_suit(cards).items():
        if held:
            ranks = ranks_of(held, short=short)
            lines.append(_("{suit:Nom}: {ranks}.").format(suit=suit_noun(suit), ranks=ranks))
        else:
            lines.append(_("{suit:Nom}: none.").format(suit=suit_noun(suit)))
    if legal is not None:
        playable = playable_text(cards, legal, short=short)
        lines.append(_("Playable: {cards}.").format(cards=playable))
    return lines


def play_sentence(
    game: Game,
    player: int,
    card: Card,
    trick: int,
    *,
    lead: bool,
    short: bool,
    only: bool = False,
    cancels: bool = False,
) -> str:
    """ "Trick 3. West leads the 9 of clubs." or "North plays the 4 of clubs." (``only``:
    your only card, played for you; ``cancels``: its twin is on the trick)."""
    named = card_phrase(card, short=short)
    if lead and player == 0:
        if only:
            text = _("Trick {number}. You lead {card}, your only card.")
        else:
            text = _("Trick {number}. You lead {card}.")
        return text.format(number=trick, card=named)
    if lead:
        return _("Trick {number}. {seat} leads {card}.").format(
            number=trick, seat=seat(game, player), card=named
        )
    if player == 0:
        if only and cancels:
            text = _("You play {card}, your only card: both cancel.")
        elif only:
            text = _("You play {card}, your only card.")
        elif cancels:
            text = _("You play {card}: both cancel.")
        else:
            text = _("You play {card}.")
        return text.format(card=named)
    if cancels:
        return _("{seat} plays {card}: both cancel.").format(seat=seat(game, player), card=named)
    return _("{seat} plays {card}.").format(seat=seat(game, player), card=named)


#: One card of a suit, a noun of its own: "every club cancelled".
_ONE_OF: Final[dict[Suit, Callable[[], str]]] = {
    Suit.CLUBS: lambda: pgettext("a card of the suit", "club"),
    Suit.DIAMONDS: lambda: pgettext("a card of the suit", "diamond"),
    Suit.HEARTS: lambda: pgettext("a card of the suit", "heart"),
    Suit.SPADES: lambda: pgettext("a card of the suit", "spade"),
}


def one_of(suit: Suit) -> Forms:
    """A card of ``suit`` as a noun: "club" (Russian «трефа»)."""
    return forms(_ONE_OF[suit]())


def trick_won_sentence(
    game: Game,
    record: TrickRecord,
    points: int,
    *,
    carried: int = 0,
    kitty: bool = False,
    last: bool = False,
) -> str:
    """ "East wins the trick, no points." / "Nobody wins the trick: every club cancelled…"
    (``last``: the hand's last trick, whose cards go to the winner of the one before)."""
    if record.carried:
        suit = one_of(record.lead_suit)
        if last:
            return _(
                "Nobody wins the last trick: every {suit} cancelled;"
                " it goes to the winner of the trick before."
            ).format(suit=suit)
        return _(
            "Nobody wins the trick: every {suit} cancelled; it waits for the next winner."
        ).format(suit=suit)
    said = points_text(points)
    winner = record.winner
    name = seat(game, winner)
    if carried and kitty:
        if winner == 0:
            text = ngettext(
                "You win the trick and the one waiting and the kitty, {points}.",
                "You win the trick and the {count} waiting before it and the kitty, {points}.",
                carried,
            )
        else:
            text = ngettext(
                "{seat} wins the trick and the one waiting and the kitty, {points}.",
                "{seat} wins the trick and the {count} waiting before it and the kitty, {points}.",
                carried,
            )
        return text.format(seat=name, count=carried, points=said)
    if carried:
        if winner == 0:
            text = ngettext(
                "You win the trick and the one waiting, {points}.",
                "You win the trick and the {count} waiting before it, {points}.",
                carried,
            )
        else:
            text = ngettext(
                "{seat} wins the trick and the one waiting, {points}.",
                "{seat} wins the trick and the {count} waiting before it, {points}.",
                carried,
            )
        return text.format(seat=name, count=carried, points=said)
    if kitty and winner == 0:
        return _("You win the trick and the kitty, {points}.").format(points=said)
    if kitty:
        return _("{seat} wins the trick and the kitty, {points}.").format(seat=name, points=said)
    if winner == 0:
        return _("You win the trick, {points}.").format(points=said)
    return _("{seat} wins the trick, {points}.").format(seat=name, points=said)


def winning_sentence(game: Game, *, short: bool) -> str | None:
    """Who is winning the trick on the table so far: "West is winning, with the 9 of
    clubs."; None with no card on it."""
    if not game.trick:
        return None
    best = trick_leader(game.trick)
    if best is None:
        return _("Nobody is winning yet: every card of the suit led is cancelled.")
    player, card = best
    named = card_phrase(card, short=short)
    if player == 0:
        return _("You are winning, with {card}.").format(card=named)
    return _("{seat} is winning, with {card}.").format(seat=seat(game, player), card=named)


def holding_sentence(game: Game) -> str:
    """How many cards each player holds: "Cards held: You 9, West 9, North 8, East 8."
    (at Domino Hearts they differ, and a player out of the hand holds none)."""
    names = seat_names(game.players)
    counts = [f"{names[s]} {len(game.hand(s))}" for s in range(game.players)]
    return _("Cards held: {counts}.").format(counts=", ".join(counts))


def trick_lines(game: Game, *, short: bool, turn: bool = True) -> list[str]:
    """The trick on the table now ("Trick 3: West led the 9 of clubs, North played the 4 of
    clubs."), who is winning it, the cards each holds, and (``turn``) who is to play."""
    trick = game.trick
    number = game.trick_number
    if game.phase == "passing":
        return [_("No trick yet: the pass comes first.")]
    if game.phase != "playing":
        return [_("Hand {number} is over.").format(number=game.hand_number)]
    if not trick:
        if game.turn == 0:
            lines = [_("Trick {number}: no card yet; you lead.").format(number=number)]
        else:
            lines = [
                _("Trick {number}: no card yet; {seat} leads.").format(
                    number=number, seat=seat(game, game.turn)
                )
            ]
    else:
        parts = []
        for i, (player, card) in enumerate(trick):
            named = card_phrase(card, short=short)
            # Cancellation Hearts: a card whose twin is already on the trick cancels it.
            cancels = any(other == card for _seat, other in trick[:i])
            if i == 0 and player == 0:
                parts.append(_("you led {card}").format(card=named))
            elif i == 0:
                parts.append(_("{seat} led {card}").format(seat=seat(game, player), card=named))
            elif player == 0 and cancels:
                parts.append(_("you played {card} (both cancel)").format(card=named))
            elif player == 0:
                parts.append(_("you played {card}").format(card=named))
            elif cancels:
                parts.append(
                    _("{seat} played {card} (both cancel)").format(
                        seat=seat(game, player), card=named
                    )
                )
            else:
                parts.append(_("{seat} played {card}").format(seat=seat(game, player), card=named))
        parts[0] = parts[0][:1].upper() + parts[0][1:]
        lines = [_("Trick {number}: {cards}.").format(number=number, cards=", ".join(parts))]
        winning = winning_sentence(game, short=short)
        if winning:
            lines.append(winning)
    if turn:
        lines.append(holding_sentence(game))
        if trick and game.turn == 0:
            lines.append(_("Your turn."))
        elif trick:
            lines.append(_("{seat} to play.").format(seat=seat(game, game.turn)))
    return lines


def last_trick_lines(game: Game, *, short: bool) -> list[str]:
    """The last finished trick again, and who took it."""
    record = game.last_trick
    if record is None:
        return [_("No trick has been played yet in this hand.")]
    number = len(game.tricks)
    names = seat_names(game.players)
    parts = [f"{names[s]} {format(card_phrase(c, short=short))}" for s, c in record.cards]
    lines = [_("Trick {number}: {cards}.").format(number=number, cards=", ".join(parts))]
    values = game.table.points
    points = points_text(sum(values[c.index] for _c, c in record.cards))
    if record.carried:
        lines.append(_("Nobody won it: every card of the suit led cancelled."))
    elif record.winner == 0:
        lines.append(_("You took it, {points}.").format(points=points))
    else:
        lines.append(
            _("{seat} took it, {points}.").format(seat=seat(game, record.winner), points=points)
        )
    return lines


def scores_line(names: Sequence[str], values: Sequence[int], head: str) -> list[str]:
    """ "Scores: You 12, West 30, North 8, East 26." """
    return [listed(head, [f"{name} {value}" for name, value in zip(names, values, strict=True)])]


def score_lines(game: Game) -> list[str]:
    """The totals, what this hand has given so far, and the target (or, once the game is
    over, who won)."""
    names = seat_names(game.players)
    if game.phase == "game_over":
        won = winners_text(game).rstrip("!.")
        return [
            *scores_line(names, game.scores, _("Final scores:")),
            # Two sentences: "The game is over: You win." put a capital after the colon.
            _("Game over. {winners}.").format(winners=won),
        ]
    lines = scores_line(names, game.scores, _("Scores:"))
    if game.phase == "playing":
        head = _("Hand {number} so far:").format(number=game.hand_number)
        lines += scores_line(names, game.hand_points, head)
    lowest = min(game.scores)
    leaders = [names[s] for s, v in enumerate(game.scores) if v == lowest]
    if len(leaders) < len(names):
        lines.append(
            _("Lowest: {seats}. The game ends at {target}.").format(
                seats=join_and(leaders), target=game.rules.target
            )
        )
    else:
        lines.append(_("The game ends at {target}.").format(target=game.rules.target))
    return lines


def sheet_lines(sheet: ScoreSheet, *, short: bool) -> list[str]:
    """The score sheet, one hand a line group: its points, the moon, the big cards."""
    lines = [
        _("Score sheet of game {code}, target {target}.").format(
            code=sheet.code, target=sheet.target
        )
    ]
    if not sheet.rows:
        return [*lines, _("No hand finished yet.")]
    for row in sheet.rows:
        number = row.hand_number
        if row.in_play:
            head = _("Hand {number} so far:").format(number=number)
        else:
            head = _("Hand {number}:").format(number=number)
        lines += scores_line(sheet.names, row.points, head)
        notes = []
        players = len(sheet.names)
        if row.moon_shooter is not None and not row.in_play:
            shooter = seat_noun(players, row.moon_shooter)
            notes.append(_("{seat} shot the moon").format(seat=shooter))
        for card, taker in row.takers:
            notes.append(
                _("{seat} took {card}").format(
                    seat=seat_noun(players, taker), card=card_phrase(card, short=short)
                )
            )
        if notes:  # a sentence: "You took the queen of spades." (not "you took")
            line = listed("", notes, sep=";")
            lines.append(line[:1].upper() + line[1:])
    lines += scores_line(sheet.names, sheet.totals, _("Totals:"))
    return lines


def tracker_sentences(facts: TrackerFacts, *, short: bool) -> list[str]:
    """What the tracker shows, in sentences: cards out and played per suit, the voids,
    the points not yet played, your pass.  Counts are said so that they cannot be heard
    as cards: "12 cards in clubs, 9 in diamonds", never "12 clubs" (the 12♣)."""
    if facts.hearts_broken:
        lines = [_("Trick {number}, hearts broken.").format(number=facts.trick_number)]
    else:
        lines = [_("Trick {number}, hearts not broken yet.").format(number=facts.trick_number)]
    out = [count_of(s.out, s.suit, first=not n) for n, s in enumerate(facts.suits)]
    lines.append(_("Not seen yet: {counts}.").format(counts=join_and(out)))
    for count in facts.suits:
        if count.played:
            lines.append(
                _("{suit:Nom} played: {cards}.").format(
                    suit=suit_noun(count.suit),
                    cards=suit_cards(count.played, short=short),
                )
            )
    voids = [
        _("{seat} has no {suit}").format(
            seat=seat_noun(facts.players, v.seat), suit=suit_noun(v.suit)
        )
        for v in facts.voids
    ]
    if voids:
        lines.append(_("Voids: {voids}.").format(voids="; ".join(voids)))
    else:
        lines.append(_("Voids: none shown yet."))
    lines.append(_("Points not yet played: {count}.").format(count=facts.points_left))
    if facts.points_out:
        lines.append(
            _("Point cards out: {cards}.").format(
                cards=cards_by_suit(facts.points_out, short=short)
            )
        )
    if facts.points_yours:
        lines.append(
            _("Yours: {cards}.").format(cards=cards_by_suit(facts.points_yours, short=short))
        )
    if facts.passed and facts.pass_to is not None:
        taker = seat_noun(facts.players, facts.pass_to)
        lines.append(
            _("You passed to {seat}: {cards}.").format(
                seat=taker, cards=cards_phrase(facts.passed, short=short)
            )
        )
        held = facts.passed_still_held
        if held and len(held) == len(facts.passed):
            text = ngettext("{seat} still holds it.", "{seat} still holds all {count}.", len(held))
            lines.append(text.format(seat=taker, count=len(held)))
        elif held:
            lines.append(
                _("{seat} still holds {cards}.").format(
                    seat=taker, cards=cards_phrase(held, short=short)
                )
            )
    if facts.received and facts.pass_from is not None:
        lines.append(
            _("{seat} passed you {cards}.").format(
                seat=seat_noun(facts.players, facts.pass_from),
                cards=cards_phrase(facts.received, short=short),
            )
        )
    if facts.kitty_size:
        if facts.kitty_taker is None:
            text = ngettext(
                "Kitty of {count} card, taken by nobody yet.",
                "Kitty of {count} cards, taken by nobody yet.",
                facts.kitty_size,
            )
            lines.append(text.format(count=facts.kitty_size))
        else:
            text = ngettext(
                "Kitty of {count} card, taken by {seat}.",
                "Kitty of {count} cards, taken by {seat}.",
                facts.kitty_size,
            )
            taken_by = seat_noun(facts.players, facts.kitty_taker)
            lines.append(text.format(count=facts.kitty_size, seat=taken_by))
    if facts.stock_size:
        text = ngettext(
            "Stock: {count} card face down.", "Stock: {count} cards face down.", facts.stock_size
        )
        lines.append(text.format(count=facts.stock_size))
    return lines


def review_lines(number: int, analysis: HandAnalysis, *, short: bool) -> list[str]:
    """The review's verdict on hand ``number`` for the ear: each figure in a phrase of its
    own ("Trick 4: the king of spades cost 3.1 points more than the CPU's choice, the 9 of
    spades."), never run together with a trick's number or a card's rank."""
    costly = [play for play in analysis.plays if play.costly]
    passing = analysis.passing
    pass_costly = passing is not None and passing.yours is not None and passing.cost >= COSTLY
    if not costly and not pass_costly:
        return [
            _(
                "Hand {number}: no costly choices; each was within {costly} points"
                " of the CPU's choice."
            ).format(number=number, costly=decimal(COSTLY))
        ]
    count = len(costly) + pass_costly
    text = ngettext(
        "Hand {number}: {count} costly choice.", "Hand {number}: {count} costly choices.", count
    )
    lines = [text.format(number=number, count=count)]
    if passing is not None and passing.yours is not None and pass_costly:
        lines.append(
            _(
                "Your pass of {cards} cost {cost} points more than the CPU's pass of {theirs}."
            ).format(
                cards=cards_phrase(passing.yours.cards, short=short),
                cost=decimal(passing.cost),
                theirs=cards_phrase(passing.cpu.cards, short=short),
            )
        )
    for play in costly:
        lines.append(
            _(
                "Trick {number}: {card} cost {cost} points more than the CPU's choice, {theirs}."
            ).format(
                number=play.trick,
                card=card_phrase(play.played, short=short),
                cost=decimal(play.cost),
                theirs=card_phrase(play.cpu, short=short),
            )
        )
    return lines

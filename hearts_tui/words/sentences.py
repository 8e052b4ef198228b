"""The game in sentences, for the ear: a hand by suit, a trick, the scores, the tracker.

One event, one line, whatever its length: the terminal wraps a long line for the eye, and
a screen reader or a Braille line reads a whole sentence, never half of one (nothing here
breaks a sentence over lines; a script reads one line an event).  Each sentence puts what
matters first ("East wins the trick, 13 points") and names cards in words, or in short
codes (``QS``) with ``short``.  Made from the game and the values of the other word modules
(:mod:`.tracker`'s facts, :mod:`.score_sheet`), never from text drawn for the screen.

Every sentence is whole, with named placeholders (``"{who} leads {card}."``), so that it
can be translated as one (issue 29): never a sentence glued from fragments.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..ai.analysis import COSTLY
from ..engine import Card, Game, Suit, TrickRecord, Variant
from .describe import points_text, trick_leader, winners_text
from .hand_review import HandAnalysis
from .language import _, ngettext, pgettext
from .nouns import (
    CASES,
    CardStyle,
    Forms,
    cards_noun,
    forms,
    join_forms,
    rank_noun,
    suit_noun,
    the_card_noun,
)
from .score_sheet import ScoreSheet
from .seats import seat_names, seat_noun
from .spoken import (
    SUIT_ONE,
    SUIT_WORDS,
    card_words,
    join_and,
    join_or,
    ranks_of,
    the_card,
)
from .tracker import TrackerFacts


def _style(short: bool) -> CardStyle:
    return "short" if short else "words"


def forms_of(text: str) -> Forms:
    """A phrase from the catalogue with its forms (``nom:любая карта|acc:любую карту``)."""
    return forms(text)


def _agreeing(pattern: str, **parts: Forms) -> Forms:
    """A phrase made of ``parts`` in every case: a part without a case of its own takes
    the case asked of the phrase."""
    from .nouns import _phrase

    return _phrase(pattern, **parts)


def listed(head: str, items: Sequence[str], *, sep: str = ",", end: str = ".") -> str:
    """``head`` then ``items`` joined by ``sep`` and a space, ``end`` closing: one line.

    >>> listed("Scores:", ["You 3", "West 0"])
    'Scores: You 3, West 0.'
    """
    joined = f"{sep} ".join(items)
    return f"{head} {joined}{end}" if head and joined else f"{head}{joined}{end}"


def who(game: Game | int, seat: int) -> str:
    """The seat's name as the subject of a sentence: "You", "West", "Ada"."""
    players = game if isinstance(game, int) else game.players
    return seat_names(players)[seat]


def verb(seat: int, you: str, others: str) -> str:
    """The verb for the seat: "you lead" but "West leads"."""
    return you if seat == 0 else others


def by_suit(cards: Iterable[Card]) -> dict[Suit, list[Card]]:
    """The cards of each suit, clubs first, high card first within a suit."""
    suits: dict[Suit, list[Card]] = {suit: [] for suit in Suit}
    for card in cards:
        suits[card.suit].append(card)
    return {suit: sorted(held, key=lambda c: -c.rank) for suit, held in suits.items()}


def suit_cards(cards: Sequence[Card], *, short: bool = False, either: bool = False) -> str:
    """Cards of one suit in one phrase, high first: "the queen, 8 and 6 of hearts" (with
    ``either``: "the queen, 8 or 6 of hearts"); "QH 8H 6H" with ``short``."""
    return format(suit_cards_noun(cards, short=short, either=either))


def suit_cards_noun(cards: Sequence[Card], *, short: bool = False, either: bool = False) -> Forms:
    """:func:`suit_cards` in every case (Russian «дама, восьмёрка и шестёрка червей»)."""
    ordered = sorted(cards, key=lambda card: -card.rank)
    if short:
        return Forms({"nom": " ".join(card_words(card, short=True) for card in ordered)})
    if len(ordered) == 1:
        return the_card_noun(ordered[0])
    ranks = [rank_noun(card.rank) for card in ordered]
    if either:
        joined = Forms({case: join_or([format(rank, case) for rank in ranks]) for case in CASES})
    else:
        joined = join_forms(ranks)
    # Translators: ranks of one suit named together: "the queen, 8 and 6 of hearts"; the
    # ranks take the case the sentence asks for.
    pattern = pgettext("ranks of one suit", "the {ranks} of {suit}")
    return _agreeing(pattern, ranks=joined, suit=suit_noun(ordered[0].suit))


def cards_by_suit(cards: Iterable[Card], *, short: bool = False) -> str:
    """Cards of several suits, a suit at a time: "the ace and 9 of diamonds; the 4 of
    hearts" (``short``: "AD 9D 4H")."""
    groups = [held for held in by_suit(cards).values() if held]
    if short:
        return " ".join(suit_cards(held, short=True) for held in groups)
    return "; ".join(suit_cards(held) for held in groups)


def count_of(count: int, suit: Suit) -> str:
    """A number of cards of a suit that cannot be heard as a card: "12 clubs", "1 heart",
    "no spades"."""
    if count == 0:
        return _("no {suit}").format(suit=suit_noun(suit))
    counted = {
        Suit.CLUBS: ngettext("{count} club", "{count} clubs", count),
        Suit.DIAMONDS: ngettext("{count} diamond", "{count} diamonds", count),
        Suit.HEARTS: ngettext("{count} heart", "{count} hearts", count),
        Suit.SPADES: ngettext("{count} spade", "{count} spades", count),
    }
    return counted[suit].format(count=count)


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
    return format(playable_noun(hand, legal, short=short))


def playable_noun(hand: Sequence[Card], legal: Sequence[Card], *, short: bool = False) -> Forms:
    """:func:`playable_text` in every case (Russian «ваши бубны», «любую карту»)."""
    allowed = set(legal)
    held = {suit: cards for suit, cards in by_suit(hand).items() if cards}
    if allowed >= set(hand):
        return forms_of(pgettext("playable cards", "any card"))
    some = {suit: [c for c in cards if c in allowed] for suit, cards in held.items()}
    some = {suit: cards for suit, cards in some.items() if cards}
    whole = [suit for suit, cards in some.items() if len(cards) == len(held[suit])]
    if len(some) > 1 and len(whole) == len(some) and len(held) - len(some) == 1:
        (kept_back,) = set(held) - set(some)
        pattern = pgettext("playable cards", "any card but your {suit}")
        return _agreeing(pattern, suit=suit_noun(kept_back))
    parts: list[Forms] = []
    #: A part that is a list itself ("the 6, 9 or queen of spades"): the parts are then
    #: set apart by ", or ".
    listing = False
    grouped = [suit for suit in whole if len(some[suit]) > 1]
    if grouped:
        suits = Forms(
            {case: join_or([format(suit_noun(s), case) for s in grouped]) for case in CASES}
        )
        parts.append(_agreeing(pgettext("playable cards", "your {suits}"), suits=suits))
        listing = len(grouped) > 1
    for suit, cards in some.items():
        if suit not in grouped:
            parts.append(suit_cards_noun(cards, short=short, either=True))
            listing = listing or (len(cards) > 1 and not short)
    if len(parts) > 1 and listing:
        # Translators: between the choices of a list whose choices are lists: "your
        # diamonds, or the king or 6 of spades".
        apart = pgettext("list", ", or ")
        return Forms({case: apart.join(format(p, case) for p in parts) for case in CASES})
    return Forms({case: join_or([format(p, case) for p in parts]) for case in CASES})


def hand_lines(
    cards: Sequence[Card], legal: Sequence[Card] | None = None, *, short: bool = False
) -> list[str]:
    """Your hand, one suit a line, high first, always in one shape ("Clubs: king, 9."),
    then on your turn (``legal``) what you may play: "Playable: your diamonds."
    """
    count = len(cards)
    lines = [
        ngettext("Your hand, {count} card:", "Your hand, {count} cards:", count).format(count=count)
    ]
    if not cards:
        return [_("Your hand is empty.")]
    for suit, held in by_suit(cards).items():
        name = SUIT_WORDS[suit].capitalize()
        ranks = ranks_of(held, short=short) if held else pgettext("no cards of a suit", "none")
        lines.append(_("{suit}: {ranks}.").format(suit=name, ranks=ranks))
    if legal is not None:
        lines.append(_("Playable: {cards}.").format(cards=playable_noun(cards, legal, short=short)))
    return lines


def play_sentence(game: Game, seat: int, card: Card, trick: int, *, lead: bool, short: bool) -> str:
    """ "Trick 3. West leads the 9 of clubs." or "North plays the 4 of clubs." """
    named = the_card_noun(card, _style(short))
    seated = seat_noun(game.players, seat)
    if lead:
        if seat == 0:
            return _("Trick {number}. You lead {card}.").format(number=trick, card=named)
        return _("Trick {number}. {seat} leads {card}.").format(
            number=trick, seat=seated, card=named
        )
    if seat == 0:
        return _("You play {card}.").format(card=named)
    return _("{seat} plays {card}.").format(seat=seated, card=named)


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
        suit = suit_noun(record.lead_suit)
        if last:
            return _(
                "Nobody wins the last trick: every {suit} cancelled;"
                " it goes to the winner of the trick before."
            ).format(suit=SUIT_ONE[record.lead_suit], suits=suit)
        return _(
            "Nobody wins the trick: every {suit} cancelled; it waits for the next winner."
        ).format(suit=SUIT_ONE[record.lead_suit], suits=suit)
    winner = record.winner
    what = pgettext("what a trick's winner takes", "the trick")
    if carried:
        what = ngettext(
            "{what} and the one waiting",
            "{what} and the {count} waiting before it",
            carried,
        ).format(what=what, count=carried)
    if kitty:
        what = _("{what} and the kitty").format(what=what)
    text = _("You win {what}, {points}.") if winner == 0 else _("{seat} wins {what}, {points}.")
    return text.format(seat=seat_noun(game.players, winner), what=what, points=points_text(points))


def winning_sentence(game: Game, *, short: bool) -> str | None:
    """Who is winning the trick on the table so far: "West is winning, with the 9 of
    clubs."; None with no card on it."""
    if not game.trick:
        return None
    best = trick_leader(game.trick)
    if best is None:
        return _("Nobody is winning yet: every card of the suit led is cancelled.")
    seat, card = best
    named = the_card_noun(card, _style(short))
    if seat == 0:
        return _("You are winning, with {card}.").format(card=named)
    return _("{seat} is winning, with {card}.").format(
        seat=seat_noun(game.players, seat), card=named
    )


def holding_sentence(game: Game) -> str:
    """How many cards each player holds: "Cards held: You 9, West 9, North 8, East 8."
    (at Domino Hearts they differ, and a player out of the hand holds none)."""
    names = seat_names(game.players)
    counts = [len(game.hand(seat)) for seat in range(game.players)]
    return listed(_("Cards held:"), [f"{names[s]} {counts[s]}" for s in range(game.players)])


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
                    number=number, seat=seat_noun(game.players, game.turn)
                )
            ]
    else:
        parts = []
        for i, (seat, card) in enumerate(trick):
            named = the_card_noun(card, _style(short))
            seated = seat_noun(game.players, seat)
            if i == 0:
                text = _("you led {card}") if seat == 0 else _("{seat} led {card}")
            else:
                text = _("you played {card}") if seat == 0 else _("{seat} played {card}")
            parts.append(_capital(text.format(seat=seated, card=named)))
        lines = [listed(_("Trick {number}:").format(number=number), parts)]
        winning = winning_sentence(game, short=short)
        if winning:
            lines.append(winning)
    if turn:
        lines.append(holding_sentence(game))
        if trick:
            if game.turn:
                lines.append(_("{seat} to play.").format(seat=seat_noun(game.players, game.turn)))
            else:
                lines.append(_("Your turn."))
    return lines


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def last_trick_lines(game: Game, *, short: bool) -> list[str]:
    """The last finished trick again, and who took it."""
    record = game.last_trick
    if record is None:
        return [_("No trick has been played yet in this hand.")]
    number = len(game.tricks)
    parts = [f"{who(game, s)} {the_card(c, short=short)}" for s, c in record.cards]
    lines = [listed(_("Trick {number}:").format(number=number), parts)]
    values = game.table.points
    points = sum(values[c.index] for _seat, c in record.cards)
    if record.carried:
        lines.append(_("Nobody won it: every card of the suit led cancelled."))
    elif record.winner == 0:
        lines.append(_("You took it, {points}.").format(points=points_text(points)))
    else:
        lines.append(
            _("{seat} took it, {points}.").format(
                seat=seat_noun(game.players, record.winner), points=points_text(points)
            )
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
            _("The game is over: {winners}.").format(winners=won),
        ]
    lines = scores_line(names, game.scores, _("Scores:"))
    if game.phase == "playing":
        lines += scores_line(
            names, game.hand_points, _("Hand {number} so far:").format(number=game.hand_number)
        )
    lowest = min(game.scores)
    leaders = [names[s] for s, v in enumerate(game.scores) if v == lowest]
    ends = _("The game ends at {target}.").format(target=game.rules.target)
    if len(leaders) < len(names):
        ends = _("Lowest: {seats}. {ends}").format(seats=join_and(leaders), ends=ends)
    lines.append(ends)
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
    players = len(sheet.names)
    for row in sheet.rows:
        head = (_("Hand {number} so far:") if row.in_play else _("Hand {number}:")).format(
            number=row.hand_number
        )
        lines += scores_line(sheet.names, row.points, head)
        notes = []
        if row.moon_shooter is not None and not row.in_play:
            shooter = row.moon_shooter
            notes.append(
                _("you shot the moon")
                if shooter == 0
                else _("{seat} shot the moon").format(seat=seat_noun(players, shooter))
            )
        for card, seat in row.takers:
            named = the_card_noun(card, _style(short))
            notes.append(
                _("you took {card}").format(card=named)
                if seat == 0
                else _("{seat} took {card}").format(seat=seat_noun(players, seat), card=named)
            )
        if notes:
            lines.append(_capital(listed("", notes, sep=";")))
    lines += scores_line(sheet.names, sheet.totals, _("Totals:"))
    return lines


def tracker_sentences(facts: TrackerFacts, *, short: bool) -> list[str]:
    """What the tracker shows, in sentences: cards out and played per suit, the voids,
    the points not yet played, your pass.  Counts are said so that they cannot be heard
    as cards: "12 clubs", never "clubs 12"."""
    players = facts.players
    broken = (
        _("Trick {number}, hearts broken.")
        if facts.hearts_broken
        else _("Trick {number}, hearts not broken yet.")
    )
    lines = [broken.format(number=facts.trick_number)]
    out = [count_of(s.out, s.suit) for s in facts.suits]
    lines.append(_("Not seen yet: {counts}.").format(counts=join_and(out)))
    for count in facts.suits:
        if count.played:
            played = suit_cards_noun(count.played, short=short)
            lines.append(
                _("{suit} played: {cards}.").format(
                    suit=SUIT_WORDS[count.suit].capitalize(), cards=played
                )
            )
    voids = [
        _("{seat} has no {suit}").format(seat=seat_noun(players, v.seat), suit=suit_noun(v.suit))
        for v in facts.voids
    ]
    lines.append(listed(_("Voids:"), voids or [_("none shown yet")], sep=";"))
    lines.append(_("Points not yet played: {points}.").format(points=facts.points_left))
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
    style = _style(short)
    if facts.passed and facts.pass_to is not None:
        taker = seat_noun(players, facts.pass_to)
        lines.append(
            _("You passed to {seat}: {cards}.").format(
                seat=taker, cards=cards_noun(facts.passed, style)
            )
        )
        held = facts.passed_still_held
        if held and len(held) == len(facts.passed):
            lines.append(
                ngettext(
                    "{seat} still holds all {count}.", "{seat} still holds all {count}.", len(held)
                ).format(seat=taker, count=len(held))
            )
        elif held:
            lines.append(
                _("{seat} still holds {cards}.").format(seat=taker, cards=cards_noun(held, style))
            )
    if facts.received and facts.pass_from is not None:
        giver = seat_noun(players, facts.pass_from)
        lines.append(
            _("{seat} passed you {cards}.").format(
                seat=giver, cards=cards_noun(facts.received, style)
            )
        )
    if facts.kitty_size:
        kitty = facts.kitty_size
        if facts.kitty_taker is None:
            text = ngettext(
                "Kitty of {count} card, taken by nobody yet.",
                "Kitty of {count} cards, taken by nobody yet.",
                kitty,
            )
        else:
            text = ngettext(
                "Kitty of {count} card, taken by {seat}.",
                "Kitty of {count} cards, taken by {seat}.",
                kitty,
            )
        taker_seat = facts.kitty_taker or 0
        lines.append(text.format(count=kitty, seat=seat_noun(players, taker_seat)))
    if facts.stock_size:
        lines.append(
            ngettext(
                "Stock: {count} card face down.",
                "Stock: {count} cards face down.",
                facts.stock_size,
            ).format(count=facts.stock_size)
        )
    return lines


def is_domino(game: Game) -> bool:
    """Domino Hearts (its own words: the stock, players leaving the hand)."""
    return game.rules.variant is Variant.DOMINO


def review_lines(number: int, analysis: HandAnalysis, *, short: bool) -> list[str]:
    """The review's verdict on hand ``number`` for the ear: each figure in a phrase of its
    own ("Trick 4: the king of spades cost 3.1 points more than the CPU's 9 of spades."),
    never run together with a trick's number or a card's rank."""
    costly = [play for play in analysis.plays if play.costly]
    passing = analysis.passing
    pass_costly = passing is not None and passing.yours is not None and passing.cost >= COSTLY
    if not costly and not pass_costly:
        return [
            _(
                "Hand {number}: no costly choices; each was within {points} points"
                " of the CPU's choice."
            ).format(number=number, points=f"{COSTLY:g}")
        ]
    count = len(costly) + pass_costly
    lines = [
        ngettext(
            "Hand {number}: {count} costly choice.", "Hand {number}: {count} costly choices.", count
        ).format(number=number, count=count)
    ]
    style = _style(short)
    if passing is not None and passing.yours is not None and pass_costly:
        lines.append(
            _(
                "Your pass of {cards} cost {points} points more than the CPU's pass of {cpu}."
            ).format(
                cards=cards_noun(passing.yours.cards, style),
                points=f"{passing.cost:.1f}",
                cpu=cards_noun(passing.cpu.cards, style),
            )
        )
    for play in costly:
        lines.append(
            _(
                "Trick {number}: {card} cost {points} points more than the CPU's choice, {cpu}."
            ).format(
                number=play.trick,
                card=the_card_noun(play.played, style),
                points=f"{play.cost:.1f}",
                cpu=the_card_noun(play.cpu, style),
            )
        )
    return lines

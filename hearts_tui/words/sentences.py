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
from .score_sheet import ScoreSheet
from .seats import seat_names
from .spoken import (
    SUIT_ONE,
    SUIT_WORDS,
    card_words,
    cards_list,
    join_and,
    join_or,
    rank_word,
    ranks_of,
    the_card,
)
from .tracker import TrackerFacts


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
    ordered = sorted(cards, key=lambda card: -card.rank)
    if short:
        return " ".join(card_words(card, short=True) for card in ordered)
    if len(ordered) == 1:
        return the_card(ordered[0])
    ranks = [rank_word(card.rank) for card in ordered]
    joined = join_or(ranks) if either else join_and(ranks)
    return f"the {joined} of {SUIT_WORDS[ordered[0].suit]}"


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
        return f"no {SUIT_WORDS[suit]}"
    if count == 1:
        return f"1 {SUIT_ONE[suit]}"
    return f"{count} {SUIT_WORDS[suit]}"


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
        return "any card"
    some = {suit: [c for c in cards if c in allowed] for suit, cards in held.items()}
    some = {suit: cards for suit, cards in some.items() if cards}
    whole = [suit for suit, cards in some.items() if len(cards) == len(held[suit])]
    if len(some) > 1 and len(whole) == len(some) and len(held) - len(some) == 1:
        (kept_back,) = set(held) - set(some)
        return f"any card but your {SUIT_WORDS[kept_back]}"
    parts = []
    grouped = [suit for suit in whole if len(some[suit]) > 1]
    if grouped:
        parts.append(f"your {join_or([SUIT_WORDS[s] for s in grouped])}")
    for suit, cards in some.items():
        if suit not in grouped:
            parts.append(suit_cards(cards, short=short, either=True))
    if len(parts) > 1 and any(" or " in part or "," in part for part in parts):
        return ", or ".join(parts)
    return join_or(parts)


def hand_lines(
    cards: Sequence[Card], legal: Sequence[Card] | None = None, *, short: bool = False
) -> list[str]:
    """Your hand, one suit a line, high first, always in one shape ("Clubs: king, 9."),
    then on your turn (``legal``) what you may play: "Playable: your diamonds."
    """
    count = len(cards)
    lines = ["Your hand, 1 card:" if count == 1 else f"Your hand, {count} cards:"]
    if not cards:
        return ["Your hand is empty."]
    for suit, held in by_suit(cards).items():
        name = SUIT_WORDS[suit].capitalize()
        ranks = ranks_of(held, short=short) if held else "none"
        lines.append(f"{name}: {ranks}.")
    if legal is not None:
        lines.append(f"Playable: {playable_text(cards, legal, short=short)}.")
    return lines


def play_sentence(game: Game, seat: int, card: Card, trick: int, *, lead: bool, short: bool) -> str:
    """ "Trick 3. West leads the 9 of clubs." or "North plays the 4 of clubs." """
    named = the_card(card, short=short)
    if lead:
        if seat == 0:
            return f"Trick {trick}. You lead {named}."
        return f"Trick {trick}. {who(game, seat)} leads {named}."
    if seat == 0:
        return f"You play {named}."
    return f"{who(game, seat)} plays {named}."


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
        suit = SUIT_ONE[record.lead_suit]
        if last:
            return (
                f"Nobody wins the last trick: every {suit} cancelled;"
                " it goes to the winner of the trick before."
            )
        return f"Nobody wins the trick: every {suit} cancelled; it waits for the next winner."
    winner = record.winner
    what = "the trick"
    if carried:
        what += f" and the {carried} waiting before it" if carried > 1 else " and the one waiting"
    if kitty:
        what += " and the kitty"
    return f"{who(game, winner)} {verb(winner, 'win', 'wins')} {what}, {points_text(points)}."


def winning_sentence(game: Game, *, short: bool) -> str | None:
    """Who is winning the trick on the table so far: "West is winning, with the 9 of
    clubs."; None with no card on it."""
    if not game.trick:
        return None
    best = trick_leader(game.trick)
    if best is None:
        return "Nobody is winning yet: every card of the suit led is cancelled."
    seat, card = best
    named = the_card(card, short=short)
    if seat == 0:
        return f"You are winning, with {named}."
    return f"{who(game, seat)} is winning, with {named}."


def holding_sentence(game: Game) -> str:
    """How many cards each player holds: "Cards held: You 9, West 9, North 8, East 8."
    (at Domino Hearts they differ, and a player out of the hand holds none)."""
    names = seat_names(game.players)
    counts = [len(game.hand(seat)) for seat in range(game.players)]
    return listed("Cards held:", [f"{names[s]} {counts[s]}" for s in range(game.players)])


def trick_lines(game: Game, *, short: bool, turn: bool = True) -> list[str]:
    """The trick on the table now ("Trick 3: West led the 9 of clubs, North played the 4 of
    clubs."), who is winning it, the cards each holds, and (``turn``) who is to play."""
    trick = game.trick
    number = game.trick_number
    if game.phase == "passing":
        return ["No trick yet: the pass comes first."]
    if game.phase != "playing":
        return [f"Hand {game.hand_number} is over."]
    if not trick:
        if game.turn == 0:
            lines = [f"Trick {number}: no card yet; you lead."]
        else:
            lines = [f"Trick {number}: no card yet; {who(game, game.turn)} leads."]
    else:
        parts = []
        for i, (seat, card) in enumerate(trick):
            named = the_card(card, short=short)
            if i == 0:
                parts.append(f"{who(game, seat)} led {named}")
            else:
                parts.append(f"{who(game, seat)} played {named}")
        lines = [listed(f"Trick {number}:", parts)]
        winning = winning_sentence(game, short=short)
        if winning:
            lines.append(winning)
    if turn:
        lines.append(holding_sentence(game))
        if trick:
            lines.append(f"{who(game, game.turn)} to play." if game.turn else "Your turn.")
    return lines


def last_trick_lines(game: Game, *, short: bool) -> list[str]:
    """The last finished trick again, and who took it."""
    record = game.last_trick
    if record is None:
        return ["No trick has been played yet in this hand."]
    number = len(game.tricks)
    parts = [f"{who(game, s)} {the_card(c, short=short)}" for s, c in record.cards]
    lines = [listed(f"Trick {number}:", parts)]
    values = game.table.points
    points = sum(values[c.index] for _, c in record.cards)
    if record.carried:
        lines.append("Nobody won it: every card of the suit led cancelled.")
    else:
        taker = who(game, record.winner)
        lines.append(f"{taker} took it, {points_text(points)}.")
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
            *scores_line(names, game.scores, "Final scores:"),
            f"The game is over: {won}.",
        ]
    lines = scores_line(names, game.scores, "Scores:")
    if game.phase == "playing":
        lines += scores_line(names, game.hand_points, f"Hand {game.hand_number} so far:")
    lowest = min(game.scores)
    leaders = [names[s] for s, v in enumerate(game.scores) if v == lowest]
    ends = f"The game ends at {game.rules.target}."
    if len(leaders) < len(names):
        ends = f"Lowest: {join_and(leaders)}. {ends}"
    lines.append(ends)
    return lines


def sheet_lines(sheet: ScoreSheet, *, short: bool) -> list[str]:
    """The score sheet, one hand a line group: its points, the moon, the big cards."""
    lines = [f"Score sheet of game {sheet.code}, target {sheet.target}."]
    if not sheet.rows:
        return [*lines, "No hand finished yet."]
    for row in sheet.rows:
        head = f"Hand {row.hand_number}{' so far' if row.in_play else ''}:"
        lines += scores_line(sheet.names, row.points, head)
        notes = []
        if row.moon_shooter is not None and not row.in_play:
            notes.append(f"{sheet.names[row.moon_shooter]} shot the moon")
        for card, seat in row.takers:
            notes.append(f"{sheet.names[seat]} took {the_card(card, short=short)}")
        if notes:
            lines.append(listed("", notes, sep=";"))
    lines += scores_line(sheet.names, sheet.totals, "Totals:")
    return lines


def tracker_sentences(facts: TrackerFacts, *, short: bool) -> list[str]:
    """What the tracker shows, in sentences: cards out and played per suit, the voids,
    the points not yet played, your pass.  Counts are said so that they cannot be heard
    as cards: "12 clubs", never "clubs 12"."""
    names = seat_names(facts.players)
    broken = "hearts broken" if facts.hearts_broken else "hearts not broken yet"
    lines = [f"Trick {facts.trick_number}, {broken}."]
    out = [count_of(s.out, s.suit) for s in facts.suits]
    lines.append(f"Not seen yet: {join_and(out)}.")
    for count in facts.suits:
        if count.played:
            played = suit_cards(count.played, short=short)
            lines.append(f"{SUIT_WORDS[count.suit].capitalize()} played: {played}.")
    voids = [f"{names[v.seat]} has no {SUIT_WORDS[v.suit]}" for v in facts.voids]
    lines.append(listed("Voids:", voids or ["none shown yet"], sep=";"))
    lines.append(f"Points not yet played: {facts.points_left}.")
    if facts.points_out:
        lines.append(f"Point cards out: {cards_by_suit(facts.points_out, short=short)}.")
    if facts.points_yours:
        lines.append(f"Yours: {cards_by_suit(facts.points_yours, short=short)}.")
    if facts.passed and facts.pass_to is not None:
        taker = names[facts.pass_to]
        lines.append(f"You passed to {taker}: {cards_list(facts.passed, short=short)}.")
        held = facts.passed_still_held
        if held and len(held) == len(facts.passed):
            lines.append(f"{taker} still holds all {len(held)}.")
        elif held:
            lines.append(f"{taker} still holds {cards_list(held, short=short)}.")
    if facts.received and facts.pass_from is not None:
        giver = names[facts.pass_from]
        lines.append(f"{giver} passed you {cards_list(facts.received, short=short)}.")
    if facts.kitty_size:
        taker = "nobody yet" if facts.kitty_taker is None else names[facts.kitty_taker]
        lines.append(f"Kitty of {facts.kitty_size} cards, taken by {taker}.")
    if facts.stock_size:
        lines.append(f"Stock: {facts.stock_size} cards face down.")
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
            f"Hand {number}: no costly choices; each was within {COSTLY:g} points"
            " of the CPU's choice."
        ]
    count = len(costly) + pass_costly
    lines = [f"Hand {number}: {count} costly choice{'s' * (count != 1)}."]
    if passing is not None and passing.yours is not None and pass_costly:
        yours = cards_list(passing.yours.cards, short=short)
        theirs = cards_list(passing.cpu.cards, short=short)
        lines.append(
            f"Your pass of {yours} cost {passing.cost:.1f} points more than the CPU's pass"
            f" of {theirs}."
        )
    for play in costly:
        mine = the_card(play.played, short=short)
        theirs = the_card(play.cpu, short=short)
        lines.append(
            f"Trick {play.trick}: {mine} cost {play.cost:.1f} points more than"
            f" the CPU's choice, {theirs}."
        )
    return lines

"""The game in sentences, for the ear: a hand by suit, a trick, the scores, the tracker.

Every sentence is short (under :data:`LINE` characters, longer lists are split over
lines), puts what matters first ("East wins the trick, 13 points") and names cards in
words, or in short codes (``QS``) with ``short``.  Made from the game and the values of
the other word modules (:mod:`.tracker`'s facts, :mod:`.score_sheet`), never from text
drawn for the screen.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final

from ..engine import Card, Game, Suit, TrickRecord
from .describe import points_text
from .score_sheet import ScoreSheet
from .seats import seat_names
from .spoken import SUIT_WORDS, join_and, ranks_of, the_card
from .tracker import TrackerFacts

#: The longest line the line mode prints: a row of an 80-column terminal (a screen reader
#: reads a row at a time; a longer line would wrap in the middle of a word).
LINE: Final = 79


def wrap(head: str, items: Sequence[str], *, sep: str = ",", end: str = ".") -> list[str]:
    """``head`` then ``items`` (joined by ``sep`` and a space) over as few lines as fit
    :data:`LINE`, no item split; ``end`` closes the last one.

    >>> wrap("Scores:", ["You 3", "West 0"])
    ['Scores: You 3, West 0.']
    """
    if not items:
        return [head + end]
    lines: list[str] = []
    line = head
    for i, item in enumerate(items):
        piece = item + (sep if i < len(items) - 1 else end)
        if line and line != head and len(line) + 1 + len(piece) > LINE:
            lines.append(line)
            line = piece
        else:
            line = f"{line} {piece}" if line else piece
    lines.append(line)
    return lines


def fit(line: str) -> list[str]:
    """A line longer than :data:`LINE` split where a listener would pause: after a comma,
    a semicolon or a colon, or before "and"; between words only where a phrase alone is
    too long (a screen reader reads a line at a time: none may run on and on).

    >>> fit("You got from West: the king of diamonds, the 10 of hearts and the queen of hearts.")
    ['You got from West: the king of diamonds, the 10 of hearts', 'and the queen of hearts.']
    """
    if len(line) <= LINE:
        return [line]
    phrases = [p for p in re.split(r"(?<=[,;:]) | (?=and )", line) if p]
    words: list[str] = []
    for phrase in phrases:
        words += [phrase] if len(phrase) <= LINE else phrase.split(" ")
    return wrap("", words, sep="", end="")


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


def hand_lines(
    cards: Sequence[Card], legal: Sequence[Card] | None = None, *, short: bool = False
) -> list[str]:
    """Your hand, one suit a line, high first; with ``legal`` (your turn) the playable
    cards marked: "Clubs, playable: king, 9." or "Spades: 7 and 3 playable; queen not now."
    """
    lines = [f"Your hand, {len(cards)} cards:" if len(cards) != 1 else "Your hand, 1 card:"]
    allowed = set(legal or ())
    for suit, held in by_suit(cards).items():
        name = SUIT_WORDS[suit].capitalize()
        if not held:
            lines.append(f"{name}: none.")
            continue
        ranks = ranks_of(held, short=short)
        playable = [c for c in held if c in allowed]
        if legal is None or not playable:
            lines.append(f"{name}: {ranks}.")
        elif len(playable) == len(held):
            lines.append(f"{name}, playable: {ranks}.")
        else:
            rest = [c for c in held if c not in allowed]
            lines.append(
                f"{name}: {ranks_of(playable, short=short)} playable;"
                f" {ranks_of(rest, short=short)} not now."
            )
    return lines


def play_sentence(game: Game, seat: int, card: Card, trick: int, *, lead: bool, short: bool) -> str:
    """ "Trick 3. West leads the 9 of clubs." or "North plays the 4 of clubs." """
    named = the_card(card, short=short)
    if lead:
        return f"Trick {trick}. {who(game, seat)} {verb(seat, 'lead', 'leads')} {named}."
    return f"{who(game, seat)} {verb(seat, 'play', 'plays')} {named}."


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
        suit = SUIT_WORDS[record.lead_suit][:-1]
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


def trick_lines(game: Game, *, short: bool, turn: bool = True) -> list[str]:
    """The trick on the table now ("Trick 3: West led the 9 of clubs, North played the 4 of
    clubs.") and, with ``turn``, who is to play."""
    trick = game.trick
    number = game.trick_number
    if game.phase == "passing":
        return ["No trick yet: the pass comes first."]
    if game.phase != "playing":
        return [f"Hand {game.hand_number} is over."]
    if not trick:
        lead = "you" if game.turn == 0 else who(game, game.turn)  # after a semicolon
        return [f"Trick {number}: no card yet; {lead} {verb(game.turn, 'lead', 'leads')}."]
    parts = [f"{who(game, s)} played {the_card(c, short=short)}" for s, c in trick]
    parts[0] = parts[0].replace(" played ", " led ", 1)
    lines = wrap(f"Trick {number}:", parts, end=".")
    if game.phase == "playing" and turn:
        lines.append(f"{who(game, game.turn)} to play." if game.turn else "Your turn.")
    return lines


def last_trick_lines(game: Game, *, short: bool) -> list[str]:
    """The last finished trick again, and who took it."""
    record = game.last_trick
    if record is None:
        return ["No trick has been played yet in this hand."]
    number = len(game.tricks)
    parts = [f"{who(game, s)} {the_card(c, short=short)}" for s, c in record.cards]
    lines = wrap(f"Trick {number}:", parts, end=".")
    values = game.table.points
    points = sum(values[c.index] for _, c in record.cards)
    if record.carried:
        lines.append("Nobody won it: every card of the suit led cancelled.")
    else:
        taker = who(game, record.winner)
        lines.append(f"{taker} {verb(record.winner, 'took', 'took')} it, {points_text(points)}.")
    return lines


def scores_line(names: Sequence[str], values: Sequence[int], head: str) -> list[str]:
    """ "Scores: You 12, West 30, North 8, East 26." over as many lines as it takes."""
    return wrap(head, [f"{name} {value}" for name, value in zip(names, values, strict=True)])


def score_lines(game: Game) -> list[str]:
    """The totals, what this hand has given so far, and the target."""
    names = seat_names(game.players)
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
            lines += wrap("", notes, sep=";")
    lines += scores_line(sheet.names, sheet.totals, "Totals:")
    return lines


def tracker_sentences(facts: TrackerFacts, *, short: bool) -> list[str]:
    """What the tracker shows, in sentences: cards out and played per suit, the voids,
    the points not yet played, your pass."""
    names = seat_names(facts.players)
    broken = "hearts broken" if facts.hearts_broken else "hearts not broken yet"
    lines = [f"Trick {facts.trick_number}, {broken}."]
    out = [f"{SUIT_WORDS[s.suit]} {s.out}" for s in facts.suits]
    lines += wrap("Not seen yet:", out)
    for count in facts.suits:
        if count.played:
            lines += wrap(
                f"Played {SUIT_WORDS[count.suit]}:", [ranks_of(count.played, short=short)]
            )
    voids = [f"{names[v.seat]} has no {SUIT_WORDS[v.suit]}" for v in facts.voids]
    lines += wrap("Voids:", voids or ["none shown yet"], sep=";")
    lines.append(f"Points not yet played: {facts.points_left}.")
    if facts.points_out:
        lines += wrap("Point cards out:", suit_groups(facts.points_out, short=short), sep=";")
    if facts.points_yours:
        lines += wrap("Yours:", suit_groups(facts.points_yours, short=short), sep=";")
    if facts.passed and facts.pass_to is not None:
        taker = names[facts.pass_to]
        lines += wrap(f"You passed to {taker}:", _named(facts.passed, short))
        held = facts.passed_still_held
        if held and len(held) == len(facts.passed):
            lines.append(f"{taker} still holds all {len(held)}.")
        elif held:
            lines += wrap(f"{taker} still holds:", _named(held, short))
    if facts.received and facts.pass_from is not None:
        lines += wrap(f"{names[facts.pass_from]} passed you:", _named(facts.received, short))
    if facts.kitty_size:
        taker = "nobody yet" if facts.kitty_taker is None else names[facts.kitty_taker]
        lines.append(f"Kitty of {facts.kitty_size} cards, taken by {taker}.")
    if facts.stock_size:
        lines.append(f"Stock: {facts.stock_size} cards face down.")
    return lines


def suit_groups(cards: Iterable[Card], *, short: bool = False) -> list[str]:
    """Cards grouped by suit, high first: ``["hearts ace, king, 2", "spades queen"]``."""
    return [
        f"{SUIT_WORDS[suit]} {ranks_of(held, short=short)}"
        for suit, held in by_suit(cards).items()
        if held
    ]


def _named(cards: Sequence[Card], short: bool) -> list[str]:
    return [the_card(card, short=short) for card in cards]

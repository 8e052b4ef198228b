"""The events of a game said as sentences, one line an event, in the order they happened.

:class:`Speech` knows the game being played, whether cards are said in short codes and
whether to be brief; :meth:`Speech.say` turns the session's events into lines.  The
sentences themselves come from :mod:`hearts_tui.words` (the same words as the table's, with
cards said in words).

Brief (for fast listeners): the cards of a trick said in one line ("Trick 2: West 3 of
spades, North 2 of spades, East 4 of spades."), its end in three words ("East wins, no
points."); everything else as in full.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..engine import Card, Game, Variant
from ..words import describe
from ..words.rules_text import table_name
from ..words.seats import seat_names
from ..words.sentences import (
    cards_by_suit,
    hand_lines,
    play_sentence,
    scores_line,
    trick_lines,
    trick_won_sentence,
    who,
)
from ..words.spoken import cards_list, join_and, spoken, the_card
from .events import (
    CpuErred,
    Drew,
    Event,
    Exchanged,
    GameEnded,
    HandEnded,
    HandStarted,
    MoonToChoose,
    Played,
    SeatOut,
    TrickDone,
)
from .move_timer import SAID_AT

#: What each moon choice is called in the ``moon`` command, and what it does.
MOON_WORDS = {"others_plus": "add", "shooter_minus": "minus"}


class Speech:
    """Sentences for the game ``game`` (kept up to date by the command loop)."""

    def __init__(self, game: Game, *, short: bool = False, brief: bool = False) -> None:
        self.game = game
        self.short = short
        self.brief = brief

    def text(self, text: str) -> str:
        """A text of the words package (glyphs, marks) as it is said."""
        return spoken(text, short=self.short)

    def cards(self, cards: Sequence[Card]) -> str:
        """Cards named in a sentence: "the 5 of clubs and the 9 of hearts" (or "5C 9H");
        more than three a suit at a time: "the ace, queen and 9 of diamonds; the 4 of
        hearts"."""
        if len(cards) > 3:
            return cards_by_suit(cards, short=self.short)
        return cards_list(cards, short=self.short)

    def say(self, events: Sequence[Event]) -> list[str]:
        """The lines for ``events``: a CPU's run of draws is said once, with its count;
        brief, a trick's cards are said in one line."""
        lines: list[str] = []
        draws = 0
        plays: list[str] = []
        for i, event in enumerate(events):
            following = events[i + 1] if i + 1 < len(events) else None
            if isinstance(event, Played) and self.brief:
                plays.append(self._brief_play(event, first=not plays))
                if not (isinstance(following, Played) and following.trick == event.trick):
                    lines.append(", ".join(plays) + ".")
                    plays = []
                continue
            if isinstance(event, Drew) and event.card is None:
                draws += 1
                if isinstance(following, Drew) and following.seat == event.seat:
                    continue
                lines.append(self._cpu_draws(event.seat, draws, event.left))
                draws = 0
                continue
            lines += self._event(event)
        return lines

    def _brief_play(self, event: Played, *, first: bool) -> str:
        """One card of a trick in brief: "Trick 2: West 3 of spades" (the lead), "North 2 of
        spades", with what it did in brackets."""
        named = the_card(event.card, short=self.short).removeprefix("the ")
        item = f"{who(self.game, event.seat)} {named}"
        if event.lead:
            item = f"Trick {event.trick}: {item}"
        elif first:
            item = item[0].upper() + item[1:]
        notes = [
            note
            for note, on in (
                ("your only card", event.only),
                ("both cancel", event.cancels),
                ("hearts broken", event.breaks),
            )
            if on
        ]
        return f"{item} ({', '.join(notes)})" if notes else item

    def _event(self, event: Event) -> list[str]:
        game, short = self.game, self.short
        if isinstance(event, Played):
            line = play_sentence(
                game, event.seat, event.card, event.trick, lead=event.lead, short=short
            )
            if event.only:
                line = line[:-1] + ", your only card."
            if event.cancels:
                line = line[:-1] + ": both cancel."
            if event.breaks:
                line += " Hearts are broken."
            return [line]
        if isinstance(event, TrickDone):
            return self._trick_done(event)
        if isinstance(event, Drew):
            assert event.card is not None
            return [f"You draw {cards_list([event.card], short=short)}."]
        if isinstance(event, SeatOut):
            if event.seat == 0:
                return ["You have played your last card: you are out of this hand."]
            name = who(game, event.seat)
            return [f"{name} has played their last card and is out of this hand."]
        if isinstance(event, Exchanged):
            return [self.exchange(event.passed, event.received)]
        if isinstance(event, HandStarted):
            return self.hand_start(event.stock)
        if isinstance(event, HandEnded):
            return self.hand_end(event.game)
        if isinstance(event, MoonToChoose):
            return self._moon(event)
        if isinstance(event, GameEnded):
            return self.game_end()
        assert isinstance(event, CpuErred)
        return [f"{who(game, event.seat)}'s CPU erred ({event.error}); it played on."]

    def _trick_done(self, event: TrickDone) -> list[str]:
        game = self.game
        kitty = event.number == 1 and game.table.undealt > 0
        kitty = kitty and game.rules.variant is Variant.STANDARD and not event.record.carried
        winner = event.record.winner
        if self.brief and not event.record.carried and not event.carried and not kitty:
            points = describe.points_text(event.points)
            line = f"You win, {points}." if winner == 0 else f"{who(game, winner)} wins, {points}."
        else:
            line = trick_won_sentence(
                game,
                event.record,
                event.points,
                carried=event.carried,
                kitty=kitty,
                last=event.last,
            )
        lines = [line]
        if game.phase == "playing" and game.rules.variant is Variant.CANCELLATION:
            waiting = describe.waiting_text(game, self.cards)
            if waiting:
                lines.append(self.text(waiting) + ".")
        return lines

    def drawn(self, cards: Sequence[Card], *, can_follow: bool) -> str:
        """Your own draws at Domino Hearts, in one line: "You draw the 3 of hearts and the 9
        of clubs; now you can follow." (or the stock ran out first)."""
        drawn = cards_list(cards, short=self.short)
        if can_follow:
            return f"You draw {drawn}; now you can follow."
        return f"You draw {drawn}; the stock is empty: play any card."

    def _cpu_draws(self, seat: int, count: int, left: int) -> str:
        """A CPU's run of draws, with the stock as it left it (not as it is once the CPUs
        after it drew too)."""
        drawn = "a card" if count == 1 else f"{count} cards"
        stock = "the stock is empty" if not left else f"{left} left in the stock"
        return f"{who(self.game, seat)} draws {drawn}; {stock}."

    def exchange(self, passed: Sequence[Card], received: Sequence[Card]) -> str:
        """The pass, both ways, in one line."""
        game = self.game
        names = seat_names(game.players)
        target, source = game.pass_target(0), game.pass_source(0)
        to = names[target] if target is not None else "nobody"
        frm = names[source] if source is not None else "nobody"
        gave, got = cards_list(passed, short=self.short), cards_list(received, short=self.short)
        return f"You passed to {to}: {gave}. You got from {frm}: {got}."

    def hand_start(self, stock: int | None = None) -> list[str]:
        """The deal of a hand: what to do first, then your cards (``stock``: Domino's
        stock as dealt, when the CPUs may have drawn from it since)."""
        game = self.game
        head = f"Hand {game.hand_number}."
        if game.phase == "passing":
            target = game.pass_target(0)
            name = seat_names(game.players)[target] if target is not None else ""
            direction = game.pass_direction
            head += f" Pass 3 cards {direction}, to {name}: type pass and 3 cards."
        elif game.rules.variant is Variant.DOMINO:
            dealt = game.stock_size if stock is None else stock
            head += f" No pass; {dealt} cards in the stock."
        elif game.rules.pass_cycle.value == "off":
            head += " This table has no pass."
        else:
            head += " No passing this hand."
        return [head, *hand_lines(game.hand(0), short=self.short)]

    def where(self, *, resumed: bool = False) -> list[str]:
        """Where the game stands, for a resume or ``repeat``: the hand, its pass made and
        received, your cards, the trick so far (whose turn is said after, by the loop)."""
        game = self.game
        if game.phase == "game_over":
            return self.game_end()
        if game.phase == "passing" or (not game.tricks and not game.trick and not resumed):
            return self.hand_start()
        lines = []
        if game.phase == "playing":
            again = ", resumed" if resumed else ""
            lines.append(f"Hand {game.hand_number}, trick {game.trick_number}{again}.")
        else:
            lines.append(f"Hand {game.hand_number} is over.")
        passed, received = game.passed_cards(0), game.received_cards(0)
        if passed:
            lines.append(self.exchange(passed, received))
        elif game.rules.variant is Variant.DOMINO:
            lines.append(f"{game.stock_size} cards in the stock.")
        elif game.rules.pass_cycle.value == "off":
            lines.append("This table has no pass.")
        else:
            lines.append("No passing this hand.")
        if game.phase == "playing":
            lines += hand_lines(game.hand(0), short=self.short)
        if game.phase == "playing" and game.trick:  # who leads an empty one is said next
            lines += trick_lines(game, short=self.short, turn=False)
        return lines

    def hand_end(self, ended: Game) -> list[str]:
        """A finished hand: its points, the moon, the kitty, Domino's last cards, totals."""
        names = seat_names(ended.players)
        lines = scores_line(names, ended.hand_points, f"Hand {ended.hand_number} over. Points:")
        kitty = describe.kitty_text(ended, self.cards)
        for extra in (describe.moon_text(ended), kitty):
            if extra:
                lines.append(self.text(extra) + ".")
        lines += [self.text(line) + "." for line in describe.domino_text(ended, self.cards)]
        if ended.phase != "game_over" and len(ended.history) > 1:
            lines += scores_line(names, ended.scores, "Totals:")
        return lines

    def _moon(self, event: MoonToChoose) -> list[str]:
        names = seat_names(self.game.players)
        lines = ["You shot the moon! Choose how it scores:"]
        for choice, totals in event.outcomes.items():
            word = MOON_WORDS[choice]
            what = "others get the points" if word == "add" else "your score goes down"
            lines += scores_line(names, totals, f"moon {word}, {what}:")
        return lines

    def game_end(self) -> list[str]:
        """The game over: who won, the final scores and what can come next."""
        game = self.game
        names = seat_names(game.players)
        return [
            f"Game over. {describe.winners_text(game).rstrip('!.')}.",
            *scores_line(names, game.scores, "Final scores:"),
            "Type new for a new game, replay to play this deal again, or quit.",
        ]

    def table_intro(self) -> list[str]:
        """The first lines of a game: the table, the code, the timer said honestly."""
        game = self.game
        rules = game.rules
        what = [table_name(rules), f"{game.players} players", f"game to {rules.target}"]
        lines = [f"{', '.join(what)}. Code {game.code}.", "Type help for the commands."]
        if rules.move_timer:
            marks = [str(m) for m in SAID_AT if m < rules.move_timer]
            lines.append(
                f"Move timer: {rules.move_timer} seconds a move, said at {join_and(marks)}"
                " seconds left; at zero your move is made for you."
            )
        return lines


def joined(lines: Iterable[str]) -> str:
    """Lines as one text, each ended by a newline."""
    return "".join(line + "\n" for line in lines)

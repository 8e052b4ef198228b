"""The events of a game said as sentences, one line each, in the order they happened.

:class:`Speech` knows the game being played and whether cards are said in short codes;
:meth:`Speech.say` turns the session's events into lines.  The sentences themselves come
from :mod:`hearts_tui.words` (the same words as the table's, with cards said in words).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..engine import Card, Game, Variant
from ..words import describe
from ..words.rules_text import table_name
from ..words.seats import seat_names
from ..words.sentences import (
    hand_lines,
    play_sentence,
    scores_line,
    suit_groups,
    trick_won_sentence,
    who,
    wrap,
)
from ..words.spoken import cards_list, join_and, spoken
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
    """Sentences for the game of ``session`` (``game()`` gives the game being played)."""

    def __init__(self, game: Game, *, short: bool = False) -> None:
        self.game = game
        self.short = short

    def text(self, text: str) -> str:
        """A text of the words package (glyphs, marks) as it is said."""
        return spoken(text, short=self.short)

    def cards(self, cards: Sequence[Card]) -> str:
        """Cards named in a sentence: "the 5 of clubs and the 9 of hearts" (or "5C 9H");
        more than three by suit: "diamonds ace, queen, 9; hearts 4"."""
        if len(cards) > 3 and not self.short:
            return "; ".join(suit_groups(cards))
        return cards_list(cards, short=self.short)

    def say(self, events: Sequence[Event]) -> list[str]:
        """The lines for ``events``; a CPU's run of draws is said once, with its count."""
        lines: list[str] = []
        draws = 0
        for i, event in enumerate(events):
            if isinstance(event, Drew) and event.card is None:
                draws += 1
                following = events[i + 1] if i + 1 < len(events) else None
                if isinstance(following, Drew) and following.seat == event.seat:
                    continue
                lines.append(self._cpu_draws(event.seat, draws, event.left))
                draws = 0
                continue
            lines += self._event(event)
        return lines

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
            kitty = event.number == 1 and game.table.undealt > 0
            kitty = kitty and game.rules.variant is Variant.STANDARD and not event.record.carried
            lines = [
                trick_won_sentence(
                    game,
                    event.record,
                    event.points,
                    carried=event.carried,
                    kitty=kitty,
                    last=event.last,
                )
            ]
            if game.phase == "playing" and game.rules.variant is Variant.CANCELLATION:
                waiting = describe.waiting_text(game, self.cards)
                if waiting:
                    lines.append(self.text(waiting) + ".")
            return lines
        if isinstance(event, Drew):
            assert event.card is not None
            return [f"You draw {cards_list([event.card], short=short)}."]
        if isinstance(event, SeatOut):
            name = who(game, event.seat)
            return [f"{name} {'are' if event.seat == 0 else 'is'} out of cards."]
        if isinstance(event, Exchanged):
            return self._exchange(event)
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

    def _cpu_draws(self, seat: int, count: int, left: int) -> str:
        """A CPU's run of draws, with the stock as it left it (not as it is once the CPUs
        after it drew too)."""
        drawn = "a card" if count == 1 else f"{count} cards"
        stock = "the stock is empty" if not left else f"{left} left in the stock"
        return f"{who(self.game, seat)} draws {drawn}; {stock}."

    def _exchange(self, event: Exchanged) -> list[str]:
        game = self.game
        names = seat_names(game.players)
        target, source = game.pass_target(0), game.pass_source(0)
        to = names[target] if target is not None else "nobody"
        frm = names[source] if source is not None else "nobody"
        return [
            *wrap(f"You passed to {to}:", [cards_list(event.passed, short=self.short)]),
            *wrap(f"You got from {frm}:", [cards_list(event.received, short=self.short)]),
        ]

    def hand_start(self, stock: int | None = None) -> list[str]:
        """The deal of a hand: what to do first, then your cards (``stock``: Domino's
        stock as dealt, when the CPUs may have drawn from it since)."""
        game = self.game
        head = f"Hand {game.hand_number}."
        if game.phase == "passing":
            target = game.pass_target(0)
            name = seat_names(game.players)[target] if target is not None else ""
            head += f" Pass 3 cards {game.pass_direction}, to {name}: type pass and 3 cards."
        elif game.rules.variant is Variant.DOMINO:
            dealt = game.stock_size if stock is None else stock
            head += f" No pass; {dealt} cards in the stock."
        else:
            head += " No passing this hand."
        return [head, *hand_lines(game.hand(0), short=self.short)]

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

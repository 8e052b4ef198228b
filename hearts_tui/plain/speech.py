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

from collections.abc import Callable, Iterable, Sequence
from typing import Final

from ..engine import Card, Game, MoonMode, PassCycle, TakeBack, Variant
from ..words import describe
from ..words.describe import hint_reason, pass_reason
from ..words.engine_words import said
from ..words.hints import SHOWN, Hint
from ..words.house_rules_said import house_rules_sentences
from ..words.language import (
    SOURCE,
    _,
    current,
    decimal,
    join_and,
    list_of_numbers,
    ngettext,
    pgettext,
)
from ..words.nouns import CardStyle, card_noun, rank_label, suit_noun
from ..words.rules_text import table_name
from ..words.seats import seat_names, seat_noun
from ..words.sentences import (
    cards_by_suit,
    hand_lines,
    play_sentence,
    scores_line,
    trick_lines,
    trick_won_sentence,
)
from ..words.spoken import card_phrase, card_words, cards_list, cards_phrase, rank_word, spoken
from ..words.timer_said import marks_said
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
    hand_started,
)

#: What each moon choice is called in the ``moon`` command, and what it does.
MOON_WORDS = {"others_plus": "add", "shooter_minus": "minus"}

#: The first line of a hand with a pass, by the way it goes (the directions are words of
#: their own in a language with cases).
_PASSES: Final[dict[str, Callable[[], str]]] = {
    "left": lambda: _("Hand {number}. Pass 3 cards left, to {seat}: type pass and 3 cards."),
    "right": lambda: _("Hand {number}. Pass 3 cards right, to {seat}: type pass and 3 cards."),
    "across": lambda: _("Hand {number}. Pass 3 cards across, to {seat}: type pass and 3 cards."),
}


class Speech:
    """Sentences for the game ``game`` (kept up to date by the command loop)."""

    def __init__(self, game: Game, *, short: bool = False, brief: bool = False) -> None:
        self.game = game
        self.short = short
        self.brief = brief

    @property
    def style(self) -> CardStyle:
        """How cards are named: in words, or in short codes."""
        return "short" if self.short else "words"

    def text(self, text: str) -> str:
        """A text of the words package or the engine (glyphs, marks) as it is said."""
        if current() != SOURCE:
            text = said(text, self.style)
        return spoken(text, short=self.short)

    def effect(self, game: Game, card: Card) -> str:
        """What playing ``card`` would do, in words ("wins the trick: you take 3 points")."""
        if current() == SOURCE:  # the English label's text, with its articles
            return spoken(describe.describe_play(game, card, 0), short=self.short)
        return spoken(describe.describe_play(game, card, 0, style=self.style), short=self.short)

    def hint(self, game: Game, hint: Hint) -> str:
        """A hint for the ear: the choice and why, then its figures and what they are
        ("Hint: the 9 of clubs (ducks under East's jack of clubs). Expected points this
        hand, lower is better: 9 of clubs 0.4, 5 of clubs 1.2."; in the pass "…: about
        3.2.").  Not the status line's "expected: 9♣ +0.4": a listener hears a plus sign
        and no unit, and cannot tell whether more is worse."""
        short = self.short
        if hint.review is not None:
            cpu = hint.review.cpu
            why = pass_reason(game, list(cpu.cards), style=self.style)
            head = _("Hint: pass {cards}{why}").format(
                cards=cards_phrase(cpu.cards, short=short), why=f" ({why})" if why else ""
            )
            figures = _("Expected points this hand, lower is better: about {points}.").format(
                points=decimal(cpu.points)
            )
            return spoken(f"{head}. {figures}", short=short)
        best = hint.values[0]
        why = hint_reason(game, best.card, style=self.style)
        head = _("Hint: {card}{why}").format(
            card=card_phrase(best.card, short=short), why=f" ({why})" if why else ""
        )
        prices = [
            # Translators: a card and its expected points in a hint: "9 of clubs 0.4".
            pgettext("a card and its points", "{card} {points}").format(
                card=card_words(value.card, short=short), points=decimal(value.points)
            )
            for value in hint.values[:SHOWN]
        ]
        figures = _("Expected points this hand, lower is better: {prices}.").format(
            prices=list_of_numbers(prices)
        )
        return spoken(f"{head}. {figures}", short=short)

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
        mine: list[Card] = []
        suit_said = True  # after your turn's line ("follow spades"), or by the lead
        for i, event in enumerate(events):
            following = events[i + 1] if i + 1 < len(events) else None
            if isinstance(event, Drew) and event.card is not None:  # yours, in one line
                mine.append(event.card)
                if isinstance(following, Drew) and following.card is not None:
                    continue
                cards = cards_phrase(mine, short=self.short)
                lines.append(_("You draw {cards}.").format(cards=cards))
                mine = []
                continue
            if isinstance(event, Played) and self.brief:
                # A rank alone, unless a card of another suit was said since the suit led.
                plays.append(self._brief_play(event, suit_said=suit_said or event.lead))
                suit_said = event.led is event.card.suit
                if not (isinstance(following, Played) and following.trick == event.trick):
                    lines.append(", ".join(plays) + ".")
                    plays, suit_said = [], True
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

    def _brief_play(self, event: Played, *, suit_said: bool) -> str:
        """One card of a trick in brief: the lead with the trick's number and suit ("Trick
        2, spades: West 3"), then a card of that suit by its rank ("North 2"), any other
        whole ("East queen of hearts"), with what it did in brackets.  ``suit_said``: no
        card of another suit was said since the suit led was named (after one, the suit
        is named again: "You 3 of diamonds, West ace of clubs, North king")."""
        card = event.card
        seat = seat_names(self.game.players)[event.seat]
        if event.led is card.suit and suit_said:
            named = rank_label(card.rank) if self.short else rank_word(card.rank)
        else:
            named = card_words(card, short=self.short)
        # Translators: brief, one card of a trick: "West 3 of spades", "North 8" (a card of
        # the suit led is said by its rank alone; no article).
        item = _("{seat} {card}").format(seat=seat, card=named)
        if event.lead:
            # Translators: brief, the trick's number and the suit led before its first card:
            # "Trick 2, spades: West 6".
            item = _("Trick {number}, {suit}: {card}").format(
                number=event.trick, suit=suit_noun(card.suit), card=item
            )
        notes = [
            note
            for note, on in (
                (_("your only card"), event.only),
                (_("both cancel"), event.cancels),
                (_("hearts broken"), event.breaks),
            )
            if on
        ]
        return f"{item} ({', '.join(notes)})" if notes else item

    def _event(self, event: Event) -> list[str]:
        game, short = self.game, self.short
        if isinstance(event, Played):
            line = play_sentence(
                game,
                event.seat,
                event.card,
                event.trick,
                lead=event.lead,
                short=short,
                only=event.only,
                cancels=event.cancels,
            )
            if event.breaks:
                line += " " + _("Hearts are broken.")
            return [line]
        if isinstance(event, TrickDone):
            return self._trick_done(event)
        if isinstance(event, Drew):  # a CPU's draws are said by say(), in a run
            return []
        if isinstance(event, SeatOut):
            if event.seat == 0:
                return [_("You have played your last card: you are out of this hand.")]
            return [
                _("{seat} has played their last card and is out of this hand.").format(
                    seat=seat_noun(game.players, event.seat)
                )
            ]
        if isinstance(event, Exchanged):
            return [self.exchange(event.passed, event.received, event.to, event.source)]
        if isinstance(event, HandStarted):
            return self.hand_start(event)
        if isinstance(event, HandEnded):
            return self.hand_end(event.game)
        if isinstance(event, MoonToChoose):
            return self._moon(event)
        if isinstance(event, GameEnded):
            return self.game_end()
        assert isinstance(event, CpuErred)
        return [
            _("{seat}'s CPU erred ({error}); it played on.").format(
                seat=seat_noun(game.players, event.seat), error=event.error
            )
        ]

    def _trick_done(self, event: TrickDone) -> list[str]:
        game = self.game
        kitty = event.kitty
        winner = event.record.winner
        if self.brief and not event.record.carried and not event.carried and not kitty:
            points = describe.points_text(event.points)
            if winner == 0:
                line = _("You win, {points}.").format(points=points)
            else:
                line = _("{seat} wins, {points}.").format(
                    seat=seat_noun(game.players, winner), points=points
                )
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
        leads = event.leads
        if winner is not None and not event.record.carried and leads not in (None, winner):
            # Domino Hearts: the winner has played their last card; the lead moves on.
            out = seat_noun(game.players, winner)
            if winner == 0:
                lines.append(
                    _("You are out: {next} leads.").format(next=seat_noun(game.players, leads))
                )
            elif leads == 0:
                lines.append(_("{seat} is out: you lead.").format(seat=out))
            else:
                lines.append(
                    _("{seat} is out: {next} leads.").format(
                        seat=out, next=seat_noun(game.players, leads)
                    )
                )
        if event.waiting:
            face_down = game.table.undealt if event.kitty_waiting else 0
            waiting = describe.cards_waiting_text(game, event.waiting, face_down, self.cards)
            lines.append(self.text(waiting) + ".")
        return lines

    def drawn(self, cards: Sequence[Card], *, can_follow: bool) -> str:
        """Your own draws at Domino Hearts, in one line: "You draw the 3 of hearts and the 9
        of clubs; now you can follow." (or the stock ran out first)."""
        drawn = cards_phrase(cards, short=self.short)
        if can_follow:
            return _("You draw {cards}; now you can follow.").format(cards=drawn)
        return _("You draw {cards}; the stock is empty: play any card.").format(cards=drawn)

    def _cpu_draws(self, seat: int, count: int, left: int) -> str:
        """A CPU's run of draws, with the stock as it left it (not as it is once the CPUs
        after it drew too)."""
        name = seat_noun(self.game.players, seat)
        if not left:
            text = ngettext(
                "{seat} draws a card; the stock is empty.",
                "{seat} draws {count} cards; the stock is empty.",
                count,
            )
            return text.format(seat=name, count=count)
        text = ngettext(
            "{seat} draws a card; {left} left in the stock.",
            "{seat} draws {count} cards; {left} left in the stock.",
            count,
        )
        return text.format(seat=name, count=count, left=left)

    def exchange(
        self,
        passed: Sequence[Card],
        received: Sequence[Card],
        target: int | None = None,
        source: int | None = None,
    ) -> str:
        """The pass, both ways, in one line (to ``target`` and from ``source``: by default
        the seats of the hand in play)."""
        game = self.game
        if target is None and source is None:
            target, source = game.pass_target(0), game.pass_source(0)
        if target is None or source is None:
            return _("No pass this hand.")
        return _("You passed to {seat}: {cards}. You got from {giver}: {received}.").format(
            seat=seat_noun(game.players, target),
            cards=cards_phrase(passed, short=self.short),
            giver=seat_noun(game.players, source),
            received=cards_phrase(received, short=self.short),
        )

    def taken_back(self, taken: TakeBack) -> str:
        """What ``undo`` took back, every card named: yours, then the other players' cards
        played after it, which go back with it ("Taken back: your 6 of spades, then West's
        3 of spades and North's 2 of spades."): a listener must not have to ask what the
        table looks like now."""
        players = self.game.players
        after = join_and(
            [
                # Translators: a card taken back and who had played it: "West's 3 of
                # spades" (no article).
                pgettext("a card and who played it", "{seat}'s {card}").format(
                    seat=seat_noun(players, seat), card=card_noun(card, self.style)
                )
                for seat, card in taken.after
            ]
        )
        if taken.kind == "pass":
            cards = cards_phrase(taken.cards, short=self.short)
            if after:
                return _("Taken back: your pass of {cards}, then {after}.").format(
                    cards=cards, after=after
                )
            return _("Taken back: your pass of {cards}.").format(cards=cards)
        card = card_noun(taken.cards[0], self.style)
        if after:
            return _("Taken back: your {card}, then {after}.").format(card=card, after=after)
        return _("Taken back: your {card}.").format(card=card)

    def hand_start(self, deal: HandStarted | None = None) -> list[str]:
        """The deal of a hand: what to do first, then your cards, as dealt (``deal``: a
        hand dealt a moment ago, the CPUs may have drawn and played since; by default the
        hand in play as it stands)."""
        game = self.game
        deal = deal or hand_started(game)
        number = deal.number
        target = deal.pass_to
        if target is not None:
            head = _PASSES[deal.direction]().format(
                number=number, seat=seat_noun(game.players, target)
            )
        elif game.rules.variant is Variant.DOMINO:
            dealt = deal.stock
            text = ngettext(
                "Hand {number}. No pass; {count} card in the stock.",
                "Hand {number}. No pass; {count} cards in the stock.",
                dealt,
            )
            head = text.format(number=number, count=dealt)
        elif game.rules.pass_cycle is PassCycle.OFF:
            head = _("Hand {number}. This table has no pass.").format(number=number)
        else:
            head = _("Hand {number}. No passing this hand.").format(number=number)
        return [head, *hand_lines(list(deal.hand), short=self.short)]

    def where(self, *, resumed: bool = False) -> list[str]:
        """Where the game stands, for a resume or ``repeat``: the hand, its pass made and
        received, your cards, the trick so far (whose turn is said after, by the loop)."""
        game = self.game
        if game.phase == "game_over":
            return self.game_end()
        if game.phase == "passing" or (not game.tricks and not game.trick and not resumed):
            return self.hand_start()
        lines = []
        number, trick = game.hand_number, game.trick_number
        if game.phase == "playing" and resumed:
            lines.append(
                _("Hand {number}, trick {trick}, resumed.").format(number=number, trick=trick)
            )
        elif game.phase == "playing":
            lines.append(_("Hand {number}, trick {trick}.").format(number=number, trick=trick))
        else:
            lines.append(_("Hand {number} is over.").format(number=number))
        passed, received = game.passed_cards(0), game.received_cards(0)
        if passed:
            lines.append(self.exchange(passed, received))
        elif game.rules.variant is Variant.DOMINO:
            count = game.stock_size
            text = ngettext("{count} card in the stock.", "{count} cards in the stock.", count)
            lines.append(text.format(count=count))
        elif game.rules.pass_cycle is PassCycle.OFF:
            lines.append(_("This table has no pass."))
        else:
            lines.append(_("No passing this hand."))
        if game.phase == "playing":
            lines += hand_lines(game.hand(0), short=self.short)
        if game.phase == "playing" and game.trick:  # who leads an empty one is said next
            lines += trick_lines(game, short=self.short, turn=False)
        if game.phase == "playing" and game.waiting:  # Cancellation: tricks nobody won
            lines.append(self.text(describe.waiting_text(game, self.cards)) + ".")
        return lines

    def standing(self) -> list[str]:
        """The scores, for a resume and ``repeat``: the totals once a hand is over, and this
        hand's points once it has some (a game just dealt has neither)."""
        game = self.game
        names = seat_names(game.players)
        lines: list[str] = []
        if game.phase == "game_over":  # the final scores are said with the game's end
            return lines
        if game.hand_number > 1 or any(game.scores):
            lines += scores_line(names, game.scores, _("Scores:"))
        if game.phase == "playing" and any(game.hand_points):
            head = _("Hand {number} so far:").format(number=game.hand_number)
            lines += scores_line(names, game.hand_points, head)
        return lines

    def hand_end(self, ended: Game) -> list[str]:
        """A finished hand: its points, the moon, the kitty, Domino's last cards, totals."""
        names = seat_names(ended.players)
        # What made the points first, then the points: Domino's cards left in a hand, the
        # kitty, the moon.
        lines = [self.text(line) + "." for line in describe.domino_text(ended, self.cards)]
        kitty = describe.kitty_text(ended, self.cards)
        if kitty:
            lines.append(self.text(kitty) + ".")
        lines += self.moon(ended)
        head = _("Hand {number} over. Points:").format(number=ended.hand_number)
        lines += scores_line(names, ended.hand_points, head)
        if ended.phase != "game_over" and len(ended.history) > 1:
            lines += scores_line(names, ended.scores, _("Totals:"))
        return lines

    def moon(self, ended: Game) -> list[str]:
        """The moon shot of a finished hand, in words: who shot it and what it does to the
        scores ("You shot the moon: everyone else gets 26."); none when nobody did."""
        shooter = ended.moon_shooter
        if shooter is None:
            return []
        value = ended.table.moon_value
        you = shooter == 0
        if ended.rules.moon is MoonMode.OFF:
            if you:
                text = _("You took every point card; moon shots are off, so the points stay.")
            else:
                text = _("{seat} took every point card; moon shots are off, so the points stay.")
        elif ended.hand_points[shooter] < 0:
            if you:
                text = _("You shot the moon: your score goes down by {value}.")
            else:
                text = _("{seat} shot the moon: their score goes down by {value}.")
        elif you:
            text = _("You shot the moon: everyone else gets {value}.")
        else:
            text = _("{seat} shot the moon: everyone else gets {value}.")
        return [text.format(seat=seat_noun(ended.players, shooter), value=value)]

    def _moon(self, event: MoonToChoose) -> list[str]:
        names = seat_names(self.game.players)
        lines = [_("You shot the moon! Choose how it scores:")]
        heads = {
            "add": _("moon add, others get the points:"),
            "minus": _("moon minus, your score goes down:"),
        }
        for choice, totals in event.outcomes.items():
            lines += scores_line(names, totals, heads[MOON_WORDS[choice]])
        return lines

    def game_end(self) -> list[str]:
        """The game over: who won, the final scores and what can come next."""
        game = self.game
        names = seat_names(game.players)
        return [
            _("Game over. {winners}.").format(winners=describe.winners_text(game).rstrip("!.")),
            *scores_line(names, game.scores, _("Final scores:")),
            _("Type new for a new game, replay to play this deal again, or quit."),
        ]

    def table_intro(self, *, first: bool = True) -> list[str]:
        """The first lines of a game: the table, the code, its house rules (how it plays
        unlike the Standard table), the timer said honestly; ``first``: the process's first
        game, which says how to ask for the commands (not said again at each new game)."""
        game = self.game
        rules = game.rules
        lines = [
            _("{table}, {players}, game to {target}. Code {code}.").format(
                table=table_name(rules),
                players=describe.players_text(game.players),
                target=rules.target,
                code=game.code,
            ),
            *([_("Type help for the commands.")] if first else []),
            *house_rules_sentences(rules, short=self.short),
        ]
        if rules.move_timer:
            lines.append(
                _(
                    "Move timer: {seconds} seconds a move, said at {marks} seconds left;"
                    " at zero your move is made for you."
                ).format(seconds=rules.move_timer, marks=marks_said(rules.move_timer))
            )
        return lines


def joined(lines: Iterable[str]) -> str:
    """Lines as one text, each ended by a newline."""
    return "".join(line + "\n" for line in lines)

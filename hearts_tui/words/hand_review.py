"""The review of a finished hand: what happened, and what the hard CPU thinks of your choices.

:func:`record_hand` replays the game's log (:func:`..engine.save.replay_game`) and keeps what
the review shows: every seat's cards as dealt and after the pass, who passed what to whom,
the tricks, the kitty, and your :class:`PlayerView` at each of your decisions (only what you
knew then).  :func:`analyse` weighs each decision with :mod:`..ai.analysis` (slow: the
review screen runs it in a thread worker); :func:`review_lines` and :func:`verdict` put it
in words.  No Textual here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..ai.analysis import COSTLY, PassReview, evaluate, evaluate_pass, value_of
from ..engine import (
    CancellationTrick,
    Card,
    Game,
    PassCycle,
    PlayerView,
    Suit,
    TrickRecord,
)
from ..engine.save import replay_game
from . import touch
from .describe import glyph_cards, points_text, suits_text
from .hints import signed
from .language import _, decimal, ngettext
from .nouns import card_label, card_noun, rank_label
from .seats import initials, seat_names, seat_noun

#: The seat whose choices are reviewed (the human).
YOU = 0


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One finished hand, all cards open."""

    hand_number: int
    players: int
    direction: str
    #: Per seat: the cards as dealt, and as held when the first card was led.
    dealt: tuple[tuple[Card, ...], ...]
    start: tuple[tuple[Card, ...], ...]
    #: Per seat: the cards it passed (empty on a hand without a pass) and to whom.
    passes: tuple[tuple[Card, ...], ...]
    targets: tuple[int | None, ...]
    tricks: tuple[TrickRecord, ...]
    kitty: tuple[Card, ...]
    #: Points per seat this hand (the moon applied), and each card's points at this table.
    points: tuple[int, ...]
    values: tuple[int, ...]
    #: Your view before your pass (None without a pass).
    pass_view: PlayerView | None
    #: Your view before each of your cards, with the card you played.
    moments: tuple[tuple[PlayerView, Card], ...]
    #: Whether the table passes at all (Domino and Cancellation Hearts never do).
    table_passes: bool = True
    #: Per trick, per seat: the cards held when playing to it (Domino Hearts: the cards
    #: drawn for it included; a seat out of the hand holds none).
    held: tuple[tuple[tuple[Card, ...], ...], ...] = ()


def finished_hands(game: Game) -> list[int]:
    """The numbers of the hands of ``game`` that are over (the current one included once
    its last card is played)."""
    over = game.phase in ("hand_over", "game_over")
    last = game.hand_number if over else game.hand_number - 1
    done = len(game.history) + (1 if over and game.moon_choice_pending is not None else 0)
    return list(range(last - done + 1, last + 1))


def record_hand(game: Game, hand_number: int) -> HandRecord:
    """Replay ``game`` up to the end of hand ``hand_number`` and keep what the review shows."""
    if hand_number not in finished_hands(game):
        raise ValueError(f"hand {hand_number} is not finished")
    n = game.players
    dealt: list[tuple[Card, ...]] = []
    start: list[tuple[Card, ...]] = []
    pass_view: list[PlayerView] = []
    views: list[PlayerView] = []
    ended: list[HandRecord] = []
    held: list[list[tuple[Card, ...]]] = []

    def on_move(now: Game) -> None:
        if now.hand_number != hand_number:
            return
        if now.phase == "passing":
            if not any(now.has_passed(s) for s in range(n)):
                dealt.extend(now.hand(s) for s in range(n))
                pass_view.append(now.view(YOU))
            return
        if not now.tricks and not now.trick:
            start.extend(now.hand(s) for s in range(n))
            if not dealt:
                dealt.extend(start)
        if now.must_draw:
            return  # a draw (Domino) is no choice, and its card is held at the play
        while len(held) <= len(now.tricks):
            held.append([() for _ in range(n)])
        held[len(now.tricks)][now.turn] = tuple(now.hand(now.turn))
        if now.turn == YOU:
            views.append(now.view(YOU))

    def on_hand_end(now: Game) -> None:
        if now.hand_number != hand_number:
            return
        mine = [card for record in now.tricks for seat, card in record.cards if seat == YOU]
        ended.append(
            HandRecord(
                hand_number=hand_number,
                players=n,
                direction=now.pass_direction,
                dealt=tuple(dealt),
                start=tuple(start),
                passes=tuple(now.passed_cards(s) for s in range(n)),
                targets=tuple(now.pass_target(s) for s in range(n)),
                tricks=tuple(now.tricks),
                kitty=now.kitty,
                points=tuple(now.hand_points),
                values=tuple(now.table.points),
                pass_view=pass_view[0] if pass_view else None,
                moments=tuple(zip(views, mine, strict=True)),
                table_passes=now.rules.pass_cycle is not PassCycle.OFF,
                held=tuple(tuple(hands) for hands in held),
            )
        )

    replay_game(game, on_hand_end, on_move=on_move)
    return ended[0]


@dataclass(frozen=True, slots=True)
class PlayReview:
    """One of your cards against the hard CPU's choice for you (the fewest expected points
    of the hand, the figure shown), from your view at the time."""

    trick: int
    played: Card
    cpu: Card
    #: Expected points of the hand after your card and after the CPU's (same search).
    yours: float
    theirs: float
    #: True when every legal card played alike (nothing to choose).
    forced: bool

    @property
    def cost(self) -> float:
        return self.yours - self.theirs

    @property
    def costly(self) -> bool:
        return self.cost >= COSTLY


@dataclass(frozen=True, slots=True)
class HandAnalysis:
    """Your pass (None without one) and your plays, weighed."""

    passing: PassReview | None
    plays: tuple[PlayReview, ...]


def steps(record: HandRecord) -> int:
    """How many decisions :func:`analyse` weighs (for its progress)."""
    return (record.pass_view is not None) + len(record.moments)


def analyse(
    record: HandRecord,
    seed: int,
    progress: Callable[[int, int], object] | None = None,
) -> HandAnalysis:
    """Weigh your pass and each of your cards with the hard CPU's search, from what you knew
    then.  ``seed`` (the app passes ``game.cpu_seed(0)``) makes it reproducible;
    ``progress(done, total)`` is called after each decision."""
    total = steps(record)
    done = 0
    passing = None
    if record.pass_view is not None:
        passing = evaluate_pass(record.pass_view, record.passes[YOU], seed=seed)
        done += 1
        if progress is not None:
            progress(done, total)
    plays: list[PlayReview] = []
    for view, card in record.moments:
        trick = len(view.tricks) + 1
        if len(view.legal) == 1:
            plays.append(PlayReview(trick, card, card, 0.0, 0.0, forced=True))
        else:
            values = evaluate(view, seed=seed)
            # The card recommended is the fewest expected points (the figure shown): a card
            # that plays like it is the same choice.
            mine, best = value_of(values, card), values[0]
            forced = len(values) == 1
            cpu = card if mine is best else best.card
            plays.append(PlayReview(trick, card, cpu, mine.points, best.points, forced=forced))
        done += 1
        if progress is not None:
            progress(done, total)
    return HandAnalysis(passing, tuple(plays))


def verdict(analysis: HandAnalysis) -> str:
    """One line: ``"2 costly plays: trick 4 K♠ (+3.1), trick 9 A♥ (+1.8)"``."""
    costly = [
        _("trick {number} {card} ({cost})").format(
            number=play.trick, card=card_label(play.played), cost=signed(play.cost)
        )
        for play in analysis.plays
        if play.costly
    ]
    passing = analysis.passing
    if passing is not None and passing.cost >= COSTLY:
        named = glyph_cards(passing.yours.cards) if passing.yours else ""
        costly.insert(
            0, _("the pass {cards} ({cost})").format(cards=named, cost=signed(passing.cost))
        )
    if not costly:
        return _("no costly plays (all within {points} points of the CPU's choice)").format(
            points=decimal(COSTLY)
        )
    if passing is not None and passing.cost >= COSTLY:
        head = ngettext("{count} costly choice", "{count} costly choices", len(costly))
    else:
        head = ngettext("{count} costly play", "{count} costly plays", len(costly))
    return _("{head}: {list}").format(head=head.format(count=len(costly)), list=", ".join(costly))


def hand_text(cards: Sequence[Card], marked: Card | None = None) -> str:
    """Cards by suit, ``[x]`` around ``marked`` (one copy of two): ``"♣ 3 [7] 9  ♦ 2 5  ♠ Q"``."""
    groups = []
    for suit in Suit:
        ranks = []
        for card in cards:
            if card.suit is not suit:
                continue
            rank = rank_label(card.rank)
            ranks.append(f"[{rank}]" if card == marked else rank)
            if card == marked:
                marked = None  # Cancellation Hearts: the other copy was not played
        if ranks:
            groups.append(f"{suit.symbol} " + " ".join(ranks))
    return "  ".join(groups) or "—"


def _pass_line(record: HandRecord) -> str:
    if record.pass_view is None and not any(record.passes):
        return _("No pass this hand")
    names = seat_names(record.players)
    parts = []
    for seat in range(record.players):
        target = record.targets[seat]
        if target is None:
            continue
        cards = glyph_cards(record.passes[seat])
        parts.append(f"{initials(names[seat])}→{initials(names[target])} {cards}")
    head = {
        "left": _("Pass left: {passes}"),
        "right": _("Pass right: {passes}"),
        "across": _("Pass across: {passes}"),
    }
    return head[record.direction].format(passes=" · ".join(parts))


def _kitty_line(record: HandRecord) -> str | None:
    if not record.kitty:
        return None
    winner = seat_noun(record.players, record.tricks[0].winner)
    points = sum(record.values[c.index] for c in record.kitty)
    return _("Kitty {cards}: to {seat} with the first trick ({points})").format(
        cards=glyph_cards(record.kitty), seat=winner, points=points_text(points)
    )


def _play_line(record: HandRecord, analysis: HandAnalysis | None, trick: int) -> str:
    played = record.tricks[trick - 1].card_of(YOU)
    if played is None:  # pragma: no cover - every seat plays to every trick
        return ""
    card = card_noun(played, "label")
    found = [p for p in analysis.plays if p.trick == trick] if analysis else []
    if not found:
        return _("You played {card} · analysing…").format(card=card)
    play = found[0]
    if play.forced:
        return _("You played {card}: no choice (your legal cards all play alike)").format(card=card)
    mark = _("✗ costly ({cost}): ").format(cost=signed(play.cost)) if play.costly else ""
    yours = _("{mark}You played {card} {points}").format(
        mark=mark, card=card, points=signed(play.yours)
    )
    cpu = card_label(play.cpu)
    if play.cpu == played or play.cost <= 0:
        if play.cpu == played:
            return _("{yours} · the CPU agrees").format(yours=yours)
        return _("{yours} · the CPU's {card} {points}").format(
            yours=yours, card=cpu, points=signed(play.theirs)
        )
    return _("{yours} · the CPU would play {card} {points}").format(
        yours=yours, card=cpu, points=signed(play.theirs)
    )


def _pass_review_line(passing: PassReview | None, analysed: bool) -> str | None:
    if passing is None:
        return _("Your pass · analysing…") if analysed else None
    cpu = glyph_cards(passing.cpu.cards)
    if passing.yours is None:  # pragma: no cover - the review always gives your pass
        return _("The CPU would pass {cards} {points}").format(
            cards=cpu, points=signed(passing.cpu.points)
        )
    yours = glyph_cards(passing.yours.cards)
    mark = (
        _("✗ costly ({cost}): ").format(cost=signed(passing.cost)) if passing.cost >= COSTLY else ""
    )
    if passing.same:
        return _("Your pass {cards} {points} · the CPU agrees").format(
            cards=yours, points=signed(passing.yours.points)
        )
    return _("{mark}Your pass {cards} {points} · the CPU would pass {cpu} {cpu_points}").format(
        mark=mark,
        cards=yours,
        points=signed(passing.yours.points),
        cpu=cpu,
        cpu_points=signed(passing.cpu.points),
    )


def review_lines(
    record: HandRecord,
    analysis: HandAnalysis | None,
    step: int,
    *,
    ascii_suits: bool = False,
) -> list[str]:
    """The review page of ``step``: 0 is the deal and the pass, ``k`` is trick ``k``."""
    names = seat_names(record.players)
    width = max(len(name) for name in names)
    tricks = len(record.tricks)
    lines: list[str] = []
    if record.table_passes:  # Domino and Cancellation Hearts: no pass to tell of
        lines.append(_pass_line(record))
    kitty = _kitty_line(record)
    if kitty:
        lines.append(kitty)
    if lines:
        lines.append("")
    if step == 0:
        held = record.dealt
        no_pass = record.pass_view is None and record.table_passes
        lines.append(_("As dealt (no pass):") if no_pass else _("As dealt:"))
        marked: dict[int, Card] = {}
    else:
        held = record.held[step - 1]
        lines.append(_("Before trick {number} ([x]: the card played to it):").format(number=step))
        marked = {seat: card for seat, card in record.tricks[step - 1].cards}
    for seat in range(record.players):
        lines.append(f"{names[seat]:<{width}}  {hand_text(held[seat], marked.get(seat))}")
    lines.append("")
    if step == 0:
        line = _pass_review_line(
            analysis.passing if analysis else None, record.pass_view is not None
        )
        if line:
            lines.append(line)
        lines.append(
            touch.review_steps(tricks)
            if touch.on_touch()
            else ngettext(
                "{count} trick follows: → to step through them",
                "{count} tricks follow: → to step through them",
                tricks,
            ).format(count=tricks)
        )
    else:
        trick = record.tricks[step - 1]
        cards = " · ".join(f"{initials(names[s])} {card_label(c)}" for s, c in trick.cards)
        taken = points_text(sum(record.values[c.index] for _seat, c in trick.cards))
        if isinstance(trick, CancellationTrick) and trick.carried:  # the lead all cancelled
            text = _("Trick {number}: {cards} → nobody could win it: it went to {seat} ({points})")
        elif trick.winner == YOU:
            text = _("Trick {number}: {cards} → You take it ({points})")
        else:
            text = _("Trick {number}: {cards} → {seat} takes it ({points})")
        lines.append(
            text.format(
                number=step,
                cards=cards,
                seat=seat_noun(record.players, trick.winner),
                points=taken,
            )
        )
        lines.append(_play_line(record, analysis, step))
    lines.append("")
    if analysis is not None:
        lines.append(_("Verdict: {verdict}").format(verdict=verdict(analysis)))
    else:
        lines.append(_("Verdict: after the analysis"))
    points = " ".join(f"{initials(names[s])} {record.points[s]}" for s in range(record.players))
    lines.append(
        _("Hand {number} points: {points}").format(number=record.hand_number, points=points)
    )
    return [suits_text(line, ascii_suits) for line in lines]

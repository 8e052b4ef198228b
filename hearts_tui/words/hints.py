"""The hint (key ``i``): what the hard CPU would do from your seat, and why, in one line.

:func:`think` runs the analysis (slow: the table calls it in a thread worker) on a view;
:func:`hint_text` turns its answer into words on the UI thread, where the live game gives
the reason ("ducks under East's J♣").  No Textual here, so both are easy to test.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..ai.analysis import CardValue, PassReview, evaluate, evaluate_pass
from ..engine import Game, PlayerView
from .describe import hint_reason, pass_reason
from .language import _, decimal, list_of_numbers
from .nouns import CardStyle, card_noun, cards_noun, the_card_noun

#: How many priced cards the hint lists after its choice.
SHOWN: Final = 4


@dataclass(frozen=True, slots=True)
class Hint:
    """The analysis of one moment: ``values`` on your turn, ``review`` in the pass."""

    #: (hand number, cards played, phase): the moment the hint is for.
    moment: tuple[int, int, str]
    values: tuple[CardValue, ...] = ()
    review: PassReview | None = None


def moment_of(view: PlayerView) -> tuple[int, int, str]:
    """Where the game stands for ``view``: a hint is only good for that moment."""
    played = sum(len(record.cards) for record in view.tricks) + len(view.trick)
    return (view.hand_number, played, view.phase)


def think(view: PlayerView, seed: int) -> Hint:
    """The hard CPU's choice from ``view`` (your turn or your pass), priced."""
    if view.phase == "passing":
        return Hint(moment_of(view), review=evaluate_pass(view, seed=seed))
    return Hint(moment_of(view), values=tuple(evaluate(view, seed=seed)))


def signed(points: float) -> str:
    """Expected points as shown: ``+0.4``, ``+12.0``, ``−1.5``."""
    return decimal(points, sign=True).replace("-", "−")


def hint_text(
    game: Game, hint: Hint, seat: int = 0, width: int | None = None, style: CardStyle = "label"
) -> str:
    """``"Hint: 9♣ (ducks under East's J♣) · expected points this hand, lower is better:
    9♣ +0.4, 5♣ +1.2"`` (the points each card is expected to cost you this hand) or, in
    the pass,
    ``"Hint: pass 2♣ 5♦ K♠ (voids ♦) · about +3.2 points this hand"``.

    The card recommended is the one with the fewest expected points (the figures listed,
    its own first: it always shows the best of them; issue 37), and the figures say what
    they are: "expected points this hand, lower is better", or "expected points" where
    the row is short.

    Within ``width`` columns (the status line's, one row) when it can be, and always the
    same shape (issue 20 §7: a hint came with one price on a half-empty row, or none): the
    choice, its reason, its price and as many others as fit (two at least where there are
    two): the words on the figures are shortened first, then the prices go down to two,
    then the reason is shortened (to its first part: every hint keeps a reason), then the
    last other price; the choice's own price stays.
    """
    forms = _hint_forms(game, hint, seat, style)
    if width is not None:
        for form in forms:
            if len(form) <= width:
                return form
        return forms[-1]
    return forms[0]


def _shortened(reason: str) -> list[str]:
    """`` (a, b)``, `` (a)``: the reason in full, then down to its first part (a hint
    always says why)."""
    parts = reason.split(", ") if reason else []
    return [f" ({', '.join(parts[:kept])})" for kept in range(len(parts), 0, -1)] or [""]


def _hint_forms(game: Game, hint: Hint, seat: int, style: CardStyle) -> list[str]:
    """The hint's wordings, longest first: fewer prices (down to two), a shorter reason,
    then one price; every one with the choice and its price."""
    if hint.review is not None:
        cards = hint.review.cpu.cards
        named = cards_noun(cards, style)
        points = signed(hint.review.cpu.points)
        why_forms = _shortened(pass_reason(game, cards, seat, style=style))
        heads = [_("Hint: pass {cards}{why}").format(cards=named, why=why) for why in why_forms]
        ends = (
            _(" · about {points} points this hand").format(points=points),
            _(" · about {points}").format(points=points),
        )
        return [head + end for head in heads for end in ends]
    best = hint.values[0]
    priced = [
        f"{format(card_noun(value.card, style))} {signed(value.points)}"
        for value in hint.values[:SHOWN]
    ]
    why_forms = _shortened(hint_reason(game, best.card, seat, style=style))
    heads = [
        _("Hint: {card}{why}").format(card=the_card_noun(best.card, style), why=why)
        for why in why_forms
    ]
    labels = (
        _("{hint} · expected points this hand, lower is better: {prices}"),
        _("{hint} · expected points: {prices}"),
    )
    forms: list[str] = []
    for least in (min(2, len(priced)), 1):
        for head in heads:
            for count in range(len(priced), least - 1, -1):
                for label in labels:
                    form = label.format(hint=head, prices=list_of_numbers(priced[:count]))
                    if form not in forms:
                        forms.append(form)
    return forms

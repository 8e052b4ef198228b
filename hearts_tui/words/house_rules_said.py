"""A table's house rules said as sentences, at the start of a game in the line mode.

The first line of a game names the table, the players and the target ("Standard, 5
players, game to 50."); :func:`house_rules_sentences` then says how this table plays
unlike the Standard one, a whole sentence a rule: the other game's own rules, the scoring,
the pass, the queen of spades, the moon, the jack of diamonds, the ties, the short deck or
the kitty.  Nothing for the Standard table.  Cards are named in the case each sentence
needs (``card_phrase``); a glyph is never said.
"""

from __future__ import annotations

from ..engine import (
    Card,
    MoonMode,
    PassCycle,
    Rules,
    Scoring,
    ShortDeck,
    TieRule,
    Variant,
)
from ..engine.cards import cards_of_mask
from ..engine.table import ALL_CARDS, table_for
from .language import _, ngettext
from .rules_bullets import point_values
from .rules_text import PRESET_NAMES, VARIANT_NAMES, pass_cycle_label
from .spoken import card_phrase, cards_phrase, spoken

__all__ = ["house_rules_sentences"]

QUEEN_OF_SPADES = Card.parse("QS")
JACK_OF_DIAMONDS = Card.parse("JD")


def house_rules_sentences(rules: Rules, *, short: bool = False) -> list[str]:
    """How the table of ``rules`` plays unlike the Standard one, a sentence a rule (cards as
    codes with ``short``); empty for the Standard table."""
    standard = Rules()
    table = table_for(rules)
    queen = card_phrase(QUEEN_OF_SPADES, short=short)
    lines: list[str] = []
    if rules.variant is Variant.DOMINO:
        lines.append(
            _(
                "{table}: who cannot follow suit draws from the stock until they can, and a"
                " player who plays their last card is out of the hand."
            ).format(table=VARIANT_NAMES[rules.variant])
        )
    elif rules.variant is Variant.CANCELLATION:
        lines.append(
            _(
                "{table}: two decks; two identical cards in a trick cancel each other, and a"
                " trick whose cards of the suit led all cancelled waits for the next winner."
            ).format(table=VARIANT_NAMES[rules.variant])
        )
    if rules.scoring is not Scoring.STANDARD or rules.variant is not Variant.STANDARD:
        points = spoken(point_values(rules))
        if rules.scoring is Scoring.STANDARD:
            lines.append(_("Scoring: {points}.").format(points=points))
        else:
            lines.append(
                _("Scoring {preset}: {points}.").format(
                    preset=PRESET_NAMES[rules.scoring], points=points
                )
            )
    if rules.pass_cycle is PassCycle.OFF:
        lines.append(_("No passing: the hands are played as dealt."))
    elif rules.pass_cycle is not standard.pass_cycle:
        cycle = pass_cycle_label(rules, rules.pass_cycle)
        lines.append(_("Passing: {cycle}.").format(cycle=cycle))
    if rules.queen_breaks_hearts:
        lines.append(
            _("{card:Nom} breaks hearts: once it is played, hearts may be led.").format(card=queen)
        )
    if rules.queen_must_go:
        lines.append(
            _(
                "{card:Nom} must go: whoever holds it must shed it at the first chance on"
                " someone else's trick."
            ).format(card=queen)
        )
    if rules.points_on_first_trick:
        lines.append(_("Point cards may be played on the first trick."))
    if rules.first_lead is not standard.first_lead:
        lines.append(_("The player left of the dealer leads the first trick, with any card."))
    if rules.moon is not standard.moon:
        lines.append(_moon(rules.moon, table.moon_value))
    if rules.jack_of_diamonds:
        off = -rules.jack_of_diamonds
        text = ngettext(
            "{card:Nom} takes {points} point off the score of whoever wins it.",
            "{card:Nom} takes {points} points off the score of whoever wins it.",
            off,
        )
        lines.append(text.format(card=card_phrase(JACK_OF_DIAMONDS, short=short), points=off))
    if rules.ties is TieRule.PLAY_ON:
        lines.append(
            _("Equal lowest totals at the end do not share the win: another hand is dealt.")
        )
    if rules.variant is Variant.STANDARD and rules.short_deck is ShortDeck.REMOVE:
        removed = sorted(cards_of_mask(ALL_CARDS & ~table.deck), key=lambda c: (c.suit, c.rank))
        if removed:
            text = ngettext(
                "Short deck: {cards} is taken out, so that the hands are even.",
                "Short deck: {cards} are taken out, so that the hands are even.",
                len(removed),
            )
            lines.append(text.format(cards=cards_phrase(removed, short=short)))
    if table.undealt and rules.variant is not Variant.DOMINO:
        text = ngettext(
            "Kitty: {count} card is dealt face down and goes with the first trick won.",
            "Kitty: {count} cards are dealt face down and go with the first trick won.",
            table.undealt,
        )
        lines.append(text.format(count=table.undealt))
    return lines


def _moon(moon: MoonMode, points: int) -> str:
    if moon is MoonMode.OTHERS_PLUS:
        text = ngettext(
            "Shooting the moon gives {points} point to every other player.",
            "Shooting the moon gives {points} points to every other player.",
            points,
        )
    elif moon is MoonMode.SHOOTER_MINUS:
        text = ngettext(
            "Shooting the moon takes {points} point off the shooter's score; the others get"
            " nothing.",
            "Shooting the moon takes {points} points off the shooter's score; the others get"
            " nothing.",
            points,
        )
    elif moon is MoonMode.SHOOTER_CHOOSES:
        text = ngettext(
            "Whoever shoots the moon chooses: {points} point to every other player, or"
            " {points} off their own score.",
            "Whoever shoots the moon chooses: {points} points to every other player, or"
            " {points} off their own score.",
            points,
        )
    else:
        text = _("No shooting the moon: whoever takes every point card keeps the points.")
    return text.format(points=points)

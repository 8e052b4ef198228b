"""The rules of a table in plain words: for the Help screen, the House rules screen and
status lines.

Pure functions of :class:`~hearts_tui.engine.Rules` (no Textual import), so they are easy
to test and to reuse.  Card names are rank first (``Q♠``, ``2♣``); with ``ascii_suits``
the suits become letters (``QS``, ``2C``) and the minus sign a hyphen.

>>> describe_option_changes(Rules.preset("black_maria", jack_of_diamonds=-10))
['Black Maria', 'J♦ −10']
"""

from __future__ import annotations

from typing import Final

from ..engine import FirstLead, MoonMode, PassCycle, Rules, Scoring, ShortDeck, TieRule
from ..engine.table import Table, table_for
from .ascii_text import ascii_text

__all__ = [
    "PRESET_NAMES",
    "describe_option_changes",
    "describe_rules",
    "moon_label",
    "pass_cycle_label",
    "point_values",
    "to_ascii",
]

#: Display names of the scoring presets, in the order the House rules screen lists them.
PRESET_NAMES: Final[dict[Scoring, str]] = {
    Scoring.STANDARD: "Standard",
    Scoring.BLACK_MARIA: "Black Maria",
    Scoring.SPOT_HEARTS: "Spot Hearts",
    Scoring.GREEK: "Greek Hearts",
    Scoring.BASIC: "Basic Hearts",
    Scoring.NO_BLACK_LADY: "No Black Lady",
    Scoring.SUPER: "Super Hearts",
}


# Card indexes of the engine's table (suit * 13 + rank - 2), for the cards named here.
_QUEEN_SPADES: Final = 39 + 10
_KING_SPADES: Final = 39 + 11
_ACE_SPADES: Final = 39 + 12


def to_ascii(text: str) -> str:
    """Suit glyphs as letters (``Q♠`` → ``QS``), minus signs as hyphens, arrows as ``->``."""
    return ascii_text(text)


def _finish(text: str, ascii_suits: bool) -> str:
    return to_ascii(text) if ascii_suits else text


def _minus(value: int) -> str:
    """``-10`` as ``−10`` (a real minus sign)."""
    return f"−{-value}" if value < 0 else str(value)


def _join(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _spades(table: Table) -> list[str]:
    """The spades that score on this table, with their points: ``["Q♠ 13", "K♠ 10"]``."""
    named = ((_QUEEN_SPADES, "Q♠"), (_KING_SPADES, "K♠"), (_ACE_SPADES, "A♠"))
    return [f"{name} {table.points[i]}" for i, name in named if table.points[i] > 0]


def _spot_hearts(scoring: Scoring) -> bool:
    return scoring in (Scoring.SPOT_HEARTS, Scoring.GREEK)


def point_values(rules: Rules, *, ascii_suits: bool = False) -> str:
    """The card points of the preset in one line: ``hearts 1 each, Q♠ 13: 26 a hand``.

    The J♦ is left out (it is an option of its own); a moon worth more than the points of a
    hand (Greek Hearts) is mentioned.
    """
    table = table_for(rules)
    spot = _spot_hearts(rules.scoring)
    hearts = "hearts at face value (2–10, J 11 … A 14)" if spot else "hearts 1 each"
    parts = [hearts, *_spades(table)]
    text = ", ".join(parts)
    if not _spades(table):
        text += ", the Q♠ scores nothing"
    text += f": {table.penalty_total} a hand"
    if table.moon_value != table.penalty_total:
        text += f", moon {table.moon_value}"
    return _finish(text, ascii_suits)


def _point_cards(table: Table) -> str:
    """The cards that carry points, in words: ``all the hearts and the Q♠``."""
    spades = [item.split()[0] for item in _spades(table)]
    if not spades:
        return "all the hearts"
    return ("all the hearts and the " if len(spades) == 1 else "all the hearts, the ") + _join(
        spades
    )


def moon_label(rules: Rules, mode: MoonMode) -> str:
    """A short label of a moon mode with this table's moon value: ``others +26``."""
    moon = table_for(rules).moon_value
    return {
        MoonMode.OTHERS_PLUS: f"others +{moon}",
        MoonMode.SHOOTER_MINUS: f"shooter −{moon}",
        MoonMode.SHOOTER_CHOOSES: "shooter chooses",
        MoonMode.OFF: "off",
    }[mode]


def pass_cycle_label(rules: Rules, cycle: PassCycle) -> str:
    """A short label of a pass cycle for this number of players."""
    if cycle is PassCycle.STANDARD:
        return "left, right, across, none" if rules.players == 4 else "left, right, none"
    return {
        PassCycle.OFF: "no passing",
        PassCycle.LEFT: "always left",
        PassCycle.RIGHT: "always right",
    }[cycle]


def _deal(rules: Rules, table: Table) -> str:
    n = rules.players
    cards = table.deck.bit_count()
    each = table.hand_size
    if n == 4:
        return f"4 players, {each} cards each. Ace high, no trumps."
    if rules.short_deck is ShortDeck.REMOVE:
        removed = "the 2♦ is" if n == 3 else "the 2♦ and the 2♣ are"
        return f"{n} players: {removed} taken out, {cards} cards, {each} each. Ace high, no trumps."
    left = cards - each * n
    kitty = "the last card lies" if left == 1 else f"the last {left} cards lie"
    return (
        f"{n} players, {each} cards each; {kitty} face down as a kitty, taken with its "
        "points by the winner of the first trick. Ace high, no trumps."
    )


def _passing(rules: Rules, table: Table) -> str:
    cycle = table.pass_cycle
    if cycle == ("none",):
        return "no passing: the hands are played as dealt."
    if len(cycle) == 1:
        return f"every hand, everyone passes 3 cards to the {cycle[0]}, all at once."
    order = ", ".join(cycle[:-1])
    return (
        f"everyone passes 3 cards at once: {order}, then a hand without passing, "
        "and round again. Left is the next player in play order (clockwise)."
    )


def _first_lead(rules: Rules, table: Table) -> str:
    if rules.first_lead is FirstLead.LEFT_OF_DEALER:
        return (
            "the player left of the dealer leads any card; the deal moves one seat "
            "to the left each hand."
        )
    if rules.players == 5 and rules.short_deck is ShortDeck.REMOVE:
        return "the holder of the 3♣ leads it (the 2♣ is out of the deck)."
    if rules.players != 4 and rules.short_deck is ShortDeck.KITTY:
        return (
            "the holder of the 2♣ leads it; when it lies in the kitty, the lowest club "
            "in play leads."
        )
    return "the holder of the 2♣ leads it."


def _first_trick(rules: Rules, table: Table) -> str:
    if rules.points_on_first_trick:
        return "points may be played to it like to any other trick."
    spades = [item.split()[0] for item in _spades(table)]
    cards = "no heart"
    if spades:
        cards += " and no " + _join(spades).replace(" and ", " or ")
    return f"no points on it: {cards}, unless you hold nothing else."


def _hearts(rules: Rules) -> str:
    text = "may not be led until a heart has been played, unless you hold only hearts."
    if rules.queen_breaks_hearts:
        return text + " Playing the Q♠ breaks them too."
    return text + " The Q♠ does not break hearts; it may be led at any time."


def _points(rules: Rules, table: Table) -> str:
    text = point_values(rules) + "."
    if rules.jack_of_diamonds:
        text += f" Taking the J♦ takes {-rules.jack_of_diamonds} off your score."
    return text + " Points are bad."


def _moon(rules: Rules, table: Table) -> str:
    if rules.moon is MoonMode.OFF:
        return "no moon shot: whoever takes points keeps them, even all of them."
    moon = table.moon_value
    outcome = {
        MoonMode.OTHERS_PLUS: f"you score 0 and everyone else {moon}",
        MoonMode.SHOOTER_MINUS: f"{moon} comes off your total and the others score nothing",
        MoonMode.SHOOTER_CHOOSES: (
            f"you choose: everyone else scores {moon}, or {moon} comes off your total"
        ),
    }[rules.moon]
    text = f"if you take {_point_cards(table)} in one hand, {outcome}."
    if rules.jack_of_diamonds:
        text += " The J♦ still counts."
    return text


def _end(rules: Rules) -> str:
    text = f"after the hand in which someone reaches {rules.target}, the lowest total wins"
    if rules.ties is TieRule.SHARE:
        return text + "; equal lowest totals share first place."
    return text + "; with equal lowest totals, hands go on until one player alone is lowest."


def describe_rules(rules: Rules, *, ascii_suits: bool = False) -> str:
    """The rules of this table as short Markdown, for the Help screen.

    A title line (preset, players, target), then one bullet per topic: the deal (and kitty),
    passing, the first lead, following suit, the first trick, hearts breaking, card points
    (with the J♦), the moon, and the end of the game with ties.
    """
    table = table_for(rules)
    title = f"**{PRESET_NAMES[rules.scoring]}** · {rules.players} players · target {rules.target}"
    bullets = [
        ("Deal", _deal(rules, table)),
        ("Pass", _passing(rules, table)),
        ("First lead", _first_lead(rules, table)),
        (
            "Play",
            "follow suit if you can, otherwise play any card. The highest card of the "
            "suit led wins the trick, and its winner leads the next.",
        ),
        ("First trick", _first_trick(rules, table)),
        ("Hearts", _hearts(rules)),
        ("Points", _points(rules, table)),
        ("Moon", _moon(rules, table)),
        ("End", _end(rules)),
    ]
    lines = [title, ""]
    for name, text in bullets:
        lines.append(f"- **{name}**: {text}")
    return _finish("\n".join(lines) + "\n", ascii_suits)


def describe_option_changes(rules: Rules, *, ascii_suits: bool = False) -> list[str]:
    """One short line per option that differs from the Standard table.

    The preset comes first, by name; options a preset sets itself (Greek Hearts passes
    right, No Black Lady does not pass) are part of its name and not listed again.  The
    players and the short deck make one line.  Empty for the Standard table.
    """
    base = Rules.preset(rules.scoring)
    lines: list[str] = []
    if rules.scoring is not Scoring.STANDARD:
        lines.append(PRESET_NAMES[rules.scoring])
    if rules.target != base.target:
        lines.append(f"Target {rules.target}")
    if rules.pass_cycle is not base.pass_cycle:
        lines.append(f"Pass: {pass_cycle_label(rules, rules.pass_cycle)}")
    if rules.queen_breaks_hearts:
        lines.append("Q♠ breaks hearts")
    if rules.points_on_first_trick:
        lines.append("Points allowed on the first trick")
    if rules.first_lead is FirstLead.LEFT_OF_DEALER:
        lines.append("Left of the dealer leads any card")
    if rules.moon is not base.moon:
        lines.append(f"Moon: {moon_label(rules, rules.moon)}")
    if rules.jack_of_diamonds:
        lines.append(f"J♦ {_minus(rules.jack_of_diamonds)}")
    if rules.ties is TieRule.PLAY_ON:
        lines.append("Ties: play on")
    if rules.players != 4:
        if rules.short_deck is ShortDeck.KITTY:
            lines.append(f"{rules.players} players, kitty")
        else:
            removed = "2♦" if rules.players == 3 else "2♦ and 2♣"
            lines.append(f"{rules.players} players, {removed} removed")
    return [_finish(line, ascii_suits) for line in lines]

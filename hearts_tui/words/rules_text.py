"""The rules of a table in plain words: for the Help screen, the House rules screen and
status lines.

Pure functions of :class:`~hearts_tui.engine.Rules` (no Textual import), so they are easy
to test and to reuse.  Card names are rank first (``Q♠``, ``2♣``); with ``ascii_suits``
the suits become letters (``QS``, ``2C``) and the minus sign a hyphen.

>>> describe_option_changes(Rules.preset("black_maria", jack_of_diamonds=-10))
['Black Maria', 'J♦ −10']
>>> describe_option_changes(Rules.domino(3, move_timer=30))
['Domino Hearts, 3 players', 'Move timer 30 s']
"""

from __future__ import annotations

from typing import Final

from ..engine import MoonMode, PassCycle, Rules, Scoring, ShortDeck, TieRule, Variant
from ..engine.table import table_for
from .ascii_text import ascii_text
from .describe import players_text, target_text
from .language import N_, Translated, _, ngettext, pgettext
from .nouns import CardStyle, join_forms
from .rules_bullets import (
    JACK,
    QUEEN,
    named,
    point_values,
    queen_must_go_name,
    removed,
    rules_bullets,
)
from .timer_said import seconds_said

__all__ = [
    "PRESET_NAMES",
    "VARIANT_LINES",
    "VARIANT_NAMES",
    "VARIANT_SHORT_NAMES",
    "describe_option_changes",
    "describe_rules",
    "moon_label",
    "pass_cycle_label",
    "point_values",
    "table_defaults",
    "table_name",
    "timer_label",
    "to_ascii",
]

#: Display names of the games, in the order the House rules screen lists them.
VARIANT_NAMES: Final = Translated(
    {
        Variant.STANDARD: N_("Standard"),
        Variant.DOMINO: N_("Domino Hearts"),
        Variant.CANCELLATION: N_("Cancellation Hearts"),
    }
)

#: The games by their short names, where room is short (the House rules choice, the
#: statistics' selector).
VARIANT_SHORT_NAMES: Final = Translated(
    {
        Variant.STANDARD: N_("Standard"),
        Variant.DOMINO: N_("Domino"),
        Variant.CANCELLATION: N_("Cancellation"),
    }
)

#: Each game in one line (the House rules screen says it under the choice).
VARIANT_LINES: Final = Translated(
    {
        Variant.STANDARD: N_("Hearts: 3 to 7 players pass 3 cards, then avoid hearts and the Q♠."),
        Variant.DOMINO: N_(
            "2 to 7 players, 6 cards each: draw when you cannot follow; game to 31."
        ),
        Variant.CANCELLATION: N_(
            "7 to 10 players, two decks: two identical cards in a trick cancel."
        ),
    }
)


#: Display names of the scoring presets, in the order the House rules screen lists them.
PRESET_NAMES: Final = Translated(
    {
        Scoring.STANDARD: N_("Standard"),
        Scoring.BLACK_MARIA: N_("Black Maria"),
        Scoring.SPOT_HEARTS: N_("Spot Hearts"),
        Scoring.GREEK: N_("Greek Hearts"),
        Scoring.BASIC: N_("Basic Hearts"),
        Scoring.NO_BLACK_LADY: N_("No Black Lady"),
        Scoring.SUPER: N_("Super Hearts"),
    }
)


def to_ascii(text: str) -> str:
    """Suit glyphs as letters (``Q♠`` → ``QS``), minus signs as hyphens, arrows as ``->``."""
    return ascii_text(text)


def _finish(text: str, ascii_suits: bool) -> str:
    return to_ascii(text) if ascii_suits else text


def _minus(value: int) -> str:
    """``-10`` as ``−10`` (a real minus sign)."""
    return f"−{-value}" if value < 0 else str(value)


def moon_label(rules: Rules, mode: MoonMode) -> str:
    """A short label of a moon mode with this table's moon value: ``others +26``."""
    moon = table_for(rules).moon_value
    return {
        MoonMode.OTHERS_PLUS: _("others +{moon}"),
        MoonMode.SHOOTER_MINUS: _("shooter −{moon}"),
        MoonMode.SHOOTER_CHOOSES: _("shooter chooses"),
        MoonMode.OFF: pgettext("a rule", "off"),
    }[mode].format(moon=moon)


def pass_cycle_label(rules: Rules, cycle: PassCycle) -> str:
    """A short label of a pass cycle for this number of players."""
    if cycle is PassCycle.STANDARD:
        if rules.players == 4:
            return _("left, right, across, none")
        return _("left, right, none")
    return {
        PassCycle.OFF: _("no passing"),
        PassCycle.LEFT: _("always left"),
        PassCycle.RIGHT: _("always right"),
    }[cycle]


def describe_rules(rules: Rules, *, ascii_suits: bool = False, style: CardStyle = "label") -> str:
    """The rules of this table as short Markdown, for the Help screen.

    A title line (the game or preset, players, target), then one bullet per topic: the deal
    (and kitty or stock), passing, the first lead (and who deals), following suit, what the
    table adds (Domino's drawing and leaving, Cancellation's cancelling), the first trick,
    hearts breaking, card points (with the J♦), the moon, the end of the game with ties;
    then "Q♠ must go" and the move timer when they are on.  ``style``: how its cards are
    named (the line mode's ``"words"``: each in the case its sentence asks for).
    """
    title = _("**{table}** · {players} · {target}").format(
        table=table_name(rules),
        players=players_text(rules.players),
        target=target_text(rules.target),
    )
    lines = [title, ""]
    for name, text in rules_bullets(rules, style):
        lines.append(f"- **{name}**: {text}")
    return _finish("\n".join(lines) + "\n", ascii_suits)


def table_name(rules: Rules) -> str:
    """The game by name, or the Standard table by its scoring preset: ``Domino Hearts``,
    ``Black Maria``, ``Standard``."""
    if rules.variant is not Variant.STANDARD:
        return VARIANT_NAMES[rules.variant]
    return PRESET_NAMES[rules.scoring]


def table_defaults(rules: Rules) -> Rules:
    """What ``rules``' game and preset are without options, at the same number of players:
    the base its options are told against."""
    if rules.variant is Variant.DOMINO:
        return Rules.domino(rules.players)
    if rules.variant is Variant.CANCELLATION:
        return Rules.cancellation(rules.players)
    return Rules.preset(rules.scoring)


def timer_label(seconds: int) -> str:
    """``off``, ``30 s``."""
    return _("{seconds} s").format(seconds=seconds) if seconds else pgettext("a rule", "off")


def describe_option_changes(
    rules: Rules, *, ascii_suits: bool = False, style: CardStyle = "label"
) -> list[str]:
    """One short line per option that differs from the Standard table.

    Another game comes first, with its players ("Domino Hearts, 3 players"), then the
    preset by name; options a game or preset sets itself (Domino's target 31, Greek
    Hearts passing right, No Black Lady not passing) are part of its name and not listed
    again.  The players and the short deck make one line.  Empty for the Standard table.
    """
    base = table_defaults(rules)
    standard = rules.variant is Variant.STANDARD
    lines: list[str] = []
    if not standard:
        lines.append(
            _("{table}, {players}").format(
                table=VARIANT_NAMES[rules.variant], players=players_text(rules.players)
            )
        )
    if rules.scoring is not (Scoring.STANDARD if standard else base.scoring):
        lines.append(PRESET_NAMES[rules.scoring])
    if rules.target != base.target:
        lines.append(
            ngettext("Target {target}", "Target {target}", rules.target).format(target=rules.target)
        )
    if rules.pass_cycle is not base.pass_cycle:
        lines.append(_("Pass: {cycle}").format(cycle=pass_cycle_label(rules, rules.pass_cycle)))
    if rules.queen_breaks_hearts:
        lines.append(_("{queen} breaks hearts").format(queen=named(QUEEN, style)))
    if rules.queen_must_go:
        lines.append(queen_must_go_name(style))
    if rules.points_on_first_trick:
        lines.append(_("Points allowed on the first trick"))
    if rules.first_lead is not base.first_lead:
        lines.append(_("Left of the dealer leads any card"))
    if rules.moon is not base.moon:
        lines.append(_("Moon: {moon}").format(moon=moon_label(rules, rules.moon)))
    if rules.jack_of_diamonds:
        lines.append(
            _("{jack} {points}").format(
                jack=named(JACK, style), points=_minus(rules.jack_of_diamonds)
            )
        )
    if rules.ties is TieRule.PLAY_ON:
        lines.append(_("Ties: play on"))
    if rules.variant is Variant.STANDARD and rules.players != 4:
        if rules.short_deck is ShortDeck.KITTY:
            lines.append(_("{players}, kitty").format(players=players_text(rules.players)))
        else:
            lines.append(
                _("{players}, {cards} removed").format(
                    players=players_text(rules.players),
                    cards=join_forms([named(card, style) for card in removed(rules)]),
                )
            )
    if rules.move_timer:
        said = style in ("words", "short")  # the line mode: "30 seconds", not "30 s"
        time = seconds_said(rules.move_timer) if said else timer_label(rules.move_timer)
        lines.append(_("Move timer {time}").format(time=time))
    return [_finish(line, ascii_suits) for line in lines]

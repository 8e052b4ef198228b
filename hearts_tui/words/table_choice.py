"""Choosing a table in the House rules dialog: the moves between games and presets, what
each option means at the table chosen, and which options the table fixes (no Textual).

Which values an option may take is the engine's to say (:class:`~hearts_tui.engine.Rules`
checks every combination): :func:`refusal` asks it, and an option the table does not let
change is shown fixed, with the reason in words.

>>> switch_variant(Rules(move_timer=30, players=5), Variant.DOMINO).to_dict()["target"]
31
>>> sorted(fixed_options(Rules.domino()))
['first_lead', 'pass_cycle', 'queen_must_go', 'scoring', 'short_deck']
"""

from __future__ import annotations

from typing import Any, Final

from ..engine import FirstLead, MoonMode, PassCycle, Rules, Scoring, ShortDeck, TieRule, Variant
from ..engine.rules import MOVE_TIMERS, TARGET_MAX, TARGET_MIN
from ..engine.table import table_for
from .language import N_, Translated, _, ngettext, pgettext
from .rules_bullets import point_values, removed_cards
from .rules_text import (
    PRESET_NAMES,
    VARIANT_LINES,
    VARIANT_NAMES,
    VARIANT_SHORT_NAMES,
    moon_label,
    pass_cycle_label,
    timer_label,
)

__all__ = [
    "CARRIED",
    "FIELD_VALUES",
    "MEANINGLESS",
    "OPTION_NAMES",
    "PLAYER_COUNTS",
    "TARGET_CHOICES",
    "TARGET_ERROR",
    "apply_preset",
    "choices",
    "explanations",
    "fixed_options",
    "offered_players",
    "read_target",
    "refusal",
    "switch_variant",
    "target_error",
]

#: Every number of players some table takes (each table offers those the engine accepts).
PLAYER_COUNTS: Final = tuple(range(2, 11))

#: Options kept when the game changes, if the new game takes them; the others start from
#: the new game's own defaults (its target, scoring, moon, passing).
CARRIED: Final = (
    "players",
    "move_timer",
    "queen_must_go",
    "queen_breaks_hearts",
    "points_on_first_trick",
    "ties",
)

#: Options that mean nothing at a game, though the engine would take them: Domino Hearts
#: scores no Q♠, so there is nothing to shed.  Not carried there, and shown fixed.
MEANINGLESS: Final[dict[Variant, dict[str, str]]] = {
    Variant.DOMINO: {"queen_must_go": N_("Domino Hearts scores no Q♠: nothing to shed.")},
}

#: The values of each option with a fixed set of them (the dialog's choices).
FIELD_VALUES: Final[dict[str, tuple[Any, ...]]] = {
    "move_timer": MOVE_TIMERS,
    "pass_cycle": tuple(PassCycle),
    "queen_breaks_hearts": (False, True),
    "queen_must_go": (False, True),
    "points_on_first_trick": (False, True),
    "first_lead": tuple(FirstLead),
    "moon": tuple(MoonMode),
    "jack_of_diamonds": (0, -10, -11),
    "ties": tuple(TieRule),
    "short_deck": tuple(ShortDeck),
}


#: Each option of the table, in the House rules dialog's order, with its name there.
OPTION_NAMES: Final = Translated(
    {
        "variant": N_("Game"),
        "players": N_("Players"),
        "scoring": N_("Scoring"),
        "target": N_("Target score"),
        "move_timer": N_("Move timer"),
        "pass_cycle": N_("Pass cycle"),
        "queen_breaks_hearts": N_("Q♠ breaks hearts"),
        "queen_must_go": N_("Q♠ must go"),
        "points_on_first_trick": N_("Points, 1st trick"),
        "first_lead": N_("First lead"),
        "moon": N_("Moon shot"),
        "jack_of_diamonds": N_("J♦ (Omnibus)"),
        "ties": N_("Equal lowest"),
        "short_deck": N_("Short deck"),
    }
)

#: Whole-number targets offered as one-key choices; any other from 10 to 500 is typed.
TARGET_CHOICES: Final = (50, 100)
#: What a target that is no whole number in range gets.
TARGET_ERROR: Final = N_("Type a whole number from {low} to {high}")


def target_error() -> str:
    """:data:`TARGET_ERROR` in the language spoken, with the range filled in."""
    return _(TARGET_ERROR).format(low=TARGET_MIN, high=TARGET_MAX)


def typed_instead() -> str:
    """The word between the target's choices and the number typed instead of them
    ("▐●▌ 50  ▐ ▌ 100  or 10–500")."""
    return pgettext("the target score: a number typed instead of a choice", "or")


#: How the other games deal (their short deck is fixed).
_OWN_DEAL: Final = Translated(
    {
        Variant.DOMINO: N_("Domino Hearts deals 6 cards each; the rest is the stock."),
        Variant.CANCELLATION: N_("Cancellation Hearts deals two whole decks round."),
    }
)


def refusal(rules: Rules, **changes: Any) -> str | None:
    """The engine's reason for refusing ``changes`` to ``rules``, or None if it takes them."""
    try:
        rules.replace(**changes)
    except ValueError as error:
        return str(error)
    return None


def read_target(text: str, rules: Rules) -> int | None:
    """The target typed in ``text`` if this table takes it (a whole number 10..500), else
    None (say :data:`TARGET_ERROR`)."""
    text = text.strip()
    digits = text.removeprefix("-")
    target = int(text) if digits.isascii() and digits.isdigit() and len(text) < 8 else None
    if target is None or refusal(rules, target=target) is not None:
        return None
    return target


def choices(field: str, rules: Rules) -> list[tuple[str, Any]]:
    """The values ``field`` may be given, each with its label, for the table of ``rules``
    (some labels depend on it: the moon's value, the cards a short deck takes out).

    >>> choices("ties", Rules())
    [('share first place', <TieRule.SHARE: 'share'>), ('play on', <TieRule.PLAY_ON: 'play_on'>)]
    >>> [label for label, _ in choices("short_deck", Rules(players=5))]
    ['remove 2♦ 2♣', 'kitty']
    """
    yes_no: list[tuple[str, Any]] = [
        (pgettext("a rule", "no"), False),
        (pgettext("a rule", "yes"), True),
    ]
    if field == "variant":
        return [(VARIANT_SHORT_NAMES[v], v) for v in Variant]
    if field == "players":
        return [(str(n), n) for n in PLAYER_COUNTS]
    if field == "scoring":
        return [(name, scoring) for scoring, name in PRESET_NAMES.items()]
    if field == "target":
        return [(str(v), v) for v in TARGET_CHOICES]
    if field == "move_timer":
        return [(timer_label(s), s) for s in MOVE_TIMERS]
    if field == "pass_cycle":
        return [(pass_cycle_label(rules, c), c) for c in PassCycle]
    if field in ("queen_breaks_hearts", "queen_must_go"):
        return yes_no
    if field == "points_on_first_trick":
        return [(_("forbidden"), False), (_("allowed"), True)]
    if field == "first_lead":
        three = "2♣" in removed_cards(rules) and rules.short_deck is ShortDeck.REMOVE
        lead = _("3♣ leads") if three else _("2♣ leads")
        left = _("left of dealer, any card")
        return [(lead, FirstLead.TWO_OF_CLUBS), (left, FirstLead.LEFT_OF_DEALER)]
    if field == "moon":
        return [(moon_label(rules, m), m) for m in MoonMode]
    if field == "jack_of_diamonds":
        return [(pgettext("a rule", "off"), 0), ("−10", -10), ("−11", -11)]
    if field == "ties":
        return [(_("share first place"), TieRule.SHARE), (_("play on"), TieRule.PLAY_ON)]
    if field == "short_deck":
        removed = removed_cards(rules)
        remove = (
            _("remove {cards}").format(cards=" ".join(removed)) if removed else _("remove cards")
        )
        return [(remove, ShortDeck.REMOVE), (_("kitty"), ShortDeck.KITTY)]
    raise KeyError(field)


def offered_players(rules: Rules) -> list[int]:
    """The numbers of players the engine takes at this game."""
    return [n for n in PLAYER_COUNTS if refusal(rules, players=n) is None]


def switch_variant(rules: Rules, variant: Variant) -> Rules:
    """The table of game ``variant``, keeping the options of :data:`CARRIED` it takes.

    The target, scoring, moon and passing are the new game's own (Domino Hearts plays to
    31 with hearts only, Cancellation to 100); a number of players it does not seat gives
    way to its default.
    """
    if variant is rules.variant:
        return rules
    if variant is Variant.DOMINO:
        made = Rules.domino()
    elif variant is Variant.CANCELLATION:
        made = Rules.cancellation()
    else:
        made = Rules()
    for field in CARRIED:
        if field in MEANINGLESS.get(variant, {}):
            continue
        value = getattr(rules, field)
        if refusal(made, **{field: value}) is None:
            made = made.replace(**{field: value})
    return made


def apply_preset(rules: Rules, scoring: Scoring) -> Rules:
    """``rules`` with the scoring preset ``scoring``, keeping the other options.

    A preset that brings its own passing (Greek Hearts passes right, No Black Lady not at
    all) sets it; leaving such a preset drops its passing again, unless the player changed
    it.  Every other option (target, moon, J♦, players…) is kept.
    """
    kept = rules.to_dict()
    del kept["scoring"], kept["pass_cycle"]
    own_pass = Rules.preset(scoring).pass_cycle
    old_default = Rules.preset(rules.scoring).pass_cycle
    if own_pass is PassCycle.STANDARD and rules.pass_cycle is not old_default:
        kept["pass_cycle"] = rules.pass_cycle  # the player's own choice
    return Rules.preset(scoring, **kept)


def fixed_options(rules: Rules) -> dict[str, str]:
    """The options this table does not let change, each with the reason in words.

    An option is fixed where the engine takes no other value (passing, the first lead and
    the short deck at Domino and Cancellation Hearts); the reason is said here for those,
    in the engine's words for any other.  The short deck is also idle where no card needs
    removing (four players), and the scoring presets belong to the Standard table (the
    other games have points of their own).
    """
    name = VARIANT_NAMES[rules.variant]
    words = {
        "pass_cycle": _("{table} has no pass: the hands are played as dealt.").format(table=name),
        "first_lead": _("Fixed at {table}: left of the dealer leads, any card.").format(table=name),
        "short_deck": _OWN_DEAL.get(rules.variant, ""),
    }
    fixed: dict[str, str] = {}
    if rules.variant is not Variant.STANDARD:
        fixed["scoring"] = _("Fixed at {table}: {points}.").format(
            table=name, points=point_values(rules)
        )
    for field, values in FIELD_VALUES.items():
        current = getattr(rules, field)
        refused = [refusal(rules, **{field: v}) for v in values if v != current]
        if all(refused):
            fixed[field] = words.get(field) or str(refused[0])
    fixed.update({k: _(v) for k, v in MEANINGLESS.get(rules.variant, {}).items()})
    if "short_deck" not in fixed and not removed_cards(rules):
        fixed["short_deck"] = _("Only with 3, 5, 6 or 7 players: at 4 every card is dealt.")
    return fixed


def _players_line(rules: Rules) -> str:
    table = table_for(rules)
    n = rules.players
    cpus = ngettext("{count} CPU", "{count} CPUs", n - 1).format(count=n - 1)
    values = {"cpus": cpus, "each": table.hand_size, "rest": table.undealt}
    if rules.variant is Variant.DOMINO:
        return _("you and {cpus}, {each} cards each, {rest} in the stock.").format(**values)
    if rules.variant is Variant.CANCELLATION:
        if table.undealt:
            return _("you and {cpus}, {each} cards each from two decks, {rest} face down.").format(
                **values
            )
        return _("you and {cpus}, {each} cards each from two decks.").format(**values)
    return _("you and {cpus}, {each} cards each.").format(**values)


def _short_deck(rules: Rules) -> str:
    removed = removed_cards(rules)
    kitty = table_for(rules.replace(short_deck=ShortDeck.KITTY)).undealt
    if len(removed) == 1:
        text = _("Take out the {cards}, or deal {kitty} face down to the first trick's winner.")
    else:
        text = _("Take out {cards}, or deal {kitty} face down to the first trick's winner.")
    return text.format(cards=" ".join(removed), kitty=kitty)


def _first_lead(rules: Rules) -> str:
    if "2♣" in removed_cards(rules) and rules.short_deck is ShortDeck.REMOVE:
        return _("The 3♣ opens each hand (the 2♣ is out), or left of the dealer, any card.")
    return _("The 2♣ opens each hand, or the player left of the dealer leads any card.")


def explanations(rules: Rules, *, here: str | None = None) -> dict[str, str]:
    """One line under each option of the dialog: what it does at this table (a fixed
    option says why it is fixed instead).  ``here``: where the dialog shows the short
    deck, said of it from the players' line (the line mode has no "below")."""
    players = _players_line(rules)
    players = players[0].upper() + players[1:]
    if rules.variant is Variant.STANDARD and removed_cards(rules):
        here = _(" (below)") if here is None else here
        players += " " + _("A short deck{here} evens the hands.").format(here=here)
    seconds = rules.move_timer
    text = {
        "variant": VARIANT_LINES[rules.variant],
        "players": players,
        "scoring": point_values(rules),
        "target": _("The game ends after the hand in which someone reaches it."),
        "move_timer": _(
            "{seconds} s a move; at zero the normal CPU's choice is played for you."
        ).format(seconds=seconds)
        if seconds
        else _("No clock: take your time over each move."),
        "pass_cycle": _("Each hand starts by passing 3 cards; left is the next player.")
        if rules.pass_cycle is not PassCycle.OFF
        else _("The hands are played as dealt."),
        "queen_breaks_hearts": _("Whether playing the Q♠ lets hearts be led afterwards."),
        "queen_must_go": _("Holding the Q♠, shed it at the first chance on someone else's trick."),
        "points_on_first_trick": _("Whether point cards may be discarded on the first trick."),
        "first_lead": _first_lead(rules),
        "moon": _("When one player takes every point card of a hand."),
        "jack_of_diamonds": _("Taking the J♦ takes 10 or 11 points off your score."),
        "ties": _("Equal lowest totals at the end: share the win, or deal on."),
        "short_deck": _short_deck(rules) if removed_cards(rules) else "",
    }
    text.update(fixed_options(rules))
    return text

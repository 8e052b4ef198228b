"""Choosing the table and the settings by typing (the line mode), in sentences.

The House rules dialog and the settings drawer choose with the keys; a player who types
(``hearts --plain``) names an option and a value instead: ``set players 5``, ``set moon
minus``, ``set first lead left``, ``preset black maria``.  This module reads those names and
values and says the options back in sentences.  The checks are the dialog's own
(:mod:`.table_choice` asks the engine, switches the game, applies a preset), so both front
ends allow exactly the same tables.

>>> option = find_option("queen must go yes")
>>> option[0].field, option[1]
('queen_must_go', 'yes')
>>> read_value(RULE_OPTIONS["moon"], "minus", Rules())
<MoonMode.SHOOTER_MINUS: 'shooter_minus'>
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any, Final

from ..engine import FirstLead, MoonMode, PassCycle, Rules, Scoring, ShortDeck, TieRule, Variant
from ..engine.rules import TARGET_MAX, TARGET_MIN
from ..store.settings import LEVELS, PACES, SYSTEM_LANGUAGE, THEMES, Settings
from .language import (
    N_,
    SOURCE,
    _,
    available,
    current,
    join_or,
    language_name,
    pgettext,
    translations,
)
from .nouns import join_forms
from .quoting import quoted
from .rules_bullets import point_values, removed
from .rules_text import PRESET_NAMES, VARIANT_NAMES, describe_option_changes, table_defaults
from .spoken import card_phrase, spoken
from .table_choice import (
    apply_preset,
    choices,
    explanations,
    fixed_options,
    offered_players,
    read_target,
    refusal,
    switch_variant,
)
from .timer_said import seconds_said, timer_explained

__all__ = [
    "RULE_OPTIONS",
    "SETTING_OPTIONS",
    "Option",
    "changed_rules",
    "find_option",
    "read_preset",
    "read_setting",
    "read_value",
    "rules_lines",
    "setting_lines",
    "table_summary",
    "value_words",
]


@dataclass(frozen=True, slots=True)
class Option:
    """An option as it is typed: its field (of :class:`Rules` or :class:`Settings`), its
    name in a sentence, the names a player may type for it, and the values by the word
    typed for each (in the order they are offered)."""

    field: str
    name: str
    typed: tuple[str, ...]
    words: tuple[tuple[str, Any], ...] = ()
    #: Only the table uses it (the line mode keeps it, for the table).
    table_only: bool = False
    #: What it does, for a setting (a house rule's comes from the dialog's explanations).
    about: str = ""
    #: What it does when off, for a switch: said when it is turned off.
    about_off: str = ""


_YES_NO: Final = (("yes", True), ("no", False))
_ON_OFF: Final = (("on", True), ("off", False))

#: The options of the next game's table (the House rules dialog's), by field.
RULE_OPTIONS: Final = {
    option.field: option
    for option in (
        Option(
            "variant",
            N_("game"),
            ("game", "variant"),
            (
                ("standard", Variant.STANDARD),
                ("domino", Variant.DOMINO),
                ("cancellation", Variant.CANCELLATION),
            ),
        ),
        Option("players", N_("players"), ("players", "player")),
        Option(
            "scoring",
            N_("scoring"),
            ("scoring", "preset"),
            tuple((name.lower(), scoring) for scoring, name in PRESET_NAMES.items()),
        ),
        Option("target", N_("target"), ("target score", "target")),
        Option(
            "move_timer",
            N_("move timer"),
            ("move timer", "timer"),
            (("off", 0), ("30", 30), ("60", 60)),
        ),
        Option(
            "pass_cycle",
            N_("pass"),
            ("pass cycle", "passing", "pass"),
            (
                ("cycle", PassCycle.STANDARD),
                ("off", PassCycle.OFF),
                ("left", PassCycle.LEFT),
                ("right", PassCycle.RIGHT),
            ),
        ),
        Option(
            "queen_breaks_hearts",
            N_("queen of spades breaks hearts"),
            ("queen breaks hearts", "queen breaks", "queen of spades breaks hearts"),
            _YES_NO,
        ),
        Option(
            "queen_must_go",
            N_("queen of spades must go"),
            ("queen must go", "queen of spades must go"),
            _YES_NO,
        ),
        Option(
            "points_on_first_trick",
            N_("points on the first trick"),
            ("points on the first trick", "points on first trick", "first trick"),
            (("forbidden", False), ("allowed", True)),
        ),
        Option(
            "first_lead",
            N_("first lead"),
            ("first lead", "lead"),
            (("club", FirstLead.TWO_OF_CLUBS), ("left", FirstLead.LEFT_OF_DEALER)),
        ),
        Option(
            "moon",
            N_("moon shot"),
            ("moon shot", "moon"),
            (
                ("add", MoonMode.OTHERS_PLUS),
                ("minus", MoonMode.SHOOTER_MINUS),
                ("choose", MoonMode.SHOOTER_CHOOSES),
                ("off", MoonMode.OFF),
            ),
        ),
        Option(
            "jack_of_diamonds",
            N_("jack of diamonds"),
            ("jack of diamonds", "jack", "omnibus"),
            (("off", 0), ("-10", -10), ("-11", -11)),
        ),
        Option(
            "ties",
            N_("equal lowest totals"),
            ("equal lowest", "ties", "tie"),
            (("share", TieRule.SHARE), ("play on", TieRule.PLAY_ON)),
        ),
        Option(
            "short_deck",
            N_("short deck"),
            ("short deck", "deck"),
            (("remove", ShortDeck.REMOVE), ("kitty", ShortDeck.KITTY)),
        ),
    )
}

#: The player's settings (the drawer's, and the line mode's own), by field.
SETTING_OPTIONS: Final = {
    option.field: option
    for option in (
        Option(
            "cpu_level",
            N_("CPU strength"),
            ("cpu strength", "strength", "level"),
            tuple((level, level) for level in LEVELS),
            about=N_("how well the CPU players play, from their next card"),
        ),
        Option(
            "plain_confirm_move",
            N_("confirm move"),
            ("confirm move", "confirm"),
            _ON_OFF,
            about=N_("in the line mode, a typed card is described first and Enter plays it"),
            about_off=N_("in the line mode, a typed card is played at once"),
        ),
        Option(
            "plain_short",
            N_("short names"),
            ("short names", "short"),
            _ON_OFF,
            about=N_("cards said as QS and 10H instead of words"),
            about_off=N_("cards said in words, like the queen of spades"),
        ),
        Option(
            "plain_brief",
            N_("brief"),
            ("brief", "verbosity"),
            _ON_OFF,
            about=N_("a trick's cards said in one line, in fewer words"),
            about_off=N_("every card of a trick said in a sentence of its own"),
        ),
        Option(
            "allow_take_back",
            N_("take-back"),
            ("take back", "takeback", "undo"),
            _ON_OFF,
            about=N_("undo takes back your last card or your pass; the game counts as assisted"),
            about_off=N_("a card or a pass made stays made"),
        ),
        Option(
            "play_only_card",
            N_("play an only card for me"),
            ("only card", "play only card"),
            _ON_OFF,
            about=N_("when one card is playable, it is played for you"),
            about_off=N_("you play every card yourself, even your only playable one"),
        ),
        Option(
            "cpu_pace",
            N_("CPU pace"),
            ("cpu pace", "pace"),
            tuple((pace, pace) for pace in PACES),
            table_only=True,
        ),
        Option(
            "theme",
            N_("colours"),
            ("colours", "colors", "theme"),
            tuple((theme, theme) for theme in THEMES),
            table_only=True,
        ),
        Option(
            "ascii_suits", N_("ASCII suits"), ("ascii suits", "ascii"), _ON_OFF, table_only=True
        ),
        Option(
            "pause_after_trick",
            N_("wait for a key after a trick"),
            ("pause after trick", "pause"),
            _ON_OFF,
            table_only=True,
        ),
        Option(
            "language",
            N_("language"),
            ("language", "lang"),
            (("system", SYSTEM_LANGUAGE), ("english", "en"), ("russian", "ru")),
            about=N_("the language of both the table and the line mode"),
        ),
        Option(
            "confirm_move",
            N_("confirm move at the table"),
            ("table confirm move", "table confirm"),
            _ON_OFF,
            table_only=True,
        ),
    )
}

#: More spellings of some values, by field (the words typed for each, normalized).
_MORE_WORDS: Final[dict[str, dict[str, Any]]] = {
    "variant": {
        "hearts": Variant.STANDARD,
        "standard hearts": Variant.STANDARD,
        "domino hearts": Variant.DOMINO,
        "cancellation hearts": Variant.CANCELLATION,
    },
    "scoring": {
        "spot": Scoring.SPOT_HEARTS,
        "greek hearts": Scoring.GREEK,
        "basic hearts": Scoring.BASIC,
        "super hearts": Scoring.SUPER,
        "black lady": Scoring.NO_BLACK_LADY,
    },
    "move_timer": {"on": 30, "none": 0, "no": 0, "0": 0, "30 s": 30, "60 s": 60},
    "pass_cycle": {
        "standard": PassCycle.STANDARD,
        "on": PassCycle.STANDARD,
        "none": PassCycle.OFF,
        "no": PassCycle.OFF,
        "no passing": PassCycle.OFF,
        "always left": PassCycle.LEFT,
        "always right": PassCycle.RIGHT,
    },
    "points_on_first_trick": {"yes": True, "on": True, "no": False, "off": False},
    "first_lead": {
        "2c": FirstLead.TWO_OF_CLUBS,
        "3c": FirstLead.TWO_OF_CLUBS,
        "2 of clubs": FirstLead.TWO_OF_CLUBS,
        "two of clubs": FirstLead.TWO_OF_CLUBS,
        "clubs": FirstLead.TWO_OF_CLUBS,
        "lowest club": FirstLead.TWO_OF_CLUBS,
        "left of dealer": FirstLead.LEFT_OF_DEALER,
        "left of the dealer": FirstLead.LEFT_OF_DEALER,
        "any": FirstLead.LEFT_OF_DEALER,
    },
    "moon": {
        "others": MoonMode.OTHERS_PLUS,
        "others plus": MoonMode.OTHERS_PLUS,
        "shooter": MoonMode.SHOOTER_MINUS,
        "shooter minus": MoonMode.SHOOTER_MINUS,
        "shooter chooses": MoonMode.SHOOTER_CHOOSES,
        "none": MoonMode.OFF,
        "no": MoonMode.OFF,
    },
    "jack_of_diamonds": {"no": 0, "0": 0, "10": -10, "minus 10": -10, "11": -11, "minus 11": -11},
    "ties": {"share first place": TieRule.SHARE, "shared": TieRule.SHARE, "play": TieRule.PLAY_ON},
    "short_deck": {"remove cards": ShortDeck.REMOVE},
}
#: On and off said any of these ways.
_SWITCH_WORDS: Final = {
    "on": True,
    "yes": True,
    "true": True,
    "off": False,
    "no": False,
    "false": False,
}


# The options' names and their values typed in other languages: each catalogue gives its
# words for them (several separated by |), read beside the English ones whatever the
# language spoken (Russian «задать игроки 5», «задать луна минус»).
_TYPED_NAMES: Final[dict[str, Callable[[], str]]] = {
    "variant": lambda: pgettext("typed option", "game"),
    "players": lambda: pgettext("typed option", "players"),
    "scoring": lambda: pgettext("typed option", "scoring"),
    "target": lambda: pgettext("typed option", "target"),
    "move_timer": lambda: pgettext("typed option", "timer"),
    "pass_cycle": lambda: pgettext("typed option", "passing"),
    "queen_breaks_hearts": lambda: pgettext("typed option", "queen breaks hearts"),
    "queen_must_go": lambda: pgettext("typed option", "queen must go"),
    "points_on_first_trick": lambda: pgettext("typed option", "first trick"),
    "first_lead": lambda: pgettext("typed option", "first lead"),
    "moon": lambda: pgettext("typed option", "moon"),
    "jack_of_diamonds": lambda: pgettext("typed option", "jack of diamonds"),
    "ties": lambda: pgettext("typed option", "ties"),
    "short_deck": lambda: pgettext("typed option", "short deck"),
    "cpu_level": lambda: pgettext("typed option", "strength"),
    "plain_confirm_move": lambda: pgettext("typed option", "confirm"),
    "plain_short": lambda: pgettext("typed option", "short"),
    "plain_brief": lambda: pgettext("typed option", "brief"),
    "allow_take_back": lambda: pgettext("typed option", "takeback"),
    "play_only_card": lambda: pgettext("typed option", "only card"),
    "cpu_pace": lambda: pgettext("typed option", "pace"),
    "theme": lambda: pgettext("typed option", "colours"),
    "ascii_suits": lambda: pgettext("typed option", "ascii"),
    "pause_after_trick": lambda: pgettext("typed option", "pause"),
    "confirm_move": lambda: pgettext("typed option", "table confirm"),
    "language": lambda: pgettext("typed option", "language"),
}
_TYPED_WORDS: Final[dict[str, Callable[[], str]]] = {
    "standard": lambda: pgettext("typed value", "standard"),
    "domino": lambda: pgettext("typed value", "domino"),
    "cancellation": lambda: pgettext("typed value", "cancellation"),
    "black maria": lambda: pgettext("typed value", "black maria"),
    "spot hearts": lambda: pgettext("typed value", "spot hearts"),
    "greek hearts": lambda: pgettext("typed value", "greek hearts"),
    "basic hearts": lambda: pgettext("typed value", "basic hearts"),
    "no black lady": lambda: pgettext("typed value", "no black lady"),
    "super hearts": lambda: pgettext("typed value", "super hearts"),
    "off": lambda: pgettext("typed value", "off"),
    "on": lambda: pgettext("typed value", "on"),
    "yes": lambda: pgettext("typed value", "yes"),
    "no": lambda: pgettext("typed value", "no"),
    "cycle": lambda: pgettext("typed value", "cycle"),
    "left": lambda: pgettext("typed value", "left"),
    "right": lambda: pgettext("typed value", "right"),
    "forbidden": lambda: pgettext("typed value", "forbidden"),
    "allowed": lambda: pgettext("typed value", "allowed"),
    "club": lambda: pgettext("typed value", "club"),
    "add": lambda: pgettext("typed value", "add"),
    "minus": lambda: pgettext("typed value", "minus"),
    "choose": lambda: pgettext("typed value", "choose"),
    "share": lambda: pgettext("typed value", "share"),
    "play on": lambda: pgettext("typed value", "play on"),
    "remove": lambda: pgettext("typed value", "remove"),
    "kitty": lambda: pgettext("typed value", "kitty"),
    "easy": lambda: pgettext("typed value", "easy"),
    "normal": lambda: pgettext("typed value", "normal"),
    "hard": lambda: pgettext("typed value", "hard"),
    "slow": lambda: pgettext("typed value", "slow"),
    "fast": lambda: pgettext("typed value", "fast"),
    "instant": lambda: pgettext("typed value", "instant"),
    "auto": lambda: pgettext("typed value", "auto"),
    "system": lambda: pgettext("typed value", "system"),
    "english": lambda: pgettext("typed value", "english"),
    "russian": lambda: pgettext("typed value", "russian"),
    "dark": lambda: pgettext("typed value", "dark"),
    "light": lambda: pgettext("typed value", "light"),
}


@cache
def _other_languages(context: str, english: str) -> tuple[str, ...]:
    """The words of every other language for ``english`` (in ``context``), normalized."""
    found: list[str] = []
    for code in available():
        if code == SOURCE:
            continue
        text = translations(code).pgettext(context, english)
        found += [normalized(word) for word in text.split("|") if word.strip()]
    return tuple(word for word in found if word != english)


def typed_names(option: Option) -> tuple[str, ...]:
    """The names a player may type for ``option``: English's, then every other language's,
    and the name as ``table`` and ``settings`` say it in each ("equal lowest totals",
    «равный наименьший счёт»: what is heard there is typed back)."""
    key = _TYPED_ENGLISH.get(option.field)
    more = _other_languages("typed option", key) if key else ()
    return (*option.typed, *more, *_said_names(option.name))


@cache
def _said_names(name: str) -> tuple[str, ...]:
    """An option's name as every language says it, normalized."""
    said = [normalized(name)]
    for code in available():
        if code != SOURCE:
            said.append(normalized(translations(code).gettext(name)))
    return tuple(dict.fromkeys(said))


#: The English name each field's entry of the catalogue is written under.
_TYPED_ENGLISH: Final = {
    "variant": "game",
    "players": "players",
    "scoring": "scoring",
    "target": "target",
    "move_timer": "timer",
    "pass_cycle": "passing",
    "queen_breaks_hearts": "queen breaks hearts",
    "queen_must_go": "queen must go",
    "points_on_first_trick": "first trick",
    "first_lead": "first lead",
    "moon": "moon",
    "jack_of_diamonds": "jack of diamonds",
    "ties": "ties",
    "short_deck": "short deck",
    "cpu_level": "strength",
    "plain_confirm_move": "confirm",
    "plain_short": "short",
    "plain_brief": "brief",
    "allow_take_back": "takeback",
    "play_only_card": "only card",
    "cpu_pace": "pace",
    "theme": "colours",
    "ascii_suits": "ascii",
    "pause_after_trick": "pause",
    "confirm_move": "table confirm",
    "language": "language",
}


def capital(text: str) -> str:
    """``text`` with its first letter in upper case."""
    return text[:1].upper() + text[1:]


def normalized(text: str) -> str:
    """Typed words as they are compared: lower case, one space between words, a minus
    sign as a hyphen, no "the" before a value."""
    text = text.replace("−", "-").replace("_", " ").replace(",", " ").lower()
    words = [word for word in text.split() if word not in ("the", "a", "to")]
    return " ".join(words)


def find_option(text: str) -> tuple[Option, str] | None:
    """The option named at the start of ``text`` (the longest name that fits) and the
    rest (its value), or None.  House rules and settings share no typed name."""
    words = normalized(text).split(" ")
    best: tuple[int, Option] | None = None
    for option in (*RULE_OPTIONS.values(), *SETTING_OPTIONS.values()):
        for name in typed_names(option):
            size = len(name.split(" "))
            if words[:size] == name.split(" ") and (best is None or size > best[0]):
                best = (size, option)
    if best is None:
        return None
    size, option = best
    return option, " ".join(words[size:])


def _spellings(option: Option, rules: Rules) -> dict[str, Any]:
    """Every way of typing each value of ``option``, normalized."""
    found: dict[str, Any] = {}
    field = option.field
    if field in RULE_OPTIONS and field not in ("players", "target"):
        for label, value in choices(field, rules):
            found[normalized(spoken(label))] = value
            found[normalized(label)] = value
            if hasattr(value, "value"):
                found[normalized(str(value.value))] = value
    found.update(_MORE_WORDS.get(field, {}))
    for _label, value in choices(field, rules) if field in RULE_OPTIONS else ():
        found.setdefault(normalized(value_said(option, rules, value)), value)  # as said
    if dict(option.words) == dict(_YES_NO):
        found.update(_SWITCH_WORDS)
    found.update({normalized(word): value for word, value in option.words})
    for word, value in option.words:  # the same values in other languages' words
        if word in _TYPED_WORDS:
            found.update(dict.fromkeys(_other_languages("typed value", word), value))
    if dict(option.words) == dict(_YES_NO) or dict(option.words) == dict(_ON_OFF):
        for word in ("on", "yes", "off", "no"):
            found.update(dict.fromkeys(_other_languages("typed value", word), _SWITCH_WORDS[word]))
    return found


def read_value(option: Option, text: str, rules: Rules) -> Any:
    """The value ``text`` names for ``option`` (at the table of ``rules``); raises
    ``ValueError`` with what may be typed instead."""
    typed = normalized(text)
    if option.field == "players":
        if typed.isascii() and typed.isdigit() and int(typed) in offered_players(rules):
            return int(typed)
        raise ValueError(
            _("{typed} is not a number of players: {numbers}").format(
                typed=_quoted(text), numbers=players_words(rules)
            )
        )
    if option.field == "target":
        target = read_target(typed, rules)
        if target is None:
            raise ValueError(
                _("{typed} is not a target: type a whole number from {low} to {high}").format(
                    typed=_quoted(text), low=TARGET_MIN, high=TARGET_MAX
                )
            )
        return target
    if not typed:
        raise ValueError(which(option))
    spellings = _spellings(option, rules)
    if typed in spellings:
        return spellings[typed]
    starts = {value for word, value in spellings.items() if word.startswith(typed)}
    if len(starts) == 1:
        return starts.pop()
    raise ValueError(not_a_value(option, text))


def which(option: Option) -> str:
    """What an option named without a value gets: "Which moon shot? Type add, minus…"."""
    return _("Which {option}? Type {words}").format(
        option=_(option.name), words=value_words(option)
    )


def not_a_value(option: Option, text: str) -> str:
    """What a value the option does not take gets."""
    return _("{typed} is not a value of {option}: {words}").format(
        typed=_quoted(text), option=_(option.name), words=value_words(option)
    )


def _quoted(text: str) -> str:
    return quoted(text.strip())


def said_word(word: str) -> str:
    """A value's typed word as the language spoken says it (the first of its words in the
    catalogue's "typed value"): ``hard`` (Russian «сильный»)."""
    if current() == SOURCE or word not in _TYPED_WORDS:
        return word
    return pgettext("typed value", word).split("|")[0].strip() or word


def value_words(option: Option) -> str:
    """The words a value is typed as: "add, minus, choose or off"."""
    return join_or([said_word(word) for word, _ in option.words])


def players_words(rules: Rules) -> str:
    """The numbers of players this game seats, in words: "3 to 7"."""
    offered = offered_players(rules)
    if rules.variant is Variant.STANDARD:
        return _("{low} to {high} at the Standard table").format(low=offered[0], high=offered[-1])
    return _("{low} to {high} at {game}").format(
        low=offered[0], high=offered[-1], game=VARIANT_NAMES[rules.variant]
    )


def read_preset(text: str) -> Scoring:
    """The scoring preset ``text`` names ("black maria", "greek"); raises ``ValueError``."""
    option = RULE_OPTIONS["scoring"]
    try:
        return read_value(option, text, Rules())  # type: ignore[no-any-return]
    except ValueError:
        if not normalized(text):
            raise
        raise ValueError(
            _("{typed} is not a scoring preset: {words}").format(
                typed=_quoted(text), words=value_words(option)
            )
        ) from None


def changed_rules(rules: Rules, field: str, value: Any) -> Rules:
    """``rules`` with ``field`` set to ``value`` as the House rules dialog sets it: another
    game takes its own defaults (keeping what it can), a scoring preset brings its own
    passing; raises ``ValueError`` with the reason when the table does not take it."""
    if field == "variant":
        return switch_variant(rules, value)
    fixed = fixed_options(rules)
    if field in fixed and getattr(rules, field) != value:
        raise ValueError(fixed[field])
    if field == "scoring":
        return apply_preset(rules, value)
    reason = refusal(rules, **{field: value})
    if reason is not None:
        raise ValueError(reason)
    return rules.replace(**{field: value})


def value_said(option: Option, rules: Rules, value: Any) -> str:
    """A value in words, as the dialog labels it ("others +26", "2 of clubs leads"), said
    whole where the dialog's label is short for the eye: "30 seconds" (not "30 s"), the
    cards a short deck takes out in the case the sentence asks, "none" where it takes none.
    """
    field = option.field
    if field in ("players", "target"):
        return str(value)
    if field == "move_timer":
        return seconds_said(value)
    if field == "short_deck" and value is ShortDeck.REMOVE:
        out = removed(rules)
        if not out:  # four players, another game: every card is dealt
            return pgettext("short deck", "none")
        # Translators: the short deck's value in the line mode: "remove the 2 of diamonds
        # and the 2 of clubs" (the cards in the case the verb asks).
        return pgettext("short deck, said", "remove {cards}").format(
            cards=join_forms([card_phrase(card) for card in out])
        )
    for label, each in choices(field, rules):
        if each == value:
            return spoken(label)
    return str(value)


#: The first words of :func:`describe_option_changes`' lines that are not names, said in
#: lower case inside a sentence.
_NOT_NAMES: Final = ("Target", "Pass:", "Points", "Left", "Moon:", "Ties:", "Move")


def table_summary(rules: Rules) -> str:
    """The next game's table in one phrase: "Black Maria; target 100; 5 players, kitty"."""
    changes = [spoken(change) for change in describe_option_changes(rules, style="words")]
    changes = [c[0].lower() + c[1:] if c.startswith(_NOT_NAMES) else c for c in changes]
    if not changes:
        changes.append(_("the Standard table"))
    if rules.target == table_defaults(rules).target:
        changes.append(_("to {target}").format(target=rules.target))
    return "; ".join(changes)


def _inside(sentence: str) -> str:
    """A sentence said inside another, after a colon: its first letter small, unless its
    first word is a name (a game's, a preset's: «Черви-домино: …»)."""
    first = re.split(r"[\s:,.]", sentence, maxsplit=1)[0]
    names = [*VARIANT_NAMES.values(), *PRESET_NAMES.values()]
    if not first or first[1:2].isupper() or any(name.startswith(first) for name in names):
        return sentence
    return first[:1].lower() + sentence[1:]


def rule_line(option: Option, rules: Rules) -> str:
    """One option of the next game's table in a sentence, with what may be typed."""
    field = option.field
    name = capital(_(option.name))
    value = value_said(option, rules, getattr(rules, field))
    fixed = fixed_options(rules).get(field)
    if fixed is not None:
        return fixed_line(option, rules, value, fixed)
    if field == "players":
        return _("{option}: {value}; {numbers}.").format(
            option=name, value=value, numbers=players_words(rules)
        )
    if field == "target":
        return _("{option}: {value}; any whole number from {low} to {high}.").format(
            option=name, value=value, low=TARGET_MIN, high=TARGET_MAX
        )
    return _("{option}: {value}; type {words}.").format(
        option=name, value=value, words=value_words(option)
    )


#: The options another game sets itself: said as fixed at that game.
_THE_GAMES_OWN: Final = ("scoring", "pass_cycle", "first_lead")


def fixed_line(option: Option, rules: Rules, value: str, reason: str) -> str:
    """An option this table does not let change, in one sentence: its value, then why
    (the game's own: "Scoring: Basic Hearts, fixed at Domino Hearts; hearts 1 each …";
    any other reason said after its value: "Short deck: none; only with 3, 5, 6 or 7
    players …").  Not "remove cards; fixed: fixed at …", which said one word twice, and
    cards removed where none are."""
    name = capital(_(option.name))
    if option.field in _THE_GAMES_OWN and rules.variant is not Variant.STANDARD:
        game = VARIANT_NAMES[rules.variant]
        if option.field == "scoring":
            points = spoken(point_values(rules, style="words"))
            return _("{option}: {value}, fixed at {table}; {points}.").format(
                option=name, value=value, table=game, points=points
            )
        return _("{option}: {value}, fixed at {table}.").format(
            option=name, value=value, table=game
        )
    return _("{option}: {value}; {reason}.").format(
        option=name, value=value, reason=_inside(spoken(reason).rstrip("."))
    )


def rules_lines(rules: Rules) -> list[str]:
    """The next game's table, an option a line, then how to change one."""
    lines = [_("Next game: {table}.").format(table=table_summary(rules))]
    lines += [rule_line(option, rules) for option in RULE_OPTIONS.values()]
    lines.append(
        _(
            "Change one with set, like set players 5, set target 100 or set moon minus;"
            " preset black maria for a scoring preset; reset for the Standard table;"
            " then new deals the next game."
        )
    )
    return lines


#: The options whose explanation is said when they change (the others' is their value).
_EXPLAINED: Final = ("variant", "players", "scoring", "move_timer", "short_deck")


def rule_changed_line(option: Option, rules: Rules, before: Rules | None = None) -> str:
    """What a change of the next game's table is said as: the option, its value, what it
    does there, and the table it makes; with ``before`` (the table before the change) the
    whole table only when the change brought others with it (another game, a preset's
    passing), not after every change."""
    field = option.field
    name = capital(_(option.name))
    value = value_said(option, rules, getattr(rules, field))
    line = _("{option}: {value}, for the next game.").format(option=name, value=value)
    if field == "move_timer" and field not in fixed_options(rules):
        line += " " + capital(timer_explained(rules.move_timer))
    elif field == "scoring" and field not in fixed_options(rules):
        line += " " + capital(spoken(point_values(rules, style="words"))) + "."
    elif field in _EXPLAINED:
        about = spoken(explanations(rules, here="").get(field, "")).strip()
        if about:
            line += " " + capital(about.rstrip(".")) + "."
    if before is not None:
        others = [f for f in Rules.__dataclass_fields__ if f != field]
        if all(getattr(before, f) == getattr(rules, f) for f in others):
            return line
    return line + " " + _("Next game: {table}.").format(table=table_summary(rules))


def setting_value(option: Option, settings: Settings) -> str:
    """A setting's value in words: "on", "hard"."""
    value = getattr(settings, option.field)
    if isinstance(value, bool):
        return _("on") if value else _("off")
    if option.field == "language":
        if value == SYSTEM_LANGUAGE:
            return said_word("system")
        if current() == SOURCE:
            return language_name(value)  # "English"
        # Another language's own word, as it is typed: «русский» (not «Русский» after a
        # colon mid-sentence).
        word = next((w for w, each in option.words if each == value), "")
        return said_word(word) if word else language_name(value)
    return said_word(str(value))


def setting_lines(settings: Settings) -> list[str]:
    """The player's settings, a line each, then the table's own in one line."""
    lines = []
    table: list[str] = []
    for option in SETTING_OPTIONS.values():
        value = setting_value(option, settings)
        if option.table_only:
            name = _(option.name)
            table.append(f"{name} {value}")
            continue
        lines.append(
            _("{option}: {value}; type {words}; {about}.").format(
                option=capital(_(option.name)),
                value=value,
                words=value_words(option),
                about=_(option.about),
            )
        )
    lines.append(_("At the table only: {settings}.").format(settings=", ".join(table)))
    lines.append(_("Change one with set, like set strength hard or set brief on."))
    return lines


def setting_changed_line(option: Option, settings: Settings) -> str:
    """What a change of a setting is said as."""
    name = capital(_(option.name))
    value = setting_value(option, settings)
    if option.table_only:
        return _("{option}: {value}, at the table (the line mode does not use it).").format(
            option=name, value=value
        )
    off = option.about_off and getattr(settings, option.field) is False
    about = _(option.about_off) if off else _(option.about)
    return _("{option}: {value}; {about}.").format(option=name, value=value, about=about)


def read_setting(option: Option, text: str) -> Any:
    """The value ``text`` names for the setting ``option``; raises ``ValueError``."""
    typed = normalized(text)
    words = dict(option.words)
    if all(isinstance(value, bool) for value in words.values()):
        words = {**_SWITCH_WORDS, **words}
        for word in ("on", "yes", "off", "no"):  # on and off in other languages
            words.update(dict.fromkeys(_other_languages("typed value", word), _SWITCH_WORDS[word]))
    for word, value in option.words:  # the values in other languages' words
        if word in _TYPED_WORDS:
            words.update(dict.fromkeys(_other_languages("typed value", word), value))
    if typed in words:
        return words[typed]
    starts = {value for word, value in words.items() if typed and word.startswith(typed)}
    if len(starts) == 1:
        return starts.pop()
    if not typed:
        raise ValueError(which(option))
    raise ValueError(not_a_value(option, text))

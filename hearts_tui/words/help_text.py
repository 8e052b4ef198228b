"""The help page as Markdown: the rules of the table being played, the keys, the tactics.

The rules come from :func:`.rules_text.describe_rules` of the game's own rules (not the
defaults); the tactics are SPEC §7.
"""

from __future__ import annotations

from ..engine import Card, PassCycle, Rules, Variant
from .describe import suits_text
from .language import _, current
from .nouns import Forms, card_noun
from .rules_text import describe_rules
from .touch import help_paragraph, on_touch


def _keys(passes: bool, domino: bool) -> list[tuple[str, str]]:
    """The rows of the keys table: each key and what it does at this table (the pass only
    where it passes, the draw only at Domino)."""
    rows = [
        ("← →", _("move along your hand (Home / End: first / last card)")),
        (
            _("Enter, Space, click"),
            _("choose the card: pick it for the pass, or raise it and play it")
            if passes
            else _("choose the card: raise it and play it"),
        ),
        (
            "/",
            _(
                "type a card: `qs`, `10h` or `th`, `2c`, `queen of spades`, then Enter: as if"
                " chosen with the arrows (in the pass, several at once: `/2c 3h kd`); Tab"
                " completes, Esc closes (letters type only in this field)"
            )
            if passes
            else _(
                "type a card: `qs`, `10h` or `th`, `2c`, `queen of spades`, then Enter: as if"
                " chosen with the arrows; Tab completes, Esc closes (letters type only in"
                " this field)"
            ),
        ),
    ]
    if passes:
        rows.append(("p", _("pass the 3 chosen cards")))
    if domino:
        rows.append(("d", _("draw a card from the stock when you cannot follow suit")))
        rows.append(("D", _("draw until you can follow suit (or the stock is empty)")))
    rows += [
        (
            "i",
            _(
                "hint: the card (or pass) the hard CPU would choose for you, and why"
                " (counted in stats)"
            )
            if passes
            else _("hint: the card the hard CPU would choose for you, and why (counted in stats)"),
        ),
        (
            "l",
            _(
                "look at the last trick again, with the status line's last messages in full"
                " (the line says them in one row, shortened where they do not fit)"
            ),
        ),
        (
            "v",
            _("review the last hand (or Review in the summary): ← → tricks, PgUp/PgDn other hands"),
        ),
        ("c", _("copy the game code to the clipboard")),
        (
            "s",
            _(
                "settings: CPU pace and strength, colours (auto, dark, light), house rules and"
                " target (for the next game), confirm move, ASCII suits, the aids (play an only"
                " card for me, wait for a key after a trick, allow take-back), a game code, new"
                " game, unfinished games"
            ),
        ),
        ("t", _("statistics")),
        (
            "g",
            _(
                "the score sheet: every hand's points, moons, who took the {queen}, running"
                " totals, a chart"
            ).format(queen=_named("QS")),
        ),
        (
            "k",
            _(
                "card tracker: cards out and played per suit, voids, points not yet played,"
                " your pass (beside the table when wider than 110 columns)"
            )
            if passes
            else _(
                "card tracker: cards out and played per suit, voids, points not yet played"
                " (beside the table when wider than 110 columns)"
            ),
        ),
        (
            "f",
            _(
                "finish the hand, once nothing left to play can change a score (your cards: as"
                " the normal CPU plays)"
            ),
        ),
        (
            "z",
            _(
                "take back your last card or your pass, and the cards after it (with *allow"
                " take-back* on in the settings; the game counts as assisted)"
            )
            if passes
            else _(
                "take back your last card, and the cards after it (with *allow take-back* on"
                " in the settings; the game counts as assisted)"
            ),
        ),
        (
            _("Enter, click"),
            _("with *wait for a key after a trick* on: go on to the next trick"),
        ),
        ("n", _("new game (a game in progress is put aside, after asking)")),
        ("r", _("replay this game from the start (same question)")),
        (
            "u",
            _(
                "unfinished games: resume one that was put aside, or delete it (from the"
                " shell: `hearts --list`, `hearts --resume CODE`)"
            ),
        ),
        ("? h F1", _("this help (Esc closes)")),
        ("m", _("the menu: every action of the table as a button, Quit apart at its bottom")),
        (_("q, Ctrl+Q"), _("quit; the game is saved and comes back exactly as it was")),
    ]
    return rows


def _named(code: str) -> Forms:
    """A card the help names, as the table shows it (``Q♠``), a noun of its sentence."""
    return card_noun(Card.parse(code), "label")


def _tactics() -> str:
    cards = {"ace": _named("AS"), "king": _named("KS"), "queen": _named("QS")}
    return (
        _(
            "Pass the {ace} and {king} (they catch the {queen}), a lone high card, or the last"
            " two or three cards of a suit to make a void. Holding the {queen}: four or more"
            " spades usually protect it, one or two: pass it. Play low; once a trick is surely"
            " yours, take it with your most dangerous high card. Count the spades and watch for"
            " the {queen}."
        ).format(**cards)
        + "\n\n"
        + _(
            "Beginners' mistakes: hiding from points while someone collects them all; keeping"
            ' the {ace} and {king} as "big cards"; voiding a suit and then winning a trick in it;'
            " saving high cards on the first trick, the safest moment to shed one."
        ).format(**cards)
    )


def _variant_tactics(variant: Variant) -> str:
    """The tactics of the games with rules of their own (their scoring and play differ)."""
    if variant is Variant.DOMINO:
        return _(
            "Only hearts score, 1 each; the {queen} is an ordinary spade. A void is no escape"
            " while the stock lasts: you draw until you can follow, and each card drawn is one"
            " more to get rid of. Shed your high cards early, while the others still follow"
            " suit, and keep low ones to duck tricks later. Running out of cards is good: you"
            " leave the hand and take no more, and the last player left takes every card still"
            " held."
        ).format(queen=_named("QS"))
    if variant is Variant.CANCELLATION:
        return _(
            "Two decks: every card has a twin. A high card is safe only once its twin is"
            " played: two identical cards cancel, and the highest card left of the suit led"
            " wins. A trick whose cards of the suit led all cancel waits for the next trick's"
            " winner, so mind the trick after one. There are two {queen}, 13 points each: count"
            " both. Play low; shed a {queen} and high cards when you cannot follow."
        ).format(queen=_named("QS"))
    return _tactics()


def keys_markdown(rules: Rules) -> str:
    """The keys of this table: the pass only where it passes, the draw only at Domino."""
    passes = rules.pass_cycle is not PassCycle.OFF
    rows = _keys(passes, rules.variant is Variant.DOMINO)
    head = "| {key} | {does} |\n|---|---|\n".format(key=_("key"), does=_("what it does"))
    layout = _("The keys are the same in any keyboard layout: in the Russian one, p is з, i is ш.")
    body = "".join(f"| {key} | {does} |\n" for key, does in rows)
    return head + body + ("" if current() == "en" else "\n" + layout + "\n")


def help_markdown(rules: Rules, *, ascii_suits: bool = False) -> str:
    """The whole help page: ``## Rules of this table``, (on a touch screen ``## By
    touch``,) ``## Keys``, ``## Tactics``."""
    by_touch = ""
    if on_touch():
        by_touch = "\n## {title}\n\n{text}\n".format(title=_("By touch"), text=help_paragraph())
    page = (
        "## {rules}\n\n".format(rules=_("Rules of this table"))
        + describe_rules(rules)
        + by_touch
        + "\n## {keys}\n\n".format(keys=_("Keys"))
        + keys_markdown(rules)
        + "\n## {tactics}\n\n".format(tactics=_("Tactics"))
        + _variant_tactics(rules.variant)
        + "\n"
    )
    return suits_text(page, ascii_suits)

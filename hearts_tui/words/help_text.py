"""The help page as Markdown: the rules of the table being played, the keys, the tactics.

The rules come from :func:`.rules_text.describe_rules` of the game's own rules (not the
defaults); the tactics are SPEC §7.
"""

from __future__ import annotations

from typing import Final

from ..engine import PassCycle, Rules, Variant
from .describe import suits_text
from .rules_text import describe_rules

#: The key of Domino Hearts' draw, listed at that table only.
DRAW_KEY: Final = "| d | draw a card from the stock when you cannot follow suit |\n"

KEYS: Final = """\
| key | what it does |
|---|---|
| ← → | move along your hand (Home / End: first / last card) |
| Enter, Space, click | choose the card: {pick}raise it and play it |
| / | type a card: `qs`, `10h` or `th`, `2c`, `queen of spades`, then Enter: as if chosen \
with the arrows{typed_pass}; Tab completes, Esc closes (letters type only in this field) |
{pass_key}{draw}| i | hint: the card{or_pass} the hard CPU would choose for you, and why \
(counted in stats) |
| l | look at the last trick again, with the status line's last messages in full (the \
line says them in one row, shortened where they do not fit) |
| v | review the last hand (or Review in the summary): ← → tricks, PgUp/PgDn other hands |
| c | copy the game code to the clipboard |
| s | settings: CPU pace and strength, colours (auto, dark, light), house rules and target \
(for the next game), confirm move, ASCII suits, the aids (play an only card for me, wait for \
a key after a trick, allow take-back), a game code, new game, unfinished games |
| t | statistics |
| g | the score sheet: every hand's points, moons, who took the Q♠, running totals, a chart |
| k | card tracker: cards out and played per suit, voids, points not yet played{your_pass} \
(beside the table when wider than 110 columns) |
| f | finish the hand, once nothing left to play can change a score (your cards: as the \
normal CPU plays) |
| z | take back your last card{or_your_pass}, and the cards after it (with *allow \
take-back* on in the settings; the game counts as assisted) |
| Enter, click | with *wait for a key after a trick* on: go on to the next trick |
| n | new game (a game in progress is put aside, after asking) |
| r | replay this game from the start (same question) |
| u | unfinished games: resume one that was put aside, or delete it (from the shell: \
`hearts --list`, `hearts --resume CODE`) |
| ? h F1 | this help (Esc closes) |
| q, Ctrl+Q | quit; the game is saved and comes back exactly as it was |
"""

TACTICS: Final = """\
Pass A♠ and K♠ (they catch the Q♠), a lone high card, or the last two or three cards of a \
suit to make a void. Holding the Q♠: four or more spades usually protect it, one or two: \
pass it. Play low; once a trick is surely yours, take it with your most dangerous high card. \
Count the spades and watch for the Q♠.

Beginners' mistakes: hiding from points while someone collects them all; keeping A♠/K♠ as \
"big cards"; voiding a suit and then winning a trick in it; saving high cards on the first \
trick, the safest moment to shed one.
"""


#: The tactics of the games with rules of their own (their scoring and play differ).
VARIANT_TACTICS: Final = {
    Variant.DOMINO: """\
Only hearts score, 1 each; the Q♠ is an ordinary spade. A void is no escape while the stock \
lasts: you draw until you can follow, and each card drawn is one more to get rid of. Shed \
your high cards early, while the others still follow suit, and keep low ones to duck tricks \
later. Running out of cards is good: you leave the hand and take no more, and the last \
player left takes every card still held.
""",
    Variant.CANCELLATION: """\
Two decks: every card has a twin. A high card is safe only once its twin is played: two \
identical cards cancel, and the highest card left of the suit led wins. A trick whose cards \
of the suit led all cancel waits for the next trick's winner, so mind the trick after one. \
There are two Q♠, 13 points each: count both. Play low; shed a Q♠ and high cards when you \
cannot follow.
""",
}


def keys_markdown(rules: Rules) -> str:
    """The keys of this table: the pass only where it passes, the draw only at Domino."""
    passes = rules.pass_cycle is not PassCycle.OFF
    return KEYS.format(
        pick="pick it for the pass, or " if passes else "",
        pass_key="| p | pass the 3 chosen cards |\n" if passes else "",
        typed_pass=" (in the pass, several at once: `/2c 3h kd`)" if passes else "",
        draw=DRAW_KEY if rules.variant is Variant.DOMINO else "",
        or_pass=" (or pass)" if passes else "",
        your_pass=", your pass" if passes else "",
        or_your_pass=" or your pass" if passes else "",
    )


def help_markdown(rules: Rules, *, ascii_suits: bool = False) -> str:
    """The whole help page: ``## Rules of this table``, ``## Keys``, ``## Tactics``."""
    page = (
        "## Rules of this table\n\n"
        + describe_rules(rules)
        + "\n## Keys\n\n"
        + keys_markdown(rules)
        + "\n## Tactics\n\n"
        + VARIANT_TACTICS.get(rules.variant, TACTICS)
    )
    return suits_text(page, ascii_suits)

"""The tables statistics are kept under: the key of a game's rules, and which keys a file
may hold (this version's, or a newer hearts' tables kept as they are)."""

from __future__ import annotations

from ..engine import Rules, Scoring, ShortDeck, Variant
from ..engine.rules import PLAYERS

__all__ = ["count_in", "newer_key", "players_at", "table_key", "valid_key"]


def table_key(rules: Rules) -> str:
    """The table a game's statistics are kept under.

    At the Standard table: its scoring preset, its player count and, with a short deck, a
    kitty; other house rules do not split the record.  Domino and Cancellation Hearts (their
    scoring fixed) are kept by game and player count.  Standard keys are those of files
    written before the other games existed, so old files need no change.

    >>> table_key(Rules())
    'standard'
    >>> table_key(Rules.preset("black_maria", players=3))
    'black_maria 3 players'
    >>> table_key(Rules(players=5, short_deck="kitty"))
    '5 players kitty'
    >>> table_key(Rules.domino(4)), table_key(Rules.cancellation(10))
    ('domino 4 players', 'cancellation 10 players')
    """
    if rules.variant is not Variant.STANDARD:
        return f"{rules.variant.value} {rules.players} players"
    parts: list[str] = []
    if rules.scoring is not Scoring.STANDARD or rules.players == 4:
        parts.append(rules.scoring.value)
    if rules.players != 4:
        parts.append(f"{rules.players} players")
        if rules.short_deck is ShortDeck.KITTY:
            parts.append("kitty")
    return " ".join(parts)


def valid_key(key: object) -> bool:
    """Whether ``key`` is a table key :func:`table_key` can give."""
    if not isinstance(key, str) or not 0 < len(key) <= 40:
        return False
    words = key.split(" ")
    variants = {v.value: v for v in Variant if v is not Variant.STANDARD}
    if words[0] in variants:
        counts = PLAYERS[variants[words[0]]][0]
        return len(words) == 3 and words[2] == "players" and count_in(words[1], counts)
    scorings = {s.value for s in Scoring}
    if words[0] in scorings:
        words = words[1:]
        if not words:
            return True
    if len(words) < 2 or words[1] != "players" or words[0] == "4":
        return False
    return count_in(words[0], PLAYERS[Variant.STANDARD][0]) and words[2:] in ([], ["kitty"])


def newer_key(key: object) -> bool:
    """Whether ``key`` names a table of a newer hearts: ``"<game> <n> players"`` where the
    game is a word this version does not know (a newer hearts adds games as issue 12 did,
    with new keys in the same file format)."""
    if not isinstance(key, str) or not 0 < len(key) <= 40:
        return False
    words = key.split(" ")
    known = {v.value for v in Variant} | {s.value for s in Scoring}
    return (
        len(words) == 3
        and words[2] == "players"
        and count_in(words[1], range(2, 53))
        and words[0] not in known
        and words[0].isascii()
        and words[0].replace("_", "").isalpha()
        and words[0].islower()
    )


def players_at(key: str) -> int:
    """How many players the table ``key`` (a valid one) seats: a game's places are 1 to it.

    >>> players_at("black_maria"), players_at("cancellation 10 players")
    (4, 10)
    """
    words = key.split(" ")
    return int(words[-3 if words[-1] == "kitty" else -2]) if "players" in words else 4


def count_in(word: str, counts: range) -> bool:
    """Whether ``word`` is a player count written as :func:`table_key` writes it, in
    ``counts``."""
    return word.isascii() and word.isdigit() and str(int(word)) == word and int(word) in counts

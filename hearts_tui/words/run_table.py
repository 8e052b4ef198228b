"""The table chosen for one run on the command line (``--game``, ``--players``,
``--target``, ``--rule``): read with the line mode's own words and the House rules
dialog's checks, from the Standard table, without touching the saved settings."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Rules
from ..engine.quoting import quoted
from .choosing import RULE_OPTIONS, changed_rules, find_option, read_value
from .language import _

__all__ = ["run_table"]


def run_table(
    game: str | None = None,
    players: str | None = None,
    target: str | None = None,
    rules: Sequence[str] = (),
) -> Rules | None:
    """The table of ``--game G --players N --target T --rule 'NAME VALUE'…``, set in that
    order from the Standard table; None when none is given.  Raises ``ValueError`` with
    what may be typed instead."""
    typed = [
        *([f"game {game}"] if game is not None else []),
        *([f"players {players}"] if players is not None else []),
        *([f"target {target}"] if target is not None else []),
        *rules,
    ]
    if not typed:
        return None
    table = Rules()
    for text in typed:
        found = find_option(text.replace("=", " "))
        if found is None or found[0].field not in RULE_OPTIONS:
            raise ValueError(
                _(
                    "{typed} names no house rule: --rule takes a name and a value, like"
                    " --rule 'moon minus'; hearts --plain, then table, lists them"
                ).format(typed=quoted(text))
            )
        option, value = found
        table = changed_rules(table, option.field, read_value(option, value, table))
    return table

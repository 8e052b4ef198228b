"""One parse of each CSS text for every table a process starts.

Textual keeps the rules it parsed in a cache of each ``Stylesheet``, so each new app parses
the DEFAULT_CSS of every widget class and the app's CSS again: about a quarter of the CPU
of starting the table once Python's modules are loaded.  :func:`install` puts a cache
shared by every stylesheet of the process in front of ``Stylesheet._parse_rules``, keyed by
everything the parse reads: the text, where it came from, the defaults flag, the tie
breaker, the scope and the theme's variables.  The rules it returns are the ones a first
parse made, so the same text gives the same rules as before; the snapshot tests (which run
with it, tests/shared_css.py) hold that the screens are unchanged.

Two kinds of process start more than one table: the tests (about a thousand apps), and
``hearts --serve``'s spare game, which draws a table once before a page comes
(:func:`.child.warm_the_table`) so that the page's own table starts with its CSS parsed.
The terminal's game starts one table a process and does not use it.
"""

from __future__ import annotations

from typing import Any

from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet

_parsed: dict[tuple[Any, ...], list[RuleSet]] = {}


def install() -> None:
    """Every ``Stylesheet`` of this process parses a given CSS text once."""
    parse = Stylesheet._parse_rules
    if getattr(parse, "shared", False):
        return

    def parse_once(
        self: Stylesheet,
        css: str,
        read_from: Any,
        is_default_rules: bool = False,
        tie_breaker: int = 0,
        scope: str = "",
    ) -> list[RuleSet]:
        key = (
            css,
            read_from,
            is_default_rules,
            tie_breaker,
            scope,
            tuple(sorted(self._variables.items())),
        )
        try:
            return _parsed[key]
        except KeyError:
            rules = parse(self, css, read_from, is_default_rules, tie_breaker, scope)
            _parsed[key] = rules
            return rules

    parse_once.shared = True  # type: ignore[attr-defined]
    Stylesheet._parse_rules = parse_once  # type: ignore[method-assign]

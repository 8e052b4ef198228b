"""The PNG screenshots show words where the terminal shows them (issue 11, the trick at
160×48).

The screenshots are Rich's SVG export drawn by rsvg-convert.  Rich writes a run of one style
as one text element and trusts ``textLength`` to spread it over its cells; rsvg-convert drops
the spaces at the start of an element and draws the others at its fallback font's width.
A trick name after a run of spaces ("North" above its card) then sat apart from the card's
frame, which is drawn in an element of its own.  ``for_rsvg`` places each character at
its own cell before the conversion.
"""

from __future__ import annotations

import html
import re

from rich.cells import cell_len

from scripts.screenshots import for_rsvg

from .helpers import make_app, my_turn, settle
from .positions import follow_clubs
from .screen_text import screen_text

#: A text element of Rich's SVG export: where it starts, its width, its line, its text.
_TEXT = re.compile(
    r'<text [^>]*?x="(?P<x>[\d.]+)"[^>]*?textLength="(?P<length>[\d.]+)"'
    r'[^>]*?line-(?P<row>\d+)\)"[^>]*>(?P<body>[^<]*)</text>'
)


def _placed(svg: str) -> list[tuple[int, float, str]]:
    """(line, column, text) of every text element on the terminal's grid."""
    placed = []
    for match in _TEXT.finditer(svg):
        body = html.unescape(match["body"])
        if not cell_len(body):
            continue  # nothing to draw (a zero-width character)
        width = float(match["length"]) / cell_len(body)
        placed.append((int(match["row"]), float(match["x"]) / width, body))
    return placed


async def _table_svg_and_text(size: tuple[int, int]) -> tuple[str, list[str]]:
    app = make_app(follow_clubs())
    async with app.run_test(size=size) as pilot:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("right", "enter")
        await pilot.pause()
        return app.export_screenshot(), screen_text(app).splitlines()


def _assert_words_on_their_columns(svg: str, lines: list[str], words: list[str]) -> None:
    """Every text element of the SVG for rsvg-convert stands at a whole column with no
    space in it (nothing for the renderer to drop or to draw at its own width), shows what
    the terminal shows there, and ``words`` read at the terminal's columns."""
    rows = [[" "] * len(line) for line in lines]
    for row, column, body in _placed(for_rsvg(svg)):
        assert " " not in body and "\xa0" not in body, (row, body)
        start = round(column)
        assert abs(column - start) < 1e-6, (row, column, body)
        assert lines[row][start : start + len(body)] == body, (row, start, body, lines[row])
        rows[row][start : start + len(body)] = body
    drawn = ["".join(row) for row in rows]
    for word in words:
        found = [(n, line.index(word)) for n, line in enumerate(lines) if word in line]
        assert found, word
        for n, column in found:
            assert drawn[n][column : column + len(word)] == word, (word, n, drawn[n])


async def test_the_trick_names_sit_by_their_cards_in_the_png_at_160x48() -> None:
    svg, lines = await _table_svg_and_text((160, 48))
    _assert_words_on_their_columns(svg, lines, ["North", "West", "(led)", "East", "You"])


async def test_the_status_line_and_hand_keep_their_columns_in_the_png_at_80x24() -> None:
    svg, lines = await _table_svg_and_text((80, 24))
    _assert_words_on_their_columns(svg, lines, ["ducks", "Press", "Hint"])

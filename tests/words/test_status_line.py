"""The status line's wording within its width (words/status_line.py)."""

from __future__ import annotations

from hearts_tui.words.status_line import Said, fit


def test_nothing_to_say_says_nothing() -> None:
    assert fit([], 80) == ""


def test_the_shortest_wording_that_fits_is_chosen() -> None:
    parts = [Said("Your turn. ", "Turn. "), Said("Follow suit", "Follow")]
    assert fit(parts, 80) == "Your turn. Follow suit"
    assert fit(parts, 17) == "Turn. Follow suit"
    assert fit(parts, 12) == "Turn. Follow"
    assert fit(parts, 11) == "Follow"  # the first piece dropped
    assert fit(parts, 3) == "Follow"  # nothing fits: the last piece's short form

"""Russian counts things by its own rules: 1 очко, 2 очка, 5 очков, 11 очков, 21 очко."""

from __future__ import annotations

import pytest

from hearts_tui.words.describe import hands_text, points_text
from hearts_tui.words.language import use

#: Each count and the Russian form of "point" and "hand" it takes.
FORMS = {
    0: None,
    1: ("очко", "сдача"),
    2: ("очка", "сдачи"),
    5: ("очков", "сдач"),
    11: ("очков", "сдач"),
    12: ("очков", "сдач"),
    21: ("очко", "сдача"),
    22: ("очка", "сдачи"),
    25: ("очков", "сдач"),
    101: ("очко", "сдача"),
    111: ("очков", "сдач"),
}


@pytest.mark.parametrize(("count", "words"), FORMS.items())
def test_points_and_hands_take_the_form_of_their_count(
    count: int, words: tuple[str, str] | None
) -> None:
    use("ru")
    if words is None:
        assert points_text(count) == "нет очков"
        assert hands_text(count) == "0 сдач"
        return
    assert points_text(count) == f"{count} {words[0]}"
    assert points_text(-count) == f"-{count} {words[0]}"
    assert hands_text(count) == f"{count} {words[1]}"


def test_english_keeps_its_two_forms() -> None:
    assert [points_text(n) for n in (0, 1, 2, 21)] == [
        "no points",
        "1 point",
        "2 points",
        "21 points",
    ]

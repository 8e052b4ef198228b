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


#: A count's noun in the case a preposition asks, by the count's form (1/21, 2–4, 5–20):
#: «за 1 сдачу», «за 2 сдачи», «за 5 сдач»; «около 1 очка», «около 2 очков»; «в 1 партии»,
#: «в 2 партиях».  Written out by hand, not by the code under test.
CASE_FORMS = {
    # noun: case -> (the form after 1, after 2, after 5)
    "hands": {
        "acc": ("сдачу", "сдачи", "сдач"),
        "gen": ("сдачи", "сдач", "сдач"),
        "pre": ("сдаче", "сдачах", "сдачах"),
        "dat": ("сдаче", "сдачам", "сдачам"),
    },
    "points": {
        "acc": ("очко", "очка", "очков"),
        "gen": ("очка", "очков", "очков"),
        "pre": ("очке", "очках", "очках"),
        "ins": ("очком", "очками", "очками"),
    },
    "cards": {
        "acc": ("карту", "карты", "карт"),
        "gen": ("карты", "карт", "карт"),
        "dat": ("карте", "картам", "картам"),
        "ins": ("картой", "картами", "картами"),
    },
    "players": {
        "gen": ("игрока", "игроков", "игроков"),
        "dat": ("игроку", "игрокам", "игрокам"),
        "pre": ("игроке", "игроках", "игроках"),
    },
    "games": {"pre": ("партии", "партиях", "партиях"), "acc": ("партию", "партии", "партий")},
}
#: Which of the three forms each count takes.
FORM_OF = {1: 0, 2: 1, 5: 2, 11: 2, 12: 2, 21: 0, 22: 1, 25: 2, 101: 0, 111: 2}


@pytest.mark.parametrize("noun", CASE_FORMS)
@pytest.mark.parametrize("count", FORM_OF)
def test_a_count_takes_the_case_a_preposition_asks(noun: str, count: int) -> None:
    """«Партия окончена за 1 сдача» was said: a count was its nominative wherever it stood.
    Each count's words, at every form of the plural rule, in each case a sentence asks."""
    from hearts_tui.words.describe import card_count, counted, players_text
    from hearts_tui.words.language import ngettext

    use("ru")
    made = {
        "hands": hands_text,
        "points": points_text,
        "cards": card_count,
        "players": players_text,
        "games": lambda n: counted(ngettext("{count} game", "{count} games", n).format(count=n)),
    }[noun](count)
    for case, words in CASE_FORMS[noun].items():
        assert format(made, case) == f"{count} {words[FORM_OF[count]]}", (noun, case)
    assert f"за {made:acc}".startswith("за ")  # a Counted is formatted like any noun


def test_game_over_after_some_hands_says_them_in_the_accusative() -> None:
    from hearts_tui.words.language import _

    use("ru")
    said = [
        _("Game over after {hands}: n new game, r replay, Enter the results").format(
            hands=hands_text(count)
        )
        for count in (1, 21, 4, 7)
    ]
    assert [line.split(":")[0] for line in said] == [
        "Партия окончена за 1 сдачу",
        "Партия окончена за 21 сдачу",
        "Партия окончена за 4 сдачи",
        "Партия окончена за 7 сдач",
    ]

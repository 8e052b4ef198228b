"""The rules of every table as the line mode reads them aloud in Russian, through the checks
a program can make of Russian (scripts/grammar_ru.py): each card in the case its sentence
asks, a capital after a full stop, none after a colon, no Latin letter.

The table shows a card as its label (Д♠), the same in every case; the line mode says it in
words, and said «нельзя класть ни черву, ни дама пик», «взять все червы и дама пик»,
«. дама пик червы не разбивает», «две девятка червей», «обе дама пик» (issue 39).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts_tui.engine import Rules, ShortDeck
from hearts_tui.words.language import use
from hearts_tui.words.rules_text import describe_option_changes, describe_rules
from hearts_tui.words.spoken import spoken

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import grammar_ru

#: Options any table may add, each on its own and all at once.
OPTIONS = (
    {},
    {"queen_must_go": True},
    {"queen_breaks_hearts": True},
    {"jack_of_diamonds": -10},
    {"points_on_first_trick": True},
    {"moon": "shooter_chooses"},
    {"moon": "off"},
    {"move_timer": 30},
    {"first_lead": "left_of_dealer", "ties": "play_on", "pass_cycle": "right"},
)
PRESETS = ("standard", "black_maria", "spot_hearts", "greek", "basic", "no_black_lady", "super")


def tables() -> Iterator[Rules]:
    """Every table and scoring, at every number of players, with each option."""
    for players in range(3, 8):
        for deck in ShortDeck:
            for preset in PRESETS:
                for option in OPTIONS:
                    try:
                        yield Rules.preset(preset, players=players, short_deck=deck, **option)
                    except ValueError:
                        continue
    for players in range(2, 8):
        for option in ({}, {"move_timer": 60}, {"jack_of_diamonds": -11}):
            yield Rules.domino(players, **option)
    for players in range(7, 11):
        for option in OPTIONS[:5]:
            try:
                yield Rules.cancellation(players, **option)
            except ValueError:
                continue


def said_in_russian(rules: Rules) -> list[str]:
    """What `правила` says of ``rules`` in the line mode (its words), and the table's
    option lines as `таблица` says them."""
    text = describe_rules(rules, style="words").replace("**", "")
    lines = [spoken(line.removeprefix("- ").strip()) for line in text.splitlines()]
    lines += [spoken(line) for line in describe_option_changes(rules, style="words")]
    return [line for line in lines if line]


def test_every_rules_text_of_every_table_passes_the_russian_checks() -> None:
    use("ru")
    faults = {}
    for rules in tables():
        for line in said_in_russian(rules):
            found = grammar_ru.text_faults(line)
            if found:
                faults[line] = found
    assert faults == {}


@pytest.mark.parametrize(
    ("rules", "phrase"),
    [
        (Rules(), "нельзя класть ни черву, ни даму пик"),
        (Rules(), "взять все червы и даму пик"),
        (Rules(), "разве что у вас одни червы. Дама пик червы не разбивает"),
        (Rules.preset("black_maria"), "ни даму пик, короля пик или туза пик"),
        (Rules(jack_of_diamonds=-10), "Кто возьмёт валета бубён"),
        (Rules(jack_of_diamonds=-10), "Валет бубён при этом тоже считается"),
        (Rules(players=6), "убирают двойку бубён, тройку бубён, тройку треф и четвёрку треф"),
        (Rules(players=3), "3 игрока: двойку бубён убирают"),
        (Rules(queen_must_go=True), "Даму пик надо сбросить"),
        (Rules.cancellation(8), "скажем, две девятки червей"),
        (Rules.cancellation(8), "даму пик класть можно"),
        (Rules.cancellation(8), "червы обеих колод и обе дамы пик"),
        (Rules.cancellation(8), "каждая дама пик 13"),
    ],
)
def test_the_cards_the_russian_editor_heard_wrong_are_in_their_case(
    rules: Rules, phrase: str
) -> None:
    use("ru")
    said = " ".join(said_in_russian(rules))
    assert phrase in said


def test_the_table_still_shows_the_labels() -> None:
    use("ru")
    text = describe_rules(Rules.cancellation(8))
    assert "две 9♥" in text and "Д♠ класть можно" in text and "обе Д♠" in text
    assert "одни червы. Д♠ червы не разбивает" in describe_rules(Rules())


def test_the_checks_see_what_the_russian_editor_saw() -> None:
    """The checks themselves: each fault of the report is one they refuse."""
    wrong = [
        "нельзя класть ни черву, ни дама пик, если есть что-то другое.",
        "если за одну сдачу взять все червы и дама пик, то вам 0",
        "разве что у вас одни червы. дама пик червы не разбивает",
        "скажем, две девятка червей",
        "червы обеих колод и обе дама пик",
        "Партия окончена за 1 сдача",
        "Следующая партия: До 10 очков",
        "ходите в C",
        "Масти буквами (S H D C)",
        "у вас КC",
    ]
    assert [line for line in wrong if not grammar_ru.text_faults(line)] == []

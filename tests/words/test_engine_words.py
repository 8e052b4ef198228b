"""The engine's English texts are said in the player's language, every one of them."""

from __future__ import annotations

import inspect
import re

import pytest

from hearts_tui.engine import Card, Game, IllegalMove, InvalidCode, Suit, parse_code, reasons
from hearts_tui.words.engine_words import TEMPLATES, said
from hearts_tui.words.language import use

CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def engine_texts() -> list[str]:
    """Every refusal text of engine/reasons.py, the templates filled."""
    constants = [
        value
        for name, value in vars(reasons).items()
        if name.isupper() and isinstance(value, str) and name in reasons.__all__
    ]
    filled = [
        reasons.follow_suit_reason(Suit.CLUBS),
        reasons.draw_reason(Suit.HEARTS),
        reasons.lead_card_reason(Card.parse("2C")),
    ]
    return [text for text in constants if "{" not in text] + filled


def test_every_reason_of_the_engine_is_one_words_knows() -> None:
    templates = {value for name, value in vars(reasons).items() if name.isupper()}
    assert templates <= set(TEMPLATES)
    # The functions fill the templates, not texts of their own.
    for function in (reasons.follow_suit_reason, reasons.draw_reason, reasons.lead_card_reason):
        assert '"' not in inspect.getsource(function).split('"""')[-1]


@pytest.mark.parametrize("text", engine_texts())
def test_each_reason_is_said_in_russian_and_as_it_is_in_english(text: str) -> None:
    assert said(text) == text
    use("ru")
    russian = said(text)
    assert CYRILLIC.search(russian), russian
    assert not re.search(r"\b[a-ce-zA-Z]{2,}\b", russian), russian  # only the key d is Latin


def test_a_card_or_suit_in_a_reason_is_named_as_the_front_end_names_cards() -> None:
    use("ru")
    lead = reasons.lead_card_reason(Card.parse("2C"))
    assert said(lead) == "Первую взятку открывает 2♣"
    assert said(lead, "words") == "Первую взятку открывает двойка треф"
    assert said(lead, "short") == "Первую взятку открывает 2Т"
    draw = reasons.draw_reason(Suit.HEARTS)
    assert said(draw, "words") == "Добирайте: у вас нет червей — клавиша d"
    use("en")  # English: the engine's own words (spoken() then names the cards)
    assert said(lead, "words") == lead


def test_refusals_of_a_real_game_are_said_in_russian() -> None:
    game = Game.new("K7QD-MR9S")
    not_held = next(
        card for card in map(Card.parse, ("2C", "3C", "4C")) if card not in game.hand(0)
    )
    use("ru")
    errors = []
    for attempt in (
        lambda: game.pass_cards(0, game.hand(0)[:2]),
        lambda: game.pass_cards(0, [not_held, *game.hand(0)[:2]]),
    ):
        with pytest.raises(IllegalMove) as caught:
            attempt()
        errors.append(said(str(caught.value)))
    assert errors[0] == "Передайте ровно 3 разные карты"
    assert errors[1].startswith("У вас нет ")


@pytest.mark.parametrize(
    "code", ["", "K7QD-MR9T", "K7QD-MR9O", "K7QD-MR91", "K7QD", "K7QD-MR9S-" + "A" * 30, "K7Q#"]
)
def test_every_verdict_on_a_game_code_is_said_in_russian(code: str) -> None:
    with pytest.raises(InvalidCode) as caught:
        parse_code(code)
    use("ru")
    russian = said(str(caught.value))
    assert CYRILLIC.search(russian), russian
    assert russian != str(caught.value)


def test_a_text_words_does_not_know_is_left_as_it_is() -> None:
    use("ru")
    assert said("something new") == "something new"

"""One card parser for the table's card field and the plain line mode: every way a player
types or says a card names the engine's card, and anything else is refused in a player's
words (hearts_tui/words/card_names.py)."""

from __future__ import annotations

import doctest

import pytest

from hearts_tui.engine import CARDS, Card, Rules
from hearts_tui.engine.table import table_for
from hearts_tui.words import card_names
from hearts_tui.words.card_names import (
    CardNameError,
    completions,
    parse_card,
    parse_cards,
    typed_name,
)

QS = Card.parse("QS")
TEN_H = Card.parse("10H")


def test_the_doc_examples_run() -> None:
    assert doctest.testmod(card_names).failed == 0


@pytest.mark.parametrize(
    "text",
    [
        "qs",
        "QS",
        "Qs",
        "q♠",
        "Q♤",
        "q ♠",
        "q s",
        "queen of spades",
        "Queen of Spades",
        "q of spades",
        "queen spades",
        "q-s",
        " qs ",
        "q♠️",
    ],
)
def test_every_spelling_of_the_queen_of_spades(text: str) -> None:
    assert parse_card(text) is QS


@pytest.mark.parametrize(
    "text", ["10h", "th", "Th", "TH", "10H", "10♥", "10 of hearts", "ten of hearts", "t♡"]
)
def test_every_spelling_of_the_ten_of_hearts(text: str) -> None:
    assert parse_card(text) is TEN_H


def test_every_card_round_trips_through_its_typed_name() -> None:
    for card in CARDS:
        assert parse_card(typed_name(card)) is card
        assert parse_card(card.code) is card
        assert parse_card(str(card)) is card


def test_several_cards_at_once_for_the_pass() -> None:
    assert [c.code for c in parse_cards("2c 3h kd")] == ["2C", "3H", "KD"]
    assert [c.code for c in parse_cards("2c, 3h and king of diamonds")] == ["2C", "3H", "KD"]
    assert parse_cards("   ") == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("qx", "'qx' is not a card: try qs, 10h or 2c"),
        ("1h", "'1h' is not a card: try qs, 10h or 2c"),
        ("", "Type a card: qs, 10h or 2c"),
        ("q", "'q' needs a suit: qs, qh, qd, qc"),
        ("2c zz 3h", "'zz' is not a card: try qs, 10h or 2c"),
        ("2c 3h", "'2c 3h' names 2 cards: type one"),
    ],
)
def test_a_name_that_is_no_card_is_refused_in_a_players_words(text: str, message: str) -> None:
    with pytest.raises(CardNameError) as caught:
        parse_card(text)
    assert str(caught.value) == message
    assert isinstance(caught.value, ValueError)


def test_a_card_the_table_leaves_out_is_refused() -> None:
    three = table_for(Rules(players=3))
    missing = next(card for card in CARDS if not three.deck >> card.index & 1)
    with pytest.raises(CardNameError, match="left out of the deck"):
        parse_card(typed_name(missing), three.deck)


@pytest.mark.parametrize(
    "rules", [Rules.cancellation(10), Rules.domino(4)], ids=["cancellation", "domino"]
)
def test_the_cancellation_and_domino_decks_name_cards_the_same(rules: Rules) -> None:
    table = table_for(rules)
    assert parse_card("qs", table.deck) is QS
    assert parse_cards("2c 2c", table.deck) == [Card.parse("2C")] * 2


def test_completions_offer_held_cards_once_each() -> None:
    held = parse_cards("qs qs 10h 10s 2c")
    assert completions("q", held) == ["qs"]
    assert completions("t", held) == ["10h", "10s"]
    assert completions("2c 1", held) == ["10h", "10s"]
    assert completions("2c ", held) == ["10h", "10s", "qs"]
    assert completions("s", held) == ["10s", "qs"]
    assert completions("kd", held) == []

"""Cards: parsing, formatting, order and the bit masks behind them."""

from __future__ import annotations

import pickle

import pytest

from hearts_tui.engine import CARDS, Card, Suit, parse_cards
from hearts_tui.engine.cards import cards_of_mask, mask_of
from hearts_tui.engine.game_state import as_card


@pytest.mark.parametrize("text", ["QS", "Q♠", "qs", " q s ", "Q♤", "qS"])
def test_card_parse_accepts_codes_glyphs_and_any_case(text: str) -> None:
    assert Card.parse(text) == Card(12, Suit.SPADES)


def test_ten_is_written_10_or_t() -> None:
    assert Card.parse("10H") == Card.parse("TH") == Card.parse("t♥")
    assert Card.parse("10H").code == "TH" and str(Card.parse("TH")) == "10♥"


def test_every_card_round_trips_through_its_code_and_its_label() -> None:
    assert len(CARDS) == 52 and len(set(CARDS)) == 52
    for index, card in enumerate(CARDS):
        assert card.index == index
        assert Card.parse(card.code) is card
        assert Card.parse(str(card)) is card
        assert Card.parse(card.label(ascii_suits=True)) is card
        assert Card.from_index(index) is card
        assert pickle.loads(pickle.dumps(card)) is card


@pytest.mark.parametrize("text", ["", "Q", "QX", "1S", "11S", "ZS", "QSS", "♠Q"])
def test_card_parse_refuses_non_cards_with_a_hint(text: str) -> None:
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(text)


def test_card_parse_refuses_non_text() -> None:
    with pytest.raises(TypeError):
        Card.parse(12)  # type: ignore[arg-type]


@pytest.mark.parametrize("rank", [1, 15, 0])
def test_card_ranks_are_two_to_ace(rank: int) -> None:
    with pytest.raises(ValueError, match="rank"):
        Card(rank, Suit.CLUBS)


def test_cards_sort_by_suit_then_rank() -> None:
    assert sorted(parse_cards("AS 2H KC 2C 10D")) == parse_cards("2C KC 10D 2H AS")
    assert Card.parse("AC") < Card.parse("2D")


def test_masks_and_cards_round_trip() -> None:
    chosen = parse_cards("2C, QS, 10H AD")
    mask = mask_of(chosen)
    assert mask.bit_count() == 4
    assert cards_of_mask(mask) == tuple(sorted(chosen))
    assert cards_of_mask((1 << 52) - 1) == CARDS
    assert cards_of_mask(0) == ()


def test_suits_parse_and_show() -> None:
    assert [s.symbol for s in Suit] == ["♣", "♦", "♥", "♠"]
    assert [Suit.parse(s.letter.lower()) for s in Suit] == list(Suit)
    with pytest.raises(ValueError, match="unknown suit"):
        Suit.parse("X")


def test_a_card_does_not_compare_with_what_is_not_a_card() -> None:
    with pytest.raises(TypeError):
        assert Card.parse("2C") < 3  # type: ignore[operator]
    assert sorted([Card.parse("QS"), Card.parse("2C")]) == [Card.parse("2C"), Card.parse("QS")]


def test_a_card_of_a_subclass_is_read_as_the_deck_own_card() -> None:
    class Marked(Card):
        """A card type from outside the engine."""

    queen = Card.parse("QS")
    read = as_card(Marked(queen.rank, queen.suit))
    assert type(read) is Card and read is CARDS[queen.index]

"""Cards typed in Russian, in any language spoken: «дп», «10ч», «дама пик», «туз червей»."""

from __future__ import annotations

import pytest

from hearts_tui.engine import CARDS, Card, Suit
from hearts_tui.words.card_names import (
    CardNameError,
    completions,
    parse_card,
    parse_cards,
    typed_name,
)
from hearts_tui.words.language import use
from hearts_tui.words.nouns import CASES, card_label, card_noun

RANK_LETTERS = {11: "в", 12: "д", 13: "к", 14: "т"}
SUIT_LETTERS = {Suit.CLUBS: "т", Suit.DIAMONDS: "б", Suit.HEARTS: "ч", Suit.SPADES: "п"}


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("card", CARDS, ids=[card.code for card in CARDS])
def test_every_card_is_read_by_its_russian_code_and_name_in_every_case(
    card: Card, language: str
) -> None:
    code = RANK_LETTERS.get(card.rank, str(card.rank)) + SUIT_LETTERS[card.suit]
    assert parse_card(code) == card
    assert parse_card(code.upper()) == card
    use("ru")
    names = [format(card_noun(card), case) for case in CASES]
    use(language)
    for name in names:
        assert parse_card(name) == card, name
        assert parse_card(name.replace("е", "ё")) == card or "е" not in name


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("дп 10ч тт", ["QS", "10H", "AC"]),
        ("дама пик, туз червей и король треф", ["QS", "AH", "KC"]),
        ("пиковая дама", ["QS"]),
        ("пиковую даму и червонного туза", ["QS", "AH"]),
        ("бубновый валет", ["JD"]),
        ("валет бубен", ["JD"]),
        ("семёрка бубён", ["7D"]),
        ("10-ч", ["10H"]),
        ("дп qs", ["QS", "QS"]),
        ("д♠ 10 ♥", ["QS", "10H"]),
    ],
)
def test_russian_names_and_codes_mix_with_the_english_ones(text: str, codes: list[str]) -> None:
    assert [card.code for card in parse_cards(text)] == [Card.parse(code).code for code in codes]


def test_in_russian_the_examples_and_completions_are_russian() -> None:
    use("ru")
    assert typed_name(Card.parse("QS")) == "дп"
    assert typed_name(Card.parse("10H")) == "10ч"
    held = parse_cards("qs qd 2c 5s")
    assert completions("д", held) == ["дб", "дп"]
    assert completions("п", held) == ["5п", "дп"]
    with pytest.raises(CardNameError, match="нужна масть: дп, дч, дб, дт"):
        parse_card("д")
    with pytest.raises(CardNameError, match="это не карта: попробуйте дп, 10ч или 2т"):
        parse_card("xyz")
    with pytest.raises(CardNameError, match="2 карты"):
        parse_card("дп qs")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_card_as_the_table_writes_it_without_suit_symbols_is_read_back(
    language: str,
) -> None:
    """With ASCII suits the table writes «Кт», «Дч» in Russian (not «КC», a Latin C), "KC"
    in English: what it writes is what a player types, in either language."""
    use(language)
    for card in CARDS:
        label = card_label(card, ascii_suits=True)
        assert parse_card(label) == card, label
        assert parse_card(label.lower()) == card, label


def test_k_after_a_rank_is_kresti() -> None:
    """«7к» is the 7 of крести (clubs), as Russian players say it; «к» before is a king."""
    for rank in ("2", "7", "10", "в", "д", "к", "т"):
        assert parse_card(rank + "к").suit is Suit.CLUBS
    assert parse_card("кк") == Card.parse("KC") and parse_card("кч") == Card.parse("KH")

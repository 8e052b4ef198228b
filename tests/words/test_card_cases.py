"""Every card, in every case a Russian sentence asks for, from one table a language.

The forms below are written out here by hand (not made by the code under test): each rank
in each case, each suit in the genitive plural a card is named with.  Every one of the 52
cards is checked in all six cases, and its label and short code.
"""

from __future__ import annotations

import pytest

from hearts_tui.engine import CARDS, Card, Suit
from hearts_tui.words.language import use
from hearts_tui.words.nouns import CASES, card_label, card_noun, suit_noun
from hearts_tui.words.seats import seat_names, seat_noun

#: Each rank in the six cases: nominative, genitive, dative, accusative, instrumental,
#: prepositional.
RANKS = {
    2: "двойка двойки двойке двойку двойкой двойке",
    3: "тройка тройки тройке тройку тройкой тройке",
    4: "четвёрка четвёрки четвёрке четвёрку четвёркой четвёрке",
    5: "пятёрка пятёрки пятёрке пятёрку пятёркой пятёрке",
    6: "шестёрка шестёрки шестёрке шестёрку шестёркой шестёрке",
    7: "семёрка семёрки семёрке семёрку семёркой семёрке",
    8: "восьмёрка восьмёрки восьмёрке восьмёрку восьмёркой восьмёрке",
    9: "девятка девятки девятке девятку девяткой девятке",
    10: "десятка десятки десятке десятку десяткой десятке",
    11: "валет валета валету валета валетом валете",
    12: "дама дамы даме даму дамой даме",
    13: "король короля королю короля королём короле",
    14: "туз туза тузу туза тузом тузе",
}
#: A card is named by its rank and the suit in the genitive plural: «дама пик».
OF_SUIT = {Suit.CLUBS: "треф", Suit.DIAMONDS: "бубён", Suit.HEARTS: "червей", Suit.SPADES: "пик"}
LETTERS = {11: "В", 12: "Д", 13: "К", 14: "Т"}
SUIT_LETTERS = {Suit.CLUBS: "Т", Suit.DIAMONDS: "Б", Suit.HEARTS: "Ч", Suit.SPADES: "П"}
#: Where the terminal shows no suit symbols: the Russian letters, small («Кт», «Дч»), not
#: the Latin S H D C («КC» read as «КС», «ходите в C» as the preposition «с»).
ASCII_LETTERS = {Suit.CLUBS: "т", Suit.DIAMONDS: "б", Suit.HEARTS: "ч", Suit.SPADES: "п"}
#: Each rank's gender, which the words about a card agree with («сыгран валет», «сыграна
#: дама»): валет, король and туз masculine, the others feminine (двойка … дама).
MASCULINE = {11, 13, 14}
SUITS = {
    Suit.CLUBS: "трефы треф трефам трефы трефами трефах",
    Suit.DIAMONDS: "бубны бубён бубнам бубны бубнами бубнах",
    Suit.HEARTS: "червы червей червам червы червами червах",
    Suit.SPADES: "пики пик пикам пики пиками пиках",
}


@pytest.mark.parametrize("card", CARDS, ids=[card.code for card in CARDS])
def test_every_card_in_every_case(card: Card) -> None:
    use("ru")
    noun = card_noun(card)
    for case, rank in zip(CASES, RANKS[card.rank].split(), strict=True):
        assert format(noun, case) == f"{rank} {OF_SUIT[card.suit]}"
        assert format(noun, case.capitalize()) == f"{rank.capitalize()} {OF_SUIT[card.suit]}"
    rank = LETTERS.get(card.rank, str(card.rank))
    assert card_label(card) == rank + card.suit.symbol
    assert card_label(card, ascii_suits=True) == rank + ASCII_LETTERS[card.suit]
    assert format(card_noun(card, "short")) == rank + SUIT_LETTERS[card.suit]
    # A label or a code has no cases: any case a sentence asks gives it as it is.
    assert format(card_noun(card, "label"), "ins") == rank + card.suit.symbol
    # ...but it has its rank's gender, in every style: «за вас сыгран В♦», «сыграна Д♠».
    played = "сыгран" if card.rank in MASCULINE else "сыграна"
    for style in ("words", "label", "ascii", "short"):
        assert format(card_noun(card, style), "m:сыгран|f:сыграна|pl:сыграны") == played


@pytest.mark.parametrize("suit", list(Suit))
def test_every_suit_in_every_case(suit: Suit) -> None:
    use("ru")
    assert [format(suit_noun(suit), case) for case in CASES] == SUITS[suit].split()


def test_in_english_a_card_is_its_rank_of_its_suit_in_any_case() -> None:
    queen = Card.parse("QS")
    assert {format(card_noun(queen), case) for case in CASES} == {"queen of spades"}
    assert format(card_noun(Card.parse("10H"))) == "10 of hearts"
    assert card_label(queen) == "Q♠"
    assert format(card_noun(queen, "short")) == "QS"


def test_switching_language_names_the_same_card_anew() -> None:
    queen = Card.parse("QS")
    assert card_label(queen) == "Q♠"
    use("ru")
    assert card_label(queen) == "Д♠"
    use("en")
    assert card_label(queen) == "Q♠"


def test_seats_are_named_in_every_case_and_you_start_a_sentence_capitalised() -> None:
    use("ru")
    assert seat_names(4) == ("Вы", "Запад", "Север", "Восток")
    assert [format(seat_noun(4, 1), case) for case in CASES] == (
        ["Запад", "Запада", "Западу", "Запада", "Западом", "Западе"]
    )
    assert [format(seat_noun(4, 0), case) for case in CASES] == [
        "вы",
        "вас",
        "вам",
        "вас",
        "вами",
        "вас",
    ]
    assert format(seat_noun(4, 0), "Dat") == "Вам"


@pytest.mark.parametrize("players", range(2, 11))
@pytest.mark.parametrize("language", ["en", "ru"])
def test_each_seat_has_an_initial_of_its_own(players: int, language: str) -> None:
    from hearts_tui.words.seats import initials

    use(language)
    names = seat_names(players)
    assert len({initials(name) for name in names}) == players
    assert len(set(names)) == players


@pytest.mark.parametrize("players", range(2, 11))
def test_no_seats_short_name_is_a_letter_the_cards_show(players: int) -> None:
    """At 3 players «В» was both Восток and the валет (В♦ on the cards); at 7 to 10 the
    players Вадим, Денис and Кирилл had a rank's letter too."""
    from hearts_tui.words.seats import initials

    use("ru")
    ranks = {"В", "Д", "К", "Т"}
    shorts = {initials(name) for name in seat_names(players)}
    assert not shorts & ranks, shorts

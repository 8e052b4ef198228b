"""A Russian sentence about a card agrees with the card's gender: «за вас сыгран В♦» (валет
is masculine), «сыграна Д♠»; «вместе с другим валетом пик»; «Д♠ взята» (one card).  The
editor heard «за вас сыграна В♦», «вместе с другой В♠», «Д♠ взяты» (issue 39.2).

Every sentence of the catalogue that names a card is said of a masculine card and of a
feminine one, in words and as a label; no feminine word may stand next to the jack, no
masculine one next to the queen.
"""

from __future__ import annotations

import re
import string
import sys
from pathlib import Path

import pytest

from hearts_tui.engine import Card
from hearts_tui.words.language import _, use
from hearts_tui.words.nouns import Forms, card_noun, cards_noun

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import catalogue

JACK, QUEEN = Card.parse("JD"), Card.parse("QS")
#: Feminine short participles and adjectives («сыграна», «другой», «единственная»), and
#: masculine ones («сыгран», «другим», «единственный»), as they may stand by a card.
_PARTICIPLES = ("сыгран", "взят", "передан", "отдан", "сброшен", "добран", "выложен")
_ADJECTIVES = ("единственн", "последн", "старш", "младш", "бит", "крыт")
FEMININE = rf"(?:(?:{'|'.join(_PARTICIPLES)})а|(?:{'|'.join(_ADJECTIVES)})[ая]я|другой)"
MASCULINE = rf"(?:{'|'.join(_PARTICIPLES)}|(?:{'|'.join(_ADJECTIVES)})[ыи]й|другим)"
JACK_WORDS = r"(?:валет\w*|В♦)"
QUEEN_WORDS = r"(?:дам\w*|Д♠)"


class _Other(dict[str, object]):
    """Any placeholder but the card: a neutral word."""

    def __missing__(self, key: str) -> object:
        return _Neutral()


class _Neutral:
    def __format__(self, spec: str) -> str:
        return "Х"


def card_sentences() -> list[str]:
    """Each Russian sentence (its English text) with a ``{card}`` placeholder."""
    po = catalogue.read(catalogue.LOCALE_DIR / "ru" / "LC_MESSAGES" / "hearts.po")
    found = []
    for message in po:
        if not message.id or message.pluralizable or message.context:
            continue
        names = {f for _l, f, _s, _c in string.Formatter().parse(message.id) if f}
        if "card" in names:
            found.append(message.id)
    return found


@pytest.mark.parametrize("style", ["words", "label"])
def test_every_sentence_about_a_card_agrees_with_its_gender(style: str) -> None:
    use("ru")
    wrong = []
    for english in card_sentences():
        for card, words, other in ((JACK, JACK_WORDS, FEMININE), (QUEEN, QUEEN_WORDS, MASCULINE)):
            noun = card_noun(card, style)  # type: ignore[arg-type]
            said = _(english).format_map(_Other(card=noun))
            if re.search(rf"\b{other}\s+{words}|{words}\s+{other}\b", said):
                wrong.append(said)
    assert wrong == []


def test_the_sentences_the_editor_heard() -> None:
    use("ru")
    jack = card_noun(JACK, "label")
    assert _("Time: {card} played for you. ").format(card=jack) == (
        "Время вышло: за вас сыгран В♦. "
    )
    assert _("Time: {card} played. ").format(card=card_noun(QUEEN, "label")) == (
        "Время: сыграна Д♠. "
    )
    assert _("cancels the other {card}").format(card=card_noun(Card.parse("JS"))) == (
        "отменяется вместе с другим валетом пик"
    )
    one: Forms = cards_noun([QUEEN], "label")
    assert _("{cards} taken").format(cards=one) == "Д♠ взята"
    assert _("{cards} taken").format(cards=cards_noun([QUEEN, JACK], "label")) == "Д♠ В♦ взяты"
